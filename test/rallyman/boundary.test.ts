/**
 * The trust boundary: a saved state is admitted only when a rally could reach it, and then
 * everything can be played from it. The known cases of the issue first, then properties: every
 * state of random rallies is admitted as it is, and a state with a field that matters edited
 * is refused or admitted and fully playable.
 */
import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { isLeft, isRight } from 'fp-ts/lib/Either.js'
import { canonicalJson, nextInt, playout, sampleOutcome, seedRng, type Rng } from '../../src/core/index.js'
import { bots, defaultConfig, rallyman, type Action, type Config, type State } from '../../src/rallyman/index.js'
import { play, rallyConfig, setupOrThrow } from './helpers.js'
import { BOARD_IDS } from '../../src/rallyman/stage/rallies.js'

/** A state as JSON with one path set to a value (the path is a list of keys and indices). */
const edit = (state: State, path: ReadonlyArray<string | number>, value: unknown): unknown => {
  const json = JSON.parse(JSON.stringify(state)) as Record<string | number, unknown>
  let at: Record<string | number, unknown> = json
  for (const key of path.slice(0, -1)) at = at[key] as Record<string | number, unknown>
  at[path[path.length - 1] as string | number] = value
  return json
}

/** A rally a few moves in: four drivers on the asphalt rally, seeded random decisions. */
const midRally = (steps: number, seed = 1, from: { readonly config?: Config; readonly state?: State } = {}): State => {
  let state = from.state ?? setupOrThrow(from.config ?? defaultConfig({ players: 4 }))
  let rng: Rng = seedRng(seed)
  for (let i = 0; i < steps; i++) {
    const st = rallyman.status(state)
    if (st.kind === 'over' || st.kind === 'invalid') break
    let action: Action | undefined
    if (st.kind === 'chance') [action, rng] = sampleOutcome(st.outcomes, rng)
    else {
      const legal = rallyman.legalActions(state)
      let k: number
      ;[k, rng] = nextInt(rng, 0, legal.length - 1)
      action = legal[k]
    }
    if (action === undefined) break
    state = play(state, action).state
  }
  return state
}

/** Refused by every member, with BAD_STATE and a line naming the problem. */
const expectRefused = (input: unknown, problem: RegExp): void => {
  const admitted = rallyman.admit(input)
  expect(isLeft(admitted) && admitted.left.code).toBe('BAD_STATE')
  if (isLeft(admitted)) expect(admitted.left.message).toMatch(problem)
  expect(rallyman.status(input as State).kind).toBe('invalid')
  expect(rallyman.legalActions(input as State)).toEqual([])
  const run = playout(rallyman, input as State, seedRng(1), [bots.random, bots.random, bots.random, bots.random])
  expect(isLeft(run) && run.left.code).toBe('BAD_STATE')
}

describe('the known cases of the issue', () => {
  const state = midRally(40)

  it('special 7 of a three-special rally is refused (playout and legalActions used to throw)', () => {
    expectRefused(edit(state, ['special'], 7), /No special 7/)
  })

  it('a rally with no stages is refused (playout and legalActions used to throw)', () => {
    expectRefused(
      edit(state, ['config', 'rally', 'specials'], []),
      /A rally runs 3 specials \(1 or 2 for practice\), not 0/,
    )
  })

  it('a car on cell 99999 is refused (it used to drive on from the start line)', () => {
    const racing = state.cars.findIndex((c) => c.status === 'racing')
    expectRefused(edit(state, ['cars', racing, 'cell'], 99_999), /stands on cell 99999/)
  })

  it('a negative cord deck is refused (it used to be accepted)', () => {
    expectRefused(edit(state, ['cordDeck', 'dirty'], -1), /cord deck holds -1 dirty cards/)
  })

  it('a chrono pile that the next cards could push past the safe integers is refused', () => {
    expectRefused(edit(state, ['cars', 0, 'chrono'], Number.MAX_SAFE_INTEGER), /chrono pile counts/)
  })

  it('a state as the engine left it is admitted as it is, and plays on the same', () => {
    const admitted = rallyman.admit(JSON.parse(JSON.stringify(state)))
    expect(isRight(admitted) && canonicalJson(admitted.right)).toBe(canonicalJson(state))
  })
})

