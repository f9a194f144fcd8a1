/**
 * The games the command line, the golden playthroughs and the fuzzer know, each through the
 * public surface every game module exports: the Game (with its `info`), `configFromOptions`,
 * `bots` (the search bot among them), the notation, the event lines and the picture. Nothing
 * here restates what a game knows: player ranges, boards, presets and laps come from
 * `game.info`.
 */
import type { Either } from 'fp-ts/lib/Either.js'
import type { Game, Lang, SeatId, SetupError, Viewer } from '../core/index.js'
import type { GameBots } from '../search/index.js'
import * as bolide from '../bolide/index.js'
import * as fmr from '../formula-motor-racing/index.js'
import * as formuleDe from '../formule-de/index.js'
import * as rallyman from '../rallyman/index.js'

/** The options every game's `configFromOptions` takes (a game refuses what it lacks). */
export interface ConfigOptions {
  readonly players?: number
  readonly board?: string
  readonly laps?: number
  readonly rules?: string
}

/** How a picture is asked for: as which viewer, with the legal targets of the seat to act. */
export interface PictureOptions {
  readonly seat?: SeatId | 'spectator'
  readonly highlight?: boolean
}

/** How a tool asks for words: the language, and the state the events start from. */
export interface WordsOptions<S> {
  /** The language (English when absent). */
  readonly lang?: Lang
  /** The state the events start from (Bolide says places with it: the sector and the lap). */
  readonly from?: S
}

/** One game as the tools see it. */
export interface CatalogEntry<C, S, A, E, O> {
  /** The game. */
  readonly game: Game<C, S, A, E, O>
  /** A config from the uniform options (ids from `game.info`), or the game's refusal of them. */
  readonly configFromOptions: (options: unknown) => Either<SetupError, C>
  /** One line naming what a config races (board, cars, laps, rules). */
  readonly title: (config: C) => string
  /** The game's bots by name: `random`, `heuristic`, and `mcts`, its search bot with its own settings. */
  readonly bots: GameBots<S, A, O>
  /** An action in the game's notation. */
  readonly formatAction: (action: A, state?: S) => string
  /** The version of that notation (the game's `NOTATION_VERSION`), recorded in logs and playthroughs. */
  readonly notationVersion: number
  /** What an action will do, in words, in a language. */
  readonly describeAction: (state: S, action: A, options?: WordsOptions<S>) => string
  /**
   * Event lines as a viewer may read them, in a language; `from`, the state the events start
   * from, lets a game say places as a player does (Bolide: the sector and the lap, not grid points).
   */
  readonly describeEvents: (
    events: ReadonlyArray<E>,
    viewer?: Viewer,
    options?: WordsOptions<S>,
  ) => ReadonlyArray<string>
  /**
   * Whether an event belongs to the move log, left out of a race report unless asked
   * (`--moves`): for a game whose event lines would otherwise list every move.
   */
  readonly isMove?: (event: E) => boolean
  /** Why a car is out, in words, for games whose standings keep the reason's code. */
  readonly describeOut?: (reason: string, lang?: Lang) => string
  /** The running order, one line per car. */
  readonly describeRunningOrder: (state: S, options?: { readonly lang?: Lang }) => ReadonlyArray<string>
  /** The race as it stands, drawn as a viewer sees it. */
  readonly renderSvg: (state: S, options?: PictureOptions) => string
  /**
   * Whether the start is settled (grid decided, cars ready), for the report's grid, in games
   * whose players decide things before the start (qualifying, builds); without it the grid is
   * shown once the opening chance is resolved.
   */
  readonly startSettled?: (state: S) => boolean
  /** Whether an event puts a car out, for games whose standings rank teams rather than cars. */
  readonly isElimination?: (event: E) => boolean
}

/** A catalog entry with its types erased, so one list can hold every game. */
export type AnyEntry = CatalogEntry<unknown, unknown, unknown, unknown, unknown>

/** Erases an entry's types (each entry is checked against its own game when written). */
export const entry = <C, S, A, E, O>(e: CatalogEntry<C, S, A, E, O>): AnyEntry => e as unknown as AnyEntry

