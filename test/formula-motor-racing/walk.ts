/**
 * Random seasons for the property tests of the state checks, the notation and the position
 * builder: every state of a season played with uniformly random decisions and exactly
 * sampled chance, and a check that a state plays on to the end of its season.
 */
import { isLeft } from 'fp-ts/lib/Either.js'
import { canonicalJson, nextInt, sampleOutcome, seedRng, type Rng } from '../../src/core/index.js'
import type { Action, Config, State } from '../../src/formula-motor-racing/index.js'
import { game } from './helpers.js'

/** A season's states, first to last, and the actions between them. */
export interface Walk {
  readonly states: ReadonlyArray<State>
  readonly actions: ReadonlyArray<Action>
}

/** The next action from a state: a sampled chance outcome or a uniformly random legal decision; `null` at the end. */
const nextAction = (state: State, rng: Rng): readonly [Action, Rng] | string | null => {
  const st = game.status(state)
  if (st.kind === 'over') return null
  if (st.kind === 'invalid') return `status is invalid: ${st.violation.message}`
  if (st.kind === 'chance') {
    const [action, next] = sampleOutcome(st.outcomes, rng)
    return action === undefined ? 'a chance node without outcomes' : [action, next]
  }
  if (st.kind !== 'decision') return `a ${st.kind} node`
  const legal = game.legalActions(state, st.seat)
  if (legal.length === 0) return `seat ${st.seat} has no legal action`
  const [i, next] = nextInt(rng, 0, legal.length - 1)
  return [legal[i] as Action, next]
}

/** Plays a season from a state; throws on any refusal. */
export const walkFrom = (start: State, seed: number, maxSteps = 20_000): Walk => {
  const states: State[] = [start]
  const actions: Action[] = []
  let state = start
  let rng = seedRng(seed)
  for (let step = 0; step < maxSteps; step++) {
    const next = nextAction(state, rng)
    if (next === null) return { states, actions }
    if (typeof next === 'string') throw new Error(`step ${step}: ${next}`)
    const [action, r] = next
    rng = r
    const result = game.reduce(state, action)
    if (isLeft(result))
      throw new Error(`step ${step}: ${canonicalJson(action)} refused: ${result.left.code} ${result.left.message}`)
    state = result.right.state
    states.push(state)
    actions.push(action)
  }
  throw new Error(`no end after ${maxSteps} steps`)
}

/** Every state of a season from a config. */
export const walkSeason = (config: Config, seed: number): Walk => {
  const start = game.setup(config)
  if (isLeft(start)) throw new Error(`setup refused: ${start.left.code} ${start.left.message}`)
  return walkFrom(start.right, seed)
}

/**
 * What goes wrong when a season is played on from a state: a status that is invalid, a
 * decision without a legal action, a legal action refused, a state that no longer saves and
 * loads (JSON, then `admit`). Empty when it plays to the end.
 */
export const playOnProblems = (start: State, seed: number): ReadonlyArray<string> => {
  for (const action of game.legalActions(start)) {
    const r = game.reduce(start, action)
    if (isLeft(r)) return [`its own legal ${canonicalJson(action)} is refused: ${r.left.code} ${r.left.message}`]
  }
  let walk: Walk
  try {
    walk = walkFrom(start, seed)
  } catch (error) {
    return [error instanceof Error ? error.message : String(error)]
  }
  for (const [i, state] of walk.states.entries()) {
    const loaded = game.admit(JSON.parse(JSON.stringify(state)))
    if (isLeft(loaded)) return [`state ${i} after it does not load again: ${loaded.left.message}`]
  }
  return []
}
