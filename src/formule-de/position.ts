/**
 * The position builder: a race state from a config and what a bot author wants to set (where
 * the cars are, their gears and what is left on their sheets, their tyres, the weather, whose
 * turn it is, the roll to move), checked like a saved state. Everything not set is what a race
 * under way has: every car built, started, on its grid place, on its first lap, the weather
 * drawn (sun), round 1.
 */
import * as t from 'io-ts'
import { isLeft, left, type Either } from 'fp-ts/lib/Either.js'
import {
  exactDecoder,
  ExactProblem,
  integer,
  list,
  positionRefused,
  struct,
  union,
  type PositionError,
  type SeatId,
} from '../core/index.js'
import { lazyExactDecoder } from '../core/exact.js'
import type { Config } from './config.js'
import { enginePushFace, type Gear } from './dice.js'
import { formuleDe } from './game.js'
import { spaceAt, spaceOfPlace, type LanePlace } from './places.js'
import { defaultBuild, STAND_POINTS, wearOfBuild } from './rules/build.js'
import { OutReasonCodec, type OutReason } from './rules/elimination.js'
import { playOrder } from './rules/order.js'
import { TyreTypeCodec, type TyreType } from './rules/tyres.js'
import type { Wear } from './rules/wear.js'
import { SkyCodec, type Sky } from './rules/weather.js'
import { StateCodec, type Car, type State, type Step } from './state.js'
import { inconsistencies } from './validate.js'
import { circuitOf } from './board.js'

/**
 * Where a car stands: a space id; a place as players count it, a lane from 1 (or `pit`,
 * `stand`) and a space along it (`{ lane: 2, space: 17 }`, see `LanePlace`); or a lane from 0
 * and a level (see `spaceAt`).
 * @group Positions
 */
export type Place = number | LanePlace | { readonly lane: number; readonly level: number }

/** What a position sets for one car; anything absent keeps the race-under-way default. @group Positions */
export interface CarEdit {
  /** Its space (default: its grid place, pole for car 0). */
  readonly at?: Place
  /** Its gear (default 1st). */
  readonly gear?: Gear
  /** What is left on its sheet (default: the whole sheet). */
  readonly wear?: Partial<Wear>
  /** Road-holding points left (default: its sheet's, with that rule). */
  readonly holding?: number
  /** Its tyres (default hard) and the lap they were fitted on (default 0). */
  readonly tyre?: TyreType
  readonly tyreLap?: number
  /** Line crossings so far (default 0 on its grid place, 1 elsewhere). */
  readonly lap?: number
  /** Stops counted in the corner it stands in (default 1 in a corner). */
  readonly stops?: number
  /** It spun (next move in 1st). */
  readonly spun?: boolean
  /** It has not started yet (its turn begins with the black die). */
  readonly started?: boolean
  /** Out of the race, and why. */
  readonly out?: OutReason
  /** It finished (in the order of the cars finished). */
  readonly finished?: boolean
  /** Stand points left (default: the race's). */
  readonly standPoints?: number
}

/** What a position sets; everything else follows from the config. @group Positions */
export interface PositionEdits {
  /** Each seat's car (seat i drives car i); absent or `undefined`: its defaults. */
  readonly cars?: ReadonlyArray<CarEdit | undefined>
  /** The seat to play (default: the first in play order). */
  readonly turn?: SeatId
  /** The score of the gear die it rolled: the position waits for its move (default: its gear choice). */
  readonly roll?: number
  /** The race weather (default: sun for the whole race, with the weather rule). */
  readonly sky?: Sky
  /** The track is wet (default: as the sky says). */
  readonly wet?: boolean
  /** Dangerous spaces (road-holding rule). */
  readonly dangerous?: ReadonlyArray<Place>
  /** The round (default 1). */
  readonly round?: number
}

export type { PositionError }

const placeCodec = (): t.Type<Place, Place, unknown> =>
  union([
    integer,
    struct({ lane: union([integer, t.literal('pit'), t.literal('stand')]), space: integer }),
    struct({ lane: integer, level: integer }),
  ])

// The shape of the edits (their meaning is the state check's), built on the first position.
const exactEdits = /* @__PURE__ */ lazyExactDecoder(
  (): t.Type<PositionEdits, PositionEdits, unknown> =>
    struct(
      {},
      {
        cars: list(
          union([
            struct(
              {},
              {
                at: placeCodec(),
                gear: union([t.literal(1), t.literal(2), t.literal(3), t.literal(4), t.literal(5), t.literal(6)]),
                wear: struct({}, { tyres: integer, brakes: integer, fuel: integer, body: integer, engine: integer }),
                holding: integer,
                tyre: TyreTypeCodec,
                tyreLap: integer,
                lap: integer,
                stops: integer,
                spun: t.boolean,
                started: t.boolean,
                out: OutReasonCodec,
                finished: t.boolean,
                standPoints: integer,
              },
            ),
            t.undefined,
          ]),
        ),
        turn: integer,
        roll: integer,
        sky: SkyCodec,
        wet: t.boolean,
        dangerous: list(placeCodec()),
        round: integer,
      },
      'PositionEdits',
    ),
)

const refused = (problems: ReadonlyArray<string>): PositionError => positionRefused('Formule Dé', problems)

