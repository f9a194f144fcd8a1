import * as t from 'io-ts'
import { isLeft, left, right, type Either } from 'fp-ts/lib/Either.js'
import {
  integer,
  list,
  protocolSetupError,
  setupError,
  struct,
  union,
  type SeatId,
  type SetupError,
} from '../core/index.js'
import { CARS, COLOURS, CarIdCodec, ColourCodec, type CarId, type Colour } from './cars.js'
import { CountCodec, DEFAULT_DECK, DeckEntryCodec, type DeckEntry } from './cards.js'
import type { FmrSetupCode } from './codes.js'

/** The optional rules of the seed ("Options de jeu"). @group Config */
export interface FmrVariants {
  /** FMR Petites Courses: six random cards are removed face down before each race. */
  readonly shortRaces: boolean
  /** FMR Championnat Automobile: points are also kept per car, and the season standings rank cars. */
  readonly driversChampionship: boolean
}

/** Points carried from earlier sessions of a season (FMR Saison Complète). @group Config */
export interface CarriedPoints {
  /** Points per team, in {@link COLOURS} order (6 numbers). */
  readonly teams: ReadonlyArray<number>
  /** Points per car, in {@link CARS} order (12 numbers). */
  readonly cars: ReadonlyArray<number>
}

/** A season's config, as a user writes it (JSON). @group Config */
export interface FmrConfig {
  /** Players at the table, 3 to 6. */
  readonly players: number
  /** Races in the season (FMR Comment gagner), at least 1. */
  readonly races: number
  /** The optional rules. */
  readonly variants: FmrVariants
  /** Deck composition; default {@link DEFAULT_DECK} (the rulebook's counts, with assumed colours). */
  readonly deck?: ReadonlyArray<DeckEntry>
  /**
   * The starting grid, pole first (12 distinct cars): resumes a season recorded on paper
   * (FMR Saison Complète). Absent: the crew cards are dealt at random (chance).
   */
  readonly grid?: ReadonlyArray<CarId>
  /** The colours each seat drives; default seat i drives colour i (3 players: i and i+3). */
  readonly teams?: ReadonlyArray<ReadonlyArray<Colour>>
  /** Points from earlier sessions of the season (default none). */
  readonly carriedPoints?: CarriedPoints
}

/** The config after validation, with every default filled in; stored in the state. @group Config */
export interface FmrRules {
  /** Players, 3 to 6. */
  readonly players: number
  /** Races in the season. */
  readonly races: number
  /** The optional rules. */
  readonly variants: FmrVariants
  /** The deck, one entry per distinct card. */
  readonly deck: ReadonlyArray<DeckEntry>
  /** The colours each seat drives. */
  readonly teams: ReadonlyArray<ReadonlyArray<Colour>>
  /** The first race's grid, or `null` when the crews are dealt at random. */
  readonly grid: ReadonlyArray<CarId> | null
  /** Points carried from earlier sessions. */
  readonly carried: CarriedPoints
}

/** Codec of carried points. */
export const CarriedPointsCodec: t.Type<CarriedPoints, CarriedPoints, unknown> = t.readonly(
  struct({ teams: list(CountCodec), cars: list(CountCodec) }),
  'CarriedPoints',
)

/** Codec of the variants. */
export const VariantsCodec: t.Type<FmrVariants, FmrVariants, unknown> = t.readonly(
  struct({ shortRaces: t.boolean, driversChampionship: t.boolean }),
  'FmrVariants',
)

/** Codec of a season config (shape only; `setup` also checks the rules). @group Codecs */
export const FmrConfigCodec: t.Type<FmrConfig, FmrConfig, unknown> = t.readonly(
  struct(
    { players: integer, races: integer, variants: VariantsCodec },
    {
      deck: list(DeckEntryCodec),
      grid: list(CarIdCodec),
      teams: list(list(ColourCodec)),
      carriedPoints: CarriedPointsCodec,
    },
  ),
  'FmrConfig',
)

/** Codec of the validated rules stored in a state. @group Codecs */
export const FmrRulesCodec: t.Type<FmrRules, FmrRules, unknown> = t.readonly(
  struct({
    players: integer,
    races: integer,
    variants: VariantsCodec,
    deck: list(DeckEntryCodec),
    teams: list(list(ColourCodec)),
    grid: union([list(CarIdCodec), t.null]),
    carried: CarriedPointsCodec,
  }),
  'FmrRules',
)

/** Most races a season may hold (a library limit; a Formula One season of 2001 had 17). @group Limits */
export const MAX_RACES = 1000

/** Most copies of one card a deck entry may hold (a library limit; the box holds at most 4). @group Limits */
export const MAX_COPIES = 200

/**
 * Most points a team or a car may carry from earlier sessions (a library limit). A team
 * scores at most 16 points a race, so the season totals stay far below
 * `Number.MAX_SAFE_INTEGER` whatever the season's length.
 * @group Limits
 */
export const MAX_CARRIED_POINTS = 1_000_000

/** Cards each player holds (FMR Mise en place 3). @group Rules */
export const HAND_SIZE = 5

/** Cards removed face down before each short race (FMR Petites Courses). @group Rules */
export const SHORT_RACE_REMOVED = 6

