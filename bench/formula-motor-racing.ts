/**
 * Bench entry of Formula Motor Racing: a full random 6-player race with random bots, and a
 * hand-written MUTABLE baseline of the same random race (same rules and the same kind of
 * random choices, arrays mutated in place, numbers instead of strings) for the ratio.
 */
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus'
import { uniformInt } from 'pure-rand/distribution/uniformInt'
import type { BenchEntry } from './entry.js'
import {
  DEFAULT_DECK,
  cardInfo,
  defaultConfig,
  formulaMotorRacing,
  randomBot,
  type FmrAction,
  type FmrConfig,
  type FmrEvent,
  type FmrObservation,
  type FmrState,
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

interface BaseCard {
  readonly kind: number
  readonly colour: number // -1: neutral
  readonly amount: number
}

const COLOUR_NAMES = ['red', 'blue', 'green', 'yellow', 'black', 'white']

const baseCards: BaseCard[] = []
for (const entry of DEFAULT_DECK) {
  const info = cardInfo(entry.card)
  if (info === undefined) continue
  const colour = info.colour === null ? -1 : COLOUR_NAMES.indexOf(info.colour)
  const k = info.kind
  const card: BaseCard =
    k === 'overtake-2' || k === 'overtake-3' || k === 'overtake-4'
      ? { kind: OVERTAKE, colour, amount: Number(k.slice(-1)) }
      : k === 'wrong-lane'
        ? { kind: SETBACK, colour, amount: 1 }
        : k === 'off-track'
          ? { kind: SETBACK, colour, amount: 2 }
          : k === 'loss-of-control'
            ? { kind: SETBACK, colour, amount: 3 }
            : k === 'turbo'
              ? { kind: TURBO, colour, amount: 3 }
              : k === 'pit-stop'
                ? { kind: PIT, colour, amount: 0 }
                : k === 'wheel-loss'
                  ? { kind: WHEEL, colour, amount: 0 }
                  : k === 'engine-blow'
                    ? { kind: ENGINE, colour, amount: 0 }
                    : k === 'major-spin'
                      ? { kind: MAJOR, colour, amount: 0 }
                      : k === 'minor-spin'
                        ? { kind: MINOR, colour, amount: 0 }
                        : { kind: COLLISION, colour, amount: 0 }
  for (let i = 0; i < entry.count; i++) baseCards.push(card)
}
const POINTS = [10, 6, 4, 3, 2, 1]

/**
 * The baseline: one random 6-player race, mutable. Cars are 0..11 (team = car >> 1), the
 * deck is shuffled in place, the hands are arrays of card indexes.
 */
export const mutableRace = (seed: number): number => {
  const g = xoroshiro128plus(seed)
  const rand = (lo: number, hi: number): number => uniformInt(g, lo, hi)
  const players = 6
  // Crew cards: a shuffled colour order builds the grid (1st and 12th, 2nd and 11th...).
  const crews = [0, 1, 2, 3, 4, 5]
  for (let i = 5; i > 0; i--) {
    const j = rand(0, i)
    const t = crews[i] as number
    crews[i] = crews[j] as number
    crews[j] = t
  }
  const order: number[] = new Array<number>(12)
  for (let k = 0; k < 6; k++) {
    order[k] = (crews[k] as number) * 2
    order[11 - k] = (crews[k] as number) * 2 + 1
  }
  const out: number[] = []
  const deck: number[] = baseCards.map((_, i) => i)
  for (let i = deck.length - 1; i > 0; i--) {
    const j = rand(0, i)
    const t = deck[i] as number
    deck[i] = deck[j] as number
    deck[j] = t
  }
  const hands: number[][] = []
  for (let s = 0; s < players; s++) hands.push([])
  for (let r = 0; r < 5; r++) for (let s = 0; s < players; s++) (hands[s] as number[]).push(deck.pop() as number)
  let turn = (order[0] as number) >> 1 // seat i drives colour i
  const move = (car: number, to: number): void => {
    const from = order.indexOf(car)
    const dest = Math.max(0, Math.min(order.length - 1, to))
    order.splice(from, 1)
    order.splice(dest, 0, car)
  }
  const retire = (cars: number[]): void => {
    for (const c of cars) order.splice(order.indexOf(c), 1)
    out.unshift(...cars)
  }
  const options: number[] = [] // pairs: hand index, car (-1: none)
  for (;;) {
    const hand = hands[turn] as number[]
    if (deck.length === 0 && hands.every((h) => h.length < 5)) break
    options.length = 0
    for (let i = 0; i < hand.length; i++) {
      let dup = false
      for (let j = 0; j < i; j++) if (baseCards[hand[j] as number] === baseCards[hand[i] as number]) dup = true
      if (dup) continue
      const card = baseCards[hand[i] as number] as BaseCard
      if (card.kind >= MAJOR) {
        options.push(i, -1)
        continue
      }
      const from = card.kind === TURBO ? Math.max(0, order.length - 3) : 0
      let any = false
      for (let p = from; p < order.length; p++) {
        const car = order[p] as number
        if (card.colour < 0 || car >> 1 === card.colour) {
          options.push(i, car)
          any = true
        }
      }
      if (!any) options.push(i, -1)
    }
    const pick = rand(0, options.length / 2 - 1)
    const index = options[pick * 2] as number
    const car = options[pick * 2 + 1] as number
    const card = baseCards[hand[index] as number] as BaseCard
    hand.splice(index, 1)
    if (car >= 0 || card.kind >= MAJOR) {
      switch (card.kind) {
        case OVERTAKE: {
          const from = order.indexOf(car)
          if (from > 0) {
            const to = Math.max(0, from - card.amount)
            const movers = order.splice(from, from + 1 < order.length ? 2 : 1)
            order.splice(to, 0, ...movers)
          }
          break
        }
        case SETBACK:
          move(car, order.indexOf(car) + card.amount)
          break
        case TURBO:
          move(car, order.indexOf(car) - 3)
          break
        case PIT: {
          const roll = rand(1, 12)
          if (roll <= 6) move(car, order.indexOf(car) + roll)
          break
        }
        case WHEEL:
        case ENGINE: {
          const own = car >> 1 === turn
          for (;;) {
            const roll = rand(1, 12)
            if (roll >= 10) {
              if (card.kind === WHEEL) move(car, order.length - 1)
              else retire([car])
              break
            }
            move(car, order.indexOf(car) - 1)
            if (!own || rand(0, 1) === 1) break
          }
          break
        }
        case MAJOR:
        case MINOR: {
          let place = rand(1, 12)
          if (rand(0, 1) === 1) place = rand(1, 12)
          const hit = order[place - 1]
          if (hit !== undefined) {
            if (card.kind === MAJOR) retire([hit])
            else move(hit, order.length - 1)
          }
          break
        }
        case COLLISION: {
          const place = rand(1, 12)
          const n = order.length
          if (place <= n) {
            const hit = order[place - 1] as number
            if (n === 1) retire([hit])
            else {
              const front = place === n || (place > 1 && rand(0, 1) === 0)
              retire(front ? [order[place - 2] as number, hit] : [hit, order[place] as number])
            }
          }
          break
        }
      }
    }
    if (deck.length > 0) hand.push(deck.pop() as number)
    turn = (turn + 1) % players
  }
  let score = 0
  const finish = order.concat(out)
  for (let i = 0; i < 6; i++) score += (POINTS[i] as number) * ((finish[i] as number) + 1)
  return score
}

const config: FmrConfig = defaultConfig(6)

/** The registered bench rows of Formula Motor Racing. */
export const entries: ReadonlyArray<BenchEntry<FmrConfig, FmrState, FmrAction, FmrEvent, FmrObservation>> = [
  {
    label: 'formula-motor-racing (6 players)',
    game: formulaMotorRacing,
    config,
    policies: Array.from({ length: 6 }, () => randomBot),
    baseline: mutableRace,
  },
]
