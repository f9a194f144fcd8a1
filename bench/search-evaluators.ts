/**
 * Hand-written evaluators for the search bench (`bench/search.ts`): where a depth-limited
 * rollout stops, each car's progress is turned into a per-seat value on the reward scale.
 * They are examples of the search's evaluator hook, tuned by a few trial series, not learned.
 *
 * Each one estimates a number per car where lower is better (steps, spaces or seconds still
 * to go) and calls {@link pairwise}: a seat's value is the mean, over the other seats, of a
 * logistic chance of finishing ahead of that seat, the expectation of the rank reward under
 * that model.
 */
import type { Evaluator, SeatValues } from '../src/search/index.js'
import {
  DEAD_END,
  circuitOf as bolideCircuitOf,
  lookAhead,
  terrainOf,
  type State as BolideState,
} from '../src/bolide/index.js'
import { remaining } from '../src/bolide/rules/context.js'
import { safeTopSpeed } from '../src/bolide/rules/speed.js'
import { circuitOf, wearWorth, type State as FormuleDeState } from '../src/formule-de/index.js'
import type { State as RallymanState, Stage } from '../src/rallyman/index.js'
import { COLOURS, teamValue, type State as FmrState } from '../src/formula-motor-racing/index.js'
import { stagesOf } from '../src/rallyman/index.js'

/** The cost of a finished car (less its rank) and of a car out of the race. */
const FINISHED = -1e6
const LOST = 1e6

/**
 * Per-seat values from per-seat costs (lower is better): the logistic rank expectation with
 * `scale` the cost difference worth e (2.7) to one, blended with a small share (`own`) of the
 * seat's own progress `1 - cost / length`, so a seat whose place is settled (the other car is
 * home) still prefers to drive on.
 */
export const pairwise = (costs: ReadonlyArray<number>, scale: number, length = Infinity, own = 0.02): SeatValues => {
  const n = costs.length
  return costs.map((ci, i) => {
    let sum = 0
    for (let j = 0; j < n; j++) if (j !== i) sum += 1 / (1 + Math.exp((ci - (costs[j] as number)) / scale))
    const rank = n <= 1 ? 1 : sum / (n - 1)
    // Not clamped to [0, 1]: a clamp would make every move of a car far behind look the same.
    // A car still racing is never worth a finished one.
    const progress = !Number.isFinite(length)
      ? 0
      : ci <= FINISHED / 2
        ? 1
        : ci >= LOST / 2
          ? 0
          : Math.min(0.99, 1 - ci / length)
    return (1 - own) * rank + own * progress
  })
}

// What a car off its line costs in unit steps: moves of one square, a restart, and the risk of
// stopping on a white intersection (a wreck) while off the track.
const MODE_COST: Partial<Record<BolideState['cars'][number]['mode'], number>> = {
  'off-track': 40,
  dirty: 20,
  spun: 25,
}

/** Options of {@link bolideEvaluator}. */
export interface BolideEvaluatorOptions {
  /** Steps worth e (2.7) to one in the logistic (default 6, about one move). */
  readonly scale?: number
  /** Lone moves looked ahead from each car (default 2). */
  readonly depth?: number
  /** Steps a car with no line of play that keeps it on the track pays (default 60). */
  readonly crash?: number
  /** Steps a block left in hand is worth (default 6, the heuristic bot's figure). */
  readonly block?: number
  /** Steps a slipstream earned (BO 5: one square more on the next move) is worth (default 0). */
  readonly slipstream?: number
}

/**
 * Bolide: unit steps still to drive after the car's best `depth` lone moves (the heuristic bot's
 * planner, so speed and the corners ahead count), a finished car by its rank, a car out last; a
 * car with no line of play that keeps it on the track pays `crash`, a car spun or off the track a
 * fixed cost, a car whose engine smokes the moves its lower top speed adds. The planner's results are
 * remembered per evaluator (they depend on the car's point, speed, top speed and the laps only), which makes a
 * deeper look-ahead affordable over a search.
 */
