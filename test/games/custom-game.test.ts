import { describe, expect, it } from 'vitest'
import { isLeft, isRight } from 'fp-ts/lib/Either.js'
import { join } from 'node:path'
import { readFileSync } from 'node:fs'
import { playout, seedRng } from '../../src/core/index.js'
import { games as builtIn, readGameModules } from '../../src/games/index.js'
import { gameModule as derby } from '../../examples/custom-game/module.js'
import { runBuiltIn, tmp } from '../cli/helpers.js'

// A game of one's own, as docs/new-game.md brings it: the command takes its file.
const FILE = join(import.meta.dirname, '..', '..', 'examples', 'custom-game', 'module.ts')

describe('Dice Derby raced by the command (--game-module FILE)', () => {
  it('simulate races it with its bots, and the report says its events in its words', async () => {
    const r = await runBuiltIn('simulate', 'dice-derby', '--game-module', FILE, '--seed', '4', '--players', '3')
    expect(r.err).toBe('')
    expect(r.code).toBe(0)
    expect(r.out).toContain('Dice Derby')
    expect(r.out).toContain('3 cars, 10 spaces')
    expect(r.out).toMatch(/Grid \(DD 1\): car-\d, car-\d, car-\d/)
    expect(r.out).toMatch(/car-\d finishes 1st/)
  })

  it("pitwall/search plays it: the mcts bot races from a seat's observation (its determiniser)", async () => {
    const r = await runBuiltIn(
      'simulate',
      'dice-derby',
      '--game-module',
      FILE,
      '--bots',
      'mcts,random',
      '--budget',
      '20',
      '--races',
      '3',
    )
    expect(r.err).not.toContain('pitwall:')
    expect(r.code).toBe(0)
    expect(r.out).toContain('mcts')
  })

  it('a saved race replays and renders with the same file, and games lists it after the built-in ones', async () => {
    const dir = tmp()
    const log = join(dir, 'derby.json')
    expect((await runBuiltIn('simulate', 'dice-derby', '--game-module', FILE, '--save', log)).code).toBe(0)
    const replayed = await runBuiltIn('replay', log, '--game-module', FILE)
    expect(replayed.code).toBe(0)
    expect(replayed.out).toMatch(/finishes 1st/)
    const picture = join(dir, 'derby.svg')
    expect((await runBuiltIn('render', '--replay', log, '--game-module', FILE, '--out', picture)).code).toBe(0)
    expect(readFileSync(picture, 'utf8')).toMatch(/^<svg[^>]*>.*data-car="2"/)
    const games = await runBuiltIn('games', '--game-module', FILE)
    expect(
      games.out
        .trimEnd()
        .split('\n')
        .filter((l) => /^ {2}\S/.test(l))
        .map((l) => l.trim().split(/\s+/)[0]),
    ).toEqual([...builtIn.map((m) => m.game.id), 'dice-derby'])
    // Without the file the log names a game the command does not know.
    expect((await runBuiltIn('replay', log)).code).not.toBe(0)
  })

  it('a file that is not a game module is refused in one line, naming what is missing', async () => {
    const dir = tmp()
    const r = await runBuiltIn('games', '--game-module', join(dir, 'missing.js'))
    expect(r.code).toBe(1)
    expect(r.err).toMatch(/^pitwall: --game-module .*missing\.js does not load/)
    const { gameModule } = await import('../../examples/custom-game/module.js')
    const { renderSvg: _, ...noPicture } = gameModule
    const read = readGameModules({ default: [noPicture] })
    expect(isLeft(read) && read.left).toBe('not a game module: renderSvg is not a function')
    expect(isLeft(readGameModules({ gameModule: { ...gameModule, bots: { random: gameModule.bots.random } } }))).toBe(
      true,
    )
    expect(readGameModules({ default: [gameModule, gameModule] })).toMatchObject({
      left: 'the game id "dice-derby" is given twice',
    })
    expect(isRight(readGameModules({ gameModule }))).toBe(true)
  })
})

describe("Dice Derby's module", () => {
  it('every action of raced races reads back from its notation; the determiniser gives each seat what it saw', () => {
    for (let seed = 0; seed < 20; seed++) {
      const config = { seats: 2 + (seed % 3), length: 10 }
      const start = derby.game.setup(config)
      if (isLeft(start)) throw new Error(start.left.message)
      const run = playout(
        derby.game,
        start.right,
        seedRng(seed),
        [derby.bots.random, derby.bots.heuristic, derby.bots.random, derby.bots.heuristic],
        {
          maxSteps: 500,
        },
      )
      if (isLeft(run)) throw new Error(run.left.message)
      let state = start.right
      for (const action of run.right.actions) {
        expect(derby.parseAction(derby.formatAction(action))).toEqual({ _tag: 'Right', right: action })
        for (let seat = 0; seat < config.seats; seat++) {
          const seen = derby.game.observe(state, seat)
          if (isLeft(seen)) throw new Error(seen.left.message)
          const [guess] = derby.search.determinize(seen.right, seat, seedRng(seed + seat))
          expect(derby.game.observe(guess, seat)).toEqual(seen)
        }
        const next = derby.game.reduce(state, action)
        if (isLeft(next)) throw new Error(next.left.message)
        state = next.right.state
      }
      expect(derby.game.status(state).kind).toBe('over')
    }
  })

  it('its options are checked against its info, and its position builder admits only reachable races', () => {
    expect(derby.configFromOptions({ players: 4, board: 'long' })).toEqual({
      _tag: 'Right',
      right: { seats: 4, length: 30 },
    })
    expect(derby.configFromOptions({ laps: 2 })).toMatchObject({ left: { code: 'BAD_OPTIONS' } })
    expect(derby.configFromOptions({ players: 5 })).toMatchObject({ left: { code: 'BAD_OPTIONS' } })
    const raced = derby.position({ seats: 2, length: 10 }, { bids: [1, 3], positions: [4, 7] })
    expect(raced).toMatchObject({ right: { order: [1, 0], positions: [4, 7], turn: 0 } })
    expect(derby.position({ seats: 2, length: 10 }, { bids: [1, 3], positions: [4, 12] })).toMatchObject({
      left: { code: 'BAD_STATE' },
    })
  })
})
