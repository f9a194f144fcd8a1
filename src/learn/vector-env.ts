/**
 * The vectorised environment: N races of one config, each played from its seed to the next
 * decision of a learning seat (chance drawn from the race's generator, the other seats asked
 * of their policies exactly as `playout` asks them), then stepped in lockstep with the ids the
 * learner picks. A race that ends is started again at once on the slot's next seed.
 */
import { isLeft, left, right, type Either } from 'fp-ts/lib/Either.js'
import {
  PROTOCOL_RULE,
  protocolViolation,
  randomPolicy,
  seedRng,
  violation,
  type Game,
  type Policy,
  type RuleViolation,
  type SeatId,
  type Standings,
} from '../core/index.js'
import { sampleWithCursor } from '../core/chance.js'
import { driverDoor } from '../core/door.js'
import { encodingDoor } from '../core/encoding.js'
import { decide, SeatStreams } from '../core/drivers.js'
import { openCursor, type RngCursor } from '../core/rng.js'
import { placingReward } from './rewards.js'
import type { Batch, VectorEnv, VectorEnvOptions } from './types.js'

/**
 * Why the environment refused a call: `ILLEGAL_ID` (an id not in its race's mask: no race
 * moved), `BAD_SEEDS` (not one finite seed per race), `NOT_RESET` (a step before the first
 * reset, or after a refusal that left the races part-way), `BAD_CONFIG` (the config does not
 * set up); or a driver's code (`STEP_LIMIT`, `POLICY_FAILED`...) when a race stopped.
 * @group Learning
 */
export type EnvCode = 'ILLEGAL_ID' | 'BAD_SEEDS' | 'NOT_RESET' | 'BAD_CONFIG'

const refusal = (code: EnvCode, message: string): RuleViolation<EnvCode> => violation(code, message, PROTOCOL_RULE)

// One race of the batch: its state, nature's generator, the other seats' streams, and the
// learner's decision it waits at (its listed actions and their ids).
interface Slot<S, A> {
  state: S
  seed: number
  nature: RngCursor
  streams: SeatStreams
  steps: number
  seat: SeatId
  legal: ReadonlyArray<A>
  ids: Int32Array
}

/**
 * A vectorised environment over `options.races` races of one config (see {@link VectorEnv}).
 * Deterministic: the same seeds and the same ids give the same batches; each race is the
 * race `playout` plays from its seed when the learning seats choose the same actions.
 * @group Learning
 */
