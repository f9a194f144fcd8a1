/**
 * Rallyman in the playground, from `pitwall/rallyman` alone. A pasted rally is the JSON of
 * the config's `rally` (its specials and their roadbooks) and `zones` (zones of your own
 * beside the built-in ones); the game's setup checks both and its messages are shown.
 */
import { isLeft, left, right } from 'fp-ts/lib/Either.js'
import * as rm from 'pitwall/rallyman'
import { closest, pack, type Kit } from './kit.js'
import { parseJson, setupLines } from './paste.js'

const isBoard = (id: string): id is rm.BoardId => Object.prototype.hasOwnProperty.call(rm.boards, id)
const isPreset = (name: string): name is rm.PresetName => (rm.PRESET_NAMES as ReadonlyArray<string>).includes(name)

// The cell (or FINISH) an action drives to: dice thrown, placed or used.
const cellOf = (action: rm.Action): number | null => ('to' in action ? action.to : null)

const kit: Kit<rm.Config, rm.State, rm.Action, rm.Event, rm.Observation> = {
  game: rm.rallyman,
  boards: rm.rallyman.info.boards,
  boardFormat: {
    label: 'Rally JSON: { "rally": …, "zones": […] }',
    help: 'rally: name, weather (fixed | variable) and the specials with their roadbooks (e.g. "L1 C3-J1 J4"); zones: zones of your own (the built-in C J L V D G X are always there).',
    example: (board) => JSON.stringify({ rally: rm.boards[isBoard(board) ? board : 'asphalt'], zones: [] }, null, 2),
  },
  config: (choice) => {
    const preset = isPreset(choice.preset) ? choice.preset : undefined
    // The form's choices are checked like any untrusted input: a wrong one is named, never dropped.
    const made = rm.configFromOptions({
      players: choice.players,
      ...(isBoard(choice.board) ? { board: choice.board } : {}),
      ...(preset === undefined ? {} : { rules: preset }),
    })
    if (isLeft(made)) return left(setupLines(made.left))
    const base = made.right
    let config: rm.Config = base
    if (choice.board === 'custom') {
      const json = parseJson(choice.custom)
      if (isLeft(json)) return json
      const pasted = json.right as { readonly rally?: unknown; readonly zones?: unknown }
      if (typeof pasted !== 'object' || pasted === null || pasted.rally === undefined)
        return left(['Expected an object with a "rally" field (and optionally "zones").'])
      // The whole config goes through the game's exact decoding in setup: no cast is trusted.
      config = { ...base, rally: pasted.rally as rm.Rally, zones: (pasted.zones ?? []) as ReadonlyArray<rm.Zone> }
    }
    const started = rm.rallyman.setup(config)
    return isLeft(started) ? left(setupLines(started.left)) : right(config)
  },
  seatNames: (config) => config.drivers.map((d) => d.name),
  bots: rm.bots,
  search: { determinize: rm.determinize },
  formatAction: (action, state) => rm.formatAction(action, state),
  parseAction: (text, state) => rm.parseAction(text, state),
  describeEvents: (events, viewer) => rm.describeEvents(events, viewer),
  renderSvg: (state, options) => rm.renderSvg(state, options),
  runningOrder: (state) => rm.describeRunningOrder(state),
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
