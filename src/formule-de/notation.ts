/**
 * A compact text notation of the actions, as a player writes a race down. A space is written
 * as players count it on the board: its lane, then its number along that lane, `2:54` (lane 2,
 * its 54th space after the finish line; lanes from 1, the first on the left of the direction
 * of the race), `pit:3` and `stand:2` in the pit lane and the stands (counted from the pit
 * entry); `#<id>` without the state, or on a circuit whose lanes repeat a level. Like chess SAN
 * it reads against the position: with the state, a move is written by where it ends when no
 * other legal move ends there with the same braking, and a black die by its score alone.
 *
 * | action | text |
 * | --- | --- |
 * | gear | `G4` |
 * | move (its path, or with the state where it ends) | `→2:7,2:8,3:9` / `→3:9`, braking `→2:8 b1`, no space `→=` |
 * | slipstream, or none | `S→2:12`, `S-` |
 * | tyres before the race | `T soft` |
 * | stand chosen (tournament) | `stand 3` |
 * | build, one part | `build tyres 5` |
 * | stop at the stand | `stop quick soft`, `stop long hard brakes1 body1` |
 * | chronometer reading | `chrono minutes 4` |
 * | gear die (chance) | `R 7` |
 * | black die (chance) | `B 12` (without the state `B 12 engine`: grid, start, collision, engine, pit, weather, holding) |
 *
 * A turn is its actions in turn: `G4 R 7 →3:31 b1`. The notation has a version
 * ({@link NOTATION_VERSION}), written where texts are kept (logs, playthroughs): version 1 wrote
 * a space `L<lane>-<level>`, lanes from 0 and levels in twelfths of a space along the lap;
 * `parseAction` still reads it.
 */
import { left, right, type Either } from 'fp-ts/lib/Either.js'
import { violation, type RuleViolation } from '../core/index.js'
import { describeValue } from '../core/codec.js'
import type { Action, Repairs } from './actions.js'
import type { Circuit } from './circuit/model.js'
import { placeOfSpace, spaceAt, spaceOfPlace, type LanePlace } from './places.js'
import { BUILD_PARTS, type BuildPart } from './rules/build.js'
import { CHRONO_UNITS, type ChronoUnit } from './rules/qualifying.js'
import { TYRE_TYPES, type TyreType } from './rules/tyres.js'
import type { State } from './state.js'
import { chanceRoll, legalActions, type ChanceType } from './status.js'
import { circuitOf } from './board.js'

/** The code of a text that is not an action. @group Notation */
export type NotationCode = 'BAD_NOTATION'

/** The rule reference of notation refusals: the notation is the library's, not the rulebook's. @group Notation */
export const NOTATION_RULE = 'pitwall notation'

/**
 * The version of the notation `formatAction` writes: 2 names spaces by lane and count
 * (`2:54`); 1 named them by lane from 0 and level (`L1-642`). Logs and playthroughs record it
 * beside the texts they keep.
 * @group Notation
 */
export const NOTATION_VERSION = 2

const GRAMMAR =
  'G<gear>, →<spaces> [b<n>] (a space: <lane>:<n>, pit:<n>, stand:<n> or #<id>), S→<spaces> [b<n>], S-, T <tyre>, stand <n>, build <part> <n>, stop quick|long <tyre> [brakes<n> fuel<n> body<n> engine<n> holding<n>], chrono <unit> <n>, R <n>, B <n> [<reason>]'

const bad = (text: string, why: string): Either<RuleViolation<NotationCode>, never> =>
  left(
    violation('BAD_NOTATION', `Not a Formule Dé action: "${text}" (${why}). Actions: ${GRAMMAR}.`, NOTATION_RULE, {
      text: text.slice(0, 80),
      why,
    }),
  )

const BLACK: ReadonlyArray<ChanceType> = ['grid', 'start', 'collision', 'engine', 'pit', 'weather', 'holding']
const REPAIRS: ReadonlyArray<keyof Repairs> = ['brakes', 'fuel', 'body', 'engine', 'holding']

// ---------------------------------------------------------------- spaces

const placeText = (place: LanePlace): string => `${place.lane}:${place.space}`

const spaceText = (circuit: Circuit | undefined, id: number): string => {
  const place = circuit === undefined ? undefined : placeOfSpace(circuit, id)
  return place === undefined ? `#${id}` : placeText(place)
}

const pathText = (circuit: Circuit | undefined, path: ReadonlyArray<number>): string =>
  path.length === 0 ? '=' : path.map((id) => spaceText(circuit, id)).join(',')

