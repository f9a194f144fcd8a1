/**
 * The first state of a race from a config that decoded exactly (core's guard decodes it):
 * the limits first (counts, name lengths, the circuit's sizes), then the meaning (the
 * circuit's defects, the start list, the grid), then the cars, waiting for the grid draw.
 */
import { left, right, type Either } from 'fp-ts/lib/Either.js'
import { protocolSetupError, type SetupError } from '../core/index.js'
import { boardRecordOf } from './board.js'
import { circuitOverLimits } from './circuit/limits.js'
import { validateCircuit } from './circuit/validate.js'
import { setupRefusal, type SetupCode } from './codes.js'
import type { BolideConfig } from './config.js'
import { STATE_VERSION, type BolideState, type Car } from './state.js'
import { freshFlags } from './rules/flow.js'
import { halfTank, startingBlocks } from './rules/speed.js'

/** The limits of a race config besides its circuit's (docs/bolide.md, "Limits"). @group Limits */
export const CONFIG_LIMITS = Object.freeze({
  /** Drivers of a race (BO: "de 2 à 8 joueurs"); a qualifying session has one. */
  drivers: 8,
  /** Characters of a driver's name. */
  driverName: 40,
})

type Refusal = SetupError<SetupCode | 'OVER_LIMIT'>

// What is wrong with the config before any car is built, or null.
const configProblem = (config: BolideConfig): Refusal | null => {
  const n = config.drivers.length
  if (config.session === 'qualifying' && n !== 1)
    return setupRefusal(
      'QUALIFYING_ALONE',
      'A qualifying session is one driver alone on the track (one lap from the pole).',
    )
  if (config.session === 'race' && (n < 2 || n > CONFIG_LIMITS.drivers))
    return setupRefusal('PLAYER_COUNT', `Bolide is for 2 to 8 drivers, not ${n}.`)
  const long = config.drivers.findIndex((d) => d.name.length > CONFIG_LIMITS.driverName)
  if (long >= 0)
    return protocolSetupError(
      'OVER_LIMIT',
      `Driver ${long + 1}'s name has ${config.drivers[long]?.name.length} characters (at most ${CONFIG_LIMITS.driverName}).`,
    )
  if (config.drivers.some((d) => d.name.trim().length === 0))
    return setupRefusal('NO_NAME', 'Every driver needs a name.')
  const over = circuitOverLimits(config.circuit)
  if (over.length > 0)
    return protocolSetupError('OVER_LIMIT', `The circuit is over the limits of the format: ${over.join('; ')}.`)
  const defects = validateCircuit(config.circuit)
  if (defects.length > 0) return setupRefusal('BAD_CIRCUIT', defects.join('\n'))
  if (config.start !== null && config.start.length !== n)
    return setupRefusal('START_ENTRIES', `The start list has ${config.start.length} entries for ${n} drivers.`)
  if (n > config.circuit.grid.length)
    return setupRefusal('GRID_TOO_SMALL', `The circuit has ${config.circuit.grid.length} grid slots for ${n} drivers.`)
  return null
}

/** Builds the initial state of a decoded config (grid still to draw), or why not. */
export const setupBolide = (config: BolideConfig): Either<Refusal, BolideState> => {
  const problem = configProblem(config)
  if (problem !== null) return left(problem)
  const origin = { x: 0, y: 0 }
  const base: BolideState = {
    version: STATE_VERSION,
    board: boardRecordOf(config.circuit),
    laps: config.laps,
    rules: config.rules,
    maxRounds: config.maxRounds,
    cars: [],
    grid: [],
    round: 0,
    order: [],
    turn: 0,
    phase: { kind: 'grid-draw' },
    flags: freshFlags(origin),
    collision: null,
    safetyCar: false,
    finished: 0,
    pitEntries: 0,
    weather: 'sun',
    variable: false,
    weatherDraws: 0,
    intermediate: Array.from({ length: config.laps }, () => -1),
    session: config.session,
    regroup: [],
    precedence: [],
  }
  const cars: ReadonlyArray<Car> = config.drivers.map((driver, seat) => {
    const car: Car = {
      seat,
      driver,
      mode: 'unplaced',
      pos: origin,
      vel: origin,
      launch: null,
      crossings: 0,
      halfway: false,
      blocks: startingBlocks(config.rules, driver.strategy),
      carriedBlocks: null,
      strategyFixed: false,
      speedLoss: 0,
      no4th: false,
      setUpLost: false,
      brakeJoker: true,
      fuelled: true,
      strategy: driver.strategy,
      tread: driver.tread,
      setUp: driver.setUp,
      slipstream: false,
      pit: null,
      finishRank: null,
      finishRound: null,
      gridKey: 0,
      outReason: null,
    }
    const entry = config.start?.[seat]
    const carried = entry
      ? {
          gridKey: entry.key,
          blocks: entry.blocks ?? (entry.strategy ? startingBlocks(config.rules, entry.strategy.strategy) : car.blocks),
          carriedBlocks: entry.blocks,
          speedLoss: entry.speedLoss,
          no4th: entry.no4th,
          setUpLost: entry.setUpLost,
          // BO 12: the car starts the race with the strategy it qualified with.
          ...(entry.strategy ? { ...entry.strategy, strategyFixed: true } : {}),
        }
      : {}
    const started = { ...car, ...carried }
    return { ...started, fuelled: !halfTank(base, started) }
  })
  return right({ ...base, cars })
}
