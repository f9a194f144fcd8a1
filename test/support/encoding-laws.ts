/**
 * The encoding law kit: the properties every game's learning encoding obeys (docs/core.md,
 * "Learning"), checked on the states of seeded races of every config given. `checkEncodingLaws`
 * declares one vitest test per config; `encodingProblems` returns what is wrong, for the
 * meta-tests that break an encoding on purpose.
 */
import { expect, it } from 'vitest'
import { isLeft, type Either } from 'fp-ts/lib/Either.js'
import { encodingDoor } from '../../src/core/encoding.js'
import {
  canonicalJson,
  nextInt,
  seedRng,
  streamRng,
  type Encoding,
  type Game,
  type Policy,
  type Rng,
  type SeatId,
  type SetupError,
} from '../../src/core/index.js'

export interface EncodingKit<C, S, A, E, O> {
  readonly game: Game<C, S, A, E, O>
  readonly encoding: (config: C) => Either<SetupError, Encoding<S, A, O>>
  /** Configs by name (every preset, boards, player counts). */
  readonly configs: ReadonlyArray<readonly [string, C]>
  /** The bots of the races, by seat count. */
  readonly policies: (seats: number) => ReadonlyArray<Policy<A, O>>
  /** Seeded races per config. */
  readonly races: number
  /** Seats of a state. */
  readonly seats: (state: S) => number
  /** A state with the same observation for `seat` (the game's determinizer), to check the tensor reads nothing else. */
  readonly sameView?: (observation: O, seat: SeatId, rng: Rng) => readonly [S, Rng]
  /** Check the tensors at every k-th state only (long races); the ids are checked at every decision. */
  readonly every?: number
  /** Stop a race after this many steps. */
  readonly maxSteps?: number
  /**
   * Paths of the observation (`.`-joined, array indexes as `*`) the tensor may leave out
   * because other fields determine them (each guide says from what), e.g. `results.*.teamPoints`.
   */
  readonly derived?: ReadonlyArray<string>
  /** Lists whose order is fixed (by seat, by tile...): their items are checked one by one, not swapped. */
  readonly fixedOrder?: ReadonlyArray<string>
  /** Check the leaves of every k-th observation looked at (default 10). */
  readonly leafEvery?: number
}

/** What the laws found at the states of the races, and how many states and decisions they saw. */
export interface EncodingReport {
  readonly problems: ReadonlyArray<string>
  readonly states: number
  readonly decisions: number
  readonly tensors: number
  /** Determinized states whose observation was the seat's: their tensor was compared. */
  readonly sameViews: number
  /** The id ranges some listed decision fell in. */
  readonly ranges: ReadonlySet<string>
}

// Every leaf of a JSON value (numbers, strings, booleans, null) with its path.
const leaves = (
  value: unknown,
  path: ReadonlyArray<string | number> = [],
  out: Array<readonly [ReadonlyArray<string | number>, unknown]> = [],
) => {
  if (value !== null && typeof value === 'object') {
    if (Array.isArray(value)) value.forEach((v, i) => leaves(v, [...path, i], out))
    else for (const [k, v] of Object.entries(value)) leaves(v, [...path, k], out)
  } else out.push([path, value])
  return out
}

// Every array of a JSON value with its path.
const arrays = (
  value: unknown,
  path: ReadonlyArray<string | number> = [],
  out: Array<readonly [ReadonlyArray<string | number>, ReadonlyArray<unknown>]> = [],
) => {
  if (value !== null && typeof value === 'object') {
    if (Array.isArray(value)) {
      out.push([path, value])
      value.forEach((v, i) => arrays(v, [...path, i], out))
    } else for (const [k, v] of Object.entries(value)) arrays(v, [...path, k], out)
  }
  return out
}

// A copy of `value` with the leaf at `path` replaced.
const replaced = (value: unknown, path: ReadonlyArray<string | number>, leaf: unknown): unknown => {
  if (path.length === 0) return leaf
  const [head, ...rest] = path as [string | number, ...Array<string | number>]
  if (Array.isArray(value)) return value.map((v, i) => (i === head ? replaced(v, rest, leaf) : v))
  const record = value as Record<string, unknown>
  return { ...record, [head]: replaced(record[head], rest, leaf) }
}

