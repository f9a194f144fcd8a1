/**
 * What the command writes to a terminal. Names in a log or a config (seats, drivers, cars,
 * circuits, rallies) are anybody's text, and a terminal obeys some characters instead of
 * showing them: escape sequences clear the screen, retitle the window or colour what follows,
 * a carriage return writes over a line, bidi overrides show text in another order. Every text
 * the command prints passes through {@link terminalIo}, the one place that cleans it.
 */

/** Where the command writes, so tests can capture it; `now` times the progress bar's estimate. */
export interface Io {
  /** Normal output. */
  readonly out: (text: string) => void
  /** Errors and progress. */
  readonly err: (text: string) => void
  /** Whether `err` is a terminal (progress is shown, and redrawn in place, only there). */
  readonly interactive: boolean
  /** Milliseconds since some origin (default: none, no time estimate). */
  readonly now?: () => number
  /** The environment, for the language of the words (`LANG=fr_FR.UTF-8`; default: none, English). */
  readonly env?: Readonly<Record<string, string | undefined>>
}

/** The command's own Io: every text cleaned, and a status line redrawn in place on `err`. */
export interface TerminalIo extends Io {
  /** Draws `line` over the status line (a terminal only; elsewhere nothing is written). */
  readonly status: (line: string) => void
  /** Erases the status line, if one was drawn. */
  readonly clearStatus: () => void
}

// Escape sequences whole (CSI `ESC [ … final`, OSC `ESC ] … BEL or ESC \`, two-character
// escapes), so `Name\u001b[31m` prints `Name` rather than `Name?[31m`.
const SEQUENCES = /\u001b(?:\[[0-?]*[ -/]*[@-~]|\][^\u0007\u001b]*(?:\u0007|\u001b\\)?|[@-Z\\-_])/g
// Every control character left: C0 but tab and newline, DEL, C1, the line and paragraph
// separators, and the bidi embeddings, overrides and isolates (U+202A-E, U+2066-9).
const CONTROLS = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g

/**
 * Text safe to print on a terminal: escape sequences removed, every other control character
 * (newline and tab excepted) shown as `?`. The second pass alone makes the promise: whatever
 * the first removes, no control character is left.
 */
export const cleanText = (text: string): string => text.replace(SEQUENCES, '').replace(CONTROLS, '?')

// Carriage return and erase to the end of the line: the only control characters the command
// writes itself, around a status line it has cleaned.
const REDRAW = '\r'
const ERASE = '\u001b[K'

/** The command's Io over a raw one: the one place where printed text is cleaned. */
export const terminalIo = (io: Io): TerminalIo => {
  let drawn = false
  const clearStatus = (): void => {
    if (drawn) io.err(`${REDRAW}${ERASE}`)
    drawn = false
  }
  return {
    out: (text) => {
      clearStatus()
      io.out(cleanText(text))
    },
    err: (text) => {
      clearStatus()
      io.err(cleanText(text))
    },
    interactive: io.interactive,
    ...(io.now === undefined ? {} : { now: io.now }),
    status: (line) => {
      if (!io.interactive) return
      io.err(`${REDRAW}${cleanText(line).replace(/\n/g, ' ')}${ERASE}`)
      drawn = true
    },
    clearStatus,
  }
}
