import { isLeft } from 'fp-ts/lib/Either.js'
import type { Viewer } from '../../src/core/index.js'
import {
  rallyman,
  defaultConfig,
  PRESETS,
  type Rally,
  type Action,
  type Config,
  type Event,
  type Observation,
  type State,
  type RuleSwitches,
  type Step,
  type Surface,
  type Car,
  type Turn,
} from '../../src/rallyman/index.js'
import { roadOrder } from '../../src/rallyman/rules/order.js'

/**
 * A config of a rally of one's own (test set-up): `drivers` drivers, a rally, and rule
 * switches over the basic preset.
 */
export const rallyConfig = (o: { drivers?: number; rally?: Rally; rules?: Partial<RuleSwitches> } = {}): Config => {
  const base = defaultConfig({ players: o.drivers ?? 4 })
  return { ...base, rally: o.rally ?? base.rally, rules: { ...PRESETS.basic, ...(o.rules ?? {}) } }
}

/** A one-tile special on a test zone `T`. */
export const testConfig = (
  steps: ReadonlyArray<Step>,
  o: {
    drivers?: number
    rules?: Partial<RuleSwitches>
    surface?: Surface
    specials?: number
    assistance?: boolean
  } = {},
): Config => {
  const base = rallyConfig({ drivers: o.drivers ?? 1, rules: { tyres: false, ...(o.rules ?? {}) } })
  return {
    ...base,
    zones: [{ id: 'T', name: 'Test', surface: o.surface ?? 'asphalt', steps, anchors: [0] }],
    rally: {
      name: 'Test rally',
      weather: 'fixed',
      specials: Array.from({ length: o.specials ?? 1 }, (_, i) => ({
        name: `ES${i + 1}`,
        roadbook: 'T0',
        assistance: o.assistance ?? false,
        snow: [],
      })),
    },
  }
}

/** What a viewer sees of an engine state (the engine never refuses its own states). */
export const observe = (state: State, viewer: number | 'spectator'): Observation => {
  const seen = rallyman.observe(state, viewer)
  if (isLeft(seen)) throw new Error(`${seen.left.code}: ${seen.left.message}`)
  return seen.right
}

export const setupOrThrow = (config: Config): State => {
  const s = rallyman.setup(config)
  if (isLeft(s)) throw new Error(`${s.left.code}: ${s.left.message}`)
  return s.right
}

export interface Played {
  readonly state: State
  readonly events: ReadonlyArray<Event>
}

/** Applies actions in order; throws on the first refusal. */
export const play = (state: State, ...actions: ReadonlyArray<Action>): Played => {
  let s = state
  const events: Event[] = []
  for (const a of actions) {
    const r = rallyman.reduce(s, a)
    if (isLeft(r)) throw new Error(`${JSON.stringify(a)} refused: ${r.left.code} ${r.left.message}`)
    s = r.right.state
    events.push(...r.right.events)
  }
  return { state: s, events }
}

/** The refusal of an action (throws if accepted). */
export const refusal = (state: State, action: Action): { code: string; rule: string } => {
  const r = rallyman.reduce(state, action)
  if (!isLeft(r)) throw new Error(`${JSON.stringify(action)} was accepted`)
  return r.left
}

/** Rolls one die and applies its face. */
export const roll = (die: number | 'gas', to: number, warning = false): ReadonlyArray<Action> => [
  { type: 'roll', die, to },
  { type: 'face', warning },
]

/**
 * A hand-edited state made one a rally could reach in its orders (test set-up only): the
 * cars that started first in the start order and as many rounds begun (RM ART.3.3), the play
 * order read from the road (RM ART.3.4) with the car at the wheel in it, arrival stamps
 * before the next one.
 */
export const settle = (state: State): State => {
  const started = (c: Car): boolean => c.status !== 'waiting'
  const known = [
    ...state.startOrder,
    ...state.cars.map((c) => c.seat).filter((seat) => !state.startOrder.includes(seat)),
  ]
  const cars = known
    .map((seat) => state.cars[seat] as Car)
    .filter((c) => c.status !== 'retired' || state.startOrder.includes(c.seat))
  const startOrder = [...cars.filter(started), ...cars.filter((c) => !started(c))].map((c) => c.seat)
  const round = Math.max(1, cars.filter(started).length)
  const moved: State = {
    ...state,
    startOrder,
    round,
    stamp: Math.max(state.stamp, ...state.cars.map((c) => c.arrived + 1)),
  }
  const order = roadOrder(moved)
  const seat = state.turn?.seat
  return { ...moved, order, next: seat === undefined ? 0 : Math.max(0, order.indexOf(seat)) }
}

/** Edits the car of a seat (test set-up only). */
export const withCar = (state: State, seat: number, patch: Partial<Car>): State => {
  const cars = state.cars.slice()
  cars[seat] = { ...(cars[seat] as Car), ...patch }
  return settle({ ...state, cars })
}

/** Edits the current turn (test set-up only). */
export const withTurn = (state: State, patch: Partial<Turn>): State =>
  state.turn === null ? state : settle({ ...state, turn: { ...state.turn, ...patch } })

/** Puts the car at the wheel on a cell with an engaged gear, at the start of its move. */
export const placeCar = (state: State, seat: number, cell: number, gear: number): State =>
  withTurn(withCar(state, seat, { cell, gear, restart: false, status: 'racing' }), { gear, seat })

export const eventsOf = <T extends Event['type']>(
  events: ReadonlyArray<Event>,
  type: T,
): ReadonlyArray<Extract<Event, { type: T }>> => events.filter((e): e is Extract<Event, { type: T }> => e.type === type)

/**
 * What a step's events reveal of the secret time-control penalties before the last choice is
 * in (RM ART.22): a choice that is not the last must make no event at all (the law kit's
 * `eventLeaks`); the last one reveals every penalty together.
 */
export const penaltyLeaks = (events: ReadonlyArray<Event>, viewer: Viewer, before: State): ReadonlyArray<string> => {
  const p = before.pending
  if (p?.kind !== 'penalty' || p.tokens.filter((t) => t === null).length <= 1) return []
  return events.map(
    (e) =>
      `${String(viewer)} sees a ${e.type} event while ${p.tokens.filter((t) => t === null).length} drivers still choose`,
  )
}
