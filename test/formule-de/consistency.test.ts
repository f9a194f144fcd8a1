import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { isLeft } from 'fp-ts/lib/Either.js'
import type { Circuit } from '../../src/formule-de/circuit/model.js'
import type { Config } from '../../src/formule-de/config.js'
import { formuleDe } from '../../src/formule-de/game.js'
import type { State, Step } from '../../src/formule-de/state.js'
import { inconsistencies } from '../../src/formule-de/validate.js'
import { playOnProblems, walkRace, type Walk } from './walk.js'
import { resolveRules } from '../../src/formule-de/rules/presets.js'
import { at, carAt, legacyHairpin as hairpin, play, raceState } from './helpers.js'
import { circuitOf } from '../../src/formule-de/board.js'
import { advancedRule } from './configs.js'

// A saved state as plain JSON that a test may edit in place.
type Mutable<T> =
  T extends ReadonlyArray<infer U>
    ? Array<Mutable<U>>
    : T extends object
      ? { -readonly [K in keyof T]: Mutable<T[K]> }
      : T
type Saved = Mutable<State>
const saved = (state: State): Saved => JSON.parse(JSON.stringify(state)) as Saved
const spacesOf = (s: Saved): number => circuitOf(s as unknown as State).spaces.length

// The refusal of an edited state: BAD_STATE everywhere, and its lines.
const refusal = (input: unknown): string => {
  const admitted = formuleDe.admit(input)
  if (!isLeft(admitted)) return 'admitted'
  expect(admitted.left.code).toBe('BAD_STATE')
  expect(formuleDe.status(input as State).kind).toBe('invalid')
  expect(formuleDe.legalActions(input as State)).toEqual([])
  return admitted.left.message
}

const CONFIGS: ReadonlyArray<Config> = [
  { circuit: 'hairpin', laps: 2, cars: ['Ada', 'Bruno', 'Chloé', 'Dan'] },
  { circuit: 'hairpin', laps: 1, cars: ['Ada', 'Bruno'] },
  { circuit: 'hairpin', laps: 3, cars: ['Ada', 'Bruno', 'Chloé'], preset: 'tournament' },
  { circuit: 'speedbowl', laps: 3, cars: ['Ada', 'Bruno', 'Chloé'], preset: 'tournament', qualifyingClock: true },
  { circuit: 'hairpin', laps: 2, cars: ['Ada', 'Bruno', 'Chloé'], preset: 'advanced' },
  {
    circuit: 'hairpin',
    laps: 3,
    cars: ['Ada', 'Bruno'],
    preset: 'advanced',
    rules: { qualifying: false, build: false },
  },
]

// Two races of each config, played once and shared by the tests.
const WALKS: ReadonlyArray<Walk> = CONFIGS.flatMap((config, i) => [walkRace(config, 10 + i), walkRace(config, 20 + i)])
const statesWhere = (test: (s: State) => boolean): State[] => WALKS.flatMap((w) => w.states.filter(test))
const first = (test: (s: State) => boolean): State => {
  const found = statesWhere(test)[0]
  if (found === undefined) throw new Error('no such state in the sample races')
  return found
}
const midRace = first(
  (s) => s.round >= 3 && s.step.kind === 'gear' && s.rules.preset === 'basic' && s.cars.length === 4,
)
const tournamentRace = first((s) => s.round >= 3 && s.step.kind === 'gear' && s.rules.preset === 'tournament')
const over = first((s) => s.step.kind === 'over' && s.finishers.length > 0)

