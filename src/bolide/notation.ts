/**
 * A compact text notation of Bolide's actions, as a player would write them on a score
 * sheet: `M 14,22` (move to the point x 14, y 22), `M 14,22 S` (with the slipstream +1),
 * `M 12,13 P3` (into the pit lane, for box 3), `A 16,10` (attack along the trajectory),
 * `B 12,8` (a block), `BOOST`, `BRAKE`, `STAY`, `TIME` (the sand-glass ran out),
 * `R 13,9` (the loser of a collision goes there), `G 20,5` (behind the safety car),
 * `X 28,14 7+3 rain` (out of the boxes, with those tyres), `S 6/7+2 slick brake` (the
 * strategy), and the chance outcomes `roll 7` (the d12) and `grid 2` (seat 2 drawn for the
 * next grid slot). Every action is written without the state: the notation names points
 * by their coordinates on the map.
 */
import { left, right, type Either } from 'fp-ts/lib/Either.js'
import { violation, type RuleViolation } from '../core/index.js'
import { describeValue } from '../core/codec.js'
import type { BolideAction } from './actions.js'
import { SetUpCodec, StrategyCodec, TreadCodec } from './config.js'
import type { Point } from './grid/point.js'
import type { BolideState } from './state.js'

/**
 * The version of the notation `formatAction` writes (1: the notation since the first
 * release). Logs and playthroughs record it beside the texts they keep.
 * @group Notation
 */
export const NOTATION_VERSION = 1

const pt = (p: Point): string => `${p.x},${p.y}`

/** The notation of an action (the state is not needed: Bolide's notation names points). @group Notation */
export const formatAction = (a: BolideAction, _state?: BolideState): string => {
  switch (a.type) {
    case 'move':
      return `M ${pt(a.to)}${a.slipstream ? ' S' : ''}${a.pit === null ? '' : ` P${a.pit}`}`
    case 'attack':
      return `A ${pt(a.to)}`
    case 'block':
      return `B ${pt(a.to)}`
    case 'booster':
      return 'BOOST'
    case 'brake':
      return 'BRAKE'
    case 'stay':
      return 'STAY'
    case 'timeout':
      return 'TIME'
    case 'reposition':
      return `R ${pt(a.to)}`
    case 'regroup':
      return `G ${pt(a.to)}`
    case 'pit-exit':
      return `X ${pt(a.to)} ${a.strategy} ${a.tread}`
    case 'strategy':
      return `S ${a.strategy} ${a.tread} ${a.setUp}`
    case 'roll':
      return `roll ${a.value}`
    case 'draw-grid':
      return `grid ${a.seat}`
  }
}

/** The code of a text that is not the notation of an action. @group Notation */
export type NotationCode = 'BAD_NOTATION'

const NOTATION_RULE = 'pitwall notation'

const bad = (text: string, why: string): Either<RuleViolation<NotationCode>, BolideAction> =>
  left(violation('BAD_NOTATION', `"${text.slice(0, 40)}" is not a Bolide action: ${why}.`, NOTATION_RULE))

const POINT = /^(-?\d{1,9}),(-?\d{1,9})$/
const NUMBER = /^\d{1,9}$/

const pointOf = (word: string | undefined): Point | null => {
  const m = POINT.exec(word ?? '')
  return m === null ? null : { x: Number(m[1]), y: Number(m[2]) }
}

// The move's options after its point: `S` (slipstream) and `P<box>` (pit entry), in that order.
const moveOf = (to: Point, rest: ReadonlyArray<string>): BolideAction | null => {
  let i = 0
  const slipstream = rest[i] === 'S'
  if (slipstream) i++
  const box = /^P([1-9])$/.exec(rest[i] ?? '')
  if (box !== null) i++
  return i === rest.length ? { type: 'move', to, slipstream, pit: box === null ? null : Number(box[1]) } : null
}

