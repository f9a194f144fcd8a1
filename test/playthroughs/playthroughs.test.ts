import { describe, expect, it } from 'vitest'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { isLeft } from 'fp-ts/lib/Either.js'
import { playthrough } from '../../src/cli/transcript.js'
import { goldens } from './specs.js'

// A failure here is a change of behaviour: read the diff; if it is meant, run
// `npx tsx scripts/playthroughs.ts` and commit the new transcripts with the change.
describe('golden playthroughs', () => {
  for (const golden of goldens()) {
    it(`${golden.file} is what the engine plays today`, () => {
      const text = playthrough(golden.entry, golden.spec)
      if (isLeft(text)) expect.fail(text.left)
      else expect(text.right).toBe(readFileSync(join(import.meta.dirname, golden.file), 'utf8'))
    })
  }
})
