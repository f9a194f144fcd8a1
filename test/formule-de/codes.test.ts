import { describe, expect, it } from 'vitest'
import { isLeft } from 'fp-ts/lib/Either.js'
import type { RuleViolation } from '../../src/core/index.js'
import type { Action } from '../../src/formule-de/actions.js'
import { CODE_RULES, type Code } from '../../src/formule-de/codes.js'
import type { Config } from '../../src/formule-de/config.js'
import { formuleDe } from '../../src/formule-de/game.js'
import { STEP_RULES, type StepRefusal } from '../../src/formule-de/rules/movement.js'
import { REFUSALS } from '../../src/formule-de/words/refusals.js'
import { describeRefusal } from '../../src/formule-de/words/describe-refusal.js'
import { resolveRules, type Preset } from '../../src/formule-de/rules/presets.js'
import type { Car, State, Step } from '../../src/formule-de/state.js'
import { at, carAt, legacyHairpin as hairpin, ok, play, raceState, T, track } from './helpers.js'

const refusal = (state: State, action: Action): RuleViolation => {
  const r = formuleDe.reduce(state, action)
  if (!isLeft(r)) throw new Error(`${JSON.stringify(action)} was accepted`)
  return r.left
}

const moveStep = (roll: number): Step => ({ kind: 'move', roll, reason: 'gear', engineTest: false })
const onTrack = (cars: ReadonlyArray<Car>, step: Step, preset: Preset = 'basic', patch: Partial<State> = {}): State =>
  raceState(track, cars, step, { rules: resolveRules(preset), laps: preset === 'basic' ? 2 : 3, ...patch })
const setup = (config: Config): State => ok(formuleDe.setup(config))

// Hairpin's stand of team 0 and the pit lane before it.
const stand0 = hairpin.spaces.find((s) => s.kind === 'stand' && s.stand === 0)?.id ?? -1
// Hairpin's pit lane runs from level 30 to 38: the lane space at `level`.
const pitLane = (level: number): number => hairpin.spaces.filter((s) => s.kind === 'pit')[level - 30]?.id ?? -1
const atStand = (preset: Preset, patch: Partial<Car>, rules: Partial<State['rules']> = {}): State => {
  const r = { ...resolveRules(preset), ...rules }
  const standPoints = preset === 'tournament' || r.pitPoints ? 2 : 0
  return raceState(
    hairpin,
    [carAt(stand0, { gear: 3, pit: 'stand', serviced: true, lap: 1, standPoints, ...patch })],
    { kind: 'stand', engineTest: false },
    {
      rules: r,
      laps: preset === 'basic' ? 2 : 3,
    },
  )
}

// Before the race, the states of a tournament: its stands, then its builds.
const tournamentStart = ((): State => {
  let s = setup({
    circuit: 'hairpin',
    laps: 3,
    cars: ['Ada', 'Bruno'],
    preset: 'tournament',
    qualifying: [lapOf(20), lapOf(18)],
  })
  s = play(s, [
    { type: 'weather', value: 1 },
    { type: 'weather', value: 1 },
  ]).state
  return s
})()
function lapOf(throws: number) {
  return { throws, hundredths: 0, overshoots: [], tyre: 'hard' as const, wet: false, missedStops: false }
}
const building = ((): State =>
  play(tournamentStart, [
    { type: 'choose-stand', stand: 3 },
    { type: 'choose-stand', stand: 1 },
  ]).state)()
const clocked = ((): State => {
  const s = setup({
    circuit: 'hairpin',
    laps: 1,
    cars: ['Ada'],
    preset: 'advanced',
    rules: { weather: false, tyres: false },
    qualifyingClock: true,
  })
  return {
    ...s,
    qualifying: { clock: true, laps: [], throws: 4, overshoots: [] },
    cars: s.cars.map((c) => ({ ...c, lap: 2 })),
    step: { kind: 'chrono', unit: 'seconds', hundredths: 6000 },
  }
})()

