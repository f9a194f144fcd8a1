/**
 * Formula Motor Racing (Reiner Knizia): the complete card game for 3 to 6 players, with
 * seasons, short races, the drivers' championship and seasons over several sessions.
 * @packageDocumentation
 */
export { formulaMotorRacing } from './game.js'
export { gameModule } from './module.js'
export { boards } from './info.js'
export type { FmrCode as Code, FmrSetupCode as SetupCode } from './codes.js'
export type {
  FmrConfig as Config,
  FmrRules as Rules,
  FmrVariants as Variants,
  CarriedPoints,
  Preset,
} from './config.js'
export { defaultConfig, configFromOptions } from './options.js'
export type { DefaultConfigOptions } from './options.js'
export {
  defaultTeams,
  PRESET_NAMES,
  FmrConfigCodec as ConfigCodec,
  FmrRulesCodec as RulesCodec,
  HAND_SIZE,
  SHORT_RACE_REMOVED,
  MAX_RACES,
  MAX_COPIES,
  MAX_CARRIED_POINTS,
  seatOfColour,
} from './config.js'
export { MAX_OVERLOAD_ROLLS } from './rules/overload.js'
export { LIMITS } from './limits.js'
export type { Colour, CarId } from './cars.js'
export { COLOURS, CARS, CarIdCodec, ColourCodec, colourOf, carsOf } from './cars.js'
export type { Card, CardKind, CardInfo, ColourableKind, NeutralKind, DeckEntry } from './cards.js'
export { ALL_CARDS, CardCodec, DEFAULT_DECK, cardInfo, COLOURABLE_KINDS, NEUTRAL_KINDS } from './cards.js'
export type { CardSpec, CardTarget, CardEffect } from './card-specs.js'
export { CARD_SPECS } from './card-specs.js'
export type {
  FmrAction as Action,
  CrewAction,
  RemoveAction,
  DealAction,
  DrawAction,
  RollAction,
  PlayAction,
  RollAgainAction,
  StopAction,
  KeepAction,
  RerollAction,
  PartnerAction,
} from './actions.js'
export { FmrActionCodec as ActionCodec, exactFmrAction as exactAction } from './actions.js'
export type {
  FmrEvent as Event,
  OutCause,
  NoEffectReason,
  CrewDealtEvent,
  RaceStartedEvent,
  CardRemovedEvent,
  CardToHandEvent,
  CardPlayedEvent,
  DiceRolledEvent,
  CarMovedEvent,
  CarOutEvent,
  NoEffectEvent,
  RacePoints,
  RaceFinishedEvent,
  SeasonFinishedEvent,
} from './events.js'
export type { FmrState as State, FmrPhase as Phase, PendingCard, RaceResult } from './state.js'
export { FmrStateCodec as StateCodec, STATE_VERSION } from './state.js'
export { MIGRATIONS } from './migrate.js'
export type { FmrObservation as Observation } from './observe.js'
export { D12 } from './status.js'
export { inconsistencies } from './consistency.js'
export { position, type PositionEdits, type PositionError } from './position.js'
export { formatAction, parseAction, NOTATION_RULE, NOTATION_VERSION, type NotationCode } from './notation.js'
export { describeAction } from './describe-action.js'
export { describeRefusal } from './words/describe-refusal.js'
export { POINTS, scoreRace, seasonTeamPoints, seasonCarPoints } from './rules/scoring.js'
export type { RunningOrder, Move, Effect } from './rules/running-order.js'
export type { CollisionSide } from './rules/collision.js'
export { determinize, hiddenAction } from './determinize.js'
export { bots } from './all-bots.js'
export { teamValue, actionValue, PLACE_VALUE } from './bots.js'
export { searchSettings } from './search-bot.js'
export { describeEvent, describeEvents, describeRunningOrder } from './describe.js'
export { renderSvg, type RenderOptions } from './svg.js'
export { CARD_FACES, type CardFace } from './svg/cards.js'
export { encoding } from './encoding.js'
