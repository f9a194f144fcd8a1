/**
 * Encodings for learning code, after OpenSpiel's `num_distinct_actions`, `legal_actions_mask`
 * and `observation_tensor`: for one config of a game, a fixed range of action ids with a
 * bijection between a decision's legal actions and their ids, and a flat `Float32Array` built
 * from a seat's observation only (so it cannot carry what the seat may not see). A game
 * writes its {@link EncodingRules}; {@link defineEncoding} makes the total {@link Encoding}
 * from them, the way `defineGame` makes a `Game` from its rules.
 */
import { canonicalJson } from './codec.js'
import type { Game, GameId } from './game.js'
import type { SeatId } from './status.js'

/** One named block of an observation tensor. @group Learning */
export interface TensorField {
  /** The block's name, e.g. `phase` or `hand`. */
  readonly name: string
  /** Its first index in the tensor. */
  readonly offset: number
  /** Its shape (row-major); its size is the product. */
  readonly shape: ReadonlyArray<number>
  /** What its entries mean. */
  readonly description: string
}

/** One named range of action ids. @group Learning */
export interface ActionRange {
  /** The range's name, e.g. `play` or `roll`. */
  readonly name: string
  /** Its first id. */
  readonly offset: number
  /** How many ids it holds. */
  readonly count: number
  /** How an id of the range reads, e.g. `card × target`. */
  readonly description: string
}

/**
 * Lays out a flat tensor block by block: each {@link TensorLayout.field} call reserves the
 * next block and returns its offset. The fields are the tensor's documentation as data.
 * @group Learning
 */
export class TensorLayout {
  readonly #fields: TensorField[] = []
  #size = 0

  /** Reserves the next block of `shape` and returns its offset. */
  field(name: string, shape: ReadonlyArray<number>, description: string): number {
    const offset = this.#size
    this.#fields.push(Object.freeze({ name, offset, shape: Object.freeze(shape.slice()), description }))
    this.#size += shape.reduce((a, b) => a * b, 1)
    return offset
  }

  /** The tensor's size so far. */
  get size(): number {
    return this.#size
  }

  /** The blocks so far, in order. */
  get fields(): ReadonlyArray<TensorField> {
    return this.#fields.slice()
  }
}

/**
 * Lays out action ids range by range: each {@link ActionSpace.range} call reserves the next
 * `count` ids and returns the first.
 * @group Learning
 */
export class ActionSpace {
  readonly #ranges: ActionRange[] = []
  #size = 0

  /** Reserves the next `count` ids and returns the first. */
  range(name: string, count: number, description: string): number {
    const offset = this.#size
    this.#ranges.push(Object.freeze({ name, offset, count, description }))
    this.#size += count
    return offset
  }

  /** Ids reserved so far. */
  get size(): number {
    return this.#size
  }

  /** The ranges so far, in order. */
  get ranges(): ReadonlyArray<ActionRange> {
    return this.#ranges.slice()
  }
}

/**
 * What a game writes to encode one config: its id scheme and its tensor. {@link defineEncoding}
 * adds the rest (masks, lookups, totality).
 * @group Learning
 */
export interface EncodingRules<S, A, O> {
  /** The encoding's version: raised whenever an id or a tensor entry changes meaning. */
  readonly encodingVersion: number
  /** The id ranges; their total is `numDistinctActions`. */
  readonly actions: ReadonlyArray<ActionRange>
  /** The tensor's blocks; their total size is the observation's size. */
  readonly observation: ReadonlyArray<TensorField>
  /**
   * The id of a legal decision of the seat to act, read from the action and what that seat
   * sees (the state, or the seat's observation: both hold what an id needs); -1 when the
   * action has none. Only asked about listed decisions. Give this or `idsOf`.
   */
  readonly idOf?: (seen: S | O, action: A) => number
  /**
   * The ids of a seat's whole list of legal decisions at once, into `out` (for an id scheme
   * that ranks a decision among the others listed with it). Give this or `idOf`.
   */
  readonly idsOf?: (seen: S | O, legal: ReadonlyArray<A>, out: Int32Array) => void
  /**
   * Writes the observation's entries into `out`, the tensor's own block (zeroed, exactly the
   * observation's size: a write past it is dropped). Reads the observation only; may throw on
   * a value that is not one (the caller catches).
   */
  readonly write: (observation: O, out: Float32Array) => void
  /**
   * How far a seat is towards the end of the race, between 0 and 1, from public facts:
   * the potential of the shaped reward (each guide says what it measures).
   */
  readonly potential: (state: S, seat: SeatId) => number
  /**
   * The seat's observation of a sound state, as `observe` gives it but sharing the state's
   * data instead of copies (default: `observe`): for a driver that writes its tensor and
   * drops it, never handing it out. The law kit checks it equals `observe`'s.
   */
  readonly view?: (state: S, seat: SeatId) => O
}

