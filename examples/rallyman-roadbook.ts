/**
 * Rallyman example: write a zone of your own, build a special from roadbook notation,
 * check it with the validator, and run a three-special rally with the heuristic bots.
 *
 *   npx tsx examples/rallyman-roadbook.ts
 */
import { isLeft } from 'fp-ts/lib/Either.js'
import { playout, seedRng } from 'pitwall/core'
import {
  assembleStage,
  bots,
  checkZones,
  corner,
  defaultConfig,
  describeEvent,
  describeRetirement,
  formatTime,
  rallyman,
  renderSvg,
  straight,
  BUILT_IN_ZONES,
  type Config,
  type Zone,
} from 'pitwall/rallyman'

// A home-made tile: a fast straight, a jump, a hairpin with a cord, two anchors.
const hairpin: Zone = {
  id: 'H',
  name: 'Hairpin Hill',
  surface: 'asphalt',
  steps: [
    straight({ lanes: 2 }),
    straight({ lanes: 2 }),
    straight({ jump: 4 }),
    straight(),
    straight(),
    straight({ split: true }),
    corner({ inside: 'left', tight: [1, 1], cord: [1, 2], left: 'rocks', right: 'forest' }),
    straight(),
    corner({ inside: 'right', tight: [2, 3], drift: [3, 4], cord: [1, 4] }),
    straight({ lanes: 2 }),
  ],
  anchors: [0, 3],
}

const zones = checkZones([...BUILT_IN_ZONES, hairpin])
if (isLeft(zones)) throw new Error(zones.left.join('\n'))

// The validator explains a bad tile instead of failing mid-rally: here a crossroads with no
// other road for a wrong turn to lead into (RM ART.25.2).
const bad = checkZones([{ ...hairpin, id: 'B', steps: [straight(), straight({ crossroads: true }), straight()] }])
if (isLeft(bad)) console.log(`Zone B refused: ${bad.left.join(' ')}`)
const special = assembleStage('ES1 Hairpin', 'H0 C3-J1 J4', zones.right)
if (isLeft(special)) throw new Error(special.left.join('\n'))
console.log(`${special.right.name}: ${special.right.cells.length} cells, ${special.right.corners.length} corners`)

// A config of one's own: the default one, with the new zone and a rally of three specials.
const base = defaultConfig({ players: 3 })
const config: Config = {
  ...base,
  zones: [hairpin],
  rally: {
    name: 'Rallye de la Colline',
    weather: 'fixed',
    specials: [
      { name: 'ES1 Hairpin', roadbook: 'H0 C3-J1 J4', assistance: true, snow: [] },
      { name: 'ES2 Valley', roadbook: 'J0 J5', assistance: false, snow: [] },
      { name: 'ES3 Hill again', roadbook: 'V0 H0', assistance: false, snow: [1] },
    ],
  },
}

const start = rallyman.setup(config)
if (isLeft(start)) throw new Error(`${start.left.code}: ${start.left.message}`)
const run = playout(rallyman, start.right, seedRng('hairpin-2026'), [bots.heuristic, bots.heuristic, bots.heuristic])
if (isLeft(run)) throw new Error(`${run.left.code}: ${run.left.message}`)
for (const line of run.right.events.map((e) => describeEvent(e)))
  if (line !== null && !line.includes('warning')) console.log(line)
const status = rallyman.status(run.right.state)
if (status.kind === 'over')
  for (const p of status.standings.placings) {
    const retired = run.right.state.cars[p.seat ?? 0]?.retired ?? null
    console.log(
      `${p.place}. ${p.competitor} ${retired !== null ? `retired (${describeRetirement(retired)})` : formatTime(p.score)}`,
    )
  }
console.log(`SVG of the last special: ${renderSvg(run.right.state).length} characters`)
