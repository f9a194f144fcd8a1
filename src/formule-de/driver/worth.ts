/**
 * What things are worth to the heuristic driver (`bots.ts`), in spaces of track: its race
 * sheet's points (the last ones most), the next turn it can expect from where a move leaves it
 * (FD-B vitesse en virage: a corner's limit, the die's faces), a move's gain and risks
 * (road-holding and wall tests, FD-A 6, FD-T 15), and a gear's expected worth over the exact
 * faces of its die.
 */
import { spacingOf, type Space } from '../circuit/model.js'
import { GEAR_FACES, type Gear } from '../dice.js'
import { circuitOf } from '../board.js'
import { moveOddsWith } from '../odds.js'
import { allowedGears, overrevCost, type OverrevCost } from '../rules/gearbox.js'
import { gearCost } from '../rules/gear-choice.js'
import { boardOf, moverOf } from '../rules/moves.js'
import { legalMoves, type MoveOption } from '../rules/movement.js'
import type { FaceMoves } from './face-moves.js'
import type { Wear } from '../rules/wear.js'
import type { Car, State } from '../state.js'
import { cornerLimit } from './horizon.js'
import { wearOf } from '../records.js'

/** Losing the car: worth more than any gain of a turn or two, so risks are taken only when tiny. */
const ELIMINATED = 400
/** A spin: the next move in 1st, and the next overshoot is fatal. */
const SPIN = 25
/**
 * New tyres at a pit stop serve a whole lap of corners: their worth is counted this many
 * times (tuned on Riviera, where it makes cars with 3 tyre points or fewer stop).
 */
const PIT_TYRES = 1.8
/** A finished car has nothing more to gain: a flat bonus so crossing the line always pays. */
const FINISHED = 30

// Marginal worth of the k-th point of each parameter, the last point first: the last tyre or
// brake point is worth much more than a spare one (a careful player keeps a reserve).
const MARGINAL: Readonly<Record<keyof Wear, ReadonlyArray<number>>> = {
  tyres: [14, 9, 6, 4, 3, 3],
  brakes: [12, 8, 5, 4],
  fuel: [6, 4, 3],
  body: [60, 12, 8],
  engine: [60, 12, 8],
}

// The worth of a parameter's first k points, k = 0 to 20, summed once (a sheet has at most a
// few dozen points of a parameter; past the table, each point is worth 3 more). The bot values
// several sheets per move, for every move of every decision.
const SUMS = 21
const cumulative = (table: ReadonlyArray<number>): ReadonlyArray<number> => {
  const out = [0]
  for (let k = 1; k < SUMS; k++) out.push((out[k - 1] as number) + (table[k - 1] ?? 3))
  return out
}
const TYRES = cumulative(MARGINAL.tyres)
const BRAKES = cumulative(MARGINAL.brakes)
const FUEL = cumulative(MARGINAL.fuel)
const BODY = cumulative(MARGINAL.body)
const ENGINE = cumulative(MARGINAL.engine)

// (A part of a point counts as a whole one, as the sum point by point did.)
const worthOf = (sums: ReadonlyArray<number>, points: number): number => {
  if (!(points > 0)) return 0
  const k = Math.ceil(points)
  return k < SUMS ? (sums[k] as number) : (sums[SUMS - 1] as number) + 3 * (k - (SUMS - 1))
}

/** What a race sheet is worth, in spaces (see the marginal tables above). @group Bots */
export const wearWorth = (w: Wear): number =>
  worthOf(TYRES, w.tyres) +
  worthOf(BRAKES, w.brakes) +
  worthOf(FUEL, w.fuel) +
  worthOf(BODY, w.body) +
  worthOf(ENGINE, w.engine)

const afterOverrev = (w: Wear, from: Gear, to: Gear): Wear => afterCost(w, overrevCost(from, to))

// The sheets are written field by field (`wearOf`): a spread copy of a spread copy takes V8's
// slow path, and the bot makes several a move.
const afterCost = (w: Wear, c: OverrevCost): Wear =>
  wearOf(
    w.tyres,
    Math.max(0, w.brakes - c.brakes),
    Math.max(0, w.fuel - c.fuel),
    w.body,
    Math.max(0, w.engine - c.engine),
  )

// ---------------------------------------------------------------- the next turn, estimated

