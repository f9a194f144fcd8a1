import { describe, expect, it } from 'vitest'
import * as t from 'io-ts'
import { discriminant } from '../src/core/exact.js'
import { gameSubpaths } from './support/game-subpaths.js'

// Every union a codec holds, at any depth (recursive codecs are forced once).
const unionsOf = (codec: unknown, seen: Set<unknown>, out: t.Mixed[][]): void => {
  if (codec === null || typeof codec !== 'object' || seen.has(codec)) return
  seen.add(codec)
  const c = codec as {
    _tag?: string
    types?: t.Mixed[]
    type?: unknown
    props?: Record<string, unknown>
    codomain?: unknown
  }
  if (c._tag === 'UnionType' && c.types !== undefined) out.push(c.types)
  for (const member of c.types ?? []) unionsOf(member, seen, out)
  unionsOf(c.type, seen, out)
  for (const field of Object.values(c.props ?? {})) unionsOf(field, seen, out)
  unionsOf(c.codomain, seen, out)
}

describe("the games' unions: core's union reads each as io-ts's t.union", () => {
  for (const { id: name, exports: module } of gameSubpaths) {
    it(`${name}: every union of its codecs has the discriminant t.union finds (or none, as t.union), so it decodes the same values with the same errors`, () => {
      const unions: t.Mixed[][] = []
      const seen = new Set<unknown>()
      for (const value of Object.values(module)) {
        if (value instanceof t.Type) unionsOf(value, seen, unions)
        const codecs = (value as { codecs?: Record<string, unknown> } | null)?.codecs
        if (typeof value === 'object' && value !== null && codecs !== undefined)
          for (const c of Object.values(codecs)) unionsOf(c, seen, unions)
      }
      expect(unions.length).toBeGreaterThan(0)
      for (const members of unions) {
        const theirs = (t.union(members as [t.Mixed, t.Mixed]) as { readonly tag?: string }).tag ?? null
        const label = members
          .map((m) => m.name)
          .join(' | ')
          .slice(0, 100)
        expect([label, discriminant(members)?.key ?? null]).toEqual([label, theirs])
      }
    })
  }
})