const placeOf = (state: State, place: Place, problems: string[]): number => {
  if (typeof place === 'number') return place
  if ('space' in place) {
    const counted = spaceOfPlace(circuitOf(state), place)
    if (counted === undefined) problems.push(`no space ${place.space} in lane ${place.lane}`)
    return counted ?? -1
  }
  const id = spaceAt(circuitOf(state), place.lane, place.level)
  if (id === undefined) problems.push(`no space in lane ${place.lane} at level ${place.level}`)
  return id ?? -1
}

// A car of the race under way, with its edits.
const carOf = (state: State, base: Car, k: number, edit: CarEdit, problems: string[]): Car => {
  const r = state.rules
  const sheet = base.sheet.tyres === 0 ? defaultBuild(r.preset === 'tournament' ? STAND_POINTS : 0) : base.sheet
  const circuit = circuitOf(state)
  const space = edit.at === undefined ? (circuit.grid[k] ?? -1) : placeOf(state, edit.at, problems)
  const corner = circuit.spaces[space]?.corner ?? null
  const onGrid = circuit.grid.includes(space)
  const finished = edit.finished === true
  return {
    ...base,
    space,
    gear: edit.gear ?? 1,
    wear: { ...wearOfBuild(sheet), ...edit.wear },
    lap: finished ? state.laps + 1 : (edit.lap ?? (onGrid ? 0 : 1)),
    corner,
    stops: edit.stops ?? (corner === null ? 0 : 1),
    spun: edit.spun ?? false,
    started: edit.started ?? true,
    status: finished ? 'finished' : edit.out !== undefined ? 'out' : 'racing',
    out: edit.out ?? null,
    tyre: edit.tyre ?? 'hard',
    tyreLap: edit.tyreLap ?? 0,
    holding: edit.holding ?? (r.roadHolding ? sheet.holding : 0),
    standPoints: edit.standPoints ?? (r.preset === 'tournament' ? sheet.stand : r.pitPoints ? STAND_POINTS : 0),
    sheet,
    stand: k,
  }
}

const exactState = exactDecoder(StateCodec)

/**
 * A position of a race: `setup(config)` with the race under way and the edits applied.
 * Checked like a saved state: a Left lists every problem (`problems`), and a Right is a state
 * the game trusts like its own.
 * @group Positions
 */
export const position = (config: Config, edits: PositionEdits = {}): Either<PositionError, State> => {
  // The edits of a caller without types are checked for their shape first: a field that is
  // not an edit, or of the wrong type, is named, never ignored.
  const checked = exactEdits(edits)
  if (checked instanceof ExactProblem) return left(refused(checked.lines))
  try {
    return build(config, checked)
  } catch (error) {
    // Not expected once the edits have their shape: a defect of the builder, reported rather than thrown.
    return left(refused([`the edits are not a position (${error instanceof Error ? error.message : String(error)})`]))
  }
}

const build = (config: Config, edits: PositionEdits): Either<PositionError, State> => {
  const start = formuleDe.setup(config)
  if (isLeft(start)) return left({ ...start.left, problems: [start.left.message] })
  const base = start.right
  const problems: string[] = []
  const cars = base.cars.map((c, k) => carOf(base, c, k, edits.cars?.[k] ?? {}, problems))
  const tournament = base.rules.preset === 'tournament'
  const sky: Sky | null = base.rules.weather ? (edits.sky ?? 'sun-definitive') : null
  const draft: State = {
    ...base,
    cars,
    round: edits.round ?? 1,
    finishers: cars.flatMap((c, k) => (c.status === 'finished' ? [k] : [])),
    arrivals: cars.length,
    sky,
    qualifyingSky: base.rules.weather && tournament ? 'sun-definitive' : null,
    wet: edits.wet ?? (sky !== null && sky.startsWith('rain')),
    skyRollDue: false,
    dangerous: (edits.dangerous ?? []).map((p) => placeOf(base, p, problems)),
    qualifying: null,
  }
  // Cars arrive at their places in seat order (the later seat plays second at a tie).
  const placed: State = { ...draft, cars: draft.cars.map((c, k) => ({ ...c, arrival: k + 1 })) }
  const order = playOrder(placed)
  const turn = edits.turn ?? order[0] ?? 0
  const current = placed.cars[turn]
  const step: Step =
    edits.roll !== undefined
      ? // A 20 in 5th or a 30 in 6th calls the engine tests after the move (FD-B casse moteur).
        {
          kind: 'move',
          roll: edits.roll,
          reason: 'gear',
          engineTest: current !== undefined && enginePushFace(current.gear) === edits.roll,
        }
      : current !== undefined && !current.started
        ? { kind: 'start' }
        : { kind: 'gear' }
  const candidate: State = { ...placed, order: [turn, ...order.filter((k) => k !== turn)], step }
  // The edits of a caller without types are checked for their shape first.
  const copy = exactState(JSON.parse(JSON.stringify(candidate)))
  if (copy instanceof ExactProblem) return left(refused([...problems, ...copy.lines]))
  const all = [...problems, ...inconsistencies(copy)]
  if (all.length > 0) return left(refused(all))
  const admitted = formuleDe.admit(copy)
  return isLeft(admitted) ? left(refused(admitted.left.message.split('\n').slice(1))) : admitted
}
