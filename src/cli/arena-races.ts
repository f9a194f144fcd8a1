/**
 * The races of an arena: each pairing of two bots races `races` times, on seeds fixed for every
 * pairing (race r on the arena's seed + r / 2, rounded down) with the seats swapped between
 * the two races of a seed (race r puts the pairing's first bot in the seats s with s + r even),
 * so every bot sits in every seat as often, on the same races. A race is worth, to the first
 * bot, its share of the pairs of seats (one its, one the other's) where it finished ahead (a
 * tie: half). Played on this thread or in a worker: a race depends only on its task.
 */
import { isLeft, left, right, type Either } from 'fp-ts/lib/Either.js'
import { playout, seedRng, type Policy, type Standings } from '../core/index.js'
import { loadMaker, policyOf, type BotMaker, type BotSpec } from './bot-spec.js'
import { entryOf, type AnyEntry } from './catalog.js'

/** Races of one pairing to play. */
export interface ArenaTask {
  /** The game's id (a built-in game, in a worker). */
  readonly game: string
  /** The race's config. */
  readonly config: unknown
  /** Seats in a race. */
  readonly seats: number
  /** The pairing's two bots. */
  readonly bots: readonly [BotSpec, BotSpec]
  /** The arena's first seed. */
  readonly seed: number
  /** The indices of the races to play (0, 1, ...). */
  readonly races: ReadonlyArray<number>
}

/** One race's result: the seed and the first bot's points (0 to 1). */
export interface ArenaRace {
  readonly race: number
  readonly seed: number
  readonly score: number
}

/** The seed of race `race` of a pairing. */
export const seedOfRace = (first: number, race: number): number => first + Math.floor(race / 2)

/** Whether the pairing's first bot drives seat `seat` in race `race`. */
export const firstBotSeat = (race: number, seat: number): boolean => (seat + race) % 2 === 0

/** The first bot's share of the seat pairs it finished ahead in (ties: half). */
export const scoreOf = (standings: Standings, race: number): number => {
  const place = new Map(standings.seats.map((s) => [s.seat, s.place]))
  const seats = [...place.keys()]
  let points = 0
  let pairs = 0
  for (const a of seats.filter((s) => firstBotSeat(race, s)))
    for (const b of seats.filter((s) => !firstBotSeat(race, s))) {
      const pa = place.get(a) as number
      const pb = place.get(b) as number
      points += pa < pb ? 1 : pa === pb ? 0.5 : 0
      pairs++
    }
  return pairs === 0 ? 0.5 : points / pairs
}

// Bot modules are loaded once a thread (Node keeps an imported module anyway).
const makers = new Map<string, BotMaker>()

/** Loads the bot modules of some specs; a Left names the first that cannot be a bot. */
export const loadModules = async (
  specs: ReadonlyArray<BotSpec>,
): Promise<Either<string, ReadonlyMap<string, BotMaker>>> => {
  for (const spec of specs) {
    if (spec.kind !== 'module' || makers.has(spec.url)) continue
    const make = await loadMaker(spec)
    if (typeof make === 'string') return left(make)
    makers.set(spec.url, make)
  }
  return right(makers)
}

/** Plays one race of a pairing; a Left says what stopped it. */
export const playArenaRace = (
  entry: AnyEntry,
  task: ArenaTask,
  race: number,
  loaded: ReadonlyMap<string, BotMaker>,
): Either<string, ArenaRace> => {
  const seed = seedOfRace(task.seed, race)
  const start = entry.game.setup(task.config)
  if (isLeft(start)) return left(start.left.message)
  const policies: Policy<unknown, unknown>[] = []
  for (let seat = 0; seat < task.seats; seat++) {
    const policy = policyOf(entry, task.bots[firstBotSeat(race, seat) ? 0 : 1], loaded)
    if (typeof policy === 'string') return left(policy)
    policies.push(policy)
  }
  const run = playout(entry.game, start.right, seedRng(seed), policies, { collectEvents: false })
  if (isLeft(run)) return left(`step ${run.left.step}: ${run.left.code}: ${run.left.message}`)
  const over = entry.game.status(run.right.state)
  if (over.kind !== 'over') return left('the race stopped before its end')
  return right({ race, seed, score: scoreOf(over.standings, race) })
}

/**
 * A worker's task (`pitwall arena --workers`): the races of the task in order, up to the first
 * that fails.
 */
export const arenaRaces = async (task: ArenaTask): Promise<ReadonlyArray<Either<string, ArenaRace>>> => {
  const entry = entryOf(task.game)
  if (entry === undefined) return [left(`unknown game "${task.game}"`)]
  const loaded = await loadModules(task.bots)
  if (isLeft(loaded)) return [loaded]
  const out: Either<string, ArenaRace>[] = []
  for (const race of task.races) {
    const result = playArenaRace(entry, task, race, loaded.right)
    out.push(result)
    if (isLeft(result)) break
  }
  return out
}
