/** Test helpers: hand-built circuits and states for scenario tests. */
import { isLeft, isRight } from 'fp-ts/lib/Either.js'
import { expect } from 'vitest'
import { bolide, setupBolide } from '../../src/bolide/game.js'
import type { RuleLayer } from '../../src/bolide/config.js'
import { defaultConfig } from '../../src/bolide/options.js'
import { parseCircuitMap } from '../../src/bolide/circuit/ascii.js'
import type { Circuit } from '../../src/bolide/circuit/model.js'
import { boardRecordOf } from '../../src/bolide/board.js'
import type { BolideAction } from '../../src/bolide/actions.js'
import type { BolideEvent } from '../../src/bolide/events.js'
import type { BolideState, Car, Phase } from '../../src/bolide/state.js'
import type { Point } from '../../src/bolide/grid/point.js'

/** Parses a map or fails the test. */
export const mapOf = (text: string): Circuit => {
  const r = parseCircuitMap(text)
  if (isLeft(r)) throw new Error(r.left.join('\n'))
  return r.right
}

/**
 * An open pad: 40 × 24 points, all track (sector a, arrow East) inside an edge border,
 * with a band of run-off points and void beyond on the East side (x >= 33). Below it
 * (y >= 24, out of the way of the scenarios) a return road closes the loop, so that the
 * pad is a valid circuit: from the finish line (x = 30) down the East columns, West along
 * the bottom and up the West columns into the pad again.
 */
export const padMap = (arrow = 'E'): string => {
  const rows: string[] = []
  for (let y = 0; y < 24; y++) {
    let r = ''
    for (let x = 0; x < 40; x++) {
      if (x >= 36) r += '.'
      else if (x >= 33) r += ','
      else if (x === 0 || y === 0 || y === 23 || x === 32) r += 'A'
      else r += 'a'
    }
    rows.push(r)
  }
  for (let y = 24; y < 30; y++) {
    let r = ''
    for (let x = 0; x < 40; x++) r += x <= 32 && (y >= 27 || x <= 1 || x >= 31) ? 'a' : '.'
    rows.push(r)
  }
  return [
    'name: Pad',
    `arrows: ${arrow}`,
    'finish: 30,0 30,23',
    'halfway: 2,0 2,23',
    'grid: 3,3 3,5 5,3 5,5 7,3 7,5 9,3 9,5',
    '---',
    ...rows,
  ].join('\n')
}

/** The pad circuit. */
export const pad: Circuit = mapOf(padMap())

/** A car placed for a scenario. */
export interface CarSpec {
  /** Position. */
  readonly pos: Point
  /** Last move. */
  readonly vel?: Point
  /** Other fields. */
  readonly patch?: Partial<Car>
}

/**
 * A race state on `circuit` with the given cars, lap 1 under way, at seat 0's move
 * (or the given phase). Cars run in the listed order.
 */
export const scenario = (
  circuit: Circuit,
  cars: ReadonlyArray<CarSpec>,
  options: {
    readonly phase?: Phase
    readonly rules?: RuleLayer
    readonly laps?: number
    readonly patch?: Partial<BolideState>
  } = {},
): BolideState => {
  const base = setupBolide(
    defaultConfig({
      players: Math.max(2, cars.length),
      board: 'test-ring',
      rules: options.rules ?? 'basic',
      laps: options.laps ?? 2,
    }),
  )
  if (isLeft(base)) throw new Error(base.left.message)
  const s = base.right
  const laps = options.laps ?? 2
  let finished = 0
  const built = s.cars.slice(0, cars.length).map((c, i) => {
    const spec = cars[i] as CarSpec
    const car: Car = {
      ...c,
      mode: 'running' as const,
      pos: spec.pos,
      vel: spec.vel ?? { x: 0, y: 0 },
      crossings: 1,
      ...spec.patch,
    }
    if (car.mode !== 'finished') return car
    // A finished car has crossed the line after its last lap, in some round, with its rank.
    finished++
    return {
      ...car,
      vel: { x: 0, y: 0 },
      crossings: laps + 1,
      finishRank: car.finishRank ?? finished,
      finishRound: car.finishRound ?? 1,
    }
  })
  const order = built.map((c) => c.seat)
  return {
    ...s,
    finished,
    board: boardRecordOf(circuit),
    cars: built,
    grid: order,
    order,
    round: 1,
    turn: 0,
    phase: options.phase ?? { kind: 'move', seat: 0 },
    flags: { start: built[0]?.pos ?? { x: 0, y: 0 }, booster: 'none', boosterRolls: 0, brake: 'none', declared: null },
    ...options.patch,
  }
}

/** Applies actions, failing the test on a refusal; returns the state and all events. */
export const play = (
  s: BolideState,
  ...actions: ReadonlyArray<BolideAction>
): { state: BolideState; events: BolideEvent[] } => {
  let state = s
  const events: BolideEvent[] = []
  for (const a of actions) {
    const r = bolide.reduce(state, a)
    if (isLeft(r)) throw new Error(`${JSON.stringify(a)} refused: ${r.left.code} ${r.left.message}`)
    state = r.right.state
    events.push(...r.right.events)
  }
  return { state, events }
}

/** The violation code of an action, or null if accepted. */
export const refusal = (s: BolideState, a: BolideAction): string | null => {
  const r = bolide.reduce(s, a)
  return isRight(r) ? null : r.left.code
}

/** The rule reference of a refusal. */
export const refusalRule = (s: BolideState, a: BolideAction): string | null => {
  const r = bolide.reduce(s, a)
  return isRight(r) ? null : r.left.rule
}

/** A move action. */
export const mv = (x: number, y: number, slipstream = false, pit: number | null = null): BolideAction => ({
  type: 'move',
  to: { x, y },
  slipstream,
  pit,
})

/** A d12 roll. */
export const roll = (value: number): BolideAction => ({ type: 'roll', value })

/** Legal move targets as "x,y" strings. */
export const legalMoveTargets = (s: BolideState): string[] =>
  bolide
    .legalActions(s)
    .flatMap((a) => (a.type === 'move' && !a.slipstream && a.pit === null ? [`${a.to.x},${a.to.y}`] : []))

/** Asserts and returns the car of a seat. */
export const car = (s: BolideState, seat: number): Car => {
  const c = s.cars[seat]
  expect(c).toBeDefined()
  return c as Car
}
