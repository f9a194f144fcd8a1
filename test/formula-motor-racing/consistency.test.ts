import { describe, it, expect } from 'vitest'
import fc from 'fast-check'
import { isLeft, isRight } from 'fp-ts/lib/Either.js'
import {
  ALL_CARDS,
  CARS,
  COLOURS,
  inconsistencies,
  MAX_CARRIED_POINTS,
  MAX_OVERLOAD_ROLLS,
  type Config,
  type State,
} from '../../src/formula-motor-racing/index.js'
import { act, deckOf, game, race, setup, STANDARD_GRID } from './helpers.js'
import { playOnProblems, walkSeason, type Walk } from './walk.js'

// A saved state as plain JSON that a test may edit.
interface Saved {
  rules: { carried: { teams: number[]; cars: number[] }; deck: { card: string; count: number }[]; players: number }
  race: number
  phase: string
  crews: string[]
  order: string[]
  out: string[]
  pile: number[]
  pileSize: number
  removed: string[]
  hands: string[][]
  discards: string[]
  turn: number
  pending: { card: string; car: string | null; roll: number | null; rerolled: boolean; rolls: number } | null
  results: { race: number; classification: string[]; teamPoints: number[]; carPoints: number[] }[]
  teamPoints: number[]
  carPoints: number[]
}

const saved = (state: State): Saved => JSON.parse(JSON.stringify(state)) as Saved

const refusal = (input: unknown): string => {
  const admitted = game.admit(input)
  if (!isLeft(admitted)) return 'admitted'
  expect(admitted.left.code).toBe('BAD_STATE')
  expect(game.status(input as State).kind).toBe('invalid')
  return admitted.left.message
}

const SMALL_DECK = deckOf([
  ...Array<'collision'>(6).fill('collision'),
  ...Array<'major-spin'>(6).fill('major-spin'),
  ...Array<'minor-spin'>(6).fill('minor-spin'),
  ...Array<'pit-stop'>(6).fill('pit-stop'),
  ...Array<'wheel-loss'>(6).fill('wheel-loss'),
  ...Array<'engine-blow:red'>(4).fill('engine-blow:red'),
])

const CONFIGS: ReadonlyArray<Config> = [
  { players: 3, races: 2, variants: { shortRaces: false, driversChampionship: false } },
  { players: 4, races: 1, variants: { shortRaces: true, driversChampionship: false } },
  { players: 5, races: 2, variants: { shortRaces: false, driversChampionship: true } },
  { players: 6, races: 1, variants: { shortRaces: false, driversChampionship: false }, deck: SMALL_DECK },
  {
    players: 4,
    races: 2,
    variants: { shortRaces: false, driversChampionship: false },
    grid: STANDARD_GRID,
    carriedPoints: { teams: COLOURS.map(() => MAX_CARRIED_POINTS), cars: CARS.map(() => MAX_CARRIED_POINTS) },
  },
  {
    players: 3,
    races: 1,
    variants: { shortRaces: false, driversChampionship: false },
    deck: [{ card: 'wrong-lane', count: 15 }],
  },
]

// Two seasons of each config, played once and shared by the tests.
const WALKS: ReadonlyArray<Walk> = CONFIGS.flatMap((config, i) => [
  walkSeason(config, 100 + i),
  walkSeason(config, 200 + i),
])
const statesWhere = (test: (s: State) => boolean): State[] => WALKS.flatMap((w) => w.states.filter(test))
const first = (test: (s: State) => boolean): State => {
  const found = statesWhere(test)[0]
  if (found === undefined) throw new Error('no such state in the sample seasons')
  return found
}

