/**
 * Formule Dé (Eric Randall & Laurent Lavaur): the basic rules (1 and 2 laps), the seven
 * advanced rules (1 to 3 laps) and the tournament rulebook as rule presets; built-in circuits
 * and a DSL for new ones; the position builder, a text notation, bots, odds and pictures.
 * @packageDocumentation
 */

// ---------------------------------------------------------------- the game and its shape
export { formuleDe } from './game.js'
export { gameModule } from './module.js'
export type { Observation } from './game.js'
export { boards } from './info.js'
export type { BoardId } from './info.js'
export { BOARD_IDS } from './circuits/ids.js'
export { ConfigCodec, MAX_CARS, MAX_NAME_LENGTH } from './config.js'
export type { Config } from './config.js'
export { defaultConfig, configFromOptions } from './options.js'
export type { DefaultConfigOptions } from './options.js'
export { StateCodec, STATE_VERSION } from './state.js'
export { MIGRATIONS } from './migrate.js'
// The circuit a state records (an id and a hash for a built-in one) and the circuit itself.
export { circuitOf, circuitHash, BoardRecordCodec } from './board.js'
export type { BoardRecord } from './board.js'
export type { State, Car, Step, PitStatus } from './state.js'
export type {
  BuildStep,
  ChronoStep,
  CollisionStep,
  EngineStep,
  GearStep,
  GridStep,
  HoldingStep,
  MoveStep,
  OverStep,
  PitStep,
  RollStep,
  SlipstreamStep,
  StandStep,
  StandsStep,
  StartStep,
  TyresStep,
  WeatherStep,
} from './state.js'
export { ActionCodec } from './actions.js'
export { exactFormuleDeAction as exactAction } from './exact-action.js'
export type { Action, Repairs } from './actions.js'
export type {
  BuildAction,
  ChooseStandAction,
  ChronoAction,
  CollisionAction,
  EngineAction,
  GearAction,
  GridAction,
  HoldingAction,
  MoveAction,
  NoSlipstreamAction,
  PitAction,
  RollAction,
  SlipstreamAction,
  StandAction,
  StartAction,
  TyresAction,
  WeatherAction,
} from './actions.js'
export { observeEvents } from './events.js'
export type { Event, WearPart, WearReason } from './events.js'
export { CODE_RULES } from './codes.js'
export type { Code, SetupCode } from './codes.js'
export type { OutReason, EliminationReason } from './rules/elimination.js'
export { inconsistencies, MAX_COUNTER } from './validate.js'
export { LIMITS } from './limits.js'

// ---------------------------------------------------------------- for people and apps
export { describeEvent, describeEvents, describeOutReason, describeRunningOrder } from './describe.js'
export { describeRefusal } from './words/describe-refusal.js'
export { describeAction } from './describe-action.js'
export type { DescribeOptions } from './describe.js'
export { formatAction, parseAction, NOTATION_RULE, NOTATION_VERSION } from './notation.js'
export type { NotationCode } from './notation.js'
export { position } from './position.js'
export type { PositionEdits, PositionError, CarEdit, Place } from './position.js'
export { spaceAt, spaceAhead, placeOfSpace, spaceOfPlace } from './places.js'
export type { LanePlace } from './places.js'
export { renderSvg, renderBoardSvg } from './svg.js'
export type { BoardRenderOptions, RenderOptions } from './svg.js'

// ---------------------------------------------------------------- circuits of one's own
export type {
  Circuit,
  Space,
  SpaceKind,
  Corner,
  WeatherTable,
  StartRanges,
  EvolutionRanges,
  Layout,
  Segment,
} from './circuit/model.js'
export { CircuitCodec } from './circuit/model.js'
export { circuitBuilder } from './circuit/dsl.js'
export type { CircuitBuilder, CornerSpec, StraightSpec, PitSpec, CornerArrow, BuilderOptions } from './circuit/dsl.js'
export { validateCircuit } from './circuit/validate.js'
export type { CircuitDefect } from './circuit/validate.js'

// ---------------------------------------------------------------- for bot authors
// `heuristicBot` and `randomBot` are `bots.heuristic` and `bots.random` under the names the bench uses.
export { bots } from './all-bots.js'
export { heuristicBot, randomBot, botBuild } from './bots.js'
export { searchSettings } from './search-bot.js'
export { wearWorth } from './driver/worth.js'
// The state itself: nothing is hidden, so a search's determiniser has one state to choose.
export { determinize } from './determinize.js'
export { encoding, MOVES_PER_SPACE } from './encoding.js'
export type { DieId } from './status.js'
export { GEAR_DICE, GEAR_FACES, BLACK_DIE, GEARS, enginePushFace } from './dice.js'
export type { Gear } from './dice.js'
export { currentMoves, moverOf, boardOf } from './rules/moves.js'
export type { CarMove } from './rules/moves.js'
export { legalMoves, STEP_RULES } from './rules/movement.js'
export type { MoveOption, Mover, Board, MoveElimination, StepRefusal } from './rules/movement.js'
export { gearOptions } from './rules/gear-choice.js'
export { allowedGears, overrevCost } from './rules/gearbox.js'
export type { OverrevCost } from './rules/gearbox.js'
export { slipstreamMoves } from './rules/slipstream.js'
export { standOptions } from './rules/pits.js'
export { buildOptions } from './rules/build-sheet.js'
export { playOrder, progress } from './rules/order.js'
export { qualifyingNow } from './rules/qualifying-session.js'
export { moveOdds, moveCost, safestMove } from './odds.js'
export type {
  GearOdds,
  OddsLine,
  OddsOutcome,
  BlockedOutcome,
  BrakingOutcome,
  CleanOutcome,
  EliminatedOutcome,
  OvershootOutcome,
  SpinOutcome,
} from './odds.js'
export type { Preset, Rules, AdvancedRules, AdvancedRule } from './rules/presets.js'
export { PRESET_NAMES, ADVANCED_RULES } from './rules/presets.js'
export type { Build, BuildPart } from './rules/build.js'
export { BUILD_PARTS } from './rules/build.js'
export type { Wear } from './rules/wear.js'
export type { TyreType } from './rules/tyres.js'
export type { Sky } from './rules/weather.js'
export type { QualifyingLap, QualifyingSession, ChronoUnit } from './rules/qualifying.js'
