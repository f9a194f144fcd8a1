/**
 * Setting up a race (FD-B préparation; FD-A 2, 4, 5, 7; FD-T 1, 2-0-3, 5): the config is
 * decoded and checked (the circuit, the laps of the preset, the grid and the stands big enough,
 * the builds and the qualifying laps given only with their rule), the cars are put on their
 * sheets, and the first step is the weather (with that rule), the qualifying session, the grid
 * from the qualifying laps given, or the grid draw. Promises: a Left with the paragraph for a
 * config the rules refuse, otherwise a well-formed state.
 */
import { isLeft, left, right, type Either } from 'fp-ts/lib/Either.js'
import { formatErrors, protocolSetupError, setupError, type ProtocolSetupCode, type SetupError } from '../core/index.js'
import type { SetupCode } from './codes.js'
import type { Circuit } from './circuit/model.js'
import { limitDefects } from './circuit/limits.js'
import { circuitDefects } from './circuit/validate.js'
import { CIRCUITS } from './circuits/index.js'
import { ConfigCodec, MAX_CARS, MAX_NAME_LENGTH, type Config } from './config.js'
import { checkBuild, defaultBuild, EMPTY_BUILD, STAND_POINTS, wearOfBuild, type Build } from './rules/build.js'
import { afterWeather, gridPlaces } from './rules/grid.js'
import { lapsAllowed, resolveRules, type Rules } from './rules/presets.js'
import { newSession, qualifyingOrder } from './rules/qualifying.js'
import { startingWear } from './rules/wear.js'
import { STATE_VERSION, type Car, type State } from './state.js'
import { boardRecordOf } from './board.js'

const resolveCircuit = (c: Config['circuit']): Circuit => (typeof c === 'string' ? CIRCUITS[c] : c)

/** Why a config is refused: a rule of the game, or a limit of the library. */
export type SetupRefusal = SetupError<SetupCode | ProtocolSetupCode>

// The limits of a config, checked before anything reads it: the cars and their names.
const overLimit = (config: Config): SetupRefusal | null => {
  const n = config.cars.length
  if (n > MAX_CARS)
    return setupError('TOO_MANY_CARS', `A race has at most ${MAX_CARS} cars, not ${n}.`, 'FD-B matériel de jeu')
  const long = config.cars.findIndex((name) => name.length > MAX_NAME_LENGTH)
  if (long >= 0)
    return protocolSetupError(
      'OVER_LIMIT',
      `Car ${long + 1}'s name has ${config.cars[long]?.length} characters (at most ${MAX_NAME_LENGTH}).`,
    )
  return null
}

// Why the rules refuse a decoded config on this circuit, or null.
const configError = (config: Config, circuit: Circuit, rules: Rules): SetupRefusal | null => {
  const n = config.cars.length
  if (!lapsAllowed(rules.preset).includes(config.laps)) {
    return setupError(
      'BAD_LAPS',
      `The ${rules.preset} preset races ${lapsAllowed(rules.preset).join(' or ')} lap(s), not ${config.laps}.`,
      rules.preset === 'tournament'
        ? 'FD-T 2-0-3'
        : rules.preset === 'advanced'
          ? 'FD-A course sur 3 tours'
          : 'FD-B la course sur 1 tour',
    )
  }
  if (n < 1) return setupError('NO_CARS', 'A race needs at least one car.', 'FD-B préparation')
  if (n > circuit.grid.length) {
    return setupError(
      'GRID_TOO_SMALL',
      `The grid of ${circuit.name} has ${circuit.grid.length} places for ${n} cars.`,
      'FD-B la grille de départ',
    )
  }
  if (new Set(config.cars).size !== n)
    return setupError('DUPLICATE_CAR', 'Two cars have the same name.', 'FD-B préparation')
  if (config.laps >= 2) {
    const stands = circuit.spaces.filter((s) => s.kind === 'stand').length
    if (stands > 0 && stands < n)
      return setupError('TOO_FEW_STANDS', `${circuit.name} has ${stands} stands for ${n} cars.`, 'FD-B arrêt au stand')
  }
  return sheetsError(config, rules)
}

// Builds and qualifying laps are given only with their rule, one per car, each a legal build.
const sheetsError = (config: Config, rules: Rules): SetupRefusal | null => {
  const n = config.cars.length
  if (config.builds !== undefined) {
    if (!rules.build)
      return setupError('BUILD_NOT_IN_USE', 'Builds are given but the car-build rule is not in force.', 'FD-A 5')
    if (config.builds.length !== n)
      return setupError('BUILD_COUNT', `${config.builds.length} builds for ${n} cars.`, 'FD-A 5')
    for (const [k, b] of config.builds.entries()) {
      if (b === null) continue
      const bad = checkBuild(b, standPointsOf(rules))
      if (bad) return setupError(bad.code, `${config.cars[k] ?? `Car ${k + 1}`}: ${bad.message}`, bad.rule)
    }
  }
  if (config.qualifying !== undefined) {
    if (!rules.qualifying)
      return setupError(
        'QUALIFYING_NOT_IN_USE',
        'Qualifying laps are given but the qualifying rule is not in force.',
        'FD-A 2',
      )
    if (config.qualifying.length !== n)
      return setupError('QUALIFYING_COUNT', `${config.qualifying.length} qualifying laps for ${n} cars.`, 'FD-A 2')
  }
  return null
}