describe('inconsistencies: the known cases', () => {
  it('every state of the sample seasons is consistent, and they reach every phase', () => {
    for (const w of WALKS) for (const s of w.states) expect(inconsistencies(s)).toEqual([])
    const phases = new Set(WALKS.flatMap((w) => w.states.map((s) => s.phase)))
    expect([...phases].sort()).toEqual(
      [
        'collision-partner',
        'continue-overload',
        'deal-cards',
        'deal-crew',
        'draw-card',
        'keep-spin-roll',
        'over',
        'play-card',
        'remove-cards',
        'roll',
      ].sort(),
    )
  })

  it('FMR Saison Complète: carried points of 2^53-1 are refused; at the limit a season saves and loads after every race', () => {
    const huge = { teams: COLOURS.map(() => Number.MAX_SAFE_INTEGER), cars: CARS.map(() => 0) }
    const refused = game.setup({
      players: 4,
      races: 2,
      variants: { shortRaces: false, driversChampionship: false },
      carriedPoints: huge,
    })
    expect(isLeft(refused) && refused.left.code).toBe('OVER_LIMIT')
    expect(isLeft(refused) && refused.left.message).toContain(String(MAX_CARRIED_POINTS))
    // The case of the issue: a saved state carrying 2^53-1 (its points added up) is refused too.
    const s = saved(first((x) => x.phase === 'play-card' && x.rules.grid !== null && x.race === 1))
    s.rules.carried.teams[0] = Number.MAX_SAFE_INTEGER
    s.teamPoints[0] = Number.MAX_SAFE_INTEGER
    expect(refusal(s)).toContain(`at most ${MAX_CARRIED_POINTS} points`)
    // The season of the config at the limit: every state saves and loads again (checked in each walk).
    const atLimit = WALKS.filter((w) => w.states[0]?.rules.carried.teams[0] === MAX_CARRIED_POINTS)
    expect(atLimit.length).toBeGreaterThan(0)
    for (const w of atLimit) {
      const last = w.states[w.states.length - 1] as State
      expect(last.teamPoints.every((p) => p >= MAX_CARRIED_POINTS)).toBe(true)
      for (const state of w.states) expect(isRight(game.admit(JSON.parse(JSON.stringify(state))))).toBe(true)
    }
  })

  it('FMR Mise en place 2: a state dealing a sixth crew card is refused (the engine would place seven crews)', () => {
    const dealing = saved(first((x) => x.phase === 'deal-crew'))
    dealing.crews = ['red', 'blue', 'green', 'yellow', 'black']
    expect(refusal(dealing)).toContain('5 crew cards dealt while dealing')
    dealing.crews = ['red', 'red']
    expect(refusal(dealing)).toContain('a crew card is dealt twice')
    const withGrid = saved(first((x) => x.phase === 'play-card' && x.rules.grid !== null))
    withGrid.phase = 'deal-crew'
    expect(refusal(withGrid)).toContain('the crew cards are dealt only before the first race')
  })

  it('FMR Surcharge: roll counts are bounded; after MAX_OVERLOAD_ROLLS rolls the player stops', () => {
    const own = race({ hands: [['wheel-loss:red'], [], [], []] })
    const played = act(own, { type: 'play', seat: 0, card: 'wheel-loss:red', car: 'red-2' }).state
    expect(played.phase).toBe('roll')
    const s = saved(played)
    s.pending = { card: 'wheel-loss:red', car: 'red-2', roll: null, rerolled: false, rolls: Number.MAX_SAFE_INTEGER }
    expect(refusal(s)).toContain('cannot have been rolled')
    // One roll short of the limit: a 1-9 moves the car and the turn ends, no more roll is offered.
    s.pending = { card: 'wheel-loss:red', car: 'red-2', roll: null, rerolled: false, rolls: MAX_OVERLOAD_ROLLS - 1 }
    const last = game.admit(s)
    if (isLeft(last)) throw new Error(last.left.message)
    const after = act(last.right, { type: 'roll', value: 3 })
    expect(after.state.phase).toBe('play-card')
    expect(after.events).toContainEqual({ type: 'car-moved', car: 'red-2', from: 12, to: 11 })
    // Below it the player chooses, as the rulebook says.
    s.pending = { card: 'wheel-loss:red', car: 'red-2', roll: null, rerolled: false, rolls: MAX_OVERLOAD_ROLLS - 2 }
    const before = game.admit(s)
    if (isLeft(before)) throw new Error(before.left.message)
    expect(act(before.right, { type: 'roll', value: 3 }).state.phase).toBe('continue-overload')
  })

  it('FMR Comment gagner: a finished race must be a classification scored 10-6-4-3-2-1', () => {
    const s = saved(first((x) => x.race === 2 && x.phase === 'play-card'))
    const result = s.results[0]
    if (result === undefined) throw new Error('no result')
    result.teamPoints[0] = Number.MAX_SAFE_INTEGER
    s.teamPoints[0] = Number.MAX_SAFE_INTEGER
    expect(refusal(s)).toContain('finished race 1 is not a classification')
    const dropped = saved(first((x) => x.race === 2 && x.phase === 'play-card'))
    dropped.results = []
    expect(refusal(dropped)).toContain('0 finished races listed at race 2')
  })

  it('FMR Comment jouer: hands of the wrong sizes, a seat that is not one, a card twice are refused', () => {
    const s = saved(first((x) => x.phase === 'play-card' && x.pileSize > 0))
    const short = saved(first((x) => x.phase === 'play-card' && x.pileSize > 0))
    const moved = short.hands[short.turn]?.pop()
    if (moved === undefined) throw new Error('empty hand')
    short.discards.push(moved)
    expect(refusal(short)).toContain('do not fit seat')
    s.turn = 42
    expect(refusal(s)).toContain('seat 42 is not a seat')
    const twice = saved(first((x) => x.phase === 'play-card' && x.pileSize > 0))
    twice.hands[0]?.push(twice.hands[1]?.[0] ?? 'turbo')
    expect(refusal(twice)).toMatch(/the deck holds \d+, the pile \d+ and the table \d+/)
    const negative = saved(first((x) => x.phase === 'play-card' && x.pileSize > 0))
    negative.pile[0] = -5
    expect(refusal(negative)).toContain('the pile holds -5')
  })

  it('FMR Effets des cartes: the card being resolved must be the last card played, on a car it may target', () => {
    const s = saved(first((x) => x.phase === 'collision-partner'))
    s.pending = s.pending === null ? null : { ...s.pending, roll: 1 }
    expect(refusal(s)).toContain('a collision partner is chosen only for a car with a racing car in front and behind')
    const pit = saved(
      first((x) => x.phase === 'roll' && x.pending?.card.startsWith('pit-stop') === true && x.pending.car !== null),
    )
    pit.pending = pit.pending === null ? null : { ...pit.pending, car: pit.out[0] ?? 'red-1' }
    pit.order = pit.order.filter((c) => c !== pit.pending?.car)
    pit.out = [pit.pending?.car ?? 'red-1', ...pit.out.filter((c) => c !== pit.pending?.car)]
    expect(refusal(pit)).toContain('which is not racing')
    const none = saved(first((x) => x.phase === 'roll'))
    none.pending = null
    expect(refusal(none)).toContain('no card is being resolved in phase roll')
  })
})

