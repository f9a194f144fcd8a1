import { describe, expect, it } from 'vitest'
import { playout, seedRng, type Policy } from '../../src/core/index.js'
import * as fd from '../../src/formule-de/index.js'
import { formuleDePriors } from '../../src/formule-de/search-priors.js'
import { screenGears } from '../../src/formule-de/driver/worth.js'
import { qualifyingNow } from '../../src/formule-de/rules/qualifying-session.js'
import { rightOf } from '../search/helpers.js'

/**
 * The search's priors are the heuristic driver's values: at every gear and move of races
 * between heuristic drivers, one weight per action, none negative, and the heuristic's own
 * choice weighs the most (among the gears its risk screen keeps).
 */
describe('Formule Dé search priors', () => {
  const priors = formuleDePriors()

  // Heuristic drivers whose every choice at a gear or a move is checked against the priors.
  const checked = (found: string[], seen: { gear: number; move: number }): Policy<fd.Action, fd.Observation> => {
    return (input) => {
      const out = fd.bots.heuristic(input)
      const { observation: s, seat, legal } = input
      const kind = s.step.kind
      if ((kind === 'gear' || kind === 'move') && legal.length > 1 && !qualifyingNow(s)) {
        seen[kind]++
        const w = priors({ state: s, seat, actor: seat, actions: legal })
        if (w.length !== legal.length) found.push(`${kind}: ${w.length} weights for ${legal.length} actions`)
        if (w.some((x) => !(x >= 0)) || !w.some((x) => x > 0)) found.push(`${kind}: weights ${w.join(' ')}`)
        const chosen = legal.findIndex((a) => JSON.stringify(a) === JSON.stringify(out[0]))
        const screen = kind === 'gear' ? screenGears(s, seat) : null
        const rivals = w.filter((_, i) => {
          const a = legal[i] as fd.Action
          return screen === null || (a.type === 'gear' && screen.has(a.gear))
        })
        if (chosen < 0 || (w[chosen] as number) < Math.max(...rivals))
          found.push(`${kind}: the heuristic's choice ${chosen} weighs ${w[chosen]}, the most ${Math.max(...rivals)}`)
      }
      return out
    }
  }

  it.each([1, 2, 3])('weigh the heuristic choice most at every gear and move (seed %i)', (seed) => {
    const found: string[] = []
    const seen = { gear: 0, move: 0 }
    const config = fd.defaultConfig({ players: 2, laps: 1, board: 'hairpin' })
    const run = rightOf(
      playout(fd.formuleDe, rightOf(fd.formuleDe.setup(config)), seedRng(seed), [
        checked(found, seen),
        checked(found, seen),
      ]),
    )
    expect(fd.formuleDe.status(run.state).kind).toBe('over')
    expect(seen.gear).toBeGreaterThan(5)
    expect(seen.move).toBeGreaterThan(5)
    expect(found).toEqual([])
  })

  it('weigh every choice alike where the driver has no values (a chance node, one action)', () => {
    const config = fd.defaultConfig({ players: 2, laps: 1, board: 'hairpin' })
    const s = rightOf(fd.formuleDe.setup(config))
    const legal = fd.formuleDe.legalActions(s)
    expect(priors({ state: s, seat: 0, actor: -1, actions: legal })).toEqual(legal.map(() => 1))
  })
})
