import { describe, it, expect } from 'vitest'
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { isLeft } from 'fp-ts/lib/Either.js'
import { playout, seedRng } from '../../src/core/index.js'
import {
  rallyman,
  straight,
  corner,
  bots,
  parseRoadbook,
  assembleStage,
  checkZones,
  boards,
  BUILT_IN_ZONES,
  CODE_RULES,
  renderSvg,
  renderBoardSvg,
  type State,
  type Step,
} from '../../src/rallyman/index.js'
import { entries } from '../../bench/rallyman.js'
import { sectorOf } from '../../src/rallyman/rules/dashboard.js'
import {
  eventsOf,
  observe,
  placeCar,
  play,
  refusal,
  roll,
  setupOrThrow,
  testConfig,
  withCar,
  withTurn,
  rallyConfig,
} from './helpers.js'
import { stagesOf } from '../../src/rallyman/index.js'

// Bullets of issue 6 that no other file checked on their own (third-pass audit).

const dirtStart = (steps: ReadonlyArray<Step>, drivers = 1): State => {
  let s = setupOrThrow(testConfig(steps, { surface: 'dirt', drivers, rules: { dirt: true, tyres: true, sisu: false } }))
  for (let i = 0; i < drivers; i++) s = play(s, { type: 'tyres', tyres: 'dirt' }).state
  return s
}

describe('issue 6 audit: built-in rallies', () => {
  it('RM ART.1: the asphalt rally is three specials, ES1 the seed sheet "L1 C3-J1 J4", assistance after ES1 and ES2', () => {
    const r = boards.asphalt
    expect(r.specials.length).toBe(3)
    expect(r.specials[0]?.roadbook).toBe('L1 C3-J1 J4')
    expect(r.specials.map((s) => s.assistance)).toEqual([true, true, false])
    expect(stagesOf(setupOrThrow(rallyConfig({ rally: r }))).length).toBe(3)
  })

  it('RM ART.15.2: the snow rally has variable weather: each tile of a special gets its weather die before the start', () => {
    expect(boards.snow.weather).toBe('variable')
    let s = setupOrThrow(rallyConfig({ drivers: 2, rally: boards.snow }))
    let rolls = 0
    for (let st = rallyman.status(s); st.kind === 'chance'; st = rallyman.status(s)) {
      expect(st.outcomes.map((o) => o.action.type)).toEqual(['weather', 'weather'])
      s = play(s, { type: 'weather', snow: rolls === 0 }).state
      rolls++
    }
    expect(rolls).toBe(s.snow.length)
    expect(rolls).toBeGreaterThanOrEqual(2)
    expect(s.snow[0]).toBe(true)
    expect(rallyman.status(s)).toMatchObject({ kind: 'decision', phase: 'tyres' })
  })

  it('RM ART.18-26: the dirt rally has fords, half cells, a long corner and crossroads with side roads', () => {
    const s = setupOrThrow(rallyConfig({ rally: boards.dirt, rules: { dirt: true } }))
    const cells = stagesOf(s).flatMap((st) => st.cells)
    expect(stagesOf(s).length).toBe(3)
    expect(cells.some((c) => c.ford)).toBe(true)
    expect(cells.some((c) => c.line === 'half')).toBe(true)
    expect(cells.some((c) => c.line === 'side')).toBe(true)
    expect(stagesOf(s).some((st) => st.corners.some((c) => c.long))).toBe(true)
    expect(cells.every((c) => c.surface === 'dirt')).toBe(true)
  })
})