const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`

/** Every game, in the order `simulate all` plays them. */
export const catalog: ReadonlyArray<AnyEntry> = [
  entry({
    game: fmr.formulaMotorRacing,
    configFromOptions: fmr.configFromOptions,
    title: (c) =>
      `${c.players} players, ${plural(c.races, 'race')} (${c.variants.shortRaces ? 'short-races' : c.variants.driversChampionship ? 'drivers' : 'basic'} rules)`,
    bots: fmr.bots,
    formatAction: fmr.formatAction,
    notationVersion: fmr.NOTATION_VERSION,
    describeAction: fmr.describeAction,
    describeEvents: (events, viewer, options) => fmr.describeEvents(events, viewer, { lang: options?.lang ?? 'en' }),
    // The cards played and what each did: a hundred lines a race, behind --moves.
    isMove: (e) =>
      e.type === 'card-played' || e.type === 'dice-rolled' || e.type === 'car-moved' || e.type === 'no-effect',
    describeRunningOrder: (state, options) => fmr.describeRunningOrder(state, options),
    renderSvg: fmr.renderSvg,
    // Standings rank teams; cars leave the race through car-out events.
    isElimination: (e) => e.type === 'car-out',
  }),
  entry({
    game: formuleDe.formuleDe,
    configFromOptions: formuleDe.configFromOptions,
    title: (c) =>
      `${typeof c.circuit === 'string' ? (formuleDe.boards[c.circuit as formuleDe.BoardId]?.name ?? c.circuit) : c.circuit.name}, ${plural(c.cars.length, 'car')}, ${plural(c.laps, 'lap')} (${c.preset ?? 'basic'} rules)`,
    bots: formuleDe.bots,
    formatAction: formuleDe.formatAction,
    notationVersion: formuleDe.NOTATION_VERSION,
    describeAction: formuleDe.describeAction,
    describeEvents: formuleDe.describeEvents,
    describeOut: (reason, lang) =>
      formuleDe.describeOutReason(reason as formuleDe.EliminationReason, { lang: lang ?? 'en' }) ?? reason,
    describeRunningOrder: (state, options) => formuleDe.describeRunningOrder(state, options),
    // Nothing is hidden: every seat sees the whole race; highlight draws the car to play's targets and odds.
    renderSvg: formuleDe.renderSvg,
    // The grid is known, and the cars built, when the first round begins (after any qualifying).
    startSettled: (state) => state.round >= 1,
  }),
  entry({
    game: rallyman.rallyman,
    configFromOptions: rallyman.configFromOptions,
    title: (c) =>
      `${c.rally.name}, ${plural(c.drivers.length, 'driver')}, ${plural(c.rally.specials.length, 'special')} (${c.rules.dirt ? 'dirt' : 'basic'} rules)`,
    bots: rallyman.bots,
    formatAction: rallyman.formatAction,
    notationVersion: rallyman.NOTATION_VERSION,
    describeAction: rallyman.describeAction,
    describeEvents: (events, viewer, options) =>
      rallyman.describeEvents(events, viewer, { lang: options?.lang ?? 'en' }),
    describeOut: (reason, lang) =>
      rallyman.describeRetirement(reason as rallyman.RetirementReason, { lang: lang ?? 'en' }) ?? reason,
    describeRunningOrder: (state, options) => rallyman.describeRunningOrder(state, options),
    renderSvg: rallyman.renderSvg,
  }),
  entry({
    game: bolide.bolide,
    configFromOptions: bolide.configFromOptions,
    title: (c) => `${c.circuit.name}, ${plural(c.drivers.length, 'car')}, ${plural(c.laps, 'lap')} (${c.rules} rules)`,
    bots: bolide.bots,
    formatAction: bolide.formatAction,
    notationVersion: bolide.NOTATION_VERSION,
    describeAction: bolide.describeAction,
    describeEvents: (events, viewer, options) =>
      bolide.describeEvents(events, viewer, options?.from, { lang: options?.lang ?? 'en' }),
    describeOut: (reason, lang) => bolide.describeOutReason(reason as bolide.OutReason, { lang: lang ?? 'en' }),
    describeRunningOrder: (state, options) => bolide.describeRunningOrder(state, options),
    renderSvg: bolide.renderSvg,
  }),
]

/** The entry of a game id, if pitwall knows it. */
export const entryOf = (id: string, entries: ReadonlyArray<AnyEntry> = catalog): AnyEntry | undefined =>
  entries.find((e) => e.game.id === id)
