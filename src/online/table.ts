/**
 * A table of an online race, without any network: a config, a secret seed, who sits where,
 * and the race's actions. Every server binding (Colyseus, boardgame.io, `pitwall serve`)
 * keeps its tables with these functions, so they give the same guarantees:
 *
 * - only the seat the game waits for may act, and only with one of its own actions;
 * - every action goes through the game's guard (`reduce`), a refusal leaves the table as it was;
 * - chance is drawn here, from the table's seed, never by a client;
 * - bots play here, from their seat's observation, like any driver's policy.
 *
 * A table is immutable, like a game state: each function gives a new one.
 */
import { isLeft, left, right, type Either } from 'fp-ts/lib/Either.js'
import {
  canonicalJson,
  decodeAction,
  decodeConfig,
  nextInt,
  policyInput,
  replay,
  sampleOutcome,
  seedRng,
  streamRng,
  type Game,
  type GameId,
  type Policy,
  type Rng,
  type RuleViolation,
  type SeatId,
  type Viewer,
} from '../core/index.js'
import { refusal } from './refusals.js'

/** A game as a table plays it: the game and the bots the server offers, by name. @group Online */
export interface TableGame<C, S, A, E, O> {
  /** The game. */
  readonly game: Game<C, S, A, E, O>
  /** The bots a seat may be given (`random`, `heuristic`, `mcts`…), by name. */
  readonly bots: Readonly<Record<string, Policy<A, O>>>
}

/** A game of a table with its types erased, so one list can hold every game. @group Online */
export type AnyTableGame = TableGame<unknown, unknown, unknown, unknown, unknown>

/**
 * Who holds a seat: nobody yet (`open`, a person's seat), a person (known by the hash of the
 * seat's key, which only that person's client holds), or a bot playing on the server.
 * @group Online
 */
export type SeatHolder =
  | { readonly kind: 'open' }
  | { readonly kind: 'person'; readonly name: string; readonly key: string }
  | { readonly kind: 'bot'; readonly bot: string }

/** The generators of a table: nature's, and each seat's bot's own stream. @group Online */
export interface TableRngs {
  /** Nature's generator: every chance outcome is drawn from it. */
  readonly nature: Rng
  /** Each seat's generator, handed to its bot. */
  readonly seats: ReadonlyArray<Rng>
}

/** An online table: immutable, like a game state. @group Online */
export interface Table<S, A> {
  /** The table's id. */
  readonly id: string
  /** The game's id. */
  readonly game: GameId
  /** The race's config, as decoded. */
  readonly config: unknown
  /** The secret seed chance is drawn from. */
  readonly seed: number | string
  /** Who holds each seat. */
  readonly seats: ReadonlyArray<SeatHolder>
  /** The race as it stands. */
  readonly state: S
  /** Every action applied, chance outcomes included (the race's log). */
  readonly actions: ReadonlyArray<A>
  /** The generators after the last action. */
  readonly rngs: TableRngs
}

/** A step a table took: the table after it, the action, who made it, and its events. @group Online */
export interface TableStep<S, A, E> {
  /** The table after the step. */
  readonly table: Table<S, A>
  /** The action applied. */
  readonly action: A
  /** The seat that acted (a person or a bot), or `chance`. */
  readonly by: SeatId | 'chance'
  /** The step's events, unfiltered: send each viewer {@link viewOf} them, never these. */
  readonly events: ReadonlyArray<E>
}

/** What a table is created from. @group Online */
export interface TableSpec {
  /** The race's config (decoded exactly by the game). */
  readonly config: unknown
  /** The secret seed chance is drawn from. */
  readonly seed: number | string
  /** Each seat: `person` (a seat for a player to take) or a bot's name. */
  readonly seats: ReadonlyArray<string>
}

/** The seats of a race: those a viewer may observe as (at most the game's most players). @group Online */
export const seatCountOf = <C, S, A, E, O>(game: Game<C, S, A, E, O>, state: S): number => {
  let count = 0
  while (count < game.info.players.max && !isLeft(game.observe(state, count))) count++
  return count
}

const initialRngs = (seed: number | string, seats: number): TableRngs => {
  const base = seedRng(seed)
  // Stream 0 is nature's; each seat's bot draws from its own, so no bot spends nature's numbers.
  return { nature: streamRng(base, 0), seats: Array.from({ length: seats }, (_, seat) => streamRng(base, seat + 1)) }
}

const holderOf = <C, S, A, E, O>(tableGame: TableGame<C, S, A, E, O>, kind: string): SeatHolder | undefined =>
  kind === 'person' ? { kind: 'open' } : Object.hasOwn(tableGame.bots, kind) ? { kind: 'bot', bot: kind } : undefined

/**
 * A new table: the config decoded and set up by the game, one holder per seat of the race.
 * @group Online
 */
