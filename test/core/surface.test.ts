import { describe, expect, it } from 'vitest'
import { gameSubpaths } from '../support/game-subpaths.js'

// docs/core.md, "One shape for four games": what the tools use of a game is its GameModule
// (a type: `satisfies GameModule` in each src/<game>/module.ts); its subpath exports the same
// names besides, for an app that imports them one by one.
const SHAPE = {
  functions: [
    'defaultConfig',
    'describeEvent',
    'describeEvents',
    'describeRunningOrder',
    'formatAction',
    'parseAction',
    'position',
    'inconsistencies',
    'renderSvg',
    'determinize',
    'exactAction',
  ],
  values: ['boards', 'bots', 'LIMITS', 'STATE_VERSION', 'ConfigCodec', 'StateCodec', 'ActionCodec', 'gameModule'],
}

describe('one shape for every game of the registry', () => {
  for (const { id, module, exports } of gameSubpaths) {
    it(`${module.game.name} exports the common surface and its module, its boards are its descriptor's, its bots are random, heuristic and the search`, () => {
      for (const name of SHAPE.functions) expect(typeof exports[name], `${id}.${name}`).toBe('function')
      for (const name of SHAPE.values) expect(exports[name], `${id}.${name}`).toBeDefined()
      expect(exports.gameModule).toBe(module)
      expect(Object.keys(module.boards)).toEqual(module.game.info.boards)
      expect(Object.keys(module.bots).sort()).toEqual(['heuristic', 'mcts', 'random'])
      expect(typeof exports.searchSettings).toBe('function')
      expect(exports.STATE_VERSION).toBeGreaterThanOrEqual(1)
    })
  }
})
