import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import {
  count,
  langOfEnv,
  langOfLocale,
  listOf,
  ordinal,
  plural,
  violation,
  wordRefusal,
} from '../../src/core/index.js'

describe('words: languages, plurals, ordinals', () => {
  it('the language of the environment is read as POSIX programs read it: LC_ALL, then LC_MESSAGES, then LANG', () => {
    expect(langOfEnv({})).toBe('en')
    expect(langOfEnv({ LANG: 'fr_FR.UTF-8' })).toBe('fr')
    expect(langOfEnv({ LANG: 'fr' })).toBe('fr')
    expect(langOfEnv({ LANG: 'fr_CA' })).toBe('fr')
    expect(langOfEnv({ LANG: 'de_DE.UTF-8' })).toBe('en')
    expect(langOfEnv({ LC_ALL: 'C', LANG: 'fr_FR.UTF-8' })).toBe('en')
    expect(langOfEnv({ LC_ALL: '', LC_MESSAGES: 'fr_BE.UTF-8', LANG: 'en_GB' })).toBe('fr')
    expect(langOfLocale('POSIX')).toBeUndefined()
    expect(langOfLocale('french')).toBeUndefined()
    expect(langOfLocale('en_US.UTF-8')).toBe('en')
  })

  it('plurals: English has one singular (1), French two (0 and 1)', () => {
    expect([0, 1, 2].map((n) => count('en', n, 'space', 'spaces'))).toEqual(['0 spaces', '1 space', '2 spaces'])
    expect([0, 1, 2].map((n) => count('fr', n, 'case', 'cases'))).toEqual(['0 case', '1 case', '2 cases'])
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 10_000 }), (n) => {
        expect(plural('en', n, 'a', 'b')).toBe('b')
        expect(plural('fr', n, 'a', 'b')).toBe('b')
      }),
    )
  })

  it('ordinals: 1st 2nd 3rd 4th 11th 12th 13th 21st 22nd 101st; 1er, 1re, 2e', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 101, 111].map((n) => ordinal('en', n))).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '101st',
      '111th',
    ])
    expect([ordinal('fr', 1), ordinal('fr', 1, true), ordinal('fr', 2), ordinal('fr', 2, true)]).toEqual([
      '1er',
      '1re',
      '2e',
      '2e',
    ])
    expect(listOf('fr', ['a', 'b', 'c'])).toBe('a, b et c')
    expect(listOf('en', ['a'])).toBe('a')
  })

  it("a refusal in French: the game's template, the protocol's, or the English message when there is none", () => {
    const french = { NO_FUEL: () => 'Plus de consommation.', TOO_FAR: (p: { readonly n?: number }) => `${p.n} cases` }
    const fuel = violation('NO_FUEL', 'No fuel.', 'X 1')
    expect(wordRefusal(fuel, { lang: 'fr' }, french)).toBe('Plus de consommation.')
    expect(wordRefusal(fuel, undefined, french)).toBe('No fuel.')
    expect(wordRefusal(violation('TOO_FAR', 'Too far.', 'X 2', { n: 3 }), { lang: 'fr' }, french)).toBe('3 cases')
    // Facts missing: the English message, never a sentence with holes.
    expect(wordRefusal(violation('TOO_FAR', 'Too far.', 'X 2'), { lang: 'fr' }, french)).toBe('Too far.')
    expect(wordRefusal(violation('RACE_OVER', 'Over.', 'X 3'), { lang: 'fr' }, french)).toMatch(/^La course est/)
    // A code that names a property of every object is not a template.
    for (const code of ['constructor', '__proto__', 'toString', 'hasOwnProperty'])
      expect(wordRefusal(violation(code, 'Odd.', 'X 4'), { lang: 'fr' }, french)).toBe('Odd.')
    // Not a language: English.
    expect(wordRefusal(fuel, { lang: 'de' as 'fr' }, french)).toBe('No fuel.')
  })
})