// ---------------------------------------------------------------------------------------
// Edits that keep the state well formed (cards moved, cars swapped, counts changed
// together): each edited state is refused, or admitted and played on to the end of its
// season, every state on the way saving and loading again.

const PHASES = [
  'deal-crew',
  'remove-cards',
  'deal-cards',
  'play-card',
  'roll',
  'continue-overload',
  'keep-spin-roll',
  'collision-partner',
  'draw-card',
  'over',
]
const NUMBERS = [
  -1,
  0,
  1,
  2,
  5,
  11,
  12,
  13,
  999,
  1000,
  MAX_CARRIED_POINTS,
  MAX_CARRIED_POINTS + 1,
  2 ** 31,
  Number.MAX_SAFE_INTEGER,
]

const editArb = fc.oneof(
  fc.record({ kind: fc.constant('turn' as const), value: fc.integer({ min: -1, max: 7 }) }),
  fc.record({ kind: fc.constant('phase' as const), value: fc.constantFrom(...PHASES) }),
  fc.record({
    kind: fc.constant('pending' as const),
    value: fc.option(
      fc.record({
        card: fc.constantFrom(...ALL_CARDS),
        car: fc.option(fc.constantFrom(...CARS), { nil: null }),
        roll: fc.option(fc.integer({ min: -1, max: 13 }), { nil: null }),
        rerolled: fc.boolean(),
        rolls: fc.constantFrom(0, 1, 2, MAX_OVERLOAD_ROLLS - 1, MAX_OVERLOAD_ROLLS, Number.MAX_SAFE_INTEGER),
      }),
      { nil: null },
    ),
  }),
  fc.record({
    kind: fc.constant('pendingField' as const),
    field: fc.constantFrom('roll', 'rolls', 'rerolled', 'car'),
    value: fc.constantFrom(...NUMBERS),
  }),
  fc.record({ kind: fc.constant('moveCard' as const), from: fc.nat(), to: fc.nat(), pick: fc.nat() }),
  fc.record({
    kind: fc.constant('cars' as const),
    a: fc.nat(),
    b: fc.nat(),
    mode: fc.constantFrom('swap', 'toOut', 'toOrder'),
  }),
  fc.record({
    kind: fc.constant('crews' as const),
    mode: fc.constantFrom('drop', 'add', 'duplicate', 'clear'),
    pick: fc.nat(),
  }),
  fc.record({ kind: fc.constant('points' as const), pick: fc.nat(), value: fc.constantFrom(...NUMBERS) }),
  fc.record({
    kind: fc.constant('count' as const),
    field: fc.constantFrom('race', 'pileSize'),
    value: fc.constantFrom(...NUMBERS),
  }),
  fc.record({ kind: fc.constant('results' as const), mode: fc.constantFrom('drop', 'duplicate', 'swap-cars') }),
)
type Edit = typeof editArb extends fc.Arbitrary<infer E> ? E : never