// Configs of every kind: the three built-in rallies, the Dirt rules, time control, fewer specials.
const configs = fc
  .record({
    board: fc.constantFrom(...BOARD_IDS),
    players: fc.integer({ min: 1, max: 4 }),
    timeControl: fc.boolean(),
    specials: fc.integer({ min: 1, max: 3 }),
  })
  .map(({ board, players, timeControl, specials }) => {
    const base = defaultConfig({ players, board })
    return {
      ...base,
      rally: { ...base.rally, specials: base.rally.specials.slice(0, specials) },
      rules: { ...base.rules, timeControl },
    }
  })

describe('every state a rally reaches is admitted', () => {
  it('the saved JSON of every state of random rallies is admitted, with the same status', () => {
    fc.assert(
      fc.property(configs, fc.integer({ min: 1, max: 1_000_000 }), (config, seed) => {
        let state = setupOrThrow(config)
        let rng: Rng = seedRng(seed)
        for (let step = 0; step < 3000; step++) {
          const saved = rallyman.admit(JSON.parse(JSON.stringify(state)))
          if (isLeft(saved)) expect.fail(`step ${step}: ${saved.left.message}`)
          const st = rallyman.status(state)
          if (st.kind === 'over') return
          let action: Action | undefined
          if (st.kind === 'chance') [action, rng] = sampleOutcome(st.outcomes, rng)
          else {
            const legal = rallyman.legalActions(state)
            let k: number
            ;[k, rng] = nextInt(rng, 0, legal.length - 1)
            action = legal[k]
          }
          state = play(state, action as Action).state
        }
      }),
      { numRuns: 5, seed: 11 },
    )
  })
})

// The fields that matter and values to try there: places, gears, counts, seats, the step.
const FIELD_EDITS: ReadonlyArray<
  readonly [string, (s: State) => ReadonlyArray<ReadonlyArray<string | number>>, ReadonlyArray<unknown>]
> = [
  ['car cell', (s) => s.cars.map((_, i) => ['cars', i, 'cell']), [-2, -1, 0, 1, 5, 30, 52, 99_999]],
  ['car gear', (s) => s.cars.map((_, i) => ['cars', i, 'gear']), [0, 1, 3, 5, 6, -1]],
  ['car status', (s) => s.cars.map((_, i) => ['cars', i, 'status']), ['waiting', 'racing', 'finished', 'retired']],
  ['car damage', (s) => s.cars.map((_, i) => ['cars', i, 'gearLost']), [0, 4, 5, 6, -1]],
  ['car punctures', (s) => s.cars.map((_, i) => ['cars', i, 'punctures']), [0, 1, 2, 3, -1]],
  ['car restart', (s) => s.cars.map((_, i) => ['cars', i, 'restart']), [true, false]],
  ['car off', (s) => s.cars.map((_, i) => ['cars', i, 'off']), ['none', 'spin', 'left']],
  ['car seconds', (s) => s.cars.map((_, i) => ['cars', i, 'seconds']), [0, 3, -1, 2 ** 53 - 1]],
  ['car tyres', (s) => s.cars.map((_, i) => ['cars', i, 'tyres']), ['asphalt', 'snow', 'dirt', 'soft']],
  ['turn seat', () => [['turn', 'seat']], [0, 1, 2, 3, 4, 42]],
  ['turn gear', () => [['turn', 'gear']], [0, 1, 2, 5, 6]],
  [
    'turn dice',
    () => [
      ['turn', 'dice'],
      ['turn', 'gas'],
      ['turn', 'warnings'],
      ['turn', 'placed'],
    ],
    [0, 1, 2, 3, 7],
  ],
  ['turn gears', () => [['turn', 'gears']], [[], [1], [1, 2], [2, 2], [9]]],
  ['turn mode', () => [['turn', 'mode']], ['none', 'dice', 'attack']],
  [
    'pending',
    () => [['pending']],
    [
      null,
      { kind: 'sisu' },
      { kind: 'back', sisuable: false, cause: 'warnings' },
      { kind: 'cord', afterLoss: false },
      { kind: 'weather', tile: 0 },
      { kind: 'tyres', seat: 1 },
      { kind: 'penalty', tokens: [null, null, null, null] },
      { kind: 'spare', seats: [0] },
      { kind: 'face', die: 2, to: 3, orange: false },
      { kind: 'attack', gears: [1, 2], gas: 0, orange: 0 },
    ],
  ],
  ['orders', () => [['order'], ['startOrder']], [[], [0], [0, 1, 2, 3], [3, 2, 1, 0], [0, 0, 1, 2]]],
  ['indices', () => [['next'], ['round'], ['special'], ['stamp']], [0, 1, 2, 3, 99]],
  [
    'road',
    () => [
      ['dirty', 0],
      ['snow', 0],
      ['clean', 0],
    ],
    [0, 1, true, false],
  ],
  ['over', () => [['over']], [true, false]],
]

