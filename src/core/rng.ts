import { xoroshiro128plus, xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus'
import { uniformInt } from 'pure-rand/distribution/uniformInt'
import * as t from 'io-ts'
import { integer } from './codec.js'

/**
 * A seeded random generator as plain data (xoroshiro128+ from pure-rand). It round-trips
 * through JSON, so a saved game can resume its random stream exactly. It is always an
 * argument, never a global: the same seed and the same decisions give the same race.
 * @group Chance
 */
export interface Rng {
  /** The generator's internal state: four 32-bit integers. */
  readonly state: ReadonlyArray<number>
}

/** Codec of {@link Rng}. @group Codecs */
export const RngCodec: t.Type<Rng, Rng, unknown> = /* @__PURE__ */ t.readonly(
  /* @__PURE__ */ t.type({ state: /* @__PURE__ */ t.readonlyArray(integer) }),
  'Rng',
)

// FNV-1a: a string seed ("monaco-2026") hashes to the same 32-bit seed everywhere.
const hashString = (text: string): number => {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return hash | 0
}

/** A generator from a number (any finite number, truncated to 32 bits) or a string. @group Chance */
export const seedRng = (seed: number | string): Rng => {
  const n = typeof seed === 'string' ? hashString(seed) : Number.isFinite(seed) ? Math.trunc(seed) | 0 : 0
  return { state: xoroshiro128plus(n).getState() }
}

/**
 * An unbiased integer in `[min, max]` (both included) and the next generator.
 * Bounds are truncated to integers; `max < min` is treated as `min`.
 * @group Chance
 */
export const nextInt = (rng: Rng, min: number, max: number): readonly [number, Rng] => {
  const lo = Math.trunc(min)
  const hi = Math.max(lo, Math.trunc(max))
  const generator = xoroshiro128plusFromState(rng.state)
  const value = uniformInt(generator, lo, hi)
  return [value, { state: generator.getState() }]
}

/** Picks one item uniformly; `undefined` for an empty list. @group Chance */
export const pick = <T>(rng: Rng, items: ReadonlyArray<T>): readonly [T | undefined, Rng] => {
  if (items.length === 0) return [undefined, rng]
  const [i, next] = nextInt(rng, 0, items.length - 1)
  return [items[i], next]
}

/**
 * A generator that draws in place, for a driver's hot loop: the drivers keep one while they
 * run and hand plain {@link Rng} values to policies. Drawing from it gives exactly the values
 * {@link nextInt} would give from the same state. Never stored in a game state.
 */
export interface RngCursor {
  /** An unbiased integer in `[min, max]`, as {@link nextInt}. */
  int(min: number, max: number): number
  /** The generator's state now, as plain data. */
  save(): Rng
}

// A class: the drivers open one per decision, and V8 builds class instances far faster
// than object literals holding closures.
class Cursor implements RngCursor {
  readonly #generator: ReturnType<typeof xoroshiro128plusFromState>

  constructor(rng: Rng) {
    this.#generator = xoroshiro128plusFromState(rng.state)
  }

  int(min: number, max: number): number {
    const lo = Math.trunc(min)
    return uniformInt(this.#generator, lo, Math.max(lo, Math.trunc(max)))
  }

  save(): Rng {
    return { state: this.#generator.getState() }
  }
}

/** Opens a {@link RngCursor} at a generator's state. */
export const openCursor = (rng: Rng): RngCursor => new Cursor(rng)

// murmur3's 32-bit finaliser: every bit of the input moves about half of the output's.
const fmix32 = (x: number): number => {
  let h = x ^ (x >>> 16)
  h = Math.imul(h, 0x85ebca6b)
  h ^= h >>> 13
  h = Math.imul(h, 0xc2b2ae35)
  return (h ^ (h >>> 16)) | 0
}

/**
 * Stream `k` (0, 1, 2...) derived from a generator: a generator whose state is the given
 * one's state, each word mixed with a salt of `k`. The drivers give stream `seat` to each
 * seat's policy and keep the given generator for nature, so a policy's draws, or the
 * generator it hands back, never move nature's dice, and the same generator still gives
 * the same race. Streams are independent for play, not secret: xoroshiro128+ is not a
 * cryptographic generator (see docs/core.md).
 * @group Chance
 */
export const streamRng = (rng: Rng, k: number): Rng => {
  const salt = fmix32(Math.imul((k | 0) + 1, 0x9e3779b9))
  const state: number[] = []
  let any = 0
  for (let i = 0; i < 4; i++) {
    const word = fmix32((rng.state[i] ?? 0) ^ fmix32(salt + i))
    state.push(word)
    any |= word
  }
  // xoroshiro128+ has no all-zero state.
  if (any === 0) state[3] = 1
  return { state }
}