// A space from its text: `#id` always; with a circuit `<lane>:<n>`, and version 1's `L<lane>-<level>`.
const spaceOf = (circuit: Circuit | undefined, token: string): number | undefined => {
  const id = /^#(\d{1,6})$/.exec(token)
  if (id) return Number(id[1])
  if (circuit === undefined) return undefined
  const counted = /^(\d{1,3}|pit|stand):(\d{1,6})$/.exec(token)
  if (counted) {
    const lane = counted[1] === 'pit' || counted[1] === 'stand' ? counted[1] : Number(counted[1])
    return spaceOfPlace(circuit, { lane, space: Number(counted[2]) })
  }
  const place = /^l(\d{1,3})-(\d{1,7})$/.exec(token)
  return place ? spaceAt(circuit, Number(place[1]), Number(place[2])) : undefined
}

// ---------------------------------------------------------------- moves

type PathAction = Extract<Action, { type: 'move' | 'slipstream' }>

// The listed moves of the state that end where `a` ends with its braking.
const sameEnd = (state: State, a: PathAction): ReadonlyArray<PathAction> =>
  legalActions(state).filter(
    (o): o is PathAction =>
      o.type === a.type &&
      o.brake === a.brake &&
      (o as PathAction).path[(o as PathAction).path.length - 1] === a.path[a.path.length - 1],
  )

const moveText = (a: PathAction, state: State | undefined): string => {
  const circuit = state === undefined ? undefined : circuitOf(state)
  const listed = state === undefined ? [] : sameEnd(state, a)
  const short = a.path.length > 0 && listed.length === 1 && listed[0]?.path.join() === a.path.join()
  const spaces = short ? spaceText(circuit, a.path[a.path.length - 1] as number) : pathText(circuit, a.path)
  return `${a.type === 'slipstream' ? 'S' : ''}→${spaces}${a.brake > 0 ? ` b${a.brake}` : ''}`
}

const parseMove = (
  text: string,
  words: ReadonlyArray<string>,
  state: State | undefined,
): Either<RuleViolation<NotationCode>, Action> => {
  const head = words[0] ?? ''
  const type = head.startsWith('s→') ? 'slipstream' : 'move'
  const body = head.slice(type === 'slipstream' ? 2 : 1)
  const brakeWord = words[1]
  if (words.length > 2 || (brakeWord !== undefined && !/^b\d{1,2}$/.test(brakeWord)))
    return bad(text, 'a move is its spaces and its braking, b<n>')
  const brake = brakeWord === undefined ? 0 : Number(brakeWord.slice(1))
  if (body === '=') return right({ type, path: [], brake })
  const path: number[] = []
  for (const token of body.split(',')) {
    const id = spaceOf(state === undefined ? undefined : circuitOf(state), token)
    if (id === undefined)
      return bad(
        text,
        `${token} is not a space${state === undefined ? ' (without the state, write spaces #<id>)' : ' of the circuit'}`,
      )
    path.push(id)
  }
  // With the state, one space is where a listed move ends: that move.
  if (state !== undefined && path.length === 1) {
    const listed = sameEnd(state, { type, path, brake })
    if (listed.length === 1 && listed[0] !== undefined) return right({ type, path: listed[0].path.slice(), brake })
  }
  return right({ type, path, brake })
}

// ---------------------------------------------------------------- the rest

const stopText = (a: Extract<Action, { type: 'stand' }>): string => {
  const repairs = REPAIRS.filter((p) => a.repairs[p] > 0).map((p) => `${p}${a.repairs[p]}`)
  return ['stop', a.stop, a.tyre, ...repairs].join(' ')
}

const parseStop = (text: string, words: ReadonlyArray<string>): Either<RuleViolation<NotationCode>, Action> => {
  const [, stop, tyre, ...rest] = words
  if ((stop !== 'quick' && stop !== 'long') || !TYRE_TYPES.includes(tyre as TyreType))
    return bad(text, 'a stop is quick or long, then the tyres')
  const repairs = { brakes: 0, fuel: 0, body: 0, engine: 0, holding: 0 }
  for (const word of rest) {
    const m = /^(brakes|fuel|body|engine|holding)([0-2])$/.exec(word)
    if (!m) return bad(text, `${word} is not a repair (brakes1, body2...)`)
    repairs[m[1] as keyof Repairs] = Number(m[2])
  }
  return right({ type: 'stand', stop, tyre: tyre as TyreType, repairs })
}