describe('a state with a field that matters edited is refused, or admitted and fully playable', () => {
  // States of twelve random rallies, twenty of each, taken once.
  const samples: ReadonlyArray<State> = fc
    .sample(fc.tuple(configs, fc.nat()), { numRuns: 12, seed: 3 })
    .flatMap(([config, seed]) => {
      const states: State[] = []
      let state = setupOrThrow(config)
      for (let i = 0; i < 20; i++) {
        states.push(state)
        state = midRally(25, seed + i, { state })
      }
      return states
    })

  it('positions, gears, counts, seats and the pending step, at random moments of random rallies', () => {
    const edits = fc
      .constantFrom(...FIELD_EDITS)
      .chain(([name, paths, values]) =>
        fc.tuple(fc.constant(name), fc.constant(paths), fc.nat(), fc.constantFrom(...values)),
      )
    fc.assert(
      fc.property(fc.nat({ max: samples.length - 1 }), fc.nat(), edits, (index, seed, [name, paths, at, value]) => {
        const state = samples[index] as State
        const options = paths(state)
        const path = options[at % options.length] as ReadonlyArray<string | number>
        if (path[0] === 'turn' && state.turn === null) return
        const admitted = rallyman.admit(edit(state, path, value))
        if (isLeft(admitted)) {
          expect(admitted.left.code).toBe('BAD_STATE')
          return
        }
        // Admitted: a decision offers an action, every legal action is taken, and the rally plays to its end.
        const s = admitted.right
        const st = rallyman.status(s)
        expect(st.kind, `${name} ${JSON.stringify(path)} = ${JSON.stringify(value)}`).not.toBe('invalid')
        if (st.kind === 'decision') expect(rallyman.legalActions(s, st.seat).length).toBeGreaterThan(0)
        for (const action of rallyman.legalActions(s)) {
          const r = rallyman.reduce(s, action)
          if (isLeft(r))
            expect.fail(
              `${name} ${JSON.stringify(path)} = ${JSON.stringify(value)}: legal ${canonicalJson(action)} refused: ${r.left.code} ${r.left.message}`,
            )
        }
        // The next few hundred steps play (a defect would show as ENGINE_DEFECT, NO_LEGAL_ACTION, BAD_STATE...).
        const policies = s.cars.map(() => bots.random)
        const run = playout(rallyman, s, seedRng(seed), policies, { maxSteps: 300 })
        if (isLeft(run) && run.left.code !== 'STEP_LIMIT')
          expect.fail(
            `${name} ${JSON.stringify(path)} = ${JSON.stringify(value)}: ${run.left.code} ${run.left.message}`,
          )
      }),
      { numRuns: 400, seed: 5 },
    )
  })

  it('the secret penalties, the spare wheels and the tyre choice: seats out of range or already served are refused', () => {
    const timed = setupOrThrow(rallyConfig({ drivers: 3, rules: { timeControl: true } }))
    const at = (pending: unknown): unknown => ({ ...JSON.parse(JSON.stringify(timed)), turn: null, pending })
    expect(isLeft(rallyman.admit(at({ kind: 'penalty', tokens: [null, null, null] })))).toBe(true) // cars still in the special
    expect(isLeft(rallyman.admit(at({ kind: 'tyres', seat: 42 })))).toBe(true)
    expect(isLeft(rallyman.admit(at({ kind: 'spare', seats: [] })))).toBe(true)
  })
})
