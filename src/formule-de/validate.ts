/**
 * What is wrong with a decoded Formule Dé state: one English line per problem, empty only for
 * a state a race could reach (as far as the state alone can tell). Core's guard refuses a
 * state with problems (`BAD_STATE`, the lines in its message), and the position builder
 * returns them.
 *
 * The checks go from the ground up, each stage only when the one before found nothing, so no
 * check reads what an earlier one found broken: the circuit and its hash (`board.ts`), the
 * counts (laps, cars, names, rules, counters), the cars one by one (`validate-car.ts`), the
 * race as a whole (spaces shared, the order of play, the finishers, the weather, the dangerous
 * spaces, the qualifying session), the step the race is at (`validate-step.ts`), and last that the seat to decide
 * has a legal action. Promises: never throws on a value the state codec accepts.
 */
import { frozenInput } from '../core/freeze.js'
import { rememberFrozen } from '../core/memo.js'
import type { Circuit } from './circuit/model.js'
import { limitDefects } from './circuit/limits.js'
import { circuitDefects } from './circuit/validate.js'
import { MAX_CARS, MAX_NAME_LENGTH } from './config.js'
import { lapsAllowed, resolveRules } from './rules/presets.js'
import { qualifyingNow } from './rules/qualifying-session.js'
import { skyEvolves } from './rules/weather.js'
import type { State } from './state.js'
import { legalActions, node } from './status.js'
import { carProblems, who } from './validate-car.js'
import { stepProblems } from './validate-step.js'
import { boardProblems, circuitOf } from './board.js'

/**
 * The largest round and arrival counter a saved state may hold: far below the codec's bound
 * (1,000,000), so that the steps still to play cannot push them past it.
 * @group Limits
 */
export const MAX_COUNTER = 500_000

// The lines of each circuit object already checked: the states of a race share theirs.
// Sound: a circuit is stored only frozen (memo.ts), and a frozen object never changes.
const checked = new WeakMap<Circuit, ReadonlyArray<string>>()

// The format's limits first: nothing reads a circuit past them, not even to key it. The
// validation itself is remembered by content too (`circuitDefects`), for the copies saved states
// decode into.
const circuitProblems = (c: Circuit): ReadonlyArray<string> => {
  const known = checked.get(c)
  if (known !== undefined) return known
  const over = limitDefects(c)
  const lines = (over.length > 0 ? over : circuitDefects(c)).map((d) => `circuit: ${d.code}: ${d.message}`)
  return rememberFrozen(checked, c, lines)
}

// Laps, rules, cars, names and counters: what every later check relies on.
const countProblems = (s: State): ReadonlyArray<string> => {
  const out: string[] = []
  const n = s.cars.length
  const allowed = lapsAllowed(s.rules.preset)
  if (!allowed.includes(s.laps))
    out.push(`laps is ${s.laps}: the ${s.rules.preset} preset races ${allowed.join(' or ')}`)
  const preset = resolveRules(s.rules.preset, s.rules)
  const wrong = (Object.keys(preset) as Array<keyof typeof preset>).filter((k) => preset[k] !== s.rules[k])
  if (wrong.length > 0)
    out.push(`the ${s.rules.preset} preset has ${wrong.map((k) => `${k} ${String(preset[k])}`).join(', ')}`)
  if (n < 1 || n > Math.min(MAX_CARS, circuitOf(s).grid.length))
    out.push(`${n} cars: a race has 1 to ${MAX_CARS}, and no more than the ${circuitOf(s).grid.length} grid places`)
  const names = new Set<string>()
  for (const [i, c] of s.cars.entries()) {
    if (c.name.length > MAX_NAME_LENGTH)
      out.push(`car ${i}'s name has ${c.name.length} characters (at most ${MAX_NAME_LENGTH})`)
    else if (names.has(c.name)) out.push(`car ${i} has the name of another car (${JSON.stringify(c.name)})`)
    names.add(c.name)
  }
  if (s.round > MAX_COUNTER) out.push(`round is ${s.round} (at most ${MAX_COUNTER})`)
  if (s.arrivals > MAX_COUNTER) out.push(`arrivals is ${s.arrivals} (at most ${MAX_COUNTER})`)
  return out
}

