/**
 * Writes the pictures of docs/pictures/: for Formule Dé, Rallyman, Formula Motor Racing and Bolide, a
 * board (for Formula Motor Racing the start of a season) and a moment in the middle of a
 * seeded race played by the games' own bots. Deterministic: the same files every run.
 *
 *   npx tsx scripts/pictures.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { isLeft } from 'fp-ts/lib/Either.js'
import { playout, resolveChance, seedRng, type Game, type Policy } from '../src/core/index.js'
import * as rallyman from '../src/rallyman/index.js'
import * as fmr from '../src/formula-motor-racing/index.js'
import * as bolide from '../src/bolide/index.js'
import * as formuleDe from '../src/formule-de/index.js'
import { stagesOf } from '../src/rallyman/index.js'

const OUT = 'docs/pictures'

/**
 * A race started from its config and played by bots for `steps` actions, then on to the
 * next decision (so the picture shows someone about to act); `null` if it ends before.
 */
const midRace = <C, S, A, E, O>(
  game: Game<C, S, A, E, O>,
  config: C,
  bots: ReadonlyArray<Policy<A, O>>,
  seed: number,
  steps: number,
): S | null => {
  const start = game.setup(config)
  if (isLeft(start)) throw new Error(`${game.name}: ${start.left.message}`)
  const run = playout(game, start.right, seedRng(seed), bots, { maxSteps: steps })
  if (!isLeft(run)) return null
  if (run.left.code !== 'STEP_LIMIT') throw new Error(`${game.name}: ${run.left.code} ${run.left.message}`)
  const settled = resolveChance(game, run.left.state, seedRng(seed + 1))
  if (isLeft(settled)) throw new Error(`${game.name}: ${settled.left.message}`)
  return game.status(settled.right.state).kind === 'over' ? null : settled.right.state
}

/** The first seed from 1 whose mid-race state passes `wanted`. */
const firstSeed = <S>(make: (seed: number) => S | null, wanted: (state: S) => boolean): S => {
  for (let seed = 1; seed <= 200; seed++) {
    const state = make(seed)
    if (state !== null && wanted(state)) return state
  }
  throw new Error('no seed in 1..200 gives the wanted picture')
}

const write = (name: string, svg: string): void => {
  writeFileSync(`${OUT}/${name}`, `${svg}\n`)
  console.log(`wrote ${OUT}/${name} (${Math.round(svg.length / 1024)} kB)`)
}

mkdirSync(OUT, { recursive: true })

// Rallyman: the dirt special with the crossroads, fords and split cells; then the snow
// rally under snow, a driver at the wheel with the cells the next die can reach.
const dirt = rallyman.rallyman.setup(rallyman.defaultConfig({ players: 4, board: 'dirt' }))
if (isLeft(dirt)) throw new Error(dirt.left.message)
const croix = stagesOf(dirt.right)[1]
if (croix === undefined) throw new Error('the dirt rally has no second special')
write('rallyman-board.svg', rallyman.renderBoardSvg(croix))
const rmBots = [rallyman.bots.heuristic, rallyman.bots.random, rallyman.bots.heuristic, rallyman.bots.random]
const snowy = firstSeed(
  (seed) => midRace(rallyman.rallyman, rallyman.defaultConfig({ players: 4, board: 'snow' }), rmBots, seed, 420),
  (s) =>
    s.snow.some(Boolean) &&
    s.turn !== null &&
    s.cars.filter((c) => c.status === 'racing' && c.cell >= 0).length >= 3 &&
    rallyman.rallyman.status(s).kind === 'decision',
)
write('rallyman-race.svg', rallyman.renderSvg(snowy, { highlight: true }))

