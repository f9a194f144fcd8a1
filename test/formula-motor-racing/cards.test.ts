import { describe, it, expect } from 'vitest'
import { act, actAll, game, race, reject, STANDARD_GRID } from './helpers.js'
import { describeEvent, type CarId, type Action } from '../../src/formula-motor-racing/index.js'
import { collide, collisionSides } from '../../src/formula-motor-racing/rules/collision.js'
import { overtake } from '../../src/formula-motor-racing/rules/overtake.js'
import { cardTargets } from '../../src/formula-motor-racing/rules/targets.js'
import { cardInfo, type Card, type CardInfo } from '../../src/formula-motor-racing/cards.js'

const infoOf = (card: Card): CardInfo => {
  const info = cardInfo(card)
  if (info === undefined) throw new Error(`no card ${card}`)
  return info
}

// STANDARD_GRID: 1 red-1, 2 blue-1, 3 green-1, 4 yellow-1, 5 black-1, 6 white-1,
//                7 white-2, 8 black-2, 9 yellow-2, 10 green-2, 11 blue-2, 12 red-2.
// Four players: seat 0 red, seat 1 blue, seat 2 green, seat 3 yellow; red-1 on pole: seat 0 plays first.

const grid = (...moves: ReadonlyArray<readonly [CarId, number]>): CarId[] => {
  const order = STANDARD_GRID.filter((c) => !moves.some(([m]) => m === c))
  for (const [car, place] of [...moves].sort((a, b) => a[1] - b[1])) order.splice(place - 1, 0, car)
  return order
}

describe('FMR Dépassement (Overtake +2/+3/+4)', () => {
  it('FMR Dépassement: the chosen car and the car directly behind it both move forward', () => {
    const s = race({ hands: [['overtake-3:white'], [], [], []] })
    const { state, events } = act(s, { type: 'play', seat: 0, card: 'overtake-3:white', car: 'white-2' })
    // white-2 7th -> 4th, black-2 (8th, directly behind) -> 5th.
    expect(state.order).toEqual(grid(['white-2', 4], ['black-2', 5]))
    expect(events).toContainEqual({ type: 'car-moved', car: 'white-2', from: 7, to: 4 })
    expect(events).toContainEqual({ type: 'car-moved', car: 'black-2', from: 8, to: 5 })
  })

  it('FMR Dépassement: gains past first place are lost', () => {
    const s = race({ hands: [['overtake-4:green'], [], [], []] })
    const { state } = act(s, { type: 'play', seat: 0, card: 'overtake-4:green', car: 'green-1' })
    // green-1 3rd + 4 -> 1st (not "-1st"); yellow-1 behind it -> 2nd.
    expect(state.order.slice(0, 4)).toEqual(['green-1', 'yellow-1', 'red-1', 'blue-1'])
  })

  it('FMR Dépassement: choosing the leader moves nothing', () => {
    const s = race({ hands: [['overtake-2:red'], [], [], []] })
    const { state, events } = act(s, { type: 'play', seat: 0, card: 'overtake-2:red', car: 'red-1' })
    expect(state.order).toEqual(STANDARD_GRID)
    expect(events.some((e) => e.type === 'no-effect')).toBe(true)
  })

  it('FMR Dépassement: the last car moves alone (nobody behind it)', () => {
    const s = race({ hands: [['overtake-3:red'], [], [], []] })
    const { state } = act(s, { type: 'play', seat: 0, card: 'overtake-3:red', car: 'red-2' })
    expect(state.order).toEqual(grid(['red-2', 9]))
  })

  it('FMR Dépassement: a coloured card only targets a car of its colour', () => {
    const s = race({ hands: [['overtake-3:white'], [], [], []] })
    const v = reject(s, { type: 'play', seat: 0, card: 'overtake-3:white', car: 'red-2' })
    expect(v).toMatchObject({ code: 'WRONG_COLOUR', rule: 'FMR Dépassement' })
    const legalCars = game
      .legalActions(s)
      .flatMap((a) => (a.type === 'play' && a.card === 'overtake-3:white' ? [a.car] : []))
    expect(legalCars).toEqual(['white-1', 'white-2'])
  })

  it('FMR Dépassement: with both cars of the colour out of the race the card has no effect', () => {
    // Collisions first put both white cars out, then the white overtake is played with no car.
    const s = race({
      hands: [['collision'], [], [], ['overtake-3:white']],
      grid: grid(['white-1', 11], ['white-2', 12]),
    })
    const afterCollision = actAll(s, [
      { type: 'play', seat: 0, card: 'collision', car: null },
      { type: 'roll', value: 12 },
    ]).state
    expect(afterCollision.out).toEqual(['white-1', 'white-2'])
    const played = actAll(afterCollision, [
      { type: 'play', seat: 1, card: 'wrong-lane', car: 'blue-1' },
      { type: 'play', seat: 2, card: 'wrong-lane', car: 'blue-1' },
    ]).state
    expect(game.legalActions(played).filter((a) => a.type === 'play' && a.card === 'overtake-3:white')).toEqual([
      { type: 'play', seat: 3, card: 'overtake-3:white', car: null },
    ])
    const { state, events } = act(played, { type: 'play', seat: 3, card: 'overtake-3:white', car: null })
    expect(state.order).toEqual(played.order)
    expect(events).toContainEqual({
      type: 'no-effect',
      card: 'overtake-3:white',
      reason: 'no-target',
      car: null,
      place: null,
    })
    expect(events.map((e) => describeEvent(e))).toContain('overtake-3:white has no effect: no white car is racing.')
    const v = reject(played, { type: 'play', seat: 3, card: 'overtake-3:white', car: 'white-1' })
    expect(v.code).toBe('CAR_NOT_RACING')
  })
})

