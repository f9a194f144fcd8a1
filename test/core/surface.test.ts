import { describe, expect, it } from 'vitest'
import * as fmr from '../../src/formula-motor-racing/index.js'
import * as fd from '../../src/formule-de/index.js'
import * as rallyman from '../../src/rallyman/index.js'
import * as bolide from '../../src/bolide/index.js'

// docs/core.md, "One shape for four games": every subpath exports the same names.
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
  values: ['boards', 'bots', 'LIMITS', 'STATE_VERSION', 'ConfigCodec', 'StateCodec', 'ActionCodec'],
}

describe('one shape for four games', () => {
  const games = [
    { module: fmr as Record<string, unknown>, game: fmr.formulaMotorRacing },
    { module: fd as Record<string, unknown>, game: fd.formuleDe },
    { module: rallyman as Record<string, unknown>, game: rallyman.rallyman },
    { module: bolide as Record<string, unknown>, game: bolide.bolide },
  ]
  for (const { module, game } of games) {
    it(`${game.name} exports the common surface, its boards are its descriptor's, its bots are random, heuristic and the search`, () => {
      for (const name of SHAPE.functions) expect(typeof module[name], `${game.id}.${name}`).toBe('function')
      for (const name of SHAPE.values) expect(module[name], `${game.id}.${name}`).toBeDefined()
      expect(Object.keys(module.boards as object)).toEqual(game.info.boards)
      expect(Object.keys(module.bots as object).sort()).toEqual(['heuristic', 'mcts', 'random'])
      expect(typeof module.searchSettings).toBe('function')
      expect(module.STATE_VERSION).toBeGreaterThanOrEqual(1)
    })
  }
})