export const vectorEnv = <C, S, A, E, O>(
  options: VectorEnvOptions<C, S, A, E, O>,
): Either<RuleViolation, VectorEnv> => {
  const { game, encoding, config } = options
  const start = game.setup(config)
  if (isLeft(start)) return left(refusal('BAD_CONFIG', start.left.message))
  // The races are played on states the environment owns (core's door) and never hands out.
  const door = driverDoor(game)
  const entered = door.enter(start.right)
  if (isLeft(entered)) return left(refusal('BAD_CONFIG', entered.left.message))
  const first = entered.right
  // The seat's observation without copies, where the encoding has it (equal to `observe`'s).
  const view = encodingDoor<S, O>(encoding)?.view
  const seatCount = countSeats(game, first)
  const races = Math.max(0, Math.trunc(options.races))
  const learners = new Uint8Array(seatCount)
  for (const seat of options.learners ?? [0]) if (seat >= 0 && seat < seatCount) learners[seat] = 1
  const policies: Array<Policy<A, O>> = []
  for (let seat = 0; seat < seatCount; seat++) {
    const given = (options.opponents as Readonly<Record<number, Policy<A, O> | undefined>> | undefined)?.[seat]
    policies.push(given ?? (randomPolicy as Policy<A, O>))
  }
  const shaping = options.shaping ?? 0
  const maxSteps = options.maxSteps ?? 1_000_000
  const size = encoding.observationSize
  const width = encoding.numDistinctActions
  const batch: Batch = {
    observations: new Float32Array(races * size),
    masks: new Uint8Array(races * width),
    seats: new Int32Array(races),
    rewards: new Float32Array(races * seatCount),
    dones: new Uint8Array(races),
    places: new Int32Array(races * seatCount),
    seeds: new Float64Array(races),
  }
  // The potential of each seat at the race's last learner decision (the shaped reward's).
  const potentials = new Float64Array(races * seatCount)
  const slots: Array<Slot<S, A>> = []
  let ready = false

  const begin = (i: number, seed: number): Slot<S, A> => {
    const rng = seedRng(seed)
    const slot: Slot<S, A> = {
      state: first,
      seed,
      nature: openCursor(rng),
      streams: new SeatStreams(rng),
      steps: 0,
      seat: -1,
      legal: [],
      ids: slots[i]?.ids ?? new Int32Array(16),
    }
    slots[i] = slot
    batch.seeds[i] = seed
    return slot
  }

  // Plays race `i` to its next learner decision (writing its rows) or to its end (its standings).
  const advance = (i: number, slot: Slot<S, A>): Standings | RuleViolation | null => {
    for (;;) {
      if (slot.steps >= maxSteps)
        return protocolViolation('STEP_LIMIT', `Race ${i} had no end after ${maxSteps} steps.`)
      let action: A | undefined
      let own = true
      const sampled = door.sample(slot.state, slot.nature)
      if (sampled !== null) action = sampled
      else {
        // A decision's node is enough to ask the seat (as in `playout`): the game's status is
        // built only for a chance node to list, the end's standings or a refused state.
        const node = door.node(slot.state)
        const status = node === null || node.kind === 'chance' || node.kind === 'over' ? door.status(slot.state) : node
        if (status.kind === 'over') return status.standings
        if (status.kind === 'invalid') return status.violation
        if (status.kind === 'chance') action = sampleWithCursor(status.outcomes, slot.nature)
        else {
          const seat = status.kind === 'decision' ? status.seat : (status.seats[0] as SeatId)
          if (learners[seat] === 1)
            return learnerDecision(i, slot, seat)
              ? null
              : protocolViolation('NO_LEGAL_ACTION', `Race ${i}: seat ${seat} must act but has no legal action.`)
          const chosen = decide(door, slot.state, seat, policies, slot.streams)
          if ('code' in chosen) return chosen
          action = chosen.action
          own = chosen.listed
        }
      }
      if (action === undefined) return protocolViolation('EMPTY_CHANCE', `Race ${i}: a chance node has no outcome.`)
      const result = own ? door.step(slot.state, action) : door.reduce(slot.state, action)
      if (isLeft(result)) return result.left
      slot.state = result.right.state
      slot.steps++
    }
  }

  // Race `i` waits for `seat`: its listed actions and ids, its mask and its observation's
  // tensor (false when the seat has no legal action: a defect of the game).
  const learnerDecision = (i: number, slot: Slot<S, A>, seat: SeatId): boolean => {
    slot.seat = seat
    batch.seats[i] = seat
    const legal = door.legalActions(slot.state, seat)
    if (legal.length === 0) return false
    if (slot.ids.length < legal.length) slot.ids = new Int32Array(Math.max(legal.length, 2 * slot.ids.length))
    slot.legal = legal
    encoding.idsOf(slot.state, legal, slot.ids)
    const row = i * width
    batch.masks.fill(0, row, row + width)
    for (let k = 0; k < legal.length; k++) {
      const id = slot.ids[k] as number
      if (id >= 0) batch.masks[row + id] = 1
    }
    if (view !== undefined) encoding.observationTensor(view(slot.state, seat), batch.observations, i * size)
    else {
      const seen = door.observe(slot.state, seat)
      if (isLeft(seen)) batch.observations.fill(0, i * size, (i + 1) * size)
      else encoding.observationTensor(seen.right, batch.observations, i * size)
    }
    return true
  }

  // Every seat's shaped reward since the race's last learner decision, and the new potentials.
  const shape = (i: number, state: S): void => {
    if (shaping === 0) return
    for (let seat = 0; seat < seatCount; seat++) {
      const now = encoding.potential(state, seat)
      const k = i * seatCount + seat
      batch.rewards[k] = (batch.rewards[k] as number) + shaping * (now - (potentials[k] as number))
      potentials[k] = now
    }
  }

  const remember = (i: number, state: S): void => {
    if (shaping === 0) return
    for (let seat = 0; seat < seatCount; seat++) potentials[i * seatCount + seat] = encoding.potential(state, seat)
  }

  // Starts slot `i` on `seed` and plays to its first learner decision (a race that ends first
  // is started again on the slot's next seed, at most `seatCount + 1` times).
  const restart = (i: number, seed: number): RuleViolation | null => {
    for (let attempt = 0; ; attempt++) {
      const slot = begin(i, seed)
      const reached = advance(i, slot)
      if (reached === null) {
        remember(i, slot.state)
        return null
      }
      if ('code' in reached) return reached
      if (attempt > 100) return refusal('NOT_RESET', `No learner decision in 100 races of slot ${i}.`)
      seed += races
    }
  }

  const reset = (seeds: ArrayLike<number>): Either<RuleViolation, Batch> => {
    ready = false
    if (seeds.length !== races)
      return left(refusal('BAD_SEEDS', `${races} races need ${races} seeds, not ${seeds.length}.`))
    for (let i = 0; i < races; i++)
      if (!Number.isFinite(seeds[i])) return left(refusal('BAD_SEEDS', `Seed ${i} is not a finite number.`))
    batch.rewards.fill(0)
    batch.dones.fill(0)
    batch.places.fill(0)
    for (let i = 0; i < races; i++) {
      const failed = restart(i, seeds[i] as number)
      if (failed !== null) return left(failed)
    }
    ready = true
    return right(batch)
  }

  const step = (actionIds: ArrayLike<number>): Either<RuleViolation, Batch> => {
    if (!ready) return left(refusal('NOT_RESET', 'Reset the environment first.'))
    if (actionIds.length !== races)
      return left(refusal('ILLEGAL_ID', `${races} races need ${races} ids, not ${actionIds.length}.`))
    // Every id is checked before any race moves.
    const picks = new Int32Array(races)
    for (let i = 0; i < races; i++) {
      const slot = slots[i] as Slot<S, A>
      const id = actionIds[i] as number
      let at = -1
      for (let k = 0; k < slot.legal.length; k++)
        if (slot.ids[k] === id) {
          at = k
          break
        }
      if (at < 0) return left(refusal('ILLEGAL_ID', `Id ${String(id)} is not in the mask of race ${i}.`))
      picks[i] = at
    }
    ready = false
    batch.rewards.fill(0)
    batch.dones.fill(0)
    batch.places.fill(0)
    for (let i = 0; i < races; i++) {
      const slot = slots[i] as Slot<S, A>
      // The learner's pick is one of the actions the game listed at this very state, a state
      // the environment holds and never hands out.
      const action = slot.legal[picks[i] as number] as A
      const result = door.step(slot.state, action)
      if (isLeft(result)) return left(result.left)
      slot.state = result.right.state
      slot.steps++
      const reached = advance(i, slot)
      if (reached === null) {
        shape(i, slot.state)
        continue
      }
      if ('code' in reached) return left(reached)
      // The race is over: the final rewards, then the slot's next race.
      shape(i, slot.state)
      for (const result of reached.seats) {
        const k = i * seatCount + result.seat
        batch.rewards[k] = (batch.rewards[k] as number) + placingReward(result.place, seatCount)
        batch.places[k] = result.place
      }
      batch.dones[i] = 1
      const failed = restart(i, slot.seed + races)
      if (failed !== null) return left(failed)
    }
    ready = true
    return right(batch)
  }

  return right({
    races,
    seatCount,
    observationSize: size,
    numDistinctActions: width,
    batch,
    reset,
    step,
  })
}

// Seats of a race: the viewers its observation accepts.
const countSeats = <C, S, A, E, O>(game: Game<C, S, A, E, O>, state: S): number => {
  let seats = 0
  while (seats < 64 && !isLeft(game.observe(state, seats))) seats++
  return seats
}
