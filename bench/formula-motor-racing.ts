/**
 * Bench entry of Formula Motor Racing: a full random 6-player race with random bots, and a
 * hand-written MUTABLE baseline of THE SAME race for the ratio. For a seed the baseline
 * consumes the generator exactly as `playout(game, setup(config), seedRng(seed), randomBots)`:
 * every chance node is one `uniformInt(0, total weight - 1)` walked over the cumulative
 * weights in outcome order (crews in colour order, cards in deck order), and every decision
 * is one `uniformInt(0, n - 1)` over the legal actions in `legalActions` order. So both
 * finish with the same classification (test/formula-motor-racing/baseline.test.ts) and the
 * ratio compares the same work: the engine's extra cost is immutability, events, exact
 * chance nodes as data and the generic driver.
 */
import { xoroshiro128plus, xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus'
import { randomPolicy, streamRng, type Policy } from '../src/core/index.js'
import { uniformInt } from 'pure-rand/distribution/uniformInt'
import type { BenchEntry, Figure } from './entry.js'
import { legalScalingRows } from './scaling.js'
import { askedRandomBots } from './asked.js'
import {
  DEFAULT_DECK,
  cardInfo,
  defaultConfig,
  formulaMotorRacing,
  bots,
  type Action,
  type Config,
  type Event,
  type Observation,
  type State,
} from '../src/formula-motor-racing/index.js'

// Card kinds as small integers for the baseline.
const OVERTAKE = 0
const SETBACK = 1
const TURBO = 2
const PIT = 3
const WHEEL = 4
const ENGINE = 5
const MAJOR = 6
const MINOR = 7
const COLLISION = 8

// One entry per DEFAULT_DECK entry, same order (the order of the draw outcomes).
const KIND: number[] = []
const COLOUR: number[] = [] // -1: neutral
const AMOUNT: number[] = []
const COUNT: number[] = []
const COLOUR_NAMES = ['red', 'blue', 'green', 'yellow', 'black', 'white']
for (const entry of DEFAULT_DECK) {
  const info = cardInfo(entry.card)
  if (info === undefined) throw new Error(`unknown card ${entry.card}`)
  const k = info.kind
  const [kind, amount] =
    k === 'overtake-2'
      ? [OVERTAKE, 2]
      : k === 'overtake-3'
        ? [OVERTAKE, 3]
        : k === 'overtake-4'
          ? [OVERTAKE, 4]
          : k === 'wrong-lane'
            ? [SETBACK, 1]
            : k === 'off-track'
              ? [SETBACK, 2]
              : k === 'loss-of-control'
                ? [SETBACK, 3]
                : k === 'turbo'
                  ? [TURBO, 3]
                  : k === 'pit-stop'
                    ? [PIT, 0]
                    : k === 'wheel-loss'
                      ? [WHEEL, 0]
                      : k === 'engine-blow'
                        ? [ENGINE, 0]
                        : k === 'major-spin'
                          ? [MAJOR, 0]
                          : k === 'minor-spin'
                            ? [MINOR, 0]
                            : [COLLISION, 0]
  KIND.push(kind)
  AMOUNT.push(amount)
  COLOUR.push(info.colour === null ? -1 : COLOUR_NAMES.indexOf(info.colour))
  COUNT.push(entry.count)
}
const ENTRIES = KIND.length
const HAND = 5
const POINTS = [10, 6, 4, 3, 2, 1]

/** The end of a baseline race: the classification (cars 0..11, car = 2 x colour + number - 1) and points per team. */
export interface BaselineResult {
  /** Racing cars in order, then the out-of-race queue. */
  readonly classification: number[]
  /** Points per team, colour order. */
  readonly teamPoints: number[]
  /** The generator's state at the end (the engine's playout ends with the same one). */
  readonly generator: ReadonlyArray<number>
}

/**
 * The baseline: one random 6-player race, mutable. Cars are 0..11 (team = car >> 1, seat i
 * drives colour i), the pile is a count per deck entry, hands are arrays of deck entries.
 */
export const mutableRaceResult = (seed: number): BaselineResult => {
  const g = xoroshiro128plus(seed)
  // Nature's draws (crews, cards, dice) come from the seed's generator, each seat's
  // decisions from its own stream, as in the driver.
  const rand = (lo: number, hi: number): number => uniformInt(g, lo, hi)
  const start = { state: g.getState() }
  const seats: Array<ReturnType<typeof xoroshiro128plusFromState> | undefined> = []
  const decide = (seat: number, lo: number, hi: number): number => {
    let stream = seats[seat]
    if (stream === undefined) {
      stream = xoroshiro128plusFromState(streamRng(start, seat).state)
      seats[seat] = stream
    }
    return uniformInt(stream, lo, hi)
  }
  const players = 6
  // FMR Mise en place 2: crews uniform over those left (colour order); the last one is certain.
  const dealt = [false, false, false, false, false, false]
  const order: number[] = new Array<number>(12)
  for (let k = 0; k < 6; k++) {
    // The crews left in colour order; a ticket picks one (the last one needs no draw).
    let ticket = k < 5 ? rand(0, 5 - k) : 0
    let colour = 0
    for (; ; colour++) {
      if (dealt[colour] === true) continue
      if (ticket === 0) break
      ticket--
    }
    dealt[colour] = true
    order[k] = colour * 2
    order[11 - k] = colour * 2 + 1
  }
  const out: number[] = []
  const pile = COUNT.slice()
  let pileSize = 0
  for (const c of COUNT) pileSize += c
  // One draw: a ticket below the pile size walked over the counts in deck order.
  const draw = (): number => {
    let ticket = rand(0, pileSize - 1)
    let e = 0
    for (; e < ENTRIES - 1; e++) {
      ticket -= pile[e] as number
      if (ticket < 0) break
    }
    pile[e] = (pile[e] as number) - 1
    pileSize--
    return e
  }
  const hands: number[][] = []
  for (let s = 0; s < players; s++) hands.push([])
  for (let r = 0; r < HAND; r++) for (let s = 0; s < players; s++) (hands[s] as number[]).push(draw())
  let turn = (order[0] as number) >> 1
  const move = (car: number, to: number): void => {
    const from = order.indexOf(car)
    const dest = Math.max(0, Math.min(order.length - 1, to))
    if (from < 0 || dest === from) return
    order.splice(from, 1)
    order.splice(dest, 0, car)
  }
  const retire = (a: number, b: number): void => {
    // a before b in the running order; b = -1 for one car. They join the queue's front together.
    order.splice(order.indexOf(a), 1)
    if (b >= 0) {
      order.splice(order.indexOf(b), 1)
      out.unshift(a, b)
    } else out.unshift(a)
  }
  const options: number[] = [] // pairs: hand index, car (-1: none), in legalActions order
  for (;;) {
    const hand = hands[turn] as number[]
    options.length = 0
    for (let i = 0; i < hand.length; i++) {
      const e = hand[i] as number
      if (hand.indexOf(e) !== i) continue // equal cards: one action
      const kind = KIND[e] as number
      if (kind >= MAJOR) {
        options.push(i, -1)
        continue
      }
      const colour = COLOUR[e] as number
      const from = kind === TURBO ? Math.max(0, order.length - 3) : 0
      let any = false
      for (let p = from; p < order.length; p++) {
        const car = order[p] as number
        if (colour < 0 || car >> 1 === colour) {
          options.push(i, car)
          any = true
        }
      }
      if (!any) options.push(i, -1)
    }
    const pick = decide(turn, 0, options.length / 2 - 1)
    const index = options[pick * 2] as number
    const car = options[pick * 2 + 1] as number
    const e = hand[index] as number
    const kind = KIND[e] as number
    hand.splice(index, 1)
    if (car >= 0 || kind >= MAJOR) {
      switch (kind) {
        case OVERTAKE: {
          const from = order.indexOf(car)
          if (from > 0) {
            const to = Math.max(0, from - (AMOUNT[e] as number))
            const behind = from + 1 < order.length ? (order[from + 1] as number) : -1
            order.splice(from, behind >= 0 ? 2 : 1)
            if (behind >= 0) order.splice(to, 0, car, behind)
            else order.splice(to, 0, car)
          }
          break
        }
        case SETBACK:
          move(car, order.indexOf(car) + (AMOUNT[e] as number))
          break
        case TURBO:
          move(car, order.indexOf(car) - 3)
          break
        case PIT: {
          const roll = rand(0, 11) + 1
          if (roll <= 6) move(car, order.indexOf(car) + roll)
          break
        }
        case WHEEL:
        case ENGINE: {
          const own = car >> 1 === turn
          for (;;) {
            const roll = rand(0, 11) + 1
            if (roll >= 10) {
              if (kind === WHEEL) move(car, order.length - 1)
              else retire(car, -1)
              break
            }
            move(car, order.indexOf(car) - 1)
            // FMR Surcharge: own car: [roll-again, stop]; another team's car rolls once.
            if (!own || decide(turn, 0, 1) === 1) break
          }
          break
        }
        case MAJOR:
        case MINOR: {
          let place = rand(0, 11) + 1
          if (decide(turn, 0, 1) === 1) place = rand(0, 11) + 1 // [keep, reroll]
          const hit = order[place - 1]
          if (hit !== undefined) {
            if (kind === MAJOR) retire(hit, -1)
            else move(hit, order.length - 1)
          }
          break
        }
        case COLLISION: {
          const place = rand(0, 11) + 1
          const n = order.length
          if (place <= n) {
            const hit = order[place - 1] as number
            if (n === 1) retire(hit, -1)
            else if (place === 1) retire(hit, order[1] as number)
            else if (place === n) retire(order[n - 2] as number, hit)
            else if (decide(turn, 0, 1) === 0)
              retire(order[place - 2] as number, hit) // [front, behind]
            else retire(hit, order[place] as number)
          }
          break
        }
      }
    }
    if (pileSize > 0) hand.push(draw())
    else if (hands.every((h) => h.length < HAND)) break
    turn = (turn + 1) % players
  }
  const classification = order.concat(out)
  const teamPoints = [0, 0, 0, 0, 0, 0]
  for (let i = 0; i < POINTS.length; i++) {
    const team = (classification[i] as number) >> 1
    teamPoints[team] = (teamPoints[team] as number) + (POINTS[i] as number)
  }
  return { classification, teamPoints, generator: g.getState() }
}

/** The baseline as the bench calls it: a number derived from the result, so the work cannot be optimised away. */
export const mutableRace = (seed: number): number => {
  const { classification } = mutableRaceResult(seed)
  let score = 0
  for (let i = 0; i < 6; i++) score += (POINTS[i] as number) * ((classification[i] as number) + 1)
  return score
}

const config: Config = defaultConfig({ players: 6 })

/**
 * The random bot asked as a policy (as `askedRandomBots`), returning the action it picks built
 * anew, as a bot that makes its own actions does (a play field by field; the rare other
 * decisions by a spread): every pick through `reduce`'s guard.
 */
export const askedBuilding: Policy<Action, Observation> = (input) => {
  const [action, next] = randomPolicy(input)
  const built: Action =
    action.type === 'play' ? { type: 'play', seat: action.seat, card: action.card, car: action.car } : { ...action }
  return [built, next]
}

const LABEL = 'formula-motor-racing (6 players)'

/**
 * The first `legalActions` call with 3 to 6 players (6 to 12 cars) of heuristic bots. There is
 * no board: a play's targets are the cars on the road.
 */
const scalingRows = (): ReadonlyArray<Figure> =>
  legalScalingRows(
    LABEL,
    formulaMotorRacing,
    [3, 4, 5, 6].map((players) => ({
      measure: `legal actions, ${players} players (${players * 2} cars)`,
      config: defaultConfig({ players }),
      policies: Array.from({ length: players }, () => bots.heuristic),
    })),
    'heuristic bots',
  )

/** The registered bench rows of Formula Motor Racing. */
export const entries: ReadonlyArray<BenchEntry<Config, State, Action, Event, Observation>> = [
  {
    label: LABEL,
    game: formulaMotorRacing,
    config,
    policies: Array.from({ length: 6 }, () => bots.random),
    policyNote: 'random bots (driver shortcut)',
    moreRaces: [{ policies: Array.from({ length: 6 }, () => bots.heuristic), note: 'heuristic bots' }],
    samplePolicies: { policies: Array.from({ length: 6 }, () => bots.heuristic), note: 'heuristic bots' },
    baseline: mutableRace,
    baselinePolicies: [
      {
        policies: askedRandomBots<Action, Observation>(6).policies,
        note: 'random bots asked as policies (no shortcut: same race, each pick one of the listed actions)',
      },
      {
        policies: Array.from({ length: 6 }, () => askedBuilding),
        note: "random bots asked as policies, returning actions they build (same race, every pick through reduce's guard)",
      },
    ],
    // The driver's shortcut and bots asked as policies interleaved with the baseline, as a
    // learning process runs its own policy beside the drivers' random bots.
    mixedPolicies: [
      { policies: Array.from({ length: 6 }, () => bots.random), note: 'random bots (driver shortcut)' },
      askedRandomBots<Action, Observation>(6),
    ],
    figures: scalingRows,
  },
]
