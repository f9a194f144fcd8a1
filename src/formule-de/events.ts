import type { Viewer } from '../core/index.js'
import type { Gear } from './dice.js'
import type { Wear } from './rules/wear.js'
import type { TyreType } from './rules/tyres.js'
import type { BuildPart } from './rules/build.js'
import type { Sky } from './rules/weather.js'
import type { QualifyingLap } from './rules/qualifying.js'
import type { EliminationReason } from './rules/elimination.js'

/** Which wear parameter (road holding included, FD-A 6). @group Events */
export type WearPart = keyof Wear | 'holding'

/** Why wear points were lost. @group Events */
export type WearReason =
  | 'overrev'
  | 'braking'
  | 'blocking'
  | 'overshoot'
  | 'collision'
  | 'engine-test'
  | 'blocked-car-eliminated'
  | 'slipstream-into-corner'
  | 'road-holding'
  | 'wall'

/** A car rolls the d20 for its grid place (FD-B mise en place). */
export interface GridRollEvent {
  /** The event kind. */
  readonly type: 'grid-roll'
  /** The car rolling. */
  readonly car: number
  /** The d20 score. */
  readonly value: number
}

/** The start grid is set. */
export interface GridEvent {
  /** The event kind. */
  readonly type: 'grid'
  /** The cars, pole first. */
  readonly order: ReadonlyArray<number>
}

/** A round begins. */
export interface RoundEvent {
  /** The event kind. */
  readonly type: 'round'
  /** The round number, 1-based. */
  readonly round: number
  /** The cars in their playing order for this round. */
  readonly order: ReadonlyArray<number>
}

/** A car rolls the black die at the start (FD-B départ). */
export interface StartEvent {
  /** The event kind. */
  readonly type: 'start'
  /** The car starting. */
  readonly car: number
  /** The black die score. */
  readonly value: number
  /** What the score means: a stall, a super start, or a normal start. */
  readonly result: 'stall' | 'super-start' | 'normal'
}

/** A car changes gear. */
export interface GearEvent {
  /** The event kind. */
  readonly type: 'gear'
  /** The car. */
  readonly car: number
  /** The gear it left. */
  readonly from: Gear
  /** The gear it engaged. */
  readonly to: Gear
}

/** A car rolls its gear die. */
export interface RollEvent {
  /** The event kind. */
  readonly type: 'roll'
  /** The car. */
  readonly car: number
  /** The gear whose die is rolled. */
  readonly gear: Gear
  /** The score: the spaces to move. */
  readonly value: number
}

/** A car moves. */
export interface MoveEvent {
  /** The event kind. */
  readonly type: 'move'
  /** The car. */
  readonly car: number
  /** The space it left. */
  readonly from: number
  /** The spaces entered, in order (the last one is where it stops). */
  readonly path: ReadonlyArray<number>
  /** Spaces braked (voluntary and forced braking). */
  readonly brake: number
  /** Spaces lost behind other cars (blocking). */
  readonly blocked: number
  /** Spaces by which it overshot a corner. */
  readonly overshoot: number
}

/** A car loses points on its race sheet. */
export interface WearEvent {
  /** The event kind. */
  readonly type: 'wear'
  /** The car. */
  readonly car: number
  /** The parameter that loses points. */
  readonly part: WearPart
  /** Points lost. */
  readonly amount: number
  /** Why. */
  readonly reason: WearReason
}

/** A car spins (FD-B tête-à-queue): its next move starts in 1st. */
export interface SpinEvent {
  /** The event kind. */
  readonly type: 'spin'
  /** The car. */
  readonly car: number
}

/** A car is out of the race. */
export interface EliminatedEvent {
  /** The event kind. */
  readonly type: 'eliminated'
  /** The car. */
  readonly car: number
  /** Why (`describeEvent` says it in English). */
  readonly reason: EliminationReason
}

/** A car rolls the black die for a collision test. */
export interface CollisionRollEvent {
  /** The event kind. */
  readonly type: 'collision-roll'
  /** The car tested. */
  readonly car: number
  /** The black die score. */
  readonly value: number
  /** The test failed: the car loses a body point. */
  readonly damaged: boolean
}