// Each car's stand: its own index, or in the tournament the stand it chose (FD-T 4-0-1); on a
// circuit with stands, in a race that uses them, one of them and no other car's.
const standProblems = (s: State): ReadonlyArray<string> => {
  const out: string[] = []
  const stands = circuitOf(s).spaces.filter((x) => x.kind === 'stand').length
  const chosen = s.rules.preset === 'tournament' && stands > 0 && s.laps >= 2
  const choosing = s.step.kind === 'stands' ? s.order : []
  const seen = new Map<number, number>()
  s.cars.forEach((c, i) => {
    if (!chosen && c.stand !== i) out.push(`${who(s, i)} uses stand ${c.stand}, not its own (${i})`)
    if (stands > 0 && s.laps >= 2 && c.stand >= stands)
      out.push(`${who(s, i)} uses stand ${c.stand}, but the circuit has ${stands} stands`)
    if (choosing.includes(i)) return
    const other = seen.get(c.stand)
    if (other !== undefined) out.push(`${who(s, i)} and ${who(s, other)} share stand ${c.stand}`)
    seen.set(c.stand, i)
  })
  return out
}

// No two cars where the rules forbid it: racing cars and wrecks each on their own space.
const spaceProblems = (s: State): ReadonlyArray<string> => {
  const out: string[] = []
  const holder = new Map<number, number>()
  s.cars.forEach((c, i) => {
    if (c.space < 0 || !(c.status === 'racing' || c.wreck)) return
    const other = holder.get(c.space)
    if (other !== undefined) out.push(`${who(s, i)} and ${who(s, other)} are both on space ${c.space}`)
    else holder.set(c.space, i)
  })
  return out
}

// The cars still to play this round, and the finishers in crossing order.
const orderProblems = (s: State): ReadonlyArray<string> => {
  const out: string[] = []
  const n = s.cars.length
  const bad = s.order.filter((i) => i >= n)
  if (bad.length > 0) out.push(`order names cars ${bad.join(', ')}, but there are ${n} cars`)
  // A lapped car that passes the leader back plays again at the end of the round (FD-T 6-2-5).
  const body = s.order.length > 1 && s.order[s.order.length - 1] === s.order[0] ? s.order.slice(0, -1) : s.order
  if (new Set(body).size !== body.length) out.push(`order names a car twice: ${s.order.join(', ')}`)
  if (new Set(s.finishers).size !== s.finishers.length)
    out.push(`finishers names a car twice: ${s.finishers.join(', ')}`)
  const finished = s.cars.flatMap((c, i) => (c.status === 'finished' ? [i] : []))
  const listed = [...s.finishers].sort((a, b) => a - b)
  if (listed.join() !== finished.join())
    out.push(
      `finishers are ${s.finishers.join(', ') || 'none'}, but the finished cars are ${finished.join(', ') || 'none'}`,
    )
  return out
}

// The weather: only with its rule, rolled in its order, the track wet as the sky says.
const weatherProblems = (s: State): ReadonlyArray<string> => {
  const out: string[] = []
  const tournament = s.rules.preset === 'tournament'
  if (!s.rules.weather) {
    if (s.sky !== null || s.qualifyingSky !== null || s.wet || s.skyRollDue)
      out.push('sky, qualifyingSky, wet and skyRollDue are set without the weather rule')
    return out
  }
  // The tournament rolls the qualifying weather first, then plays the session and rolls the race
  // weather (FD-T 3-1, 2-0-1); the advanced rules roll the race weather first (FD-A 4).
  const session = s.step.kind === 'weather' ? s.step.session : null
  const beforeQualifyingSky = session === 'qualifying'
  const beforeSky = beforeQualifyingSky || session === 'race' || (tournament && qualifyingNow(s))
  if (tournament ? (s.qualifyingSky === null) !== beforeQualifyingSky : s.qualifyingSky !== null)
    out.push(
      `qualifyingSky is ${String(s.qualifyingSky)} at the ${s.step.kind} step (the tournament rolls it first, FD-T 3-1)`,
    )
  if ((s.sky === null) !== beforeSky)
    out.push(
      `sky is ${String(s.sky)} at the ${s.step.kind} step of round ${s.round} (rolled once before the race, FD-A 4)`,
    )
  if (s.sky === null) {
    const wet = tournament && s.qualifyingSky === 'rain-definitive'
    if (s.wet !== wet)
      out.push(
        `the track is ${s.wet ? 'wet' : 'dry'} before the race weather, under a qualifying sky of ${String(s.qualifyingSky)}`,
      )
  } else if ((s.sky.startsWith('rain') && !s.wet) || (s.sky.startsWith('sun') && s.wet)) {
    out.push(`the track is ${s.wet ? 'wet' : 'dry'} under ${s.sky}`)
  }
  if (s.skyRollDue && (!tournament || s.round < 1 || s.sky === null || !skyEvolves(s.sky)))
    out.push(
      'skyRollDue is set, but only a variable tournament sky rolls, at the end of a round of the race (FD-T 3-2-5)',
    )
  return out
}