describe('inconsistencies: the known cases', () => {
  it('every state of the sample races passes the check (the check refuses no state a race reaches)', () => {
    const states = statesWhere(() => true)
    expect(states.length).toBeGreaterThan(3000)
    for (const s of states) expect(inconsistencies(s)).toEqual([])
  })

  it('negative wear is refused, naming the car and the part', () => {
    const s = saved(midRace)
    s.cars[0]!.wear.tyres = -1
    expect(refusal(s)).toContain(`car 0 ("${s.cars[0]!.name}"): tyres is -1: between 0 and its sheet's 6`)
    const more = saved(midRace)
    more.cars[1]!.wear.engine = 4
    expect(refusal(more)).toContain("engine is 4: between 0 and its sheet's 3")
  })

  it('two cars on one space are refused', () => {
    const s = saved(midRace)
    s.cars[1]!.space = s.cars[0]!.space
    expect(refusal(s)).toMatch(/car 1 \("[^"]*"\) and car 0 \("[^"]*"\) are both on space \d+/)
  })

  it('a car on space 99999 is refused: the status is invalid, never a race over with empty standings', () => {
    const s = saved(midRace)
    s.cars[2]!.space = 99_999
    expect(refusal(s)).toContain(
      `car 2 ("${s.cars[2]!.name}"): it is on space 99999, beyond the ${spacesOf(s)} spaces of the circuit`,
    )
    expect(formuleDe.status(s as unknown as State).kind).toBe('invalid')
  })

  it('indices beyond the circuit are refused: a corner, a stand, a dangerous space, a grid place', () => {
    const corner = saved(midRace)
    corner.cars[0]!.corner = 50
    expect(refusal(corner)).toMatch(/its corner is 50, but space \d+ is in corner/)
    const stand = saved(tournamentRace)
    stand.cars[0]!.stand = 40
    expect(refusal(stand)).toContain('uses stand 40, but the circuit has 6 stands')
    const danger = saved(tournamentRace)
    danger.dangerous.push(5000)
    expect(refusal(danger)).toContain('dangerous spaces 5000 are not track spaces of the circuit')
    // The circuit in full in the state (a built-in one travels by its id), its grid edited.
    const grid = saved(midRace)
    const circuit = JSON.parse(JSON.stringify(circuitOf(midRace))) as Mutable<Circuit>
    circuit.grid.push(9999)
    grid.board.circuit = circuit
    expect(refusal(grid)).toContain('circuit: GRID_OFF_TRACK: Grid position 7 is space 9999, which does not exist.')
  })

  it('an order or finishers that do not match the cars are refused', () => {
    const order = saved(midRace)
    order.order = [...order.order, 7]
    expect(refusal(order)).toContain('order names cars 7, but there are 4 cars')
    const twice = saved(midRace)
    twice.order = [twice.order[0]!, twice.order[0]!, twice.order[0]!]
    expect(refusal(twice)).toContain('order names a car twice')
    const finishers = saved(over)
    finishers.finishers = finishers.finishers.slice(1)
    expect(refusal(finishers)).toMatch(/finishers are .*, but the finished cars are/)
    const empty = saved(midRace)
    empty.order = []
    expect(refusal(empty)).toContain('order is empty at a gear step: no car to act')
  })

  it('a step the race cannot be at is refused', () => {
    const grid = saved(midRace)
    grid.step = { kind: 'grid', slots: [[0, 1, 2, 3]], rolls: [] }
    expect(refusal(grid)).toContain('a grid step in round')
    const done = saved(midRace)
    done.step = { kind: 'over' }
    done.order = []
    expect(refusal(done)).toContain('the race is over with a car still racing')
    // A roll no die shows: the move search would run for ever on it.
    const roll = saved(midRace)
    roll.step = { kind: 'move', roll: 5000, reason: 'gear', engineTest: false }
    expect(refusal(roll)).toMatch(/a roll of 5000 in gear \d, whose die shows at most \d+/)
    const engine = saved(midRace)
    engine.step = { kind: 'engine', queue: [0, 0] }
    expect(refusal(engine)).toContain('step engine: the engine tests names a car twice')
    const dieOfGear = saved(midRace)
    dieOfGear.step = { kind: 'roll', gear: dieOfGear.cars[dieOfGear.order[0]!]!.gear === 6 ? 5 : 6 }
    expect(refusal(dieOfGear)).toMatch(/the gear-\d die is rolled for a car in gear \d/)
  })

  it('FD-T 6-3 step 13: the engine tests of a 20 stay due through the stop and the move out of the stand, made in 4th', () => {
    // Tournament: car 0 reached its stand 5 with a 20 in 5th and announced a quick stop; the quick stop's black die shows 10: 5 spaces
    // in 4th, through the last lane spaces (levels 37, 38) back onto the track beside car 1.
    const lane = hairpin.spaces.filter((x) => x.kind === 'pit').map((x) => x.id)
    const stand5 = hairpin.spaces.find((x) => x.kind === 'stand' && x.stand === 5)?.id ?? -1
    const base = raceState(
      hairpin,
      [
        carAt(stand5, { gear: 5, lap: 2, pit: 'stand', serviced: true, standPoints: 2 }),
        carAt(at(hairpin, 1, 41), { gear: 2, lap: 2 }),
      ],
      { kind: 'pit', engineTest: true },
      { rules: resolveRules('tournament'), laps: 3 },
    )
    const atStand = { ...base, cars: base.cars.map((c, k) => ({ ...c, stand: k === 0 ? 5 : 1 })) }
    expect(inconsistencies(atStand)).toEqual([])
    const exit = play(atStand, [{ type: 'pit', value: 10 }]).state
    expect(exit.step).toEqual({ kind: 'move', roll: 5, reason: 'pit-exit', engineTest: true })
    expect(inconsistencies(exit)).toEqual([])
    const path = [lane[7], lane[8], at(hairpin, 0, 39), at(hairpin, 0, 40), at(hairpin, 0, 41)] as number[]
    const beside = play(exit, [{ type: 'move', path, brake: 0 }]).state
    expect(beside.step).toMatchObject({ kind: 'collision', engineTest: true })
    expect(beside.cars[0]?.gear).toBe(4)
    expect(inconsistencies(beside)).toEqual([])
    // A car that came in below 5th owes no engine test, nor does one out of the stand in 3rd.
    const third = saved(atStand)
    third.cars[0]!.gear = 3
    expect(refusal(third)).toContain('the engine tests of a 20 or a 30 are due after the stop of a car in gear 3')
    const slow = saved(beside)
    slow.cars[0]!.gear = 3
    expect(refusal(slow)).toContain('an engine test is due for a car in gear 3')
  })

  it('tyres, builds and weather out of their rules or ranges are refused', () => {
    const tyre = saved(midRace)
    tyre.cars[0]!.tyre = 'soft'
    expect(refusal(tyre)).toContain('it has soft tyres without the tyres rule')
    const build = saved(tournamentRace)
    build.cars[0]!.sheet.tyres += 5
    expect(refusal(build)).toContain('its sheet is not a legal build')
    const wet = saved(midRace)
    wet.wet = true
    expect(refusal(wet)).toContain('sky, qualifyingSky, wet and skyRollDue are set without the weather rule')
    const dry = saved(tournamentRace)
    dry.sky = 'rain-definitive'
    dry.wet = false
    expect(refusal(dry)).toContain('the track is dry under rain-definitive')
    const holding = saved(tournamentRace)
    holding.cars[1]!.holding = 0
    expect(refusal(holding)).toContain('it races with no road-holding point (FD-A 6)')
  })

  it('counters the next steps could push past the codec are refused', () => {
    const s = saved(midRace)
    s.arrivals = 999_999
    expect(refusal(s)).toContain('arrivals is 999999 (at most 500000)')
  })

  it('a saved state of each sample race is admitted and plays to its end, saved and loaded on the way', () => {
    for (const w of WALKS) {
      const s = w.states[Math.floor(w.states.length / 3)] as State
      expect(playOnProblems(JSON.parse(JSON.stringify(s)) as State, 5)).toEqual([])
    }
  })
})

