/**
 * The bots a command can seat, as typed after `--bots`: a built-in bot by name (`random`,
 * `heuristic`, `mcts`), the search bot at a number of iterations (`mcts:1000`), or a bot module
 * of the user's own (`./my-bot.js`): a JavaScript module whose default export makes a policy
 * for a game, `export default (game) => policy`, called once per race (so a bot may keep
 * caches for one race), returning `undefined` for a game it does not play.
 */
import { isAbsolute, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { Game, Policy } from '../core/index.js'
import type { AnyEntry } from './catalog.js'
import { botOf, DEFAULT_BUDGET } from './race.js'

/** A bot as the user named it, resolved. */
export type BotSpec =
  | { readonly kind: 'random' | 'heuristic'; readonly label: string }
  | { readonly kind: 'mcts'; readonly label: string; readonly iterations: number }
  | { readonly kind: 'module'; readonly label: string; readonly url: string }

/** A bot module's default export: a policy for a game, or undefined for a game it does not play. */
export type BotMaker = (game: Game<never, unknown, unknown, unknown, unknown>) => Policy<unknown, unknown> | undefined

/** A bot spec read from its word (one `isBotSpec` accepts), module paths resolved from `cwd`. */
export const botSpecOf = (text: string, cwd: string): BotSpec => {
  if (text === 'random' || text === 'heuristic') return { kind: text, label: text }
  if (text === 'mcts') return { kind: 'mcts', label: text, iterations: DEFAULT_BUDGET }
  if (text.startsWith('mcts:')) return { kind: 'mcts', label: text, iterations: Number(text.slice(5)) }
  const file = isAbsolute(text) ? text : resolve(cwd, text)
  return { kind: 'module', label: text, url: pathToFileURL(file).href }
}

/** A bot module's maker, or why it cannot be one (the message names the file). */
export const loadMaker = async (spec: BotSpec & { readonly kind: 'module' }): Promise<BotMaker | string> => {
  let loaded: { readonly default?: unknown }
  try {
    loaded = (await import(spec.url)) as { readonly default?: unknown }
  } catch (error) {
    return `cannot load the bot module ${spec.label}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`
  }
  const make = loaded.default
  if (typeof make !== 'function')
    return `the bot module ${spec.label} must export by default a function (game) => policy`
  return make as BotMaker
}

/**
 * The policy of a bot for one race of a game: `makers` holds the loaded module makers by URL.
 * A Left (a string) when a module's maker gives no policy for this game or fails.
 */
export const policyOf = (
  entry: AnyEntry,
  spec: BotSpec,
  makers: ReadonlyMap<string, BotMaker>,
): Policy<unknown, unknown> | string => {
  switch (spec.kind) {
    case 'random':
    case 'heuristic':
      return botOf(entry, spec.kind, DEFAULT_BUDGET)
    case 'mcts':
      return botOf(entry, 'mcts', spec.iterations)
    case 'module': {
      const make = makers.get(spec.url)
      if (make === undefined) return `the bot module ${spec.label} is not loaded`
      let policy: unknown
      try {
        policy = make(entry.game as unknown as Game<never, unknown, unknown, unknown, unknown>)
      } catch (error) {
        return `the bot module ${spec.label} failed to make a bot for ${entry.game.name}: ${error instanceof Error ? error.message : String(error)}`
      }
      return typeof policy === 'function'
        ? (policy as Policy<unknown, unknown>)
        : `the bot module ${spec.label} makes no bot for ${entry.game.name} (its default export returned ${policy === undefined ? 'undefined' : typeof policy})`
    }
  }
}
