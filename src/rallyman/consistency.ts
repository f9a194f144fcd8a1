/**
 * What is wrong with a decoded state: one English line per problem, empty only for states a
 * rally could reach. Core's guard refuses a saved state with these lines (`BAD_STATE`), and
 * the position builder names them. The checks go field by field through the state codec:
 * the config and the board (the hash of the specials it builds), the cars, the orders, the move in progress and what
 * is pending (`consistency-turn.ts`), the road (weather, cords, deck, arrivals, split times).
 */
import { frozenInput } from '../core/freeze.js'
import { isLeft } from 'fp-ts/lib/Either.js'
import { turnProblems } from './consistency-turn.js'
import type { Car, RallymanState } from './state.js'
import { checkConfig } from './setup.js'
import { START, type Stage } from './stage/stage.js'
import { builtInRallyOf, rememberStages, stagesOf } from './stage/board.js'

/**
 * Counters (seconds, rounds, arrival stamps, dirty-cord marks) stay at or below this: a rally
 * takes a few thousand steps of at most 10,000 seconds each, and the bound keeps every sum
 * the next steps make an exact integer.
 */
export const MAX_COUNT = 1_000_000_000

const inRange = (n: number, min: number, max: number): boolean => Number.isSafeInteger(n) && n >= min && n <= max

// The board record against the config: the built-in rally it names, then the hash of the
// specials the config builds here. On success the specials are remembered for the board.
const boardProblems = (state: RallymanState): ReadonlyArray<string> => {
  const { board, config } = state
  const b = checkConfig(config)
  if (isLeft(b)) return [`The config is not one a rally can run: ${b.left.code} ${b.left.message}`]
  const rally = builtInRallyOf(config)
  if (rally !== board.rally)
    return [
      board.rally === null
        ? `The board says a rally of its own, but the config runs built-in rally "${String(rally)}".`
        : `The board says built-in rally "${board.rally}", but the config's rally (or its own zones) is not that rally.`,
    ]
  if (board.hash !== b.right.board.hash)
    return [
      `The state was saved on another board: its specials hash ${board.hash}, but its config builds specials hashing ${b.right.board.hash} here ` +
        `(${board.rally === null ? 'a rally of its own' : `built-in rally "${board.rally}"`}; the zones of this pitwall differ, or the state was edited). It cannot be resumed on this board.`,
    ]
  rememberStages(board, b.right.stages)
  return []
}

/** Every problem of a decoded state (empty: a rally could reach it). @group State */
export const inconsistencies = (input: RallymanState): ReadonlyArray<string> => {
  // A frozen state, or a frozen copy of one its holder can still edit: what the checks
  // remember of it stays true.
  const state = frozenInput(input)
  const board = boardProblems(state)
  if (board.length > 0) return board
  if (!inRange(state.special, 0, stagesOf(state).length - 1))
    return [`No special ${state.special}: the rally has specials 0 to ${stagesOf(state).length - 1}.`]
  const n = state.config.drivers.length
  if (state.cars.length !== n) return [`${state.cars.length} cars for ${n} drivers.`]
  const out: string[] = []
  state.cars.forEach((car, i) => out.push(...carProblems(state, car, i)))
  if (out.length > 0) return out
  out.push(...orderProblems(state))
  if (out.length > 0) return out
  out.push(...turnProblems(state), ...roadProblems(state))
  return out
}

