import fc from 'fast-check'
import { checkLaws } from '../support/laws.js'
import {
  rallyman,
  straight,
  corner,
  halves,
  boards,
  type Config,
  type State,
  type Step,
  type Surface,
  type Terrain,
} from '../../src/rallyman/index.js'
import { penaltyLeaks, rallyConfig } from './helpers.js'
import { stagesOf } from '../../src/rallyman/index.js'

const terrain = fc.constantFrom<Terrain>('meadow', 'earth', 'forest', 'rocks')

// Random valid zones: straight runs, jumps with their landing cells, corners with random
// lines (split cells around them on dirt), long corners, fords on dirt.
const segment = (surface: Surface): fc.Arbitrary<ReadonlyArray<Step>> =>
  fc.oneof(
    fc
      .array(
        fc.record({
          lanes: fc.integer({ min: 1, max: 3 }),
          left: terrain,
          right: terrain,
          split: fc.boolean(),
          ford: fc.boolean(),
        }),
        { minLength: 1, maxLength: 4 },
      )
      .map((cells) =>
        cells.map((c) =>
          straight({
            lanes: c.lanes,
            left: c.left,
            right: c.right,
            split: c.split,
            ford: surface === 'dirt' && c.ford,
          }),
        ),
      ),
    fc.integer({ min: 1, max: 5 }).map((jump) => [straight({ jump }), straight(), straight(), straight()]),
    fc
      .record({
        inside: fc.constantFrom<'left' | 'right'>('left', 'right'),
        tightCells: fc.integer({ min: 1, max: 2 }),
        tight: fc.integer({ min: 1, max: 4 }),
        drift: fc.option(fc.integer({ min: 2, max: 4 }), { nil: undefined }),
        cord: fc.option(fc.integer({ min: 0, max: 2 }), { nil: undefined }),
        long: fc.boolean(),
        before: fc.boolean(),
        after: fc.boolean(),
        left: terrain,
        right: terrain,
      })
      .map((c) => {
        const bend = c.long
          ? corner({ inside: c.inside, tight: [3, 3], drift: [4, 5], long: true, left: c.left, right: c.right })
          : corner({
              inside: c.inside,
              tight: [c.tightCells, c.tight],
              ...(c.drift !== undefined ? { drift: [c.drift, c.tight + 1] as const } : {}),
              ...(c.cord !== undefined ? { cord: [1, Math.min(5, c.tight + c.cord)] as const } : {}),
              left: c.left,
              right: c.right,
            })
        const dirt = surface === 'dirt'
        return [
          straight(),
          ...(dirt && c.before ? [halves()] : []),
          bend,
          ...(dirt && c.after ? [halves()] : []),
          straight(),
        ]
      }),
    // Crossroads (RM ART.25): a crossing with its other roads, then a crossroads corner whose
    // outside road goes straight on, so that losses of control there can be wrong turns.
    fc
      .record({
        inside: fc.constantFrom<'left' | 'right'>('left', 'right'),
        left: fc.integer({ min: 1, max: 3 }),
        right: fc.option(fc.integer({ min: 1, max: 3 }), { nil: undefined }),
        tight: fc.integer({ min: 1, max: 4 }),
        cord: fc.boolean(),
      })
      .map((c) => [
        straight(),
        straight({
          crossroads: true,
          lanes: 2,
          sideRoads: [
            { side: 'left' as const, cells: c.left },
            ...(c.right !== undefined ? [{ side: 'right' as const, cells: c.right }] : []),
          ],
        }),
        corner({
          inside: c.inside,
          tight: [1, c.tight],
          ...(c.cord ? { cord: [1, Math.min(5, c.tight + 1)] as const } : {}),
          crossroads: true,
          sideRoads: [{ side: c.inside === 'left' ? 'right' : 'left', cells: c.left }],
        }),
        straight(),
      ]),
  )

const randomStage = fc
  .constantFrom<Surface>('asphalt', 'dirt', 'snow')
  .chain((surface) => fc.tuple(fc.constant(surface), fc.array(segment(surface), { minLength: 2, maxLength: 6 })))
  .map(([surface, segments]): { surface: Surface; steps: ReadonlyArray<Step> } => ({
    surface,
    steps: [straight({ lanes: 2 }), ...segments.flat()],
  }))

const rules = fc.record({
  bigAttack: fc.boolean(),
  sisu: fc.boolean(),
  tyres: fc.boolean(),
  shakedown: fc.boolean(),
  dirt: fc.boolean(),
  timeControl: fc.boolean(),
})

const builtIn = fc
  .record({
    rally: fc.constantFrom(boards.asphalt, boards.snow, boards.dirt),
    specials: fc.integer({ min: 1, max: 3 }),
    drivers: fc.integer({ min: 1, max: 4 }),
    rules,
  })
  .map((r) =>
    rallyConfig({
      drivers: r.drivers,
      rally: { ...r.rally, specials: r.rally.specials.slice(0, r.specials) },
      rules: r.rules,
    }),
  )

