/** Rallyman as every tool reads it: the game and its surface in one value. */
import type { Lang, Viewer } from '../core/index.js'
import type { GameModule, WordsOptions } from '../games/module.js'
import type { RallymanAction } from './actions.js'
import { bots } from './all-bots.js'
import type { RallymanConfig } from './config.js'
import { describeEvents, describeRetirement, describeRunningOrder } from './describe.js'
import { determinize } from './determinize.js'
import type { RallymanEvent, RetirementReason } from './events.js'
import { rallyman } from './game.js'
import { formatAction, NOTATION_VERSION, parseAction } from './notation.js'
import { describeAction } from './describe-action.js'
import { encoding } from './encoding.js'
import type { RallymanObservation } from './observe.js'
import { configFromOptions, defaultConfig } from './options.js'
import { position } from './position.js'
import { BUILT_IN_RALLIES } from './stage/rallies.js'
import type { RallymanState } from './state.js'
import { renderSvg } from './svg.js'

const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`

/**
 * Rallyman and everything the tools use of it (`pitwall/games` lists it).
 * @group Game
 */
export const gameModule: GameModule<RallymanConfig, RallymanState, RallymanAction, RallymanEvent, RallymanObservation> =
  /* @__PURE__ */ Object.freeze({
    game: rallyman,
    defaultConfig,
    configFromOptions,
    describeConfig: (c: RallymanConfig) =>
      `${c.rally.name}, ${plural(c.drivers.length, 'driver')}, ${plural(c.rally.specials.length, 'special')} (${c.rules.dirt ? 'dirt' : 'basic'} rules)`,
    seatNames: (c: RallymanConfig) => c.drivers.map((d) => d.name),
    boards: BUILT_IN_RALLIES,
    bots,
    search: { determinize },
    formatAction,
    parseAction,
    notationVersion: NOTATION_VERSION,
    describeAction,
    describeEvents: (events: ReadonlyArray<RallymanEvent>, viewer?: Viewer, options?: WordsOptions<RallymanState>) =>
      describeEvents(events, viewer, { lang: options?.lang ?? 'en' }),
    describeRunningOrder: (state: RallymanState, options?: { readonly lang?: Lang }) =>
      describeRunningOrder(state, options),
    describeOut: (reason: string, lang?: Lang) =>
      describeRetirement(reason as RetirementReason, { lang: lang ?? 'en' }) ?? reason,
    renderSvg,
    encoding,
    position,
  })