/** A car rolls the black die for an engine test (20 in 5th, 30 in 6th). */
export interface EngineRollEvent {
  /** The event kind. */
  readonly type: 'engine-roll'
  /** The car tested. */
  readonly car: number
  /** The black die score. */
  readonly value: number
  /** The test failed: the car loses an engine point. */
  readonly damaged: boolean
}

/** A car stops at its stand. */
export interface PitStopEvent {
  /** The event kind. */
  readonly type: 'pit-stop'
  /** The car. */
  readonly car: number
}

/** A car leaving its stand rolls the black die for its pit exit. */
export interface PitRollEvent {
  /** The event kind. */
  readonly type: 'pit-roll'
  /** The car. */
  readonly car: number
  /** The black die score. */
  readonly value: number
  /** The spaces it may move out of the pit. */
  readonly spaces: number
}

/** A car crosses the finish line and starts a lap. */
export interface LapEvent {
  /** The event kind. */
  readonly type: 'lap'
  /** The car. */
  readonly car: number
  /** Line crossings so far (1 when the car leaves the grid). */
  readonly lap: number
  /** Laps of the race. */
  readonly laps: number
}

/** A car finishes the race. */
export interface FinishEvent {
  /** The event kind. */
  readonly type: 'finish'
  /** The car. */
  readonly car: number
  /** Its place, 1-based. */
  readonly place: number
}

/** The weather is rolled (FD-A 4, FD-T 3). */
export interface WeatherEvent {
  /** The event kind. */
  readonly type: 'weather'
  /** Which roll: qualifying, race start, or an evolution of variable weather. */
  readonly session: 'qualifying' | 'race' | 'evolution'
  /** The black die score. */
  readonly value: number
  /** The sky it gives. */
  readonly sky: Sky
  /** The track is wet from now on. */
  readonly wet: boolean
}

/** A car's builder gives points to one part of its race sheet (FD-A 5, FD-T 5); the last part's remainder too. */
export interface BuildEvent {
  /** The event kind. */
  readonly type: 'build'
  /** The car. */
  readonly car: number
  /** The part filled (`stand`: points kept at the stand). */
  readonly part: BuildPart
  /** The points given to it. */
  readonly points: number
}

/** A car is fitted with tyres (FD-A 3). */
export interface TyresEvent {
  /** The event kind. */
  readonly type: 'tyres'
  /** The car. */
  readonly car: number
  /** The tyre type fitted. */
  readonly tyre: TyreType
}

/** A car takes the slipstream (FD-A 1, FD-T 18). */
export interface SlipstreamEvent {
  /** The event kind. */
  readonly type: 'slipstream'
  /** The car. */
  readonly car: number
  /** The space it left. */
  readonly from: number
  /** The spaces entered, in order. */
  readonly path: ReadonlyArray<number>
  /** Spaces braked. */
  readonly brake: number
}

/** A car rolls the black die for a road-holding or wall test (FD-A 6, FD-T 15, 17). */
export interface HoldingRollEvent {
  /** The event kind. */
  readonly type: 'holding-roll'
  /** The car tested. */
  readonly car: number
  /** The black die score. */
  readonly value: number
  /** The test failed. */
  readonly damaged: boolean
  /** Which test: a dangerous space or a wall. */
  readonly test: 'holding' | 'wall'
}

/** A space becomes dangerous (FD-A 6, FD-T 17). */
export interface DangerousEvent {
  /** The event kind. */
  readonly type: 'dangerous'
  /** The space. */
  readonly space: number
}

/** A car at its stand announces its tyres and its stop (FD-A 7, FD-T 19). */
export interface StandEvent {
  /** The event kind. */
  readonly type: 'stand'
  /** The car. */
  readonly car: number
  /** The tyre type fitted. */
  readonly tyre: TyreType
  /** A quick or a long stop. */
  readonly stop: 'quick' | 'long'
}

/** The crew restores points at a long stop (FD-A 7, FD-T 19-4). */
export interface RepairEvent {
  /** The event kind. */
  readonly type: 'repair'
  /** The car. */
  readonly car: number
  /** The parameter restored. */
  readonly part: WearPart
  /** Points restored. */
  readonly amount: number
}

