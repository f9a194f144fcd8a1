/**
 * The public surface of `pitwall/rallyman`: the names every game exports, the info and the
 * built-in boards, the presets, events that name their car, chance nodes that say whose die
 * it is, and the secret penalties that no event reveals early.
 */
import { describe, expect, it } from 'vitest'
import { readFileSync } from 'node:fs'
import { isLeft } from 'fp-ts/lib/Either.js'
import { nextInt, playout, sampleOutcome, seedRng, type Rng } from '../../src/core/index.js'
import * as surface from '../../src/rallyman/index.js'
import {
  boards,
  bots,
  defaultConfig,
  describeEvent,
  describeEvents,
  PRESETS,
  rallyman,
  type Action,
  type Config,
  type Event,
  type State,
} from '../../src/rallyman/index.js'
import { penaltyLeaks, play, rallyConfig, setupOrThrow } from './helpers.js'

describe('pitwall/rallyman exports the shape every game has', () => {
  it('the game, defaultConfig, boards, bots, describeEvent(s), formatAction, parseAction, position and the cell finders', () => {
    for (const name of [
      'rallyman',
      'defaultConfig',
      'boards',
      'bots',
      'describeEvent',
      'describeEvents',
      'formatAction',
      'parseAction',
      'position',
      'cellAhead',
    ])
      expect(surface, name).toHaveProperty(name)
    expect(Object.keys(bots).sort()).toEqual(['heuristic', 'mcts', 'random'])
  })

  it('the index exports the unprefixed names only (Config, State, Action, Event, Observation, Code, SetupCode, Rally, Stage)', () => {
    const index = readFileSync(new URL('../../src/rallyman/index.ts', import.meta.url), 'utf8')
    const exported = [...index.matchAll(/export (?:type )?\{([^}]*)\}/g)].flatMap((m) =>
      (m[1] as string).split(',').map(
        (part) =>
          part
            .trim()
            .split(/\s+as\s+/)
            .pop()
            ?.replace(/^type\s+/, '') ?? '',
      ),
    )
    for (const name of ['Config', 'State', 'Action', 'Event', 'Observation', 'Code', 'SetupCode', 'Rally', 'Stage'])
      expect(exported).toContain(name)
    expect(exported.filter((n) => /^Rallyman/.test(n))).toEqual([])
  })

  it('info lists the built-in boards (the default first) and the presets defaultConfig takes', () => {
    expect(rallyman.info.boards).toEqual(Object.keys(boards))
    expect(rallyman.info.boards[0]).toBe('asphalt')
    expect(rallyman.info.presets).toEqual(Object.keys(PRESETS))
    expect(rallyman.info).toMatchObject({
      id: 'rallyman',
      laps: null,
      measure: 'time',
      hiddenInformation: true,
      players: { min: 1, max: 6, default: 4 },
    })
    expect(defaultConfig().drivers.length).toBe(rallyman.info.players.default)
    for (const board of rallyman.info.boards as ReadonlyArray<keyof typeof boards>) {
      const config = defaultConfig({ players: 2, board })
      expect(config.rally).toEqual(boards[board])
      expect(rallyman.setup(config)._tag).toBe('Right')
    }
  })

  it('presets: basic has every optional rule of the base game; dirt adds the Dirt rules and time control (RM ART.18-26)', () => {
    expect(defaultConfig().rules).toEqual(PRESETS.basic)
    expect(PRESETS.basic).toMatchObject({
      bigAttack: true,
      releaseSeconds: true,
      sisu: true,
      tyres: true,
      splitTimes: true,
      dirt: false,
      timeControl: false,
    })
    expect(PRESETS.dirt).toEqual({ ...PRESETS.basic, dirt: true, timeControl: true })
    expect(defaultConfig({ board: 'dirt' }).rules).toEqual(PRESETS.dirt)
    expect(defaultConfig({ board: 'dirt', rules: 'basic' }).rules).toEqual(PRESETS.basic)
    expect(defaultConfig({ rules: 'dirt' }).rules.dirt).toBe(true)
  })

  it('the built-in data cannot be edited by a user holding it', () => {
    expect(Object.isFrozen(boards)).toBe(true)
    expect(Object.isFrozen(boards.asphalt.specials[0])).toBe(true)
    expect(Object.isFrozen(PRESETS.dirt)).toBe(true)
    expect(Object.isFrozen(defaultConfig().cards.speed)).toBe(true)
  })
})

/** Plays a seeded random rally and returns every step's events with the state before it. */
const steps = (
  config: Config,
  seed: number,
): ReadonlyArray<{ readonly before: State; readonly events: ReadonlyArray<Event> }> => {
  let state = setupOrThrow(config)
  let rng: Rng = seedRng(seed)
  const out: Array<{ readonly before: State; readonly events: ReadonlyArray<Event> }> = []
  for (let i = 0; i < 5000; i++) {
    const st = rallyman.status(state)
    if (st.kind === 'over') break
    let action: Action | undefined
    if (st.kind === 'chance') [action, rng] = sampleOutcome(st.outcomes, rng)
    else {
      const legal = rallyman.legalActions(state)
      let k: number
      ;[k, rng] = nextInt(rng, 0, legal.length - 1)
      action = legal[k]
    }
    const next = play(state, action as Action)
    out.push({ before: state, events: next.events })
    state = next.state
  }
  return out
}

