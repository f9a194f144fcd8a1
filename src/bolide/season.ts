/**
 * Drivers that chain sessions end to end: the qualifying of BO 12 (one lone lap per
 * driver, then the grid) and the championship of BO 16 (a season of races, the grid of
 * each race after the first reversed from the championship classification, points with
 * the intermediate-line point). Each session is an ordinary `bolide` game played with
 * core's `playout`; these functions only carry the results from one session to the next.
 */
import * as t from 'io-ts'
import { isLeft, left, right, type Either } from 'fp-ts/lib/Either.js'
import {
  decodeWith,
  intRange,
  playout,
  rankSeats,
  type Placing,
  type Policy,
  type Rng,
  type Standings,
} from '../core/index.js'
import type { BolideAction } from './actions.js'
import type { BolideConfig, StartEntry } from './config.js'
import type { BolideState } from './state.js'
import { bolide, type BolideObservation } from './game.js'
import {
  DEFAULT_POINTS,
  championshipStart,
  qualifyingConfig,
  qualifyingResult,
  qualifyingStart,
  racePoints,
  type QualifyingResult,
} from './rules/championship.js'

/** A bot for a Bolide session. @group Seasons */
export type BolidePolicy = Policy<BolideAction, BolideObservation>

/**
 * The championship's data (BO 16). The seed gives no points scale ("not every driver
 * scores"): `points` is an assumption, replaceable; the intermediate point is the seed's 1.
 * @group Seasons
 */
export interface ChampionshipConfig {
  /** Points by finishing place, winner first; places beyond the list score nothing. */
  readonly points: ReadonlyArray<number>
  /** Points to the first car past the half-way line of each lap (BO 16: 1). */
  readonly intermediatePoint: number
  /** BO 16: from the 2nd race on, the grid is the reverse of the championship classification. */
  readonly reversedGrid: boolean
  /** BO 12: the grid of a race not reversed (the first one) comes from qualifying, not from the draw. */
  readonly qualifying: boolean
}

/** Codec of {@link ChampionshipConfig}. @group Codecs */
export const ChampionshipConfigCodec: t.Type<ChampionshipConfig, ChampionshipConfig, unknown> = t.readonly(
  t.type({
    points: t.readonlyArray(intRange(0, 1000)),
    intermediatePoint: intRange(0, 1000),
    reversedGrid: t.boolean,
    qualifying: t.boolean,
  }),
  'ChampionshipConfig',
)

/**
 * The assumed scale: 10-6-4-3-2-1 for the first six, 1 intermediate point, reversed grids, no qualifying.
 * @group Seasons
 */
export const DEFAULT_CHAMPIONSHIP: ChampionshipConfig = {
  points: DEFAULT_POINTS,
  intermediatePoint: 1,
  reversedGrid: true,
  qualifying: false,
}

/** Why a session chain stopped: a bad config or a bot that played an illegal action. @group Seasons */
export interface SeasonError {
  /** Stable code (`BAD_CONFIG`, `DRIVERS_DIFFER`, a setup code, or the refused action's code). */
  readonly code: string
  /** What went wrong, in English. */
  readonly message: string
  /** The rule reference. */
  readonly rule: string
}

/** Whether a driver repairs the car after qualifying (BO 12: at the cost of the last grid places). @group Seasons */
export type RepairChoice = (seat: number, result: QualifyingResult) => boolean

/** What a whole qualifying leaves. @group Seasons */
export interface QualifyingOutcome {
  /** One result per driver (seat order). */
  readonly results: ReadonlyArray<QualifyingResult>
  /** Which drivers chose to repair. */
  readonly repaired: ReadonlyArray<boolean>
  /** The race's start list (`config.start`). */
  readonly start: ReadonlyArray<StartEntry>
  /** The generator after the sessions. */
  readonly rng: Rng
}

const seasonError = (code: string, message: string, rule: string): SeasonError => ({ code, message, rule })

/**
 * BO 12: every driver in turn runs one lap alone from the pole with his own bot; the
 * times in turns, blocks and damage give the race's start list. `repair` decides for each
 * driver whether to repair (default: never).
 * @group Seasons
 */
export const runQualifying = (
  race: BolideConfig,
  policies: ReadonlyArray<BolidePolicy>,
  rng: Rng,
  repair: RepairChoice = () => false,
): Either<SeasonError, QualifyingOutcome> => {
  if (policies.length !== race.drivers.length)
    return left(seasonError('POLICIES', `${policies.length} bots for ${race.drivers.length} drivers.`, 'BO 12'))
  const results: QualifyingResult[] = []
  let gen = rng
  for (const [seat, policy] of policies.entries()) {
    const start = bolide.setup(qualifyingConfig(race, seat))
    if (isLeft(start)) return left(seasonError(start.left.code, start.left.message, start.left.rule))
    const run = playout(bolide, start.right, gen, [policy], { collectEvents: false })
    if (isLeft(run))
      return left(
        seasonError(
          run.left.code,
          `qualifying of ${race.drivers[seat]?.name ?? seat}: ${run.left.message}`,
          run.left.rule,
        ),
      )
    results.push(qualifyingResult(run.right.state))
    gen = run.right.rng
  }
  const repaired = results.map((r, seat) => repair(seat, r))
  const maxTurns = race.maxRounds + 1
  const start = qualifyingStart(
    results.map((r, seat) => ({ ...r, repair: repaired[seat] === true })),
    maxTurns,
  )
  return right({ results, repaired, start, rng: gen })
}

