/**
 * The step a decoded state is at, checked against the rest: whose turn it is in the
 * running order, what the car concerned must be doing, the collision, the safety-car queue,
 * the requests of the turn and the weather. Seats are checked to be in range first, so the
 * rest may read the cars they name.
 */
import { samePoint, speedOf, type Point } from '../grid/point.js'
import type { Terrain } from '../circuit/terrain.js'
import type { BolideState, Car, Phase } from '../state.js'
import { onBoard } from '../rules/context.js'
import { racing } from '../rules/order.js'
import { boosterAllowed, brakeAllowed } from '../rules/booster-brake.js'
import { slickInRain } from '../rules/speed.js'
import { STATE_LIMITS } from './limits.js'
import { nearMap } from './cars.js'

type RollPhase = Phase & { readonly kind: 'roll' }

const at = (p: Point): string => `(${p.x},${p.y})`

const isSeat = (s: BolideState, seat: number): boolean => seat >= 0 && seat < s.cars.length

const distinctSeats = (s: BolideState, name: string, seats: ReadonlyArray<number>): ReadonlyArray<string> => {
  if (seats.some((x) => !isSeat(s, x))) return [`${name} names a seat the race does not have: ${seats.join(', ')}`]
  return new Set(seats).size === seats.length ? [] : [`${name} names a car twice: ${seats.join(', ')}`]
}

/** Seats named anywhere in the state, in range and not repeated (checked before anything reads a car by them). */
export const seatProblems = (s: BolideState): ReadonlyArray<string> => {
  const ph = s.phase
  const out = [
    ...distinctSeats(s, 'the grid', s.grid),
    ...distinctSeats(s, 'the running order', s.order),
    ...distinctSeats(s, 'the safety-car queue', s.regroup),
  ]
  if (
    'seat' in ph &&
    !isSeat(s, ph.seat) &&
    !(ph.kind === 'roll' && ph.seat === -1 && (ph.roll === 'weather' || ph.roll === 'weather-risk'))
  )
    out.push(`the ${ph.kind} step is for seat ${ph.seat}, which the race does not have`)
  if (ph.kind === 'roll' && ph.seat === -1 && ph.roll !== 'weather' && ph.roll !== 'weather-risk')
    out.push(`the ${ph.roll} die is rolled for no car`)
  if (ph.kind === 'roll' && ph.seat >= 0 && (ph.roll === 'weather' || ph.roll === 'weather-risk'))
    out.push('the weather die is rolled for a car')
  const col = s.collision
  if (col !== null) {
    if (!isSeat(s, col.attacker) || !isSeat(s, col.defender) || col.attacker === col.defender)
      out.push(`the collision is between seats ${col.attacker} and ${col.defender}`)
    if (col.loser !== null && col.loser !== col.attacker && col.loser !== col.defender)
      out.push(`the collision's loser ${col.loser} is neither car`)
    if (col.spins.some((x) => !isSeat(s, x))) out.push('the collision spins a seat the race does not have')
    out.push(
      ...distinctSeats(
        s,
        'the collision placements',
        col.placements.map((p) => p.seat),
      ),
    )
  }
  for (const p of s.precedence)
    if (!isSeat(s, p.winner) || !isSeat(s, p.loser) || p.winner === p.loser)
      out.push(`a collision precedence names seats ${p.winner} and ${p.loser}`)
  if (s.precedence.length > s.cars.length)
    out.push(`${s.precedence.length} collision precedences in one round for ${s.cars.length} cars`)
  for (const [i, v] of s.intermediate.entries())
    if (v !== -1 && !isSeat(s, v))
      out.push(`the intermediate point of lap ${i + 1} goes to seat ${v}, which the race does not have`)
  return out
}

const turnSeat = (s: BolideState): number => s.order[s.turn] ?? -1