describe('FMR Mauvaise File / Hors Circuit / Perte de Contrôle', () => {
  it('FMR Mauvaise File: Wrong lane -1, Off track -2, Loss of control -3 on any car', () => {
    const s = race({ hands: [['wrong-lane', 'off-track', 'loss-of-control'], [], [], []] })
    expect(act(s, { type: 'play', seat: 0, card: 'wrong-lane', car: 'green-1' }).state.order).toEqual(
      grid(['green-1', 4]),
    )
    expect(act(s, { type: 'play', seat: 0, card: 'off-track', car: 'green-1' }).state.order).toEqual(
      grid(['green-1', 5]),
    )
    expect(act(s, { type: 'play', seat: 0, card: 'loss-of-control', car: 'green-1' }).state.order).toEqual(
      grid(['green-1', 6]),
    )
    // Any car, the player's own included.
    expect(act(s, { type: 'play', seat: 0, card: 'wrong-lane', car: 'red-1' }).state.order).toEqual(grid(['red-1', 2]))
  })

  it('FMR Mauvaise File: a car cannot drop below the last racing place', () => {
    const s = race({ hands: [['loss-of-control'], [], [], []] })
    const { state } = act(s, { type: 'play', seat: 0, card: 'loss-of-control', car: 'blue-2' })
    expect(state.order).toEqual(grid(['blue-2', 12]))
  })
})

describe('FMR Turbo', () => {
  it('FMR Turbo: one of the last three racing cars moves forward three places, alone', () => {
    const s = race({ hands: [['turbo'], [], [], []] })
    const { state } = act(s, { type: 'play', seat: 0, card: 'turbo', car: 'green-2' })
    // green-2 10th -> 7th; blue-2 behind it does not follow.
    expect(state.order).toEqual(grid(['green-2', 7]))
    expect(state.order[10]).toBe('blue-2')
  })

  it('FMR Turbo: a car not among the last three is rejected', () => {
    const s = race({ hands: [['turbo'], [], [], []] })
    const v = reject(s, { type: 'play', seat: 0, card: 'turbo', car: 'yellow-2' })
    expect(v).toMatchObject({ code: 'TURBO_NOT_LAST_THREE', rule: 'FMR Turbo' })
    const cars = game.legalActions(s).flatMap((a) => (a.type === 'play' && a.card === 'turbo' ? [a.car] : []))
    expect(cars).toEqual(['green-2', 'blue-2', 'red-2'])
  })

  it('FMR Turbo: the last three are counted among the cars still racing', () => {
    const s = race({ hands: [['major-spin'], [], [], ['turbo']] })
    const spun = actAll(s, [
      { type: 'play', seat: 0, card: 'major-spin', car: null },
      { type: 'roll', value: 12 },
      { type: 'keep', seat: 0 },
      { type: 'play', seat: 1, card: 'wrong-lane', car: 'red-1' },
      { type: 'play', seat: 2, card: 'wrong-lane', car: 'red-1' },
    ]).state
    expect(spun.out).toEqual(['red-2'])
    const cars = game.legalActions(spun).flatMap((a) => (a.type === 'play' && a.card === 'turbo' ? [a.car] : []))
    expect(cars).toEqual(['yellow-2', 'green-2', 'blue-2'])
  })
})

