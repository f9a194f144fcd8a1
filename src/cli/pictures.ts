/**
 * The pictures the command line draws: a race at its start, or a saved race at any step, as
 * one seat (or a spectator) sees it, and one picture per decision of a saved race.
 */
import { isLeft, left, right, type Either } from 'fp-ts/lib/Either.js'
import { readLog, resolveChance, seedRng } from '../core/index.js'
import type { AnyEntry, PictureOptions } from './catalog.js'
import type { RacePlan } from './race.js'

/** The race of a plan at its first decision (the opening draws made), drawn. */
export const pictureAtStart = (
  entry: AnyEntry,
  plan: RacePlan,
  seed: number,
  options: PictureOptions,
): Either<string, string> => {
  const start = entry.game.setup(plan.config)
  if (isLeft(start)) return left(start.left.message)
  const opened = resolveChance(entry.game, start.right, seedRng(seed))
  if (isLeft(opened)) return left(`${opened.left.code}: ${opened.left.message}`)
  return right(entry.renderSvg(opened.right.state, options))
}

/** Every state of a saved race, the start first: `states[k]` is the state after k steps. */
export const statesOfLog = (entry: AnyEntry, input: unknown): Either<string, ReadonlyArray<unknown>> => {
  const read = readLog(entry.game, input)
  if (isLeft(read)) {
    const e = read.left
    return left(`${e.step >= 0 ? `step ${e.step}: ` : ''}${e.code}: ${e.message} [${e.rule}]`)
  }
  const start = entry.game.setup(read.right.log.config)
  if (isLeft(start)) return left(start.left.message)
  const states: unknown[] = [start.right]
  let state = start.right
  for (const { action } of read.right.log.steps) {
    const next = entry.game.reduce(state, action)
    if (isLeft(next)) return left(next.left.message)
    state = next.right.state
    states.push(state)
  }
  return right(states)
}

/** The saved race after `step` steps (the end when absent). */
export const pictureAtStep = (
  entry: AnyEntry,
  states: ReadonlyArray<unknown>,
  step: number | undefined,
  options: PictureOptions,
): Either<string, string> => {
  const last = states.length - 1
  if (step !== undefined && step > last) return left(`the race has ${last} steps: --step must be at most ${last}`)
  return right(entry.renderSvg(states[step ?? last], options))
}

/**
 * One picture per decision of a saved race (the state a seat decided in) and the finish,
 * with the step each shows.
 */
export const framesOf = (
  entry: AnyEntry,
  states: ReadonlyArray<unknown>,
  options: PictureOptions,
): ReadonlyArray<{ readonly step: number; readonly svg: string }> => {
  const frames: { step: number; svg: string }[] = []
  states.forEach((state, step) => {
    const kind = entry.game.status(state).kind
    if (kind === 'decision' || kind === 'simultaneous' || kind === 'over')
      frames.push({ step, svg: entry.renderSvg(state, options) })
  })
  return frames
}