// What the car of a roll must be doing for its die to be rolled.
const rollProblem = (s: BolideState, ph: RollPhase, car: Car | undefined): string | null => {
  const mine = ph.seat === turnSeat(s)
  switch (ph.roll) {
    case 'weather':
      return s.rules === 'advanced' && s.round === 0 && s.grid.length === s.cars.length
        ? null
        : 'the weather is drawn only before an advanced race, once the grid is drawn'
    case 'weather-risk':
      return s.rules === 'advanced' && s.variable
        ? null
        : 'the rain risk is rolled only under a variable sky of the advanced rules'
    case 'start':
      return mine && car?.mode === 'standing' && car.launch === null
        ? null
        : 'the start die is rolled by the standing car whose turn it is, before its start'
    case 'booster':
      return mine && boosterAllowed(s, ph.seat)
        ? null
        : 'the Booster die is rolled by the car whose turn it is, moving at speed 3 or more, before its move'
    case 'brake':
      return mine && brakeAllowed(s, ph.seat)
        ? null
        : 'the Brake die is rolled by the moving car whose turn it is, with no block left'
    case 'collision':
      return s.collision !== null && s.collision.loser === null && s.collision.attacker === ph.seat
        ? null
        : 'the collision die is rolled by Attaque of an undecided collision'
    case 'safety-car':
      return s.collision !== null && s.collision.loser !== null && s.collision.attacker === ph.seat
        ? null
        : 'the safety-car die follows a collision 7, rolled by Attaque'
    case 'box':
      return mine && car?.pit != null && car.pit.cell === car.pit.target && !car.pit.ready
        ? null
        : 'the box die is rolled by the car whose turn it is, at its box'
    case 'slick-rain':
      return mine && car?.mode === 'running' && s.flags.declared !== null && slickInRain(s, car)
        ? null
        : 'the slick-in-the-rain die is rolled by the car whose turn it is, on slicks in the rain, with a declared point'
  }
}

// What the car of a decision must be doing.
const decisionProblem = (s: BolideState, ph: Phase, car: Car | undefined): string | null => {
  switch (ph.kind) {
    case 'move':
      if (ph.seat !== turnSeat(s))
        return `seat ${ph.seat} is to move, but the running order gives the turn to seat ${turnSeat(s)}`
      if (car === undefined || !onBoard(car))
        return `seat ${ph.seat} is to move, but its car is ${car?.mode ?? 'missing'}`
      return car.mode === 'standing' && car.launch === null ? 'a standing car moves before rolling its start die' : null
    case 'reposition':
      return s.collision?.loser === ph.seat ? null : `seat ${ph.seat} repositions without having lost a collision`
    case 'pit-exit':
      return ph.seat === turnSeat(s) && car?.pit?.ready === true
        ? null
        : `seat ${ph.seat} leaves the boxes out of its turn or before its box incident`
    case 'strategy':
      return s.rules === 'advanced' && s.round === 0 && s.grid.length === s.cars.length && car?.strategyFixed === false
        ? null
        : `seat ${ph.seat} chooses a strategy outside the advanced rules' pre-race choice`
    case 'regroup':
      return s.regroup.length >= 2 && s.regroup[1] === ph.seat
        ? null
        : `seat ${ph.seat} regroups out of the safety-car queue's order`
    default:
      return null
  }
}

