/**
 * Stand-ins for a game whose subpath does not export its notation or per-viewer event lines
 * yet: a compact text of the action's fields, read back by matching the legal actions (or
 * as JSON, decoded exactly by core), and `describeEvent` over `observeEvents`.
 */
import { left, right, type Either } from 'fp-ts/lib/Either.js'
import { decodeAction, type Game, type RuleViolation, type Viewer } from 'pitwall/core'

const fieldText = (value: unknown): string => {
  if (value === null) return '-'
  if (Array.isArray(value)) return value.map(fieldText).join('+')
  if (typeof value === 'object') {
    const o = value as Record<string, unknown>
    // A grid point reads as x,y.
    if (typeof o['x'] === 'number' && typeof o['y'] === 'number' && Object.keys(o).length === 2) return `${o['x']},${o['y']}`
    return `{${Object.entries(o).map(([k, v]) => `${k}=${fieldText(v)}`).join(' ')}}`
  }
  return String(value)
}

/** An action as `type field=value ...`, e.g. `move to=14,22`. */
export const fieldsNotation = (action: unknown): string => {
  if (typeof action !== 'object' || action === null) return String(action)
  const { type, ...rest } = action as Record<string, unknown>
  const fields = Object.entries(rest).map(([k, v]) => `${k}=${fieldText(v)}`)
  return [typeof type === 'string' ? type : fieldText(type), ...fields].join(' ')
}

const badNotation = (text: string, why: string): RuleViolation => ({
  code: 'BAD_NOTATION',
  message: `"${text}" is not a move: ${why}`,
  rule: 'pitwall notation',
})

/**
 * Reads text back: the legal action whose notation it is, or a JSON action decoded exactly
 * (legality is then `reduce`'s to judge, so an illegal move gets the rule's own refusal).
 */
export const parseByNotation = <C, S, A, E, O>(
  game: Game<C, S, A, E, O>,
  format: (action: A, state: S) => string,
  text: string,
  state: S,
): Either<RuleViolation, A> => {
  const wanted = text.trim()
  if (wanted === '') return left(badNotation(text, 'it is empty.'))
  const listed = game.legalActions(state).find((a) => format(a, state) === wanted)
  if (listed !== undefined) return right(listed)
  if (!wanted.startsWith('{')) return left(badNotation(text, 'no legal action is written so; type one of the list, or JSON.'))
  let json: unknown
  try {
    json = JSON.parse(wanted)
  } catch (error) {
    return left(badNotation(text, `not JSON (${error instanceof Error ? error.message : String(error)}).`))
  }
  return decodeAction(game, json)
}

/** A step's events as lines, as `viewer` may see them, from a game's `describeEvent`. */
export const describeSeen = <C, S, A, E, O>(
  game: Game<C, S, A, E, O>,
  describeEvent: (event: E) => string | null,
  events: ReadonlyArray<E>,
  viewer: Viewer,
): ReadonlyArray<string> =>
  game.observeEvents(events, viewer).flatMap((e) => {
    const line = describeEvent(e)
    return line === null ? [] : [line]
  })

/** Parses JSON for a paste box: the value, or the parser's message. */
export const parseJson = (text: string): Either<ReadonlyArray<string>, unknown> => {
  try {
    return right(JSON.parse(text) as unknown)
  } catch (error) {
    return left([`Not JSON: ${error instanceof Error ? error.message : String(error)}`])
  }
}

/** A setup's Left as the lines the form shows (a message may hold several lines). */
export const setupLines = (error: { readonly code: string; readonly message: string; readonly rule: string }): ReadonlyArray<string> =>
  error.message.split('\n').map((line, i) => (i === 0 ? `${error.code}: ${line}${error.rule === '' ? '' : ` (${error.rule})`}` : line))
