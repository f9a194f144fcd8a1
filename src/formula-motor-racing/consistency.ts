/**
 * What makes a decoded state one a season could reach, field by field of the state codec:
 * the rules (a valid config within the limits), the season (race, results, points), the
 * cars (crews, running order, out queue), the cards (the deck conserved between pile,
 * hands, discards and removed cards), the turn (hand sizes and the seat to act), and the
 * card being resolved. The guard refuses a saved state with any of these lines (BAD_STATE);
 * `position` reports them all.
 *
 * It does not re-derive the history: which seat started the race or which cards came in
 * which order. Every count it admits is bounded by a config limit, so no step can push a
 * number past `Number.MAX_SAFE_INTEGER`.
 */
import { frozenInput } from '../core/freeze.js'
import { isLeft } from 'fp-ts/lib/Either.js'
import { CARS, COLOURS, colourOf } from './cars.js'
import { rollsDie, type CardEffect } from './card-specs.js'
import { cardInfo } from './cards.js'
import { HAND_SIZE, SHORT_RACE_REMOVED, validateConfig, type FmrConfig, type FmrRules } from './config.js'
import type { FmrPhase, FmrState, PendingCard } from './state.js'
import { collisionSides } from './rules/collision.js'
import { isOverloadDamage, MAX_OVERLOAD_ROLLS } from './rules/overload.js'
import { scoreRace, seasonCarPoints, seasonTeamPoints } from './rules/scoring.js'

/** Phases where a card is being resolved: the seat to act has played and holds one card less. */
const PENDING_PHASES: ReadonlyArray<FmrPhase> = ['roll', 'continue-overload', 'keep-spin-roll', 'collision-partner']

/** Phases before the first card of a race is played. */
const BEFORE_PLAY: ReadonlyArray<FmrPhase> = ['deal-crew', 'remove-cards', 'deal-cards']

const same = (a: ReadonlyArray<unknown>, b: ReadonlyArray<unknown>): boolean =>
  a.length === b.length && a.every((x, i) => x === b[i])

/** The rules' problem: they must be a config `setup` accepts, limits included. */
const rulesProblem = (r: FmrRules): string | null => {
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
  return isLeft(valid) ? `rules: ${valid.left.message}` : null
}

/** Race number, finished races and season points. */
const seasonProblems = (state: FmrState): string[] => {
  const problems: string[] = []
  const { rules: r, race, phase, results } = state
  if (race < 1 || race > r.races) problems.push(`race ${race} is not one of the season's races 1 to ${r.races}`)
  if (phase === 'deal-crew' && (race !== 1 || r.grid !== null)) {
    problems.push('the crew cards are dealt only before the first race, when the config gives no grid')
  }
  if (phase === 'remove-cards' && !r.variants.shortRaces)
    problems.push('cards are removed face down only in short races')
  if (phase === 'over' && race !== r.races) problems.push(`the season is over at race ${race} of ${r.races}`)
  const finished = phase === 'over' ? race : race - 1
  if (results.length !== finished)
    problems.push(`${results.length} finished races listed at race ${race} (${finished} expected)`)
  const bad = results.findIndex((res, i) => {
    const points = scoreRace(res.classification)
    return (
      res.race !== i + 1 ||
      res.classification.length !== CARS.length ||
      new Set(res.classification).size !== CARS.length ||
      !same(res.teamPoints, points.teamPoints) ||
      !same(res.carPoints, points.carPoints)
    )
  })
  if (bad >= 0)
    problems.push(
      `finished race ${bad + 1} is not a classification of the 12 cars scored 10-6-4-3-2-1 (FMR Comment gagner)`,
    )
  if (bad < 0 && results.length <= r.races) {
    if (!same(state.teamPoints, seasonTeamPoints(r, results)))
      problems.push('team points are not the carried points plus the points of the finished races')
    if (!same(state.carPoints, seasonCarPoints(r, results)))
      problems.push('car points are not the carried points plus the points of the finished races')
  }
  const last = results[results.length - 1]
  if (phase === 'over' && last !== undefined && !same(last.classification, [...state.order, ...state.out])) {
    problems.push("the season is over but the last race's classification is not the running order then the out queue")
  }
  return problems
}

/** Crew cards, running order and out queue. */
const carProblems = (state: FmrState): string[] => {
  const problems: string[] = []
  const { crews, order, out, phase } = state
  if (new Set(crews).size !== crews.length) problems.push('a crew card is dealt twice')
  if (state.rules.grid !== null) {
    if (crews.length > 0) problems.push('crew cards are dealt although the config gives the grid')
  } else if (phase === 'deal-crew') {
    // The last crew card is placed with the one before it: a dealing step has 0 to 4 dealt.
    if (crews.length > COLOURS.length - 2)
      problems.push(`${crews.length} crew cards dealt while dealing (at most ${COLOURS.length - 2})`)
  } else if (crews.length !== COLOURS.length)
    problems.push(`${crews.length} crew cards dealt after the grid was formed (all 6 expected)`)
  if (phase === 'deal-crew') {
    if (order.length + out.length > 0) problems.push('cars are placed before the crew cards are dealt')
    return problems
  }
  const cars = [...order, ...out]
  if (cars.length !== CARS.length || new Set(cars).size !== CARS.length) {
    problems.push('the running order and the out queue do not hold the 12 cars once each')
  }
  if (BEFORE_PLAY.includes(phase) && out.length > 0) problems.push('a car is out of the race before any card is played')
  return problems
}

