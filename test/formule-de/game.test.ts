import { describe, expect, it } from 'vitest'
import { isLeft, isRight } from 'fp-ts/lib/Either.js'
import { defaultConfig } from '../../src/formule-de/options.js'
import { formuleDe } from '../../src/formule-de/game.js'
import { currentMoves } from '../../src/formule-de/rules/moves.js'
import { playOrder } from '../../src/formule-de/rules/order.js'
import { at, carAt, ok, raceState, play, track, T, moveTo, legacyHairpin as hairpin } from './helpers.js'

describe('Formule Dé basic rules: grid and start', () => {
  it('FD-B la grille de départ: lowest black die first, ties rolled again', () => {
    const s0 = ok(formuleDe.setup({ circuit: track, laps: 1, cars: ['A', 'B', 'C'] }))
    const { state, events } = play(s0, [
      { type: 'grid', value: 5 },
      { type: 'grid', value: 2 },
      { type: 'grid', value: 5 },
      { type: 'grid', value: 9 },
      { type: 'grid', value: 3 },
    ])
    expect(events.find((e) => e.type === 'grid')).toEqual({ type: 'grid', order: [1, 2, 0] })
    expect([state.cars[1]?.space, state.cars[2]?.space, state.cars[0]?.space]).toEqual(track.grid.slice(0, 3))
    expect(state.order).toEqual([1, 2, 0])
    expect(state.step).toEqual({ kind: 'start' })
  })
  it('FD-B départ, score 1: the engine stalls; next round the car starts in 1st without the black die', () => {
    const s0 = raceState(
      track,
      [carAt(T(0, 30), { started: false, lap: 0 }), carAt(T(2, 35), { started: false, lap: 0 })],
      { kind: 'start' },
    )
    const { state, events } = play(s0, [{ type: 'start', value: 1 }])
    expect(events[0]).toMatchObject({ type: 'start', result: 'stall' })
    expect(state.cars[0]?.space).toBe(T(0, 30))
    expect(state.order).toEqual([1])
    const next = play(state, [
      { type: 'start', value: 10 },
      { type: 'roll', value: 2 },
    ])
    const s2 = play(next.state, [moveTo(next.state, T(2, 37))]).state
    expect(s2.order).toEqual([1, 0])
    expect(s2.step.kind).toBe('gear')
    expect(s2.cars[0]?.stalled).toBe(true)
  })
  it('FD-B départ, score 1: after stalling only 1st gear is allowed', () => {
    const s = raceState(track, [carAt(T(0, 30), { stalled: true, lap: 0 })])
    expect(formuleDe.legalActions(s)).toEqual([{ type: 'gear', gear: 1 }])
    const r = formuleDe.reduce(s, { type: 'gear', gear: 2 })
    expect(isLeft(r) && r.left.code).toBe('STALLED_RESTART_IN_FIRST')
  })
  it('FD-B départ, score 20: the car jumps 4 spaces without rolling 1st, and may shift lanes; 2nd gear next', () => {
    const s0 = raceState(
      track,
      [carAt(T(0, 30), { started: false, lap: 0 }), carAt(T(0, 32), { started: false, lap: 0 })],
      { kind: 'start' },
    )
    const { state } = play(s0, [{ type: 'start', value: 20 }])
    expect(state.step).toEqual({ kind: 'move', roll: 4, reason: 'super-start', engineTest: false })
    const ends = currentMoves(state)
      .filter((m) => m.brake === 0)
      .map((m) => track.spaces[m.end]?.level)
    expect(new Set(ends)).toEqual(new Set([34]))
    const after = play(state, [moveTo(state, T(1, 34))]).state
    const back = raceState(track, [after.cars[0]!, after.cars[1]!], { kind: 'gear' }, { arrivals: after.arrivals })
    expect(formuleDe.legalActions(back)).toEqual([
      { type: 'gear', gear: 1 },
      { type: 'gear', gear: 2 },
    ])
  })
  it('FD-B départ, other scores: the car rolls its 1st gear die', () => {
    const s0 = raceState(track, [carAt(T(0, 30), { started: false, lap: 0 })], { kind: 'start' })
    const { state } = play(s0, [{ type: 'start', value: 12 }])
    expect(state.step).toEqual({ kind: 'roll', gear: 1 })
    const st = formuleDe.status(state)
    expect(st.kind === 'chance' && st.outcomes.map((o) => [o.action, o.probability])).toEqual([
      [{ type: 'roll', value: 1 }, 0.5],
      [{ type: 'roll', value: 2 }, 0.5],
    ])
  })
})