// One car against its driver, the special and its own fields.
const carProblems = (state: RallymanState, car: Car, i: number): ReadonlyArray<string> => {
  const out: string[] = []
  const who = `car ${i}`
  if (car.seat !== i) out.push(`${who} says it is seat ${car.seat}.`)
  if (car.name !== state.config.drivers[i]?.name) out.push(`${who} is named "${car.name}", not its driver's name.`)
  const stage = stagesOf(state)[state.special] as Stage
  const widest = Math.max(...stagesOf(state).map((s) => s.cells.length))
  const cells = car.status === 'retired' ? widest : stage.cells.length
  if (!inRange(car.cell, START, cells - 1))
    out.push(
      `${who} stands on cell ${car.cell}: the special has cells 0 to ${stage.cells.length - 1} (-1 before the start).`,
    )
  if (car.status === 'waiting' && car.cell !== START)
    out.push(`${who} waits for its start but stands on cell ${car.cell}.`)
  if (!inRange(car.gear, 0, 5)) out.push(`${who} is in gear ${car.gear}: gears are 1 to 5 (0 before the start).`)
  if (car.gear === 0 && !car.restart) out.push(`${who} has no gear engaged and does not restart in first.`)
  if (
    car.status === 'waiting' &&
    (car.gear !== 0 || car.chrono !== 0 || car.seconds !== 0 || car.arrived !== 0 || car.off !== 'none')
  )
    out.push(`${who} waits for its start with a gear, a chrono pile, seconds or a place already.`)
  if (car.off !== 'none' && car.status !== 'racing' && car.status !== 'retired')
    out.push(`${who} is off the road but not racing.`)
  if (!inRange(car.chrono, 0, MAX_COUNT)) out.push(`${who}'s chrono pile counts ${car.chrono} s: 0 to ${MAX_COUNT}.`)
  if (!inRange(car.seconds, 0, MAX_COUNT)) out.push(`${who} holds ${car.seconds} seconds: 0 to ${MAX_COUNT}.`)
  if (!inRange(car.gearLost, 0, 5)) out.push(`${who} lost ${car.gearLost} gear dice: 0 to 5.`)
  if (!inRange(car.punctures, 0, car.status === 'retired' ? 3 : 2))
    out.push(`${who} has ${car.punctures} punctures: a third one retires the car (RM ART.9.3).`)
  if (!state.config.rules.sisu && !car.sisu) out.push(`${who} played a Sisu card the rally does not use.`)
  if (!state.config.rules.tyres && car.tyres !== 'asphalt')
    out.push(`${who} has ${car.tyres} tyres without the tyre rule.`)
  if (!state.config.rules.dirt && (car.tyres === 'dirt' || car.tyres === 'soft'))
    out.push(`${who} has ${car.tyres} tyres without the Dirt rules.`)
  if (car.softSector !== null && (car.tyres !== 'soft' || !inRange(car.softSector, 1, 3)))
    out.push(`${who} counts soft-tyre sector ${car.softSector}.`)
  if (!inRange(car.arrived, 0, state.stamp - 1))
    out.push(`${who} arrived at stamp ${car.arrived}, not before the next stamp ${state.stamp}.`)
  const times = car.status === 'finished' ? state.special + 1 : state.special
  if (car.status === 'retired' ? car.times.length > times : car.times.length !== times)
    out.push(`${who} (${car.status}) has ${car.times.length} special times in special ${state.special + 1}.`)
  if (car.times.some((t) => !inRange(t, -MAX_COUNT, MAX_COUNT)))
    out.push(`${who} has a special time beyond ${MAX_COUNT} s.`)
  if ((car.status === 'retired') !== (car.retired !== null))
    out.push(`${who} is ${car.status} with a retirement reason of ${String(car.retired)}.`)
  return out
}

const distinctSeats = (seats: ReadonlyArray<number>, n: number): boolean =>
  new Set(seats).size === seats.length && seats.every((s) => inRange(s, 0, n - 1))

// The start order of the special, the staggered start and the play order of the round (RM ART.3).
const orderProblems = (state: RallymanState): ReadonlyArray<string> => {
  const out: string[] = []
  const n = state.cars.length
  if (!distinctSeats(state.startOrder, n))
    return [`The start order ${JSON.stringify(state.startOrder)} is not a list of distinct seats.`]
  if (!distinctSeats(state.order, n))
    return [`The play order ${JSON.stringify(state.order)} is not a list of distinct seats.`]
  if (!inRange(state.round, 0, MAX_COUNT)) out.push(`Round ${state.round}: 0 to ${MAX_COUNT}.`)
  if (!inRange(state.next, 0, Math.max(0, state.order.length - 1)))
    out.push(`The car to play is #${state.next} of a play order of ${state.order.length}.`)
  for (const car of state.cars) {
    const at = state.startOrder.indexOf(car.seat)
    if (at < 0 && car.status !== 'retired') out.push(`car ${car.seat} (${car.status}) is not in the start order.`)
    if (at >= 0 && at < state.round === (car.status === 'waiting'))
      out.push(
        `car ${car.seat} is ${car.status} but is #${at + 1} in the start order in round ${state.round} (RM ART.3.3).`,
      )
    if (car.status === 'racing' && !state.order.includes(car.seat))
      out.push(`car ${car.seat} races but is not in the play order.`)
  }
  for (const seat of state.order)
    if (state.cars[seat]?.status === 'waiting') out.push(`car ${seat} is in the play order but has not started.`)
  if (state.over && state.cars.some((c) => c.status === 'racing' || c.status === 'waiting'))
    out.push('The rally is over with cars still in the special.')
  if (state.over && state.special !== stagesOf(state).length - 1 && state.cars.some((c) => c.status !== 'retired'))
    out.push(`The rally is over after special ${state.special + 1} of ${stagesOf(state).length} with cars still in it.`)
  if (!state.over && state.startOrder.length === 0) out.push('Nobody starts the special, yet the rally goes on.')
  return out
}

