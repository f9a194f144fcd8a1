/**
 * `--game-module FILE`: a game of one's own, raced, replayed and drawn like the built-in ones.
 * The file is an ES module whose default export (or export named `gameModule`) is a game
 * module or a list of them; what it exports is checked before the command uses it.
 */
import { isLeft, left, right, type Either } from 'fp-ts/lib/Either.js'
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { readGameModules } from '../games/index.js'
import type { AnyEntry } from './catalog.js'

/**
 * The catalog with the games of `file` after the built-in ones, or why not, in one line: the
 * file does not load, it exports no game module, or a game's id is already taken.
 */
export const withGameModules = async (
  entries: ReadonlyArray<AnyEntry>,
  file: string,
): Promise<Either<string, ReadonlyArray<AnyEntry>>> => {
  let exports: unknown
  try {
    exports = await import(pathToFileURL(resolve(file)).href)
  } catch (error) {
    return left(`--game-module ${file} does not load: ${error instanceof Error ? error.message : String(error)}`)
  }
  const read = readGameModules(exports)
  if (isLeft(read)) return left(`--game-module ${file}: ${read.left}`)
  const taken = read.right.find((m) => entries.some((e) => e.game.id === m.game.id))
  if (taken !== undefined) return left(`--game-module ${file}: the game id "${taken.game.id}" is taken`)
  return right([...entries, ...read.right])
}