// A car in 4th on soft tyres, no brake point left, 7 spaces behind a car in 4th at level 17.
const slipstreamAt16 = (): State =>
  onTrack(
    [
      carAt(T(1, 9), {
        gear: 4,
        tyre: 'soft',
        lap: 1,
        tyreLap: 1,
        wear: { tyres: 6, brakes: 0, fuel: 3, body: 3, engine: 3 },
      }),
      carAt(T(1, 17), { gear: 4 }),
    ],
    moveStep(7),
    'advanced',
  )

interface Case {
  /** The refusal. */
  readonly made: () => RuleViolation
  /** The paragraph that forbids it. */
  readonly rule: string
  /** The rulebook's words that forbid it (FD-B/FD-A: seed 003, FD-T: seed 000). */
  readonly because: string
}

// One case (at least) per code of the Code union that the reducer gives on its own (the step
// refusals of the move search are checked against STEP_RULES below).
type ReducerCode = Exclude<Code, StepRefusal>
const CASES: Readonly<Record<ReducerCode, ReadonlyArray<Case>>> = {
  WRONG_ACTION: [
    {
      made: () => refusal(onTrack([carAt(T(1, 2))], { kind: 'gear' }), { type: 'move', path: [T(1, 3)], brake: 0 }),
      rule: 'FD-B déplacements',
      because: "annoncer la vitesse qu'il enclenche (ou qu'il conserve)",
    },
    {
      made: () => refusal(building, { type: 'gear', gear: 2 }),
      rule: 'FD-A 5',
      because: 'chaque joueur dispose de 20 points à distribuer entre ces 6 paramètres',
    },
  ],
  GEAR_SKIPPED_UP: [
    {
      made: () => refusal(onTrack([carAt(T(1, 2), { gear: 1 })], { kind: 'gear' }), { type: 'gear', gear: 3 }),
      rule: 'FD-B boîte de vitesse',
      because: 'En accélération, il est interdit de sauter une vitesse',
    },
  ],
  GEAR_DROP_TOO_LARGE: [
    {
      made: () => refusal(onTrack([carAt(T(1, 2), { gear: 6 })], { kind: 'gear' }), { type: 'gear', gear: 1 }),
      rule: 'FD-B boîte de vitesse',
      because: "il est possible de rétrograder de 4 vitesses maximum d'un coup",
    },
  ],
  NO_FUEL_TO_SKIP: [
    {
      made: () =>
        refusal(
          onTrack([carAt(T(1, 2), { gear: 4, wear: { tyres: 6, brakes: 4, fuel: 0, body: 3, engine: 3 } })], {
            kind: 'gear',
          }),
          { type: 'gear', gear: 2 },
        ),
      rule: 'FD-B sur-régime',
      because: 'il ne peut plus sauter de vitesses en rétrogradant',
    },
    {
      made: () =>
        refusal(
          onTrack(
            [carAt(T(1, 2), { gear: 4, wear: { tyres: 6, brakes: 4, fuel: 0, body: 3, engine: 3 } })],
            { kind: 'gear' },
            'tournament',
          ),
          { type: 'gear', gear: 2 },
        ),
      rule: 'FD-T 5-1-3, 13-1',
      because: 'Vous ne pouvez plus rétrograder en sautant une vitesse quand vous rayez le dernier PdV consommation',
    },
  ],
  NO_BRAKES_TO_SKIP: [
    {
      made: () =>
        refusal(
          onTrack([carAt(T(1, 2), { gear: 5, wear: { tyres: 6, brakes: 0, fuel: 3, body: 3, engine: 3 } })], {
            kind: 'gear',
          }),
          { type: 'gear', gear: 2 },
        ),
      rule: 'FD-B sur-régime',
      because: 'il ne peut plus rétrograder de 3 ou 4 vitesses',
    },
  ],
  ENGINE_TOO_WORN_TO_SKIP: [
    {
      made: () =>
        refusal(
          onTrack([carAt(T(1, 2), { gear: 6, wear: { tyres: 6, brakes: 4, fuel: 3, body: 3, engine: 1 } })], {
            kind: 'gear',
          }),
          { type: 'gear', gear: 2 },
        ),
      rule: 'FD-B sur-régime',
      because: "S'il ne lui reste plus que 1 point de moteur, il ne peut plus rétrograder de 4 vitesses",
    },
  ],
  SPUN_RESTART_IN_FIRST: [
    {
      made: () =>
        refusal(onTrack([carAt(T(1, 2), { gear: 3, spun: true })], { kind: 'gear' }), { type: 'gear', gear: 2 }),
      rule: 'FD-B tête-à-queue',
      because: "il ne peut démarquer qu'en 1",
    },
  ],
  STALLED_RESTART_IN_FIRST: [
    {
      made: () =>
        refusal(onTrack([carAt(T(1, 2), { gear: 1, stalled: true })], { kind: 'gear' }), { type: 'gear', gear: 2 }),
      rule: 'FD-B départ',
      because: 'Il doit attendre le prochain tour pour démarquer (en 1',
    },
  ],
  PIT_RESTART_MAX_FOURTH: [
    {
      made: () =>
        refusal(
          { ...atStand('basic', { gear: 4, pit: 'waiting' }), step: { kind: 'gear' } },
          { type: 'gear', gear: 5 },
        ),
      rule: 'FD-B arrêt au stand',
      because: 'démarrer en 4',
    },
    {
      made: () =>
        refusal(
          { ...atStand('tournament', { gear: 4, pit: 'waiting' }), step: { kind: 'gear' } },
          { type: 'gear', gear: 5 },
        ),
      rule: 'FD-T 19-3-4, 19-4-2',
      because: 'le pilote repartira en 4^{ème} vitesse maximum, ou moins',
    },
  ],
  INERTIA_GEAR: [
    {
      made: () =>
        refusal(onTrack([carAt(T(1, 2), { gear: 5, inertia: true })], { kind: 'gear' }, 'tournament'), {
          type: 'gear',
          gear: 5,
        }),
      rule: 'FD-T 16-0-3, 16-0-6',
      because: 'il jouera alors une dernière fois un dé, celui de la 4',
    },
  ],
  NO_FIRST_IN_PIT_LANE: [
    {
      made: () =>
        refusal(
          { ...atStand('tournament', { gear: 4, pit: 'waiting' }), step: { kind: 'gear' } },
          { type: 'gear', gear: 1 },
        ),
      rule: 'FD-T 19-1-9',
      because:
        'La 1^o vitesse est interdite pour les joueurs entre leur arrêt au stand et leur sortie de la ligne des stands',
    },
  ],
  MUST_REACH_STAND: [
    {
      // In 6th at the first space of the lane, its stand (5) 6 spaces on: 3rd (best 8) or higher; 2nd (best 4) is refused.
      made: () => {
        const s = raceState(
          hairpin,
          [carAt(pitLane(30), { gear: 6, lap: 2, pit: 'lane' }), carAt(at(hairpin, 2, 2), { gear: 1 })],
          { kind: 'gear' },
          { rules: resolveRules('tournament'), laps: 3 },
        )
        const stands = [5, 1]
        return refusal(
          { ...s, cars: s.cars.map((c, k) => ({ ...c, stand: stands[k] ?? k })) },
          { type: 'gear', gear: 2 },
        )
      },
      rule: 'FD-T 19-1-8',
      because: 'le joueur doit passer une vitesse lui permettant de rentrer dans son stand sur un résultat maximal',
    },
  ],
  NO_BRAKING_IN_PIT_LANE: [
    {
      // A quick stop whose black die shows 7: 4 spaces out of stand 0, in the lane; braking 2 of them is refused.
      made: () => {
        const exit = play({ ...atStand('basic', {}), step: { kind: 'pit', engineTest: false } }, [
          { type: 'pit', value: 7 },
        ]).state
        expect(exit.step).toMatchObject({ kind: 'move', roll: 4, reason: 'pit-exit' })
        return refusal(exit, { type: 'move', path: [pitLane(32), pitLane(33)], brake: 2 })
      },
      rule: 'FD-B arrêt au stand',
      because:
        "Les règles sur le sur-régime, l'accrochage, le freinage, le blocage et la casse-moteur ne sont pas applicables dans le couloir des stands",
    },
  ],
  NO_BRAKING_IN_QUALIFYING: [
    {
      made: () => {
        const s = setup({
          circuit: 'hairpin',
          laps: 1,
          cars: ['Ada'],
          preset: 'advanced',
          rules: { weather: false, tyres: false },
        })
        const rolled = play(s, [
          { type: 'gear', gear: 2 },
          { type: 'roll', value: 4 },
        ]).state
        const path = formuleDe.legalActions(rolled)[0]
        return refusal(rolled, { type: 'move', path: path?.type === 'move' ? path.path.slice(0, -1) : [], brake: 1 })
      },
      rule: 'FD-T 1-0-1',
      because: 'les PdV ne sont pas pris en compte (donc, interdiction de freiner)',
    },
  ],
  PATH_TOO_LONG: [
    {
      made: () =>
        refusal(onTrack([carAt(T(1, 2), { gear: 2 })], moveStep(2)), {
          type: 'move',
          path: [T(1, 3), T(1, 4)],
          brake: 1,
        }),
      rule: 'FD-B déplacements',
      because: 'déplacer sa voiture du nombre de cases que ce dé indique',
    },
  ],
  NOT_ENOUGH_BRAKES: [
    {
      made: () => {
        const offered = play(slipstreamAt16(), [
          { type: 'move', path: [10, 11, 12, 13, 14, 15, 16].map((l) => T(1, l)), brake: 0 },
        ]).state
        return refusal(offered, { type: 'slipstream', path: [T(0, 17), T(0, 18)], brake: 1 })
      },
      rule: 'FD-B freinage',
      because: 'son pilote continue la course sans pouvoir freiner',
    },
    {
      made: () =>
        refusal(
          onTrack(
            [carAt(T(1, 2), { gear: 3, wear: { tyres: 6, brakes: 1, fuel: 3, body: 3, engine: 3 } })],
            moveStep(4),
          ),
          {
            type: 'move',
            path: [T(1, 3), T(1, 4)],
            brake: 2,
          },
        ),
      rule: 'FD-B freinage',
      because: 'son pilote continue la course sans pouvoir freiner',
    },
  ],
  NOT_FARTHEST_SPACE: [
    {
      made: () =>
        refusal(onTrack([carAt(T(1, 2), { gear: 3 })], moveStep(4)), {
          type: 'move',
          path: [T(1, 3), T(1, 4)],
          brake: 0,
        }),
      rule: 'FD-T 12-1-3',
      because: "c'est d'abord la ou les cases qui permettent de se déplacer d'un maximum de cases avant le blocage",
    },
  ],
  NOT_A_LEGAL_MOVE: [
    {
      // A car on its inertia may not brake: it goes to the farthest space.
      made: () =>
        refusal(onTrack([carAt(T(1, 2), { gear: 4, inertia: true })], moveStep(7), 'tournament'), {
          type: 'move',
          path: [T(1, 3), T(1, 4), T(1, 5), T(1, 6), T(1, 7), T(1, 8)],
          brake: 1,
        }),
      rule: 'FD-T 16-0-3',
      because: 'il jouera alors une dernière fois un dé, celui de la 4',
    },
  ],
  SLIPSTREAM_LENGTH: [
    {
      made: () => {
        const s = onTrack([carAt(T(1, 4), { gear: 4 }), carAt(T(1, 12), { gear: 4 })], moveStep(7), 'advanced')
        const offered = play(s, [
          { type: 'move', path: [T(1, 5), T(1, 6), T(1, 7), T(1, 8), T(1, 9), T(1, 10), T(1, 11)], brake: 0 },
        ]).state
        expect(offered.step.kind).toBe('slipstream')
        return refusal(offered, { type: 'slipstream', path: [T(0, 12)], brake: 0 })
      },
      rule: 'FD-T 18-1-2',
      because: '3 cases',
    },
  ],
  NOT_A_LEGAL_SLIPSTREAM: [
    {
      made: () => {
        // Soft tyres on their first lap: the +1 on the slipstream reaches the corner (levels 20-23),
        // which costs a brake point the car does not have (FD-T 18-3-2).
        const offered = play(slipstreamAt16(), [
          { type: 'move', path: [10, 11, 12, 13, 14, 15, 16].map((l) => T(1, l)), brake: 0 },
        ]).state
        expect(offered.step).toMatchObject({ kind: 'slipstream', bonus: true })
        return refusal(offered, { type: 'slipstream', path: [T(0, 17), T(0, 18), T(0, 19), T(0, 20)], brake: 0 })
      },
      rule: 'FD-T 18-1-4',
      because: 'il lui en coûtera un PdV de freins',
    },
  ],
  STAND_TAKEN: [
    {
      made: () =>
        refusal(play(tournamentStart, [{ type: 'choose-stand', stand: 3 }]).state, { type: 'choose-stand', stand: 3 }),
      rule: 'FD-T 4-0-1',
      because: 'chaque joueur choisit son stand',
    },
  ],
  NO_LONG_STOP: [
    {
      made: () =>
        refusal(atStand('advanced', {}, { pitPoints: false }), {
          type: 'stand',
          tyre: 'hard',
          stop: 'long',
          repairs: { brakes: 0, fuel: 0, body: 0, engine: 0, holding: 0 },
        }),
      rule: 'FD-A 7',
      because: 'arrêt long',
    },
  ],
  NO_TYRE_CHOICE: [
    {
      made: () =>
        refusal(atStand('advanced', {}, { tyres: false }), {
          type: 'stand',
          tyre: 'soft',
          stop: 'quick',
          repairs: { brakes: 0, fuel: 0, body: 0, engine: 0, holding: 0 },
        }),
      rule: 'FD-A 3',
      because: 'PNEUS',
    },
  ],
  BAD_REPAIRS: [
    {
      made: () =>
        refusal(atStand('tournament', {}), {
          type: 'stand',
          tyre: 'hard',
          stop: 'long',
          repairs: { brakes: 1, fuel: 0, body: 0, engine: 0, holding: 0 },
        }),
      rule: 'FD-T 19-4-1',
      because: 'Il permet de régénérer au stand un ou plusieurs PdV de freins',
    },
  ],
  BUILD_ORDER: [
    {
      made: () => refusal(building, { type: 'build', part: 'tyres', points: 5 }),
      rule: 'FD-T 5-3',
      because: 'PdV de stand',
    },
  ],
  BUILD_RANGE: [
    {
      made: () => refusal(building, { type: 'build', part: 'stand', points: 3 }),
      rule: 'FD-T 5-3',
      because: 'PdV de stand',
    },
    {
      made: () =>
        refusal(play(building, [{ type: 'build', part: 'stand', points: 0 }]).state, {
          type: 'build',
          part: 'tyres',
          points: 0,
        }),
      rule: 'FD-T 5-2',
      because: 'Il faut au minimum un PdV pour chacune des parties du véhicule',
    },
  ],
  CHRONO_ORDER: [
    {
      made: () => refusal(clocked, { type: 'chrono', unit: 'minutes', value: 3 }),
      rule: 'FD-T 1-1-13',
      because: 'chronomètre',
    },
  ],
  CHRONO_RANGE: [
    {
      made: () => refusal(clocked, { type: 'chrono', unit: 'seconds', value: 75 }),
      rule: 'FD-T 1-1-13',
      because: 'chronomètre',
    },
  ],
}