describe('FMR Arrêt au Stand (Pit Stop)', () => {
  const pit = (value: number, car: CarId = 'green-1', card: 'pit-stop' | 'pit-stop:green' = 'pit-stop:green') => {
    const s = race({ hands: [[card], [], [], []] })
    const played = act(s, { type: 'play', seat: 0, card, car }).state
    expect(game.status(played).kind).toBe('chance')
    return act(played, { type: 'roll', value }).state
  }

  it('FMR Arrêt au Stand: 1-6 drops the car that many places', () => {
    expect(pit(1).order).toEqual(grid(['green-1', 4]))
    expect(pit(6).order).toEqual(grid(['green-1', 9]))
  })

  it('FMR Arrêt au Stand: the car stops at last place, extra places are lost', () => {
    expect(pit(6, 'green-2').order).toEqual(grid(['green-2', 12]))
  })

  it('FMR Arrêt au Stand: 7-12 the car does not stop and keeps its place', () => {
    for (const v of [7, 9, 12]) expect(pit(v).order).toEqual(STANDARD_GRID)
  })

  it('FMR Arrêt au Stand: the roll is a d12 chance node, 1/12 each', () => {
    const s = race({ hands: [['pit-stop'], [], [], []] })
    const played = act(s, { type: 'play', seat: 0, card: 'pit-stop', car: 'black-2' }).state
    const st = game.status(played)
    expect(st.kind).toBe('chance')
    if (st.kind === 'chance') {
      expect(st.outcomes.map((o) => o.action)).toEqual(
        Array.from({ length: 12 }, (_, i) => ({ type: 'roll', value: i + 1 })),
      )
      for (const o of st.outcomes) expect(o.probability).toBe(1 / 12)
    }
    expect(reject(played, { type: 'roll', value: 13 }).code).toBe('NOT_AN_OUTCOME')
  })

  it('FMR Arrêt au Stand: a neutral Pit Stop targets any car, a coloured one only its colour', () => {
    expect(pit(3, 'black-1', 'pit-stop').order).toEqual(grid(['black-1', 8]))
    const s = race({ hands: [['pit-stop:green'], [], [], []] })
    expect(reject(s, { type: 'play', seat: 0, card: 'pit-stop:green', car: 'black-1' })).toMatchObject({
      code: 'WRONG_COLOUR',
      rule: 'FMR Arrêt au Stand',
    })
  })
})

