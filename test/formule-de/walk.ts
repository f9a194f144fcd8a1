import { isLeft } from 'fp-ts/lib/Either.js'
import { canonicalJson, nextInt, sampleOutcome, seedRng, type Rng } from '../../src/core/index.js'
import type { Action } from '../../src/formule-de/actions.js'
import type { Config } from '../../src/formule-de/config.js'
import { formuleDe } from '../../src/formule-de/game.js'
import { qualifyingNow } from '../../src/formule-de/rules/qualifying-session.js'
import type { State } from '../../src/formule-de/state.js'
import { circuitOf } from '../../src/formule-de/board.js'

/**
 * What the rules promise of every state, written apart from the engine's own state check:
 * every car on a space of the circuit (or off it before the race), no two racing cars on one
 * space, nothing on a sheet below zero, the finishers the finished cars, the order cars of
 * the race, the race over only when no car races; one lap alone on the track in qualifying.
 */
export const raceInvariants = (state: State): ReadonlyArray<string> => {
  const out: string[] = []
  const n = circuitOf(state).spaces.length
  if (state.cars.some((c) => c.space >= n || (state.round > 0 && c.space < 0))) out.push('a car off the circuit')
  const racing = state.cars.filter((c) => c.status === 'racing' && c.space >= 0)
  if (new Set(racing.map((c) => c.space)).size !== racing.length) out.push('two racing cars share a space')
  for (const c of state.cars) {
    for (const [part, v] of Object.entries(c.wear)) if (v < 0) out.push(`${c.name}: ${part} below zero`)
    if (c.holding < 0 || c.standPoints < 0) out.push(`${c.name}: road holding or stand points below zero`)
  }
  const finished = state.cars.flatMap((c, i) => (c.status === 'finished' ? [i] : []))
  if ([...state.finishers].sort((a, b) => a - b).join() !== finished.join())
    out.push('the finishers are not the finished cars')
  if (state.order.some((i) => i >= state.cars.length)) out.push('the order names a car the race does not have')
  // A move's roll is a face of a die: the gear dice show 1 to 30 (FD-B boîte de vitesse).
  if (state.step.kind === 'move' && (state.step.roll < 1 || state.step.roll > 30))
    out.push(`a move of ${state.step.roll} spaces`)
  if (state.rules.preset === 'basic' && (state.dangerous.length > 0 || state.sky !== null))
    out.push('basic race with advanced-rule state')
  if (new Set(state.dangerous).size !== state.dangerous.length) out.push('a dangerous space marked twice')
  if (state.step.kind === 'over' && state.cars.some((c) => c.status === 'racing'))
    out.push('race over with a car still racing')
  // FD-A 2, FD-T 1: each qualifying lap is run alone on the track, in config order.
  if (qualifyingNow(state) && state.cars.some((c, k) => c.space >= 0 && k !== state.qualifying?.laps.length))
    out.push("a car on the track during another car's qualifying lap")
  if (state.qualifying !== null && state.round > 0 && state.qualifying.laps.length !== state.cars.length)
    out.push('the race started before every car ran its qualifying lap')
  return out
}

/** A race played with random decisions and exactly sampled dice: every state it went through. */
export interface Walk {
  readonly config: Config
  readonly states: ReadonlyArray<State>
}

// One step from a state: a die's outcome or a random legal decision.
const stepOf = (state: State, rng: Rng): readonly [Action | undefined, Rng] => {
  const st = formuleDe.status(state)
  if (st.kind === 'chance') return sampleOutcome(st.outcomes, rng)
  if (st.kind !== 'decision') return [undefined, rng]
  const legal = formuleDe.legalActions(state)
  const [i, next] = nextInt(rng, 0, Math.max(0, legal.length - 1))
  return [legal[i], next]
}

/** Plays a race from a config to its end (or `maxSteps`), keeping every state. */
export const walkRace = (config: Config, seed: number, maxSteps = 20_000): Walk => {
  const start = formuleDe.setup(config)
  if (isLeft(start)) throw new Error(`setup refused: ${start.left.message}`)
  const states: State[] = [start.right]
  let s = start.right
  let rng = seedRng(seed)
  for (let k = 0; k < maxSteps && formuleDe.status(s).kind !== 'over'; k++) {
    const [action, next] = stepOf(s, rng)
    rng = next
    if (action === undefined) break
    const t = formuleDe.reduce(s, action)
    if (isLeft(t)) throw new Error(`a listed action was refused: ${t.left.code} ${t.left.message}`)
    s = t.right.state
    states.push(s)
  }
  return { config, states }
}

/**
 * What goes wrong playing a state to the end with random decisions: a broken race invariant,
 * a refusal of a listed action, an invalid status, a decision with no legal action, a saved
 * copy (every `saveEvery` steps) that is not admitted or plays differently, or no end within
 * `maxSteps`.
 */
export const playOnProblems = (
  state: State,
  seed: number,
  maxSteps = 20_000,
  saveEvery = 25,
): ReadonlyArray<string> => {
  let s = state
  let rng = seedRng(seed)
  for (let k = 0; k < maxSteps; k++) {
    const broken = raceInvariants(s)
    if (broken.length > 0) return broken.map((line) => `step ${k}: ${line}`)
    const st = formuleDe.status(s)
    if (st.kind === 'over') return []
    if (st.kind === 'invalid') return [`step ${k}: invalid status: ${st.violation.message}`]
    if (k % saveEvery === 0) {
      const loaded = formuleDe.admit(JSON.parse(JSON.stringify(s)))
      if (isLeft(loaded)) return [`step ${k}: the saved state is refused: ${loaded.left.message}`]
      if (canonicalJson(loaded.right) !== canonicalJson(s)) return [`step ${k}: the saved state loads differently`]
    }
    const [action, next] = stepOf(s, rng)
    rng = next
    if (action === undefined) return [`step ${k}: no legal action at a ${st.kind} node (${s.step.kind})`]
    const t = formuleDe.reduce(s, action)
    if (isLeft(t)) return [`step ${k}: ${canonicalJson(action)} refused: ${t.left.code} ${t.left.message}`]
    s = t.right.state
  }
  return [`no end within ${maxSteps} steps`]
}