/** The step against the rest of the state (the seats are in range). */
export const phaseProblems = (s: BolideState, T: Terrain): ReadonlyArray<string> => {
  const out: string[] = []
  const ph = s.phase
  const car = 'seat' in ph ? s.cars[ph.seat] : undefined
  if (s.turn < 0 || s.turn > s.order.length)
    out.push(`turn ${s.turn} is outside the running order of ${s.order.length} cars`)
  if (s.round < 0 || s.round > s.maxRounds) out.push(`round ${s.round} is outside 0 to maxRounds ${s.maxRounds}`)
  if (s.round >= 1)
    for (const c of s.cars)
      if (racing(c) && !s.order.includes(c.seat)) out.push(`car ${c.seat + 1} races but is not in the running order`)
  const problem = ph.kind === 'roll' ? rollProblem(s, ph, car) : decisionProblem(s, ph, car)
  if (problem !== null) out.push(problem)
  if (ph.kind === 'grid-draw' && (s.round !== 0 || s.grid.length >= s.cars.length))
    out.push('the grid is drawn after every car has its slot')
  if (ph.kind !== 'grid-draw' && s.grid.length !== s.cars.length)
    out.push(`the race is at its ${ph.kind} step with ${s.grid.length} of ${s.cars.length} cars on the grid`)
  if (ph.kind === 'over' && s.round < s.maxRounds && s.cars.some(racing))
    out.push('the race is over while cars are still racing before the round limit')
  const beforeRace = ph.kind === 'grid-draw' || ph.kind === 'strategy' || (ph.kind === 'roll' && ph.seat < 0)
  if (s.round === 0 && !beforeRace) out.push(`the race is at its ${ph.kind} step before the first round`)
  const colliding =
    ph.kind === 'reposition' || (ph.kind === 'roll' && (ph.roll === 'collision' || ph.roll === 'safety-car'))
  if ((s.collision !== null) !== colliding)
    out.push(
      s.collision === null ? `the ${ph.kind} step needs a collision` : `a collision is pending at the ${ph.kind} step`,
    )
  if (s.collision !== null) out.push(...collisionProblems(s, T))
  if (s.regroup.length > 0 !== (ph.kind === 'regroup'))
    out.push('the safety-car queue is set only while the cars regroup')
  for (const seat of s.regroup)
    if (!onBoard(s.cars[seat] as Car))
      out.push(`car ${seat + 1} regroups behind the safety car but is not on the track`)
  out.push(...flagProblems(s, T))
  if (s.rules === 'basic' && (s.weather !== 'sun' || s.variable)) out.push('the basic rules race in the sun')
  if (s.weather === 'rain' && !s.variable)
    out.push('it rains under a settled sky (rain comes only from a variable sky, BO 10)')
  if (s.weatherDraws < 0 || s.weatherDraws > 2 || (s.weatherDraws > 0 && !s.variable))
    out.push(`${s.weatherDraws} weather re-draws (0 to 2, under a variable sky only)`)
  return out
}

const collisionProblems = (s: BolideState, T: Terrain): ReadonlyArray<string> => {
  const col = s.collision
  if (col === null) return []
  const out: string[] = []
  const points: ReadonlyArray<Point> = [col.at, col.from, ...col.placements.map((p) => p.pos)]
  if (points.some((p) => !nearMap(T, p))) out.push('the collision names a point far off the map')
  if ([col.winVel, ...col.placements.map((p) => p.vel)].some((v) => speedOf(v) > STATE_LIMITS.speed))
    out.push('the collision gives a move faster than any car')
  for (const seat of [col.attacker, col.defender, ...col.placements.map((p) => p.seat)])
    if (!onBoard(s.cars[seat] as Car)) out.push(`car ${seat + 1} is in a collision but not on the track`)
  const attacker = s.cars[col.attacker] as Car
  const defender = s.cars[col.defender] as Car
  // Until the chain is settled nobody has moved: Attaque is where it came from, Défense on the disputed point.
  if (!samePoint(attacker.pos, col.from))
    out.push(`Attaque (car ${col.attacker + 1}) is not at ${at(col.from)}, where it came from`)
  if (!samePoint(defender.pos, col.at))
    out.push(`Défense (car ${col.defender + 1}) is not on the disputed point ${at(col.at)}`)
  for (const p of col.placements)
    if (!T.standable(p.pos.x, p.pos.y))
      out.push(`car ${p.seat + 1} is to be placed at ${at(p.pos)}, where no car can stand`)
  if (col.spins.length > 2 * s.cars.length) out.push(`the collision chain spins ${col.spins.length} cars`)
  return out
}

const flagProblems = (s: BolideState, T: Terrain): ReadonlyArray<string> => {
  const f = s.flags
  const out: string[] = []
  if (!nearMap(T, f.start)) out.push('the turn starts far off the map')
  if (f.boosterRolls < 0 || f.boosterRolls > STATE_LIMITS.boosterRolls)
    out.push(`${f.boosterRolls} Booster rolls this turn (0 to ${STATE_LIMITS.boosterRolls})`)
  const declaring = s.phase.kind === 'roll' && s.phase.roll === 'slick-rain'
  if ((f.declared !== null) !== declaring) out.push('a declared point waits only for the slick-in-the-rain die')
  if (f.declared !== null && !nearMap(T, f.declared)) out.push('the declared point is far off the map')
  const mover = s.phase.kind === 'move' ? s.cars[s.phase.seat] : undefined
  if (mover !== undefined && mover.mode !== 'running' && (f.booster !== 'none' || f.brake !== 'none'))
    out.push(
      `the ${mover.mode} car to move has asked for the Booster or a Brake (only a car moving with its Pion does)`,
    )
  return out
}
