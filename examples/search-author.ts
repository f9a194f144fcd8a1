// A bot author's search, from docs/search.md (A bot author's search): an evaluator with priors
// (PUCT), the tree kept from one move to the next, and the principal variation read at each
// decision. Seat 0 searches a Formula Motor Racing race from its own observation; seats 1 and
// 2 are the heuristic bot; this loop is the referee, the only one to hold the true race.
import { isLeft } from 'fp-ts/lib/Either.js'
import { policyInput, sampleOutcome, seedRng, type Rng } from 'pitwall/core'
import {
  bots,
  COLOURS,
  defaultConfig,
  determinize,
  hiddenAction,
  formulaMotorRacing as game,
  teamValue,
  type Action,
  type State,
} from 'pitwall/formula-motor-racing'
import { startSearch, type Leaf } from 'pitwall/search'

const me = 0
const key = (a: Action): string => JSON.stringify(a)

// Values: each team's season points and the worth of its cars' places, turned into a share of
// the other teams it is expected to beat (1 best, 0 worst, the rewards' scale).
const evaluate = (s: State): ReadonlyArray<number> => {
  const worth = s.rules.teams.map(
    (colours) =>
      colours.reduce((sum, c) => sum + (s.teamPoints[COLOURS.indexOf(c)] ?? 0), 0) +
      teamValue({ order: s.order, out: s.out }, colours),
  )
  return worth.map((w, i) => {
    const ahead = worth.reduce((sum, v, j) => (j === i ? sum : sum + 1 / (1 + Math.exp((v - w) / 3))), 0)
    return ahead / Math.max(1, worth.length - 1)
  })
}

// Priors: the heuristic bot's choice for the seat to act weighs three times any other action
// (a hand-made stand-in for a policy network).
const priors = (leaf: Leaf<State, Action>): ReadonlyArray<number> => {
  const [choice] = bots.heuristic(policyInput(game, leaf.state, leaf.actor, leaf.actions, seedRng(0)))
  return leaf.actions.map((a) => (key(a) === key(choice) ? 3 : 1))
}

const opened = game.setup(defaultConfig({ players: 3 }))
if (isLeft(opened)) throw new Error(opened.left.message)
let state = opened.right
const seen = (s: State) => {
  const o = game.observe(s, me)
  if (isLeft(o)) throw new Error(o.left.message)
  return o.right
}

const started = startSearch(
  game,
  { observation: seen(state), seat: me, rng: seedRng(7) },
  { determinize, hidden: hiddenAction, rolloutDepth: 0, evaluate, priors, puct: 1.5 },
)
if (isLeft(started)) throw new Error(started.left.message) // options that cannot take effect
const search = started.right

let nature: Rng = seedRng(2026)
let decisions = 0
let kept = 0
for (let status = game.status(state); status.kind !== 'over'; status = game.status(state)) {
  let action: Action
  if (status.kind === 'chance') {
    const [drawn, next] = sampleOutcome(status.outcomes, nature)
    if (drawn === undefined) throw new Error('a chance node without outcomes')
    action = drawn
    nature = next
  } else if (status.kind === 'decision') {
    const seat = status.seat
    const legal = game.legalActions(state, seat)
    if (seat === me && legal.length > 1) {
      search.run({ iterations: 300 })
      if (search.failure !== null) throw new Error(search.failure.message)
      action = search.choose('visits') as Action
      decisions++
      if (decisions <= 3) {
        // The line the search expects: its choice, then the draws and replies it visited most.
        const line = search.snapshot().principalVariation.slice(0, 4)
        console.log(
          `decision ${decisions}: ${line.map((s) => `${s.actor < 0 ? 'chance' : `seat ${s.actor}`} ${s.action === null ? '(hidden)' : key(s.action)} (${s.visits})`).join(' -> ')}`,
        )
      }
    } else if (seat === me) action = legal[0] as Action
    else action = bots.heuristic(policyInput(game, state, seat, legal, seedRng(decisions)))[0]
  } else throw new Error(`Formula Motor Racing has no ${status.kind} node`)
  // What the searching seat saw of the step: the action, or nothing (a card dealt to another hand).
  const unseen = hiddenAction(state, action, me)
  const next = game.reduce(state, action)
  if (isLeft(next)) throw new Error(next.left.message)
  state = next.right.state
  const moved = search.advance(unseen ? null : action, seen(state))
  if (isLeft(moved)) throw new Error(moved.left.message)
  kept += moved.right
}
const over = game.status(state)
if (over.kind === 'over')
  for (const { seat, place, score } of over.standings.seats)
    console.log(`seat ${seat}${seat === me ? ' (the search)' : ''}: place ${place}, ${score} points`)
console.log(`${decisions} decisions searched; ${kept} iterations kept from one step to the next`)