/** Where a car stands after a move, as far as its next turn is concerned. */
export interface Position {
  readonly space: number
  readonly corner: number | null
  readonly stops: number
  readonly gear: Gear
  readonly wear: Wear
  readonly spun: boolean
}

// What rolling `f` next turn is worth when `limit` spaces is as far as the car may go: the
// careful driver brakes or loses tyres, whichever costs less; an overshoot of a corner whose
// stops are missing is fatal when `fatal`.
const faceWorth = (f: number, limit: number, fatal: boolean, w: Wear): number => {
  if (f <= limit) return f
  const excess = f - limit
  let best = -ELIMINATED
  const brakesNow = worthOf(BRAKES, w.brakes)
  const tyresNow = worthOf(TYRES, w.tyres)
  for (let b = 0; b <= Math.min(excess, w.brakes); b++) {
    const r = excess - b
    const brakeLoss = brakesNow - worthOf(BRAKES, w.brakes - b)
    let v: number
    if (r === 0) v = limit - brakeLoss
    else if (fatal) v = -ELIMINATED
    else if (w.tyres > 0)
      v =
        r > w.tyres
          ? -ELIMINATED
          : f - b - brakeLoss - (tyresNow - worthOf(TYRES, w.tyres - r)) - (r === w.tyres ? SPIN : 0)
    else v = r > 1 ? -ELIMINATED : f - b - SPIN - brakeLoss
    if (v > best) best = v
  }
  return best
}

// The spaces a throw of `value` is worth from where a car stands: against the corner ahead
// (`cornerLimit` of the horizon), or the flat worth of a slow exit from the pit lane and stand.
const throwFrom = (state: State, pos: Position): ((value: number, w: Wear) => number) | number => {
  const space = circuitOf(state).spaces[pos.space] as Space | undefined
  if (space === undefined) return 0
  // Pit lane and stand: the exit is slow whatever the gear (half a black die, or a round lost).
  if (space.kind === 'stand') return 1.5
  if (space.kind === 'pit') return 2
  const { limit, fatal } = cornerLimit(circuitOf(state), pos.space, pos.corner, pos.stops)
  return (value, w) => faceWorth(value, limit, fatal, w)
}

/**
 * The worth of the car's next turn from a position: the best gear it could then choose,
 * each face of that gear's die valued against the corner ahead (`cornerLimit` of the horizon): the
 * spaces it may cover before overshooting, and whether an overshoot would eliminate it.
 */
export const nextTurnWorth = (state: State, pos: Position): number => {
  const worth = throwFrom(state, pos)
  if (typeof worth === 'number') return worth
  const gears = pos.spun ? ([1] as const) : allowedGears(pos.gear, pos.wear)
  let best = -ELIMINATED
  const base = wearWorth(pos.wear)
  for (const g of gears) {
    const w = pos.spun ? pos.wear : afterOverrev(pos.wear, pos.gear, g)
    let v = wearWorth(w) - base
    for (const face of GEAR_FACES[g]) v += face.probability * worth(face.value, w)
    if (v > best) best = v
  }
  return best
}

/**
 * The worth of a throw from a position once the gear is engaged: the gear's die, each face
 * valued as in {@link nextTurnWorth}, or the throw itself when `value` is given (rolled, not moved yet).
 */
export const throwWorth = (state: State, pos: Position, value?: number): number => {
  const worth = throwFrom(state, pos)
  if (typeof worth === 'number') return worth
  if (value !== undefined) return worth(value, pos.wear)
  let v = 0
  for (const face of GEAR_FACES[pos.gear]) v += face.probability * worth(face.value, pos.wear)
  return v
}

// ---------------------------------------------------------------- the decision

// Road-holding tests on dangerous spaces and wall tests (FD-A 6, FD-T 15): the chance of a
// point lost times what that point is worth (the last one is the car).
const hazardCost = (state: State, car: Car, o: MoveOption): number => {
  if (o.hazards === 0 && o.walls === 0) return 0
  const pHolding = (state.wet ? 5 : 4) / 20
  const pWall = (state.wet ? 2 : 1) / 20
  const worth = (left: number): number => (left <= 1 ? ELIMINATED : left === 2 ? 60 : 12)
  return o.hazards * pHolding * worth(car.holding) + o.walls * pWall * worth(car.wear.body)
}