// Tournament: 20 points plus 2 stand points that may go on the car (FD-T 5-0-2, 5-3).
const standPointsOf = (rules: Rules): number => (rules.preset === 'tournament' ? STAND_POINTS : 0)

/**
 * The race sheet of a car without the car-build rule: the basic sheets for 1 and 2 laps (FD-B
 * la course sur 1 tour, sur 2 tours) with 3 road-holding points under that rule, and for 3 laps
 * the default build (our assumption: the basic sheets stop at 2 laps).
 */
export const presetSheet = (rules: Rules, laps: number): Build =>
  laps >= 3
    ? defaultBuild(standPointsOf(rules))
    : { ...startingWear(laps), holding: rules.roadHolding ? 3 : 0, stand: 0 }

// The cars on their sheets, off the grid. With the build rule a car without a given build
// starts with an empty sheet, filled in play (FD-A 5).
const carsOf = (config: Config, rules: Rules): Car[] => {
  const sheetOf = (k: number): Build =>
    config.builds?.[k] ?? (rules.build ? EMPTY_BUILD : presetSheet(rules, config.laps))
  return config.cars.map((name, k) => ({
    name,
    space: -1,
    gear: 1,
    wear: wearOfBuild(sheetOf(k)),
    lap: 0,
    corner: null,
    stops: 0,
    spun: false,
    started: false,
    stalled: false,
    pit: 'none',
    serviced: false,
    arrival: 0,
    status: 'racing',
    out: null,
    tyre: 'hard',
    tyreLap: 0,
    holding: rules.roadHolding ? sheetOf(k).holding : 0,
    // FD-A 7: 2 points per car at the stand; the tournament keeps those not placed on the car.
    standPoints: rules.preset === 'tournament' ? sheetOf(k).stand : rules.pitPoints ? STAND_POINTS : 0,
    sheet: sheetOf(k),
    wreck: false,
    inertia: false,
    stand: k,
  }))
}

/** The first state of the race the config describes, or why the rules refuse it. */
export const setup = (input: Config): Either<SetupRefusal, State> => {
  // The guard decodes the config exactly first; this keeps `setup` safe on its own.
  const decoded = ConfigCodec.decode(input)
  if (isLeft(decoded)) return left(protocolSetupError('BAD_CONFIG', formatErrors(decoded.left).join('\n')))
  const config = decoded.right
  const limit = overLimit(config)
  if (limit) return left(limit)
  const circuit = resolveCircuit(config.circuit)
  // The circuit format's limits before anything walks the board (issue 13: a corner of 30,000
  // spaces once exhausted the stack).
  const over = limitDefects(circuit)
  if (over.length > 0)
    return left(protocolSetupError('OVER_LIMIT', over.map((d) => `${d.code}: ${d.message}`).join('\n')))
  const defects = circuitDefects(circuit)
  if (defects.length > 0) {
    return left(setupError('BAD_CIRCUIT', defects.map((d) => `${d.code}: ${d.message}`).join('\n'), 'FD-B préparation'))
  }
  const rules = resolveRules(config.preset ?? 'basic', config.rules ?? {})
  const refused = configError(config, circuit, rules)
  if (refused) return left(refused)
  const cars = carsOf(config, rules)
  const initial: State = {
    version: STATE_VERSION,
    board: boardRecordOf(circuit),
    laps: config.laps,
    cars,
    round: 0,
    order: [],
    step: { kind: 'grid', slots: [cars.map((_, i) => i)], rolls: [] },
    arrivals: 0,
    finishers: [],
    rules,
    sky: null,
    qualifyingSky: null,
    wet: false,
    skyRollDue: false,
    dangerous: [],
    // The qualifying rule without laps in the config: the engine plays the session (FD-A 2, FD-T 1).
    qualifying:
      rules.qualifying && config.qualifying === undefined ? newSession(config.qualifyingClock ?? false) : null,
  }
  // Qualifying laps place the cars at once (FD-A 2); the weather is drawn next (FD-A 4).
  const placed = config.qualifying !== undefined ? gridPlaces(initial, qualifyingOrder(config.qualifying)) : initial
  if (rules.weather) {
    const session = rules.preset === 'tournament' ? 'qualifying' : 'race'
    return right({ ...placed, step: { kind: 'weather', session } })
  }
  return right(afterWeather(placed, []))
}
