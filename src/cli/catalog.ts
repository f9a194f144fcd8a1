/**
 * The games the command line knows: the built-in ones that `pitwall/games` lists, and those a
 * file adds (`--game-module FILE`, see game-modules.ts). The command reads a game only through
 * its module (the Game with its `info`, `configFromOptions`, `bots`, the notation, the event
 * lines, the picture, the search's determiniser): nothing here restates what a game knows.
 */
import { anyGameModule, gameOf, games, type AnyGameModule } from '../games/index.js'

export type { PictureOptions } from '../games/index.js'
export type { RaceOptions as ConfigOptions } from '../core/index.js'

/** One game of the command's catalog: its module, with its types erased. */
export type AnyEntry = AnyGameModule

/** Erases a game module's types, to list it in a catalog (tests list games of their own). */
export const entry = anyGameModule

/** The built-in games, in the order `simulate all` plays them. */
export const catalog: ReadonlyArray<AnyEntry> = games

/** The entry of a game id, if the catalog has it. */
export const entryOf = (id: string, entries: ReadonlyArray<AnyEntry> = catalog): AnyEntry | undefined =>
  gameOf(id, entries)
