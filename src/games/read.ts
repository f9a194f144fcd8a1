/**
 * A game module read from a file a user names (`pitwall simulate --game-module FILE`, the
 * playground's `PITWALL_GAMES`): its exports are untrusted, so every member is checked for
 * what it must be before a tool calls it, and a missing one is named.
 */
import { left, right, type Either } from 'fp-ts/lib/Either.js'
import type { AnyGameModule } from './module.js'

type Kind = 'game' | 'record' | 'bots' | 'search' | 'number' | 'function' | 'optional function'

// Every member of GameModule, with what it must be: a member added to the type does not
// compile until it is listed here.
const MEMBERS: { readonly [K in keyof AnyGameModule]-?: Kind } = {
  game: 'game',
  defaultConfig: 'function',
  configFromOptions: 'function',
  describeConfig: 'function',
  seatNames: 'function',
  boards: 'record',
  bots: 'bots',
  search: 'search',
  formatAction: 'function',
  parseAction: 'function',
  notationVersion: 'number',
  describeAction: 'function',
  describeEvents: 'function',
  describeRunningOrder: 'function',
  describeOut: 'optional function',
  renderSvg: 'function',
  encoding: 'optional function',
  position: 'function',
  isMove: 'optional function',
  isElimination: 'optional function',
  startSettled: 'optional function',
}

const GAME_FUNCTIONS = ['setup', 'admit', 'status', 'legalActions', 'reduce', 'observe', 'observeEvents'] as const

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null

const functionsMissing = (value: unknown, names: ReadonlyArray<string>, where: string): ReadonlyArray<string> =>
  isObject(value)
    ? names.filter((name) => typeof value[name] !== 'function').map((name) => `${where}.${name} is not a function`)
    : [`${where} is not an object`]

const gameProblems = (game: unknown): ReadonlyArray<string> => {
  const missing = functionsMissing(game, GAME_FUNCTIONS, 'game')
  if (!isObject(game)) return missing
  const info = game.info
  const id = isObject(info) ? info.id : undefined
  return [
    ...missing,
    ...(typeof game.id === 'string' && game.id !== '' ? [] : ['game.id is not a name']),
    ...(typeof game.name === 'string' ? [] : ['game.name is not a text']),
    ...(id === game.id ? [] : ['game.info.id is not game.id']),
  ]
}

const memberProblems = (name: string, kind: Kind, value: unknown): ReadonlyArray<string> => {
  switch (kind) {
    case 'game':
      return gameProblems(value)
    case 'record':
      return isObject(value) ? [] : [`${name} is not an object`]
    case 'bots':
      return functionsMissing(value, ['random', 'heuristic', 'mcts'], name)
    case 'search':
      return [
        ...functionsMissing(value, ['determinize'], name),
        ...(isObject(value) && value.hidden !== undefined && typeof value.hidden !== 'function'
          ? [`${name}.hidden is not a function`]
          : []),
      ]
    case 'number':
      return typeof value === 'number' && Number.isFinite(value) ? [] : [`${name} is not a number`]
    case 'function':
      return typeof value === 'function' ? [] : [`${name} is not a function`]
    case 'optional function':
      return value === undefined || typeof value === 'function' ? [] : [`${name} is not a function`]
  }
}

/** What keeps `value` from being a game module (empty: it is one). */
const moduleProblems = (value: unknown): ReadonlyArray<string> =>
  isObject(value)
    ? Object.entries(MEMBERS).flatMap(([name, kind]) => memberProblems(name, kind, value[name]))
    : ['not an object']

/**
 * The game modules a file exports, from its module namespace: its default export (a game
 * module or a list of them), or else its export named `gameModule`, as each pitwall game has.
 * A Left says, in one line, why they are not usable: a member missing or of the wrong kind
 * (by its path), or one id twice.
 * @group Game
 */
export const readGameModules = (exports: unknown): Either<string, ReadonlyArray<AnyGameModule>> => {
  if (!isObject(exports)) return left('no exports')
  const found = exports.default ?? exports.gameModule
  if (found === undefined) return left('no default export and no export named gameModule')
  const list: ReadonlyArray<unknown> = Array.isArray(found) ? found : [found]
  if (list.length === 0) return left('an empty list of game modules')
  for (const [i, candidate] of list.entries()) {
    const problems = moduleProblems(candidate)
    if (problems.length > 0)
      return left(`${list.length > 1 ? `game module ${i}: ` : ''}not a game module: ${problems.join('; ')}`)
  }
  const modules = list as ReadonlyArray<AnyGameModule>
  const ids = modules.map((m) => m.game.id)
  const twice = ids.find((id, i) => ids.indexOf(id) !== i)
  return twice === undefined ? right(modules) : left(`the game id "${twice}" is given twice`)
}