/** A car starts its qualifying lap, alone on the track (FD-A 2, FD-T 1-1): the chronometer starts with its first gear. */
export interface QualifyingStartEvent {
  /** The event kind. */
  readonly type: 'qualifying-start'
  /** The car. */
  readonly car: number
  /** The space it starts from (FD-T 1-1-3). */
  readonly space: number
  /** The tyres announced for the lap (FD-T 1-1-4). */
  readonly tyre: TyreType
  /** The track is wet during the session. */
  readonly wet: boolean
}

/** A qualifying overshoot: no tyre point lost, penalty throws instead (FD-A 2, FD-T 1-1-12). */
export interface QualifyingPenaltyEvent {
  /** The event kind. */
  readonly type: 'qualifying-penalty'
  /** The car. */
  readonly car: number
  /** Spaces overshot. */
  readonly spaces: number
  /** Penalty throws: the spaces times the tyre multiplier (FD-T 8-5). */
  readonly throws: number
}

/** A car's qualifying lap is over (FD-A 2, FD-T 1-1-10…1-1-14): the lap as recorded and its absolute time. */
export interface QualifyingLapEvent {
  /** The event kind. */
  readonly type: 'qualifying-lap'
  /** The car. */
  readonly car: number
  /** The lap (throws, chronometer, overshoots, tyres, track, missed stops). */
  readonly lap: QualifyingLap
  /** Its absolute time: throws + 1 per full minute + penalty throws (meaningless when the stops were missed: last). */
  readonly time: number
}

/**
 * The qualifying session is over and decides the grid (FD-A 2, FD-T 1-3-2): the pole car, and
 * the whole order (the `grid` event that follows places the cars).
 */
export interface QualifyingResultEvent {
  /** The event kind. */
  readonly type: 'qualifying-result'
  /** The car on pole. */
  readonly car: number
  /** The cars, pole first. */
  readonly order: ReadonlyArray<number>
  /** Their absolute times, in that order; null for a lap that missed its stops (last, FD-T 1-1-14). */
  readonly times: ReadonlyArray<number | null>
}

/**
 * What happened, as the reducer records it (every die roll, move, loss and elimination);
 * {@link Event} adds the car's name to each event about a car.
 */
export type RawEvent =
  | GridRollEvent
  | GridEvent
  | RoundEvent
  | StartEvent
  | GearEvent
  | RollEvent
  | MoveEvent
  | WearEvent
  | SpinEvent
  | EliminatedEvent
  | CollisionRollEvent
  | EngineRollEvent
  | PitStopEvent
  | PitRollEvent
  | LapEvent
  | FinishEvent
  | WeatherEvent
  | TyresEvent
  | BuildEvent
  | SlipstreamEvent
  | HoldingRollEvent
  | DangerousEvent
  | StandEvent
  | RepairEvent
  | QualifyingStartEvent
  | QualifyingPenaltyEvent
  | QualifyingLapEvent
  | QualifyingResultEvent

/** What makes an event an event about a car. */
export interface AboutCar {
  /** The car, by index (car i is driven by seat i). */
  readonly car: number
}

/** The name an event about a car carries. */
export interface CarName {
  /** The car's name (the config's name, as in the standings). */
  readonly name: string
}

/** An event about a car also names it (the config's name, as in the standings). */
export type Named<E> = E extends AboutCar ? E & CarName : E

/**
 * What happened, for logs and UIs: every die roll, move, loss and elimination; events about a
 * car carry its `name`. A `lap` event's `lap` is the number of line crossings so far (1 when
 * the car crosses the line from the grid and starts its first lap; `lap - 1` laps completed).
 * @group Events
 */
export type Event = Named<RawEvent>

/**
 * A step's events as a viewer may see them. Formule Dé hides nothing: every die, gear, move
 * and race sheet is on the table, so every seat and every spectator sees every event.
 * @group Events
 */
export const observeEvents = (events: ReadonlyArray<Event>, _viewer: Viewer): ReadonlyArray<Event> => events.slice()