describe('Formule Dé basic rules: order, gears, wear', () => {
  it('FD-B déplacements: play order by position, then higher gear, then first arrived', () => {
    const s = raceState(track, [
      carAt(T(0, 5), { gear: 3, arrival: 1 }),
      carAt(T(1, 9), { gear: 2, arrival: 2 }),
      carAt(T(2, 5), { gear: 4, arrival: 3 }),
      carAt(T(1, 5), { gear: 3, arrival: 0 }),
      carAt(T(0, 2), { gear: 6, arrival: 4, lap: 2 }),
    ])
    expect(playOrder(s)).toEqual([4, 1, 2, 3, 0])
  })
  it('FD-B arrêt au stand (note): past the pit entry first, then the pit lane, then the stands, then the others', () => {
    const pitLane = hairpin.spaces.filter((s) => s.kind === 'pit')
    const stand = hairpin.spaces.find((s) => s.kind === 'stand')?.id ?? -1
    const s = raceState(hairpin, [
      carAt(at(hairpin, 1, 20)),
      carAt(stand, { pit: 'stand' }),
      carAt(pitLane[6]?.id ?? -1, { pit: 'lane' }),
      carAt(at(hairpin, 1, 33)),
    ])
    expect(playOrder(s)).toEqual([3, 2, 1, 0])
  })
  it('FD-B sur-régime: dropping gears costs fuel, brakes and engine when the gear is chosen', () => {
    const s = raceState(track, [carAt(T(1, 2), { gear: 6 })])
    const { state, events } = play(s, [{ type: 'gear', gear: 2 }])
    expect(state.cars[0]?.wear).toMatchObject({ fuel: 2, brakes: 3, engine: 2 })
    expect(events.filter((e) => e.type === 'wear').map((e) => e.type === 'wear' && e.part)).toEqual([
      'fuel',
      'brakes',
      'engine',
    ])
    const bad = formuleDe.reduce(s, { type: 'gear', gear: 1 })
    expect(isLeft(bad) && bad.left).toMatchObject({ code: 'GEAR_DROP_TOO_LARGE', rule: 'FD-B boîte de vitesse' })
  })
  it('FD-B la course sur 1 tour / 2 tours: each car starts with the race sheet of the race length', () => {
    const one = ok(formuleDe.setup(defaultConfig({ board: 'hairpin', players: 2, laps: 1 })))
    const two = ok(formuleDe.setup(defaultConfig({ board: 'hairpin', players: 2, laps: 2 })))
    expect(one.cars[0]?.wear).toEqual({ tyres: 4, brakes: 3, fuel: 2, body: 2, engine: 2 })
    expect(two.cars[0]?.wear).toEqual({ tyres: 6, brakes: 4, fuel: 3, body: 3, engine: 3 })
  })
  it('FD-B tête-à-queue: a spun car restarts in 1st', () => {
    const s = raceState(track, [
      carAt(T(1, 26), { gear: 4, spun: true, wear: { tyres: 0, brakes: 2, fuel: 3, body: 3, engine: 3 } }),
    ])
    expect(formuleDe.legalActions(s)).toEqual([{ type: 'gear', gear: 1 }])
  })
  it('FD-B freinage: the reducer charges one brake point per space not moved', () => {
    const s = raceState(track, [carAt(T(1, 2), { gear: 3 })], {
      kind: 'move',
      roll: 6,
      reason: 'gear',
      engineTest: false,
    })
    const { state } = play(s, [{ type: 'move', path: [T(1, 3), T(1, 4)], brake: 4 }])
    expect(state.cars[0]?.wear.brakes).toBe(0)
    const tooMuch = formuleDe.reduce(s, { type: 'move', path: [T(1, 3)], brake: 5 })
    expect(isLeft(tooMuch) && tooMuch.left.code).toBe('NOT_ENOUGH_BRAKES')
  })
  it('FD-B code de conduite: the reducer accepts any legal path and names the rule an illegal one breaks', () => {
    const s = raceState(track, [carAt(T(0, 2), { gear: 3 })], {
      kind: 'move',
      roll: 3,
      reason: 'gear',
      engineTest: false,
    })
    expect(isRight(formuleDe.reduce(s, { type: 'move', path: [T(0, 3), T(0, 4), T(1, 5)], brake: 0 }))).toBe(true)
    expect(isRight(formuleDe.reduce(s, { type: 'move', path: [T(1, 3), T(1, 4), T(1, 5)], brake: 0 }))).toBe(true)
    const zig = formuleDe.reduce(s, { type: 'move', path: [T(1, 3), T(0, 4), T(0, 5)], brake: 0 })
    expect(isLeft(zig) && zig.left).toMatchObject({ code: 'ZIGZAG', rule: 'FD-T 7-2-4' })
    const jump = formuleDe.reduce(s, { type: 'move', path: [T(0, 3), T(0, 5)], brake: 1 })
    expect(isLeft(jump) && jump.left.code).toBe('NOT_CONNECTED')
    const short = formuleDe.reduce(s, { type: 'move', path: [T(0, 3)], brake: 0 })
    expect(isLeft(short) && short.left.code).toBe('NOT_FARTHEST_SPACE')
  })
})

