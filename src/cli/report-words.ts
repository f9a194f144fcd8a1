/**
 * The words of the command's race report, in English and French (`--lang`, or `LANG`): the
 * headings, the seats, the standings and the scores. The games' own lines (events, grid, out
 * reasons) come from their describers; these are the frame around them.
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
}

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
}

/** The report's words in a language (English by default). */
export const reportWords = (lang: Lang | undefined): Catalogue<ReportFacts> => (lang === 'fr' ? FR : EN)
