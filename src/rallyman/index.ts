/**
 * Rallyman (Jean-Christophe Bouvier) and the Dirt expansion: rallies of three specials on
 * stages built from zones, driven die by die with exact chance nodes.
 * @packageDocumentation
 */
export { rallyman } from './game.js'
export type { RallymanConfig, Rally, SpecialPlan, RuleSwitches, CardData, Driver, LossBacks, CordDeck } from './config.js'
export { RallymanConfigCodec, RallyCodec, SpecialPlanCodec, RuleSwitchesCodec, CardDataCodec, BASE_RULES, DEFAULT_CARDS } from './config.js'
export { defaultConfig, setupRally, buildStages, type DefaultConfigOptions } from './setup.js'
export type { DiceFaces, DieId, FaceAction } from './dice.js'
export { DEFAULT_DICE, DiceFacesCodec, DieIdCodec, warningFaces, warningProbability, faceOutcomes, attackOutcomes } from './dice.js'
export type {
  RallymanAction,
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
export { RallymanActionCodec, TyresCodec } from './actions.js'
export type * from './events.js'
export { LossCauseCodec } from './events.js'
export type * from './state.js'
export { RallymanStateCodec, CarCodec, TurnCodec, PendingCodec } from './state.js'
export type { RallymanObservation, HiddenPenalty } from './observe.js'
export { observeRallyman } from './observe.js'
export { rallymanStatus, rallymanLegalActions, standingsOf, weatherDie } from './status.js'
export { decodeRallymanAction } from './reducer.js'
export type { Zone, Step, StraightStep, HalvesStep, CornerStep, CornerLine, Terrain, Surface, Side, SideRoad, StraightOptions, CornerOptions } from './stage/zone.js'
export { ZoneCodec, StepCodec, SideRoadCodec, straight, corner, halves, times } from './stage/zone.js'
export type { RoutePoint, ZoneVisit } from './stage/roadbook.js'
export { parseRoadbook, parsePoints, visitsOf } from './stage/roadbook.js'
export type { Stage, Cell, CellSideRoad, CornerInfo, Line, Tile, LaidStep } from './stage/stage.js'
export { StageCodec, CellSideRoadCodec, START, FINISH, buildStage } from './stage/stage.js'
export { zoneProblems, stageProblems, checkZones, layVisits, assembleStage } from './stage/validate.js'
export { BUILT_IN_ZONES, ZONE_C, ZONE_J, ZONE_L, ZONE_V, ZONE_D, ZONE_G, ZONE_X } from './stage/zones.js'
export { BUILT_IN_RALLIES, ASPHALT_RALLY, SNOW_RALLY, DIRT_RALLY, type BuiltInRallies } from './stage/rallies.js'
export type { StepPlan } from './rules/chain.js'
export { checkDie, legalDice } from './rules/chain.js'
export { terrainDamage, wrongTurn, type WrongTurnPlace } from './rules/control.js'
export { rallymanDeterminizer } from './determinize.js'
export { randomBot, heuristicBot, safeGear, CELL_VALUE, LOSS_COST } from './bots.js'
export { describeEvent, describeRunningOrder, formatTime } from './describe.js'
export { renderSvg } from './svg.js'
