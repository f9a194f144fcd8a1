/**
 * The states the command line draws: a race at its start, every state of a saved race, and
 * the steps of a saved race at which a picture is worth drawing.
 */
import { isLeft, left, right, type Either } from 'fp-ts/lib/Either.js'
import { readLog, resolveChance, seedRng } from '../core/index.js'
import type { AnyEntry } from './catalog.js'
import type { RacePlan } from './race.js'

/** The race of a plan at its first decision (the opening draws made). */
export const stateAtStart = (entry: AnyEntry, plan: RacePlan, seed: number): Either<string, unknown> => {
  const start = entry.game.setup(plan.config)
  if (isLeft(start)) return left(start.left.message)
  const opened = resolveChance(entry.game, start.right, seedRng(seed))
  if (isLeft(opened)) return left(`${opened.left.code}: ${opened.left.message}`)
  return right(opened.right.state)
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

/** The steps of a saved race worth a picture: each decision (the state a seat decided in) and the finish. */
export const framesOf = (entry: AnyEntry, states: ReadonlyArray<unknown>): ReadonlyArray<number> =>
  states.flatMap((state, step) => {
    const kind = entry.game.status(state).kind
    return kind === 'decision' || kind === 'simultaneous' || kind === 'over' ? [step] : []
  })
