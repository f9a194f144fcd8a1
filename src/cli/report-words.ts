/**
 * The words of the command's reports, in English and French (`--lang`, or `LANG`): for a race
 * the headings, the seats, the standings and the scores; for a batch (`simulate --races N`) its
 * title, the columns of its table, its notes and its figures, with the decimal comma in
 * French. The games' own lines (events, grid, out reasons) come from their describers; these
 * are the frame around them.
 */
import { count, type Catalogue, type Lang } from '../core/index.js'
import type { Measure } from '../core/index.js'

/** Every message of the report, with its facts. */
export interface ReportFacts {
  readonly seats: { readonly list: ReadonlyArray<string> }
  readonly seed: { readonly seed: string }
  readonly grid: Record<string, never>
  readonly race: { readonly decisions: number; readonly steps: number }
  readonly moreEvents: { readonly n: number }
  readonly keyEventsOnly: Record<string, never>
  readonly standings: Record<string, never>
  readonly seatsHeading: Record<string, never>
  readonly seat: { readonly seat: number }
  readonly noPlayer: Record<string, never>
  readonly score: { readonly measure: Measure; readonly score: number }
  readonly didNotFinish: { readonly reason: string | null }
  readonly outOnLap: { readonly lap: number; readonly reason: string }
  readonly outWithPoints: { readonly points: string; readonly reason: string | null }
  readonly batchTitle: { readonly game: string; readonly races: number; readonly title: string }
  readonly batchSeeds: { readonly first: number; readonly last: number }
  readonly winNote: { readonly ties: boolean }
  readonly raceLength: { readonly mean: number; readonly min: number; readonly max: number } | null
  readonly carsOut: { readonly perRace: number | null; readonly all: number }
  readonly decimal: { readonly value: number; readonly digits: number }
}

/**
 * The columns of a batch's table: each label, the width its values take at least (a label
 * wider than that widens the column) and the spaces before the next column.
 */
export interface Column {
  readonly label: string
  readonly width: number
  readonly gap: number
}

// The widths of the batch table's values and the spaces between them, in column order: seat,
// bot, wins, shared, win rate, mean place, finished, mean score (the last one free).
const WIDTHS: ReadonlyArray<readonly [number, number]> = [
  [4, 2],
  [10, 2],
  [4, 2],
  [6, 3],
  [8, 3],
  [10, 3],
  [8, 3],
  [0, 0],
]

const frDecimal = (value: number, digits: number): string => value.toFixed(digits).replace('.', ',')

