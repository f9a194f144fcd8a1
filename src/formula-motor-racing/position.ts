/**
 * The position builder: a state from a config and what a bot author wants to set (the
 * hands, the running order, whose turn...), checked like a saved state. Without it, a hand
 * could only be given through a custom deck and twenty deal actions.
 */
import * as t from 'io-ts'
import { isLeft, left, type Either } from 'fp-ts/lib/Either.js'
import {
  exactDecoder,
  ExactProblem,
  integer,
  list,
  positionRefused,
  struct,
  union,
  type PositionError,
  type SeatId,
} from '../core/index.js'
import { lazyExactDecoder } from '../core/exact.js'
import { CarIdCodec, COLOURS, type CarId } from './cars.js'
import { CardCodec, type Card } from './cards.js'
import type { FmrConfig } from './config.js'
import { inconsistencies } from './consistency.js'
import { formulaMotorRacing } from './game.js'
import { scoreRace } from './rules/scoring.js'
import {
  FmrStateCodec,
  PendingCardCodec,
  STATE_VERSION,
  type FmrPhase,
  type FmrState,
  type PendingCard,
  type RaceResult,
} from './state.js'

/** What a position sets; everything else follows from the config. @group Positions */
export interface PositionEdits {
  /** Each seat's hand (five cards while the pile lasts; see the guide). */
  readonly hands: ReadonlyArray<ReadonlyArray<Card>>
  /** The racing cars, pole first. */
  readonly order: ReadonlyArray<CarId>
  /** The cars out of the race, front of the queue first (the first car out last); default none. */
  readonly out?: ReadonlyArray<CarId>
  /** The seat to act. */
  readonly turn: SeatId
  /** The classifications of the races already finished, first race first (12 cars each); default none. */
  readonly results?: ReadonlyArray<ReadonlyArray<CarId>>
  /** The race being played; default the one after the finished races. */
  readonly race?: number
  /** The cards played this race, oldest first; default none. */
  readonly discards?: ReadonlyArray<Card>
  /** The cards removed face down (short races: six of them); default none. */
  readonly removed?: ReadonlyArray<Card>
  /** The draw pile, in any order; default the rest of the deck. */
  readonly pile?: ReadonlyArray<Card>
  /** The step of the turn; default `play-card`. */
  readonly phase?: Extract<
    FmrPhase,
    'play-card' | 'roll' | 'continue-overload' | 'keep-spin-roll' | 'collision-partner' | 'draw-card'
  >
  /** The card being resolved (with `phase` other than `play-card` and `draw-card`); default none. */
  readonly pending?: PendingCard | null
}

export type { PositionError }

// The shape of the edits (their meaning is the state check's), built on the first position.
const exactEdits = /* @__PURE__ */ lazyExactDecoder(
  (): t.Type<PositionEdits, PositionEdits, unknown> =>
    struct(
      { hands: list(list(CardCodec)), order: list(CarIdCodec), turn: integer },
      {
        out: list(CarIdCodec),
        results: list(list(CarIdCodec)),
        race: integer,
        discards: list(CardCodec),
        removed: list(CardCodec),
        pile: list(CardCodec),
        phase: t.keyof({
          'play-card': null,
          roll: null,
          'continue-overload': null,
          'keep-spin-roll': null,
          'collision-partner': null,
          'draw-card': null,
        }),
        pending: union([PendingCardCodec, t.null]),
      },
      'PositionEdits',
    ),
)

const refused = (problems: ReadonlyArray<string>): PositionError => positionRefused('Formula Motor Racing', problems)

