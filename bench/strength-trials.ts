/**
 * Tuning variants for `bench/strength.ts --trial NAME`: search options over a game's own
 * settings, kept so that the tuning series of `docs/search.md` can be played again.
 */
import type { SearchBotOptions } from '../src/search/index.js'

/** The options of a trial for a game (none for the game's own settings, `''`). */
export const trialOptions = (game: string, trial: string): SearchBotOptions<unknown, unknown, unknown> => {
  if (trial === '') return {}
  const options = TRIALS[game]?.[trial]
  if (options === undefined) throw new Error(`no trial "${trial}" for ${game}`)
  return options()
}

const TRIALS: Readonly<Record<string, Readonly<Record<string, () => SearchBotOptions<unknown, unknown, unknown>>>>> = {}