describe('events name their car', () => {
  const names = ['Sébastien Loeb', 'Michèle Mouton', 'Ari Vatanen']
  const config: Config = { ...defaultConfig({ players: 3, board: 'dirt' }), drivers: names.map((name) => ({ name })) }
  const rally = steps(config, 5)

  it('every event about a car carries the name the config gives its driver', () => {
    const events = rally.flatMap((s) => s.events)
    expect(events.length).toBeGreaterThan(100)
    for (const e of events) {
      if ('seat' in e) expect(e.name, e.type).toBe(names[e.seat])
      if (e.type === 'special-start') expect(e.names).toEqual(e.order.map((seat) => names[seat]))
    }
  })

  it('describeEvent tells them by name, never by a seat label; describeEvents gives the lines a viewer may read', () => {
    const events = rally.flatMap((s) => s.events)
    const lines = describeEvents(events, 1)
    expect(lines).toEqual(events.map((e) => describeEvent(e)).filter((l) => l !== null))
    expect(lines.join('\n')).not.toMatch(/Driver [A-F]/)
    // The start of special 1 is told by setup; special 2 starts in the order of special 1 (RM ART.3.2).
    const start = lines.find((l) => l.startsWith('Special 2 starts: '))
    expect(
      start
        ?.slice('Special 2 starts: '.length, -1)
        .split(', ')
        .every((n) => names.includes(n)),
    ).toBe(true)
    expect(
      lines.filter((l) => /finishes special|retires/.test(l)).every((l) => names.some((n) => l.startsWith(n))),
    ).toBe(true)
  })
})

describe('chance nodes say whose die it is and which', () => {
  it("gear-1 to gear-5, gas, orange-gas, attack, loss-card, cord-deck at the wheel's seat; the weather's gear die is nobody's", () => {
    const seen = new Set<string>()
    for (const [board, seed] of [
      ['snow', 3],
      ['dirt', 4],
      ['asphalt', 5],
    ] as const)
      for (const { before } of steps(defaultConfig({ players: 3, board }), seed)) {
        const st = rallyman.status(before)
        if (st.kind !== 'chance') continue
        const source = st.source
        if (source === undefined) throw new Error('a chance node without its source')
        seen.add(source.die)
        expect(source.die).toMatch(/^(gear-[1-5]|gas|orange-gas|attack|loss-card|cord-deck)$/)
        if (before.pending?.kind === 'weather')
          expect(source).toMatchObject({ seat: null, reason: `weather of tile ${before.pending.tile + 1}` })
        else expect(source.seat).toBe(before.turn?.seat)
        if (before.pending?.kind === 'face')
          expect(source.die).toBe(
            before.pending.die === 'gas'
              ? before.pending.orange
                ? 'orange-gas'
                : 'gas'
              : `gear-${before.pending.die}`,
          )
      }
    for (const die of ['gear-1', 'gear-3', 'gear-5', 'gas', 'orange-gas', 'attack', 'loss-card', 'cord-deck'])
      expect(seen, die).toContain(die)
  })
})

describe('RM ART.22: the secret penalties', () => {
  it('no event comes of a penalty choice until the last one is in; then every penalty is revealed together', () => {
    const config = rallyConfig({ drivers: 3, rules: { timeControl: true, tyres: false } })
    let checked = 0
    for (const { before, events } of steps(config, 9)) {
      if (before.pending?.kind !== 'penalty') continue
      for (const viewer of ['spectator', 0, 1, 2] as const)
        expect(penaltyLeaks(rallyman.observeEvents(events, viewer), viewer, before)).toEqual([])
      const waiting = before.pending.tokens.filter((t) => t === null).length
      if (waiting > 1) expect(events).toEqual([])
      else
        expect(events.filter((e) => e.type === 'penalty').length).toBe(
          before.cars.filter((c) => c.status !== 'retired').length,
        )
      checked++
    }
    expect(checked).toBeGreaterThanOrEqual(6)
  })

  it('the leak check can fail: a penalty event before the last choice is a leak', () => {
    const config = rallyConfig({ drivers: 2, rules: { timeControl: true, tyres: false } })
    const at = steps(config, 2).find(
      (s) => s.before.pending?.kind === 'penalty' && s.before.pending.tokens.every((t) => t === null),
    )
    if (at === undefined) throw new Error('no penalty node')
    const early: Event = { type: 'penalty', seat: 1, name: 'Driver B', seconds: 15 }
    expect(penaltyLeaks([early], 0, at.before)).toHaveLength(1)
  })

  it('a seat sees that the others chose, never what', () => {
    const config = rallyConfig({ drivers: 3, rules: { timeControl: true, tyres: false } })
    const at = steps(config, 9).find(
      (s) => s.before.pending?.kind === 'penalty' && s.before.pending.tokens.filter((t) => t === null).length === 1,
    )
    if (at === undefined) throw new Error('no penalty node with one choice left')
    const seen = rallyman.observe(at.before, 'spectator')
    if (isLeft(seen)) throw new Error(seen.left.message)
    expect(seen.right.pending).toMatchObject({ kind: 'penalty', mine: null })
    expect(JSON.stringify(seen.right)).not.toMatch(/"tokens"/)
  })
})

describe('a rally plays through the public names alone', () => {
  it('two bots from bots, a built-in board, the standings', () => {
    const start = rallyman.setup(defaultConfig({ players: 2, board: 'snow' }))
    if (isLeft(start)) throw new Error(start.left.message)
    const run = playout(rallyman, start.right, seedRng(8), [bots.heuristic, bots.random])
    if (isLeft(run)) throw new Error(run.left.message)
    const st = rallyman.status(run.right.state)
    expect(st.kind === 'over' && st.standings.placings.map((p) => p.competitor).sort()).toEqual([
      'Driver A',
      'Driver B',
    ])
  })
})