/** The deck conserved: pile + hands + discards + removed cards = the deck, card by card. */
const cardProblems = (state: FmrState): string[] => {
  const problems: string[] = []
  const { rules: r, hands, pile, discards, removed, phase } = state
  if (hands.length !== r.players) problems.push(`${hands.length} hands for ${r.players} players`)
  if (pile.length !== r.deck.length) {
    problems.push(`the pile counts ${pile.length} kinds of card, the deck ${r.deck.length}`)
    return problems
  }
  const counted = new Map<string, number>()
  for (const list of [hands.flat(), discards, removed])
    for (const card of list) counted.set(card, (counted.get(card) ?? 0) + 1)
  let pileSize = 0
  r.deck.forEach((entry, i) => {
    const left = pile[i] ?? 0
    pileSize += left
    if (left < 0) problems.push(`the pile holds ${left} ${entry.card}`)
    const used = counted.get(entry.card) ?? 0
    if (left + used !== entry.count)
      problems.push(`${entry.card}: the deck holds ${entry.count}, the pile ${left} and the table ${used}`)
    counted.delete(entry.card)
  })
  if (counted.size > 0) problems.push(`cards that are not in the deck: ${[...counted.keys()].join(', ')}`)
  if (pileSize !== state.pileSize)
    problems.push(`the pile size says ${state.pileSize} cards but the pile holds ${pileSize}`)
  const removedNow = !r.variants.shortRaces || phase === 'deal-crew' ? 0 : SHORT_RACE_REMOVED
  if (phase === 'remove-cards' ? removed.length >= SHORT_RACE_REMOVED : removed.length !== removedNow) {
    problems.push(`${removed.length} cards removed face down in phase ${phase}`)
  }
  if (BEFORE_PLAY.includes(phase) && discards.length > 0) problems.push('cards are discarded before any card is played')
  return problems
}

// The hand sizes, for a message.
const handSizes = (hands: FmrState['hands']): string => `the hands (${hands.map((h) => h.length).join(', ')} cards)`

/** While the hands are dealt: round after round from seat 0, the seat to act receiving next. */
const dealingProblems = ({ rules, hands, phase, turn }: FmrState): string[] => {
  const n = rules.players
  const dealt = hands.reduce((sum, h) => sum + h.length, 0)
  const rounds = Math.floor(dealt / n)
  if (phase !== 'deal-cards')
    return dealt === 0 && turn === 0 ? [] : [`hands are dealt, or seat ${turn} is to act, in phase ${phase}`]
  if (rounds >= HAND_SIZE || turn !== dealt % n || hands.some((h, s) => h.length !== rounds + (s < turn ? 1 : 0))) {
    return [`${handSizes(hands)} are not dealt one by one from seat 0 up to seat ${turn}`]
  }
  return []
}

/**
 * While cards are played: every seat holds five cards until the pile runs out, but the seat
 * resolving its card (which holds four); after it ran out, the seats that played their last
 * card hold four: a run of seats ending with the seat resolving its card, or just before the
 * seat to play (FMR Comment jouer).
 */
const turnProblems = (state: FmrState): string[] => {
  const { rules, hands, phase, turn, pileSize } = state
  const n = rules.players
  if (!Number.isSafeInteger(turn) || turn < 0 || turn >= n) return [`seat ${turn} is not a seat of ${n} players`]
  if (BEFORE_PLAY.includes(phase)) return dealingProblems(state)
  const mid = phase !== 'play-card'
  if (phase === 'draw-card' && pileSize === 0) return ['a card is to be drawn from an empty pile']
  if (phase === 'over' && pileSize > 0) return ['the season is over with cards left in the pile']
  const short = hands.filter((h) => h.length === HAND_SIZE - 1).length
  const expected = pileSize > 0 ? (mid ? 1 : 0) : short
  const fits = hands.every((h, s) => {
    // How many seats back from the last seat that played (the seat to act when mid-turn).
    const back = ((((mid ? turn : turn - 1) - s) % n) + n) % n
    return h.length === (back < expected ? HAND_SIZE - 1 : HAND_SIZE)
  })
  // The race ends when the last seat has played its last card: every hand holds four.
  const runOk = phase === 'over' ? expected === n : mid ? expected >= 1 : expected <= n - 1
  if (!fits || !runOk) {
    return [`${handSizes(hands)} do not fit seat ${turn} in phase ${phase} with ${pileSize} cards in the pile`]
  }
  return []
}

