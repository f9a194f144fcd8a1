/**
 * Tuning variants for `bench/strength.ts --trial NAME`: search options over a game's own
 * settings, kept so that the tuning series of `docs/search.md` can be played again.
 */
import type { SearchBotOptions } from '../src/search/index.js'
import type * as fd from '../src/formule-de/index.js'
import * as bo from '../src/bolide/index.js'
import { formuleDeEvaluator } from '../src/formule-de/search-evaluator.js'
import { formuleDeCandidates } from '../src/formule-de/search-candidates.js'
import { formuleDePriors } from '../src/formule-de/search-priors.js'
import { heuristicBot } from '../src/formule-de/bots.js'
import type { Policy } from '../src/core/index.js'

// A deterministic bot's answers remembered per position and seat (the tree comes back to the
// same positions); the generator is handed back as it came.
const remembered = <A, O>(bot: Policy<A, O>): Policy<A, O> => {
  const kept = new Map<string, A>()
  return (input) => {
    const key = `${input.seat}:${JSON.stringify(input.observation)}`
    const hit = kept.get(key)
    if (hit !== undefined) return [hit, input.rng]
    const [action] = bot(input)
    if (kept.size > 50_000) kept.clear()
    kept.set(key, action)
    return [action, input.rng]
  }
}

/**
 * The options of a trial for a game (none for the game's own settings, `''`), and the game's
 * options it drops (a trial without the opponent model drops `opponents`).
 */
export const trialOptions = (
  game: string,
  trial: string,
): { readonly options: SearchBotOptions<unknown, unknown, unknown>; readonly omit: ReadonlyArray<string> } => {
  if (trial === '') return { options: {}, omit: [] }
  const options = TRIALS[game]?.[trial]
  if (options === undefined) throw new Error(`no trial "${trial}" for ${game}`)
  return { options: options(), omit: OMIT[game]?.[trial] ?? [] }
}

// The game's options a trial drops.
const OMIT: Readonly<Record<string, Readonly<Record<string, ReadonlyArray<string>>>>> = {
  'formula-motor-racing': { 'no-model': ['opponents'] },
  // The trials of UCT, as before the priors: exploration 0.1 unless they say.
  'formule-de': Object.fromEntries(
    [
      'uct',
      'wear-race',
      'wear-60',
      'scale-12',
      'spread-3',
      'spread-5',
      'c-0.03',
      'c-0.3',
      'prune',
      'prune-model',
      'prune-wear-race',
      'prune-wear-100',
      'prune-spread',
      'moves-wear-100',
      'prune-wear-60',
      'prune-wear-150',
      'scale-3',
    ].map((t) => [t, ['priors', 'puct']]),
  ),
}

// Each game's trials, typed by the game, erased for the table.
const erase = <S, A, O>(options: SearchBotOptions<S, A, O>): SearchBotOptions<unknown, unknown, unknown> =>
  options as unknown as SearchBotOptions<unknown, unknown, unknown>

// A trial of UCT: exploration 0.1 (the setting before the priors) unless it says.
const uct = (
  options: SearchBotOptions<fd.State, fd.Action, fd.Observation>,
): SearchBotOptions<unknown, unknown, unknown> =>
  erase<fd.State, fd.Action, fd.Observation>({ exploration: 0.1, ...options })

const TRIALS: Readonly<Record<string, Readonly<Record<string, () => SearchBotOptions<unknown, unknown, unknown>>>>> = {
  'formula-motor-racing': {
    'no-model': () => ({}),
  },
  bolide: {
    model: () => erase<bo.State, bo.Action, bo.Observation>({ opponents: remembered(bo.bots.heuristic) }),
  },
  'formule-de': {
    uct: () => uct({}),
    'wear-race': () => uct({ evaluate: formuleDeEvaluator({ wearHorizon: 190 }) }),
    'wear-60': () => uct({ evaluate: formuleDeEvaluator({ wearHorizon: 60 }) }),
    'scale-12': () => uct({ evaluate: formuleDeEvaluator({ scale: 12 }) }),
    'spread-3': () => uct({ evaluate: formuleDeEvaluator({ spread: 3 }) }),
    'spread-5': () => uct({ evaluate: formuleDeEvaluator({ spread: 5 }) }),
    'c-0.03': () => uct({ exploration: 0.03 }),
    'c-0.3': () => uct({ exploration: 0.3 }),
    prune: () => uct({ exploration: 0.03, candidates: formuleDeCandidates(3) }),
    'prune-model': () =>
      uct({
        exploration: 0.03,
        candidates: formuleDeCandidates(3),
        opponents: remembered(heuristicBot),
      }),
    'prune-wear-race': () =>
      uct({
        exploration: 0.03,
        candidates: formuleDeCandidates(3),
        evaluate: formuleDeEvaluator({ wearHorizon: 190 }),
      }),
    'prune-wear-100': () =>
      uct({
        exploration: 0.03,
        candidates: formuleDeCandidates(3),
        evaluate: formuleDeEvaluator({ wearHorizon: 100 }),
      }),
    'prune-spread': () =>
      uct({
        exploration: 0.01,
        candidates: formuleDeCandidates(3),
        evaluate: formuleDeEvaluator({ wearHorizon: 100, spread: 3 }),
      }),
    'moves-wear-100': () =>
      uct({
        exploration: 0.03,
        candidates: formuleDeCandidates(3, false),
        evaluate: formuleDeEvaluator({ wearHorizon: 100 }),
      }),
    'prune-wear-60': () =>
      uct({
        exploration: 0.03,
        candidates: formuleDeCandidates(3),
        evaluate: formuleDeEvaluator({ wearHorizon: 60 }),
      }),
    'prune-wear-150': () =>
      uct({
        exploration: 0.03,
        candidates: formuleDeCandidates(3),
        evaluate: formuleDeEvaluator({ wearHorizon: 150 }),
      }),
    'scale-3': () => uct({ evaluate: formuleDeEvaluator({ scale: 3 }) }),
    // The priors (the game's setting is prior-1): their weight, their temperature, a model of the other car.
    'prior-2': () => erase<fd.State, fd.Action, fd.Observation>({ puct: 2 }),
    'prior-1': () => erase<fd.State, fd.Action, fd.Observation>({ priors: formuleDePriors(), puct: 1 }),
    'prior-05': () => erase<fd.State, fd.Action, fd.Observation>({ puct: 0.5 }),
    'prior-t1': () => erase<fd.State, fd.Action, fd.Observation>({ priors: formuleDePriors({ temperature: 1 }) }),
    'prior-model': () => erase<fd.State, fd.Action, fd.Observation>({ opponents: remembered(heuristicBot) }),
  },
}
