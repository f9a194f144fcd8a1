/**
 * The playground's words (playground/src/words): the French catalogue is typed by the English
 * one, so a missing key does not compile; here, what the compiler cannot see: a French entry
 * left as its English one, a message of another arity, and the language the page opens in.
 */
import { describe, expect, it } from 'vitest'
import { en } from '../playground/src/words/en.js'
import { fr } from '../playground/src/words/fr.js'
import { chooseLang } from '../playground/src/words/choose.js'

// The entries that are the same word in both languages.
const SAME = new Set(['pause', 'measure.points', 'observationTab', 'tableTitle', 'controller.mcts'])

// Every entry of a catalogue, by its dotted key.
const entries = (words: object, prefix = ''): ReadonlyArray<readonly [string, unknown]> =>
  Object.entries(words).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null && !Array.isArray(value)
      ? entries(value, `${prefix}${key}.`)
      : [[`${prefix}${key}`, value] as const],
  )

describe("the playground's words", () => {
  const english = new Map(entries(en))
  const french = new Map(entries(fr))

  it('has the same keys in French as in English', () => {
    expect([...french.keys()].sort()).toEqual([...english.keys()].sort())
  })

  // A message with facts is compared on the same facts (numbers, a measure, a flag: each of
  // them writes a sentence in either catalogue).
  const FACTS: ReadonlyArray<unknown> = [2, 3, 'points', true]
  const said = (value: unknown): string =>
    typeof value === 'function'
      ? String((value as (...facts: ReadonlyArray<unknown>) => unknown)(...FACTS.slice(0, value.length)))
      : JSON.stringify(value)

  it('says every word in French, but those listed as the same word', () => {
    const untranslated = [...french].filter(([key, value]) => said(value) === said(english.get(key)))
    expect(untranslated.map(([key]) => key).filter((key) => !SAME.has(key))).toEqual([])
  })

  it('gives each message the same facts in both languages', () => {
    for (const [key, value] of english)
      if (typeof value === 'function') expect((french.get(key) as () => string).length, key).toBe(value.length)
  })

  it('lists only entries that exist as the same word', () => {
    for (const key of SAME) expect(english.has(key), key).toBe(true)
  })

  it("opens in the address's language, then the one kept, then the browser's, else English", () => {
    expect(chooseLang({ asked: 'fr', stored: 'en', browser: ['en-US'] })).toBe('fr')
    expect(chooseLang({ asked: 'de', stored: 'fr', browser: ['en-US'] })).toBe('fr')
    expect(chooseLang({ asked: null, stored: null, browser: ['de-DE', 'fr-CA', 'en'] })).toBe('fr')
    expect(chooseLang({ asked: null, stored: null, browser: ['en-GB', 'fr'] })).toBe('en')
    expect(chooseLang({ asked: null, stored: null, browser: ['de-DE'] })).toBe('en')
    expect(chooseLang({ asked: null, stored: 'xx', browser: [] })).toBe('en')
  })
})