describe('Formule Dé basic rules: blocking, collisions, engine', () => {
  it('FD-B blocage: a car eliminated by blocking costs the car that blocks it a body point', () => {
    const s = raceState(
      track,
      [
        carAt(T(1, 2), { gear: 4, wear: { tyres: 6, brakes: 0, fuel: 3, body: 3, engine: 3 } }),
        carAt(T(0, 5)),
        carAt(T(1, 5)),
        carAt(T(2, 5)),
      ],
      { kind: 'move', roll: 10, reason: 'gear', engineTest: false },
    )
    const blocked = currentMoves(s).filter((m) => m.blocked > 0)
    expect(blocked.every((m) => m.eliminated === 'blocking')).toBe(true)
    const m = blocked.find((o) => o.end === T(1, 4)) ?? blocked[0]
    const { state, events } = play(s, [{ type: 'move', path: m!.path, brake: 0 }])
    expect(state.cars[0]?.status).toBe('out')
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'wear', car: 2, part: 'body', amount: 1, reason: 'blocked-car-eliminated' }),
    )
  })
  it('FD-B accrochage (example A with B, C, D): the others roll first, the mover last, losing a body point per car it eliminated', () => {
    const s = raceState(
      track,
      [
        carAt(T(1, 5), { gear: 2 }),
        carAt(T(0, 7)),
        carAt(T(2, 7), { wear: { tyres: 6, brakes: 4, fuel: 3, body: 1, engine: 3 } }),
        carAt(T(1, 8)),
      ],
      { kind: 'move', roll: 2, reason: 'gear', engineTest: false },
    )
    const moved = play(s, [{ type: 'move', path: [T(1, 6), T(1, 7)], brake: 0 }]).state
    expect(moved.step).toMatchObject({ kind: 'collision', others: [1, 2, 3], involved: 3 })
    const { state, events } = play(moved, [
      { type: 'collision', value: 7 },
      { type: 'collision', value: 1 },
      { type: 'collision', value: 12 },
    ])
    expect(state.cars[2]?.status).toBe('out')
    expect(state.cars[0]?.wear.body).toBe(2)
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'wear', car: 0, part: 'body', amount: 1, reason: 'collision' }),
    )
    expect(state.step).toMatchObject({ kind: 'collision', moverRolls: 2 })
    const end = play(state, [
      { type: 'collision', value: 1 },
      { type: 'collision', value: 4 },
    ])
    expect(end.state.cars[0]?.wear.body).toBe(1)
    expect(
      end.events.filter((e) => e.type === 'collision-roll').map((e) => e.type === 'collision-roll' && e.car),
    ).toEqual([0, 0])
  })
  it('FD-B accrochage: no test when the car ends in front of another', () => {
    const s = raceState(track, [carAt(T(1, 5), { gear: 2 }), carAt(T(1, 4))], {
      kind: 'move',
      roll: 2,
      reason: 'gear',
      engineTest: false,
    })
    const { state } = play(s, [{ type: 'move', path: [T(1, 6), T(1, 7)], brake: 0 }])
    expect(state.step.kind).not.toBe('collision')
  })
  it('FD-B casse moteur: a 20 in 5th makes every car in 5th or 6th roll; 1–4 costs an engine point, the last one puts the car out', () => {
    const s = raceState(
      track,
      [
        carAt(T(1, 0), { gear: 5 }),
        carAt(T(0, 30), { gear: 6, wear: { tyres: 6, brakes: 4, fuel: 3, body: 3, engine: 1 } }),
        carAt(T(2, 35), { gear: 4 }),
      ],
      { kind: 'roll', gear: 5 },
    )
    const rolled = play(s, [{ type: 'roll', value: 20 }]).state
    expect(rolled.step).toMatchObject({ kind: 'move', engineTest: true })
    const moved = play(rolled, [moveTo(rolled, T(1, 20))]).state
    // In the order of the cars on the track (FD-T 16-0-1): car 1, ahead of the mover, first.
    expect(moved.step).toEqual({ kind: 'engine', queue: [1, 0] })
    const { state } = play(moved, [
      { type: 'engine', value: 2 },
      { type: 'engine', value: 4 },
    ])
    expect(state.cars[0]?.wear.engine).toBe(2)
    expect(state.cars[1]?.status).toBe('out')
    expect(state.cars[1]?.out).toBe('engine')
  })
})