describe('issue 6 audit: roadbooks and bots', () => {
  it('RM ART.1: the seed sheet\'s ES2 "J1 J4" and ES3 "L0 L1-C3-C6-L2-V3-V3-L5 J4" parse; on the library\'s own zones the validator explains what does not fit', () => {
    const es2 = parseRoadbook('J1 J4')
    expect(es2._tag === 'Right' && es2.right).toEqual([{ zone: 'J', from: 1, to: 4 }])
    const es3 = parseRoadbook('L0 L1-C3-C6-L2-V3-V3-L5 J4')
    expect(es3._tag === 'Right' && es3.right.map((v) => `${v.zone}${v.from}`)).toEqual([
      'L0',
      'L1',
      'C3',
      'C6',
      'L2',
      'V3',
      'V3',
      'L5',
      'J4',
    ])
    const zones = checkZones(BUILT_IN_ZONES)
    if (isLeft(zones)) throw new Error(zones.left.join(' '))
    const laid = assembleStage('ES3', 'L0 L1-C3-C6-L2-V3-V3-L5 J4', zones.right)
    expect(isLeft(laid) && laid.left.join(' ')).toMatch(/zone C has no anchor 6/)
  })

  it('the heuristic bot weighs the exact chance of a loss: with two warnings showing it stops, with none it drives on', () => {
    const road = Array.from({ length: 10 }, () => straight())
    const s = placeCar(setupOrThrow(testConfig(road, { rules: { sisu: false } })), 0, 1, 3)
    const choose = (state: State) =>
      bots.heuristic({
        seat: 0,
        legal: rallyman.legalActions(state),
        observation: observe(state, 0),
        rng: seedRng(1),
      })[0]
    const edge = play(s, ...roll(3, 2, true), ...roll(4, 3, true)).state
    expect(rallyman.legalActions(edge)).toContainEqual({ type: 'stop' })
    expect(choose(edge)).toEqual({ type: 'stop' })
    const calm = play(s, ...roll(3, 2), ...roll(4, 3)).state
    expect(choose(calm).type).toBe('roll')
  })
})

describe('issue 6 audit: renderSvg', () => {
  const steps: ReadonlyArray<Step> = [
    straight({ left: 'rocks', right: 'forest' }),
    straight({ jump: 3 }),
    straight(),
    straight(),
    straight(),
    straight({ ford: true, split: true }),
    corner({ inside: 'left', tight: [1, 2], drift: [2, 3], cord: [1, 4] }),
    straight({ crossroads: true, sideRoads: [{ side: 'left', cells: 2 }] }),
    straight(),
  ]
  it('renderBoardSvg and renderSvg draw notes, terrain, jumps, fords, split points, side roads, and the cars of a state', () => {
    const s = placeCar(dirtStart(steps), 0, 2, 3)
    const stage = stagesOf(s)[0]!
    const bare = renderBoardSvg(stage)
    const svg = renderSvg(s)
    expect(bare).toContain('>K4<') // cord note
    expect(bare).toContain('>2<') // tight note
    expect(bare).toContain('>3<') // drift note and jump note
    expect(bare).toContain('jump: at gear 3') // the jump explained in the legend
    expect(bare).toContain('fill="#8c8c8c"') // rocks verge
    expect(bare).toContain('fill="#2f5d2a"') // forest verge
    expect(bare).toContain('fill="#3d8fd6"') // ford
    expect(bare.match(/wrong road of the crossroads/g)?.length).toBe(2)
    expect(bare).toContain('split-time point')
    expect(bare).not.toContain('data-car=')
    expect(svg.match(/data-car="0"/g)?.length).toBe(1) // and the car
    expect(svg).toContain(`${s.cars[0]!.name}: gear 3`)
  })
})