// JSON with object keys sorted (core's canonicalJson, without its replacer: the kit calls it on
// every observation).
const canonical = (value: unknown): string => {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'undefined'
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`
  const record = value as Record<string, unknown>
  return `{${Object.keys(record)
    .sort()
    .map((k) => `${JSON.stringify(k)}:${canonical(record[k])}`)
    .join(',')}}`
}

const pattern = (path: ReadonlyArray<string | number>): string =>
  path.map((p) => (typeof p === 'number' ? '*' : p)).join('.')

const key = (tensor: Float32Array): string =>
  Buffer.from(tensor.buffer, tensor.byteOffset, tensor.byteLength).toString('base64')

// The seats deciding at a state (every seat still to choose at a simultaneous node).
const decidingSeats = <C, S, A, E, O>(game: Game<C, S, A, E, O>, state: S): ReadonlyArray<SeatId> => {
  const status = game.status(state)
  return status.kind === 'decision' ? [status.seat] : status.kind === 'simultaneous' ? status.seats : []
}

/**
 * The laws of one state's decisions: every seat's mask, and for each seat to act its ids
 * (distinct, in range, the same from its observation), `actionId` and `actionOf`. Reports
 * through `fail`; returns how many seats were to act. The names of the id ranges used go to `ranges`.
 */
export const decisionLaws = <C, S, A, E, O>(
  game: Game<C, S, A, E, O>,
  enc: Encoding<S, A, O>,
  state: S,
  seats: number,
  fail: (what: string) => void,
  ranges: Set<string> = new Set(),
): number => {
  const n = enc.numDistinctActions
  const status = game.status(state)
  let decisions = 0
  const deciding = decidingSeats(game, state)
  for (let seat = 0; seat < seats; seat++) {
    const mask = enc.legalMask(state, seat)
    if (mask.length !== n) fail(`a mask of ${mask.length} entries, not ${n}`)
    if (!deciding.includes(seat)) {
      if (mask.some((b) => b !== 0)) fail(`a mask for seat ${seat}, which is not to act (${status.kind})`)
      continue
    }
    decisions++
    const legal = game.legalActions(state, seat)
    const ids = enc.idsOf(state, legal)
    const seen = game.observe(state, seat)
    if (!isLeft(seen)) {
      const observed = enc.observedIdsOf(seen.right, legal)
      if (canonicalJson([...observed]) !== canonicalJson([...ids])) fail('the ids from the observation differ')
    }
    const distinct = new Set(ids)
    if (distinct.size !== legal.length) fail(`${legal.length} legal actions, ${distinct.size} distinct ids`)
    let ones = 0
    for (const b of mask) ones += b
    if (ones !== legal.length) fail(`${legal.length} legal actions, ${ones} ones in the mask`)
    legal.forEach((action, i) => {
      const id = ids[i] as number
      if (!(id >= 0 && id < n)) return fail(`id ${id} of ${canonicalJson(action)} is out of range`)
      const range = enc.actionRanges.find((r) => id >= r.offset && id < r.offset + r.count)
      if (range !== undefined) ranges.add(range.name)
      if (mask[id] !== 1) fail(`the mask misses id ${id} (${canonicalJson(action)})`)
      if (enc.actionId(state, action) !== id) fail(`actionId of ${canonicalJson(action)} is not its id ${id}`)
      const back = enc.actionOf(state, id, seat)
      if (back === undefined || canonicalJson(back) !== canonicalJson(action))
        fail(`actionOf(${id}) is ${canonicalJson(back)}, not ${canonicalJson(action)}`)
    })
  }
  return decisions
}

/** Plays the kit's races for one config and checks every law at the states it meets. */
export const encodingProblems = <C, S, A, E, O>(kit: EncodingKit<C, S, A, E, O>, config: C): EncodingReport => {
  const { game } = kit
  const problems: string[] = []
  // At most three problems of each kind (the words before the first number or quote), so one
  // broken law does not hide another.
  const kinds = new Map<string, number>()
  const fail = (what: string): void => {
    const kind = what.split(/[0-9"({]/)[0] ?? what
    const seen = kinds.get(kind) ?? 0
    kinds.set(kind, seen + 1)
    if (seen < 3) problems.push(what)
  }
  const made = kit.encoding(config)
  if (isLeft(made))
    return {
      problems: [`no encoding: ${made.left.message}`],
      states: 0,
      decisions: 0,
      tensors: 0,
      sameViews: 0,
      ranges: new Set(),
    }
  const enc = made.right
  const start = game.setup(config)
  if (isLeft(start))
    return {
      problems: [`no setup: ${start.left.message}`],
      states: 0,
      decisions: 0,
      tensors: 0,
      sameViews: 0,
      ranges: new Set(),
    }
  const n = enc.numDistinctActions
  const size = enc.observationSize
  if (enc.observationShape.length !== 1 || enc.observationShape[0] !== size) fail('observationShape is not [size]')
  const fieldsSize = enc.observationFields.reduce((sum, f) => sum + f.shape.reduce((a, b) => a * b, 1), 0)
  if (fieldsSize !== size) fail(`the fields hold ${fieldsSize} entries, the tensor ${size}`)
  const rangesSize = enc.actionRanges.reduce((sum, r) => sum + r.count, 0)
  if (rangesSize !== n) fail(`the ranges hold ${rangesSize} ids, numDistinctActions is ${n}`)
  // Tensor → the observation it came from, and observation → its tensor, over every state seen.
  const observationOf = new Map<string, string>()
  const tensorOf = new Map<string, string>()
  // The values seen at each leaf path, and observations kept for the leaf check.
  const valuesAt = new Map<string, Map<string, unknown>>()
  const listsAt = new Map<string, Set<string>>()
  const kept: O[] = []
  let looked = 0
  let states = 0
  let decisions = 0
  let sameViews = 0
  const ranges = new Set<string>()
  const every = kit.every ?? 1
  for (let race = 0; race < kit.races; race++) {
    let state = start.right
    const seats = kit.seats(state)
    const policies = kit.policies(seats)
    const nature = { rng: seedRng(race) }
    const streams = Array.from({ length: seats }, (_, s) => streamRng(seedRng(race), s))
    for (let step = 0; step < (kit.maxSteps ?? 100_000); step++) {
      const status = game.status(state)
      if (status.kind === 'over' || status.kind === 'invalid') break
      const look = step % every === 0
      if (look) {
        states++
        for (let seat = 0; seat < seats; seat++) {
          // The tensor of each seat's observation.
          const seen = game.observe(state, seat)
          if (isLeft(seen)) {
            fail(`no observation: ${seen.left.message}`)
            continue
          }
          const tensor = enc.observationTensor(seen.right)
          if (tensor.length !== size) fail(`a tensor of ${tensor.length} entries, not ${size}`)
          if (!tensor.every(Number.isFinite)) fail('a tensor entry is not finite')
          // The environment's view (no copies) is the observation.
          const view = encodingDoor<S, O>(enc)?.view
          if (view !== undefined && canonical(view(state, seat)) !== canonical(seen.right))
            fail(`the environment's view differs from the observation (step ${step}, seat ${seat})`)
          const t = key(tensor)
          const o = canonical(seen.right)
          const sample = looked % 3 === 0
          if (sample)
            for (const [path, leaf] of leaves(seen.right)) {
              const at = path.join('.')
              let values = valuesAt.get(at)
              if (values === undefined) valuesAt.set(at, (values = new Map()))
              if (values.size < 8) values.set(JSON.stringify(leaf), leaf)
            }
          if (sample)
            for (const [path, list] of arrays(seen.right)) {
              const at = path.join('.')
              let values = listsAt.get(at)
              if (values === undefined) listsAt.set(at, (values = new Set()))
              if (values.size < 2) values.add(JSON.stringify(list))
            }
          if (looked++ % (kit.leafEvery ?? 10) === 0) kept.push(seen.right)
          const before = observationOf.get(t)
          if (before === undefined) observationOf.set(t, o)
          else if (before !== o) fail(`two observations give one tensor (step ${step}, seat ${seat}):\n${before}\n${o}`)
          const again = tensorOf.get(o)
          if (again === undefined) tensorOf.set(o, t)
          else if (again !== t) fail(`one observation gives two tensors (step ${step}, seat ${seat})`)
          // The tensor reads the observation only: another state with the same view gives the same tensor.
          if (kit.sameView !== undefined && looked % 5 === 0) {
            const [other] = kit.sameView(seen.right, seat, seedRng(step))
            const view = game.observe(other, seat)
            if (isLeft(view)) fail(`no observation of a determinized state: ${view.left.message}`)
            else if (canonical(view.right) === o) {
              sameViews++
              if (key(enc.observationTensor(view.right)) !== t)
                fail(`a state with the same observation gives another tensor (step ${step}, seat ${seat})`)
            }
          }
          // Written at an offset, the block is the same and nothing else is touched.
          const wide = new Float32Array(size + 6).fill(7)
          enc.observationTensor(seen.right, wide, 3)
          if (wide[2] !== 7 || wide[size + 3] !== 7 || key(wide.slice(3, size + 3)) !== t)
            fail('the tensor written at an offset differs or spills')
        }
      }
      // The id laws at every decision (and at every chance node: no ids there).
      if (status.kind !== 'chance') decisions += decisionLaws(game, enc, state, seats, fail, ranges)
      else if (look) {
        decisionLaws(game, enc, state, seats, fail, ranges)
        const outcome = status.outcomes[0]
        if (outcome !== undefined && enc.actionId(state, outcome.action) !== -1) fail('a chance outcome has an id')
      }
      // Next step: chance from nature, decisions from the seat's bot.
      let action: A
      if (status.kind === 'chance') {
        const total = status.outcomes.reduce((sum, o) => sum + o.weight, 0)
        const [ticket, next] = nextInt(nature.rng, 0, total - 1)
        nature.rng = next
        let left = ticket
        action = (status.outcomes.find((o) => (left -= o.weight) < 0) ?? status.outcomes[0])?.action as A
      } else {
        const seat = status.kind === 'decision' ? status.seat : (status.seats[0] as number)
        const legal = game.legalActions(state, seat)
        const observation = game.observe(state, seat)
        if (isLeft(observation)) break
        const policy = policies[seat] as Policy<A, O>
        const [chosen, next] = policy({ seat, legal, rng: streams[seat] as Rng, observation: observation.right })
        streams[seat] = next
        action = chosen
      }
      const result = game.reduce(state, action)
      if (isLeft(result)) {
        fail(`the race failed: ${result.left.message}`)
        break
      }
      state = result.right.state
    }
  }
  // Every leaf that varies is read: the observation with that leaf replaced by another value
  // seen at the same place gives another tensor (unless the kit names the leaf derived).
  const derived = new Set(kit.derived ?? [])
  for (const observation of kept) {
    const t = key(enc.observationTensor(observation))
    for (const [path, leaf] of leaves(observation)) {
      if (derived.has(pattern(path))) continue
      const here = JSON.stringify(leaf)
      for (const [json, other] of valuesAt.get(path.join('.')) ?? []) {
        // Another value of the same kind (a union's cases may share a field name).
        if (json === here || typeof other !== typeof leaf) continue
        const changed = replaced(observation, path, other) as O
        if (key(enc.observationTensor(changed)) === t)
          fail(`the tensor does not read ${path.join('.')} (${here} and ${json} give one tensor)`)
        break
      }
    }
    // Order is read too: two different neighbours of a list swapped give another tensor.
    for (const [path, list] of arrays(observation)) {
      // A list the same in every observation is the config's: nothing to tell apart.
      if (
        derived.has(pattern(path)) ||
        kit.fixedOrder?.includes(pattern(path)) === true ||
        (listsAt.get(path.join('.'))?.size ?? 0) < 2
      )
        continue
      const texts = list.map((v) => JSON.stringify(v))
      const i = texts.findIndex((x, k) => k > 0 && x !== texts[k - 1])
      if (i < 0) continue
      const swapped = list.slice()
      swapped[i - 1] = list[i]
      swapped[i] = list[i - 1]
      if (key(enc.observationTensor(replaced(observation, path, swapped) as O)) === t)
        fail(`the tensor does not read the order of ${path.join('.')}`)
    }
  }
  return { problems, states, decisions, tensors: observationOf.size, sameViews, ranges }
}

/** One test per config: every law holds at the states of its races. */
export const checkEncodingLaws = <C, S, A, E, O>(kit: EncodingKit<C, S, A, E, O>, timeout = 60_000): void => {
  for (const [name, config] of kit.configs) {
    it(
      `${name}: ids distinct and in range, actionOf(actionId(a)) = a, masks equal the listed decisions, chance has no id, tensors tell observations apart and read nothing else`,
      () => {
        const report = encodingProblems(kit, config)
        expect(report.problems).toEqual([])
        expect(report.decisions).toBeGreaterThan(0)
        if (kit.sameView !== undefined) expect(report.sameViews).toBeGreaterThan(0)
      },
      timeout,
    )
  }
}