/** The default colours of each seat: seat i drives colour i; with 3 players also colour i+3. @group Config */
export const defaultTeams = (players: number): ReadonlyArray<ReadonlyArray<Colour>> =>
  Array.from({ length: players }, (_, i) =>
    players === 3 ? [COLOURS[i] ?? 'red', COLOURS[i + 3] ?? 'white'] : [COLOURS[i] ?? 'red'],
  )

/**
 * The rule presets, the default first: the base game, or one optional rule of the rulebook
 * (FMR Petites Courses: `short-races`; Championnat Automobile: `drivers`). Every list of
 * them (`info.presets`) reads this one.
 * @group Config
 */
export const PRESET_NAMES = Object.freeze(['basic', 'short-races', 'drivers'] as const)

/** A rule preset ({@link PRESET_NAMES}). @group Config */
export type Preset = (typeof PRESET_NAMES)[number]

const distinct = <T>(items: ReadonlyArray<T>): boolean => new Set(items).size === items.length

const overLimit = (message: string): Either<SetupError, never> => left(protocolSetupError('OVER_LIMIT', message))

const refused = (code: FmrSetupCode, message: string, rule: string): Either<SetupError, never> =>
  left(setupError(code, message, rule))

/** The rule of the seats and their teams. */
const SEATS_RULE = 'FMR Mise en place 1'

/** The deck's problem, if any: its entries, their counts and its size for this table. */
const deckProblem = (
  deck: ReadonlyArray<DeckEntry>,
  players: number,
  shortRaces: boolean,
): Either<SetupError, number> => {
  if (!distinct(deck.map((e) => e.card))) {
    return refused(
      'DUPLICATE_DECK_CARD',
      'The deck lists a card twice; give each card once with its count.',
      'FMR Mise en place 3',
    )
  }
  const heavy = deck.find((e) => e.count > MAX_COPIES)
  if (heavy !== undefined)
    return overLimit(`A deck entry holds at most ${MAX_COPIES} copies, not ${heavy.count} (${heavy.card}).`)
  const size = deck.reduce((sum, e) => sum + e.count, 0)
  const needed = HAND_SIZE * players + (shortRaces ? SHORT_RACE_REMOVED : 0)
  if (size < needed) {
    return refused(
      'DECK_TOO_SMALL',
      `The deck holds ${size} cards; ${players} players need at least ${needed}.`,
      'FMR Mise en place 3',
    )
  }
  return right(size)
}

/** The carried points' problem, if any: 6 teams and 12 cars, each within the limit. */
const carriedProblem = (carried: CarriedPoints): Either<SetupError, CarriedPoints> => {
  if (carried.teams.length !== COLOURS.length || carried.cars.length !== CARS.length) {
    return refused('BAD_CARRIED_POINTS', 'Carried points list 6 teams and 12 cars.', 'FMR Saison Complète')
  }
  const most = Math.max(...carried.teams, ...carried.cars)
  if (most > MAX_CARRIED_POINTS) {
    return overLimit(`A team or a car carries at most ${MAX_CARRIED_POINTS} points from earlier sessions, not ${most}.`)
  }
  return right(carried)
}

/**
 * Checks the rules and the limits of a decoded config and fills in the defaults. Every list
 * is checked for its length before it is walked further than once.
 */
export const validateConfig = (config: FmrConfig): Either<SetupError, FmrRules> => {
  const { players, races, variants } = config
  if (players < 3 || players > 6) {
    return refused(
      players < 3 ? 'TOO_FEW_PLAYERS' : 'TOO_MANY_PLAYERS',
      `Formula Motor Racing needs 3 to 6 players, not ${players}.`,
      SEATS_RULE,
    )
  }
  if (races < 1)
    return refused('BAD_SEASON_LENGTH', `A season has at least 1 race, not ${races}.`, 'FMR Comment gagner')
  if (races > MAX_RACES) return overLimit(`A season has at most ${MAX_RACES} races, not ${races}.`)
  const teams = config.teams ?? defaultTeams(players)
  const perSeat = players === 3 ? 2 : 1
  if (teams.length !== players || teams.some((colours) => colours.length !== perSeat)) {
    return refused(
      'BAD_TEAMS',
      `With ${players} players each of the ${players} seats drives ${perSeat} team${perSeat > 1 ? 's' : ''}.`,
      SEATS_RULE,
    )
  }
  if (!distinct(teams.flat())) return refused('BAD_TEAMS', 'A team colour is driven by two seats.', SEATS_RULE)
  const deck = config.deck ?? DEFAULT_DECK
  const sized = deckProblem(deck, players, variants.shortRaces)
  if (isLeft(sized)) return sized
  const grid = config.grid ?? null
  if (grid !== null && (grid.length !== CARS.length || !distinct(grid))) {
    return refused(
      'BAD_GRID',
      'A starting grid lists each of the 12 cars exactly once, pole first.',
      'FMR Saison Complète',
    )
  }
  const carried = carriedProblem(config.carriedPoints ?? { teams: COLOURS.map(() => 0), cars: CARS.map(() => 0) })
  if (isLeft(carried)) return carried
  return right({ players, races, variants, deck, teams, grid, carried: carried.right })
}

/** The seat that drives a colour, or `null` for a team without a player. @group Config */
export const seatOfColour = (rules: FmrRules, colour: Colour): SeatId | null => {
  for (let seat = 0; seat < rules.teams.length; seat++) if (rules.teams[seat]?.includes(colour)) return seat
  return null
}