/** What pitwall/learn's environment needs of an encoding beyond its public members. */
export interface EncodingDoor<S, O> {
  /** The seat's observation of a state the driver holds, sharing its data; `undefined` when the encoding has none. */
  readonly view: ((state: S, seat: SeatId) => O) | undefined
}

const encodingDoors = new WeakMap<object, EncodingDoor<never, never>>()

/** The door of an encoding made by {@link defineEncoding}; `undefined` otherwise. */
export const encodingDoor = <S, O>(encoding: object): EncodingDoor<S, O> | undefined =>
  encodingDoors.get(encoding) as EncodingDoor<S, O> | undefined

/**
 * One config of a game as learning code sees it (OpenSpiel's vocabulary): a fixed range of
 * action ids, `numDistinctActions`, and a flat observation tensor of `observationSize`
 * entries. At a decision, the seat's legal actions have distinct ids in
 * `[0, numDistinctActions)`, `actionOf(state, actionId(state, a))` is `a`, and the mask holds
 * a 1 exactly at their ids. Chance nodes have no ids: they are the environment's. The tensor
 * is built from a seat's observation alone, so it carries nothing the seat may not see, and
 * two different observations give different tensors. Every member is total: a value that is
 * not a state of the config gives an empty mask, no action and -1.
 * @group Learning
 */
export interface Encoding<S, A, O> {
  /** The game encoded. */
  readonly game: GameId
  /** The encoding's version: raised whenever an id or a tensor entry changes meaning. */
  readonly encodingVersion: number
  /** Ids are `0 .. numDistinctActions - 1`. */
  readonly numDistinctActions: number
  /** The id ranges, in order (the guide of each game explains them). */
  readonly actionRanges: ReadonlyArray<ActionRange>
  /** The tensor's shape: `[observationSize]`. */
  readonly observationShape: ReadonlyArray<number>
  /** Entries of an observation tensor. */
  readonly observationSize: number
  /** The tensor's blocks, in order (the guide of each game explains them). */
  readonly observationFields: ReadonlyArray<TensorField>
  /**
   * The id of each of `legal` (a seat's legal actions at `state`, as `legalActions` listed
   * them), into `out` when given (from index 0); -1 for an action that has none.
   */
  idsOf(state: S, legal: ReadonlyArray<A>, out?: Int32Array): Int32Array
  /** The same from what a policy is handed: its observation and its legal actions. */
  observedIdsOf(observation: O, legal: ReadonlyArray<A>, out?: Int32Array): Int32Array
  /** The id of a legal decision at `state`; -1 for any other action (a chance outcome included). */
  actionId(state: S, action: A): number
  /**
   * The legal decision of that id at `state` (the listed object itself), or `undefined`: of
   * `seat`, by default the seat to act (the first still to choose at a simultaneous node).
   */
  actionOf(state: S, id: number, seat?: SeatId): A | undefined
  /**
   * A 1 at the id of each of `seat`'s legal decisions at `state`, 0 elsewhere (all 0 at a
   * chance node, at the end, or when the seat is not to act): `numDistinctActions` bytes,
   * written into `out` at `offset` when given.
   */
  legalMask(state: S, seat: SeatId, out?: Uint8Array, offset?: number): Uint8Array
  /**
   * The tensor of an observation `observe` gave for this config: `observationSize` entries,
   * written into `out` at `offset` when given. Never throws: for any other value the entries
   * are unspecified, but nothing is written outside the block.
   */
  observationTensor(observation: O, out?: Float32Array, offset?: number): Float32Array
  /** The potential of the shaped reward: how far `seat` is towards the end, in `[0, 1]` (0 for a value that is not a state). */
  potential(state: S, seat: SeatId): number
}

const seatsToAct = <C, S, A, E, O>(game: Game<C, S, A, E, O>, state: S, seat: SeatId): boolean => {
  const status = game.status(state)
  return status.kind === 'decision'
    ? status.seat === seat
    : status.kind === 'simultaneous' && status.seats.includes(seat)
}

// The seat deciding at `state` (the first of a simultaneous node), or -1.
const deciding = <C, S, A, E, O>(game: Game<C, S, A, E, O>, state: S): SeatId => {
  const status = game.status(state)
  return status.kind === 'decision' ? status.seat : status.kind === 'simultaneous' ? (status.seats[0] ?? -1) : -1
}

