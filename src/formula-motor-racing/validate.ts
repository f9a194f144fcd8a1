import { isLeft } from 'fp-ts/lib/Either.js'
import { CARS, COLOURS } from './cars.js'
import { validateConfig, HAND_SIZE, SHORT_RACE_REMOVED, type FmrConfig } from './config.js'
import type { FmrState } from './state.js'

const PENDING_PHASES: ReadonlyArray<FmrState['phase']> = ['roll', 'continue-overload', 'keep-spin-roll', 'collision-partner']

/**
 * The consistency rules of a state, as readable lines (empty when the state is sound): the
 * cars, the conservation of the 54 cards (pile + hands + discards + removed = deck), the
 * turn, the pending card. Used on saved states before the reducer trusts them, and as the
 * law kit's invariants.
 */
export const stateProblems = (state: FmrState): ReadonlyArray<string> => {
  const problems: string[] = []
  const r = state.rules
  const config: FmrConfig = {
    players: r.players,
    races: r.races,
    variants: r.variants,
    deck: r.deck,
    teams: r.teams,
    carriedPoints: r.carried,
    ...(r.grid === null ? {} : { grid: r.grid }),
  }
  const valid = validateConfig(config)
  if (isLeft(valid)) return [`rules: ${valid.left.message}`]
  if (state.race < 1 || state.race > r.races) problems.push(`race ${state.race} is not in 1..${r.races}`)
  const expectedResults = state.phase === 'over' ? state.race : state.race - 1
  if (state.results.length !== expectedResults) problems.push(`${state.results.length} results for race ${state.race}`)
  if (state.results.some((res) => res.teamPoints.length !== COLOURS.length || res.carPoints.length !== CARS.length || res.classification.length !== CARS.length)) {
    problems.push('a race result does not list 6 teams, 12 cars and a 12-car classification')
  }
  const sum = (carried: ReadonlyArray<number>, pick: (r: (typeof state.results)[number]) => ReadonlyArray<number>) =>
    carried.map((c, i) => state.results.reduce((total, r) => total + (pick(r)[i] ?? 0), c))
  if (JSON.stringify(state.teamPoints) !== JSON.stringify(sum(r.carried.teams, (x) => x.teamPoints))) problems.push('team points do not add up')
  if (JSON.stringify(state.carPoints) !== JSON.stringify(sum(r.carried.cars, (x) => x.carPoints))) problems.push('car points do not add up')
  const cars = [...state.order, ...state.out]
  if (state.phase === 'deal-crew') {
    if (cars.length !== 0) problems.push('cars are placed before the crews are dealt')
    if (new Set(state.crews).size !== state.crews.length || state.crews.length >= COLOURS.length) problems.push('bad crew cards')
  } else if (cars.length !== CARS.length || new Set(cars).size !== CARS.length) {
    problems.push('the running order and the out queue do not hold the 12 cars once each')
  }
  if (state.hands.length !== r.players) problems.push(`${state.hands.length} hands for ${r.players} players`)
  if (state.hands.some((h) => h.length > HAND_SIZE)) problems.push('a hand holds more than 5 cards')
  if (state.removed.length > (r.variants.shortRaces ? SHORT_RACE_REMOVED : 0)) problems.push('too many cards removed')
  if (!Number.isSafeInteger(state.turn) || state.turn < 0 || state.turn >= r.players) problems.push(`turn ${state.turn} is not a seat`)
  if (state.pile.length !== r.deck.length) problems.push('the pile does not match the deck')
  let pileSize = 0
  const counted = new Map<string, number>()
  for (const card of [...state.hands.flat(), ...state.discards, ...state.removed]) counted.set(card, (counted.get(card) ?? 0) + 1)
  r.deck.forEach((entry, i) => {
    const left = state.pile[i] ?? -1
    pileSize += left
    if (left < 0) problems.push(`negative pile count for ${entry.card}`)
    if (left + (counted.get(entry.card) ?? 0) !== entry.count) problems.push(`${entry.card}: cards are not conserved`)
    counted.delete(entry.card)
  })
  if (counted.size > 0) problems.push(`cards not in the deck: ${[...counted.keys()].join(', ')}`)
  if (pileSize !== state.pileSize) problems.push(`pile size ${state.pileSize} but ${pileSize} cards in the pile`)
  const needsPending = PENDING_PHASES.includes(state.phase)
  if (needsPending !== (state.pending !== null)) problems.push(`phase ${state.phase} with pending ${state.pending === null ? 'none' : 'a card'}`)
  const p = state.pending
  if (p !== null) {
    if (p.car !== null && !state.order.includes(p.car)) problems.push(`pending car ${p.car} is not racing`)
    if ((state.phase === 'keep-spin-roll' || state.phase === 'collision-partner') && p.roll === null) problems.push('a pending choice without its roll')
    if (p.roll !== null && (p.roll < 1 || p.roll > 12)) problems.push(`pending roll ${p.roll}`)
  }
  return problems
}