/**
 * The action a text of the notation names, or `BAD_NOTATION`. Letters may be in either
 * case; words are separated by spaces; a point is `x,y`. The state is not needed. Anything but
 * a string (a missing field of a request) is `BAD_NOTATION` too.
 * @group Notation
 */
export const parseAction = (text: unknown, _state?: BolideState): Either<RuleViolation<NotationCode>, BolideAction> => {
  if (typeof text !== 'string') return bad(describeValue(text), `${text === null ? 'null' : typeof text}, not a text`)
  if (text.length > 80) return bad(text, 'too long for an action')
  const words = text
    .trim()
    .split(/\s+/)
    .filter((w) => w.length > 0)
  const [head, second, ...rest] = words
  if (head === undefined) return bad(text, 'it is empty')
  const verb = head.toUpperCase()
  const words1 = words.length === 1
  switch (verb) {
    case 'BOOST':
      return words1 ? right({ type: 'booster' }) : bad(text, 'BOOST takes nothing after it')
    case 'BRAKE':
      return words1 ? right({ type: 'brake' }) : bad(text, 'BRAKE takes nothing after it')
    case 'STAY':
      return words1 ? right({ type: 'stay' }) : bad(text, 'STAY takes nothing after it')
    case 'TIME':
      return words1 ? right({ type: 'timeout' }) : bad(text, 'TIME takes nothing after it')
    case 'ROLL':
      return words.length === 2 && NUMBER.test(second ?? '')
        ? right({ type: 'roll', value: Number(second) })
        : bad(text, 'write the die as "roll 7"')
    case 'GRID':
      return words.length === 2 && NUMBER.test(second ?? '')
        ? right({ type: 'draw-grid', seat: Number(second) })
        : bad(text, 'write the grid draw as "grid 2" (a seat)')
    case 'S': {
      const [strategy, tread, setUp] = [second, ...rest]
      if (
        words.length !== 4 ||
        !StrategyCodec.is(strategy) ||
        !TreadCodec.is(tread?.toLowerCase()) ||
        !SetUpCodec.is(setUp?.toLowerCase())
      )
        return bad(text, 'write a strategy as "S 6/7+2 slick brake"')
      return right({
        type: 'strategy',
        strategy,
        tread: tread.toLowerCase() as 'slick' | 'rain',
        setUp: setUp.toLowerCase() as 'booster' | 'brake' | 'none',
      })
    }
    default:
      return pointAction(
        text,
        verb,
        pointOf(second),
        rest.map((w) => w.toUpperCase()),
      )
  }
}

// The actions that name a point: M, A, B, R, G, X.
const pointAction = (
  text: string,
  verb: string,
  to: Point | null,
  rest: ReadonlyArray<string>,
): Either<RuleViolation<NotationCode>, BolideAction> => {
  if (!['M', 'A', 'B', 'R', 'G', 'X'].includes(verb))
    return bad(text, `"${verb}" is not one of M A B R G X S BOOST BRAKE STAY TIME roll grid`)
  if (to === null) return bad(text, `${verb} needs a point "x,y"`)
  switch (verb) {
    case 'M': {
      const move = moveOf(to, rest)
      return move === null
        ? bad(text, 'a move is "M x,y", then "S" for the slipstream and "P<box>" for the pit lane')
        : right(move)
    }
    case 'X': {
      const [strategy, tread] = rest
      const t = tread?.toLowerCase()
      if (rest.length !== 2 || !StrategyCodec.is(strategy) || !TreadCodec.is(t))
        return bad(text, 'a pit exit is "X x,y 7+3 rain"')
      return right({ type: 'pit-exit', to, strategy, tread: t })
    }
    default: {
      if (rest.length > 0) return bad(text, `${verb} takes only a point`)
      const type = ({ A: 'attack', B: 'block', R: 'reposition', G: 'regroup' } as const)[verb as 'A' | 'B' | 'R' | 'G']
      return right({ type, to })
    }
  }
}