describe('issue 6 audit: rule cases', () => {
  it('RM ART.15.4 remark: with snow tyres and one puncture a single gas die is left on asphalt; with two, none', () => {
    const road = Array.from({ length: 8 }, () => straight())
    const base = play(setupOrThrow(testConfig(road, { rules: { tyres: true } })), {
      type: 'tyres',
      tyres: 'snow',
    }).state
    const one = withCar(placeCar(base, 0, 1, 3), 0, { punctures: 1 })
    expect(rallyman.legalActions(one)).toContainEqual({ type: 'roll', die: 'gas', to: 2 })
    const after = play(one, ...roll('gas', 2)).state
    expect(refusal(after, { type: 'roll', die: 'gas', to: 3 }).rule).toMatch(/RM ART\.(9\.3|15\.4)/)
    const two = withCar(placeCar(base, 0, 1, 3), 0, { punctures: 2 })
    expect(refusal(two, { type: 'roll', die: 'gas', to: 2 })).toMatchObject({
      code: 'GAS_DIE_LOST',
      rule: 'RM ART.9.3',
    })
  })

  it('RM ART.24.3: soft tyres read S1 on the first tile, S2 between, S3 on the last of three or more (4/3/2 warnings)', () => {
    const road = Array.from({ length: 4 }, () => straight())
    const laid = (roadbook: string, drivers = 1): State => {
      const cfg = testConfig(road, { surface: 'dirt', drivers, rules: { dirt: true, tyres: true, sisu: false } })
      const one = { ...cfg, rally: { ...cfg.rally, specials: [{ ...cfg.rally.specials[0]!, roadbook }] } }
      let s = setupOrThrow(one)
      for (let i = 0; i < drivers; i++) s = play(s, { type: 'tyres', tyres: 'soft' }).state
      return s
    }
    const four = laid('T0 T0 T0 T0')
    expect([0, 1, 2, 3].map((tile) => sectorOf(stagesOf(four)[0]!, tile))).toEqual([1, 2, 2, 3])
    const two = laid('T0 T0')
    expect([0, 1].map((tile) => sectorOf(stagesOf(two)[0]!, tile))).toEqual([1, 2])
    const three = laid('T0 T0 T0')
    const last = stagesOf(three)[0]!.cells.filter((c) => c.zone === 2)
    // S3: the second warning on the last tile loses control.
    const s = withTurn(placeCar(three, 0, last[0]!.id, 3), { warnings: 1, dice: 1, mode: 'dice', gears: [2] })
    expect(eventsOf(play(s, ...roll(3, last[1]!.id, true)).events, 'loss')).toHaveLength(1)
    const first = stagesOf(three)[0]!.cells.filter((c) => c.zone === 0)
    const t = withTurn(placeCar(three, 0, first[0]!.id, 3), { warnings: 1, dice: 1, mode: 'dice', gears: [2] })
    expect(eventsOf(play(t, ...roll(3, first[1]!.id, true)).events, 'loss')).toEqual([])
  })

  it('RM ART.21: after a dirty cord or a puncture on dirt the next car still draws a cord card', () => {
    const steps = [
      straight(),
      straight(),
      corner({ inside: 'left', tight: [1, 3], cord: [1, 4] }),
      straight(),
      straight(),
    ]
    for (const card of ['dirty', 'puncture'] as const) {
      let s = placeCar(dirtStart(steps, 2), 0, 1, 3)
      s = play(s, ...roll(3, 3), { type: 'cord', card }, { type: 'stop' }).state
      expect(s.clean).toEqual([false])
      const next = play(placeCar(withCar(s, 0, { cell: 5 }), 1, 1, 3), ...roll(3, 3)).state
      expect(next.pending).toEqual({ kind: 'cord', afterLoss: false })
    }
  })

  it('RM ART.23: a ford stop in a big attack leaves thrown dice unused, and every thrown die still earns its second', () => {
    const fordRoad = [straight(), straight(), straight({ ford: true }), straight(), straight()]
    const s = placeCar(dirtStart(fordRoad), 0, 1, 2)
    const attack = { type: 'attack', gears: [3, 4], gas: 0, orange: 0 } as const
    expect(rallyman.legalActions(s)).toContainEqual(attack)
    const a = play(
      s,
      attack,
      { type: 'attack-faces', gears: [true, false], gas: 0, orange: 0 },
      { type: 'use', die: 3, warning: true, orange: false, to: 2 },
    )
    expect(eventsOf(a.events, 'ford-stop')).toHaveLength(1)
    expect(eventsOf(a.events, 'loss')).toEqual([])
    expect(a.state.cars[0]).toMatchObject({ cell: 2, seconds: 2, gear: 3 })
  })

  it('RM ART.25.1: a straight crossroads cell is a normal straight (cars pass there); a crossroads corner keeps its tight note and K', () => {
    const steps: ReadonlyArray<Step> = [
      straight(),
      straight(),
      straight({ crossroads: true, lanes: 2, sideRoads: [{ side: 'left', cells: 2 }] }),
      corner({
        inside: 'right',
        tight: [1, 3],
        cord: [1, 4],
        crossroads: true,
        sideRoads: [{ side: 'left', cells: 2 }],
      }),
      straight(),
    ]
    let s = dirtStart(steps, 2)
    const cells = stagesOf(s)[0]!.cells
    const x = cells.find((c) => c.line === 'road' && c.sideRoads.length > 0)!
    const t = cells.find((c) => c.line === 'tight')!
    const k = cells.find((c) => c.line === 'cord')!
    s = withCar(s, 1, { cell: x.id, status: 'racing', gear: 2 })
    s = placeCar(s, 0, x.id - 1, 3)
    const passed = play(s, ...roll(3, x.id), ...roll('gas', t.id)).state
    expect(passed.cars[0]!.cell).toBe(t.id)
    expect(passed.cars[1]!.cell).toBe(x.id)
    const onX = placeCar(s, 0, x.id, 4)
    expect(refusal(onX, { type: 'roll', die: 4, to: t.id }).code).toBe('CORNER_NOTE')
    expect(refusal(onX, { type: 'roll', die: 5, to: k.id }).code).toBe('CORNER_NOTE')
    expect(play(onX, ...roll(4, k.id)).state.pending).toEqual({ kind: 'cord', afterLoss: false })
  })
})

