import { isLeft, left, right, type Either } from 'fp-ts/lib/Either.js'
import {
  decodeAction,
  decodeConfig,
  playout,
  replay,
  resolveChance,
  seedRng,
  type Game,
  type Policy,
  type Standings,
} from '../core/index.js'

/** A saved race: enough to replay it step by step. */
export interface RaceLog {
  /** The game's id. */
  readonly game: string
  /** The config, as the game's codec encodes it. */
  readonly config: unknown
  /** Every action, chance outcomes included. */
  readonly actions: ReadonlyArray<unknown>
}

/** A finished race, ready to print. */
export interface RaceRecord {
  /** One line describing the race (players, board, variant). */
  readonly title: string
  /** The running order once the start is settled (after the opening chance). */
  readonly grid: ReadonlyArray<string>
  /** One line per key event. */
  readonly events: ReadonlyArray<string>
  /** The final classification. */
  readonly standings: Standings
  /** Number of actions, chance included. */
  readonly steps: number
  /** Number of player decisions. */
  readonly decisions: number
  /** Cars eliminated (out of the race, retired, wrecked) during the race. */
  readonly eliminations: number
  /** The replayable log. */
  readonly log: RaceLog
}

/** Options of a simulated race. */
export interface RaceOptions {
  /** Seed of the race (chance and bots). */
  readonly seed: number
  /** Seats at the table, when the game lets the user choose. */
  readonly players?: number
  /** Built-in board name, for board games. */
  readonly board?: string
  /** Rule set name, for games that offer a choice. */
  readonly rules?: string
}

/** How the CLI drives one game: typed on the inside, uniform on the outside. */
export interface Runner {
  /** The game's id, used on the command line. */
  readonly id: string
  /** Human-readable name. */
  readonly name: string
  /** Built-in board names (empty for card games); the first is the default. */
  readonly boards: ReadonlyArray<string>
  /** Rule set names (empty when the game offers no choice); the first is the default. */
  readonly rules: ReadonlyArray<string>
  /** Allowed seat counts and the default. */
  readonly players: { readonly min: number; readonly max: number; readonly default: number }
  /** Plays one race with the built-in bots. */
  race(options: RaceOptions): Either<string, RaceRecord>
  /** Replays a saved log, checking every step. */
  replayLog(log: RaceLog): Either<string, RaceRecord>
  /** The board of a race as SVG, the cars on their start places; a Left for card games. */
  render(options: RaceOptions): Either<string, string>
}

/** What a game provides to be driven by the CLI. */
export interface RunnerSpec<C, S, A, E, O> {
  /** The game. */
  readonly game: Game<C, S, A, E, O>
  /** Built-in board names (empty for card games). */
  readonly boards: ReadonlyArray<string>
  /** Rule set names the user may choose with --rules, the default first; absent = no choice. */
  readonly rules?: ReadonlyArray<string>
  /** Allowed seat counts and the default. */
  readonly players: { readonly min: number; readonly max: number; readonly default: number }
  /**
   * A config for this many seats on this board under this rule set (one of `rules`, or
   * undefined for the default).
   */
  config(players: number, board: string | undefined, rules: string | undefined): Either<string, C>
  /** One bot per seat. */
  bots(players: number): ReadonlyArray<Policy<A, O>>
  /** A title line for a config. */
  title(config: C): string
  /** One readable line per key event, or null to leave it out. */
  describeEvent(event: E): string | null
  /**
   * The lines of a whole race's events, for games that fold several events into one line;
   * without it, {@link describeEvent} event by event.
   */
  describeEvents?(events: ReadonlyArray<E>): ReadonlyArray<string>
  /**
   * Whether the start is settled (grid decided, cars ready) for the report's grid, for games
   * whose players still decide things before the start (qualifying, car builds); without it
   * the grid is shown once the opening chance is resolved.
   */
  startSettled?(state: S): boolean
  /** The running order, one line per car. */
  describeRunningOrder(state: S): ReadonlyArray<string>
  /**
   * Whether an event puts a car out, for the summary's elimination count. Without it the
   * count is the placings marked as eliminated (right for games that place every car).
   */
  isElimination?(event: E): boolean
  /** The board as SVG with the cars where they stand (board games only). */
  render?(state: S): string
}

const countDecisions = <C, S, A, E, O>(game: Game<C, S, A, E, O>, config: C, actions: ReadonlyArray<A>): number => {
  const start = game.setup(config)
  if (isLeft(start)) return 0
  let state = start.right
  let decisions = 0
  for (const action of actions) {
    if (game.status(state).kind !== 'chance') decisions++
    const next = game.reduce(state, action)
    if (isLeft(next)) break
    state = next.right.state
  }
  return decisions
}

