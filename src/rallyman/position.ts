/**
 * The position builder: a rally set up from a config, then cars placed where a bot author
 * wants them (cells, gears, damage, punctures, chrono piles, tyres), the weather, dirty and
 * clean cords, the cord deck, and the car at the wheel at the start of its move. The result
 * is checked like any saved state (`inconsistencies`): a Left names every problem.
 */
import * as t from 'io-ts'
import { isLeft, left, type Either } from 'fp-ts/lib/Either.js'
import { ExactProblem, integer, list, setupError, struct, type SetupError } from '../core/index.js'
import { lazyExactDecoder } from '../core/exact.js'
import { TyresCodec, type Tyres } from './actions.js'
import type { SetupCode } from './codes.js'
import type { CordDeck, RallymanConfig } from './config.js'
import { inconsistencies } from './consistency.js'
import { RetirementReasonCodec, type RetirementReason } from './events.js'
import { rallyman } from './game.js'
import type { Car, CarStatus, Off, RallymanState } from './state.js'
import { roadOrder } from './rules/order.js'
import { freshTurn } from './rules/special.js'
import { stagesOf } from './stage/board.js'

/** What to set on one car; every field left out keeps its value at the start of the rally. @group Positions */
export interface CarEdit {
  /** The car's seat. */
  readonly seat: number
  /** The cell it stands on (`-1`: the start line); a car given a cell and no status is racing. */
  readonly cell?: number
  /** Where it is in the special (default `racing` when a cell is given). */
  readonly status?: CarStatus
  /** Engaged gear (default 1 on a cell, 0 on the start line). */
  readonly gear?: number
  /** Restarts in first (default: only with no gear engaged). */
  readonly restart?: boolean
  /** Spun or off the road since its last move (never the car at the wheel). */
  readonly off?: Off
  /** Chrono pile and seconds held in this special. */
  readonly chrono?: number
  /** Seconds won by big attacks and still held. */
  readonly seconds?: number
  /** Gear dice lost to damage (0 to 5). */
  readonly gearLost?: number
  /** Punctures not repaired (0 to 2). */
  readonly punctures?: number
  /** The spare-wheel card in hand. */
  readonly spareWheel?: boolean
  /** The Sisu card in hand. */
  readonly sisu?: boolean
  /** Fitted tyres. */
  readonly tyres?: Tyres
  /** Times of the specials run before (default 0 s each). */
  readonly times?: ReadonlyArray<number>
  /** Why a retired car retired (default `wrecked`). */
  readonly retired?: RetirementReason
}

/** A position to build (see {@link position}). @group Positions */
export interface PositionEdits {
  /** The special being run, from 0 (default 0). */
  readonly special?: number
  /** The cars to set, in the order they arrived on their cells (ties of RM ART.3.4). */
  readonly cars?: ReadonlyArray<CarEdit>
  /** The seat at the wheel, at the start of its move (default: the first car on the road, RM ART.3.4). */
  readonly turn?: number
  /** Snow per tile of the special (default: the roadbook's fixed weather, else dry). */
  readonly snow?: ReadonlyArray<boolean>
  /** Gears each corner's notes are lowered by dirty cords (default none). */
  readonly dirty?: ReadonlyArray<number>
  /** Cords swept clean on dirt (default none). */
  readonly clean?: ReadonlyArray<boolean>
  /** Cards left in the cord deck (default the full deck). */
  readonly cordDeck?: CordDeck
}

// The shape of the edits (their meaning is the state check's), built on the first position.
const exactEdits = /* @__PURE__ */ lazyExactDecoder(
  (): t.Type<PositionEdits, PositionEdits, unknown> =>
    struct(
      {},
      {
        special: integer,
        cars: list(
          struct(
            { seat: integer },
            {
              cell: integer,
              status: t.keyof({ waiting: null, racing: null, finished: null, retired: null }),
              gear: integer,
              restart: t.boolean,
              off: t.keyof({ none: null, spin: null, left: null, right: null }),
              chrono: integer,
              seconds: integer,
              gearLost: integer,
              punctures: integer,
              spareWheel: t.boolean,
              sisu: t.boolean,
              tyres: TyresCodec,
              times: list(integer),
              retired: RetirementReasonCodec,
            },
          ),
        ),
        turn: integer,
        snow: list(t.boolean),
        dirty: list(integer),
        clean: list(t.boolean),
        cordDeck: struct({ good: integer, dirty: integer, puncture: integer }),
      },
      'PositionEdits',
    ),
)

