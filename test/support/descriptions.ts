/**
 * The law of a game's `describeAction`: at every state of seeded races, every listed action
 * has a description in each language, a sentence with no hole in it, and two different listed
 * actions never share one (a player reading the list can tell them apart).
 */
import { expect } from 'vitest'
import { isLeft } from 'fp-ts/lib/Either.js'
import { LANGS, playout, seedRng, type Game, type Lang, type LangOption, type Policy } from '../../src/core/index.js'

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

/** Every state of a seeded race the policies drive, from its start to its end. */
export const raceStates = <C, S, A, E, O>(
  game: Game<C, S, A, E, O>,
  config: C,
  seed: number,
  policies: ReadonlyArray<Policy<A, O>>,
): ReadonlyArray<S> => {
  const start = game.setup(config)
  if (isLeft(start)) throw new Error(start.left.message)
  const run = playout(game, start.right, seedRng(seed), policies)
  if (isLeft(run)) throw new Error(run.left.message)
  const states = [start.right]
  for (const action of run.right.actions) {
    const next = game.reduce(states[states.length - 1] as S, action)
    if (isLeft(next)) throw new Error(next.left.message)
    states.push(next.right.state)
  }
  return states
}