// The ground a move gains along the lap, in spaces (a straight space is `spacing` levels).
const spacesGained = (state: State, car: Car, o: MoveOption): number => {
  const from = circuitOf(state).spaces[car.space]
  const to = circuitOf(state).spaces[o.end]
  return (
    ((to?.level ?? 0) - (from?.level ?? 0) + (o.crossed ? circuitOf(state).levels : 0)) / spacingOf(circuitOf(state))
  )
}

/**
 * How good a move is for the heuristic bot, in spaces: the ground gained, minus the worth of the
 * wear points it costs (a pit stop's new tyres count as a gain), minus a spin, plus the
 * estimated worth of the next turn from where it ends. `gear` is the gear engaged and `wear`
 * the race sheet before the move (after any overrev).
 */
export const moveValue = (state: State, car: number, o: MoveOption, gear?: Gear, wear?: Wear): number => {
  const c = state.cars[car]
  if (c === undefined || o.eliminated !== null) return -ELIMINATED
  const before = wear ?? c.wear
  let after = wearOf(
    Math.max(0, before.tyres - o.tyresLost),
    Math.max(0, before.brakes - o.brakesLost),
    before.fuel,
    before.body,
    before.engine,
  )
  let pitGain = 0
  if (o.stand) {
    const fresh = wearOf(c.sheet.tyres, after.brakes, after.fuel, after.body, after.engine)
    pitGain = (PIT_TYRES - 1) * (wearWorth(fresh) - wearWorth(after))
    after = fresh
  }
  const gained = spacesGained(state, c, o) + pitGain - hazardCost(state, c, o)
  const finished = o.crossed && c.lap + 1 > state.laps
  const next = finished
    ? FINISHED
    : nextTurnWorth(state, {
        space: o.end,
        corner: o.corner,
        stops: o.stops,
        gear: gear ?? c.gear,
        wear: after,
        spun: o.spin || c.spun,
      })
  return gained + wearWorth(after) - wearWorth(before) - (o.spin ? SPIN : 0) + next
}

/** The position in `moves` of the move of best worth ({@link moveValue}), or -1 when there is none. */
export const bestMove = (
  state: State,
  car: number,
  moves: ReadonlyArray<MoveOption>,
  gear?: Gear,
  wear?: Wear,
): number => {
  let best = -1
  let value = -Infinity
  moves.forEach((o, k) => {
    const v = moveValue(state, car, o, gear, wear)
    if (v > value) {
      value = v
      best = k
    }
  })
  return best
}

/**
 * The expected worth of choosing `gear` now (a two-turn expectimax): for each face of its die
 * the best legal move (exact, other cars included) valued by {@link moveValue}, weighted by the
 * face's probability, minus the worth of the points an overrev costs.
 */
export const gearValue = (state: State, car: number, gear: Gear, list: FaceMoves = legalMoves): number => {
  const c = state.cars[car]
  if (c === undefined) return -Infinity
  // The overrev as the rules charge it; one that breaks the last engine point is out (FD-T 16-0-3-1).
  const { cost, breaks } = gearCost(state, car, gear)
  if (breaks) return -ELIMINATED
  const board = boardOf(state, car)
  const base = moverOf(state, car)
  const wear = afterCost(c.wear, cost)
  const mover = { ...base, wear }
  let total = wearWorth(wear) - wearWorth(c.wear)
  for (const face of GEAR_FACES[gear]) {
    const moves = list(board, mover, face.value)
    const k = bestMove(state, car, moves, gear, wear)
    total += face.probability * (k < 0 ? -ELIMINATED : moveValue(state, car, moves[k] as MoveOption, gear, wear))
  }
  return total
}

/** How much more often than the safest gear a gear may eliminate the car and still be considered. */
export const RISK_TOLERANCE = 0.05

/**
 * The gears the heuristic bot considers, screened with {@link moveOdds}: a gear whose roll
 * eliminates the car more often than the safest gear's plus {@link RISK_TOLERANCE} is not
 * worth any gain.
 */
export const screenGears = (state: State, car: number, list: FaceMoves = legalMoves): ReadonlySet<Gear> => {
  const risk = moveOddsWith(state, car, undefined, list).map((g) => ({
    gear: g.gear,
    p: g.lines.reduce((sum, l) => sum + (l.outcome.kind === 'eliminated' ? l.probability : 0), 0),
  }))
  const safest = Math.min(...risk.map((r) => r.p))
  return new Set(risk.filter((r) => r.p <= safest + RISK_TOLERANCE).map((r) => r.gear))
}