const generated = fc
  .record({
    stage: randomStage,
    specials: fc.integer({ min: 1, max: 3 }),
    drivers: fc.integer({ min: 1, max: 4 }),
    rules,
    assistance: fc.boolean(),
  })
  .map((r): Config => {
    const base = rallyConfig({ drivers: r.drivers, rules: r.rules })
    return {
      ...base,
      zones: [{ id: 'R', name: 'Random', surface: r.stage.surface, steps: r.stage.steps, anchors: [0] }],
      rally: {
        name: 'Random rally',
        weather: 'variable',
        specials: Array.from({ length: r.specials }, (_, i) => ({
          name: `ES${i + 1}`,
          roadbook: 'R0',
          assistance: r.assistance,
          snow: [],
        })),
      },
    }
  })

const actions = fc.oneof(
  fc.record({
    type: fc.constant('roll'),
    die: fc.constantFrom(1, 2, 3, 4, 5, 'gas'),
    to: fc.integer({ min: -2, max: 60 }),
  }),
  fc.record({
    type: fc.constant('place'),
    die: fc.constantFrom(1, 2, 3, 4, 5, 'gas'),
    to: fc.integer({ min: -2, max: 60 }),
  }),
  fc.record({
    type: fc.constant('attack'),
    gears: fc.subarray([1, 2, 3, 4, 5]),
    gas: fc.integer({ min: 0, max: 2 }),
    orange: fc.integer({ min: 0, max: 2 }),
  }),
  fc.record({
    type: fc.constant('use'),
    die: fc.constantFrom(1, 2, 3, 4, 5, 'gas'),
    warning: fc.boolean(),
    orange: fc.boolean(),
    to: fc.integer({ min: -2, max: 60 }),
  }),
  fc.constantFrom(
    { type: 'stop' },
    { type: 'stuck' },
    { type: 'spare-wheel' },
    { type: 'keep-wheel' },
    { type: 'sisu', use: true },
    { type: 'tyres', tyres: 'soft' },
    { type: 'back', back: 'left' },
    { type: 'weather', snow: true },
  ),
  fc.record({
    type: fc.constant('penalty'),
    seat: fc.integer({ min: 0, max: 4 }),
    tokens: fc.integer({ min: 0, max: 8 }),
  }),
  fc.record({ type: fc.constant('face'), warning: fc.boolean() }),
  fc.record({
    type: fc.constant('attack-faces'),
    gears: fc.array(fc.boolean(), { maxLength: 3 }),
    gas: fc.integer({ min: 0, max: 2 }),
    orange: fc.integer({ min: 0, max: 2 }),
  }),
  fc.record({ type: fc.constant('cord'), card: fc.constantFrom('good', 'dirty', 'puncture') }),
)

const invariants = (s: State): ReadonlyArray<string> => {
  const out: string[] = []
  const stage = stagesOf(s)[s.special]
  for (const c of s.cars) {
    if (c.gearLost < 0 || c.gearLost > 5) out.push(`car ${c.seat} lost ${c.gearLost} gear dice`)
    if (c.punctures < 0 || c.punctures > 3) out.push(`car ${c.seat} has ${c.punctures} punctures`)
    if (c.seconds < 0) out.push(`car ${c.seat} holds ${c.seconds} seconds`)
    if (c.chrono < 0) out.push(`car ${c.seat} chrono ${c.chrono}`)
    if (c.status === 'racing' && c.cell >= (stage?.cells.length ?? 0)) out.push(`car ${c.seat} off the stage`)
    if (c.times.length > stagesOf(s).length) out.push(`car ${c.seat} has more times than specials`)
  }
  const t = s.turn
  if (t !== null && t.warnings >= 5) out.push(`${t.warnings} warnings in one move`)
  if (t !== null && new Set(t.gears).size !== t.gears.length) out.push('a gear die used twice in one move')
  if (t !== null && t.gas > 2) out.push('more than two gas dice in one move')
  // RM ART.25.2: a U-turn happens during the move, with die 1 spent on reaching first.
  if (t !== null && t.uTurn !== null && (t.uTurn > t.dice || !t.gears.includes(1) || t.mode !== 'dice'))
    out.push('a wrong-road U-turn out of its move')
  return out
}

checkLaws({
  game: rallyman,
  configs: fc.oneof(builtIn, generated),
  actions,
  invariants,
  maxSteps: 30_000,
  numRuns: 12,
  samplesPerRace: 6,
  chanceSources: true,
  eventLeaks: penaltyLeaks,
  seats: (s) => s.cars.length,
  // Two full rallies per driver law: the kit's vandal walks the whole observation (stages
  // included) at every decision; four took over a minute on a loaded machine.
  driverRuns: 2,
})