// The card places of a state: 0 the pile, 1 the discards, 2 the removed cards, 3+ the hands.
const takeCard = (s: Saved, from: number, pick: number): string | undefined => {
  if (from === 0) {
    const entries = s.rules.deck.flatMap((_, i) => ((s.pile[i] ?? 0) > 0 ? [i] : []))
    const i = entries[pick % Math.max(1, entries.length)]
    if (i === undefined) return undefined
    s.pile[i] = (s.pile[i] ?? 0) - 1
    s.pileSize--
    return s.rules.deck[i]?.card
  }
  const list = from === 1 ? s.discards : from === 2 ? s.removed : s.hands[from - 3]
  if (list === undefined || list.length === 0) return undefined
  return list.splice(pick % list.length, 1)[0]
}

const putCard = (s: Saved, to: number, card: string): void => {
  if (to === 0) {
    const i = s.rules.deck.findIndex((e) => e.card === card)
    s.pile[i] = (s.pile[i] ?? 0) + 1
    s.pileSize++
  } else (to === 1 ? s.discards : to === 2 ? s.removed : (s.hands[to - 3] ?? s.discards)).push(card)
}

const apply = (s: Saved, e: Edit): void => {
  const places = 3 + s.hands.length
  switch (e.kind) {
    case 'turn':
      s.turn = e.value
      return
    case 'phase':
      s.phase = e.value
      return
    case 'pending':
      s.pending = e.value
      return
    case 'pendingField':
      if (s.pending === null) return
      if (e.field === 'car') s.pending.car = s.pending.car === null ? (s.order[e.value % 12] ?? null) : null
      else if (e.field === 'rerolled') s.pending.rerolled = !s.pending.rerolled
      else s.pending[e.field] = e.value
      return
    case 'moveCard': {
      const card = takeCard(s, e.from % places, e.pick)
      if (card !== undefined) putCard(s, e.to % places, card)
      return
    }
    case 'cars': {
      const all = [...s.order, ...s.out]
      if (all.length === 0) return
      if (e.mode === 'swap') {
        const a = e.a % all.length
        const b = e.b % all.length
        ;[all[a], all[b]] = [all[b] as string, all[a] as string]
        s.order = all.slice(0, s.order.length)
        s.out = all.slice(s.order.length)
      } else if (e.mode === 'toOut' && s.order.length > 0) s.out.unshift(...s.order.splice(e.a % s.order.length, 1))
      else if (s.out.length > 0) s.order.splice(e.b % (s.order.length + 1), 0, ...s.out.splice(e.a % s.out.length, 1))
      return
    }
    case 'crews':
      if (e.mode === 'drop') s.crews.pop()
      else if (e.mode === 'clear') s.crews = []
      else if (e.mode === 'add') s.crews.push(COLOURS.find((c) => !s.crews.includes(c)) ?? 'red')
      else s.crews.push(s.crews[e.pick % Math.max(1, s.crews.length)] ?? 'red')
      return
    case 'points': {
      // Carried points and season points changed together, as a resumed season would have them.
      const i = e.pick % COLOURS.length
      const delta = e.value - (s.rules.carried.teams[i] ?? 0)
      s.rules.carried.teams[i] = e.value
      s.teamPoints[i] = (s.teamPoints[i] ?? 0) + delta
      return
    }
    case 'count':
      s[e.field] = e.value
      return
    case 'results':
      if (e.mode === 'drop') s.results.pop()
      else if (e.mode === 'duplicate' && s.results[0] !== undefined)
        s.results.push({ ...s.results[0], race: s.results.length + 1 })
      else if (s.results[0] !== undefined) s.results[0].classification.reverse()
      return
  }
}

