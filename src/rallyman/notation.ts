/**
 * A compact text notation for actions, the way a co-driver would call them: `3→c12` (gear
 * die 3 towards cell 12), `G→finish` (a gas die across the line), `P4→c13` (die 4 placed
 * with seconds), `A34G` (a big attack of dice 3, 4 and a gas die), `U4!→c12` (a thrown die
 * of the attack, that showed a warning, used towards cell 12), `stop`, and the chance
 * outcomes (`face !`, `faces !- g1 o0`, `back left`, `cord dirty`, `weather snow`). The
 * guide lists every form. `parseAction(formatAction(a))` gives `a` back.
 */
import { left, right, type Either } from 'fp-ts/lib/Either.js'
import { violation, type RuleViolation } from '../core/index.js'
import { describeValue } from '../core/codec.js'
import type { RallymanAction } from './actions.js'
import type { DieId } from './dice.js'
import type { RallymanState } from './state.js'
import { FINISH } from './stage/stage.js'

/**
 * The version of the notation `formatAction` writes (1: the notation since the first
 * release). Logs and playthroughs record it beside the texts they keep.
 * @group Notation
 */
export const NOTATION_VERSION = 1

const ARROW = '→'

const cellText = (to: number): string => (to === FINISH ? 'finish' : `c${to}`)
const dieText = (die: DieId, orange = false): string => (die === 'gas' ? (orange ? 'O' : 'G') : String(die))
const warningText = (warning: boolean): string => (warning ? '!' : '-')

/** An action in the notation (the state is not needed: cells are named by their id). @group Notation */
export const formatAction = (action: RallymanAction, _state?: RallymanState): string => {
  switch (action.type) {
    case 'roll':
      return `${dieText(action.die)}${ARROW}${cellText(action.to)}`
    case 'place':
      return `P${dieText(action.die)}${ARROW}${cellText(action.to)}`
    case 'attack':
      return `A${action.gears.join('')}${'G'.repeat(Math.max(0, action.gas - action.orange))}${'O'.repeat(action.orange)}`
    case 'use':
      return `U${dieText(action.die, action.orange)}${action.warning ? '!' : ''}${ARROW}${cellText(action.to)}`
    case 'stop':
    case 'stuck':
      return action.type
    case 'spare-wheel':
      return 'spare'
    case 'keep-wheel':
      return 'keep'
    case 'sisu':
      return action.use ? 'sisu' : 'no-sisu'
    case 'tyres':
      return `tyres ${action.tyres}`
    case 'penalty':
      return `penalty s${action.seat} ${action.tokens}`
    case 'face':
      return `face ${warningText(action.warning)}`
    case 'attack-faces':
      return `faces ${action.gears.map(warningText).join('')}${action.gears.length > 0 ? ' ' : ''}g${action.gas} o${action.orange}`
    case 'back':
      return `back ${action.back}`
    case 'cord':
      return `cord ${action.card}`
    case 'weather':
      return `weather ${action.snow ? 'snow' : 'dry'}`
  }
}

const bad = (text: string, why: string): Either<RuleViolation<'BAD_NOTATION'>, RallymanAction> =>
  left(
    violation('BAD_NOTATION', `"${text.slice(0, 40)}" is not a Rallyman move: ${why}`, 'pitwall protocol', {
      text: text.slice(0, 80),
      why,
    }),
  )

const WORDS: Readonly<Record<string, RallymanAction>> = {
  stop: { type: 'stop' },
  stuck: { type: 'stuck' },
  spare: { type: 'spare-wheel' },
  keep: { type: 'keep-wheel' },
  sisu: { type: 'sisu', use: true },
  'no-sisu': { type: 'sisu', use: false },
  'face !': { type: 'face', warning: true },
  'face -': { type: 'face', warning: false },
  'back spin': { type: 'back', back: 'spin' },
  'back left': { type: 'back', back: 'left' },
  'back right': { type: 'back', back: 'right' },
  'cord good': { type: 'cord', card: 'good' },
  'cord dirty': { type: 'cord', card: 'dirty' },
  'cord puncture': { type: 'cord', card: 'puncture' },
  'weather snow': { type: 'weather', snow: true },
  'weather dry': { type: 'weather', snow: false },
  'tyres asphalt': { type: 'tyres', tyres: 'asphalt' },
  'tyres snow': { type: 'tyres', tyres: 'snow' },
  'tyres dirt': { type: 'tyres', tyres: 'dirt' },
  'tyres soft': { type: 'tyres', tyres: 'soft' },
}

const number = (digits: string): number | null => {
  const n = Number(digits)
  return digits.length <= 9 && Number.isSafeInteger(n) ? n : null
}

const target = (text: string): number | null => (text === 'finish' ? FINISH : number(text.slice(1)))

/**
 * Reads the notation back into an action; `BAD_NOTATION` for text that is not a move, or anything
 * but a string (legality is `reduce`'s to judge).
 * @group Notation
 */
export const parseAction = (
  text: unknown,
  _state?: RallymanState,
): Either<RuleViolation<'BAD_NOTATION'>, RallymanAction> => {
  if (typeof text !== 'string') return bad(describeValue(text), `${text === null ? 'null' : typeof text}, not a text.`)
  const t = text.trim().replace(/\s+/g, ' ').replace('->', ARROW)
  const word = Object.prototype.hasOwnProperty.call(WORDS, t) ? WORDS[t] : undefined
  if (word !== undefined) return right({ ...word })
  let m = /^(P?)([1-5G])→(finish|c\d+)$/.exec(t)
  if (m !== null) {
    const to = target(m[3] as string)
    const die: DieId = m[2] === 'G' ? 'gas' : Number(m[2])
    if (to === null) return bad(text, 'the cell number is too large.')
    return right({ type: m[1] === 'P' ? 'place' : 'roll', die, to })
  }
  m = /^U([1-5GO])(!?)→(finish|c\d+)$/.exec(t)
  if (m !== null) {
    const to = target(m[3] as string)
    if (to === null) return bad(text, 'the cell number is too large.')
    const letter = m[1] as string
    const die: DieId = letter === 'G' || letter === 'O' ? 'gas' : Number(letter)
    return right({ type: 'use', die, warning: m[2] === '!', orange: letter === 'O', to })
  }
  m = /^A([1-5]*)(G*)(O*)$/.exec(t)
  if (m !== null && t.length > 1) {
    const orange = (m[3] as string).length
    const gas = (m[2] as string).length + orange
    if (gas > 2) return bad(text, 'a car has two gas dice.')
    return right({ type: 'attack', gears: [...(m[1] as string)].map(Number), gas, orange })
  }
  m = /^faces (?:([!-]+) )?g([0-2]) o([0-2])$/.exec(t)
  if (m !== null)
    return right({
      type: 'attack-faces',
      gears: [...(m[1] ?? '')].map((c) => c === '!'),
      gas: Number(m[2]),
      orange: Number(m[3]),
    })
  m = /^penalty s(\d{1,2}) (\d{1,4})$/.exec(t)
  if (m !== null) return right({ type: 'penalty', seat: Number(m[1]), tokens: Number(m[2]) })
  return bad(text, 'see the notation in the Rallyman guide (e.g. "3→c12", "A34G", "stop").')
}