/** The pile as counts per deck entry: the one given, or what the rest of the table leaves. */
const pileCounts = (
  state: FmrState,
  edits: PositionEdits,
  table: ReadonlyArray<Card>,
): { pile: number[]; problems: string[] } => {
  const deck = state.rules.deck
  const problems: string[] = []
  const index = new Map(deck.map((e, i) => [e.card as string, i]))
  const count = (cards: ReadonlyArray<Card>, sign: number, into: number[]): void => {
    for (const card of cards) {
      const i = index.get(card)
      if (i === undefined) problems.push(`${card} is not a card of the deck`)
      else into[i] = (into[i] ?? 0) + sign
    }
  }
  if (edits.pile !== undefined) {
    const pile = deck.map(() => 0)
    count(edits.pile, 1, pile)
    return { pile, problems }
  }
  const pile = deck.map((e) => e.count)
  count(table, -1, pile)
  deck.forEach((e, i) => {
    const left = pile[i] ?? 0
    if (left < 0) problems.push(`the position holds ${e.count - left} ${e.card}, the deck ${e.count}`)
  })
  return { pile: pile.map((n) => Math.max(0, n)), problems }
}

const result = (classification: ReadonlyArray<CarId>, i: number): RaceResult => ({
  race: i + 1,
  classification,
  ...scoreRace(classification),
})

const exactState = /* @__PURE__ */ exactDecoder(FmrStateCodec)

/**
 * A position of a season: `setup(config)` with the edits applied, the draw pile the rest of
 * the deck unless given, the finished races scored and the season points added up. Checked
 * like a saved state: a Left lists every problem (`problems`), and a Right is a state the
 * game trusts like its own.
 * @group Positions
 */
export const position = (config: FmrConfig, edits: PositionEdits): Either<PositionError, FmrState> => {
  // The edits of a caller without types are checked for their shape first: a field that is
  // not an edit, or of the wrong type, is named, never ignored.
  const checked = exactEdits(edits)
  if (checked instanceof ExactProblem) return left(refused(checked.lines))
  try {
    return build(config, checked)
  } catch (error) {
    // Not expected once the edits have their shape: a defect of the builder, reported rather than thrown.
    return left(refused([`the edits are not a position (${error instanceof Error ? error.message : String(error)})`]))
  }
}

const build = (config: FmrConfig, edits: PositionEdits): Either<PositionError, FmrState> => {
  const start = formulaMotorRacing.setup(config)
  if (isLeft(start)) return left({ ...start.left, problems: [start.left.message] })
  const base = start.right
  const r = base.rules
  const hands = edits.hands
  const discards = edits.discards ?? []
  const removed = edits.removed ?? []
  const results = (edits.results ?? []).map(result)
  const table = [...hands.flat(), ...discards, ...removed]
  const { pile, problems } = pileCounts(base, edits, table)
  const sum = (
    carried: ReadonlyArray<number>,
    pick: (res: RaceResult) => ReadonlyArray<number>,
  ): ReadonlyArray<number> => carried.map((c, i) => results.reduce((total, res) => total + (pick(res)[i] ?? 0), c))
  const candidate: FmrState = {
    version: STATE_VERSION,
    rules: r,
    race: edits.race ?? results.length + 1,
    phase: edits.phase ?? 'play-card',
    crews: r.grid === null ? COLOURS : [],
    order: edits.order,
    out: edits.out ?? [],
    pile,
    pileSize: pile.reduce((a, b) => a + b, 0),
    removed,
    hands,
    discards,
    turn: edits.turn,
    pending: edits.pending ?? null,
    results,
    teamPoints: sum(r.carried.teams, (res) => res.teamPoints),
    carPoints: sum(r.carried.cars, (res) => res.carPoints),
  }
  // The edits of a caller without types are checked for their shape first.
  const copy = exactState(JSON.parse(JSON.stringify(candidate)))
  if (copy instanceof ExactProblem) return left(refused([...problems, ...copy.lines]))
  const all = [...problems, ...inconsistencies(copy)]
  if (all.length > 0) return left(refused(all))
  const admitted = formulaMotorRacing.admit(copy)
  return isLeft(admitted) ? left(refused(admitted.left.message.split('\n').slice(1))) : admitted
}