/** The card being resolved: the last card played, waiting for what its phase says. */
const pendingProblems = (state: FmrState): string[] => {
  const { pending: p, phase, discards } = state
  const needed = PENDING_PHASES.includes(phase)
  if (!needed) return p === null ? [] : [`a card is being resolved in phase ${phase}`]
  if (p === null) return [`no card is being resolved in phase ${phase}`]
  const { card, car } = p
  const info = cardInfo(card)
  if (info === undefined || !rollsDie(info.spec.effect)) return [`${card} is not resolved with the die`]
  const problems: string[] = []
  if (discards[discards.length - 1] !== card) problems.push(`${card} is resolved but is not the last card played`)
  if (info.spec.target === 'die') {
    if (car !== null) problems.push(`the die picks the car of ${card}, not ${car}`)
  } else if (car === null || !state.order.includes(car))
    problems.push(`${card} is resolved on ${car ?? 'no car'}, which is not racing`)
  else if (info.colour !== null && colourOf(car) !== info.colour)
    problems.push(`${card} is resolved on ${car}, not a ${info.colour} car`)
  const step = stepProblem(state, p, info.spec.effect)
  if (step !== null) problems.push(step)
  return problems
}

/** The roll, re-roll flag and roll count the phase and the card allow, or what is wrong. */
const stepProblem = (
  state: FmrState,
  { card, car, roll, rolls, rerolled }: PendingCard,
  effect: CardEffect,
): string | null => {
  const spin = effect.kind === 'spin'
  const overload = effect.kind === 'overload'
  const own = car !== null && (state.rules.teams[state.turn]?.includes(colourOf(car)) ?? false)
  if (rerolled && !(spin && state.phase === 'roll' && rolls === 1))
    return `${card}: a re-roll is only made of a spin's first roll`
  switch (state.phase) {
    case 'roll': {
      if (roll !== null) return `${card} waits for a roll but keeps the roll ${roll}`
      const fits = overload
        ? rolls >= 0 && rolls < MAX_OVERLOAD_ROLLS && (rolls === 0 || own)
        : rolls === (rerolled ? 1 : 0)
      return fits ? null : `${card} cannot have been rolled ${rolls} times before this roll`
    }
    case 'continue-overload':
      return overload &&
        own &&
        roll !== null &&
        roll >= 1 &&
        !isOverloadDamage(roll) &&
        rolls >= 1 &&
        rolls < MAX_OVERLOAD_ROLLS
        ? null
        : `only an overload on the player's own car that rolled 1-9 lets the player roll again (${card}, roll ${roll}, ${rolls} rolls)`
    case 'keep-spin-roll':
      return spin && roll !== null && roll >= 1 && roll <= 12 && rolls === 1
        ? null
        : `only a spin's first roll, 1 to 12, may be kept or rolled again (${card}, roll ${roll}, ${rolls} rolls)`
    default:
      return effect.kind === 'collision' && roll !== null && collisionSides(state, roll).length === 2 && rolls === 1
        ? null
        : `a collision partner is chosen only for a car with a racing car in front and behind (${card}, roll ${roll})`
  }
}

// The state with its lists copied (a spread is fast on frozen lists): Node 20 reads the
// elements of a frozen array several times slower, and `map`, `some`, `forEach` or `for…of`
// on one tens of times slower, while the checks walk every list of the state. The copies hold
// the same values, so the verdict is the same.
const readable = (s: FmrState): FmrState => ({
  ...s,
  rules: {
    ...s.rules,
    deck: [...s.rules.deck],
    teams: s.rules.teams.map((colours) => [...colours]),
    grid: s.rules.grid === null ? null : [...s.rules.grid],
  },
  crews: [...s.crews],
  order: [...s.order],
  out: [...s.out],
  pile: [...s.pile],
  removed: [...s.removed],
  hands: s.hands.map((hand) => [...hand]),
  discards: [...s.discards],
  teamPoints: [...s.teamPoints],
  carPoints: [...s.carPoints],
})

/**
 * What is wrong with a decoded state, one English line per problem; empty when a season
 * could reach it. Used by the guard on saved states, by `position`, and as the law kit's
 * invariants.
 * @group State
 */
export const inconsistencies = (input: FmrState): ReadonlyArray<string> => {
  // A frozen state, or a frozen copy of one its holder can still edit: what the checks
  // remember of it stays true.
  const state = readable(frozenInput(input))
  const rules = rulesProblem(state.rules)
  if (rules !== null) return [rules]
  return [
    ...seasonProblems(state),
    ...carProblems(state),
    ...cardProblems(state),
    ...turnProblems(state),
    ...pendingProblems(state),
  ]
}
