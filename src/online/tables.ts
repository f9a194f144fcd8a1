/**
 * Creating and reopening tables from a store: the part of a server that is the same whatever
 * carries its messages. A table's id and its seed are drawn from the operating system's
 * random source: whoever knows a seed knows every card and die of the race.
 */
import { randomBytes } from 'node:crypto'
import { isLeft, left, right, type Either } from 'fp-ts/lib/Either.js'
import type { RuleViolation } from '../core/index.js'
import { refusal } from './refusals.js'
import type { TableStore } from './store.js'
import { openTable, restoreTable, type AnyTableGame, type Table } from './table.js'

/** What a client asks for to create a table. @group Online */
export interface TableRequest {
  /** The game's id. */
  readonly game: unknown
  /** The race's config (decoded exactly by the game). */
  readonly config: unknown
  /** Each seat: `person` or a bot's name. */
  readonly seats: unknown
}

/** The game of an id among a server's games. */
const gameOf = (games: ReadonlyArray<AnyTableGame>, id: unknown): Either<RuleViolation, AnyTableGame> => {
  const found = games.find((g) => g.game.id === id)
  return found === undefined
    ? left(
        refusal('BAD_TABLE', `This server plays ${games.map((g) => g.game.id).join(', ')}, not ${JSON.stringify(id)}.`),
      )
    : right(found)
}

/**
 * A new table, stored: its id and seed drawn at random (a seed may be given, for tests and
 * replays of one's own). A Left says why the request cannot make a table.
 * @group Online
 */
export const createTable = (
  games: ReadonlyArray<AnyTableGame>,
  store: TableStore,
  request: TableRequest,
  seed: number | string = randomBytes(4).readInt32LE(0),
): Either<RuleViolation, Table<unknown, unknown>> => {
  if (typeof request !== 'object' || request === null) return left(refusal('BAD_TABLE'))
  const tableGame = gameOf(games, request.game)
  if (isLeft(tableGame)) return tableGame
  if (!Array.isArray(request.seats))
    return left(refusal('BAD_TABLE', 'A table needs its seats: person or a bot, each.'))
  const id = randomBytes(9).toString('base64url')
  const table = openTable(tableGame.right, id, { config: request.config, seed, seats: request.seats as string[] })
  if (isLeft(table)) return table
  const { config, seats, actions, rngs } = table.right
  try {
    store.create({ id, game: table.right.game, config, seed, seats, actions, rngs, over: false })
  } catch {
    return left(refusal('NOT_STORED'))
  }
  return table
}

/**
 * A stored table, replayed through its game's guard: a Left when there is no such table, its
 * game is not one of the server's, or its steps no longer play.
 * @group Online
 */
export const reopenTable = (
  games: ReadonlyArray<AnyTableGame>,
  store: TableStore,
  id: unknown,
): Either<RuleViolation, { readonly tableGame: AnyTableGame; readonly table: Table<unknown, unknown> }> => {
  const stored = typeof id === 'string' ? store.load(id) : undefined
  if (stored === undefined) return left(refusal('BAD_TABLE', `There is no table ${JSON.stringify(id)}.`))
  const tableGame = gameOf(games, stored.game)
  if (isLeft(tableGame)) return tableGame
  const table = restoreTable(tableGame.right, stored)
  if (isLeft(table))
    return left(
      refusal('BAD_TABLE', `Table ${stored.id} does not replay at step ${table.left.step}: ${table.left.message}`),
    )
  return right({ tableGame: tableGame.right, table: table.right })
}
