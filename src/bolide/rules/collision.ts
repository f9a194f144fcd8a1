/**
 * Collisions (BO 6): Attaque tries to take the point of Défense; a d12 on the ACCROCHAGES
 * table decides. The loser goes to one of the 3 points behind the disputed point (Attaque)
 * or one of the 2 points beside it (Défense), with respect to the sector's red arrow and
 * never into the next sector; if they are all taken it must attack one of them, in the
 * same turn, damage adding up. A 7 is re-rolled for the safety car.
 */
import type { RuleViolation } from '../../core/index.js'
import { refusal, type Code } from '../codes.js'
import { add, COMPASS, keyOf, samePoint, sub, turnRight, type Point } from '../grid/point.js'
import type { RaceEvent } from '../events.js'
import type { BolideState, Collision } from '../state.js'
import { arrowAt, carOf, occupant, onBoard, sectorCount, terrain, withCar } from './context.js'
import { collisionRow } from './tables.js'

/** The 3 points right behind `at` with respect to the arrow (BO 6, Attaque loses). */
export const pointsBehind = (s: BolideState, at: Point): ReadonlyArray<Point> => {
  const a = COMPASS[arrowAt(s, at)]
  if (a.x === 0 || a.y === 0) {
    const back = sub(at, a)
    const side = turnRight(a)
    return [back, add(back, side), sub(back, side)]
  }
  return [sub(at, a), sub(at, { x: a.x, y: 0 }), sub(at, { x: 0, y: a.y })]
}

/** The 2 points beside `at` with respect to the arrow (BO 6, Défense loses). */
export const pointsBeside = (s: BolideState, at: Point): ReadonlyArray<Point> => {
  const a = COMPASS[arrowAt(s, at)]
  const side = turnRight(a)
  return [add(at, side), sub(at, side)]
}

/** Starts a collision: the attacker rolls the d12 next. */
export const startCollision = (
  s: BolideState,
  attacker: number,
  defender: number,
  at: Point,
  winVel: Point,
  carry: Pick<Collision, 'spins' | 'placements'>,
  ev: RaceEvent[],
): BolideState => {
  ev.push({ type: 'collision', attacker, defender, at })
  const from = carOf(s, attacker).pos
  return {
    ...s,
    collision: { attacker, defender, at, from, winVel, loser: null, spins: carry.spins, placements: carry.placements },
    phase: { kind: 'roll', roll: 'collision', seat: attacker },
  }
}

/** Applies the ACCROCHAGES row of `value`; returns the state at the safety-car roll or the reposition. */
export const collisionRoll = (s: BolideState, value: number, ev: RaceEvent[]): BolideState => {
  const col = s.collision
  if (!col) return s
  const r = collisionRow(value, s.rules === 'advanced')
  const loser = r.loser === 'attacker' ? col.attacker : col.defender
  const result = r.loser === 'attacker' ? 'defender-keeps' : 'attacker-takes'
  ev.push({ type: 'rolled', seat: col.attacker, value, result: { table: 'collision', result } })
  let state = s
  const damage = (seat: number, loss: number): void => {
    if (loss <= 0) return
    state = withCar(state, seat, { speedLoss: carOf(state, seat).speedLoss + loss })
    ev.push({ type: 'damage', seat, damage: { kind: 'speed-loss', loss } })
  }
  damage(col.attacker, r.attackerLoss)
  damage(col.defender, r.defenderLoss)
  if (r.attackerLosesSetUp) {
    state = withCar(state, col.attacker, { setUpLost: true })
    ev.push({ type: 'damage', seat: col.attacker, damage: { kind: 'set-up-lost' } })
  }
  const spins = [...col.spins]
  if (r.attackerSpins) spins.push(col.attacker)
  if (r.defenderSpins) spins.push(col.defender)
  const placements =
    r.loser === 'defender' ? [...col.placements, { seat: col.attacker, pos: col.at, vel: col.winVel }] : col.placements
  state = { ...state, collision: { ...col, loser, spins, placements } }
  if (r.safetyCarRoll) return { ...state, phase: { kind: 'roll', roll: 'safety-car', seat: col.attacker } }
  return state
}

