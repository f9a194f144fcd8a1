/**
 * What a Rallyman action will do, said before it is played: which die goes towards which
 * cell, a big attack's dice, the speed card drawn at a stop, Sisu, the spare wheel, tyres, a
 * hidden penalty, and the chance outcomes as whose die shows what.
 */
import type { LangOption } from '../core/index.js'
import type { RallymanAction } from './actions.js'
import type { RallymanState } from './state.js'
import { FINISH } from './stage/stage.js'
import { rallymanStatus } from './status.js'
import { actionWords } from './words/actions.js'

// The seat whose action it is: the seat to decide, or whose die the chance outcome is.
const seatOf = (state: RallymanState, action: RallymanAction): number | null => {
  if (action.type === 'penalty') return action.seat
  if (action.type === 'weather') return null
  const status = rallymanStatus(state)
  if (status.kind === 'decision') return status.seat
  if (status.kind === 'chance') return status.source?.seat ?? state.turn?.seat ?? null
  return state.turn?.seat ?? null
}

const cell = (to: number): number | null => (to === FINISH ? null : to)

/**
 * What an action will do, in words, before it is played: `Ada throws the 3rd-gear die to cell
 * 12`, `Ada declares a big attack: gear dice 3 and 4 and 1 gas die`, `Ada's die: a warning (Δ)`.
 * English unless `{ lang: 'fr' }` (`Ada lance le dé vitesse 3 vers la case 12`).
 * @group Descriptions
 */
export const describeAction = (state: RallymanState, action: RallymanAction, options?: LangOption): string => {
  const w = actionWords(options?.lang)
  const seat = seatOf(state, action)
  const name = seat === null ? null : (state.cars[seat]?.name ?? `car ${seat + 1}`)
  switch (action.type) {
    case 'roll':
      return w.roll({ name, die: action.die, orange: false, to: cell(action.to) })
    case 'place':
      return w.place({ name, die: action.die, orange: false, to: cell(action.to) })
    case 'use':
      return w.use({ name, die: action.die, orange: action.orange, warning: action.warning, to: cell(action.to) })
    case 'attack':
      return w.attack({ name, gears: action.gears, white: action.gas - action.orange, orange: action.orange })
    case 'stop':
      return w.stop({ name })
    case 'sisu':
      return w.sisu({ name, use: action.use })
    case 'spare-wheel':
      return w.spareWheel({ name })
    case 'keep-wheel':
      return w.keepWheel({ name })
    case 'stuck':
      return w.stuck({ name })
    case 'tyres':
      return w.tyres({ name, tyres: action.tyres })
    case 'penalty':
      return w.penalty({ name, tokens: action.tokens })
    case 'face':
      return w.face({ name, warning: action.warning })
    case 'attack-faces': {
      const declared = state.pending?.kind === 'attack' ? state.pending.gears : []
      return w.attackFaces({
        name,
        gears: action.gears.map((warning, k) => ({ gear: declared[k] ?? null, warning })),
        white: action.gas,
        orange: action.orange,
      })
    }
    case 'back':
      return w.back({ name, back: action.back })
    case 'cord':
      return w.cord({ name, card: action.card })
    case 'weather':
      return w.weather({ snow: action.snow })
  }
}
