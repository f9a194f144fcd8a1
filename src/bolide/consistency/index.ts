/**
 * What is wrong with a decoded Bolide state: one English line per problem, empty only for a
 * state a race could reach (within what can be checked from the state alone). Core's guard
 * refuses a state with problems (`BAD_STATE`), and the position builder shows them.
 *
 * The checks go from the ground up, each stage only when the one before found nothing, so
 * that no check reads what an earlier one found broken: the circuit (limits first, then its
 * defects, then its hash against the board record), the counts and names, the seats named anywhere, the cars, the step the race is
 * at, and last that the car to play has a legal action.
 */
import { frozenInput } from '../../core/freeze.js'
import { boardProblems, circuitOf } from '../board.js'
import { terrainOf } from '../circuit/terrain.js'
import { circuitOverLimits } from '../circuit/limits.js'
import { validateCircuit } from '../circuit/validate.js'
import { CONFIG_LIMITS } from '../setup.js'
import type { BolideState } from '../state.js'
import { legalBolide } from '../status.js'
import { carsProblems } from './cars.js'
import { STATE_LIMITS } from './limits.js'
import { phaseProblems, seatProblems } from './phase.js'

export { STATE_LIMITS } from './limits.js'

// The counts of the race: rounds, laps, drivers and their names.
const countProblems = (s: BolideState): ReadonlyArray<string> => {
  const out: string[] = []
  const n = s.cars.length
  if (s.maxRounds < 1 || s.maxRounds > STATE_LIMITS.rounds)
    out.push(`maxRounds is ${s.maxRounds} (1 to ${STATE_LIMITS.rounds})`)
  if (s.session === 'qualifying' ? n !== 1 : n < 2 || n > CONFIG_LIMITS.drivers)
    out.push(
      `a ${s.session} has ${s.session === 'qualifying' ? 'one driver' : `2 to ${CONFIG_LIMITS.drivers} drivers`}, not ${n}`,
    )
  const slots = circuitOf(s).grid.length
  if (n > slots) out.push(`${n} cars for ${slots} grid slots`)
  for (const [i, c] of s.cars.entries()) {
    const name = c.driver.name
    if (name.length > CONFIG_LIMITS.driverName)
      out.push(`driver ${i + 1}'s name has ${name.length} characters (at most ${CONFIG_LIMITS.driverName})`)
    else if (name.trim().length === 0) out.push(`driver ${i + 1} has no name`)
  }
  if (s.intermediate.length !== s.laps)
    out.push(`the intermediate points list ${s.intermediate.length} laps of a ${s.laps}-lap race`)
  return out
}

/** Every problem of a decoded state, one line each (empty when a race could reach it). @group State */
export const inconsistencies = (input: BolideState): ReadonlyArray<string> => {
  // A frozen state, or a frozen copy of one its holder can still edit: what the checks
  // remember of it stays true.
  const s = frozenInput(input)
  const circuit = circuitOf(s)
  const over = circuitOverLimits(circuit)
  if (over.length > 0) return over.map((line) => `circuit: ${line}`)
  const defects = validateCircuit(circuit)
  if (defects.length > 0) return defects.map((line) => `circuit: ${line}`)
  const board = boardProblems(s.board)
  if (board.length > 0) return board
  const counts = [...countProblems(s), ...seatProblems(s)]
  if (counts.length > 0) return counts
  const T = terrainOf(circuit)
  const cars = carsProblems(s, T)
  if (cars.length > 0) return cars
  const phase = phaseProblems(s, T)
  if (phase.length > 0) return phase
  const ph = s.phase
  if ('seat' in ph && ph.kind !== 'roll' && legalBolide(s).length === 0)
    return [`seat ${ph.seat} has no legal action at its ${ph.kind} step`]
  return []
}
