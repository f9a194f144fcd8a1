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
})