/** Where the loser of the current collision may go: free points, else taken ones (a new collision). */
export const repositionChoices = (
  s: BolideState,
): { readonly free: ReadonlyArray<Point>; readonly taken: ReadonlyArray<Point> } => {
  const col = s.collision
  if (!col || col.loser === null) return { free: [], taken: [] }
  const T = terrain(s)
  const n = sectorCount(s)
  const next = (T.sector(col.at.x, col.at.y) + 1) % n
  const base = col.loser === col.attacker ? pointsBehind(s, col.at) : pointsBeside(s, col.at)
  const reserved = new Set(col.placements.map((p) => keyOf(p.pos)))
  const free: Point[] = []
  const taken: Point[] = []
  for (const p of base) {
    if (!T.standable(p.x, p.y)) continue
    if (n > 1 && T.sector(p.x, p.y) === next) continue
    if (reserved.has(keyOf(p))) continue
    const o = occupant(s, p, col.loser)
    if (o < 0) free.push(p)
    else if (!col.placements.some((q) => q.seat === o)) taken.push(p)
  }
  return { free, taken }
}

/** The nearest free track point (a fallback when none of the table's points exists on the board). */
export const nearestFree = (s: BolideState, from: Point, seat: number): Point => {
  const reserved = new Set((s.collision?.placements ?? []).map((p) => keyOf(p.pos)))
  const T = terrain(s)
  for (let r = 1; r < Math.max(T.width, T.height); r++)
    for (let dy = -r; dy <= r; dy++)
      for (let dx = -r; dx <= r; dx++) {
        if (Math.max(Math.abs(dx), Math.abs(dy)) !== r) continue
        const p = { x: from.x + dx, y: from.y + dy }
        if (T.drivable(p.x, p.y) && !reserved.has(keyOf(p)) && occupant(s, p, seat) < 0) return p
      }
  return from
}

/**
 * The points the loser may choose: the free ones; only when all of them are taken, the
 * taken ones (each choice a new collision, BO 6).
 */
export const repositionPoints = (s: BolideState): ReadonlyArray<Point> => {
  const { free, taken } = repositionChoices(s)
  return free.length > 0 ? free : taken
}

/** Checks a reposition choice. */
export const repositionProblem = (s: BolideState, to: Point): RuleViolation<Code> | null => {
  return repositionPoints(s).some((p) => samePoint(p, to))
    ? null
    : refusal('NOT_A_REPOSITION_POINT', `(${to.x},${to.y}) is not one of the points the loser may go to.`)
}

/** The loser goes to `to`: a free point settles the collision, a taken one starts the next. */
export const placeLoser = (s: BolideState, to: Point, ev: RaceEvent[]): BolideState => {
  const col = s.collision
  if (!col || col.loser === null) return s
  const loser = col.loser
  const o = occupant(s, to, loser)
  if (o >= 0 && !col.placements.some((q) => q.seat === o)) {
    const from = loser === col.attacker ? col.from : col.at
    return startCollision({ ...s, collision: null }, loser, o, to, sub(to, from), col, ev)
  }
  const car = carOf(s, loser)
  const vel = loser === col.attacker ? sub(to, col.from) : car.vel
  return { ...s, collision: { ...col, placements: [...col.placements, { seat: loser, pos: to, vel }] } }
}

/** Applies every placement and spin of a settled collision chain. */
export const settleCollision = (s: BolideState, ev: RaceEvent[]): BolideState => {
  const col = s.collision
  if (!col) return s
  const T = terrain(s)
  const winner = col.loser === col.attacker ? col.defender : col.attacker
  const precedence = col.loser === null ? s.precedence : [...s.precedence, { winner, loser: col.loser }]
  let state: BolideState = { ...s, collision: null, precedence }
  for (const p of col.placements) {
    const car = carOf(state, p.seat)
    if (!onBoard(car)) continue
    const drivable = T.drivable(p.pos.x, p.pos.y)
    // The car whose turn it is has moved; a car pushed aside keeps its standing or spun state.
    const mover = p.seat === (s.order[s.turn] ?? -1)
    const keeps = !mover && (car.mode === 'standing' || car.mode === 'spun')
    state = withCar(state, p.seat, {
      pos: p.pos,
      vel: drivable && !keeps ? p.vel : { x: 0, y: 0 },
      mode: !drivable
        ? 'off-track'
        : keeps
          ? car.mode
          : car.mode === 'off-track' || car.mode === 'dirty'
            ? 'dirty'
            : 'running',
      launch: keeps ? car.launch : null,
    })
    if (!samePoint(p.pos, car.pos)) ev.push({ type: 'repositioned', seat: p.seat, to: p.pos })
  }
  for (const seat of new Set(col.spins)) {
    if (!onBoard(carOf(state, seat))) continue
    state = withCar(state, seat, { mode: 'spun', vel: { x: 0, y: 0 } })
    ev.push({ type: 'spun', seat })
  }
  return state
}
