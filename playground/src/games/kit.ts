/**
 * What the playground needs from a game: the one public surface every `pitwall/<game>`
 * exports (the Game, `configFromOptions`, `boards`, `bots` with the search bot, `formatAction`/
 * `parseAction`, `describeEvents`, `renderSvg`, `determinize`), plus two things only a UI has: how to read a board the
 * user pasted, and what a click on the picture selects. One file per game fills it in.
 */
import type { Either } from 'fp-ts/lib/Either.js'
import type { Game, GameInfo, Lang, RuleViolation, SeatId, Viewer } from 'pitwall/core'
import type { Determinizer, GameBots } from 'pitwall/search'

/** What the setup form chose. */
export interface SetupChoice {
  /** Number of seats. */
  readonly players: number
  /** A built-in board id, or `custom` for the pasted board. */
  readonly board: string
  /** Laps, for games with laps. */
  readonly laps: number | null
  /** One of `info.presets`. */
  readonly preset: string
  /** The pasted board in the game's own authoring format (used when `board` is `custom`). */
  readonly custom: string
}

/** A game's own format for boards, for the paste box. */
export interface BoardFormat {
  /** What the format is, in a few words, in each language. */
  readonly label: Readonly<Record<Lang, string>>
  /** A line of help under the box, in each language. */
  readonly help: Readonly<Record<Lang, string>>
  /** A built-in board written in this format, to start from. */
  example(board: string): string
}

/** Rendering options, as every game's `renderSvg` takes them. */
export interface RenderOptions {
  readonly seat: Viewer
  readonly highlight: boolean
  /** The language of the picture's tooltips (English when absent). */
  readonly lang?: Lang
}

/** How the picture is shown. */
export type Zoom = 'fit' | 'width' | 'double'

/** A click on the picture: which legal actions it points at. */
export type Pick<A> = (action: A) => boolean

/** Everything the playground uses of one game. */
export interface Kit<C, S, A, E, O> {
  readonly game: Game<C, S, A, E, O>
  /** Ids of the built-in boards, the default first (empty: the game has no board). */
  readonly boards: ReadonlyArray<string>
  /** The format of a pasted board, or null for a game without boards. */
  readonly boardFormat: BoardFormat | null
  /** The race config the form describes; a Left lists the validator's messages. */
  config(choice: SetupChoice): Either<ReadonlyArray<string>, C>
  /** The seat names of a config (the names its events carry). */
  seatNames(config: C): ReadonlyArray<string>
  /** The game's bots: `random`, `heuristic`, and `mcts`, the search with the game's own settings. */
  readonly bots: GameBots<S, A, O>
  /** The game's determiniser: a race consistent with a seat's observation, to draw it (online). */
  readonly search: { readonly determinize: Determinizer<S, O> }
  /** An action in the game's notation. */
  formatAction(action: A, state: S): string
  /** The notation read back, or a refusal (code `BAD_NOTATION`). */
  parseAction(text: string, state: S): Either<RuleViolation, A>
  /** A step's events as lines for people, as `viewer` may see them, from the state before the step when known. */
  describeEvents(events: ReadonlyArray<E>, viewer: Viewer, lang: Lang, from?: S): ReadonlyArray<string>
  /** What an action will do at a state, in words. */
  describeAction(state: S, action: A, lang: Lang): string
  /** A refusal in words (its `message` in English; French where the game words it). */
  describeRefusal(refusal: RuleViolation, lang: Lang): string
  /** Why a car is out, in words, from the reason the standings keep. */
  describeOut(reason: string, lang: Lang): string
  /** The race as a picture, from `seat`'s side, with the legal targets when `highlight`. */
  renderSvg(state: S, options: RenderOptions): string
  /** The running order as lines, when the game describes it. */
  runningOrder(state: S, lang: Lang): ReadonlyArray<string>
  /**
   * What a click on `target` (an element of the picture, or one of its ancestors up to the
   * picture) selects among the legal actions, or null when it selects nothing.
   */
  pick(target: Element, state: S, legal: ReadonlyArray<A>): Pick<A> | null
  /** How the picture is best shown at first: whole, its full width, or twice its size around the targets. */
  readonly zoom: Zoom
  /** What the library does not offer yet for this game, shown in the page and the report. */
  readonly missing: ReadonlyArray<string>
}

/**
 * A kit with its types hidden, so the playground can keep the four games in one list and
 * still handle each one with its own types: `open` hands the typed kit to a function that
 * works for any types.
 */
export interface AnyKit {
  readonly info: GameInfo
  open<R>(use: <C, S, A, E, O>(kit: Kit<C, S, A, E, O>) => R): R
}

/** Packs a kit into an {@link AnyKit}. */
export const pack = <C, S, A, E, O>(kit: Kit<C, S, A, E, O>): AnyKit => ({
  info: kit.game.info,
  open: (use) => use(kit),
})

/** The nearest element at or above `target` (inside the picture) that carries `attribute`. */
export const closest = (target: Element, attribute: string): Element | null => target.closest(`[${attribute}]`)

/** The seat whose view matters for a picture: a seat number, or the spectator. */
export type SeatView = SeatId | 'spectator'
