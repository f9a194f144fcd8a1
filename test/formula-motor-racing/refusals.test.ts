import { describe, it, expect } from 'vitest'
import { isLeft } from 'fp-ts/lib/Either.js'
import { playout, seedRng } from '../../src/core/index.js'
import { defaultConfig, bots } from '../../src/formula-motor-racing/index.js'
import { actAll, game, race, reject, setup } from './helpers.js'

// Every refusal of the reducer's dispatch: a stable code, a message, a rule, the state kept
// (`reject` checks all of that).
describe('FMR Comment jouer: refused actions', () => {
  const s = race({ hands: [['collision'], [], [], []] })

  it('FMR Comment jouer: an input that is not an action is refused as BAD_ACTION', () => {
    for (const input of [
      null,
      42,
      'play',
      [],
      {},
      { type: 'fly' },
      { type: 7 },
      { type: 'play', card: 'turbo', car: null },
    ]) {
      expect(reject(s, input).code).toBe('BAD_ACTION')
    }
    expect(reject(s, { type: 'stop' }).code).toBe('BAD_ACTION')
    // Exactly the fields of the type: one more is refused, whatever its value.
    expect(reject(s, { type: 'play', seat: 0, card: 'collision', car: null, note: 'x' }).code).toBe('BAD_ACTION')
  })

  it('FMR Comment jouer: a card, a car or a side that does not exist is named in the refusal', () => {
    expect(reject(s, { type: 'play', seat: 0, card: 'nitro', car: null }).message).toContain('no card "nitro"')
    expect(reject(s, { type: 'play', seat: 0, card: 7, car: null }).message).toContain('no card 7')
    expect(reject(s, { type: 'play', seat: 0, card: 'turbo', car: 'purple-1' }).message).toContain('no car "purple-1"')
    expect(reject(s, { type: 'partner', seat: 0, side: 'left' }).message).toContain('not "left"')
  })

  it('FMR Comment jouer: a chance outcome of another kind than the one awaited is refused', () => {
    const played = actAll(s, [{ type: 'play', seat: 0, card: 'collision', car: null }]).state
    expect(played.phase).toBe('roll')
    expect(reject(played, { type: 'draw', card: 'turbo' }).code).toBe('NOT_AN_OUTCOME')
    expect(reject(played, { type: 'roll', value: 13 }).code).toBe('NOT_AN_OUTCOME')
    expect(reject(played, { type: 'stop', seat: 0 }).code).toBe('WRONG_PHASE')
  })

  it('FMR Collision: the partner is chosen by the seat that played, in the partner step only', () => {
    const first = actAll(s, [
      { type: 'play', seat: 0, card: 'collision', car: null },
      { type: 'roll', value: 4 },
    ]).state
    expect(first.phase).toBe('collision-partner')
    expect(reject(first, { type: 'partner', seat: 1, side: 'front' }).code).toBe('NOT_YOUR_TURN')
    expect(reject(first, { type: 'stop', seat: 0 }).code).toBe('WRONG_PHASE')
    expect(reject(s, { type: 'partner', seat: 0, side: 'front' }).code).toBe('WRONG_PHASE')
  })

  it('FMR Comment gagner: once the season is over every action is refused', () => {
    const start = setup(defaultConfig({ players: 3 }))
    const run = playout(game, start, seedRng(7), [bots.random, bots.random, bots.random], { collectEvents: false })
    if (isLeft(run)) throw new Error(run.left.message)
    const over = run.right.state
    expect(game.status(over).kind).toBe('over')
    expect(reject(over, { type: 'play', seat: 0, card: 'turbo', car: null }).code).toBe('RACE_OVER')
    expect(reject(over, { type: 'draw', card: 'turbo' }).code).toBe('RACE_OVER')
  })
})