// ---------------------------------------------------------------- edits that keep the shape

const VALUES = [-1, 0, 1, 2, 3, 4, 5, 6, 7, 12, 20, 30, 42, 132, 133, 999, 99_999] as const
const CAR_NUMBERS = ['space', 'gear', 'lap', 'stops', 'arrival', 'tyreLap', 'holding', 'standPoints', 'stand'] as const
const CAR_FLAGS = ['spun', 'started', 'stalled', 'serviced', 'wreck', 'inertia'] as const
const PARTS = ['tyres', 'brakes', 'fuel', 'body', 'engine'] as const

// Steps of every kind, with fields a saved state could carry.
const stepArb: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('grid' as const), slots: fc.constant([[0, 1], [2]]), rolls: fc.constantFrom([], [3]) }),
  fc.constantFrom<Step>({ kind: 'start' }, { kind: 'gear' }, { kind: 'tyres' }, { kind: 'stands' }, { kind: 'over' }),
  fc.record({ kind: fc.constantFrom('pit' as const, 'stand' as const), engineTest: fc.boolean() }),
  fc.record({
    kind: fc.constant('roll' as const),
    gear: fc.constantFrom(1 as const, 2 as const, 4 as const, 6 as const),
  }),
  fc.record({
    kind: fc.constant('move' as const),
    roll: fc.constantFrom(1, 2, 4, 7, 12, 20, 30, 31, 500),
    reason: fc.constantFrom('gear' as const, 'super-start' as const, 'pit-exit' as const),
    engineTest: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant('collision' as const),
    others: fc.constantFrom([], [1], [0, 1], [2, 2]),
    involved: fc.constantFrom(0, 1, 2, 9),
    eliminated: fc.constantFrom(0, 1, 3),
    moverRolls: fc.constantFrom(0, 1, 2),
    engineTest: fc.boolean(),
    wallAfter: fc.boolean(),
    aggravated: fc.boolean(),
  }),
  fc.record({ kind: fc.constant('engine' as const), queue: fc.constantFrom([], [0], [1, 0], [0, 0]) }),
  fc.record({
    kind: fc.constant('slipstream' as const),
    hazards: fc.constantFrom(0, 1, 40),
    walls: fc.constantFrom(0, 1, 200),
    slid: fc.boolean(),
    bonus: fc.boolean(),
    engineTest: fc.boolean(),
    wallLast: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant('holding' as const),
    tests: fc.constantFrom<Array<'holding' | 'wall'>>([], ['holding'], ['wall'], ['holding', 'holding', 'wall']),
    engineTest: fc.boolean(),
    wallAfter: fc.boolean(),
    collided: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant('weather' as const),
    session: fc.constantFrom('qualifying' as const, 'race' as const, 'evolution' as const),
  }),
  fc.record({ kind: fc.constant('build' as const), chosen: fc.constantFrom([], [1], [2, 5], [19]) }),
  fc.record({
    kind: fc.constant('chrono' as const),
    unit: fc.constantFrom('minutes' as const, 'seconds' as const, 'hundredths' as const),
    hundredths: fc.constantFrom(0, 6000, 100, 354_000),
  }),
)