describe('FMR Surcharge (Overload: wheel loss and engine explosion)', () => {
  it('FMR Surcharge: 1-9 moves the chosen car alone one place forward', () => {
    // Seat 0 plays the blue overload on another team's car: one roll only.
    const s = race({ hands: [['wheel-loss:blue'], [], [], []] })
    const played = act(s, { type: 'play', seat: 0, card: 'wheel-loss:blue', car: 'blue-2' }).state
    const { state } = act(played, { type: 'roll', value: 9 })
    expect(state.order).toEqual(grid(['blue-2', 10]))
    // Another team's car: one roll, the turn moves on (to the next seat: the pile is empty).
    expect(game.status(state)).toMatchObject({ kind: 'decision', seat: 1, phase: 'play-card' })
  })

  it('FMR Surcharge: wheel loss on 10-12 sends the car to last place', () => {
    const s = race({ hands: [['wheel-loss:green'], [], [], []] })
    const played = act(s, { type: 'play', seat: 0, card: 'wheel-loss:green', car: 'green-1' }).state
    expect(act(played, { type: 'roll', value: 10 }).state.order).toEqual(grid(['green-1', 12]))
  })

  it('FMR Surcharge: engine explosion on 10-12 puts the car out of the race', () => {
    const s = race({ hands: [['engine-blow:yellow'], [], [], []] })
    const played = act(s, { type: 'play', seat: 0, card: 'engine-blow:yellow', car: 'yellow-1' }).state
    const { state, events } = act(played, { type: 'roll', value: 12 })
    expect(state.order).not.toContain('yellow-1')
    expect(state.out).toEqual(['yellow-1'])
    expect(events).toContainEqual({ type: 'car-out', car: 'yellow-1', cause: 'engine-blow' })
  })

  it("FMR Surcharge: on one's own car the player may keep rolling and advancing, then stop", () => {
    const s = race({ hands: [['wheel-loss:red'], [], [], []] })
    let state = act(s, { type: 'play', seat: 0, card: 'wheel-loss:red', car: 'red-2' }).state
    state = act(state, { type: 'roll', value: 4 }).state
    expect(game.status(state)).toEqual({ kind: 'decision', seat: 0, phase: 'continue-overload' })
    expect(game.legalActions(state)).toEqual([
      { type: 'roll-again', seat: 0 },
      { type: 'stop', seat: 0 },
    ])
    state = actAll(state, [
      { type: 'roll-again', seat: 0 },
      { type: 'roll', value: 1 },
      { type: 'roll-again', seat: 0 },
      { type: 'roll', value: 7 },
      { type: 'stop', seat: 0 },
    ]).state
    expect(state.order).toEqual(grid(['red-2', 9]))
    expect(game.status(state)).toMatchObject({ seat: 1, phase: 'play-card' })
  })

  it("FMR Surcharge: on one's own car a 10-12 ends the rolling", () => {
    const s = race({ hands: [['engine-blow:red'], [], [], []] })
    const { state } = actAll(s, [
      { type: 'play', seat: 0, card: 'engine-blow:red', car: 'red-2' },
      { type: 'roll', value: 2 },
      { type: 'roll-again', seat: 0 },
      { type: 'roll', value: 11 },
    ])
    expect(state.out).toEqual(['red-2'])
    expect(game.status(state)).toMatchObject({ seat: 1, phase: 'play-card' })
    expect(reject(state, { type: 'roll-again', seat: 0 }).code).toBe('NOT_YOUR_TURN')
    expect(reject(state, { type: 'roll-again', seat: 1 }).code).toBe('WRONG_PHASE')
  })

  it("FMR Surcharge: continuing an Overload roll on another team's car is rejected", () => {
    const s = race({ hands: [['wheel-loss:blue'], [], [], []], pile: ['turbo'] })
    const { state } = actAll(s, [
      { type: 'play', seat: 0, card: 'wheel-loss:blue', car: 'blue-1' },
      { type: 'roll', value: 3 },
    ])
    // Another team's car: after one roll the player draws; rolling again is not possible.
    expect(game.status(state).kind).toBe('chance')
    expect(state.phase).toBe('draw-card')
    const v = reject(state, { type: 'roll-again', seat: 0 })
    expect(v.code).toBe('WRONG_PHASE')
  })
})

