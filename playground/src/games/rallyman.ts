/**
 * Rallyman in the playground, from `pitwall/rallyman` alone. A pasted rally is the JSON of
 * the config's `rally` (its specials and their roadbooks) and `zones` (zones of your own
 * beside the built-in ones); the game's setup checks both and its messages are shown.
 */
import { isLeft, left, right } from 'fp-ts/lib/Either.js'
import * as rm from 'pitwall/rallyman'
import { closest, pack, type Kit } from './kit.js'
import { configOf, moduleKit, refusalWords } from './module-kit.js'
import { parseJson } from './paste.js'

const isBoard = (id: string): id is rm.BoardId => Object.prototype.hasOwnProperty.call(rm.boards, id)

// The cell (or FINISH) an action drives to: dice thrown, placed or used.
const cellOf = (action: rm.Action): number | null => ('to' in action ? action.to : null)

const kit: Kit<rm.Config, rm.State, rm.Action, rm.Event, rm.Observation> = {
  ...moduleKit(rm.gameModule),
  boardFormat: {
    label: { en: 'Rally JSON: { "rally": …, "zones": […] }', fr: 'Rallye en JSON : { "rally": …, "zones": […] }' },
    help: {
      en: 'rally: name, weather (fixed | variable) and the specials with their roadbooks (e.g. "L1 C3-J1 J4"); zones: zones of your own (the built-in C J L V D G X are always there).',
      fr: 'rally : le nom, la météo (fixed | variable) et les spéciales avec leur road-book (par exemple "L1 C3-J1 J4") ; zones : vos propres zones (les zones C J L V D G X sont toujours là).',
    },
    example: (board) => JSON.stringify({ rally: rm.boards[isBoard(board) ? board : 'asphalt'], zones: [] }, null, 2),
  },
  describeRefusal: refusalWords(rm.gameModule, rm),
  config: configOf(rm.gameModule, (text, base) => {
    const json = parseJson(text)
    if (isLeft(json)) return json
    const pasted = json.right as { readonly rally?: unknown; readonly zones?: unknown }
    if (typeof pasted !== 'object' || pasted === null || pasted.rally === undefined)
      return left(['Expected an object with a "rally" field (and optionally "zones").'])
    // The whole config goes through the game's exact decoding in setup: no cast is trusted.
    return right({ ...base, rally: pasted.rally as rm.Rally, zones: (pasted.zones ?? []) as ReadonlyArray<rm.Zone> })
  }),
  // The cells the next die reaches (data-reach: a cell or "finish"), or any cell of the road.
  pick: (target) => {
    const reach = closest(target, 'data-reach') ?? closest(target, 'data-cell')
    if (reach === null) return null
    const text = reach.getAttribute('data-reach') ?? reach.getAttribute('data-cell') ?? ''
    const to = text === 'finish' ? rm.FINISH : Number(text)
    if (!Number.isInteger(to)) return null
    return (action) => cellOf(action) === to
  },
  zoom: 'width',
  missing: [],
}

export const rallymanKit = pack(kit)
