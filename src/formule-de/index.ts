/**
 * Formule Dé (Randall & Lavaur): the basic rules (1 and 2 laps), the seven advanced rules
 * (1 to 3 laps) and the tournament rulebook (FD-Règles, Masters 2004) as rule presets; the
 * circuit model and its authoring DSL, the legal-move generator, the Game, bots, odds and an
 * SVG renderer.
 * @packageDocumentation
 */
export { formuleDe } from './game.js'
export type { Observation } from './game.js'
export { currentMoves, moverOf, boardOf } from './rules/moves.js'
export type { CarMove } from './rules/moves.js'
export { gearOptions } from './rules/gear-choice.js'
export { slipstreamMoves, slipstreamLeader } from './rules/slipstream.js'
export { standOptions } from './rules/pits.js'
export { buildOptions, buildStandPoints } from './rules/build-sheet.js'
export { qualifyingNow } from './rules/qualifying-session.js'
export { defaultConfig, ConfigCodec } from './config.js'
export type { Config } from './config.js'
export { StateCodec, CarCodec } from './state.js'
export type {
  State,
  Car,
  Step,
  GridStep,
  StartStep,
  GearStep,
  RollStep,
  MoveStep,
  CollisionStep,
  EngineStep,
  PitStep,
  SlipstreamStep,
  HoldingStep,
  WeatherStep,
  TyresStep,
  StandsStep,
  BuildStep,
  StandStep,
  ChronoStep,
  OverStep,
  PitStatus,
} from './state.js'
export { ActionCodec } from './actions.js'
export type {
  Action,
  Repairs,
  GridAction,
  StartAction,
  GearAction,
  RollAction,
  MoveAction,
  CollisionAction,
  EngineAction,
  PitAction,
  WeatherAction,
  HoldingAction,
  SlipstreamAction,
  NoSlipstreamAction,
  TyresAction,
  ChooseStandAction,
  BuildAction,
  StandAction,
  ChronoAction,
} from './actions.js'
export { resolveRules, lapsAllowed, PresetCodec, RulesCodec, AdvancedRulesCodec } from './rules/presets.js'
export type { Preset, Rules, AdvancedRules } from './rules/presets.js'
export {
  checkBuild,
  defaultBuild,
  wearOfBuild,
  BuildCodec,
  BUILD_POINTS,
  STAND_POINTS,
  BUILD_PARTS,
  BuildPartCodec,
  EMPTY_BUILD,
  buildDecisions,
  nextBuildPart,
  buildRange,
  completeBuild,
} from './rules/build.js'
export type { Build, BuildRefusal, BuildPart } from './rules/build.js'
export { overshootFactor, softBonus, slide, setLap, softThirdLapSlowdown, TyreTypeCodec } from './rules/tyres.js'
export type { TyreType } from './rules/tyres.js'
export {
  forecastOf,
  evolutionOf,
  skyAtStart,
  evolveSky,
  skyEvolves,
  wetUnder,
  testThreshold,
  SkyCodec,
} from './rules/weather.js'
export type { Forecast, Sky } from './rules/weather.js'
export { slipstreamAllowed, SLIPSTREAM_SPACES } from './rules/slipstream.js'
export {
  absoluteTime,
  penaltyThrows,
  qualifyingOrder,
  qualifyingStart,
  QualifyingLapCodec,
  QualifyingSessionCodec,
  QUALIFYING_SHEET,
  FREE_GEARBOX,
  CHRONO_UNITS,
  CHRONO_MAX,
  CHRONO_SCALE,
} from './rules/qualifying.js'
export type { QualifyingLap, QualifyingSession, ChronoUnit } from './rules/qualifying.js'
export { ELIMINATION_TABLE, eliminationKind } from './rules/elimination.js'
export type { EliminationKind, EliminationRow } from './rules/elimination.js'
export type {
  Event,
  RawEvent,
  Named,
  CarName,
  AboutCar,
  WearPart,
  WearReason,
  GridRollEvent,
  GridEvent,
  RoundEvent,
  StartEvent,
  GearEvent,
  RollEvent,
  MoveEvent,
  WearEvent,
  SpinEvent,
  EliminatedEvent,
  CollisionRollEvent,
  EngineRollEvent,
  PitStopEvent,
  PitRollEvent,
  LapEvent,
  FinishEvent,
  WeatherEvent,
  TyresEvent,
  BuildEvent,
  SlipstreamEvent,
  HoldingRollEvent,
  DangerousEvent,
  StandEvent,
  RepairEvent,
  QualifyingStartEvent,
  QualifyingPenaltyEvent,
  QualifyingLapEvent,
  QualifyingResultEvent,
} from './events.js'
export { GEAR_DICE, GEAR_FACES, BLACK_DIE, GEARS, enginePushFace } from './dice.js'
export type { Gear } from './dice.js'
export { allowedGears, checkGearChange, overrevCost } from './rules/gearbox.js'
export type { OverrevCost, GearRefusal } from './rules/gearbox.js'
export { WEAR_ONE_LAP, WEAR_TWO_LAPS, startingWear, blockingCost, WearCodec } from './rules/wear.js'
export type { Wear, BlockingCost } from './rules/wear.js'
export { legalMoves, walkPath, pathOutcome, moveKey, occupancy, STEP_RULES } from './rules/movement.js'
export type {
  MoveOption,
  Mover,
  Board,
  MoveElimination,
  StepRefusal,
  PathRefusal,
  PathWalked,
  PathAccepted,
} from './rules/movement.js'
export { playOrder, progress } from './rules/order.js'
export { CircuitCodec, SpaceCodec, CornerCodec, WeatherTableCodec, DEFAULT_WEATHER } from './circuit/model.js'
export type {
  Circuit,
  Space,
  SpaceKind,
  Corner,
  WeatherTable,
  StartRanges,
  EvolutionRanges,
  DieRange,
} from './circuit/model.js'
export { circuitBuilder } from './circuit/dsl.js'
export type { CircuitBuilder, CornerSpec, StraightSpec, PitSpec, CornerArrow } from './circuit/dsl.js'
export { validateCircuit, cornerPaths } from './circuit/validate.js'
export type { CircuitDefect, CornerPathLengths } from './circuit/validate.js'
export { indexCircuit, crossesLine } from './circuit/graph.js'
export type { CircuitIndex } from './circuit/graph.js'
export { CIRCUITS, riviera, speedbowl, hairpin } from './circuits/index.js'
export { moveOdds, moveCost, safestMove } from './odds.js'
export type {
  GearOdds,
  OddsLine,
  OddsOutcome,
  CleanOutcome,
  BrakingOutcome,
  OvershootOutcome,
  BlockedOutcome,
  SpinOutcome,
  EliminatedOutcome,
} from './odds.js'
export { randomBot, heuristicBot, botBuild, moveValue, gearValue, wearWorth, RISK_TOLERANCE, screenGears } from './bots.js'
export { horizonOf, cornerLimit, FAR } from './driver/horizon.js'
export type { Horizon, CornerLimit } from './driver/horizon.js'
export { qualifyingMoveValue, qualifyingGearValue, bestQualifyingMove, PENALTY_THROW } from './driver/qualifying.js'
export { describeEvent, describeEvents, describeRunningOrder } from './describe.js'
export { renderSvg, renderBoardSvg, type RenderOptions } from './svg.js'