export const openTable = <C, S, A, E, O>(
  tableGame: TableGame<C, S, A, E, O>,
  id: string,
  spec: TableSpec,
): Either<RuleViolation, Table<S, A>> => {
  const { game } = tableGame
  const config = decodeConfig(game, spec.config)
  if (isLeft(config)) return config
  const start = game.setup(config.right)
  if (isLeft(start)) return start
  const count = seatCountOf(game, start.right)
  if (!Array.isArray(spec.seats) || spec.seats.length !== count)
    return left(refusal('BAD_TABLE', `This race has ${count} seats: give ${count} holders (person or a bot's name).`))
  const seats: SeatHolder[] = []
  for (const kind of spec.seats) {
    const holder = typeof kind === 'string' ? holderOf(tableGame, kind) : undefined
    if (holder === undefined)
      return left(
        refusal(
          'NO_SUCH_BOT',
          `A seat is "person" or one of the bots ${Object.keys(tableGame.bots).join(', ')}, not ${JSON.stringify(kind)}.`,
        ),
      )
    seats.push(holder)
  }
  return right({
    id,
    game: game.id,
    config: config.right,
    seed: spec.seed,
    seats,
    state: start.right,
    actions: [],
    rngs: initialRngs(spec.seed, count),
  })
}

/** A stored table: what {@link restoreTable} rebuilds a table from. @group Online */
export interface TableRecord {
  /** The table's id. */
  readonly id: string
  /** The race's config. */
  readonly config: unknown
  /** The secret seed. */
  readonly seed: number | string
  /** Who holds each seat. */
  readonly seats: ReadonlyArray<SeatHolder>
  /** Every action applied, in order. */
  readonly actions: ReadonlyArray<unknown>
  /** The generators after the last action (the initial ones when there is none). */
  readonly rngs: TableRngs | null
}

/**
 * A table rebuilt from its record: the config set up again and every action replayed through
 * the game's guard, so a stored table that no longer plays (edited, or from a pitwall that
 * plays it differently) is refused, never misread. A Left names the step at fault.
 * @group Online
 */
export const restoreTable = <C, S, A, E, O>(
  tableGame: TableGame<C, S, A, E, O>,
  record: TableRecord,
): Either<RuleViolation & { readonly step: number }, Table<S, A>> => {
  const { game } = tableGame
  const config = decodeConfig(game, record.config)
  if (isLeft(config)) return left({ ...config.left, step: -1 })
  const actions: A[] = []
  for (let step = 0; step < record.actions.length; step++) {
    const action = decodeAction(game, record.actions[step])
    if (isLeft(action)) return left({ ...action.left, step })
    actions.push(action.right)
  }
  const replayed = replay(game, config.right, actions)
  if (isLeft(replayed)) {
    const { code, message, rule, step } = replayed.left
    return left({ code, message, rule, step })
  }
  const count = seatCountOf(game, replayed.right.state)
  if (record.seats.length !== count)
    return left({
      ...refusal('BAD_TABLE', `The stored table has ${record.seats.length} seats, its race ${count}.`),
      step: -1,
    })
  return right({
    id: record.id,
    game: game.id,
    config: config.right,
    seed: record.seed,
    seats: record.seats,
    state: replayed.right.state,
    actions,
    rngs: record.rngs ?? initialRngs(record.seed, count),
  })
}

/** Who the table waits for: the seats that may act now, chance, or nobody (the race is over). @group Online */
export type Waiting =
  | { readonly kind: 'seats'; readonly seats: ReadonlyArray<SeatId> }
  | { readonly kind: 'chance' }
  | { readonly kind: 'over' }

/** Who the table waits for. @group Online */
export const waitingFor = <C, S, A, E, O>(tableGame: TableGame<C, S, A, E, O>, table: Table<S, A>): Waiting => {
  const status = tableGame.game.status(table.state)
  switch (status.kind) {
    case 'decision':
      return { kind: 'seats', seats: [status.seat] }
    case 'simultaneous':
      return { kind: 'seats', seats: status.seats }
    case 'chance':
      return { kind: 'chance' }
    default:
      // An invalid state cannot happen (the table only holds states the game produced): nothing plays.
      return { kind: 'over' }
  }
}

// The table after one accepted action.
const stepped = <S, A, E>(
  table: Table<S, A>,
  action: A,
  by: SeatId | 'chance',
  transition: { readonly state: S; readonly events: ReadonlyArray<E> },
  rngs: TableRngs,
): TableStep<S, A, E> => ({
  table: { ...table, state: transition.state, actions: [...table.actions, action], rngs },
  action,
  by,
  events: transition.events,
})

/**
 * A player's action, from the seat its connection holds (`spectator` for a connection that
 * holds none). Refused unless the game waits for that seat and the action is that seat's
 * (at a simultaneous choice, one of the seat's own legal actions); then it goes through the
 * game's guard, whose refusal comes back unchanged.
 * @group Online
 */
