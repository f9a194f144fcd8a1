import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { isLeft } from 'fp-ts/lib/Either.js'
import type { ChanceSource } from '../../src/core/index.js'
import * as fd from '../../src/formule-de/index.js'
import {
  boards,
  defaultConfig,
  describeEvent,
  describeEvents,
  formuleDe,
  type Event,
  type State,
} from '../../src/formule-de/index.js'
import { OUT_REASONS } from '../../src/formule-de/rules/elimination.js'
import { carAt, ok, play, raceState, T, track } from './helpers.js'
import { walkRace } from './walk.js'

const sourceOf = (state: State): ChanceSource | undefined => {
  const st = formuleDe.status(state)
  if (st.kind !== 'chance') throw new Error(`a ${st.kind} node`)
  return st.source
}

describe('the public surface of pitwall/formule-de', () => {
  it('exports the shape every game exports', () => {
    expect(formuleDe.info.id).toBe('formule-de')
    expect(formuleDe.info.boards).toEqual(['riviera', 'speedbowl', 'hairpin'])
    expect(Object.keys(boards).sort()).toEqual([...formuleDe.info.boards].sort())
    expect(formuleDe.info.presets).toEqual(['basic', 'advanced', 'tournament'])
    expect(typeof fd.bots.random).toBe('function')
    expect(typeof fd.bots.heuristic).toBe('function')
    for (const name of [
      'defaultConfig',
      'describeEvent',
      'describeEvents',
      'formatAction',
      'parseAction',
      'position',
      'inconsistencies',
      'spaceAt',
      'spaceAhead',
    ] as const)
      expect(typeof fd[name], name).toBe('function')
    // No prefixed names, and the built-in circuits only through `boards`.
    expect(Object.keys(fd).filter((name) => /^(Fd|FD_|FormuleDe)|CIRCUITS|^riviera$|^hairpin$/.test(name))).toEqual([])
    // The built-in circuits are frozen: a race that names one cannot be changed through it.
    expect(Object.isFrozen(boards.riviera.spaces[0])).toBe(true)
  })

  it('defaultConfig: players, board, laps and rules, each with its default', () => {
    expect(defaultConfig()).toEqual({
      circuit: 'riviera',
      laps: 2,
      cars: ['Car 1', 'Car 2', 'Car 3', 'Car 4', 'Car 5', 'Car 6'],
    })
    expect(defaultConfig({ players: 2, board: 'hairpin', rules: 'tournament' })).toEqual({
      circuit: 'hairpin',
      laps: 3,
      cars: ['Car 1', 'Car 2'],
      preset: 'tournament',
    })
    expect(defaultConfig({ players: 3, laps: 1, rules: 'advanced' })).toMatchObject({ laps: 1, preset: 'advanced' })
    for (const rules of formuleDe.info.presets as ReadonlyArray<fd.Preset>)
      for (const board of formuleDe.info.boards as ReadonlyArray<fd.BoardId>)
        expect(isLeft(formuleDe.setup(defaultConfig({ board, rules })))).toBe(false)
  })

  it('FD-B matériel de jeu: 10 cars at most; car names of 40 characters at most (OVER_LIMIT)', () => {
    const eleven = formuleDe.setup({ circuit: 'riviera', laps: 1, cars: Array.from({ length: 11 }, (_, i) => `C${i}`) })
    expect(isLeft(eleven) && eleven.left).toMatchObject({ code: 'TOO_MANY_CARS', rule: 'FD-B matériel de jeu' })
    const long = formuleDe.setup({ circuit: 'riviera', laps: 1, cars: ['A', 'x'.repeat(41)] })
    expect(isLeft(long) && long.left).toMatchObject({ code: 'OVER_LIMIT', rule: 'pitwall protocol' })
    expect(isLeft(long) && long.left.message).toContain('41 characters (at most 40)')
    expect(isLeft(formuleDe.setup({ circuit: 'riviera', laps: 1, cars: ['A', 'x'.repeat(40)] }))).toBe(false)
  })

  it('LIMITS: each limit is where the config check and the circuit codec put it (at it admitted, past it refused)', () => {
    const { LIMITS, CircuitCodec } = fd
    const names = (n: number): ReadonlyArray<string> => Array.from({ length: n }, (_, i) => `C${i}`)
    expect(boards.riviera.grid.length).toBeGreaterThanOrEqual(LIMITS.cars)
    expect(isLeft(formuleDe.setup({ circuit: 'riviera', laps: 1, cars: names(LIMITS.cars) }))).toBe(false)
    expect(isLeft(formuleDe.setup({ circuit: 'riviera', laps: 1, cars: names(LIMITS.cars + 1) }))).toBe(true)
    const named = (length: number) => formuleDe.setup({ circuit: 'riviera', laps: 1, cars: ['A', 'x'.repeat(length)] })
    expect(isLeft(named(LIMITS.name))).toBe(false)
    expect(isLeft(named(LIMITS.name + 1))).toBe(true)
    // The circuit format: a built-in circuit with one number set at the limit decodes, past it not.
    const base = JSON.parse(JSON.stringify(boards.hairpin)) as Record<string, unknown> & {
      spaces: Array<Record<string, unknown>>
    }
    const edits: ReadonlyArray<readonly [number, (n: number) => unknown]> = [
      [LIMITS.circuit.lanes, (n) => ({ ...base, lanes: n })],
      [LIMITS.circuit.levels, (n) => ({ ...base, levels: n })],
      [LIMITS.circuit.spaceId, (n) => ({ ...base, spaces: [{ ...base.spaces[0], id: n }, ...base.spaces.slice(1)] })],
      [
        LIMITS.circuit.spaceLane,
        (n) => ({ ...base, spaces: [{ ...base.spaces[0], lane: n }, ...base.spaces.slice(1)] }),
      ],
      [
        LIMITS.circuit.cornerId,
        (n) => ({ ...base, spaces: [{ ...base.spaces[0], corner: n }, ...base.spaces.slice(1)] }),
      ],
      [
        LIMITS.circuit.standId,
        (n) => ({ ...base, spaces: [{ ...base.spaces[0], stand: n }, ...base.spaces.slice(1)] }),
      ],
    ]
    for (const [limit, edit] of edits) {
      expect(isLeft(CircuitCodec.decode(edit(limit))), `${limit}`).toBe(false)
      expect(isLeft(CircuitCodec.decode(edit(limit + 1))), `${limit + 1}`).toBe(true)
    }
    expect(Object.isFrozen(LIMITS) && Object.isFrozen(LIMITS.circuit)).toBe(true)
  })

  it('hostile configs: setup answers every one (a Left or a race), never a throw', () => {
    const name = fc.oneof(fc.string({ maxLength: 50 }), fc.constant('x'.repeat(100_000)))
    const config = fc.record(
      {
        circuit: fc.constantFrom('riviera', 'speedbowl', 'hairpin', 'monza'),
        laps: fc.integer({ min: -1, max: 4 }),
        cars: fc.oneof(
          fc.array(name, { maxLength: 12 }),
          fc.constant(Array.from({ length: 100_000 }, (_, i) => `C${i}`)),
        ),
        preset: fc.constantFrom('basic', 'advanced', 'tournament', 'pro'),
        builds: fc.oneof(fc.constant(null), fc.array(fc.constant(null), { maxLength: 3 })),
        qualifying: fc.array(
          fc.record({
            throws: fc.integer({ min: 1, max: 30 }),
            hundredths: fc.nat(100),
            overshoots: fc.constant([]),
            tyre: fc.constant('hard'),
            wet: fc.boolean(),
            missedStops: fc.boolean(),
          }),
          { maxLength: 12 },
        ),
      },
      { requiredKeys: ['circuit', 'laps', 'cars'] },
    )
    fc.assert(
      fc.property(config, (c) => {
        const r = formuleDe.setup(c as unknown as Parameters<typeof formuleDe.setup>[0])
        if (isLeft(r)) expect(r.left.code).toMatch(/^[A-Z_]+$/)
        else expect(r.right.cars.length).toBeLessThanOrEqual(10)
      }),
      { numRuns: 100 },
    )
  })

  it('FD-B boîte de vitesse, départ, accrochage, casse moteur, arrêt au stand; FD-A 4, 6: every die names itself, the car that rolls it and why', () => {
    const s = raceState(track, [carAt(T(1, 2), { gear: 3 }), carAt(T(1, 9), { gear: 5 })], { kind: 'gear' })
    expect(sourceOf(play(s, [{ type: 'gear', gear: 4 }]).state)).toEqual({
      seat: 0,
      die: 'gear-4',
      reason: 'its move in gear 4',
    })
    expect(sourceOf({ ...s, step: { kind: 'engine', queue: [1] } })).toMatchObject({ seat: 1, die: 'black' })
    const collision = {
      ...s,
      step: {
        kind: 'collision' as const,
        others: [1],
        involved: 1,
        eliminated: 0,
        moverRolls: 0,
        engineTest: false,
        wallAfter: false,
        aggravated: false,
      },
    }
    expect(sourceOf(collision)).toMatchObject({ seat: 1, die: 'black', reason: 'a collision test (FD-B accrochage)' })
    // Over random races, every chance node: a die of the list, a seat of the race or none, a reason.
    const dice = new Set<string>()
    for (const config of [
      defaultConfig({ players: 3, board: 'hairpin' }),
      defaultConfig({ players: 3, board: 'hairpin', rules: 'tournament' }),
    ]) {
      for (const state of walkRace(config, 3).states) {
        const st = formuleDe.status(state)
        if (st.kind !== 'chance') continue
        expect(st.source?.die).toMatch(/^(gear-[1-6]|black)$/)
        expect(st.source?.seat === null || (st.source?.seat ?? -1) < state.cars.length).toBe(true)
        if (state.step.kind === 'weather') expect(st.source?.seat).toBeNull()
        else expect(st.source?.seat).not.toBeNull()
        dice.add(`${st.source?.die} ${state.step.kind}`)
      }
    }
    expect(dice.size).toBeGreaterThan(5)
  })

  it('events name their car; describeEvents reads the same for every viewer (nothing is hidden)', () => {
    const start = ok(formuleDe.setup(defaultConfig({ players: 2, board: 'hairpin' })))
    const { events } = play(start, [
      { type: 'grid', value: 3 },
      { type: 'grid', value: 9 },
      { type: 'start', value: 1 },
    ])
    expect(events.filter((e) => 'car' in e).every((e) => 'name' in e && /^Car [12]$/.test(e.name))).toBe(true)
    expect(formuleDe.observeEvents(events, 0)).toEqual(events)
    expect(formuleDe.observeEvents(events, 'spectator')).toEqual(events)
    const lines = describeEvents(events)
    expect(lines.some((l) => l.includes('stalls on the grid'))).toBe(true)
    expect(describeEvents(events, 1)).toEqual(lines)
    expect(describeEvents(events, 'spectator')).toEqual(lines)
  })

  it('why a car is out is data; describeEvent says it in English', () => {
    const lines = [...OUT_REASONS, 'engine-inertia' as const].map((reason) =>
      describeEvent({ type: 'eliminated', car: 0, name: 'Ada', reason } satisfies Event),
    )
    expect(new Set(lines).size).toBe(lines.length)
    for (const line of lines) expect(line).toMatch(/^Ada is OUT: [a-z]/)
  })
})