// Formula Motor Racing: the grid of the first race, then the second race of a season seen
// by the seat to play, its hand and the cars it can target.
const season = { ...fmr.defaultConfig({ players: 4 }), races: 3 }
const fmrBots = [fmr.bots.heuristic, fmr.bots.random, fmr.bots.heuristic, fmr.bots.random]
const grid = firstSeed(
  (seed) => midRace(fmr.formulaMotorRacing, season, fmrBots, seed, 1),
  () => true,
)
const dealt = resolveChance(fmr.formulaMotorRacing, grid, seedRng(1))
if (isLeft(dealt)) throw new Error(dealt.left.message)
write('formula-motor-racing-start.svg', fmr.renderSvg(dealt.right.state))
const racing = firstSeed(
  (seed) => midRace(fmr.formulaMotorRacing, season, fmrBots, seed, 160),
  (s) => s.race === 2 && s.out.length >= 1 && s.phase === 'play-card',
)
write('formula-motor-racing-race.svg', fmr.renderSvg(racing, { seat: racing.turn, highlight: true }))

// Bolide: the Costa Azzurra board, then a race of the advanced rules in its second lap.
write('bolide-board.svg', bolide.renderBoardSvg(bolide.boards['costa-azzurra']))
const bolideConfig = bolide.defaultConfig({
  players: 6,
  board: 'costa-azzurra',
  laps: 2,
  rules: 'advanced',
})
const bolideBots = [
  bolide.bots.heuristic,
  bolide.bots.random,
  bolide.bots.heuristic,
  bolide.bots.random,
  bolide.bots.heuristic,
  bolide.bots.random,
]
const lap = firstSeed(
  (seed) => midRace(bolide.bolide, bolideConfig, bolideBots, seed, 260),
  (s) => s.phase.kind === 'move' && s.cars.filter((c) => c.mode === 'running').length >= 4,
)
write('bolide-race.svg', bolide.renderSvg(lap, { highlight: true }))

// Formule Dé: each built-in circuit's board, then a 10-car tournament race of heuristic
// drivers on it, its leader on the second lap, a car about to move with the spaces its
// roll may take it to (and what braking or overshooting costs there) and the last moves.
const fdRace = (
  circuit: formuleDe.BoardId,
  seed: number,
): { readonly state: formuleDe.State; readonly events: ReadonlyArray<formuleDe.Event> } | null => {
  const cars = circuit === 'hairpin' ? 6 : 10
  const start = formuleDe.formuleDe.setup(
    formuleDe.defaultConfig({ players: cars, board: circuit, rules: 'tournament' }),
  )
  if (isLeft(start)) throw new Error(start.left.message)
  const bots = Array.from({ length: cars }, () => formuleDe.bots.heuristic)
  const run = playout(formuleDe.formuleDe, start.right, seedRng(seed), bots)
  if (isLeft(run)) throw new Error(`Formule Dé: ${run.left.code} ${run.left.message}`)
  let state = start.right
  let events: ReadonlyArray<formuleDe.Event> = []
  for (const action of run.right.actions) {
    const leader = Math.max(...state.cars.map((c) => (c.status === 'racing' ? c.lap : 0)))
    const moving = state.step.kind === 'move' ? formuleDe.formuleDe.legalActions(state).length : 0
    const racing = state.cars.filter((c) => c.status === 'racing').length
    if (leader === 2 && moving >= 4 && racing >= cars - 2 && events.length >= cars - 2) return { state, events }
    const next = formuleDe.formuleDe.reduce(state, action)
    if (isLeft(next)) throw new Error(next.left.message)
    state = next.right.state
    events = [...events, ...next.right.events.filter((e) => e.type === 'move' || e.type === 'slipstream')].slice(-cars)
  }
  return null
}
for (const name of formuleDe.BOARD_IDS) {
  write(`formule-de-${name}-board.svg`, formuleDe.renderBoardSvg(formuleDe.boards[name]))
  const race = firstSeed(
    (seed) => fdRace(name, seed),
    () => true,
  )
  write(`formule-de-${name}-race.svg`, formuleDe.renderSvg(race.state, { highlight: true, events: race.events }))
}
