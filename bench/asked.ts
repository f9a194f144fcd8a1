/**
 * The random bot as any caller's own bot is run: the drivers recognise their own random policy
 * and pick in place (the shortcut), but this is another function, so every decision goes the
 * ordinary way (the policy's input, its generator handed back, the action it returns copied
 * exactly by the guard, or found among the game's shared listed actions). It draws exactly as
 * the shortcut does: the same race, so the two race rows compare the way the picks are made.
 */
import { randomPolicy, type Policy } from '../src/core/index.js'
import type { NamedPolicies } from './entry.js'

/** One random bot per seat, asked as a policy. */
export const askedRandomBots = <A, O>(seats: number): NamedPolicies<A, O> => ({
  policies: Array.from({ length: seats }, (): Policy<A, O> => (input) => randomPolicy(input)),
  note: 'random bots asked as policies (no driver shortcut)',
})
