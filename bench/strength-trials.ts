/**
 * Tuning variants for `bench/strength.ts --trial NAME`: search options over a game's own
 * settings, kept so that the tuning series of `docs/search.md` can be played again.
 */
import type { SearchBotOptions } from '../src/search/index.js'
import type * as fd from '../src/formule-de/index.js'
import { formuleDeEvaluator } from '../src/formule-de/search-evaluator.js'

/** The options of a trial for a game (none for the game's own settings, `''`). */
export const trialOptions = (game: string, trial: string): SearchBotOptions<unknown, unknown, unknown> => {
  if (trial === '') return {}
  const options = TRIALS[game]?.[trial]
  if (options === undefined) throw new Error(`no trial "${trial}" for ${game}`)
  return options()
}

// Each game's trials, typed by the game, erased for the table.
const erase = <S, A, O>(options: SearchBotOptions<S, A, O>): SearchBotOptions<unknown, unknown, unknown> =>
  options as unknown as SearchBotOptions<unknown, unknown, unknown>

const TRIALS: Readonly<Record<string, Readonly<Record<string, () => SearchBotOptions<unknown, unknown, unknown>>>>> = {
  'formule-de': {
    'wear-race': () =>
      erase<fd.State, fd.Action, fd.Observation>({ evaluate: formuleDeEvaluator({ wearHorizon: 190 }) }),
    'wear-60': () => erase<fd.State, fd.Action, fd.Observation>({ evaluate: formuleDeEvaluator({ wearHorizon: 60 }) }),
    'scale-12': () => erase<fd.State, fd.Action, fd.Observation>({ evaluate: formuleDeEvaluator({ scale: 12 }) }),
    'spread-3': () => erase<fd.State, fd.Action, fd.Observation>({ evaluate: formuleDeEvaluator({ spread: 3 }) }),
    'spread-5': () => erase<fd.State, fd.Action, fd.Observation>({ evaluate: formuleDeEvaluator({ spread: 5 }) }),
    'c-0.03': () => erase<fd.State, fd.Action, fd.Observation>({ exploration: 0.03 }),
    'c-0.3': () => erase<fd.State, fd.Action, fd.Observation>({ exploration: 0.3 }),
    'scale-3': () => erase<fd.State, fd.Action, fd.Observation>({ evaluate: formuleDeEvaluator({ scale: 3 }) }),
  },
}