export const bolideEvaluator = (options: BolideEvaluatorOptions = {}): Evaluator<BolideState> => {
  const scale = options.scale ?? 6
  const depth = options.depth ?? 2
  const crash = options.crash ?? 60
  const block = options.block ?? 6
  const slip = options.slipstream ?? 0
  const memos = new Map<string, Map<string, number>>()
  const memoOf = (s: BolideState, top: number): Map<string, number> => {
    const key = `${top}:${s.laps}`
    let memo = memos.get(key)
    if (memo === undefined || memo.size > 500_000) {
      memo = new Map()
      memos.set(key, memo)
    }
    return memo
  }
  let circuit: ReturnType<typeof bolideCircuitOf> | null = null
  return (s) => {
    // One circuit at a time: the remembered plans belong to it.
    const track = bolideCircuitOf(s)
    if (track !== circuit) {
      memos.clear()
      circuit = track
    }
    return pairwise(
      s.cars.map((c) => {
        if (c.finishRank !== null) return FINISHED + c.finishRank
        if (c.mode === 'out') return LOST
        // Blocks left save the car later: each is worth `block` steps, as to the heuristic bot. A
        // top speed lost (a smoking engine) costs the moves it adds to the road left.
        const top = safeTopSpeed(s, c)
        const road = remaining(s, c)
        const slower = road * (safeTopSpeed(s, { ...c, speedLoss: 0 }) / top - 1)
        const here = road + slower - block * c.blocks
        if (c.mode !== 'running') return here + (MODE_COST[c.mode] ?? 0)
        const next = lookAhead(track, s.laps, c.pos, c.vel, c.crossings, c.halfway, top, depth, memoOf(s, top))
        return next >= DEAD_END ? here + crash : next + slower - block * c.blocks - (c.slipstream ? slip : 0)
      }),
      scale,
      (s.laps + 1) * terrainOf(track).lapLength,
    )
  }
}

/**
 * Formule Dé: spaces still to go (levels), minus what the race sheet is worth in spaces (the
 * heuristic bot's own marginal tables: the last tyre or brake point is worth most), plus a
 * spin's cost; finished cars by order of arrival, cars out last. The gear engaged is left to
 * the tree, which plays its die exactly. Scale: about one move.
 */
export const formuleDeEvaluator =
  (scale = 8, spin = 25): Evaluator<FormuleDeState> =>
  (s) => {
    const circuit = circuitOf(s)
    const lap = circuit.levels
    return pairwise(
      s.cars.map((c) => {
        if (c.status === 'finished') return FINISHED + c.arrival
        if (c.status === 'out') return LOST
        const level = circuit.spaces[c.space]?.level ?? 0
        const togo = (s.laps + 1) * lap - (c.lap * lap + level)
        return togo - wearWorth(c.wear) + (c.spun ? spin : 0)
      }),
      scale,
      (s.laps + 1) * lap,
    )
  }

/**
 * Rallyman: seconds so far (specials run, the current chrono pile less seconds held, the speed
 * card a move under way will pay) plus the road still to drive in this special at `perCell`
 * seconds a cell (the heuristic bot's figure is 8), and damage; retired cars
 * last. Specials not started yet cost every car the same and are left out.
 */
export const rallymanEvaluator = (perCell = 7, scale = 30): Evaluator<RallymanState> => {
  // Each stage's length, measured once per stage object (stages are shared, never copied).
  const lengths = new WeakMap<Stage, number>()
  const lengthOf = (stage: Stage): number => {
    let length = lengths.get(stage)
    if (length === undefined) {
      length = stage.cells.reduce((m, cell) => Math.max(m, cell.progress), 0) + 1
      lengths.set(stage, length)
    }
    return length
  }
  return (s) => {
    const stage = stagesOf(s)[s.special]
    const length = stage === undefined ? 0 : lengthOf(stage)
    return pairwise(
      s.cars.map((c) => {
        if (c.status === 'retired') return LOST
        const done = c.times.reduce((a, b) => a + b, 0)
        if (c.status === 'finished' || stage === undefined) return done
        const at = c.cell < 0 ? 0 : (stage.cells[c.cell]?.progress ?? 0)
        // A move under way pays its speed card when it stops.
        const turn = s.turn
        const pending =
          turn !== null && turn.seat === c.seat && turn.dice > 0
            ? (s.config.cards.speed[Math.max(1, turn.gear) - 1] ?? 0)
            : 0
        return done + c.chrono + pending - c.seconds + (length - at) * perCell + 20 * c.punctures + 15 * c.gearLost
      }),
      scale,
    )
  }
}

/**
 * Formula Motor Racing: each seat's cars valued by the heuristic bot's table of places (the
 * points of the first six places and a small tail), plus the season points already won; the
 * hands are not looked at. Scale: about one place in the points.
 */
export const fmrEvaluator =
  (scale = 3): Evaluator<FmrState> =>
  (s) =>
    pairwise(
      s.rules.teams.map((colours) => {
        const season = colours.reduce((sum, colour) => sum + (s.teamPoints[COLOURS.indexOf(colour)] ?? 0), 0)
        return -(season + teamValue({ order: s.order, out: s.out }, colours))
      }),
      scale,
    )
