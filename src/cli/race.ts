/**
 * One race as the command line plays it: the options checked against the game's descriptor,
 * a config from `configFromOptions`, a bot per seat, the race played from a seed, and a record
 * built from its log (so a replayed log prints the same report).
 */
import { isLeft, left, right, type Either } from 'fp-ts/lib/Either.js'
import {
  playout,
  readLog,
  recordLog,
  seedRng,
  type Lang,
  type Policy,
  type RaceLog,
  type Standings,
} from '../core/index.js'
import type { AnyEntry, ConfigOptions } from './catalog.js'
import type { BotName } from './options.js'

/** What a batch's statistics need of a race. */
export interface RaceSummary {
  /** What was raced: board, cars, laps, rules. */
  readonly title: string
  /** Who drove each seat. */
  readonly seats: ReadonlyArray<string>
  /** The seed, when the race came from a seeded run. */
  readonly seed: string | number | null
  /** The final classification. */
  readonly standings: Standings
  /** Number of actions, chance included. */
  readonly steps: number
  /** Number of player decisions. */
  readonly decisions: number
  /** Cars put out of the race. */
  readonly eliminations: number
}

/** A finished race, ready to print. */
export interface RaceRecord extends RaceSummary {
  /** The running order once the start is settled. */
  readonly grid: ReadonlyArray<string>
  /** One line per key event. */
  readonly events: ReadonlyArray<string>
  /** The replayable, checked log. */
  readonly log: RaceLog<unknown, unknown>
}

/** The default seats: the heuristic and the random bot in turn, so a report shows both. */
export const DEFAULT_BOTS: ReadonlyArray<BotName> = ['heuristic', 'random']
/** Iterations per decision of the search bot when `--budget` is not given. */
export const DEFAULT_BUDGET = 200

/**
 * The options checked against what the game says it takes (`game.info`): a Left is a message
 * for the user, naming what the game offers.
 */
export const checkOptions = (entry: AnyEntry, options: ConfigOptions): Either<string, ConfigOptions> => {
  const { name, players, boards, presets, laps } = entry.game.info
  if (options.players !== undefined && (options.players < players.min || options.players > players.max))
    return left(`${name} takes ${players.min} to ${players.max} players, not ${options.players}`)
  if (options.board !== undefined && !boards.includes(options.board))
    return left(
      boards.length === 0
        ? `${name} is played without a board`
        : `unknown board "${options.board}" for ${name}; boards: ${boards.join(', ')}`,
    )
  if (options.rules !== undefined && !presets.includes(options.rules))
    return left(`unknown rules "${options.rules}" for ${name}; rule sets: ${presets.join(', ')}`)
  if (options.laps !== undefined) {
    if (laps === null) return left(`${name} has no laps to choose`)
    if (options.laps < laps.min || options.laps > laps.max)
      return left(`${name} races ${laps.min} to ${laps.max} laps, not ${options.laps}`)
  }
  return right(options)
}

/** The seats' bot names: the list given, repeated round the table. */
export const seatBots = (names: ReadonlyArray<string>, players: number): ReadonlyArray<string> =>
  Array.from({ length: players }, (_, seat) => names[seat % names.length] ?? 'random')

/**
 * The search bot of a seat (`--bots mcts`): the game's `bots.mcts`, with the game's own
 * settings, searching `budget` iterations a decision.
 */
export const searchPolicy = (entry: AnyEntry, budget: number): Policy<unknown, unknown> =>
  entry.bots.mcts({ budget: { iterations: budget } })

/** A bot by name for one game. */
export const botOf = (entry: AnyEntry, name: string, budget: number): Policy<unknown, unknown> =>
  name === 'mcts' ? searchPolicy(entry, budget) : name === 'heuristic' ? entry.bots.heuristic : entry.bots.random

const seatLabel = (name: string, budget: number): string => (name === 'mcts' ? `mcts (${budget} iterations)` : name)

/** A race to play: the config and each seat's bot. */
export interface RacePlan {
  readonly config: unknown
  readonly bots: ReadonlyArray<string>
  readonly budget: number
}

/**
 * The config of the user's options: checked against the game's descriptor (a message naming the
 * command's options), then the game's own `configFromOptions`. The one place the command turns
 * options into a config.
 */
export const configOf = (entry: AnyEntry, options: ConfigOptions): Either<string, unknown> => {
  const checked = checkOptions(entry, options)
  if (isLeft(checked)) return checked
  const config = entry.configFromOptions(options)
  return isLeft(config) ? left(config.left.message.split('\n')[0] ?? config.left.message) : config
}

/** The plan of a race from the user's options; a Left is a message for the user. */
export const planRace = (
  entry: AnyEntry,
  options: ConfigOptions,
  bots: ReadonlyArray<string> = DEFAULT_BOTS,
  budget = DEFAULT_BUDGET,
): Either<string, RacePlan> => {
  const configured = configOf(entry, options)
  if (isLeft(configured)) return configured
  const config = configured.right
  const start = entry.game.setup(config)
  if (isLeft(start)) return left(`${start.left.message} [${start.left.rule}]`)
  // One bot per seat the game can have; the record keeps those of the seats that raced.
  return right({ config, bots: seatBots(bots, entry.game.info.players.max), budget })
}

