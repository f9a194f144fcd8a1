/**
 * The games the command line, the golden playthroughs and the fuzzer know, each through the
 * public surface every game module exports: the Game (with its `info`), `defaultConfig`,
 * `bots`, the notation and the event lines. Nothing here restates what a game knows.
 */
import type { Game, Policy, Viewer } from '../core/index.js'
import * as fmr from '../formula-motor-racing/index.js'
import * as formuleDe from '../formule-de/index.js'
import * as rallyman from '../rallyman/index.js'

/** The options every game's `defaultConfig` takes (a game ignores what it lacks). */
export interface ConfigOptions {
  readonly players?: number
  readonly board?: string
  readonly laps?: number
  readonly rules?: string
}

/** One game as the tools see it. */
export interface CatalogEntry<C, S, A, E, O> {
  /** The game. */
  readonly game: Game<C, S, A, E, O>
  /** A config from the uniform options (ids from `game.info`). */
  readonly defaultConfig: (options: ConfigOptions) => C
  /** The game's bots by name. */
  readonly bots: Readonly<Record<'random' | 'heuristic', Policy<A, O>>>
  /** An action in the game's notation. */
  readonly formatAction: (action: A, state?: S) => string
  /** Event lines as a viewer may read them. */
  readonly describeEvents: (events: ReadonlyArray<E>, viewer?: Viewer) => ReadonlyArray<string>
}

/** A catalog entry with its types erased, so one list can hold every game. */
export type AnyEntry = CatalogEntry<unknown, unknown, unknown, unknown, unknown>

const entry = <C, S, A, E, O>(e: CatalogEntry<C, S, A, E, O>): AnyEntry => e as unknown as AnyEntry

/** Every game, in the order `simulate all` plays them. */
export const catalog: ReadonlyArray<AnyEntry> = [
  entry({
    game: fmr.formulaMotorRacing,
    defaultConfig: (o) => fmr.defaultConfig(o as fmr.DefaultConfigOptions),
    bots: fmr.bots,
    formatAction: fmr.formatAction,
    describeEvents: fmr.describeEvents,
  }),
  entry({
    game: formuleDe.formuleDe,
    defaultConfig: (o) => formuleDe.defaultConfig(o as formuleDe.DefaultConfigOptions),
    bots: formuleDe.bots,
    formatAction: formuleDe.formatAction,
    describeEvents: formuleDe.describeEvents,
  }),
  entry({
    game: rallyman.rallyman,
    defaultConfig: (o) => rallyman.defaultConfig(o as rallyman.DefaultConfigOptions),
    bots: rallyman.bots,
    formatAction: rallyman.formatAction,
    describeEvents: rallyman.describeEvents,
  }),
]

/** The entry of a game id, if pitwall knows it. */
export const entryOf = (id: string): AnyEntry | undefined => catalog.find((e) => e.game.id === id)
