/**
 * Helpers for the picture tests: the states of a seeded race, sampled every `every` steps,
 * and the attributes of the SVG elements that carry a given data attribute.
 */
import { isLeft } from 'fp-ts/lib/Either.js'
import { playout, seedRng, type Game, type Policy } from '../../src/core/index.js'

/** The states of a race played by `bots` from `seed`: the start, every `every`-th state, and the end. */
export const sampledStates = <C, S, A, E, O>(
  game: Game<C, S, A, E, O>,
  config: C,
  bots: ReadonlyArray<Policy<A, O>>,
  seed: number,
  every: number,
): ReadonlyArray<S> => {
  const start = game.setup(config)
  if (isLeft(start)) throw new Error(`setup refused: ${start.left.message}`)
  const run = playout(game, start.right, seedRng(seed), bots, { collectEvents: false })
  if (isLeft(run)) throw new Error(`the race failed at step ${run.left.step}: ${run.left.code} ${run.left.message}`)
  const out: S[] = [start.right]
  let state = start.right
  run.right.actions.forEach((action, i) => {
    const next = game.reduce(state, action)
    if (isLeft(next)) throw new Error(`replay refused step ${i}: ${next.left.message}`)
    state = next.right.state
    if ((i + 1) % every === 0) out.push(state)
  })
  out.push(state)
  return out
}

/** The attributes of every element carrying `data-<name>`, in document order. */
export const elementsWith = (svg: string, name: string): ReadonlyArray<Readonly<Record<string, string>>> => {
  const out: Record<string, string>[] = []
  for (const m of svg.matchAll(new RegExp(`<[a-z]+ [^>]*data-${name}="[^"]*"[^>]*>`, 'g'))) {
    const attrs: Record<string, string> = {}
    for (const a of m[0].matchAll(/([a-z0-9-]+)="([^"]*)"/g)) attrs[a[1] as string] = a[2] as string
    out.push(attrs)
  }
  return out
}
