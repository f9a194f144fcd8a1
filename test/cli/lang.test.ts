import { describe, expect, it } from 'vitest'
import { catalog } from '../../src/cli/catalog.js'
import { runBuiltIn, runWith } from './helpers.js'

const formuleDe = catalog.filter((e) => e.game.id === 'formule-de')

describe('the report in French: --lang fr, or LANG=fr_FR.UTF-8', () => {
  it("--lang fr: the report's headings, standings and Formule Dé's lines are French", async () => {
    const fr = await runWith(formuleDe)(
      'simulate',
      'formule-de',
      '--seed',
      '3',
      '--players',
      '3',
      '--laps',
      '1',
      '--lang',
      'fr',
    )
    const en = await runWith(formuleDe)(
      'simulate',
      'formule-de',
      '--seed',
      '3',
      '--players',
      '3',
      '--laps',
      '1',
      '--lang',
      'en',
    )
    expect([fr.code, en.code]).toEqual([0, 0])
    for (const heading of ['Grille de départ :', 'Classement final :', 'Sièges :', 'siège 0'])
      expect(fr.out).toContain(heading)
    expect(fr.out).toMatch(/perd \d+ points? de/)
    expect(fr.out).not.toMatch(/Final standings|Grid:|loses \d/)
    expect(en.out).toContain('Final standings:')
    // The same race: as many lines in either language.
    expect(fr.out.split('\n')).toHaveLength(en.out.split('\n').length)
  })

  it('the environment decides when --lang is not given: LC_ALL, then LC_MESSAGES, then LANG', async () => {
    const byLang = await runWith(formuleDe, { env: { LANG: 'fr_FR.UTF-8' } })(
      'simulate',
      'formule-de',
      '--seed',
      '3',
      '--players',
      '3',
      '--laps',
      '1',
    )
    expect(byLang.out).toContain('Classement final :')
    const cLocale = await runWith(formuleDe, { env: { LC_ALL: 'C', LANG: 'fr_FR.UTF-8' } })(
      'simulate',
      'formule-de',
      '--seed',
      '3',
    )
    expect(cLocale.out).toContain('Final standings:')
    const asked = await runWith(formuleDe, { env: { LANG: 'fr_FR.UTF-8' } })(
      'simulate',
      'formule-de',
      '--seed',
      '3',
      '--lang',
      'en',
    )
    expect(asked.out).toContain('Final standings:')
  })

  it('--lang takes en or fr, nothing else', async () => {
    const bad = await runBuiltIn('simulate', 'formule-de', '--lang', 'de')
    expect(bad.code).toBe(2)
    expect(bad.err).toContain('--lang takes en or fr, not "de"')
  })

  it('simulate all --lang fr: every game reads in French, no English line of the report left', async () => {
    const fr = await runBuiltIn('simulate', 'all', '--lang', 'fr', '--players', '3')
    expect(fr.code).toBe(0)
    expect(fr.out.match(/Classement final :/g)).toHaveLength(catalog.length)
    expect(fr.out).not.toMatch(
      / (loses|moves|finishes|completes|spins|retires|plays|is out) |Final standings|Grid:|seat \d/,
    )
  })

  it('simulate --races N --lang fr (or LANG): the batch statistics in French, the same figures with a decimal comma', async () => {
    const args = ['simulate', 'formule-de', '--races', '3', '--seed', '5', '--players', '3', '--laps', '1']
    const fr = await runWith(formuleDe)(...args, '--lang', 'fr')
    const byEnv = await runWith(formuleDe, { env: { LANG: 'fr_FR.UTF-8' } })(...args)
    const en = await runWith(formuleDe)(...args)
    expect([fr.code, byEnv.code, en.code]).toEqual([0, 0, 0])
    expect(byEnv.out).toBe(fr.out)
    for (const words of [
      'Formule Dé : 3 courses',
      'graines 5 à 7',
      'Siège  bot         victoires  partagées   % victoires   place moyenne   arrivées   tours en moyenne',
      'Une victoire est une première place seule',
      "Longueur d'une course : ",
      'Voitures hors course : ',
    ])
      expect(fr.out).toContain(words)
    expect(fr.out).not.toMatch(/Seat|wins|shared|win rate|Race length|Cars out|seeds|on average|in all/)
    // The same figures: every number of the English table, its decimal point a comma.
    const numbers = (text: string): ReadonlyArray<string> =>
      (text.match(/\d+(?:[.,]\d+)?/g) ?? []).map((n) => n.replace(',', '.'))
    const enLines = en.out.split('\n')
    const frLines = fr.out.split('\n')
    expect(frLines).toHaveLength(enLines.length)
    for (const [i, line] of enLines.entries())
      if (/^ +\d/.test(line)) expect(numbers(frLines[i] ?? '')).toEqual(numbers(line))
    expect(fr.out).toMatch(/\d,\d %/)
    // The values stand under their labels: each row ends its right-aligned columns where the header's label ends.
    const header = frLines.find((l) => l.startsWith('Siège  bot')) ?? ''
    const rows = frLines.filter((l) => /^ +\d+  /.test(l))
    expect(rows).toHaveLength(3)
    for (const label of ['victoires', 'partagées', '% victoires', 'place moyenne', 'arrivées']) {
      const end = header.indexOf(label) + label.length
      for (const row of rows) expect(row[end - 1], `${label}: ${row}`).toMatch(/\S/)
      for (const row of rows) expect(row[end] ?? ' ', `${label}: ${row}`).toBe(' ')
    }
  })
})
