import { describe, it, expect } from 'vitest'
import { isLeft, isRight } from 'fp-ts/lib/Either.js'
import { plainDie, playout, rollOutcomes, seedRng } from '../../src/core/index.js'
import {
  defaultConfig,
  defaultTeams,
  bots,
  type CarId,
  type Action,
  type Config,
  type State,
} from '../../src/formula-motor-racing/index.js'
import { act, actAll, dealActions, game, observe, race, setup, STANDARD_GRID } from './helpers.js'

const config = (over: Partial<Config> = {}): Config => ({ ...defaultConfig({ players: 4 }), ...over })

const setupCode = (c: unknown): string => {
  const r = game.setup(c as Config)
  return isLeft(r) ? r.left.code : 'accepted'
}

/** Plays a whole season with random bots. */
const randomSeason = (c: Config, seed: number) => {
  const run = playout(
    game,
    setup(c),
    seedRng(seed),
    Array.from({ length: c.players }, () => bots.random),
  )
  if (isLeft(run)) throw new Error(run.left.message)
  return run.right
}

describe('FMR Mise en place', () => {
  it('FMR Mise en place 1: 3 to 6 players; with three players each drives two teams', () => {
    expect(setupCode(config({ players: 2 }))).toBe('TOO_FEW_PLAYERS')
    expect(setupCode(config({ players: 7 }))).toBe('TOO_MANY_PLAYERS')
    for (const n of [3, 4, 5, 6]) expect(setupCode(defaultConfig({ players: n }))).toBe('accepted')
    expect(defaultTeams(3)).toEqual([
      ['red', 'yellow'],
      ['blue', 'black'],
      ['green', 'white'],
    ])
    expect(defaultTeams(5)).toEqual([['red'], ['blue'], ['green'], ['yellow'], ['black']])
    expect(setupCode({ ...defaultConfig({ players: 3 }), teams: [['red'], ['blue'], ['green']] })).toBe('BAD_TEAMS')
    expect(setupCode({ ...defaultConfig({ players: 4 }), teams: [['red'], ['blue'], ['green'], ['red']] })).toBe(
      'BAD_TEAMS',
    )
    expect(setupCode({ ...defaultConfig({ players: 4 }), teams: [['white'], ['blue'], ['green'], ['red']] })).toBe(
      'accepted',
    )
    expect(setupCode({ ...defaultConfig({ players: 4 }), races: 0 })).toBe('BAD_SEASON_LENGTH')
    expect(setupCode({ players: 4 })).toBe('BAD_CONFIG')
  })

  it('FMR Mise en place 1: with four players the two teams without a player still race and score', () => {
    const s = race({ hands: [[], [], [], []] })
    const { state } = actAll(
      s,
      [0, 1, 2, 3].map((seat): Action => ({ type: 'play', seat, card: 'wrong-lane', car: 'green-2' })),
    )
    expect(state.phase).toBe('over')
    // Classification = the grid: black-1 5th (2 points), white-1 6th (1 point).
    expect(state.results[0]?.teamPoints).toEqual([10, 6, 4, 3, 2, 1])
    const st = game.status(state)
    if (st.kind !== 'over') throw new Error('not over')
    expect(st.standings.placings.find((p) => p.competitor === 'black')).toMatchObject({ seat: null, score: 2 })
    expect(st.standings.placings.find((p) => p.competitor === 'white')).toMatchObject({ seat: null, score: 1 })
  })

  it('FMR Mise en place 2: crew cards are dealt at random, each remaining crew equally likely', () => {
    const s = setup(config())
    const st = game.status(s)
    expect(st.kind).toBe('chance')
    if (st.kind === 'chance') {
      expect(st.outcomes).toHaveLength(6)
      for (const o of st.outcomes) expect(o.probability).toBe(1 / 6)
    }
    const one = act(s, { type: 'crew', colour: 'white' }).state
    const st1 = game.status(one)
    if (st1.kind === 'chance') {
      expect(st1.outcomes.map((o) => o.action)).not.toContainEqual({ type: 'crew', colour: 'white' })
      for (const o of st1.outcomes) expect(o.probability).toBe(1 / 5)
    } else throw new Error('expected chance')
  })

  it('FMR Mise en place 2: the first crew starts 1st and 12th, the second 2nd and 11th, and so on', () => {
    const s = setup(config())
    const { state, events } = actAll(
      s,
      (['white', 'green', 'red', 'blue', 'yellow'] as const).map((colour): Action => ({ type: 'crew', colour })),
    )
    // The sixth crew card (black) is the only one left: dealt without a chance node.
    expect(state.order).toEqual([
      'white-1',
      'green-1',
      'red-1',
      'blue-1',
      'yellow-1',
      'black-1',
      'black-2',
      'yellow-2',
      'blue-2',
      'red-2',
      'green-2',
      'white-2',
    ])
    expect(events).toContainEqual({ type: 'crew-dealt', colour: 'black', places: [6, 7] })
    expect(state.phase).toBe('deal-cards')
  })

  it('FMR Mise en place 3: five cards each from the shuffled deck, the rest face down', () => {
    const s = setup({ ...config(), grid: STANDARD_GRID })
    const st = game.status(s)
    if (st.kind !== 'chance') throw new Error('expected chance')
    // A draw is one outcome per distinct card, weighted by its copies: 2 of 54 for a +3.
    const plus3 = st.outcomes.find((o) => o.action.type === 'deal' && o.action.card === 'overtake-3:red')
    expect(plus3).toMatchObject({ weight: 2, probability: 2 / 54 })
    const turbo = st.outcomes.find((o) => o.action.type === 'deal' && o.action.card === 'turbo')
    expect(turbo).toMatchObject({ weight: 4, probability: 4 / 54 })
    const run = randomSeason(config({ grid: STANDARD_GRID }), 7)
    const dealt = run.events.filter((e) => e.type === 'card-dealt')
    expect(dealt).toHaveLength(20)
    for (let seat = 0; seat < 4; seat++)
      expect(dealt.filter((e) => e.type === 'card-dealt' && e.seat === seat)).toHaveLength(5)
  })
})

