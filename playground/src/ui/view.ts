/**
 * What the parts of a race page share: the session, how the page shows it (viewer, zoom,
 * selection, notice...) and what the race does on a click (play, travel, run the clock).
 * `race.ts` makes one; `board.ts`, `controls.ts` and `moves.ts` draw from it.
 */
import type { Lang, RuleViolation, Viewer } from 'pitwall/core'
import type { Pick, Zoom } from '../games/kit.js'
import type { Session } from '../session.js'
import { h } from './dom.js'
import type { InspectorTab } from './panels.js'

/** A line above the moves: a refusal with its rule, or information. */
export interface Notice {
  readonly kind: 'refusal' | 'info'
  readonly text: string
}

export interface RaceView<C, S, A, E, O> {
  readonly session: Session<C, S, A, E, O>
  /** The seat names of the race. */
  readonly names: ReadonlyArray<string>
  /** Whether the bots' clock runs. */
  playing: boolean
  /** Delay between two automatic steps, in milliseconds. */
  delay: number
  viewerChoice: 'auto' | Viewer
  /** Whether the picture highlights the legal targets. */
  highlight: boolean
  /** What the clicks on the picture picked so far. */
  selection: ReadonlyArray<Pick<A>>
  notice: Notice | null
  /** The filter of the list of legal moves. */
  filter: string
  /** What is typed in the move box (kept when the page draws the race again). */
  typed: string
  tab: InspectorTab
  driversOpen: boolean
  /** The zoom chosen, or null for the game's own. */
  zoom: Zoom | null
  /** Whether a person's move waits for Confirm (with Undo) before it is played. */
  confirmMoves: boolean
  /** A person's move waiting for Confirm or Undo (the rules have accepted it), or null. */
  staged: A | null
  /** Whose view the page shows. */
  viewer(): Viewer
  /** Whether moves may be made by hand now. */
  handMoves(): boolean
  /** Plays an action for whoever acts (the rules judge it); a person's waits for Confirm when asked. */
  play(action: A): void
  /** Plays the move waiting for Confirm. */
  confirm(): void
  /** Takes back the move waiting for Confirm. */
  undo(): void
  /** Travels to a step (stops the clock). */
  goto(index: number): void
  /** Stops the clock and the search under way. */
  stop(): void
  /** Starts the clock's next tick, if it runs. */
  schedule(): void
  /** Draws the whole race again. */
  render(): void
}

const CONFIRM_KEY = 'pitwall-confirm-moves'

/** Whether a person's moves wait for Confirm: on unless turned off (kept in the browser). */
export const storedConfirm = (): boolean => {
  try {
    return localStorage.getItem(CONFIRM_KEY) !== 'off'
  } catch {
    return true
  }
}

/** Keeps the choice for the next races. */
export const storeConfirm = (on: boolean): void => {
  try {
    localStorage.setItem(CONFIRM_KEY, on ? 'on' : 'off')
  } catch {
    // A page from file:// may have no storage: the choice then lasts as long as the page.
  }
}

// Delay between two automatic steps, by speed.
export const SPEEDS: ReadonlyArray<readonly [string, number]> = [
  ['slow', 900],
  ['normal', 350],
  ['fast', 90],
  ['fastest', 0],
]

/** A refusal as the page shows it: `CODE: message — rule`, the message in the page's language where the game words it. */
export const refusal = (words: (v: RuleViolation, lang: Lang) => string, v: RuleViolation, lang: Lang): string =>
  `${v.code}: ${words(v, lang)}${v.rule === '' ? '' : ` — ${v.rule}`}`

/** A button with its test id. */
export const button = (
  label: string | ReadonlyArray<Node | string>,
  testid: string,
  action: () => void,
  extra: Record<string, string | boolean> = {},
): HTMLButtonElement =>
  h('button', { 'data-testid': testid, onclick: action, ...extra }, ...(typeof label === 'string' ? [label] : label))
