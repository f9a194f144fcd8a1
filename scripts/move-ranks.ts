/**
 * The bound of Formule Dé's move ids (`MOVES_PER_SPACE`): plays seeded races of every built-in
 * circuit in every preset, 4 cars up to the circuit's grid, heuristic and random bots in turn,
 * and prints the most moves one decision lists to one end space.
 * Usage: `node --import tsx scripts/move-ranks.ts [seeds per setting, default 3]`.
 */
import { isLeft } from 'fp-ts/lib/Either.js'
import { playout, seedRng, type Policy } from '../src/core/index.js'
import {
  BOARD_IDS,
  bots,
  defaultConfig,
  formuleDe,
  MOVES_PER_SPACE,
  type Action,
  type Observation,
} from '../src/formule-de/index.js'

const seeds = Number(process.argv[2] ?? 3)
let races = 0
let decisions = 0
let most = 0
let where = ''
for (const board of BOARD_IDS)
  for (const rules of ['basic', 'advanced', 'tournament'] as const)
    for (let cars = 4; cars <= 10; cars += 2)
      for (let seed = 0; seed < seeds; seed++) {
        const start = formuleDe.setup(
          defaultConfig({ players: cars, board, rules, laps: rules === 'tournament' ? 3 : 1 }),
        )
        if (isLeft(start)) continue // more cars than the circuit's grid
        const policies: Array<Policy<Action, Observation>> = Array.from({ length: cars }, (_, i) =>
          i % 2 === 0 ? bots.heuristic : bots.random,
        )
        const run = playout(formuleDe, start.right, seedRng(seed), policies, { collectEvents: false })
        if (isLeft(run)) throw new Error(`${board} ${rules} ${cars} cars, seed ${seed}: ${run.left.message}`)
        races++
        let state = start.right
        for (const action of run.right.actions) {
          const status = formuleDe.status(state)
          if (status.kind === 'decision') {
            const here = state.cars[status.seat]?.space ?? -1
            const perSpace = new Map<string, number>()
            for (const m of formuleDe.legalActions(state, status.seat))
              if (m.type === 'move' || m.type === 'slipstream') {
                const key = `${m.type} ${m.path.length === 0 ? here : m.path[m.path.length - 1]}`
                perSpace.set(key, (perSpace.get(key) ?? 0) + 1)
              }
            if (perSpace.size > 0) decisions++
            for (const n of perSpace.values())
              if (n > most) {
                most = n
                where = `${board}, ${rules}, ${cars} cars, seed ${seed}`
              }
          }
          const next = formuleDe.reduce(state, action)
          if (isLeft(next)) throw new Error(next.left.message)
          state = next.right.state
        }
      }
console.log(
  `${races} races (${BOARD_IDS.join(', ')}; basic, advanced, tournament; 4 to 10 cars), ${decisions} decisions with a move: ` +
    `at most ${most} moves to one end space (${where}; ids hold ${MOVES_PER_SPACE})`,
)