describe('Formule Dé codes: each refusal cites the paragraph that forbids it', () => {
  for (const [code, cases] of Object.entries(CASES) as Array<[ReducerCode, ReadonlyArray<Case>]>) {
    it(`${code}: ${cases.map((c) => c.rule).join(', ')}`, () => {
      for (const c of cases) {
        const v = c.made()
        expect(v.code).toBe(code)
        expect(v.rule).toBe(c.rule)
        expect(CODE_RULES[code]).toContain(c.rule)
        expect(v.message.length).toBeGreaterThan(10)
      }
    })
  }

  it('the step refusals of the move search cite the paragraphs of STEP_RULES', () => {
    for (const code of Object.keys(STEP_RULES) as StepRefusal[]) expect(CODE_RULES[code]).toEqual([STEP_RULES[code][1]])
    // Through the reducer: a path through another car.
    const s = onTrack([carAt(T(1, 2), { gear: 2 }), carAt(T(1, 4))], moveStep(3))
    const v = refusal(s, { type: 'move', path: [T(1, 3), T(1, 4), T(1, 5)], brake: 0 })
    expect(v).toMatchObject({ code: 'SPACE_OCCUPIED', rule: 'FD-B code de conduite' })
  })

  it('protocol refusals carry the paragraph of the step the race is at', () => {
    const s = onTrack([carAt(T(1, 2))], { kind: 'gear' })
    expect(refusal(s, { type: 'roll', value: 3 })).toMatchObject({ code: 'WRONG_PHASE', rule: 'FD-B boîte de vitesse' })
    const rolling = play(s, [{ type: 'gear', gear: 2 }]).state
    // The 2nd-gear die shows 2, 3, 3, 4, 4, 4: no 5 (FD-B boîte de vitesse).
    expect(refusal(rolling, { type: 'roll', value: 5 })).toMatchObject({
      code: 'NOT_AN_OUTCOME',
      rule: 'FD-B déplacements',
    })
    expect(refusal(rolling, { type: 'engine', value: 3 })).toMatchObject({ code: 'NOT_AN_OUTCOME' })
    const pitting = atStand('basic', {})
    expect(refusal({ ...pitting, step: { kind: 'pit', engineTest: false } }, { type: 'gear', gear: 2 })).toMatchObject({
      code: 'WRONG_PHASE',
      rule: 'FD-B arrêt au stand',
    })
  })

  it('every refusal says in French what its English message says, from its code and facts', () => {
    const made = Object.values(CASES).flatMap((cases) => cases.map((c) => c.made()))
    made.push(
      refusal(onTrack([carAt(T(1, 2), { gear: 2 }), carAt(T(1, 4))], moveStep(3)), {
        type: 'move',
        path: [T(1, 3), T(1, 4), T(1, 5)],
        brake: 0,
      }),
    )
    const french = new Set<string>()
    for (const v of made) {
      // The facts say the whole message: the English catalogue gives it back from them.
      const english = REFUSALS[v.code as Code] as (p: unknown) => string
      expect(english(v.params ?? {})).toBe(v.message)
      expect(describeRefusal(v)).toBe(v.message)
      const fr = describeRefusal(v, { lang: 'fr' })
      expect(fr, v.code).not.toBe(v.message)
      expect(fr, v.code).not.toMatch(/undefined|NaN|\[object/)
      french.add(fr)
    }
    // As many French sentences as English ones.
    expect(french.size).toBe(new Set(made.map((v) => v.message)).size)
    // A refusal that lost its facts (written by hand) is told in English, never with holes.
    const bare = made.find((v) => v.code === 'PATH_TOO_LONG') as RuleViolation
    expect(describeRefusal({ code: bare.code, message: bare.message, rule: bare.rule }, { lang: 'fr' })).toBe(
      bare.message,
    )
    // The protocol's refusals have their French too.
    const s = onTrack([carAt(T(1, 2))], { kind: 'gear' })
    expect(describeRefusal(refusal(s, { type: 'roll', value: 3 }), { lang: 'fr' })).toMatch(/^Le siège 0 doit décider/)
  })

  it('every code of the union has its paragraphs, every case names a paragraph of the table', () => {
    const codes = Object.keys(CODE_RULES)
    expect(codes.length).toBe(new Set(codes).size)
    for (const rules of Object.values(CODE_RULES)) for (const r of rules) expect(r).toMatch(/^FD-[BAT] /)
    // Hairpin has its stands at the end of the lap: the pit lane is found where the tests expect it.
    expect(stand0).toBeGreaterThan(at(hairpin, 0, 0))
  })
})
