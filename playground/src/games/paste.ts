/** Reading what the setup form was given: pasted JSON, and a setup's refusal as lines. */
import { left, right, type Either } from 'fp-ts/lib/Either.js'

/** Parses JSON for a paste box: the value, or the parser's message. */
export const parseJson = (text: string): Either<ReadonlyArray<string>, unknown> => {
  try {
    return right(JSON.parse(text) as unknown)
  } catch (error) {
    return left([`Not JSON: ${error instanceof Error ? error.message : String(error)}`])
  }
}

/** A setup's Left as the lines the form shows (a message may hold several lines). */
export const setupLines = (error: {
  readonly code: string
  readonly message: string
  readonly rule: string
}): ReadonlyArray<string> =>
  error.message
    .split('\n')
    .map((line, i) => (i === 0 ? `${error.code}: ${line}${error.rule === '' ? '' : ` (${error.rule})`}` : line))