describe('Formule Dé basic rules: pit stop and finish', () => {
  const stand0 = hairpin.spaces.find((s) => s.kind === 'stand' && s.stand === 0)?.id ?? -1
  it('FD-B arrêt au stand: entering at any gear, the car stops at its stand and gets its tyres back', () => {
    const s = raceState(
      hairpin,
      [
        carAt(at(hairpin, 0, 27), {
          gear: 5,
          corner: 1,
          stops: 1,
          wear: { tyres: 1, brakes: 4, fuel: 3, body: 3, engine: 3 },
        }),
      ],
      {
        kind: 'move',
        roll: 15,
        reason: 'gear',
        engineTest: false,
      },
    )
    const pit = currentMoves(s).find((m) => m.stand)
    expect(pit?.end).toBe(stand0)
    const { state, events } = play(s, [{ type: 'move', path: pit!.path, brake: 0 }])
    expect(state.cars[0]?.wear.tyres).toBe(6)
    expect(events).toContainEqual(expect.objectContaining({ type: 'pit-stop', car: 0 }))
    expect(state.step).toEqual({ kind: 'pit', engineTest: false })
  })
  it('FD-B arrêt au stand, score 1–10: the car leaves at once, half the roll rounded up, in 4th', () => {
    const s = raceState(hairpin, [carAt(stand0, { pit: 'stand', serviced: true })], { kind: 'pit', engineTest: false })
    const { state } = play(s, [{ type: 'pit', value: 7 }])
    expect(state.step).toEqual({ kind: 'move', roll: 4, reason: 'pit-exit', engineTest: false })
    expect(state.cars[0]?.gear).toBe(4)
  })
  it('FD-B arrêt au stand, score 11–20: the car waits a round, then leaves in 4th or lower', () => {
    const s = raceState(
      hairpin,
      [carAt(stand0, { pit: 'stand', serviced: true, gear: 6 }), carAt(at(hairpin, 1, 10))],
      { kind: 'pit', engineTest: false },
    )
    const { state } = play(s, [{ type: 'pit', value: 15 }])
    expect(state.cars[0]?.pit).toBe('waiting')
    expect(state.order[0]).toBe(1)
    const back = raceState(hairpin, [state.cars[0]!, state.cars[1]!])
    expect(formuleDe.legalActions(back)).toEqual([1, 2, 3, 4].map((g) => ({ type: 'gear', gear: g })))
  })
  it('FD-B arrivée: crossing order decides; the race ends when every car has finished or is out', () => {
    const s = raceState(
      track,
      [
        carAt(T(1, 40), { gear: 3, lap: 2 }),
        carAt(T(2, 41), { gear: 3, lap: 2 }),
        carAt(T(0, 10), { status: 'out', out: 'engine' }),
      ],
      { kind: 'move', roll: 6, reason: 'gear', engineTest: false },
      { order: [0, 1] },
    )
    const fin = currentMoves(s).find((m) => m.crossed)
    const after = play(s, [{ type: 'move', path: fin!.path, brake: 0 }])
    expect(after.events).toContainEqual(expect.objectContaining({ type: 'finish', car: 0, place: 1 }))
    const second = play(after.state, [
      { type: 'gear', gear: 3 },
      { type: 'roll', value: 4 },
    ])
    const fin2 = currentMoves(second.state).find((m) => m.crossed)
    const done = play(second.state, [{ type: 'move', path: fin2!.path, brake: 0 }]).state
    const st = formuleDe.status(done)
    expect(st.kind).toBe('over')
    if (st.kind === 'over') {
      expect(st.standings.placings.map((p) => [p.seat, p.place, p.score, p.eliminated ?? null])).toEqual([
        [0, 1, 2, null],
        [1, 2, 2, null],
        [2, 3, 0, 'engine'],
      ])
    }
  })
  it('FD-B arrêt au stand: a car that cannot leave its stand waits there and leaves next round', () => {
    const pitLane = hairpin.spaces.filter((x) => x.kind === 'pit')
    const s = raceState(
      hairpin,
      [carAt(stand0, { pit: 'stand', serviced: true }), carAt(pitLane[2]?.id ?? -1, { pit: 'lane' })],
      { kind: 'pit', engineTest: false },
    )
    const out = play(s, [{ type: 'pit', value: 3 }]).state
    expect(currentMoves(out)).toHaveLength(1)
    const { state, events } = play(out, [{ type: 'move', path: [], brake: 0 }])
    expect(state.cars[0]?.pit).toBe('waiting')
    expect(events.some((e) => e.type === 'pit-stop')).toBe(false)
    expect(state.cars[0]?.wear.brakes).toBe(4)
  })
  it('FD-B arrêt au stand: no overrev in the pit lane', () => {
    const pitLane = hairpin.spaces.filter((x) => x.kind === 'pit')
    const s = raceState(hairpin, [carAt(pitLane[1]?.id ?? -1, { pit: 'lane', gear: 6 })])
    const { state } = play(s, [{ type: 'gear', gear: 2 }])
    expect(state.cars[0]?.wear).toEqual(s.cars[0]?.wear)
  })
})