// What lies on the road of the special: weather, dirty and clean cords, the cord deck,
// arrival stamps, split times, and room on the cells (RM ART.9.3, 12, 15, 16, 21).
const roadProblems = (state: RallymanState): ReadonlyArray<string> => {
  const out: string[] = []
  const stage = stagesOf(state)[state.special] as Stage
  const { rules, rally, cards } = state.config
  if (state.snow.length !== stage.zones.length)
    out.push(`${state.snow.length} weather flags for ${stage.zones.length} tiles.`)
  const plan = rally.specials[state.special]
  state.snow.forEach((snow, tile) => {
    if (snow && !rules.tyres) out.push(`Tile ${tile} is under snow without the weather rule (RM ART.15).`)
    if (rules.tyres && rally.weather === 'fixed' && snow !== (plan?.snow.includes(tile) ?? false))
      out.push(`Tile ${tile}'s weather differs from the fixed weather of the roadbook (RM ART.15.1).`)
    if (state.pending?.kind === 'weather' && tile >= state.pending.tile && snow)
      out.push(`Tile ${tile} is under snow before its weather die (RM ART.15.2).`)
  })
  const corners = stage.corners.length
  if (state.dirty.length !== corners || state.dirty.some((d) => !inRange(d, 0, MAX_COUNT)))
    out.push(`The dirty-cord marks ${JSON.stringify(state.dirty.slice(0, 8))} do not fit the ${corners} corners.`)
  if (state.clean.length !== corners) out.push(`${state.clean.length} clean-cord marks for ${corners} corners.`)
  if (state.clean.some(Boolean) && !rules.dirt) out.push('A cord is swept clean without the Dirt rules (RM ART.21).')
  for (const card of ['good', 'dirty', 'puncture'] as const)
    if (!inRange(state.cordDeck[card], 0, cards.cord[card]))
      out.push(`The cord deck holds ${state.cordDeck[card]} ${card} cards, of ${cards.cord[card]}.`)
  if (!inRange(state.stamp, 1, MAX_COUNT)) out.push(`Arrival stamp ${state.stamp}: 1 to ${MAX_COUNT}.`)
  for (const split of state.splits) {
    const cell = stagesOf(state)[split.special]?.cells[split.cell]
    if (
      !inRange(split.seat, 0, state.cars.length - 1) ||
      split.special > state.special ||
      cell === undefined ||
      !cell.split ||
      !inRange(split.time, -MAX_COUNT, MAX_COUNT)
    ) {
      out.push(`The split time ${JSON.stringify(split)} is not one a car could have taken (RM ART.16).`)
      break
    }
  }
  // Cars that came by a die had room (RM ART.12); a car set down after a loss of control
  // restarts in first where the rules put it, room or not.
  const standing = new Map<number, number>()
  for (const c of state.cars)
    if (c.status === 'racing' && c.cell >= 0 && (c.off === 'none' || c.off === 'spin') && !c.restart)
      standing.set(c.cell, (standing.get(c.cell) ?? 0) + 1)
  for (const [id, count] of standing) {
    const capacity = stage.cells[id]?.capacity ?? 0
    if (count > capacity) out.push(`${count} cars drove onto cell ${id}, which holds ${capacity} (RM ART.12).`)
  }
  return out
}
