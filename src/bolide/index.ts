/**
 * Bolide (Alfredo Genovese): vector racing on the grid, basic and advanced rules.
 * @packageDocumentation
 */

// The game and what it is.
export { bolide } from './game.js'
export { gameModule } from './module.js'
export type { BolideObservation as Observation } from './game.js'

// Config, state, actions, events and their codecs.
export { defaultConfig, configFromOptions } from './options.js'
export type { DefaultConfigOptions } from './options.js'
export { BolideConfigCodec as ConfigCodec, DriverConfigCodec, StrategyCodec, TreadCodec, SetUpCodec } from './config.js'
export type { BolideConfig as Config, DriverConfig, Strategy, Tread, SetUp, RuleLayer } from './config.js'
export type { StartEntry, Session, StrategyChoice } from './config.js'
export { StartEntryCodec, StrategyChoiceCodec, PRESET_NAMES } from './config.js'
export { BolideStateCodec as StateCodec, STATE_VERSION } from './state.js'
export { MIGRATIONS } from './migrate.js'
// The circuit a state records (an id and a hash for a built-in one) and the circuit itself.
export { circuitOf, circuitHash, BoardRecordCodec } from './board.js'
export type { BoardRecord } from './board.js'
export type {
  BolideState as State,
  Car,
  CarMode,
  Launch,
  PitStay,
  Phase,
  RollKind,
  TurnFlags,
  Collision,
  Placement,
  Weather,
  Precedence,
} from './state.js'
export { BolideActionCodec as ActionCodec } from './actions.js'
export { exactBolideAction as exactAction } from './exact-action.js'
export type {
  BolideAction as Action,
  DrawGridAction,
  RollAction,
  MoveAction,
  AttackAction,
  BlockAction,
  BoosterAction,
  BrakeAction,
  StayAction,
  TimeoutAction,
  RepositionAction,
  PitExitAction,
  RegroupAction,
  StrategyAction,
} from './actions.js'
export type { BolideEvent as Event } from './events.js'
export type { RollResult, Table, OutReason, Damage, PitService, RaceOverReason } from './results.js'
export { OutReasonCodec } from './results.js'

// Refusals: the game's codes and the paragraph of each.
export type { Code, SetupCode } from './codes.js'
export { CODE_RULES, SETUP_RULES } from './codes.js'

// Boards: the built-in circuits, the format and its limits.
export {
  circuits as boards,
  testRing,
  costaAzzurra,
  brughieraPark,
  testRingMap,
  costaAzzurraMap,
  brughieraParkMap,
} from './circuits/index.js'
export type { BoardId } from './circuits/index.js'
export { BOARD_IDS } from './circuits/ids.js'
export { CircuitCodec, LineCodec, PitLaneCodec, LEGEND } from './circuit/model.js'
export type { Circuit, Line, PitLane, PointKind } from './circuit/model.js'
export { parseCircuitMap, printCircuitMap } from './circuit/ascii.js'
export { validateCircuit } from './circuit/validate.js'
export { CIRCUIT_LIMITS, circuitOverLimits } from './circuit/limits.js'
export { CONFIG_LIMITS } from './setup.js'
export { STATE_LIMITS, inconsistencies } from './consistency/index.js'
export { LIMITS } from './limits.js'
export { terrainOf } from './circuit/terrain.js'
export type { Terrain } from './circuit/terrain.js'

export { bots } from './all-bots.js'
export { makeHeuristicBot, botChoices } from './bots.js'
export { searchSettings } from './search-bot.js'
export type { HeuristicOptions } from './bots.js'
/** For pitwall/search: Bolide hides nothing, so the observation is the only state consistent with it. */
export { determinize } from './determinize.js'
export { encoding } from './encoding.js'

// Reading a race: lines for people, the notation, the position builder, places on the board.
export {
  describeEvent,
  describeEvents,
  describeRunningOrder,
  describeRollResult,
  describeOutReason,
  describePlace,
  placeFacts,
} from './describe.js'
export type { PlaceFacts } from './describe.js'
export { formatAction, parseAction, NOTATION_VERSION } from './notation.js'
export { describeAction } from './describe-action.js'
export type { NotationCode } from './notation.js'
export { position } from './position.js'
export type { PositionEdits, CarEdit } from './position.js'
export { pointAhead, sectorArrow, pionPoint, pionSquare, stepsToGo } from './places.js'

// Geometry and planning for bot authors.
export { optimalLap, lookAhead, loneMoves, DEAD_END } from './planner.js'
export { segmentOnTrack, pointsStrictlyBetween, segmentsTouch, latticePointsWithin } from './grid/segment.js'
export type { Drivable } from './grid/segment.js'
export { pionTargets, standingTargets, blockTargets } from './grid/pion.js'
export { speedOf, primaryDirection, PointCodec, CompassCodec } from './grid/point.js'
export type { Point, Compass } from './grid/point.js'

// The d12 tables and the strategies (BO appendix, BO 11).
export {
  startIncident,
  boxIncident,
  boosterRow,
  brakeRow,
  collisionRow,
  slickRainRow,
  STRATEGY_TABLE,
} from './rules/tables.js'
export type { BoosterRow, BrakeRow, CollisionRow, SlickRainRow, StrategyRow, LaunchRow } from './rules/tables.js'
export { regroupSpots } from './rules/safety-car.js'
export type { RegroupSpot } from './rules/safety-car.js'
export { gridPool } from './rules/grid.js'

// Sessions: qualifying (BO 12) and the championship (BO 16).
export {
  DEFAULT_POINTS,
  qualifyingConfig,
  qualifyingResult,
  qualifyingStart,
  racePoints,
  championshipStart,
} from './rules/championship.js'
export type { QualifyingResult } from './rules/championship.js'
export {
  runQualifying,
  runSeason,
  pointsOf,
  championshipStandings,
  ChampionshipConfigCodec,
  DEFAULT_CHAMPIONSHIP,
} from './season.js'
export type {
  ChampionshipConfig,
  SeasonError,
  SeasonRace,
  SeasonResult,
  QualifyingOutcome,
  RepairChoice,
  BolidePolicy as SessionPolicy,
} from './season.js'

// Pictures.
export { renderSvg, renderBoardSvg, type BoardRenderOptions, type RenderOptions } from './svg.js'
