/**
 * The glossary of each game (docs/<game>.md: English in pitwall, French, the rulebook
 * paragraph): every French term of it is a word pitwall writes in French for that game (the
 * code of its French words, comments left out), and every row names its paragraph.
 */
import { describe, expect, it } from 'vitest'
import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'

const ROOT = join(import.meta.dirname, '..', '..')

// The files that hold a game's French words: its words/ folder and its describers.
const frenchSources = (game: string): string => {
  const dir = join(ROOT, 'src', game)
  const files = [
    ...readdirSync(join(dir, 'words')).map((f) => join(dir, 'words', f)),
    ...readdirSync(dir)
      .filter((f) => /^describe.*\.ts$/.test(f))
      .map((f) => join(dir, f)),
  ]
  // The code only: block comments and line comments say things about words, not the words.
  return files
    .map((f) =>
      readFileSync(f, 'utf8')
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/^\s*\/\/.*$/gm, ''),
    )
    .join('\n')
    .toLowerCase()
    .replace(/\\'/g, "'")
    .replace(/’/g, "'")
}

interface Row {
  readonly english: string
  readonly french: string
  readonly paragraph: string
}

// The rows of the table whose header is `| English in pitwall | French | Rulebook … |`.
const glossary = (doc: string): ReadonlyArray<Row> => {
  const lines = readFileSync(join(ROOT, 'docs', doc), 'utf8').split('\n')
  const start = lines.findIndex((l) => /^\| English in pitwall \| French \| Rulebook (paragraph|section) \|$/.test(l))
  expect(start, doc).toBeGreaterThan(0)
  const rows: Row[] = []
  for (const line of lines.slice(start + 2)) {
    if (!line.startsWith('|')) break
    const [english = '', french = '', paragraph = ''] = line
      .split('|')
      .slice(1, -1)
      .map((c) => c.trim())
    rows.push({ english, french, paragraph })
  }
  return rows
}

// The terms of a French cell: `a, b`, `a/b`, `carte corde : bonne corde`, without `(…)` and `…`.
const terms = (cell: string): ReadonlyArray<string> =>
  cell
    .replace(/\([^)]*\)/g, '')
    .split(/,|\/| : /)
    .map((t) => t.replace(/…/g, '').trim().toLowerCase().replace(/’/g, "'"))
    .filter((t) => t.length > 0)

const GAMES = [
  { game: 'formule-de', doc: 'formule-de.md', paragraph: /^FD-[BAT] / },
  { game: 'rallyman', doc: 'rallyman.md', paragraph: /^RM ART\.\d/ },
  { game: 'bolide', doc: 'bolide.md', paragraph: /^BO / },
  { game: 'formula-motor-racing', doc: 'formula-motor-racing.md', paragraph: /^[A-Z' ]+$/ },
] as const

describe('the glossary of each game', () => {
  for (const { game, doc, paragraph } of GAMES)
    it(`${doc}: every French term is one of ${game}'s French words, with its paragraph`, () => {
      const words = frenchSources(game)
      const rows = glossary(doc)
      expect(rows.length).toBeGreaterThan(8)
      const missing: string[] = []
      for (const row of rows) {
        expect(row.english.length, row.french).toBeGreaterThan(0)
        for (const p of row.paragraph.split(/,\s*(?=[A-Z])/)) expect(p, row.french).toMatch(paragraph)
        for (const term of terms(row.french)) if (!words.includes(term)) missing.push(term)
      }
      expect(missing, `French terms of ${doc} that ${game} never writes`).toEqual([])
    })
})