/**
 * Makes a total {@link Encoding} of one config from a game's {@link EncodingRules}: the
 * masks, lookups and bounds are written here once for every game.
 * @group Learning
 */
export const defineEncoding = <C, S, A, E, O>(
  game: Game<C, S, A, E, O>,
  rules: EncodingRules<S, A, O>,
): Encoding<S, A, O> => {
  const numDistinctActions = rules.actions.reduce((n, r) => n + r.count, 0)
  const observationSize = rules.observation.reduce((n, f) => n + f.shape.reduce((a, b) => a * b, 1), 0)
  const { idOf, idsOf, write } = rules

  // The ids of a list, each checked in range (-1 otherwise, and for all when the game's code throws).
  const idsFrom = (seen: S | O, legal: ReadonlyArray<A>, out?: Int32Array): Int32Array => {
    const ids = out ?? new Int32Array(legal.length)
    if (idsOf !== undefined) {
      try {
        idsOf(seen, legal, ids)
      } catch {
        ids.fill(-1, 0, legal.length)
      }
    }
    for (let i = 0; i < legal.length; i++) {
      let id = -1
      if (idsOf !== undefined) id = ids[i] as number
      else if (idOf !== undefined) {
        try {
          id = idOf(seen, legal[i] as A)
        } catch {
          id = -1
        }
      }
      ids[i] = Number.isSafeInteger(id) && id >= 0 && id < numDistinctActions ? id : -1
    }
    return ids
  }

  // The seat's legal decisions at `state`: none at a chance node or when it is not to act.
  const decisions = (state: S, seat: SeatId): ReadonlyArray<A> =>
    seatsToAct(game, state, seat) ? game.legalActions(state, seat) : []

  const actionOf = (state: S, id: number, seat?: SeatId): A | undefined => {
    if (!Number.isSafeInteger(id) || id < 0 || id >= numDistinctActions) return undefined
    const who = seat ?? deciding(game, state)
    if (who < 0 || !seatsToAct(game, state, who)) return undefined
    const legal = game.legalActions(state, who)
    const ids = idsFrom(state, legal)
    for (let i = 0; i < legal.length; i++) if (ids[i] === id) return legal[i]
    return undefined
  }

  const encoding: Encoding<S, A, O> = Object.freeze({
    game: game.id,
    encodingVersion: rules.encodingVersion,
    numDistinctActions,
    actionRanges: Object.freeze(rules.actions.slice()),
    observationShape: Object.freeze([observationSize]),
    observationSize,
    observationFields: Object.freeze(rules.observation.slice()),
    idsOf: (state: S, legal: ReadonlyArray<A>, out?: Int32Array) => idsFrom(state, legal, out),
    observedIdsOf: (observation: O, legal: ReadonlyArray<A>, out?: Int32Array) => idsFrom(observation, legal, out),
    actionId: (state: S, action: A): number => {
      const seat = deciding(game, state)
      if (seat < 0) return -1
      const legal = game.legalActions(state, seat)
      let wanted: string
      try {
        wanted = canonicalJson(action)
      } catch {
        return -1
      }
      // Any seat of a simultaneous node: the action names its seat.
      const all = game.status(state).kind === 'simultaneous' ? game.legalActions(state) : legal
      const ids = idsFrom(state, all)
      for (let i = 0; i < all.length; i++) if (canonicalJson(all[i]) === wanted) return ids[i] as number
      return -1
    },
    actionOf,
    legalMask: (state: S, seat: SeatId, out?: Uint8Array, offset = 0): Uint8Array => {
      const mask = out ?? new Uint8Array(numDistinctActions)
      mask.fill(0, offset, offset + numDistinctActions)
      const legal = decisions(state, seat)
      const ids = idsFrom(state, legal)
      for (let i = 0; i < ids.length; i++) {
        const id = ids[i] as number
        if (id >= 0) mask[offset + id] = 1
      }
      return mask
    },
    observationTensor: (observation: O, out?: Float32Array, offset = 0): Float32Array => {
      const tensor = out ?? new Float32Array(observationSize)
      // The game writes into a view of the block alone: nothing it writes can land outside.
      const block =
        offset === 0 && tensor.length === observationSize ? tensor : tensor.subarray(offset, offset + observationSize)
      block.fill(0)
      try {
        write(observation, block)
      } catch {
        block.fill(0)
      }
      return tensor
    },
    potential: (state: S, seat: SeatId): number => {
      try {
        const p = rules.potential(state, seat)
        return Number.isFinite(p) ? Math.min(1, Math.max(0, p)) : 0
      } catch {
        return 0
      }
    },
  })
  encodingDoors.set(encoding, { view: rules.view } as EncodingDoor<never, never>)
  return encoding
}
