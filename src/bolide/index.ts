/**
 * Bolide (Alfredo Genovese): vector racing on the grid, basic and advanced rules.
 * @packageDocumentation
 */
export { bolide, setupBolide, statusOf, legalBolide, standingsOf } from './game.js'
export type { BolideObservation } from './game.js'
export { defaultConfig, BolideConfigCodec, DriverConfigCodec, StrategyCodec, TreadCodec, SetUpCodec } from './config.js'
export type { BolideConfig, DriverConfig, Strategy, Tread, SetUp, RuleLayer, DefaultConfigOptions } from './config.js'
export { BolideStateCodec } from './state.js'
export type { BolideState, Car, CarMode, Launch, PitStay, Phase, RollKind, TurnFlags, Collision, Placement, Weather } from './state.js'
export { BolideActionCodec } from './actions.js'
export type {
  BolideAction,
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
export type { BolideEvent } from './events.js'
export { describeEvent, describeRunningOrder } from './describe.js'
export { determinize } from './determinize.js'
export { randomBot, heuristicBot, makeHeuristicBot } from './bots.js'
export type { HeuristicOptions } from './bots.js'
export { optimalLap, lookAhead, loneMoves } from './planner.js'
export { renderSvg, renderBoardSvg, type RenderOptions } from './svg.js'
export { circuits, testRing, costaAzzurra, brughieraPark, testRingMap, costaAzzurraMap, brughieraParkMap } from './circuits/index.js'
export { CircuitCodec, LineCodec, PitLaneCodec, LEGEND } from './circuit/model.js'
export type { Circuit, Line, PitLane, PointKind } from './circuit/model.js'
export { parseCircuitMap, printCircuitMap } from './circuit/ascii.js'
export { validateCircuit } from './circuit/validate.js'
export { terrainOf } from './circuit/terrain.js'
export type { Terrain } from './circuit/terrain.js'
export { segmentOnTrack, pointsStrictlyBetween, segmentsTouch } from './grid/segment.js'
export { pionTargets, standingTargets, blockTargets } from './grid/pion.js'
export { speedOf, primaryDirection, PointCodec, CompassCodec } from './grid/point.js'
export type { Point, Compass } from './grid/point.js'
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
export type { Drivable } from './grid/segment.js'
export { DEAD_END } from './planner.js'
export type { Precedence } from './state.js'
export { DEFAULT_POINTS, qualifyingConfig, qualifyingResult, qualifyingStart, racePoints, championshipStart } from './rules/championship.js'
export type { QualifyingResult } from './rules/championship.js'
export type { StartEntry, Session, StrategyChoice } from './config.js'
export { StartEntryCodec, StrategyChoiceCodec } from './config.js'
export { gridPool } from './rules/grid.js'
export { regroupSpots } from './rules/safety-car.js'
export type { RegroupSpot } from './rules/safety-car.js'
export {
  runQualifying,
  runSeason,
  pointsOf,
  championshipStandings,
  ChampionshipConfigCodec,
  DEFAULT_CHAMPIONSHIP,
} from './season.js'
export type { ChampionshipConfig, SeasonError, SeasonRace, SeasonResult, QualifyingOutcome, RepairChoice, BolidePolicy } from './season.js'
export { nameEvent } from './events.js'
export type { RaceEvent, WithoutNames } from './events.js'
