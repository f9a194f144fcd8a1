/**
 * One game as every tool sees it: the command line, the playground, the search, the golden
 * playthroughs and the tests read a game through this one value, which each game exports as
 * `gameModule`. A member a later tool needs is one line here and one line in each game's
 * `module.ts`.
 */
import type { Either } from 'fp-ts/lib/Either.js'
import type { Encoding, Game, Lang, RuleViolation, SeatId, SetupError, Viewer } from '../core/index.js'
import type { Determinizer, GameBots, HiddenAction } from '../search/index.js'

/**
 * How a tool asks for words: the language, and the state the events start from.
 * @group Game
 */
export interface WordsOptions<S> {
  /** The language (English when absent). */
  readonly lang?: Lang
  /** The state the events start from (Bolide says places with it: the sector and the lap). */
  readonly from?: S
}

/**
 * How a picture is asked for: as which viewer, with the legal targets of the seat to act.
 * @group Game
 */
export interface PictureOptions {
  /** Draw the race as this seat sees it (default: the spectator). */
  readonly seat?: SeatId | 'spectator'
  /** Mark where the seat to act may play. */
  readonly highlight?: boolean
  /** The language of the picture's tooltips and labels (English when absent). */
  readonly lang?: Lang
}

/**
 * A game and everything the tools use of it. Each built-in game exports one as `gameModule`
 * (`import { gameModule } from 'pitwall/rallyman'`), typed `GameModule<…>` (or written
 * `satisfies GameModule<…>`) so that a member missing or of the wrong type does not compile; `pitwall/games` lists them. A game
 * of one's own is one such value: the command line takes it with `--game-module FILE`, the
 * playground with `PITWALL_GAMES=FILE` (docs/new-game.md).
 * @group Game
 */
export interface GameModule<C, S, A, E, O> {
  /** The rules behind the protocol, with `game.info` (players, boards, presets, laps). */
  readonly game: Game<C, S, A, E, O>
  /** The game's default race. */
  readonly defaultConfig: () => C
  /**
   * A config from the options every game reads (players, board, laps, rules: core's
   * `RaceOptions`, checked against `game.info`), as untrusted input, or the game's refusal.
   */
  readonly configFromOptions: (options: unknown) => Either<SetupError, C>
  /** One line naming what a config races: board, cars, laps, rules. */
  readonly describeConfig: (config: C) => string
  /** The names of a config's seats, seat 0 first: the names the events and pictures carry. */
  readonly seatNames: (config: C) => ReadonlyArray<string>
  /** The built-in boards by id, the keys of `game.info.boards` (empty for a game without a board). */
  readonly boards: object
  /** The game's bots: `random`, `heuristic`, and `mcts`, the search with the game's own settings. */
  readonly bots: GameBots<S, A, O>
  /** What `pitwall/search` needs to play a seat from its observation: the determiniser, and the draws a seat cannot tell apart. */
  readonly search: { readonly determinize: Determinizer<S, O>; readonly hidden?: HiddenAction<S, A> }
  /** An action in the game's notation (the state, when given, shortens it). */
  readonly formatAction: (action: A, state?: S) => string
  /** The notation read back, or a refusal (code `BAD_NOTATION`). */
  readonly parseAction: (text: string, state: S) => Either<RuleViolation, A>
  /** The version of that notation (the game's `NOTATION_VERSION`), recorded in logs and playthroughs. */
  readonly notationVersion: number
  /** What an action will do at `state`, in words, in a language. */
  readonly describeAction: (state: S, action: A, options?: WordsOptions<S>) => string
  /**
   * A step's events as lines for people, as `viewer` may see them, in a language; `from`, the
   * state the events start from, lets a game say places as a player does.
   */
  readonly describeEvents: (
    events: ReadonlyArray<E>,
    viewer?: Viewer,
    options?: WordsOptions<S>,
  ) => ReadonlyArray<string>
  /** The running order, one line per car. */
  readonly describeRunningOrder: (state: S, options?: { readonly lang?: Lang }) => ReadonlyArray<string>
  /** Why a car is out, in words, for a game whose standings keep the reason's code. */
  readonly describeOut?: (reason: string, lang?: Lang) => string
  /** The race as it stands, drawn as an SVG document from a viewer's side. */
  readonly renderSvg: (state: S, options?: PictureOptions) => string
  /**
   * The game's encoding of a config for learning code (action ids, masks, observation tensors:
   * `pitwall/learn`), or the config's setup error. Every built-in game has one; a game of
   * one's own may leave it out (then it cannot be learned through its module).
   */
  readonly encoding?: (config: C) => Either<SetupError, Encoding<S, A, O>>
  /** The game's position builder: a state from a config and the game's own edits (its `PositionEdits`). */
  readonly position: (config: C, edits: never) => Either<unknown, S>
  /**
   * Whether an event belongs to the move log, which a race report leaves out unless asked
   * (`--moves`): for a game whose event lines would otherwise list every move.
   */
  readonly isMove?: (event: E) => boolean
  /** Whether an event puts a car out, for a game whose standings rank teams rather than cars. */
  readonly isElimination?: (event: E) => boolean
  /**
   * Whether the start is settled (grid decided, cars ready), for a report's grid, in a game
   * whose players decide things before the start; without it the grid is shown once the
   * opening chance is resolved.
   */
  readonly startSettled?: (state: S) => boolean
}

/**
 * A game module with its types erased, so that one list holds every game.
 * @group Game
 */
export type AnyGameModule = GameModule<unknown, unknown, unknown, unknown, unknown>

/**
 * Erases a module's types to list it with other games: each module is checked against its
 * own game where it is written.
 * @group Game
 */
export const anyGameModule = <C, S, A, E, O>(module: GameModule<C, S, A, E, O>): AnyGameModule =>
  module as unknown as AnyGameModule