const badPosition = (problems: ReadonlyArray<string>): SetupError<SetupCode> =>
  setupError('BAD_POSITION', `Not a position a rally can reach:\n${problems.join('\n')}`, 'pitwall protocol')

const edited = (car: Car, edit: CarEdit, special: number, arrived: number): Car => {
  const cell = edit.cell ?? car.cell
  const status = edit.status ?? (edit.cell !== undefined ? 'racing' : car.status)
  const gear = edit.gear ?? (cell >= 0 ? 1 : 0)
  const times = edit.times ?? Array.from({ length: status === 'finished' ? special + 1 : special }, () => 0)
  return {
    ...car,
    cell,
    status,
    gear,
    restart: edit.restart ?? gear === 0,
    off: edit.off ?? 'none',
    chrono: edit.chrono ?? 0,
    seconds: edit.seconds ?? 0,
    gearLost: edit.gearLost ?? 0,
    punctures: edit.punctures ?? 0,
    spareWheel: edit.spareWheel ?? true,
    sisu: edit.sisu ?? true,
    tyres: edit.tyres ?? car.tyres,
    arrived,
    times,
    retired: status === 'retired' ? (edit.retired ?? 'wrecked') : null,
  }
}

/**
 * A rally from `config` set as the edits say, checked: the state (trusted by `rallyman`, like
 * any state it produced), or a Left naming every problem (`BAD_POSITION`), or the config's
 * own refusal. The car at the wheel has thrown no die yet; nothing else is pending.
 * @group Positions
 */
export const position = (config: RallymanConfig, input: PositionEdits = {}): Either<SetupError, RallymanState> => {
  // The edits of a caller without types are checked for their shape first: a field that is
  // not an edit, or of the wrong type, is named, never ignored.
  const edits = exactEdits(input)
  if (edits instanceof ExactProblem) return left(badPosition(edits.lines))
  const start = rallyman.setup(config)
  if (isLeft(start)) return start
  const s0 = start.right
  const special = edits.special ?? 0
  const stage = stagesOf(s0)[special]
  if (stage === undefined)
    return left(badPosition([`No special ${special}: the rally has specials 0 to ${stagesOf(s0).length - 1}.`]))
  const cars = [...s0.cars]
  const problems: string[] = []
  ;(edits.cars ?? []).forEach((edit, i) => {
    const car = cars[edit.seat]
    if (car === undefined) problems.push(`No seat ${edit.seat} in this rally of ${cars.length}.`)
    else cars[edit.seat] = edited(car, edit, special, i + 1)
  })
  for (const [seat, car] of cars.entries())
    if (!(edits.cars ?? []).some((e) => e.seat === seat))
      cars[seat] = { ...car, times: Array.from({ length: special }, () => 0) }
  if (problems.length > 0) return left(badPosition(problems))
  const started = cars.filter((c) => c.status !== 'waiting').map((c) => c.seat)
  const startOrder = [...started, ...cars.filter((c) => c.status === 'waiting').map((c) => c.seat)]
  const plan = config.rally.specials[special]
  const base: RallymanState = {
    ...s0,
    special,
    cars,
    startOrder,
    round: Math.max(1, started.length),
    order: [],
    next: 0,
    turn: null,
    pending: null,
    snow:
      edits.snow ??
      stage.zones.map(
        (_, i) => config.rules.tyres && config.rally.weather === 'fixed' && (plan?.snow.includes(i) ?? false),
      ),
    dirty: edits.dirty ?? stage.corners.map(() => 0),
    clean: edits.clean ?? stage.corners.map(() => false),
    cordDeck: edits.cordDeck ?? config.cards.cord,
    stamp: (edits.cars?.length ?? 0) + 1,
  }
  const order = roadOrder(base)
  const seat = edits.turn ?? order[0]
  const driver = seat === undefined ? undefined : cars[seat]
  if (seat === undefined || driver === undefined || !order.includes(seat))
    return left(
      badPosition([
        seat === undefined
          ? 'No car is racing: place at least one (cell -1 is the start line).'
          : `Seat ${seat} is not racing: it cannot be at the wheel.`,
      ]),
    )
  const state: RallymanState = { ...base, order, next: order.indexOf(seat), turn: freshTurn(driver) }
  const found = inconsistencies(state)
  if (found.length > 0) return left(badPosition(found))
  const admitted = rallyman.admit(state)
  return isLeft(admitted) ? left(badPosition([admitted.left.message])) : admitted
}
