// Records the Formula Motor Racing race of the version-0 fixture (pitwall simulate --seed 7 --players 3) as the
// checkout this runs in writes a log: `npx tsx oldlog.ts <checkout> <v0 fixture> <out>`.
import { readFileSync, writeFileSync } from 'node:fs'
const [root = '.', v0 = '', out = 'log.json'] = process.argv.slice(2)
const core = await import(`${root}/src/core/index.ts`)
const fmr = await import(`${root}/src/formula-motor-racing/index.ts`)
const old = JSON.parse(readFileSync(v0, 'utf8'))
const game = fmr.formulaMotorRacing
const config = game.codecs.config.decode(old.config).right
const actions = old.actions.map((a: unknown) => game.codecs.action.decode(a).right)
const log = core.recordLog(game, config, actions, { seed: 7, seats: ['random', 'random', 'random'] })
if (log._tag === 'Left') throw new Error(JSON.stringify(log.left))
writeFileSync(out, JSON.stringify(log.right, null, 1) + '\n')
console.log(out, log.right.version, log.right.steps.length)
