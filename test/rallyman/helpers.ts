import { isLeft } from 'fp-ts/lib/Either.js'
import {
  rallyman,
  defaultConfig,
  type RallymanAction,
  type RallymanConfig,
  type RallymanEvent,
  type RallymanObservation,
  type RallymanState,
  type RuleSwitches,
  type Step,
  type Surface,
  type Car,
  type Turn,
} from '../../src/rallyman/index.js'

/** A one-tile special on a test zone `T`. */
export const testConfig = (
  steps: ReadonlyArray<Step>,
  o: { drivers?: number; rules?: Partial<RuleSwitches>; surface?: Surface; specials?: number; assistance?: boolean } = {},
): RallymanConfig => {
  const base = defaultConfig({ drivers: o.drivers ?? 1, rules: { tyres: false, ...(o.rules ?? {}) } })
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
export const observe = (state: RallymanState, viewer: number | 'spectator'): RallymanObservation => {
  const seen = rallyman.observe(state, viewer)
  if (isLeft(seen)) throw new Error(`${seen.left.code}: ${seen.left.message}`)
  return seen.right
}

export const setupOrThrow = (config: RallymanConfig): RallymanState => {
  const s = rallyman.setup(config)
  if (isLeft(s)) throw new Error(`${s.left.code}: ${s.left.message}`)
  return s.right
}

export interface Played {
  readonly state: RallymanState
  readonly events: ReadonlyArray<RallymanEvent>
}

/** Applies actions in order; throws on the first refusal. */
export const play = (state: RallymanState, ...actions: ReadonlyArray<RallymanAction>): Played => {
  let s = state
  const events: RallymanEvent[] = []
  for (const a of actions) {
    const r = rallyman.reduce(s, a)
    if (isLeft(r)) throw new Error(`${JSON.stringify(a)} refused: ${r.left.code} ${r.left.message}`)
    s = r.right.state
    events.push(...r.right.events)
  }
  return { state: s, events }
}

/** The refusal of an action (throws if accepted). */
export const refusal = (state: RallymanState, action: RallymanAction): { code: string; rule: string } => {
  const r = rallyman.reduce(state, action)
  if (!isLeft(r)) throw new Error(`${JSON.stringify(action)} was accepted`)
  return r.left
}

/** Rolls one die and applies its face. */
export const roll = (die: number | 'gas', to: number, warning = false): ReadonlyArray<RallymanAction> => [
  { type: 'roll', die, to },
  { type: 'face', warning },
]

/** Edits the car of a seat (test set-up only). */
export const withCar = (state: RallymanState, seat: number, patch: Partial<Car>): RallymanState => {
  const cars = state.cars.slice()
  cars[seat] = { ...(cars[seat] as Car), ...patch }
  return { ...state, cars }
}

/** Edits the current turn (test set-up only). */
export const withTurn = (state: RallymanState, patch: Partial<Turn>): RallymanState =>
  state.turn === null ? state : { ...state, turn: { ...state.turn, ...patch } }

/** Puts the car at the wheel on a cell with an engaged gear, at the start of its move. */
export const placeCar = (state: RallymanState, seat: number, cell: number, gear: number): RallymanState =>
  withTurn(withCar(state, seat, { cell, gear, restart: false, status: 'racing' }), { gear, seat })

export const eventsOf = <T extends RallymanEvent['type']>(events: ReadonlyArray<RallymanEvent>, type: T): ReadonlyArray<Extract<RallymanEvent, { type: T }>> =>
  events.filter((e): e is Extract<RallymanEvent, { type: T }> => e.type === type)
