/** Formule Dé as every tool reads it: the game and its surface in one value. */
import type { Lang } from '../core/index.js'
import type { GameModule } from '../games/module.js'
import type { Action } from './actions.js'
import { bots } from './all-bots.js'
import type { Config } from './config.js'
import { describeEvents, describeOutReason, describeRunningOrder } from './describe.js'
import { determinize } from './determinize.js'
import type { Event } from './events.js'
import { formuleDe, type Observation } from './game.js'
import { boards, type BoardId } from './info.js'
import { formatAction, NOTATION_VERSION, parseAction } from './notation.js'
import { describeAction } from './describe-action.js'
import { encoding } from './encoding.js'
import { configFromOptions, defaultConfig } from './options.js'
import { position } from './position.js'
import type { EliminationReason } from './rules/elimination.js'
import type { State } from './state.js'
import { renderSvg } from './svg.js'

const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`

const circuitName = (c: Config): string =>
  typeof c.circuit === 'string' ? (boards[c.circuit as BoardId]?.name ?? c.circuit) : c.circuit.name

/**
 * Formule Dé and everything the tools use of it (`pitwall/games` lists it).
 * @group Game
 */
export const gameModule: GameModule<Config, State, Action, Event, Observation> = /* @__PURE__ */ Object.freeze({
  game: formuleDe,
  defaultConfig,
  configFromOptions,
  describeConfig: (c: Config) =>
    `${circuitName(c)}, ${plural(c.cars.length, 'car')}, ${plural(c.laps, 'lap')} (${c.preset ?? 'basic'} rules)`,
  seatNames: (c: Config) => c.cars,
  boards,
  bots,
  // Nothing is hidden: every seat sees the whole race.
  search: { determinize },
  formatAction,
  parseAction,
  notationVersion: NOTATION_VERSION,
  describeAction,
  describeEvents,
  describeRunningOrder: (state: State, options?: { readonly lang?: Lang }) => describeRunningOrder(state, options),
  describeOut: (reason: string, lang?: Lang) =>
    describeOutReason(reason as EliminationReason, { lang: lang ?? 'en' }) ?? reason,
  // Highlight draws the car to play's targets and the odds of its gears.
  renderSvg,
  encoding,
  position,
  // The grid is known, and the cars built, when the first round begins (after any qualifying).
  startSettled: (state: State) => state.round >= 1,
})