describe('Formule Dé basic rules: corners and engine, more cases', () => {
  it('FD-B virages (a): a car that made the required stops leaves the corner cleanly', () => {
    const last = track.spaces.filter((x) => x.corner === 0 && x.lane === 1).at(-1)?.id ?? -1
    const s = raceState(track, [carAt(last, { gear: 3, corner: 0, stops: 1 })], {
      kind: 'move',
      roll: 6,
      reason: 'gear',
      engineTest: false,
    })
    for (const m of currentMoves(s)) expect(m.overshoot).toBe(0)
    const short = raceState(track, [carAt(last, { gear: 3, corner: 0, stops: 0 })], {
      kind: 'move',
      roll: 6,
      reason: 'gear',
      engineTest: false,
    })
    expect(
      currentMoves(short)
        .filter((m) => m.brake === 0)
        .every((m) => m.overshoot === 6),
    ).toBe(true)
  })
  it('FD-B casse moteur: a 30 in 6th also triggers the engine tests; other faces do not', () => {
    const s = raceState(track, [carAt(T(1, 0), { gear: 6, lap: 1 }), carAt(T(0, 35), { gear: 5 })], {
      kind: 'roll',
      gear: 6,
    })
    expect(play(s, [{ type: 'roll', value: 30 }]).state.step).toMatchObject({ kind: 'move', engineTest: true })
    expect(play(s, [{ type: 'roll', value: 29 }]).state.step).toMatchObject({ kind: 'move', engineTest: false })
  })
})