describe('FMR Comment jouer', () => {
  it('FMR Comment jouer: the seat on pole plays first, then clockwise', () => {
    const grid = ['green-1', ...STANDARD_GRID.filter((c) => c !== 'green-1')] as const
    const s = race({ hands: [[], [], [], []], grid: [...grid] })
    expect(game.status(s)).toEqual({ kind: 'decision', seat: 2, phase: 'play-card' })
    const next = act(s, { type: 'play', seat: 2, card: 'wrong-lane', car: 'red-2' }).state
    expect(game.status(next)).toMatchObject({ seat: 3 })
    const after = act(next, { type: 'play', seat: 3, card: 'wrong-lane', car: 'red-2' }).state
    expect(game.status(after)).toMatchObject({ seat: 0 })
  })

  it('FMR Comment jouer: ruling, when the pole car has no player the seat with the best-placed car starts', () => {
    // Four players: black and white have no player. white-1 on pole, then yellow-1.
    const grid: CarId[] = ['white-1', 'yellow-1', ...STANDARD_GRID.filter((c) => c !== 'white-1' && c !== 'yellow-1')]
    const s = race({ hands: [[], [], [], []], grid })
    expect(game.status(s)).toMatchObject({ seat: 3 })
  })

  it('FMR Comment jouer: play one card, then draw one', () => {
    const s = race({ hands: [['turbo'], [], [], []], pile: ['off-track', 'collision'] })
    const played = act(s, { type: 'play', seat: 0, card: 'turbo', car: 'red-2' }).state
    expect(played.hands[0]).toHaveLength(4)
    expect(played.discards).toEqual(['turbo'])
    const st = game.status(played)
    if (st.kind !== 'chance') throw new Error('expected a draw')
    expect(st.outcomes.map((o) => o.probability)).toEqual([1 / 2, 1 / 2])
    const drawn = act(played, { type: 'draw', card: 'collision' })
    expect(drawn.state.hands[0]).toContain('collision')
    expect(drawn.state.hands[0]).toHaveLength(5)
    expect(drawn.state.pileSize).toBe(1)
    expect(drawn.events).toEqual([{ type: 'card-drawn', seat: 0, card: 'collision' }])
  })

  it('FMR Effets des cartes: a card resolved with the die waits for the d12, each of its 12 faces once (1/12)', () => {
    const s = race({ hands: [['collision'], [], [], []], pile: ['turbo'] })
    const played = act(s, { type: 'play', seat: 0, card: 'collision', car: null }).state
    const st = game.status(played)
    if (st.kind !== 'chance') throw new Error('expected a roll')
    expect(st.outcomes).toEqual(rollOutcomes(plainDie(12), (value): Action => ({ type: 'roll', value })))
    expect(st.outcomes.map((o) => [o.action, o.weight, o.probability])).toEqual(
      Array.from({ length: 12 }, (_, i) => [{ type: 'roll', value: i + 1 }, 1, 1 / 12]),
    )
    expect(st.source).toMatchObject({ seat: 0, die: 'd12' })
  })

  it('FMR Comment jouer: a player whose cars are all out still plays and draws', () => {
    // Seat 1 (blue) loses both cars to a collision, then still plays and draws.
    const grid: CarId[] = ['blue-1', 'blue-2', ...STANDARD_GRID.filter((c) => !c.startsWith('blue'))]
    const s = race({ hands: [['collision'], [], [], []], grid, pile: ['turbo', 'turbo'] })
    const state = actAll(s, [
      { type: 'play', seat: 1, card: 'wrong-lane', car: 'red-1' },
      { type: 'draw', card: 'turbo' },
      { type: 'play', seat: 2, card: 'wrong-lane', car: 'red-1' },
      { type: 'draw', card: 'turbo' },
      { type: 'play', seat: 3, card: 'wrong-lane', car: 'red-1' },
      { type: 'play', seat: 0, card: 'collision', car: null },
      { type: 'roll', value: 1 },
    ]).state
    expect(state.out).toEqual(['blue-1', 'blue-2'])
    expect(game.status(state)).toEqual({ kind: 'decision', seat: 1, phase: 'play-card' })
    expect(game.legalActions(state).length).toBeGreaterThan(0)
  })

  it('FMR Comment jouer: when the pile is empty each player plays one more card and the race ends with four in hand', () => {
    for (const players of [3, 4, 5, 6]) {
      const run = randomSeason(defaultConfig({ players }), 100 + players)
      const plays = run.events.filter((e) => e.type === 'card-played').length
      // 54 cards: 5 per player dealt, one play per card drawn, then one more each.
      expect(plays).toBe(54 - 5 * players + players)
      expect(run.state.hands.map((h) => h.length)).toEqual(Array.from({ length: players }, () => 4))
      expect(run.state.pileSize).toBe(0)
    }
  })
})