describe('FMR Tête à Queue (Major and Minor spin)', () => {
  it('FMR Tête à Queue: a major spin puts the car at the rolled place out of the race', () => {
    const s = race({ hands: [['major-spin'], [], [], []] })
    const { state, events } = actAll(s, [
      { type: 'play', seat: 0, card: 'major-spin', car: null },
      { type: 'roll', value: 5 },
      { type: 'keep', seat: 0 },
    ])
    expect(state.out).toEqual(['black-1'])
    expect(events).toContainEqual({ type: 'car-out', car: 'black-1', cause: 'major-spin' })
  })

  it('FMR Tête à Queue: a minor spin sends the car to the last place of the racing cars', () => {
    const s = race({ hands: [['minor-spin'], [], [], []] })
    const { state } = actAll(s, [
      { type: 'play', seat: 0, card: 'minor-spin', car: null },
      { type: 'roll', value: 2 },
      { type: 'keep', seat: 0 },
    ])
    expect(state.order).toEqual(grid(['blue-1', 12]))
  })

  it('FMR Tête à Queue: one optional re-roll, whose result must be kept', () => {
    const s = race({ hands: [['major-spin'], [], [], []] })
    let state = actAll(s, [
      { type: 'play', seat: 0, card: 'major-spin', car: null },
      { type: 'roll', value: 1 },
    ]).state
    expect(game.status(state)).toEqual({ kind: 'decision', seat: 0, phase: 'keep-spin-roll' })
    state = actAll(state, [
      { type: 'reroll', seat: 0 },
      { type: 'roll', value: 3 },
    ]).state
    // The second roll is applied at once: no second choice.
    expect(state.out).toEqual(['green-1'])
    expect(state.order[0]).toBe('red-1')
    expect(game.status(state)).toMatchObject({ seat: 1, phase: 'play-card' })
  })

  it('FMR Tête à Queue: no effect when the rolled place holds no racing car', () => {
    const s = race({ hands: [['collision', 'major-spin'], [], [], ['major-spin']], grid: STANDARD_GRID })
    const state = actAll(s, [
      { type: 'play', seat: 0, card: 'collision', car: null },
      { type: 'roll', value: 12 }, // red-2 and blue-2 out: 10 racing cars
      { type: 'play', seat: 1, card: 'wrong-lane', car: 'red-1' },
      { type: 'play', seat: 2, card: 'wrong-lane', car: 'red-1' },
    ]).state
    const { state: after, events } = actAll(state, [
      { type: 'play', seat: 3, card: 'major-spin', car: null },
      { type: 'roll', value: 11 },
      { type: 'keep', seat: 3 },
    ])
    expect(after.out).toEqual(['blue-2', 'red-2'])
    expect(events).toContainEqual({
      type: 'no-effect',
      card: 'major-spin',
      reason: 'empty-place',
      car: null,
      place: 11,
    })
    expect(events.map((e) => describeEvent(e))).toContain('major-spin has no effect: no racing car at place 11.')
  })
})