const editArb = fc.oneof(
  fc.record({
    kind: fc.constant('carNumber' as const),
    car: fc.nat(9),
    field: fc.constantFrom(...CAR_NUMBERS),
    value: fc.constantFrom(...VALUES),
  }),
  fc.record({
    kind: fc.constant('wear' as const),
    car: fc.nat(9),
    part: fc.constantFrom(...PARTS),
    value: fc.constantFrom(...VALUES),
  }),
  fc.record({ kind: fc.constant('flag' as const), car: fc.nat(9), field: fc.constantFrom(...CAR_FLAGS) }),
  fc.record({ kind: fc.constant('spaceOf' as const), car: fc.nat(9), other: fc.nat(9) }),
  fc.record({ kind: fc.constant('anySpace' as const), car: fc.nat(9), space: fc.nat(600) }),
  fc.record({
    kind: fc.constant('status' as const),
    car: fc.nat(9),
    status: fc.constantFrom('racing' as const, 'finished' as const, 'out' as const),
    out: fc.constantFrom(null, 'body' as const, 'engine' as const, 'tyres' as const, 'blocking' as const),
  }),
  fc.record({
    kind: fc.constant('pit' as const),
    car: fc.nat(9),
    pit: fc.constantFrom('none' as const, 'lane' as const, 'stand' as const, 'waiting' as const),
  }),
  fc.record({
    kind: fc.constant('tyre' as const),
    car: fc.nat(9),
    tyre: fc.constantFrom('hard' as const, 'soft' as const, 'rain' as const),
  }),
  fc.record({
    kind: fc.constant('order' as const),
    mode: fc.constantFrom('drop', 'add', 'swap', 'repeat', 'clear', 'reverse'),
    pick: fc.nat(9),
  }),
  fc.record({ kind: fc.constant('finishers' as const), mode: fc.constantFrom('drop', 'add'), pick: fc.nat(9) }),
  fc.record({ kind: fc.constant('step' as const), step: stepArb }),
  fc.record({
    kind: fc.constant('count' as const),
    field: fc.constantFrom('round' as const, 'arrivals' as const, 'laps' as const),
    value: fc.constantFrom(...VALUES),
  }),
  fc.record({
    kind: fc.constant('weather' as const),
    sky: fc.constantFrom(null, 'sun-definitive' as const, 'variable' as const, 'rain-temporary' as const),
    wet: fc.boolean(),
    due: fc.boolean(),
  }),
  fc.record({ kind: fc.constant('danger' as const), mode: fc.constantFrom('drop', 'add'), pick: fc.nat(600) }),
  fc.record({
    kind: fc.constant('rule' as const),
    field: advancedRule,
  }),
  fc.record({ kind: fc.constant('qualifying' as const), mode: fc.constantFrom('null', 'new', 'drop-lap', 'throws') }),
)
type Edit = typeof editArb extends fc.Arbitrary<infer E> ? E : never