/** The message for a rule set a game does not offer, naming the ones it does. */
export const unknownRules = (gameName: string, rules: string, offered: ReadonlyArray<string>): string =>
  offered.length === 0
    ? `${gameName} offers no choice of rules (--rules ${rules})`
    : `unknown rules "${rules}" for ${gameName}; rule sets: ${offered.join(', ')}`

/** Builds a {@link Runner} from a typed spec. */
export const defineRunner = <C, S, A, E, O>(spec: RunnerSpec<C, S, A, E, O>): Runner => {
  const { game } = spec
  const ruleSets = spec.rules ?? []

  const record = (config: C, actions: ReadonlyArray<A>): Either<string, RaceRecord> => {
    const start = game.setup(config)
    if (isLeft(start)) return left(`${start.left.code}: ${start.left.message}`)
    // The grid is shown once the opening chance (draws, grid rolls) is settled, and the start
    // too when the game says when: replay the log's leading actions up to there.
    const unsettled = (state: S): boolean =>
      game.status(state).kind === 'chance' || (spec.startSettled !== undefined && !spec.startSettled(state))
    let opening = start.right
    let used = 0
    while (used < actions.length && unsettled(opening)) {
      const next = game.reduce(opening, actions[used] as A)
      if (isLeft(next)) break
      opening = next.right.state
      used++
    }
    const replayed = replay(game, config, actions)
    if (isLeft(replayed)) {
      const v = replayed.left
      return left(`step ${v.step}: ${v.code}: ${v.message} [${v.rule}]`)
    }
    const status = game.status(replayed.right.state)
    if (status.kind !== 'over') return left(`the log ends before the race does (after ${actions.length} steps)`)
    return right({
      title: spec.title(config),
      grid: spec.describeRunningOrder(opening),
      events: spec.describeEvents
        ? spec.describeEvents(replayed.right.events)
        : replayed.right.events.flatMap((e) => {
            const line = spec.describeEvent(e)
            return line === null ? [] : [line]
          }),
      standings: status.standings,
      steps: actions.length,
      decisions: countDecisions(game, config, actions),
      eliminations: spec.isElimination
        ? replayed.right.events.filter((e) => spec.isElimination?.(e) === true).length
        : status.standings.placings.filter((p) => p.eliminated !== undefined).length,
      log: { game: game.id, config: game.codecs.config.encode(config), actions },
    })
  }

  // The config for the options, set up, with the opening chance (grid draws) resolved.
  const open = ({ seed, players = spec.players.default, board, rules }: RaceOptions) => {
    if (!Number.isInteger(players) || players < spec.players.min || players > spec.players.max) {
      return left(`${game.name} takes ${spec.players.min} to ${spec.players.max} players, not ${players}`)
    }
    if (board !== undefined && !spec.boards.includes(board)) {
      return left(
        spec.boards.length === 0
          ? `${game.name} has no board`
          : `unknown board "${board}" for ${game.name}; built-in boards: ${spec.boards.join(', ')}`,
      )
    }
    if (rules !== undefined && !ruleSets.includes(rules)) return left(unknownRules(game.name, rules, ruleSets))
    const config = spec.config(players, board, rules)
    if (isLeft(config)) return config
    const start = game.setup(config.right)
    if (isLeft(start)) return left(`${start.left.code}: ${start.left.message}`)
    const opened = resolveChance(game, start.right, seedRng(seed))
    if (isLeft(opened)) return left(`${opened.left.code}: ${opened.left.message}`)
    return right({ config: config.right, players, run: opened.right })
  }

  return {
    id: game.id,
    name: game.name,
    boards: spec.boards,
    rules: ruleSets,
    players: spec.players,
    race: (options) => {
      const opened = open(options)
      if (isLeft(opened)) return opened
      const { config, players, run: start } = opened.right
      const run = playout(game, start.state, start.rng, spec.bots(players))
      if (isLeft(run)) return left(`a bot failed at step ${run.left.step}: ${run.left.code}: ${run.left.message}`)
      return record(config, [...start.actions, ...run.right.actions])
    },
    render: (options) => {
      const render = spec.render
      if (render === undefined) return left(`${game.name} has no board to render`)
      const opened = open(options)
      return isLeft(opened) ? opened : right(render(opened.right.run.state))
    },
    replayLog: (log) => {
      const config = decodeConfig(game, log.config)
      if (isLeft(config)) return left(config.left.message)
      const actions: A[] = []
      for (const [step, raw] of log.actions.entries()) {
        const action = decodeAction(game, raw)
        if (isLeft(action)) return left(`step ${step}: ${action.left.message}`)
        actions.push(action.right)
      }
      return record(config.right, actions)
    },
  }
}
