/**
 * Progress on a terminal: a status line redrawn in place, at most every 100 ms (a batch of
 * short races would otherwise write it thousands of times a second), and only once the work
 * has lasted long enough to be worth a line. Elsewhere (a pipe, a file) nothing is drawn.
 */
import type { TerminalIo } from './terminal.js'

// The shortest interval between two redraws, in milliseconds.
const REDRAW_MS = 100

/** A status line that redraws when it is time. */
export interface Progress {
  /** Milliseconds since the work began (undefined without a clock). */
  readonly elapsed: () => number | undefined
  /** Redraws the line if it is time (`force`: now, if it is drawn at all). */
  readonly show: (line: () => string, force?: boolean) => void
}

/** Progress on `term`'s status line, drawn from `afterMs` on (without a clock, at every call). */
export const progressOn = (term: TerminalIo, afterMs = 0): Progress => {
  const started = term.now?.()
  let drawn = -Infinity
  const elapsed = (): number | undefined => (started === undefined ? undefined : (term.now?.() ?? started) - started)
  return {
    elapsed,
    show: (line, force = false) => {
      if (!term.interactive) return
      const now = elapsed()
      if (now !== undefined && !force && (now < afterMs || now - drawn < REDRAW_MS)) return
      if (now !== undefined) drawn = now
      term.status(line())
    },
  }
}