const apply = (s: Saved, e: Edit): void => {
  const n = s.cars.length
  const car = 'car' in e ? s.cars[e.car % n] : undefined
  switch (e.kind) {
    case 'carNumber':
      if (car && e.field === 'gear') car.gear = ((Math.abs(e.value) % 6) + 1) as 1 | 2 | 3 | 4 | 5 | 6
      else if (car && e.field !== 'gear') car[e.field] = e.value
      return
    case 'wear':
      if (car) car.wear[e.part] = e.value
      return
    case 'flag':
      if (car) car[e.field] = !car[e.field]
      return
    case 'spaceOf':
      if (car) car.space = s.cars[e.other % n]?.space ?? car.space
      return
    case 'anySpace':
      if (car) car.space = e.space % spacesOf(s)
      return
    case 'status':
      if (car) {
        car.status = e.status
        car.out = e.out
      }
      return
    case 'pit':
      if (car) car.pit = e.pit
      return
    case 'tyre':
      if (car) car.tyre = e.tyre
      return
    case 'order':
      if (e.mode === 'drop') s.order.splice(e.pick % Math.max(1, s.order.length), 1)
      else if (e.mode === 'add') s.order.push(e.pick % n)
      else if (e.mode === 'swap' && s.order.length > 1) s.order.push(s.order.shift() as number)
      else if (e.mode === 'repeat') s.order.push(s.order[0] ?? 0, s.order[0] ?? 0)
      else if (e.mode === 'clear') s.order = []
      else s.order.reverse()
      return
    case 'finishers':
      if (e.mode === 'drop') s.finishers.pop()
      else s.finishers.push(e.pick % n)
      return
    case 'step':
      s.step = JSON.parse(JSON.stringify(e.step)) as Saved['step']
      return
    case 'count':
      s[e.field] = e.value
      return
    case 'weather':
      s.sky = e.sky
      s.wet = e.wet
      s.skyRollDue = e.due
      return
    case 'danger':
      if (e.mode === 'drop') s.dangerous.pop()
      else s.dangerous.push(e.pick % spacesOf(s))
      return
    case 'rule':
      s.rules[e.field] = !s.rules[e.field]
      return
    case 'qualifying':
      if (e.mode === 'null') s.qualifying = null
      else if (e.mode === 'new') s.qualifying = { clock: false, laps: [], throws: 0, overshoots: [] }
      else if (e.mode === 'drop-lap') s.qualifying?.laps.pop()
      else if (s.qualifying !== null) s.qualifying.throws += 3
      return
  }
}

// The states of the sample races by step, so that the rare steps are edited as often as the others.
const BY_STEP: ReadonlyArray<ReadonlyArray<State>> = (() => {
  const groups = new Map<string, State[]>()
  for (const s of statesWhere(() => true)) groups.set(s.step.kind, [...(groups.get(s.step.kind) ?? []), s])
  return [...groups.values()]
})()

describe('inconsistencies: states edited in ways that keep their shape', () => {
  it('an edited state is refused (BAD_STATE), or admitted and played to the end of its race, saved and loaded on the way', () => {
    let admitted = 0
    fc.assert(
      fc.property(
        fc.nat(),
        fc.nat(),
        fc.array(editArb, { minLength: 1, maxLength: 3 }),
        fc.nat(),
        (k, at, edits, seed) => {
          const states = BY_STEP[k % BY_STEP.length] as ReadonlyArray<State>
          const s = saved(states[at % states.length] as State)
          for (const e of edits) apply(s, e)
          const loaded = formuleDe.admit(s)
          if (isLeft(loaded)) {
            expect(loaded.left.code).toBe('BAD_STATE')
            return
          }
          admitted++
          expect(playOnProblems(loaded.right, seed)).toEqual([])
        },
      ),
      { numRuns: Number(process.env.FD_RUNS ?? 600) },
    )
    // Enough edits are admitted for the play-on check to mean something.
    expect(admitted).toBeGreaterThan(60)
  })
})
