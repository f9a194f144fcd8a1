/**
 * The search bench's games: for each, the race the series play, the search's options (each
 * game's own `searchSettings`, which its `bots.mcts` plays, or a variant of them), and the
 * heuristic bot it meets.
 */
import type { Game, Policy } from '../src/core/index.js'
import { mctsPolicy, type SearchOptions } from '../src/search/index.js'
import * as fmr from '../src/formula-motor-racing/index.js'
import * as fd from '../src/formule-de/index.js'
import * as rm from '../src/rallyman/index.js'
import * as bo from '../src/bolide/index.js'
import type { Arrangement } from './search-series.js'

/** One game's search bench, typed. */
export interface SearchBench<C, S, A, E, O> {
  /** Short name used on the command line. */
  readonly name: string
  /** What the series plays. */
  readonly label: string
  /** The game. */
  readonly game: Game<C, S, A, E, O>
  /** The race. */
  readonly config: C
  /** Seats at the table. */
  readonly seats: number
  /** The search's options (its budget is set by the bench). */
  readonly options: SearchOptions<S, A, O>
  /** What the options are, in words. */
  readonly setting: string
  /** The opponent: the game's heuristic bot. */
  readonly heuristic: Policy<A, O>
  /** Which seats the search drives in each race of a pair (default: even seats, then odd seats). */
  readonly arrangement?: Arrangement
  /** Pairs of races a default run plays. */
  readonly pairs: number
}

/** The search as a bot at `iterations` per decision. */
export const searchBot = <C, S, A, E, O>(b: SearchBench<C, S, A, E, O>, iterations: number): Policy<A, O> =>
  mctsPolicy(b.game, { ...b.options, budget: { iterations } })

/** Formula Motor Racing: 4 players, the search in two seats, the heuristic in the other two. */
export const fmrBench: SearchBench<fmr.Config, fmr.State, fmr.Action, fmr.Event, fmr.Observation> = {
  name: 'fmr',
  label: 'Formula Motor Racing, 4 players (2 search seats, 2 heuristic), one race',
  game: fmr.formulaMotorRacing,
  config: fmr.defaultConfig({ players: 4 }),
  seats: 4,
  options: fmr.searchSettings(),
  setting:
    'ISMCTS, the other seats modelled by the heuristic bot, heuristic rollouts of 8 actions then the evaluator (places of the cars), exploration 0.5',
  heuristic: fmr.bots.heuristic,
  pairs: 10,
}

/** The same series with no model of the other seats: each searches for itself in the tree. */
export const fmrSelfBench: SearchBench<fmr.Config, fmr.State, fmr.Action, fmr.Event, fmr.Observation> = {
  ...fmrBench,
  name: 'fmr-self',
  options: { determinize: fmr.determinize, hidden: fmr.hiddenAction },
  setting: 'ISMCTS, random rollouts to the end of the race, every seat choosing by UCT for itself (no model)',
}

/**
 * The first series' setting without its model of the other seats: heuristic rollouts and the
 * evaluator, but every seat choosing by UCT for itself in the tree (the search does not assume
 * it knows how the other seats play).
 */
export const fmrNoModelBench: SearchBench<fmr.Config, fmr.State, fmr.Action, fmr.Event, fmr.Observation> = {
  ...fmrBench,
  name: 'fmr-no-model',
  options: (({ opponents: _model, ...rest }) => rest)(fmr.searchSettings()),
  setting:
    'ISMCTS, no model of the other seats (each chooses by UCT for itself), heuristic rollouts of 8 actions then the evaluator, exploration 0.5',
}

/** Bolide: 2 drivers, one lap of Costa Azzurra, basic rules. */
export const bolideBench: SearchBench<bo.Config, bo.State, bo.Action, bo.Event, bo.Observation> = {
  name: 'bolide',
  label: 'Bolide, 2 drivers, 1 lap of Costa Azzurra',
  game: bo.bolide,
  // A lap takes 26 to 31 rounds; the round limit (a software bound, not a rule) stops a car
  // left alone once the other is home, whose place can no longer change.
  config: { ...bo.defaultConfig({ players: 2, laps: 1, board: 'costa-azzurra' }), maxRounds: 60 },
  seats: 2,
  options: bo.searchSettings(),
  setting:
    'MCTS, no rollout: the evaluator (lone-car planner, 2 moves ahead) at each new node; at a move with more than 5 legal actions, the 5 best moves by the heuristic and the Brake, no Booster; exploration 0.05',
  heuristic: bo.bots.heuristic,
  pairs: 10,
}

/** Formule Dé: 2 cars, one lap of Riviera, basic rules. */
export const formuleDeBench: SearchBench<fd.Config, fd.State, fd.Action, fd.Event, fd.Observation> = {
  name: 'formule-de',
  label: 'Formule Dé, 2 cars, 1 lap of Riviera (basic rules)',
  game: fd.formuleDe,
  config: fd.defaultConfig({ players: 2, laps: 1 }),
  seats: 2,
  options: fd.searchSettings(),
  setting:
    "MCTS, no rollout: the evaluator (spaces to go, race sheet, the next throw against the corner ahead) at each new node; PUCT (1), the heuristic driver's values as priors",
  heuristic: fd.bots.heuristic,
  pairs: 5,
}

/** Rallyman: 2 drivers, the asphalt rally (three specials), the Dirt preset (time control on). */
export const rallymanBench: SearchBench<rm.Config, rm.State, rm.Action, rm.Event, rm.Observation> = {
  name: 'rallyman',
  label: 'Rallyman, 2 drivers, asphalt rally (3 specials), Dirt rules (time control on)',
  game: rm.rallyman,
  config: rm.defaultConfig({ players: 2, rules: 'dirt' }),
  seats: 2,
  options: rm.searchSettings(),
  setting:
    'ISMCTS, the other driver modelled by the heuristic bot, heuristic rollouts of 12 actions then the evaluator (seconds so far and road to go), exploration 0.3',
  heuristic: rm.bots.heuristic,
  pairs: 3,
}
