import { describe, it, expect } from 'vitest'
import * as fmr from '../../src/formula-motor-racing/index.js'
import { describeEvents, type Config, type Event, type State } from '../../src/formula-motor-racing/index.js'
import { act, actAll, game, race, setup } from './helpers.js'

const sourceOf = (state: State) => {
  const st = game.status(state)
  if (st.kind !== 'chance') throw new Error(`a ${st.kind} node`)
  return st.source
}

describe('the public surface of pitwall/formula-motor-racing', () => {
  it('exports the shape every game exports, without Fmr-prefixed names', () => {
    expect(fmr.formulaMotorRacing.info.id).toBe('formula-motor-racing')
    expect(fmr.boards).toEqual({})
    expect(fmr.formulaMotorRacing.info.boards).toEqual(Object.keys(fmr.boards))
    expect(typeof fmr.bots.random).toBe('function')
    expect(typeof fmr.bots.heuristic).toBe('function')
    for (const name of [
      'defaultConfig',
      'describeEvent',
      'describeEvents',
      'formatAction',
      'parseAction',
      'position',
      'inconsistencies',
    ] as const) {
      expect(typeof fmr[name], name).toBe('function')
    }
    expect(fmr.formulaMotorRacing.sampler).toBeDefined()
    expect(Object.keys(fmr).filter((name) => /fmr/i.test(name))).toEqual([])
  })

  it('FMR Mise en place 2, 3, Comment jouer, Effets des cartes: every chance node says whose draw or roll it is and from what', () => {
    const start = setup({ ...fmr.defaultConfig({ players: 4, rules: 'short-races' }) })
    expect(sourceOf(start)).toEqual({
      seat: null,
      die: 'crew-cards',
      reason: 'the starting grid (FMR Mise en place 2)',
    })
    const config: Config = { ...fmr.defaultConfig({ players: 4, rules: 'short-races' }), grid: [...fmr.CARS] }
    const removing = setup(config)
    expect(sourceOf(removing)).toMatchObject({ seat: null, die: 'pile' })
    // Six cards removed face down, then seat 0 is dealt its first card: seat 1 is dealt next.
    const dealing = actAll(removing, [
      ...(['turbo', 'turbo', 'turbo', 'turbo', 'collision', 'major-spin'] as const).map((card) => ({
        type: 'remove' as const,
        card,
      })),
      { type: 'deal', card: 'off-track' },
    ]).state
    expect(sourceOf(dealing)).toEqual({ seat: 1, die: 'pile', reason: 'a card dealt (FMR Mise en place 3)' })
    // Seat 0 plays a Pit Stop on red-2: seat 0 rolls the d12 for it, then draws.
    const s = race({ hands: [['pit-stop:red'], [], [], []], pile: ['turbo'] })
    const rolling = act(s, { type: 'play', seat: 0, card: 'pit-stop:red', car: 'red-2' }).state
    expect(sourceOf(rolling)).toEqual({ seat: 0, die: 'd12', reason: 'pit-stop:red on red-2' })
    const drawing = act(rolling, { type: 'roll', value: 8 }).state
    expect(sourceOf(drawing)).toEqual({
      seat: 0,
      die: 'pile',
      reason: 'the card drawn after a play (FMR Comment jouer)',
    })
    const spin = race({ hands: [['minor-spin'], [], [], []] })
    expect(sourceOf(act(spin, { type: 'play', seat: 0, card: 'minor-spin', car: null }).state)).toEqual({
      seat: 0,
      die: 'd12',
      reason: 'minor-spin: the place it hits',
    })
  })

  it("describeEvents: a seat reads the cards it draws, never another seat's; the full record leaves the draws out", () => {
    const events: ReadonlyArray<Event> = [
      { type: 'card-played', seat: 0, card: 'turbo', car: 'red-2' },
      { type: 'card-drawn', seat: 0, card: 'collision' },
      { type: 'card-dealt', seat: 1, card: 'overtake-2:blue' },
      { type: 'card-removed', card: 'major-spin' },
    ]
    expect(describeEvents(events)).toEqual(['Seat 0 plays turbo on red-2.'])
    expect(describeEvents(events, 0)).toEqual(['Seat 0 plays turbo on red-2.', 'Seat 0 draws collision.'])
    expect(describeEvents(events, 1)).toEqual(['Seat 0 plays turbo on red-2.', 'Seat 1 is dealt overtake-2:blue.'])
    expect(describeEvents(events, 'spectator')).toEqual(['Seat 0 plays turbo on red-2.'])
    expect(describeEvents(events, 2).join(' ')).not.toMatch(/collision|overtake-2:blue|major-spin/)
  })
})
