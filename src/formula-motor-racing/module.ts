/** Formula Motor Racing as every tool reads it: the game and its surface in one value. */
import type { Lang, Viewer } from '../core/index.js'
import type { GameModule, WordsOptions } from '../games/module.js'
import type { FmrAction } from './actions.js'
import { bots } from './all-bots.js'
import type { FmrConfig } from './config.js'
import { determinize, hiddenAction } from './determinize.js'
import { describeEvents, describeRunningOrder } from './describe.js'
import type { FmrEvent } from './events.js'
import { formulaMotorRacing } from './game.js'
import { boards } from './info.js'
import { formatAction, NOTATION_VERSION, parseAction } from './notation.js'
import { describeAction } from './describe-action.js'
import { encoding } from './encoding.js'
import type { FmrObservation } from './observe.js'
import { configFromOptions, defaultConfig } from './options.js'
import { position } from './position.js'
import type { FmrState } from './state.js'
import { renderSvg } from './svg.js'

const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`

/**
 * Formula Motor Racing and everything the tools use of it (`pitwall/games` lists it).
 * @group Game
 */
export const gameModule: GameModule<FmrConfig, FmrState, FmrAction, FmrEvent, FmrObservation> =
  /* @__PURE__ */ Object.freeze({
    game: formulaMotorRacing,
    defaultConfig,
    configFromOptions,
    describeConfig: (c: FmrConfig) =>
      `${c.players} players, ${plural(c.races, 'race')} (${c.variants.shortRaces ? 'short-races' : c.variants.driversChampionship ? 'drivers' : 'basic'} rules)`,
    seatNames: (c: FmrConfig) => Array.from({ length: c.players }, (_, seat) => `seat ${seat}`),
    boards,
    bots,
    search: { determinize, hidden: hiddenAction },
    formatAction,
    parseAction,
    notationVersion: NOTATION_VERSION,
    describeAction,
    describeEvents: (events: ReadonlyArray<FmrEvent>, viewer?: Viewer, options?: WordsOptions<FmrState>) =>
      describeEvents(events, viewer, { lang: options?.lang ?? 'en' }),
    describeRunningOrder: (state: FmrState, options?: { readonly lang?: Lang }) => describeRunningOrder(state, options),
    renderSvg,
    encoding,
    position,
    // The cards played and what each did: a hundred lines a race, behind --moves.
    isMove: (e: FmrEvent) =>
      e.type === 'card-played' || e.type === 'dice-rolled' || e.type === 'car-moved' || e.type === 'no-effect',
    // Standings rank teams; cars leave the race through car-out events.
    isElimination: (e: FmrEvent) => e.type === 'car-out',
  })
