/** Bolide as every tool reads it: the game and its surface in one value. */
import type { Lang, Viewer } from '../core/index.js'
import type { GameModule, WordsOptions } from '../games/module.js'
import type { BolideAction } from './actions.js'
import { bots } from './all-bots.js'
import { circuits } from './circuits/index.js'
import type { BolideConfig } from './config.js'
import { describeEvents, describeOutReason, describeRunningOrder } from './describe.js'
import { determinize } from './determinize.js'
import type { BolideEvent } from './events.js'
import { bolide, type BolideObservation } from './game.js'
import { formatAction, NOTATION_VERSION, parseAction } from './notation.js'
import { describeAction } from './describe-action.js'
import { encoding } from './encoding.js'
import { configFromOptions, defaultConfig } from './options.js'
import { position } from './position.js'
import type { OutReason } from './results.js'
import type { BolideState } from './state.js'
import { renderSvg } from './svg.js'

const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`

/**
 * Bolide and everything the tools use of it (`pitwall/games` lists it).
 * @group Game
 */
export const gameModule: GameModule<BolideConfig, BolideState, BolideAction, BolideEvent, BolideObservation> =
  /* @__PURE__ */ Object.freeze({
    game: bolide,
    defaultConfig,
    configFromOptions,
    describeConfig: (c: BolideConfig) =>
      `${c.circuit.name}, ${plural(c.drivers.length, 'car')}, ${plural(c.laps, 'lap')} (${c.rules} rules)`,
    seatNames: (c: BolideConfig) => c.drivers.map((d) => d.name),
    boards: circuits,
    bots,
    search: { determinize },
    formatAction,
    parseAction,
    // From the state the events start from, places are said as a player does: the sector and the lap.
    notationVersion: NOTATION_VERSION,
    describeAction,
    describeEvents: (events: ReadonlyArray<BolideEvent>, viewer?: Viewer, options?: WordsOptions<BolideState>) =>
      describeEvents(events, viewer, options?.from, { lang: options?.lang ?? 'en' }),
    describeRunningOrder: (state: BolideState, options?: { readonly lang?: Lang }) =>
      describeRunningOrder(state, options),
    describeOut: (reason: string, lang?: Lang) => describeOutReason(reason as OutReason, { lang: lang ?? 'en' }),
    renderSvg,
    encoding,
    position,
  })