describe('FMR Comment gagner and Fin de la course', () => {
  it('FMR Comment gagner: 10-6-4-3-2-1 for the first six places, per team', () => {
    const s = race({ players: 3, hands: [[], [], []] })
    const { state } = actAll(
      s,
      [0, 1, 2].map((seat): Action => ({ type: 'play', seat, card: 'wrong-lane', car: 'red-2' })),
    )
    const r = state.results[0]
    expect(r?.classification).toEqual(STANDARD_GRID)
    expect(r?.carPoints).toEqual([10, 0, 6, 0, 4, 0, 3, 0, 2, 0, 1, 0])
    const st = game.status(state)
    if (st.kind !== 'over') throw new Error('not over')
    // Seat 0 drives red and yellow: 10 + 3; seat 1 blue and black: 6 + 2; seat 2 green and white: 4 + 1.
    expect(st.standings.seats).toEqual([
      { seat: 0, place: 1, score: 13 },
      { seat: 1, place: 2, score: 8 },
      { seat: 2, place: 3, score: 5 },
    ])
    expect(st.standings.measure).toBe('points')
  })

  it('FMR Comment gagner: ties are broken by the position in the final race', () => {
    const s = setup({
      ...defaultConfig({ players: 4 }),
      grid: STANDARD_GRID,
      deck: [{ card: 'wrong-lane', count: 20 }],
      carriedPoints: { teams: [0, 4, 0, 0, 0, 0], cars: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] },
    })
    const dealt = actAll(s, dealActions([0, 1, 2, 3].map(() => Array(5).fill('wrong-lane')))).state
    const { state } = actAll(
      dealt,
      [0, 1, 2, 3].map((seat): Action => ({ type: 'play', seat, card: 'wrong-lane', car: 'red-2' })),
    )
    const st = game.status(state)
    if (st.kind !== 'over') throw new Error('not over')
    // red 10 and blue 4 + 6 = 10: red-1 finished ahead of blue-1.
    expect(st.standings.placings.slice(0, 2)).toEqual([
      { place: 1, competitor: 'red', seat: 0, score: 10 },
      { place: 2, competitor: 'blue', seat: 1, score: 10 },
    ])
    expect(st.standings.seats.slice(0, 2)).toEqual([
      { seat: 0, place: 1, score: 10 },
      { seat: 1, place: 2, score: 10 },
    ])
  })

  it('FMR Fin de la course: the next race starts in the finishing order, out cars at the back, first out 12th', () => {
    const s = race({ hands: [['engine-blow:red'], ['engine-blow:blue'], [], []], races: 2 })
    const { state, events } = actAll(s, [
      { type: 'play', seat: 0, card: 'engine-blow:red', car: 'red-1' },
      { type: 'roll', value: 10 },
      { type: 'play', seat: 1, card: 'engine-blow:blue', car: 'blue-2' },
      { type: 'roll', value: 12 },
      { type: 'play', seat: 2, card: 'wrong-lane', car: 'green-1' },
      { type: 'play', seat: 3, card: 'wrong-lane', car: 'green-1' },
    ])
    // green-1 dropped twice: 2nd -> 4th after red-1 left (blue-1, yellow-1, black-1, green-1, ...).
    const expected = [
      'blue-1',
      'yellow-1',
      'black-1',
      'green-1',
      'white-1',
      'white-2',
      'black-2',
      'yellow-2',
      'green-2',
      'red-2',
      'blue-2',
      'red-1',
    ]
    expect(state.race).toBe(2)
    expect(state.order).toEqual(expected)
    expect(state.out).toEqual([])
    expect(events).toContainEqual({ type: 'race-started', race: 2, grid: expected, firstSeat: 1 })
  })

  it('FMR Fin de la course: hands are not kept and the whole deck is reshuffled', () => {
    const s = race({ hands: [[], [], [], []], races: 2, pile: ['turbo', 'turbo'] })
    const { state } = actAll(s, [
      { type: 'play', seat: 0, card: 'wrong-lane', car: 'red-2' },
      { type: 'draw', card: 'turbo' },
      { type: 'play', seat: 1, card: 'wrong-lane', car: 'red-2' },
      { type: 'draw', card: 'turbo' },
      { type: 'play', seat: 2, card: 'wrong-lane', car: 'red-2' },
      { type: 'play', seat: 3, card: 'wrong-lane', car: 'red-2' },
      { type: 'play', seat: 0, card: 'wrong-lane', car: 'red-2' },
      { type: 'play', seat: 1, card: 'wrong-lane', car: 'red-2' },
    ])
    expect(state.race).toBe(2)
    expect(state.phase).toBe('deal-cards')
    expect(state.hands).toEqual([[], [], [], []])
    expect(state.discards).toEqual([])
    expect(state.pileSize).toBe(22)
    expect(state.results).toHaveLength(1)
  })
})

