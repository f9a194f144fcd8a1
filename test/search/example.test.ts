import { execFileSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

// The example imports pitwall/search as a user's code does: run it as a user would.
const runExample = (file: string): ReadonlyArray<string> =>
  execFileSync(fileURLToPath(new URL('../../node_modules/.bin/tsx', import.meta.url)), [file], {
    cwd: fileURLToPath(new URL('../..', import.meta.url)),
    encoding: 'utf8',
  }).split('\n')

describe("the search guide's worked example", () => {
  it('examples/search-author.ts races with priors, keeps its tree from step to step and prints the principal variation', () => {
    const lines = runExample('examples/search-author.ts')
    // The line starts with the searching seat's own choice, then the steps the search visited most.
    const lines3 = lines.filter((l) => /^decision [123]: seat 0 \{"type":"play"/.test(l))
    expect(lines3).toHaveLength(3)
    for (const l of lines3) expect(l.split(' -> ').length).toBeGreaterThan(1)
    expect(lines.filter((l) => /^seat [012]( \(the search\))?: place [123], \d+ points$/.test(l))).toHaveLength(3)
    const summary = /^(\d+) decisions searched; (\d+) iterations kept from one step to the next$/.exec(
      lines.find((l) => l.includes('decisions searched')) ?? '',
    )
    expect(summary).not.toBeNull()
    expect(Number(summary?.[1])).toBeGreaterThan(3)
    expect(Number(summary?.[2])).toBeGreaterThan(0)
  })
})
