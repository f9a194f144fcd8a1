/**
 * A compact text notation of Bolide's actions, as a player would write them on a score
 * sheet: `M c12.3` (move to sector c, its 12th line across, 3rd point from the left), `M c12.3 S`
 * (with the slipstream +1), `M o2.4 P3` (into the pit lane, for box 3), `A d5.2` (attack along
 * the trajectory), `B c8.4` (a block), `BOOST`, `BRAKE`, `STAY`, `TIME` (the sand-glass ran
 * out), `R c9.1` (the loser of a collision goes there), `G e20.3` (behind the safety car),
 * `X a15.6 7+3 rain` (out of the boxes, with those tyres), `S 6/7+2 slick brake` (the
 * strategy), and the chance outcomes `roll 7` (the d12) and `grid 2` (seat 2 drawn for the
 * next grid slot).
 *
 * With the state, a point is named by the circuit's sector letters (`c12.3`: see
 * circuit/sector-places.ts for how lines and points are counted); a point in no sector (a white
 * intersection, off the map), or any point without the state, by its coordinates `x,y` on
 * the map (`M 14,22`). The notation has a version ({@link NOTATION_VERSION}), written where
 * texts are kept (logs, playthroughs): version 1 named every point `x,y`; `parseAction` still
 * reads it, with the state or without.
 */
import { left, right, type Either } from 'fp-ts/lib/Either.js'
import { violation, type RuleViolation } from '../core/index.js'
import { describeValue } from '../core/codec.js'
import type { BolideAction } from './actions.js'
import { SetUpCodec, StrategyCodec, TreadCodec } from './config.js'
import type { Point } from './grid/point.js'
import type { BolideState } from './state.js'
import { circuitOf } from './board.js'
import type { Circuit } from './circuit/model.js'
import { pointOfSectorPlace, sectorPlaceName } from './circuit/sector-places.js'

/**
 * The version of the notation `formatAction` writes: 2 names points by sector letter and
 * number (`c12.3`) when the state is given; 1 named them by their coordinates (`14,22`). Logs
 * and playthroughs record it beside the texts they keep.
 * @group Notation
 */
export const NOTATION_VERSION = 2

/**
 * The notation of an action; with the state it is played in, points by their sector (`M c12.3`),
 * without it by their coordinates (`M 14,22`).
 * @group Notation
 */
export const formatAction = (a: BolideAction, state?: BolideState): string => {
  const circuit = state === undefined ? undefined : circuitOf(state)
  const pt = (p: Point): string => (circuit === undefined ? null : sectorPlaceName(circuit, p)) ?? `${p.x},${p.y}`
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
  left(
    violation('BAD_NOTATION', `"${text.slice(0, 40)}" is not a Bolide action: ${why}.`, NOTATION_RULE, {
      text: text.slice(0, 80),
      why,
    }),
  )

const POINT = /^(-?\d{1,9}),(-?\d{1,9})$/
const SECTOR_PLACE = /^([a-z])(\d{1,3})\.(\d{1,3})$/i
const NUMBER = /^\d{1,9}$/

// A point from its word: `x,y` always, `c12.3` on the state's circuit.
const pointOf = (word: string | undefined, circuit: Circuit | undefined): Point | null => {
  const m = POINT.exec(word ?? '')
  if (m !== null) return { x: Number(m[1]), y: Number(m[2]) }
  const named = SECTOR_PLACE.exec(word ?? '')
  return named === null || circuit === undefined
    ? null
    : pointOfSectorPlace(circuit, { sector: named[1] as string, line: Number(named[2]), n: Number(named[3]) })
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
 * case; words are separated by spaces; a point is `x,y`, or with the state a sector letter,
 * line and number `c12.3` (notation 1's texts read the same). Anything but a string (a missing field
 * of a request) is `BAD_NOTATION` too.
 * @group Notation
 */
export const parseAction = (text: unknown, state?: BolideState): Either<RuleViolation<NotationCode>, BolideAction> => {
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
        second,
        state === undefined ? undefined : circuitOf(state),
        rest.map((w) => w.toUpperCase()),
      )
  }
}

// The actions that name a point: M, A, B, R, G, X.
const pointAction = (
  text: string,
  verb: string,
  word: string | undefined,
  circuit: Circuit | undefined,
  rest: ReadonlyArray<string>,
): Either<RuleViolation<NotationCode>, BolideAction> => {
  if (!['M', 'A', 'B', 'R', 'G', 'X'].includes(verb))
    return bad(text, `"${verb}" is not one of M A B R G X S BOOST BRAKE STAY TIME roll grid`)
  const to = pointOf(word, circuit)
  if (to === null)
    return bad(
      text,
      SECTOR_PLACE.test(word ?? '')
        ? circuit === undefined
          ? `${word ?? ''} names a point by its sector: without the state, write the point "x,y"`
          : `${word ?? ''} is not a point of the circuit (its sector letter, its line across the sector, a dot, its number on the line)`
        : `${verb} needs a point: "x,y", or with the state its sector, line and number ("c12.3")`,
    )
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