// The seats' bots, each decision counted and told to `decided` (the race's progress).
const countedBots = (
  entry: AnyEntry,
  plan: RacePlan,
  decided: (decisions: number) => void,
): ReadonlyArray<Policy<unknown, unknown>> => {
  let decisions = 0
  return plan.bots.map((name): Policy<unknown, unknown> => {
    const bot = botOf(entry, name, plan.budget)
    return (input) => {
      decided(++decisions)
      return bot(input)
    }
  })
}

/**
 * Plays a planned race from a seed and records it; a Left says which step failed and why.
 * `decided` is told the number of decisions taken so far, before each.
 */
export const playRace = (
  entry: AnyEntry,
  plan: RacePlan,
  seed: number,
  decided: (decisions: number) => void = () => undefined,
  moves = false,
  lang?: Lang,
): Either<string, RaceRecord> => {
  const { game } = entry
  const start = game.setup(plan.config)
  if (isLeft(start)) return left(start.left.message)
  const policies = countedBots(entry, plan, decided)
  const run = playout(game, start.right, seedRng(seed), policies, { collectEvents: false })
  if (isLeft(run)) return left(`step ${run.left.step}: ${run.left.code}: ${run.left.message} [${run.left.rule}]`)
  const over = game.status(run.right.state)
  const seats = over.kind === 'over' ? over.standings.seats.length : plan.bots.length
  const log = recordLog(game, plan.config, run.right.actions, {
    seed,
    seats: plan.bots.slice(0, seats).map((name) => seatLabel(name, plan.budget)),
    notation: (state, action) => entry.formatAction(action, state),
    notationVersion: entry.notationVersion,
  })
  return isLeft(log) ? left(`step ${log.left.step}: ${log.left.message}`) : recordOf(entry, log.right, moves, lang)
}

/**
 * A race of a batch, played and summed up without its log: the same race as {@link playRace}
 * (the seats' bots are wrapped only to count their decisions, and draw the same numbers), at
 * a quarter of the work, since a batch prints statistics, not events.
 */
export const playSummary = (
  entry: AnyEntry,
  plan: RacePlan,
  seed: number,
  decided: (decisions: number) => void = () => undefined,
): Either<string, RaceSummary> => {
  const { game } = entry
  const start = game.setup(plan.config)
  if (isLeft(start)) return left(start.left.message)
  let decisions = 0
  const policies = countedBots(entry, plan, (n) => {
    decisions = n
    decided(n)
  })
  const run = playout(game, start.right, seedRng(seed), policies, { collectEvents: entry.isElimination !== undefined })
  if (isLeft(run)) return left(`step ${run.left.step}: ${run.left.code}: ${run.left.message} [${run.left.rule}]`)
  const over = game.status(run.right.state)
  if (over.kind !== 'over') return left('the race stopped before its end')
  return right({
    title: entry.describeConfig(plan.config),
    seats: plan.bots.slice(0, over.standings.seats.length).map((name) => seatLabel(name, plan.budget)),
    seed,
    standings: over.standings,
    steps: run.right.actions.length,
    decisions,
    eliminations: entry.isElimination
      ? run.right.events.filter((e) => entry.isElimination?.(e) === true).length
      : over.standings.placings.filter((p) => p.eliminated !== undefined).length,
  })
}

/**
 * The record of a log: read and checked step by step (`readLog`), its events described (the
 * move log only when `moves` asks for it, in games that keep it apart), the grid taken once
 * the opening chance is resolved (and the start settled, where the game says).
 */
export const recordOf = (entry: AnyEntry, input: unknown, moves = false, lang?: Lang): Either<string, RaceRecord> => {
  const { game } = entry
  const read = readLog(game, input)
  if (isLeft(read)) {
    const e = read.left
    return left(`${e.step >= 0 ? `step ${e.step}: ` : ''}${e.code}: ${e.message} [${e.rule}]`)
  }
  const { log, state, events } = read.right
  const status = game.status(state)
  if (status.kind !== 'over') return left(`the log ends before the race does (after ${log.steps.length} steps)`)
  const start = game.setup(log.config)
  if (isLeft(start)) return left(start.left.message)
  let opening = start.right
  let decisions = 0
  let grid: ReadonlyArray<string> | null = null
  for (const { action } of log.steps) {
    const kind = game.status(opening).kind
    if (grid === null && kind !== 'chance' && (entry.startSettled?.(opening) ?? true))
      grid = entry.describeRunningOrder(opening, { lang: lang ?? 'en' })
    if (kind !== 'chance') decisions++
    const next = game.reduce(opening, action)
    if (isLeft(next)) return left(next.left.message)
    opening = next.right.state
  }
  const told = moves || entry.isMove === undefined ? events : events.filter((e) => entry.isMove?.(e) !== true)
  return right({
    title: entry.describeConfig(log.config),
    seats: log.seats ?? [],
    seed: log.seed,
    grid: grid ?? entry.describeRunningOrder(opening, { lang: lang ?? 'en' }),
    events: entry.describeEvents(told, undefined, { from: start.right, lang: lang ?? 'en' }),
    standings: status.standings,
    steps: log.steps.length,
    decisions,
    eliminations: entry.isElimination
      ? events.filter((e) => entry.isElimination?.(e) === true).length
      : status.standings.placings.filter((p) => p.eliminated !== undefined).length,
    log,
  })
}