// A die's score: `R` the gear die, `B` the black die, whose reason the state gives.
const parseDie = (
  text: string,
  words: ReadonlyArray<string>,
  state: State | undefined,
): Either<RuleViolation<NotationCode>, Action> => {
  const [head, score, reason, extra] = words
  const value = score !== undefined && /^\d{1,2}$/.test(score) ? Number(score) : NaN
  if (!Number.isInteger(value) || extra !== undefined) return bad(text, `${head?.toUpperCase() ?? ''} takes a score`)
  if (head === 'r') return reason === undefined ? right({ type: 'roll', value }) : bad(text, 'R takes a score only')
  const fromState = state === undefined ? undefined : chanceRoll(state)?.type
  const type = reason ?? (fromState !== 'roll' ? fromState : undefined)
  if (type === undefined || !BLACK.includes(type as ChanceType))
    return bad(text, `B takes its reason (${BLACK.join(', ')}) without the state`)
  return right({ type: type as Exclude<ChanceType, 'roll'>, value })
}

/** The notation of an action; with the state it is played in, the compact form. @group Notation */
export const formatAction = (action: Action, state?: State): string => {
  switch (action.type) {
    case 'gear':
      return `G${action.gear}`
    case 'move':
    case 'slipstream':
      return moveText(action, state)
    case 'no-slipstream':
      return 'S-'
    case 'tyres':
      return `T ${action.tyre}`
    case 'choose-stand':
      return `stand ${action.stand}`
    case 'build':
      return `build ${action.part} ${action.points}`
    case 'stand':
      return stopText(action)
    case 'chrono':
      return `chrono ${action.unit} ${action.value}`
    case 'roll':
      return `R ${action.value}`
    default: {
      const dieOfState = state === undefined ? undefined : chanceRoll(state)?.type
      return dieOfState === action.type ? `B ${action.value}` : `B ${action.value} ${action.type}`
    }
  }
}

/**
 * The action a text names (read against the state when given), or `BAD_NOTATION`; anything
 * but a string (a missing field of a request) is `BAD_NOTATION` too.
 * @group Notation
 */
export const parseAction = (text: unknown, state?: State): Either<RuleViolation<NotationCode>, Action> => {
  if (typeof text !== 'string') return bad(describeValue(text), `${text === null ? 'null' : typeof text}, not a text`)
  // `->` is the arrow; spaces after the arrow and between the spaces of a path are allowed.
  const words = text
    .trim()
    .toLowerCase()
    .replace(/->/g, '→')
    .replace(/→\s+/g, '→')
    .replace(/\s*,\s*/g, ',')
    .split(/\s+/)
    .filter((w) => w.length > 0)
  const [head, arg, extra] = words
  if (head === undefined) return bad(text, 'the text is empty')
  const number = (w: string | undefined): number => (w !== undefined && /^\d{1,3}$/.test(w) ? Number(w) : NaN)
  const gear = /^g([1-6])$/.exec(head)
  if (gear)
    return words.length === 1
      ? right({ type: 'gear', gear: Number(gear[1]) as 1 | 2 | 3 | 4 | 5 | 6 })
      : bad(text, 'G takes a gear only')
  if (head === 's-') return words.length === 1 ? right({ type: 'no-slipstream' }) : bad(text, 'S- stands alone')
  if (/^s?→/.test(head)) return parseMove(text, words, state)
  switch (head) {
    case 'r':
    case 'b':
      return parseDie(text, words, state)
    case 't':
      return TYRE_TYPES.includes(arg as TyreType) && extra === undefined
        ? right({ type: 'tyres', tyre: arg as TyreType })
        : bad(text, `T takes a tyre (${TYRE_TYPES.join(', ')})`)
    case 'stand':
      return Number.isInteger(number(arg)) && extra === undefined
        ? right({ type: 'choose-stand', stand: number(arg) })
        : bad(text, 'stand takes its number')
    case 'build': {
      const part = arg as BuildPart
      const points = number(extra)
      const parts: ReadonlyArray<string> = [...BUILD_PARTS, 'stand']
      return parts.includes(part) && Number.isInteger(points) && words.length === 3
        ? right({ type: 'build', part, points })
        : bad(text, 'build takes a part and its points')
    }
    case 'stop':
      return parseStop(text, words)
    case 'chrono': {
      const value = number(extra)
      return CHRONO_UNITS.includes(arg as ChronoUnit) && Number.isInteger(value) && words.length === 3
        ? right({ type: 'chrono', unit: arg as ChronoUnit, value })
        : bad(text, `chrono takes a unit (${CHRONO_UNITS.join(', ')}) and its value`)
    }
    default:
      return bad(text, `${head} is not an action`)
  }
}