export const submit = <C, S, A, E, O>(
  tableGame: TableGame<C, S, A, E, O>,
  table: Table<S, A>,
  seat: Viewer,
  input: unknown,
): Either<RuleViolation, TableStep<S, A, E>> => {
  const { game } = tableGame
  const waiting = waitingFor(tableGame, table)
  if (waiting.kind === 'chance') return left(refusal('CHANCE_IS_THE_SERVERS'))
  if (seat === 'spectator' || (waiting.kind === 'seats' && !waiting.seats.includes(seat)))
    return left(refusal('NOT_YOUR_SEAT', seat === 'spectator' ? 'A spectator does not act.' : undefined))
  const action = decodeAction(game, input)
  if (isLeft(action)) return action
  const result = game.reduce(table.state, action.right)
  if (isLeft(result)) return result
  // Several seats choose at once: the action must be the sender's own, not another waiting seat's.
  if (waiting.kind === 'seats' && waiting.seats.length > 1) {
    const wanted = canonicalJson(action.right)
    if (!game.legalActions(table.state, seat).some((a) => canonicalJson(a) === wanted))
      return left(refusal('NOT_YOUR_SEAT', `That action is not one of seat ${seat}'s.`))
  }
  return right(stepped(table, action.right, seat, result.right, table.rngs))
}

// Nature's draw at a chance node, with the game's sampler when it has one (the drivers' draw).
const drawChance = <C, S, A, E, O>(game: Game<C, S, A, E, O>, state: S, rng: Rng): readonly [A | undefined, Rng] => {
  const total = game.sampler?.total(state) ?? 0
  if (game.sampler !== undefined && total > 0) {
    const [ticket, next] = nextInt(rng, 0, total - 1)
    return [game.sampler.pick(state, ticket), next]
  }
  const status = game.status(state)
  return status.kind === 'chance' ? sampleOutcome(status.outcomes, rng) : [undefined, rng]
}

// A bot's action, its policy asked like a driver asks it. A policy that throws, or answers
// with an action the game refuses, plays the first legal action instead: a bot's defect must
// not stop a table of people.
const botStep = <C, S, A, E, O>(
  tableGame: TableGame<C, S, A, E, O>,
  table: Table<S, A>,
  seat: SeatId,
  policy: Policy<A, O>,
): TableStep<S, A, E> | null => {
  const { game } = tableGame
  const legal = game.legalActions(table.state, seat)
  const first = legal[0]
  if (first === undefined) return null
  const rng = table.rngs.seats[seat] ?? seedRng(table.seed)
  let choice: A = first
  let next: Rng = rng
  try {
    const [action, after] = policy(policyInput(game, table.state, seat, legal, rng))
    choice = action
    next = after
  } catch {
    // The first legal action, below.
  }
  let result = game.reduce(table.state, choice)
  if (isLeft(result)) {
    choice = first
    result = game.reduce(table.state, first)
  }
  if (isLeft(result)) return null
  const seats = table.rngs.seats.slice()
  seats[seat] = next
  return stepped(table, choice, seat, result.right, { nature: table.rngs.nature, seats })
}

/**
 * One step the table takes by itself: a chance outcome drawn from the table's seed, or the
 * move of a bot whose turn it is. `null` when the table waits for a person or the race is over.
 * @group Online
 */
export const advance = <C, S, A, E, O>(
  tableGame: TableGame<C, S, A, E, O>,
  table: Table<S, A>,
): TableStep<S, A, E> | null => {
  const { game } = tableGame
  const waiting = waitingFor(tableGame, table)
  if (waiting.kind === 'over') return null
  if (waiting.kind === 'chance') {
    const [action, nature] = drawChance(game, table.state, table.rngs.nature)
    if (action === undefined) return null
    const result = game.reduce(table.state, action)
    if (isLeft(result)) return null
    return stepped(table, action, 'chance', result.right, { nature, seats: table.rngs.seats })
  }
  for (const seat of waiting.seats) {
    const holder = table.seats[seat]
    if (holder?.kind !== 'bot') continue
    const policy = tableGame.bots[holder.bot]
    if (policy !== undefined) return botStep(tableGame, table, seat, policy)
  }
  return null
}

/**
 * A seat given to a person or a bot. Only an open seat can be taken; a person's seat is
 * taken again only with its key (see the bindings' reconnection).
 * @group Online
 */
export const sit = <C, S, A, E, O>(
  tableGame: TableGame<C, S, A, E, O>,
  table: Table<S, A>,
  seat: unknown,
  holder: SeatHolder,
): Either<RuleViolation, Table<S, A>> => {
  if (typeof seat !== 'number' || !Number.isInteger(seat) || seat < 0 || seat >= table.seats.length)
    return left(refusal('NO_SUCH_SEAT'))
  if (table.seats[seat]?.kind !== 'open') return left(refusal('SEAT_TAKEN'))
  if (holder.kind === 'bot' && !Object.hasOwn(tableGame.bots, holder.bot)) return left(refusal('NO_SUCH_BOT'))
  const seats = table.seats.slice()
  seats[seat] = holder
  return right({ ...table, seats })
}

/** The seat whose holder has this key, if any. @group Online */
export const seatOfKey = <S, A>(table: Table<S, A>, key: string): SeatId | undefined => {
  const seat = table.seats.findIndex((h) => h.kind === 'person' && h.key === key)
  return seat < 0 ? undefined : seat
}