describe('FMR Collision', () => {
  it('FMR Collision: the car at the rolled place and the one chosen in front or behind go out', () => {
    const s = race({ hands: [['collision'], [], [], []] })
    let state = actAll(s, [
      { type: 'play', seat: 0, card: 'collision', car: null },
      { type: 'roll', value: 4 },
    ]).state
    expect(game.status(state)).toEqual({ kind: 'decision', seat: 0, phase: 'collision-partner' })
    expect(game.legalActions(state)).toEqual([
      { type: 'partner', seat: 0, side: 'front' },
      { type: 'partner', seat: 0, side: 'behind' },
    ])
    const front = act(state, { type: 'partner', seat: 0, side: 'front' }).state
    expect(front.out).toEqual(['green-1', 'yellow-1'])
    state = act(state, { type: 'partner', seat: 0, side: 'behind' }).state
    expect(state.out).toEqual(['yellow-1', 'black-1'])
    expect(state.order).toEqual(STANDARD_GRID.filter((c) => c !== 'yellow-1' && c !== 'black-1'))
  })

  it('FMR Collision: at first place the car behind is forced, at last place the car in front', () => {
    const s = race({ hands: [['collision'], [], [], []] })
    const first = actAll(s, [
      { type: 'play', seat: 0, card: 'collision', car: null },
      { type: 'roll', value: 1 },
    ]).state
    expect(first.out).toEqual(['red-1', 'blue-1'])
    const last = actAll(s, [
      { type: 'play', seat: 0, card: 'collision', car: null },
      { type: 'roll', value: 12 },
    ]).state
    expect(last.out).toEqual(['blue-2', 'red-2'])
  })

  it('FMR Collision: both cars go ahead of the out-of-race queue in their relative order', () => {
    const s = race({ hands: [['engine-blow:red'], [], [], ['collision']] })
    const state = actAll(s, [
      { type: 'play', seat: 0, card: 'engine-blow:red', car: 'red-2' },
      { type: 'roll', value: 10 },
      { type: 'play', seat: 1, card: 'wrong-lane', car: 'red-1' },
      { type: 'play', seat: 2, card: 'wrong-lane', car: 'red-1' },
      { type: 'play', seat: 3, card: 'collision', car: null },
      { type: 'roll', value: 5 },
      { type: 'partner', seat: 3, side: 'front' },
    ]).state
    // Order before the collision: blue-1, green-1, red-1, yellow-1, black-1, ...
    expect(state.out).toEqual(['yellow-1', 'black-1', 'red-2'])
  })

  it('FMR Collision: no effect when the rolled place holds no racing car', () => {
    const s = race({ hands: [['collision'], [], [], ['collision']] })
    const state = actAll(s, [
      { type: 'play', seat: 0, card: 'collision', car: null },
      { type: 'roll', value: 12 },
      { type: 'play', seat: 1, card: 'wrong-lane', car: 'red-1' },
      { type: 'play', seat: 2, card: 'wrong-lane', car: 'red-1' },
    ]).state
    const { state: after, events } = actAll(state, [
      { type: 'play', seat: 3, card: 'collision', car: null },
      { type: 'roll', value: 11 },
    ])
    expect(after.out).toEqual(state.out)
    expect(events).toContainEqual({ type: 'no-effect', card: 'collision', reason: 'empty-place', car: null, place: 11 })
    expect(events.map((e) => describeEvent(e))).toContain('collision has no effect: no racing car at place 11.')
  })

  it('FMR Collision: the player may put his own cars out', () => {
    const s = race({
      hands: [['collision'], [], [], []],
      grid: ['red-1', 'red-2', ...STANDARD_GRID.filter((c) => !c.startsWith('red'))],
    })
    const state = actAll(s, [
      { type: 'play', seat: 0, card: 'collision', car: null },
      { type: 'roll', value: 1 },
    ]).state
    expect(state.out).toEqual(['red-1', 'red-2'])
  })
})

