import { afterAll, describe, expect, it } from 'vitest'
import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { blocksOf } from '../scripts/docs-commands/blocks.js'
import { runDocs } from '../scripts/docs-commands/run-docs.js'

// `npm run test:docs` runs the guides' code; these tests show it reads the guides as written
// and that it fails for a broken command, a block that does not type-check and one that throws.

const guide = [
  '# A guide',
  '',
  '```sh',
  'node -e "process.exit(0)"   # fine # really',
  'node -e "process.exit(3)"   # a broken command',
  "node -e \"require('http').createServer((q, r) => r.end('<html></html>')).listen(0, function () { console.log('http://localhost:' + this.address().port + '/') })\"   # serves http://localhost:5999",
  '```',
  '',
  '```ts',
  'const n: number = 1',
  'console.log(n)',
  '```',
  '',
  '```ts',
  'const s: string = 1',
  'console.log(s)',
  '```',
  '',
  '```ts',
  "throw new Error('boom')",
  '```',
  '',
  '<!-- setup: the app around the fragment',
  'const reply = (text: string): void => console.log(text)',
  '-->',
  '',
  '```ts',
  "reply('hello')",
  '```',
  '',
  '<!-- not run: a sketch of a type -->',
  '```ts',
  'interface Sketch { a; b }',
  '```',
  '',
  '```json',
  '{ "not": "code to run" }',
  '```',
].join('\n')

describe('the docs test reads the guides', () => {
  it('one command a line, its comment apart, continuations joined, and the address it serves', () => {
    const blocks = blocksOf(
      'g.md',
      '```sh\nnpm test   # all of it\nnpx a \\\n  --b 1 # c\nnpm run playground # at http://localhost:5173)\n```\n',
    )
    expect(blocks).toEqual([
      {
        kind: 'command',
        place: { file: 'g.md', line: 2 },
        text: 'npm test   # all of it',
        command: 'npm test',
        serves: null,
      },
      {
        kind: 'command',
        place: { file: 'g.md', line: 3 },
        text: 'npx a \\\n  --b 1 # c',
        command: 'npx a --b 1',
        serves: null,
      },
      {
        kind: 'command',
        place: { file: 'g.md', line: 5 },
        text: 'npm run playground # at http://localhost:5173)',
        command: 'npm run playground',
        serves: 'http://localhost:5173',
      },
    ])
  })

  it('a TypeScript block with the setup above it, a block marked not run with why, other languages left', () => {
    const blocks = blocksOf('guide.md', guide)
    expect(blocks.map((b) => [b.kind, b.place.line])).toEqual([
      ['command', 4],
      ['command', 5],
      ['command', 6],
      ['ts', 9],
      ['ts', 14],
      ['ts', 19],
      ['ts', 27],
      ['not-run', 32],
    ])
    expect(blocks[6]).toMatchObject({
      setup: { code: 'const reply = (text: string): void => console.log(text)\n', line: 24 },
    })
    expect(blocks[7]).toMatchObject({ lang: 'ts', why: 'a sketch of a type' })
  })
})

describe('the docs test fails what is broken', () => {
  const dir = mkdtempSync(join(tmpdir(), 'pitwall-docs-fixture-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'fixture', type: 'module' }))
  symlinkSync(resolve('node_modules'), join(dir, 'node_modules'))

  it('a failing command, a type error at its line in the guide, a block that throws; the rest passes', async () => {
    const report = await runDocs({ dir, docs: [{ file: 'guide.md', markdown: guide }] })
    const outcomes = report.outcomes.map((o) => ({
      at: o.places.map((p) => p.line),
      kind: o.kind,
      problems: o.problems,
    }))
    expect(outcomes).toEqual([
      { at: [4], kind: 'command', problems: [] },
      { at: [5], kind: 'command', problems: ['exit code 3'] },
      { at: [6], kind: 'command', problems: [] },
      { at: [], kind: 'setup', problems: [] },
      { at: [9], kind: 'ts', problems: [] },
      {
        at: [14],
        kind: 'ts',
        problems: ["guide.md:15: error TS2322: Type 'number' is not assignable to type 'string'."],
      },
      { at: [19], kind: 'ts', problems: ['exit code 1'] },
      { at: [27], kind: 'ts', problems: [] },
    ])
    expect(report.outcomes[2]?.run?.stopped).toMatch(
      /^served: stopped \(http:\/\/localhost:\d+\/ answered 200 with a page/,
    )
    expect(report.outcomes[6]?.run?.output).toContain('boom')
    expect(report.outcomes[7]?.run?.output).toContain('hello')
    expect(report.notRun.map((n) => n.why)).toEqual(['a sketch of a type'])
  })
})