describe('FMR Options de jeu', () => {
  it('FMR Petites Courses: six random cards are removed face down before each race', () => {
    const c: Config = { ...{ ...defaultConfig({ players: 4, rules: 'short-races' }), races: 2 }, grid: STANDARD_GRID }
    let s: State = setup(c)
    expect(s.phase).toBe('remove-cards')
    const st = game.status(s)
    if (st.kind !== 'chance') throw new Error('expected chance')
    expect(st.outcomes.find((o) => o.action.type === 'remove' && o.action.card === 'turbo')?.probability).toBe(4 / 54)
    const removing = (
      cards: ReadonlyArray<'turbo' | 'collision' | 'major-spin' | 'minor-spin' | 'pit-stop' | 'wrong-lane'>,
    ) =>
      actAll(
        s,
        cards.map((card): Action => ({ type: 'remove', card })),
      ).state
    const a = removing(['turbo', 'turbo', 'collision', 'major-spin', 'minor-spin', 'pit-stop'])
    const b = removing(['wrong-lane', 'wrong-lane', 'wrong-lane', 'turbo', 'turbo', 'turbo'])
    s = a
    expect(s.phase).toBe('deal-cards')
    expect(s.pileSize).toBe(48)
    expect(s.removed).toHaveLength(6)
    // The removed cards stay face down: two different removals look the same to every seat.
    expect(observe(a, 0).removedCount).toBe(6)
    expect(observe(a, 0)).toEqual(observe(b, 0))
    expect(observe(a, 'spectator')).toEqual(observe(b, 'spectator'))
    const run = randomSeason(c, 3)
    const plays = run.events.filter((e) => e.type === 'card-played').length
    expect(plays).toBe(2 * (48 - 20 + 4))
    expect(run.events.filter((e) => e.type === 'card-removed')).toHaveLength(12)
  })

  it('FMR Championnat Automobile: points are kept per car and the standings rank cars', () => {
    const s = race({ hands: [[], [], [], []], driversChampionship: true })
    const { state } = actAll(
      s,
      [0, 1, 2, 3].map((seat): Action => ({ type: 'play', seat, card: 'wrong-lane', car: 'red-2' })),
    )
    const st = game.status(state)
    if (st.kind !== 'over') throw new Error('not over')
    expect(st.standings.placings.map((p) => p.competitor)).toEqual(STANDARD_GRID)
    expect(st.standings.placings.slice(0, 3).map((p) => p.score)).toEqual([10, 6, 4])
    expect(st.standings.placings[0]).toMatchObject({ competitor: 'red-1', seat: 0 })
  })

  it('FMR Saison Complète: a season resumes from a grid recorded on paper, with its points', () => {
    const grid = [...STANDARD_GRID].reverse()
    const s = setup({
      ...defaultConfig({ players: 4 }),
      races: 2,
      grid,
      carriedPoints: { teams: [1, 2, 3, 4, 5, 6], cars: [1, 0, 2, 0, 3, 0, 4, 0, 5, 0, 6, 0] },
    })
    expect(s.order).toEqual(grid)
    expect(s.phase).toBe('deal-cards')
    expect(observe(s, 0).teamPoints).toEqual([1, 2, 3, 4, 5, 6])
    expect(setupCode({ ...defaultConfig({ players: 4 }), grid: STANDARD_GRID.slice(1) })).toBe('BAD_GRID')
  })

  it('FMR Saison Complète: a saved state resumes exactly', () => {
    const c = { ...defaultConfig({ players: 5 }), races: 3 }
    const full = randomSeason(c, 11)
    // Stop half-way through, save as JSON, load, and play on with the same generator.
    const half = playout(
      game,
      setup(c),
      seedRng(11),
      Array.from({ length: 5 }, () => bots.random),
      { maxSteps: 150 },
    )
    expect(isLeft(half)).toBe(true)
    if (!isLeft(half)) return
    const saved = JSON.stringify(half.left.state)
    const decoded = game.codecs.state.decode(JSON.parse(saved))
    expect(isRight(decoded)).toBe(true)
    if (!isRight(decoded)) return
    // Replay the same first 150 actions, then continue from the loaded copy.
    const replayed = full.actions.slice(0, 150).reduce<State>((s, a) => act(s, a).state, setup(c))
    expect(decoded.right).toEqual(replayed)
    const rest = full.actions.slice(150).reduce<State>((s, a) => act(s, a).state, decoded.right)
    expect(JSON.stringify(rest)).toBe(JSON.stringify(full.state))
  })
})