const time = (score: number): string => {
  const seconds = Math.round(score)
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`
}

/** The English words. */
export const EN: Catalogue<ReportFacts> = {
  seats: (p) => (p.list.length === 0 ? 'Seats: not recorded' : `Seats: ${p.list.join(', ')}`),
  seed: (p) => `; seed ${p.seed}`,
  grid: () => 'Grid:',
  race: (p) => `Race (${p.decisions} decisions, ${p.steps} steps with chance):`,
  moreEvents: (p) => `... ${p.n} more events`,
  keyEventsOnly: () => 'key events only; --moves lists every move',
  standings: () => 'Final standings:',
  seatsHeading: () => 'Seats:',
  seat: (p) => `seat ${p.seat}`,
  noPlayer: () => 'no player',
  score: (p) =>
    p.measure === 'time'
      ? time(p.score)
      : count('en', p.score, p.measure === 'laps' ? 'lap' : 'point', p.measure === 'laps' ? 'laps' : 'points'),
  didNotFinish: (p) => (p.reason === null ? 'did not finish' : `did not finish: ${p.reason}`),
  outOnLap: (p) => `out on lap ${p.lap}: ${p.reason}`,
  outWithPoints: (p) => `${p.points}, out${p.reason === null ? '' : `: ${p.reason}`}`,
  batchTitle: (p) => `${p.game}: ${p.races} races, ${p.title}`,
  batchSeeds: (p) => `; seeds ${p.first} to ${p.last}`,
  winNote: (p) =>
    p.ties
      ? 'A win is a first place held alone; "shared" counts the ties for first, once for each seat tied,\nand the win rate counts wins alone. Tied seats share their place in the mean place.'
      : 'A win is a first place held alone; "shared" would count ties for first (none in these races).',
  raceLength: (p) =>
    `Race length: ${p === null ? '— (no race)' : `${p.mean.toFixed(1)} decisions on average (min ${p.min}, max ${p.max})`}`,
  carsOut: (p) => `Cars out of the race: ${p.perRace === null ? '—' : p.perRace.toFixed(1)} per race, ${p.all} in all`,
  decimal: (p) => p.value.toFixed(p.digits),
}

/** The French words. */
export const FR: Catalogue<ReportFacts> = {
  seats: (p) => (p.list.length === 0 ? 'Sièges : non notés' : `Sièges : ${p.list.join(', ')}`),
  seed: (p) => ` ; graine ${p.seed}`,
  grid: () => 'Grille de départ :',
  race: (p) =>
    `Course (${count('fr', p.decisions, 'décision', 'décisions')}, ${count('fr', p.steps, 'étape', 'étapes')} avec le hasard) :`,
  moreEvents: (p) => `... ${count('fr', p.n, 'autre événement', 'autres événements')}`,
  keyEventsOnly: () => 'les faits marquants seulement ; --moves liste chaque coup',
  standings: () => 'Classement final :',
  seatsHeading: () => 'Sièges :',
  seat: (p) => `siège ${p.seat}`,
  noPlayer: () => 'sans joueur',
  score: (p) =>
    p.measure === 'time'
      ? time(p.score)
      : count('fr', p.score, p.measure === 'laps' ? 'tour' : 'point', p.measure === 'laps' ? 'tours' : 'points'),
  didNotFinish: (p) => (p.reason === null ? 'abandon' : `abandon : ${p.reason}`),
  outOnLap: (p) => `éliminée au tour ${p.lap} : ${p.reason}`,
  outWithPoints: (p) => `${p.points}, éliminée${p.reason === null ? '' : ` : ${p.reason}`}`,
  batchTitle: (p) => `${p.game} : ${count('fr', p.races, 'course', 'courses')}, ${p.title}`,
  batchSeeds: (p) => ` ; graines ${p.first} à ${p.last}`,
  winNote: (p) =>
    p.ties
      ? 'Une victoire est une première place seule ; « partagées » compte les premières places ex aequo, une fois par siège à égalité,\net le % de victoires ne compte que les victoires seules. Les sièges à égalité partagent leur place dans la place moyenne.'
      : 'Une victoire est une première place seule ; « partagées » compterait les premières places ex aequo (aucune dans ces courses).',
  raceLength: (p) =>
    `Longueur d'une course : ${p === null ? '— (aucune course)' : `${frDecimal(p.mean, 1)} décisions en moyenne (min ${p.min}, max ${p.max})`}`,
  carsOut: (p) =>
    `Voitures hors course : ${p.perRace === null ? '—' : frDecimal(p.perRace, 1)} par course, ${p.all} en tout`,
  decimal: (p) => frDecimal(p.value, p.digits),
}

// The labels of a batch table's columns, in each language: eight, one per column of WIDTHS.
type Labels = readonly [string, string, string, string, string, string, string, string]
const LABELS: { readonly [L in Lang]: (measure: Measure) => Labels } = {
  en: (measure) => [
    'Seat',
    'bot',
    'wins',
    'shared',
    'win rate',
    'mean place',
    'finished',
    `mean ${measure === 'time' ? 'time (finishers)' : measure}`,
  ],
  fr: (measure) => [
    'Siège',
    'bot',
    'victoires',
    'partagées',
    '% victoires',
    'place moyenne',
    'arrivées',
    measure === 'time' ? 'temps moyen (arrivés)' : measure === 'laps' ? 'tours en moyenne' : 'points en moyenne',
  ],
}

/** The columns of a batch's table in a language (English by default), for a measure. */
export const batchColumns = (lang: Lang | undefined, measure: Measure): ReadonlyArray<Column> =>
  LABELS[lang === 'fr' ? 'fr' : 'en'](measure).map((label, i) => ({
    label,
    width: WIDTHS[i]?.[0] ?? 0,
    gap: WIDTHS[i]?.[1] ?? 0,
  }))

/** The report's words in a language (English by default). */
export const reportWords = (lang: Lang | undefined): Catalogue<ReportFacts> => (lang === 'fr' ? FR : EN)
