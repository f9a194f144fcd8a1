/**
 * A picture drawn for a seat (or a spectator) depends on what that viewer sees only: drawn
 * from a state sampled from the viewer's observation (the search's determiniser), it is the
 * picture of the true state. This is what lets a client that holds only its observation
 * (the playground's online mode) draw the board, and it proves the pictures leak nothing.
 */
import { describe, expect, it } from 'vitest'
import { seedRng, type Game, type Policy, type SeatId, type Viewer } from '../src/core/index.js'
import type { Determinizer } from '../src/search/index.js'
import * as bolide from '../src/bolide/index.js'
import * as fmr from '../src/formula-motor-racing/index.js'
import * as formuleDe from '../src/formule-de/index.js'
import * as rallyman from '../src/rallyman/index.js'
import { sampledStates } from './support/pictures.js'

interface Case<C, S, A, E, O> {
  readonly name: string
  readonly game: Game<C, S, A, E, O>
  readonly config: C
  readonly bots: ReadonlyArray<Policy<A, O>>
  readonly determinize: Determinizer<S, O>
  readonly render: (state: S, options: { seat: Viewer; highlight: boolean }) => string
  readonly every: number
}

// A spectator holds no hand: it is determinised as a seat that sits nowhere, so every hand is sampled.
const NO_SEAT = -1 as SeatId

const check = <C, S, A, E, O>(c: Case<C, S, A, E, O>): void => {
  it(`${c.name}: the picture of a state sampled from a viewer's observation is the picture of the race`, () => {
    const states = sampledStates(c.game, c.config, c.bots, 7, c.every)
    const players = c.bots.length
    let compared = 0
    states.forEach((state, i) => {
      const viewers: ReadonlyArray<Viewer> = ['spectator', ...Array.from({ length: players }, (_, s) => s)]
      for (const viewer of viewers) {
        const observed = c.game.observe(state, viewer)
        if (observed._tag === 'Left') throw new Error(`observe refused: ${observed.left.message}`)
        const observation = observed.right
        for (const seed of [1, 2]) {
          const [sampled] = c.determinize(
            observation,
            viewer === 'spectator' ? NO_SEAT : viewer,
            seedRng(seed * 100 + i),
          )
          for (const highlight of [false, true]) {
            expect(c.render(sampled, { seat: viewer, highlight })).toBe(c.render(state, { seat: viewer, highlight }))
            compared++
          }
        }
      }
    })
    expect(compared).toBeGreaterThan(0)
  })
}

describe('pictures show what their viewer sees, nothing else', () => {
  check({
    name: 'Formula Motor Racing',
    game: fmr.formulaMotorRacing,
    config: fmr.defaultConfig({ players: 4 }),
    bots: Array.from({ length: 4 }, () => fmr.bots.heuristic),
    determinize: fmr.determinize,
    render: fmr.renderSvg,
    every: 5,
  })
  check({
    name: 'Rallyman Dirt',
    game: rallyman.rallyman,
    config: rallyman.defaultConfig({ players: 3, board: 'dirt', rules: 'dirt' }),
    bots: Array.from({ length: 3 }, () => rallyman.bots.heuristic),
    determinize: rallyman.determinize,
    render: rallyman.renderSvg,
    every: 25,
  })
  check({
    name: 'Formule Dé',
    game: formuleDe.formuleDe,
    config: formuleDe.defaultConfig({ players: 3 }),
    bots: Array.from({ length: 3 }, () => formuleDe.bots.heuristic),
    determinize: formuleDe.determinize,
    render: formuleDe.renderSvg,
    every: 60,
  })
  check({
    name: 'Bolide',
    game: bolide.bolide,
    config: bolide.defaultConfig({ players: 3 }),
    bots: Array.from({ length: 3 }, () => bolide.bots.heuristic),
    determinize: bolide.determinize,
    render: bolide.renderSvg,
    every: 60,
  })
})
