import { describe, expect, it } from 'vitest'
import { readFileSync } from 'node:fs'
import { layoutMarkdown, layouts } from '../../scripts/encoding-layout.js'
import * as learn from '../../src/learn/index.js'

// Each guide's "Learning" section prints its encoding's id ranges and tensor blocks; they are
// rewritten from the encodings by `node --import tsx scripts/encoding-layout.ts`.
describe('the guides document the encodings', () => {
  for (const layout of layouts())
    it(`${layout.guide} holds the id ranges and tensor blocks of its encoding`, () => {
      const guide = readFileSync(layout.guide, 'utf8')
      expect(guide).toContain('\n## Learning\n')
      expect(guide, 'run: node --import tsx scripts/encoding-layout.ts').toContain(layoutMarkdown(layout))
    })

  it('pitwall/learn exports the environment, the encoded policy and the placing reward', () => {
    expect(Object.keys(learn).sort()).toEqual(['encodedPolicy', 'moduleEnv', 'placingReward', 'vectorEnv'])
  })
})