describe('issue 6 audit: bench, example, docs', () => {
  it('bench/rallyman.ts: each entry plays a full four-driver rally of three specials to the end', () => {
    expect(entries.length).toBeGreaterThanOrEqual(1)
    for (const e of entries) {
      const start = e.game.setup(e.config)
      if (isLeft(start)) throw new Error(start.left.message)
      expect(stagesOf(start.right).length).toBe(3)
      const run = playout(e.game, start.right, seedRng(3), e.policies)
      if (isLeft(run)) throw new Error(run.left.message)
      const st = e.game.status(run.right.state)
      expect(st.kind === 'over' && st.standings.placings.length).toBe(4)
    }
  })

  // The examples import pitwall/rallyman and pitwall/core, as a user's code does: run them as a user would.
  const runExample = (file: string): ReadonlyArray<string> =>
    execFileSync(fileURLToPath(new URL('../../node_modules/.bin/tsx', import.meta.url)), [file], {
      cwd: fileURLToPath(new URL('../..', import.meta.url)),
      encoding: 'utf8',
    }).split('\n')

  it('examples/rallyman-roadbook.ts builds a special from roadbook notation and runs a rally to its standings', () => {
    const lines = runExample('examples/rallyman-roadbook.ts')
    expect(lines.some((l) => /^ES1 Hairpin: \d+ cells, \d+ corners$/.test(l))).toBe(true)
    expect(lines.some((l) => l.startsWith('Zone B refused:'))).toBe(true)
    expect(lines.filter((l) => /^[123]\. Driver [ABC] /.test(l)).length).toBe(3)
    expect(lines.some((l) => /^SVG of the last special: \d+ characters$/.test(l))).toBe(true)
  })

  it('examples/rallyman-bot.ts and rallyman-embed.ts run: a bot against the heuristic driver, a referee app on saved JSON', () => {
    const bot = runExample('examples/rallyman-bot.ts')
    expect(bot.filter((l) => /^[12]\. Driver [AB]: /.test(l)).length).toBe(2)
    const embed = runExample('examples/rallyman-embed.ts')
    expect(embed).toContain('1→c0 accepted')
    expect(embed).toContain('refused (RM ART.4): From gear 1 the next gear die is 1, 2 or a gas die, not 3.')
    expect(embed.some((l) => /^Seat \d to drive: /.test(l))).toBe(true)
  })

  it('docs/rallyman.md: a coverage row for every article ART.1-26, every action, event type and refusal code, and no mention of the project notes', () => {
    const doc = readFileSync(new URL('../../docs/rallyman.md', import.meta.url), 'utf8')
    for (let n = 1; n <= 26; n++) expect(doc, `ART.${n}`).toMatch(new RegExp(`\\n\\| ART\\.${n}[ .]`))
    const typesIn = (file: string): ReadonlyArray<string> =>
      [
        ...readFileSync(new URL(`../../src/rallyman/${file}`, import.meta.url), 'utf8').matchAll(
          /readonly type: '([a-z-]+)'/g,
        ),
      ].map((m) => m[1]!)
    const actions = typesIn('actions.ts')
    const events = typesIn('events.ts')
    expect(actions.length).toBeGreaterThanOrEqual(16)
    expect(events.length).toBeGreaterThanOrEqual(20)
    for (const a of actions) expect(doc, a).toContain(`{type:'${a}'`)
    for (const e of events) expect(doc, e).toContain(`\`${e}\``)
    for (const section of [
      '## A bot in 15 lines',
      '## Embedding it in an app',
      '## Notation',
      '## Positions',
      '## Limits of the board format',
      '## Stage and zone format',
      '## Actions',
      '### Refusals',
      '## Events and what each viewer sees',
      '## Saved states',
      '## Writing a bot',
      '## Appendix: Components and rulings',
      '## Appendix: rules coverage',
    ])
      expect(doc).toContain(section)
    for (const code of Object.keys(CODE_RULES)) expect(doc, code).toContain(`\`${code}\``)
    expect(doc).not.toMatch(/FACTS|DESIGN\.md/)
  })
})