// Dangerous spaces: only with the road-holding rule, each a track space, marked once.
const dangerProblems = (s: State): ReadonlyArray<string> => {
  const out: string[] = []
  if (!s.rules.roadHolding && s.dangerous.length > 0) out.push('dangerous spaces without the road-holding rule')
  const off = s.dangerous.filter((d) => circuitOf(s).spaces[d]?.kind !== 'track')
  if (off.length > 0) out.push(`dangerous spaces ${off.join(', ')} are not track spaces of the circuit`)
  if (new Set(s.dangerous).size !== s.dangerous.length) out.push('a dangerous space is marked twice')
  return out
}

// The qualifying session: with its rule, one lap per car at most, the lap being run on the track.
const qualifyingProblems = (s: State): ReadonlyArray<string> => {
  const q = s.qualifying
  if (q === null) return []
  const out: string[] = []
  if (!s.rules.qualifying) out.push('a qualifying session without the qualifying rule')
  if (q.laps.length > s.cars.length) out.push(`${q.laps.length} qualifying laps for ${s.cars.length} cars`)
  if (!qualifyingNow(s)) {
    if (q.throws !== 0 || q.overshoots.length > 0)
      out.push('the qualifying session is over but a lap is still being counted')
    return out
  }
  if (s.round !== 0) out.push(`round ${s.round} while the qualifying session runs`)
  const k = q.laps.length
  s.cars.forEach((c, j) => {
    if (c.status !== 'racing') out.push(`${who(s, j)} is ${c.status} during qualifying`)
    const running = j === k && s.step.kind !== 'weather'
    if (running !== c.space >= 0)
      out.push(
        running
          ? `${who(s, j)} runs its qualifying lap off the track`
          : `${who(s, j)} is on the track during another car's qualifying lap`,
      )
  })
  if (s.step.kind === 'weather' && (k > 0 || q.throws > 0 || q.overshoots.length > 0))
    out.push('a weather roll in the middle of the qualifying session')
  return out
}

// Before round 1 the cars are off the track until the grid is set, then all on grid places
// (the car running its qualifying lap aside).
const gridProblems = (s: State): ReadonlyArray<string> => {
  if (s.round !== 0 || qualifyingNow(s)) return []
  const placed = s.cars.filter((c) => c.space >= 0)
  const out: string[] = []
  if (placed.some((c) => !circuitOf(s).grid.includes(c.space))) out.push('before the race a car stands off the grid')
  const all = placed.length === s.cars.length
  if (s.step.kind === 'grid' ? placed.length > 0 : s.step.kind === 'weather' ? !all && placed.length > 0 : !all)
    out.push(`${placed.length} of ${s.cars.length} cars are on the grid at the ${s.step.kind} step`)
  return out
}

/** Every problem of a decoded state, one line each (empty when a race could reach it). @group State */
export const inconsistencies = (input: State): ReadonlyArray<string> => {
  // A frozen state, or a frozen copy of one its holder can still edit: what the checks
  // remember of it stays true.
  const s = frozenInput(input)
  const circuit = circuitProblems(circuitOf(s))
  if (circuit.length > 0) return circuit
  const board = boardProblems(s.board)
  if (board.length > 0) return board
  const counts = countProblems(s)
  if (counts.length > 0) return counts
  const cars = s.cars.flatMap((_, i) => carProblems(s, i))
  if (cars.length > 0) return cars
  const race = [
    ...standProblems(s),
    ...spaceProblems(s),
    ...gridProblems(s),
    ...orderProblems(s),
    ...weatherProblems(s),
    ...dangerProblems(s),
    ...qualifyingProblems(s),
  ]
  if (race.length > 0) return race
  const step = stepProblems(s)
  if (step.length > 0) return step
  const at = node(s)
  if (at.kind === 'decision' && legalActions(s).length === 0)
    return [`seat ${at.seat} has no legal action at its ${s.step.kind} step`]
  return []
}