const BY_PHASE: ReadonlyArray<ReadonlyArray<State>> = PHASES.map((phase) => statesWhere((s) => s.phase === phase))

describe('inconsistencies: states edited in ways that keep their shape', () => {
  it('an edited state is refused (BAD_STATE), or admitted and played to the end of its season, saving and loading at every step', () => {
    let admitted = 0
    fc.assert(
      fc.property(
        fc.nat(),
        fc.nat(),
        fc.array(editArb, { minLength: 1, maxLength: 3 }),
        fc.nat(),
        (p, at, edits, seed) => {
          // A phase first, then a state in it: the rare phases are edited as often as the others.
          const states = BY_PHASE[p % BY_PHASE.length] as ReadonlyArray<State>
          const s = saved(states[at % states.length] as State)
          for (const e of edits) apply(s, e)
          const loaded = game.admit(s)
          if (isLeft(loaded)) {
            expect(loaded.left.code).toBe('BAD_STATE')
            return
          }
          admitted++
          expect(playOnProblems(loaded.right, seed)).toEqual([])
        },
      ),
      { numRuns: 1000 },
    )
    // Enough edits are admitted for the play-on check to mean something.
    expect(admitted).toBeGreaterThan(60)
  })
})

describe('inconsistencies: what a resumed season may change', () => {
  it('FMR Saison Complète: a season resumed from a recorded grid and points plays to its end', () => {
    const s = setup({
      players: 4,
      races: 3,
      variants: { shortRaces: false, driversChampionship: true },
      grid: [...STANDARD_GRID].reverse(),
      carriedPoints: { teams: [MAX_CARRIED_POINTS, 0, 7, 0, 0, 0], cars: CARS.map((_, i) => i) },
    })
    expect(inconsistencies(s)).toEqual([])
    expect(playOnProblems(s, 3)).toEqual([])
  })
})
