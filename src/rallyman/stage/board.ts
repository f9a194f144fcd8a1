/**
 * The board a rally runs on, as a saved state records it: not its specials (34 KB of cells
 * for a built-in rally) but which built-in rally it is, if any, and a content hash of the
 * specials. The specials are rebuilt from the config (its roadbooks on the library's zones
 * and the config's own) and must hash the same, so a saved rally cannot be resumed on a
 * board that differs from the one it was played on (another rally, other zones, a pitwall
 * whose built-in zones changed). A custom rally is in the config in full, like any rally.
 */
import * as t from 'io-ts'
import { canonicalJson, contentHash, deepFreeze, oneOf, union } from '../../core/index.js'
import type { RallymanConfig } from '../config.js'
import { buildStages } from './build.js'
import { BOARD_IDS, BUILT_IN_RALLIES, type BoardId } from './rallies.js'
import type { Stage } from './stage.js'
import { isDeepFrozen } from '../../core/freeze.js'

/** What a state records of its board. @group Boards */
export interface Board {
  /** The built-in rally the config runs (`info.boards`), or `null` for a rally of one's own. */
  readonly rally: BoardId | null
  /** Content hash of the built specials (cyrb53 of their canonical JSON, 14 hex digits). */
  readonly hash: string
}

/** Codec of {@link Board}. @group Codecs */
export const BoardCodec: t.Type<Board, Board, unknown> = t.readonly(
  t.type({
    rally: union([oneOf(BOARD_IDS), t.null]),
    hash: t.string,
  }),
  'Board',
)

/** The content hash of built specials. */
export const stagesHash = (stages: ReadonlyArray<Stage>): string => contentHash(stages)

/** The built-in rally a config runs unchanged (its rally and no zones of its own), or `null`. */
export const builtInRallyOf = (config: RallymanConfig): BoardId | null => {
  if (config.zones.length > 0) return null
  for (const id of BOARD_IDS) {
    const rally = BUILT_IN_RALLIES[id]
    if (config.rally === rally || canonicalJson(config.rally) === canonicalJson(rally)) return id
  }
  return null
}

// The specials of each board a state carries (states share their board object from step to
// step, so one lookup serves a whole rally), and the last one asked for. Sound: the boards the
// engine made or checked (no one else holds them before they are frozen with their state) and
// boards and configs frozen all the way down; any other board's specials are built again.
const specials = new WeakMap<Board, ReadonlyArray<Stage>>()
let lastBoard: Board | null = null
let lastStages: ReadonlyArray<Stage> = []

/** The board record of a config's built specials; the specials are remembered for it. */
export const boardOf = (config: RallymanConfig, stages: ReadonlyArray<Stage>): Board => {
  const board: Board = { rally: builtInRallyOf(config), hash: stagesHash(stages) }
  specials.set(board, deepFreeze(stages))
  return board
}

/** Remembers the specials a checked board builds (its hash was compared), for {@link stagesOf}. */
export const rememberStages = (board: Board, stages: ReadonlyArray<Stage>): void => {
  specials.set(board, deepFreeze(stages))
}

/**
 * The built specials of a rally (a state or an observation): remembered for the boards the
 * engine made or checked, else built again from the config.
 * @group Boards
 */
export const stagesOf = (state: { readonly config: RallymanConfig; readonly board: Board }): ReadonlyArray<Stage> => {
  const board = state.board
  if (board === lastBoard) return lastStages
  let stages = specials.get(board)
  if (stages === undefined) {
    const built = buildStages(state.config)
    // A sound state's config builds (the guard checked it); anything else is a defect.
    if (built._tag === 'Left') throw new Error(`the config builds no specials: ${built.left.message}`)
    stages = deepFreeze(built.right)
    if (!isDeepFrozen(board) || !isDeepFrozen(state.config)) return stages
    specials.set(board, stages)
  }
  lastBoard = board
  lastStages = stages
  return stages
}
