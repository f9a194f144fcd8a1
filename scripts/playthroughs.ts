// Writes the golden playthroughs (test/playthroughs/*.txt) from the current engines:
// `npx tsx scripts/playthroughs.ts`. Read the diff before committing it: every change in a
// transcript is a change of behaviour.
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { isLeft } from 'fp-ts/lib/Either.js'
import { playthrough } from '../src/cli/transcript.js'
import { goldens } from '../test/playthroughs/specs.js'

const dir = join(import.meta.dirname, '..', 'test', 'playthroughs')
let failed = false
for (const golden of goldens()) {
  const text = playthrough(golden.entry, golden.spec)
  if (isLeft(text)) {
    console.error(`${golden.file}: ${text.left}`)
    failed = true
    continue
  }
  writeFileSync(join(dir, golden.file), text.right)
  console.log(`wrote test/playthroughs/${golden.file} (${text.right.split('\n').length} lines)`)
}
process.exitCode = failed ? 1 : 0