/** One race of a season. @group Seasons */
export interface SeasonRace {
  /** The config the race was run with (its `start` list included). */
  readonly config: BolideConfig
  /** The qualifying that set its grid, or null. */
  readonly qualifying: QualifyingOutcome | null
  /** The grid, pole first (seats). */
  readonly grid: ReadonlyArray<number>
  /** The race's own standings. */
  readonly standings: Standings
  /** Points scored, by seat. */
  readonly points: ReadonlyArray<number>
  /** Championship totals after this race, by seat. */
  readonly totals: ReadonlyArray<number>
}

/** A finished season. @group Seasons */
export interface SeasonResult {
  /** Every race, in order. */
  readonly races: ReadonlyArray<SeasonRace>
  /** The championship classification (measure `points`). */
  readonly standings: Standings
  /** The generator after the season. */
  readonly rng: Rng
}

/** Points of a finished race with a championship's scale (BO 16). @group Seasons */
export const pointsOf = (state: BolideState, championship: ChampionshipConfig): ReadonlyArray<number> =>
  racePoints(state, championship.points, championship.intermediatePoint)

/** The championship classification from the totals: most points first, ties by the last race. @group Seasons */
export const championshipStandings = (
  names: ReadonlyArray<string>,
  totals: ReadonlyArray<number>,
  lastRace: Standings | null,
): Standings => {
  const lastPlace = (seat: number): number => lastRace?.placings.find((p) => p.seat === seat)?.place ?? seat + 1
  const seats = rankSeats(
    'points',
    totals.map((score, seat) => ({ seat, score, tieBreak: lastPlace(seat) })),
  )
  const placings: Placing[] = seats.map((s, i) => ({
    place: i + 1,
    competitor: names[s.seat] ?? `seat ${s.seat}`,
    seat: s.seat,
    score: s.score,
  }))
  return { measure: 'points', placings, seats }
}

/**
 * BO 16: runs a season, one race per config (same drivers in every race; circuits and
 * laps may differ). The first race's grid is drawn (or comes from qualifying when
 * `championship.qualifying`); every later grid is the reverse of the championship
 * classification (leader last, equal totals drawn by lot) when `reversedGrid`, else it is
 * drawn or qualified like the first. Every race gets the championship's points.
 * @group Seasons
 */
export const runSeason = (
  races: ReadonlyArray<BolideConfig>,
  policies: ReadonlyArray<BolidePolicy>,
  rng: Rng,
  championship: ChampionshipConfig = DEFAULT_CHAMPIONSHIP,
  repair: RepairChoice = () => false,
): Either<SeasonError, SeasonResult> => {
  const decoded = decodeWith(ChampionshipConfigCodec, championship)
  if (isLeft(decoded)) return left(seasonError('BAD_CONFIG', decoded.left.join('\n'), 'BO 16'))
  const first = races[0]
  if (first === undefined) return left(seasonError('NO_RACE', 'A season needs at least one race.', 'BO 16'))
  const names = first.drivers.map((d) => d.name)
  if (races.some((r) => r.drivers.length !== names.length || r.drivers.some((d, i) => d.name !== names[i])))
    return left(
      seasonError('DRIVERS_DIFFER', 'Every race of a season has the same drivers, in the same seats.', 'BO 16'),
    )
  if (policies.length !== names.length)
    return left(seasonError('POLICIES', `${policies.length} bots for ${names.length} drivers.`, 'BO 16'))
  const done: SeasonRace[] = []
  let totals: ReadonlyArray<number> = names.map(() => 0)
  let gen = rng
  let last: Standings | null = null
  for (const [index, base] of races.entries()) {
    const reversed = index > 0 && championship.reversedGrid
    let qualifying: QualifyingOutcome | null = null
    let start: ReadonlyArray<StartEntry> | null = null
    if (reversed) start = championshipStart(totals)
    else if (championship.qualifying) {
      const q = runQualifying(base, policies, gen, repair)
      if (isLeft(q)) return q
      qualifying = q.right
      start = q.right.start
      gen = q.right.rng
    }
    const config: BolideConfig = { ...base, session: 'race', start }
    const setup = bolide.setup(config)
    if (isLeft(setup)) return left(seasonError(setup.left.code, setup.left.message, setup.left.rule))
    const run = playout(bolide, setup.right, gen, policies, { collectEvents: false })
    if (isLeft(run)) return left(seasonError(run.left.code, `race ${index + 1}: ${run.left.message}`, run.left.rule))
    gen = run.right.rng
    const status = bolide.status(run.right.state)
    if (status.kind !== 'over')
      return left(seasonError('UNFINISHED', `race ${index + 1} did not end.`, 'BO préparation'))
    const points = pointsOf(run.right.state, championship)
    totals = totals.map((p, seat) => p + (points[seat] ?? 0))
    last = status.standings
    done.push({ config, qualifying, grid: run.right.state.grid, standings: status.standings, points, totals })
  }
  return right({ races: done, standings: championshipStandings(names, totals, last), rng: gen })
}
