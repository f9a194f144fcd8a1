/**
 * Rallyman (Jean-Christophe Bouvier) and the Dirt expansion: rallies of three specials on
 * stages built from zones, driven die by die with exact chance nodes.
 * @packageDocumentation
 */
export { rallyman } from './game.js'
export { gameModule } from './module.js'
export { RALLYMAN_INFO } from './info.js'
export type { Code, SetupCode } from './codes.js'
export { CODE_RULES } from './codes.js'

// Config, built-in boards and presets.
export type {
  RallymanConfig as Config,
  Rally,
  SpecialPlan,
  RuleSwitches,
  CardData,
  Driver,
  LossBacks,
  CordDeck,
} from './config.js'
export {
  RallymanConfigCodec as ConfigCodec,
  RallyCodec,
  SpecialPlanCodec,
  RuleSwitchesCodec,
  CardDataCodec,
  BASE_RULES,
  DEFAULT_CARDS,
} from './config.js'
export type { BoardId, PresetName } from './setup.js'
export { PRESETS, PRESET_NAMES } from './setup.js'
export { BOARD_IDS } from './stage/rallies.js'
export { defaultConfig, configFromOptions } from './options.js'
export type { DefaultConfigOptions } from './options.js'
export { BUILT_IN_RALLIES as boards, type BuiltInRallies } from './stage/rallies.js'
export { LIMITS } from './limits.js'
export { inconsistencies } from './consistency.js'

// State, actions, events, observations.
export type { RallymanState as State, Car, CarStatus, Off, Turn, Pending, ThrownDie, SplitTime } from './state.js'
export type {
  FacePending,
  AttackPending,
  SisuPending,
  BackPending,
  CordPending,
  WeatherPending,
  TyresPending,
  PenaltyPending,
  SparePending,
} from './state.js'
export { RallymanStateCodec as StateCodec, STATE_VERSION } from './state.js'
export { MIGRATIONS } from './migrate.js'
export type {
  RallymanAction as Action,
  RollAction,
  PlaceAction,
  AttackAction,
  UseAction,
  StopAction,
  SisuAction,
  SpareWheelAction,
  KeepWheelAction,
  StuckAction,
  TyresAction,
  PenaltyAction,
  FaceChance,
  AttackFacesChance,
  BackChance,
  CordChance,
  WeatherChance,
  Tyres,
} from './actions.js'
export { RallymanActionCodec as ActionCodec } from './actions.js'
export { exactRallymanAction as exactAction } from './exact-action.js'
export type {
  RallymanEvent as Event,
  LossCause,
  RetirementReason,
  SpecialStartEvent,
  WeatherEvent,
  TyresEvent,
  TurnEvent,
  DieEvent,
  JumpEvent,
  LossEvent,
  SisuEvent,
  OffEvent,
  WrongTurnEvent,
  RetiredEvent,
  CordEvent,
  FordStopEvent,
  SpeedCardEvent,
  LossCardEvent,
  SecondsWonEvent,
  SecondsReleasedEvent,
  SplitEvent,
  FinishEvent,
  SpareWheelEvent,
  StuckEvent,
  SpecialOverEvent,
  AssistanceEvent,
  PenaltyEvent,
  RallyOverEvent,
} from './events.js'
export type { RallymanObservation as Observation, HiddenPenalty } from './observe.js'
export { standingsOf } from './status.js'
export { weatherDie } from './nodes.js'

// Reading and writing: notation, descriptions, positions, pictures.
export { formatAction, parseAction, NOTATION_VERSION } from './notation.js'
export { describeAction } from './describe-action.js'
export { describeEvent, describeEvents, describeRetirement, describeRunningOrder, formatTime } from './describe.js'
export { position, type PositionEdits, type CarEdit } from './position.js'
export { renderSvg, renderBoardSvg, type BoardRenderOptions, type RenderOptions } from './svg.js'

// Dice and rules for bot authors.
export type { DiceFaces, DieId, FaceAction } from './dice.js'
export { DEFAULT_DICE, DiceFacesCodec, warningFaces, warningProbability, faceOutcomes, attackOutcomes } from './dice.js'
export type { StepPlan } from './rules/chain.js'
export { checkDie, legalDice } from './rules/chain.js'
export { terrainDamage, wrongTurn, type WrongTurnPlace } from './rules/control.js'
export { bots } from './all-bots.js'
export { safeGear, CELL_VALUE, LOSS_COST } from './bots.js'
export { searchSettings } from './search-bot.js'

// Boards: zones, roadbooks, stages and finding cells on them.
export type {
  Zone,
  Step,
  StraightStep,
  HalvesStep,
  CornerStep,
  CornerLine,
  Terrain,
  Surface,
  Side,
  SideRoad,
  StraightOptions,
  CornerOptions,
} from './stage/zone.js'
export { ZoneCodec, StepCodec, SideRoadCodec, straight, corner, halves, times } from './stage/zone.js'
export type { RoutePoint, ZoneVisit } from './stage/roadbook.js'
export { parseRoadbook, parsePoints, visitsOf } from './stage/roadbook.js'
export type { Stage, Cell, CellSideRoad, CornerInfo, Line, Tile, LaidStep } from './stage/stage.js'
export { StageCodec, START, FINISH } from './stage/stage.js'
export { buildStage } from './stage/build-stage.js'
export { cellAhead, cellsAhead, cellsOfStep, roadCell } from './stage/find.js'
export { zoneProblems, stageProblems, checkZones, layVisits, assembleStage, deadEnds } from './stage/validate.js'
export { BUILT_IN_ZONES, ZONE_C, ZONE_J, ZONE_L, ZONE_V, ZONE_D, ZONE_G, ZONE_X } from './stage/zones.js'
export { determinize } from './determinize.js'
export { encoding } from './encoding.js'

// The board a state records, and its built specials.
export { stagesOf, BoardCodec, type Board } from './stage/board.js'
