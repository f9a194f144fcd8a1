/**
 * A Bolide championship (BO 16) with qualifying (BO 12): four drivers, three races on the
 * built-in circuits. The first grid comes from the qualifying laps (a damaged car is
 * repaired at the cost of the last grid places); every later grid is the reverse of the
 * championship classification. Points: the assumed 10-6-4-3-2-1 scale plus the
 * intermediate-line point.
 *
 *   npx tsx examples/bolide-season.ts
 */
import { isLeft } from 'fp-ts/lib/Either.js'
import { seedRng } from 'pitwall/core'
import { DEFAULT_CHAMPIONSHIP, bots, defaultConfig, runSeason, type BoardId, type Config } from 'pitwall/bolide'

const names = ['Alboreto', 'Bandini', 'Castellotti', 'De Angelis']
const race = (board: BoardId): Config => {
  const base = defaultConfig({ players: names.length, board, laps: 2 })
  return { ...base, drivers: base.drivers.map((d, i) => ({ ...d, name: names[i] ?? d.name })) }
}

const season = runSeason(
  [race('test-ring'), race('costa-azzurra'), race('brughiera-park')],
  [bots.heuristic, bots.heuristic, bots.heuristic, bots.random],
  seedRng(2026),
  { ...DEFAULT_CHAMPIONSHIP, qualifying: true },
  // A driver repairs after qualifying when the lap cost his car some top speed.
  (_seat, result) => result.speedLoss > 0,
)
if (isLeft(season)) {
  console.error(`${season.left.code}: ${season.left.message} [${season.left.rule}]`)
  process.exit(1)
}
for (const [i, r] of season.right.races.entries()) {
  console.log(`Race ${i + 1}, ${r.config.circuit.name}: grid ${r.grid.map((seat) => names[seat]).join(', ')}`)
  if (r.qualifying)
    console.log(
      `  qualifying times (turns): ${r.qualifying.results.map((q, seat) => `${names[seat]} ${q.turns ?? 'no time'}`).join(', ')}`,
    )
  for (const p of r.standings.placings)
    console.log(
      `  ${p.place}. ${p.competitor}${p.eliminated ? ` (${p.eliminated})` : ''}: ${r.points[p.seat ?? 0] ?? 0} pts`,
    )
}
console.log('Championship:')
for (const p of season.right.standings.placings) console.log(`  ${p.place}. ${p.competitor} ${p.score} pts`)
