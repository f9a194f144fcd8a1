/**
 * A compact text notation of the actions, as a player writes a game down. Like chess SAN it
 * reads against the position: the seat is the one to act and `D` is a deal while the hands
 * are dealt, a draw after a play. Without a state each move spells that out.
 *
 * | move | text |
 * | --- | --- |
 * | play a card on a car | `P overtake-3:red red-1` |
 * | play a card whose car the die picks, or with no car to choose | `P collision` |
 * | overload: roll again / stop | `again` / `stop` |
 * | spin: keep the roll / roll again | `keep` / `reroll` |
 * | collision partner | `partner front` / `partner behind` |
 * | crew card dealt (chance) | `C red` |
 * | card removed face down (chance) | `X turbo` |
 * | card dealt or drawn (chance) | `D turbo` (spelled `deal turbo` / `draw turbo`) |
 * | the d12 (chance) | `R 7` |
 *
 * A decision may name its seat first, `2: P turbo black-2`; without a state it must.
 */
import { left, right, type Either } from 'fp-ts/lib/Either.js'
import { violation, type RuleViolation, type SeatId } from '../core/index.js'
import { describeValue } from '../core/codec.js'
import type { FmrAction } from './actions.js'
import { isCarId, isColour } from './cars.js'
import { isCard } from './cards.js'
import type { FmrState } from './state.js'

/**
 * The version of the notation `formatAction` writes (1: the notation since the first
 * release). Logs and playthroughs record it beside the texts they keep.
 * @group Notation
 */
export const NOTATION_VERSION = 1

/** The code of a text that is not a move. @group Notation */
export type NotationCode = 'BAD_NOTATION'

/** The rule reference of notation refusals: the notation is the library's, not the rulebook's. @group Notation */
export const NOTATION_RULE = 'pitwall notation'

const GRAMMAR =
  'P <card> [<car>], again, stop, keep, reroll, partner front|behind, C <colour>, X <card>, D <card>, R <1-12>'

const bad = (text: string, why: string): Either<RuleViolation<NotationCode>, never> =>
  left(
    violation(
      'BAD_NOTATION',
      `Not a Formula Motor Racing move: "${text}" (${why}). Moves: ${GRAMMAR}.`,
      NOTATION_RULE,
      {
        text: text.slice(0, 80),
        why,
      },
    ),
  )

// Whether a text `D <card>` is a deal at this node (else a draw).
const dealing = (state: FmrState | undefined): boolean => state?.phase === 'deal-cards'

/** The notation of an action; with the state it was played in, the compact form. @group Notation */
export const formatAction = (action: FmrAction, state?: FmrState): string => {
  const seat = (s: SeatId): string => (state !== undefined && state.turn === s ? '' : `${s}: `)
  switch (action.type) {
    case 'crew':
      return `C ${action.colour}`
    case 'remove':
      return `X ${action.card}`
    case 'deal':
      return state !== undefined && dealing(state) ? `D ${action.card}` : `deal ${action.card}`
    case 'draw':
      return state !== undefined && !dealing(state) ? `D ${action.card}` : `draw ${action.card}`
    case 'roll':
      return `R ${action.value}`
    case 'play':
      return `${seat(action.seat)}P ${action.card}${action.car === null ? '' : ` ${action.car}`}`
    case 'roll-again':
      return `${seat(action.seat)}again`
    case 'partner':
      return `${seat(action.seat)}partner ${action.side}`
    default:
      return `${seat(action.seat)}${action.type}`
  }
}

/** A chance move from its words, or `null` when the words are not one. */
const chanceMove = (
  text: string,
  words: ReadonlyArray<string>,
  state: FmrState | undefined,
): Either<RuleViolation<NotationCode>, FmrAction> | null => {
  const [head, arg, extra] = words
  const one = (): boolean => arg !== undefined && extra === undefined
  switch (head) {
    case 'c':
      return one() && isColour(arg) ? right({ type: 'crew', colour: arg }) : bad(text, 'C takes a team colour')
    case 'r': {
      const value = arg !== undefined && /^\d{1,2}$/.test(arg) ? Number(arg) : NaN
      return one() && value >= 1 && value <= 12
        ? right({ type: 'roll', value })
        : bad(text, 'R takes a face of the d12, 1 to 12')
    }
    case 'x':
    case 'd':
    case 'deal':
    case 'draw': {
      if (!one() || !isCard(arg)) return bad(text, `${head} takes a card`)
      const type = head === 'x' ? 'remove' : head === 'deal' || (head === 'd' && dealing(state)) ? 'deal' : 'draw'
      return right({ type, card: arg })
    }
    default:
      return null
  }
}

/** A seat's decision from its words. */
const decision = (
  text: string,
  words: ReadonlyArray<string>,
  seat: SeatId,
): Either<RuleViolation<NotationCode>, FmrAction> => {
  const [head, first, second, extra] = words
  switch (head) {
    case 'p':
      if (first === undefined || !isCard(first) || extra !== undefined)
        return bad(text, 'P takes a card, then a car or nothing')
      if (second === undefined) return right({ type: 'play', seat, card: first, car: null })
      return isCarId(second) ? right({ type: 'play', seat, card: first, car: second }) : bad(text, `no car ${second}`)
    case 'again':
    case 'stop':
    case 'keep':
    case 'reroll':
      return first === undefined
        ? right({ type: head === 'again' ? 'roll-again' : head, seat })
        : bad(text, `${head} takes nothing`)
    case 'partner':
      return (first === 'front' || first === 'behind') && second === undefined
        ? right({ type: 'partner', seat, side: first })
        : bad(text, 'partner takes front or behind')
    default:
      return bad(text, `unknown move ${head ?? '(nothing)'}`)
  }
}

/**
 * The action a text names (see the table above), or `BAD_NOTATION`. It reads the notation
 * only: whether the move is legal is for `reduce` to say. Anything but a string (a missing
 * field of a request) is `BAD_NOTATION` too.
 * @group Notation
 */
export const parseAction = (text: unknown, state?: FmrState): Either<RuleViolation<NotationCode>, FmrAction> => {
  if (typeof text !== 'string') return bad(describeValue(text), `${text === null ? 'null' : typeof text}, not a text`)
  if (text.length > 200) return bad(text.slice(0, 40), 'a move is a short text')
  const match = /^\s*(?:(\d{1,2})\s*:)?\s*(.*?)\s*$/.exec(text.toLowerCase())
  const words = match?.[2] === undefined || match[2] === '' ? [] : match[2].split(/\s+/)
  const prefix = match?.[1]
  if (words.length === 0) return bad(text, 'no move')
  const chance = chanceMove(text, words, state)
  if (chance !== null) return prefix === undefined ? chance : bad(text, 'a chance outcome has no seat')
  const seat = prefix !== undefined ? Number(prefix) : state?.turn
  if (seat === undefined)
    return bad(text, 'a decision names its seat, as in "2: P turbo black-2", or is read against the state')
  return decision(text, words, seat)
}
