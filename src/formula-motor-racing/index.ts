/**
 * Formula Motor Racing (Reiner Knizia): the complete card game for 3 to 6 players, with
 * seasons, short races, the drivers' championship and seasons over several sessions.
 * @packageDocumentation
 */
export { formulaMotorRacing } from './game.js'
export { FMR_INFO } from './info.js'
export type { FmrCode, FmrSetupCode } from './codes.js'
export type { FmrConfig, FmrRules, FmrVariants, CarriedPoints, DefaultConfigOptions } from './config.js'
export {
  defaultConfig,
  defaultTeams,
  FmrConfigCodec,
  FmrRulesCodec,
  HAND_SIZE,
  SHORT_RACE_REMOVED,
  MAX_RACES,
  seatOfColour,
} from './config.js'
export type { Colour, CarId } from './cars.js'
export { COLOURS, CARS, CarIdCodec, ColourCodec, colourOf, carsOf } from './cars.js'
export type { Card, CardKind, CardInfo, ColourableKind, NeutralKind, DeckEntry } from './cards.js'
export { ALL_CARDS, CardCodec, DEFAULT_DECK, cardInfo, COLOURABLE_KINDS, NEUTRAL_KINDS } from './cards.js'
export type {
  FmrAction,
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
export { FmrActionCodec, exactFmrAction } from './actions.js'
export type {
  FmrEvent,
  OutCause,
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
export { observeFmrEvents } from './events.js'
export type { FmrState, FmrPhase, PendingCard, RaceResult } from './state.js'
export { FmrStateCodec } from './state.js'
export type { FmrObservation } from './observe.js'
export { D12 } from './status.js'
export { stateProblems } from './validate.js'
export { POINTS, scoreRace, seasonTeamPoints, seasonCarPoints } from './rules/scoring.js'
export type { RunningOrder, Move, Effect } from './rules/running-order.js'
export type { CollisionSide } from './rules/collision.js'
export { fmrDeterminizer, fmrHiddenAction } from './determinize.js'
export { randomBot, heuristicBot, teamValue, actionValue, PLACE_VALUE } from './bots.js'
export { describeEvent, describeRunningOrder } from './describe.js'
export { renderSvg, type RenderOptions } from './svg.js'
