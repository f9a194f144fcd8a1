/**
 * The law of a game's `describeAction`: at every state of seeded races, every listed action
 * has a description in each language, a sentence with no hole in it, and two different listed
 * actions never share one (a player reading the list can tell them apart).
 */
import { expect } from 'vitest'
import { LANGS, type Lang, type LangOption } from '../../src/core/index.js'

/** Checks the law on `states`; returns how many actions were described (per language). */
export const expectDistinctDescriptions = <S, A>(
  states: ReadonlyArray<S>,
  legal: (state: S) => ReadonlyArray<A>,
  describe: (state: S, action: A, options?: LangOption) => string,
): number => {
  let described = 0
  for (const state of states) {
    const actions = legal(state)
    for (const lang of LANGS as ReadonlyArray<Lang>) {
      const seen = new Map<string, A>()
      for (const action of actions) {
        const text = describe(state, action, { lang })
        expect(text.length, JSON.stringify(action)).toBeGreaterThan(3)
        expect(text, JSON.stringify(action)).not.toMatch(/undefined|NaN|null|\[object|\$\{/)
        const twin = seen.get(text)
        if (twin !== undefined)
          expect.fail(`${lang}: "${text}" describes ${JSON.stringify(twin)} and ${JSON.stringify(action)}`)
        seen.set(text, action)
      }
    }
    described += actions.length
  }
  return described
}
