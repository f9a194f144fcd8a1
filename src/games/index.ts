/**
 * Every game pitwall ships, listed once: the command line, the playground, the golden
 * playthroughs and the tests read this list. Importing it brings every game; an app that
 * plays one game imports that game's subpath (`pitwall/rallyman`) instead, which carries no
 * other. A game of one's own is a {@link GameModule} too (docs/new-game.md).
 * @packageDocumentation
 */
import { gameModule as bolide } from '../bolide/module.js'
import { gameModule as formulaMotorRacing } from '../formula-motor-racing/module.js'
import { gameModule as formuleDe } from '../formule-de/module.js'
import { gameModule as rallyman } from '../rallyman/module.js'
import { anyGameModule, type AnyGameModule } from './module.js'

export type { GameModule, AnyGameModule, PictureOptions, WordsOptions } from './module.js'
export { anyGameModule } from './module.js'
export { readGameModules } from './read.js'

/**
 * The built-in games, in the order `pitwall simulate all` plays them and the playground
 * offers them. A game's id is its subpath: `pitwall/<game.id>`.
 * @group Game
 */
export const games: ReadonlyArray<AnyGameModule> = Object.freeze([
  anyGameModule(formulaMotorRacing),
  anyGameModule(formuleDe),
  anyGameModule(rallyman),
  anyGameModule(bolide),
])

/**
 * The module of a game id among `list` (default: the built-in games), if there is one.
 * @group Game
 */
export const gameOf = (id: string, list: ReadonlyArray<AnyGameModule> = games): AnyGameModule | undefined =>
  list.find((m) => m.game.id === id)