describe('FMR Effets des cartes: gaps and the out-of-race queue', () => {
  it('FMR Effets des cartes: the first car out finishes last, each later one in front of the queue', () => {
    const s = race({ hands: [['engine-blow:red'], ['engine-blow:blue'], [], []] })
    const state = actAll(s, [
      { type: 'play', seat: 0, card: 'engine-blow:red', car: 'red-1' },
      { type: 'roll', value: 10 },
      { type: 'play', seat: 1, card: 'engine-blow:blue', car: 'blue-2' },
      { type: 'roll', value: 11 },
      { type: 'play', seat: 2, card: 'wrong-lane', car: 'green-1' },
      { type: 'play', seat: 3, card: 'wrong-lane', car: 'green-1' },
    ]).state
    const finished = state.results[0]
    expect(finished?.classification.slice(-2)).toEqual(['blue-2', 'red-1'])
    // Gaps closed: the racing cars hold places 1-10 without holes.
    expect(state.order).toHaveLength(10)
  })

  it('FMR Turbo / FMR Dépassement: a card played without a car it could target is refused naming the cars the legal plays offer', () => {
    const s = race({ hands: [['turbo', 'overtake-3:red'], [], [], []] })
    const offered = (card: string) =>
      game
        .legalActions(s)
        .flatMap((a) => (a.type === 'play' && a.card === card && a.car !== null ? [a.car] : []))
        .join(', ')
    // Turbo: the last three racing cars of the standard grid, in running order.
    const turbo = reject(s, { type: 'play', seat: 0, card: 'turbo', car: null })
    expect([turbo.code, turbo.rule]).toEqual(['TARGET_REQUIRED', 'FMR Turbo'])
    expect(turbo.message).toBe(`turbo must target a car: ${STANDARD_GRID.slice(-3).join(', ')}.`)
    expect(turbo.message).toBe(`turbo must target a car: ${offered('turbo')}.`)
    // A red card: the two red cars, the one ahead first.
    const red = reject(s, { type: 'play', seat: 0, card: 'overtake-3:red', car: null })
    expect(red.message).toBe(`overtake-3:red must target a car: ${offered('overtake-3:red')}.`)
    expect(offered('overtake-3:red').split(', ').sort()).toEqual(['red-1', 'red-2'])
  })

  it('FMR Effets des cartes: illegal plays are rejected with a code, a message and a rule', () => {
    const s = race({ hands: [['turbo'], ['overtake-2:blue'], [], []] })
    expect(reject(s, { type: 'play', seat: 0, card: 'overtake-2:blue', car: 'blue-1' }).code).toBe('CARD_NOT_IN_HAND')
    expect(reject(s, { type: 'play', seat: 1, card: 'overtake-2:blue', car: 'blue-1' }).code).toBe('NOT_YOUR_TURN')
    expect(reject(s, { type: 'play', seat: 0, card: 'turbo', car: null }).code).toBe('TARGET_REQUIRED')
    expect(reject(s, { type: 'play', seat: 0, card: 'turbo', car: 'purple-1' }).code).toBe('BAD_ACTION')
    expect(reject(s, { type: 'roll', value: 3 }).code).toBe('WRONG_PHASE')
    expect(reject(s, { type: 'keep', seat: 0 }).code).toBe('WRONG_PHASE')
    const spin = race({ hands: [['major-spin'], [], [], []] })
    expect(reject(spin, { type: 'play', seat: 0, card: 'major-spin', car: 'red-1' }).code).toBe('CAR_CHOSEN_BY_DIE')
  })
})

describe('FMR legal actions', () => {
  it('FMR Comment jouer: the legal plays are exactly the cards in hand on their allowed cars', () => {
    const s = race({ hands: [['overtake-3:red', 'turbo', 'major-spin', 'overtake-3:red', 'wrong-lane'], [], [], []] })
    const legal: ReadonlyArray<Action> = game.legalActions(s)
    const count = (card: string) => legal.filter((a) => a.type === 'play' && a.card === card).length
    expect(count('overtake-3:red')).toBe(2) // two red cars, the duplicate card listed once
    expect(count('turbo')).toBe(3)
    expect(count('major-spin')).toBe(1)
    expect(count('wrong-lane')).toBe(12)
    expect(legal).toHaveLength(18)
    expect(game.legalActions(s, 1)).toEqual([])
  })
})

describe('FMR rule functions on a running order', () => {
  it('FMR Collision: ruling, a lone racing car hit by a collision goes out alone', () => {
    const lone = { order: ['red-1'] as CarId[], out: STANDARD_GRID.filter((c) => c !== 'red-1') }
    expect(collisionSides(lone, 1)).toEqual([])
    const effect = collide(lone, 1, null)
    expect(effect.order).toEqual([])
    expect(effect.out[0]).toBe('red-1')
    expect(effect.retired).toEqual(['red-1'])
  })

  it('FMR Effets des cartes: moving a car closes the gap behind it and never mutates the input', () => {
    const running = Object.freeze({ order: Object.freeze([...STANDARD_GRID]), out: Object.freeze([] as CarId[]) })
    const effect = overtake(running, 'black-2', 4)
    expect(effect.order).toEqual(grid(['black-2', 4], ['yellow-2', 5]))
    expect(new Set(effect.order).size).toBe(12)
    expect(running.order).toEqual(STANDARD_GRID)
  })

  it('FMR Arrêt au Stand: a neutral Pit Stop with no racing car at all has no effect (custom deck)', () => {
    expect(cardTargets(infoOf('pit-stop'), { order: [], out: STANDARD_GRID })).toEqual([null])
    expect(cardTargets(infoOf('pit-stop:red'), { order: ['blue-1', 'red-2'], out: [] })).toEqual(['red-2'])
  })
})
