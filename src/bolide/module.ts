/** Bolide as every tool reads it: the game and its surface in one value. */
import type { GameModule } from '../games/module.js'
import type { BolideAction } from './actions.js'
import { bots } from './all-bots.js'
import { circuits } from './circuits/index.js'
import type { BolideConfig } from './config.js'
import { describeEvents, describeRunningOrder } from './describe.js'
import { determinize } from './determinize.js'
import type { BolideEvent } from './events.js'
import { bolide, type BolideObservation } from './game.js'
import { formatAction, parseAction } from './notation.js'
import { configFromOptions, defaultConfig } from './options.js'
import { position } from './position.js'
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
    describeEvents,
    describeRunningOrder,
    renderSvg,
    position,
  })
