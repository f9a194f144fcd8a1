/**
 * What the rules decide, as data: the row read on each d12 table, why a car is out, the
 * damage a car takes, the services of the boxes. Events and states carry these values; the
 * English is made by `describe.ts`, so an app can show them in any language.
 */
import * as t from 'io-ts'
import type { Point } from './grid/point.js'
import type { Launch, Weather } from './state.js'

/** The row of a d12 table read by a roll (BO appendix), one union member per table. @group Rules */
export type RollResult =
  /** IMPREVU DEPART (BO 1, BO 14): the kind of standing start. */
  | { readonly table: 'start'; readonly result: Launch }
  /** DEMANDE DE BOOSTER (BO 7), rows 1-2: the engine smokes, top speed lowered for good. */
  | { readonly table: 'booster'; readonly result: 'speed-loss'; readonly loss: 1 | 2 }
  /** DEMANDE DE BOOSTER row 3: 4th gear lost; row 4: same speed as last turn; 5-6: nothing; 7-12: granted. */
  | { readonly table: 'booster'; readonly result: 'no-4th' | 'same-speed' | 'nothing' | 'granted' }
  /** A negative Booster roll that the Booster set-up rolls again (BO 11). */
  | { readonly table: 'booster'; readonly result: 'set-up-reroll' }
  /** DEMANDE DE BLOCAGE (BO 7), rows 1-5: no block, top speed lowered by `loss` (0 on 4-5). */
  | { readonly table: 'brake'; readonly result: 'refused'; readonly loss: 0 | 1 | 2 }
  /** DEMANDE DE BLOCAGE rows 6-7: the block is granted but the car spins; 8-12: granted. */
  | { readonly table: 'brake'; readonly result: 'spin' | 'granted' }
  /** A negative Brake roll that the Brake set-up joker rolls again, once a race (BO 11). */
  | { readonly table: 'brake'; readonly result: 'set-up-reroll' }
  /** ACCROCHAGES (BO 6): who keeps the disputed point (damage and spins follow as events). */
  | { readonly table: 'collision'; readonly result: 'defender-keeps' | 'attacker-takes' }
  /** The re-roll of a collision 7 (BO 6): an even number brings the safety car out. */
  | { readonly table: 'safety-car'; readonly result: 'out' | 'not-out' }
  /** IMPREVU BOX (BO 9): the kind of start out of the boxes. */
  | { readonly table: 'box'; readonly result: Launch }
  /** The first weather die (BO 10): above 7, sun for the whole race; otherwise a variable sky. */
  | { readonly table: 'weather'; readonly result: 'settled' | 'variable' }
  /** The rain-risk die of a variable sky (BO 10). */
  | { readonly table: 'weather-risk'; readonly result: Weather }
  /** SLICK SOUS LA PLUIE (BO 13), row 1: a spin at the declared point; 8-12: OK. */
  | { readonly table: 'slick-rain'; readonly result: 'spin' | 'ok' }
  /** SLICK SOUS LA PLUIE rows 2-7: the car ends at `to`, off the declared point. */
  | { readonly table: 'slick-rain'; readonly result: 'aquaplaning' | 'skid'; readonly to: Point }

/** The tables of {@link RollResult}: what a d12 is rolled for. @group Rules */
export type Table = RollResult['table']

/** Why a car is out of the race (prose by `describeOutReason`). @group Rules */
export type OutReason =
  /** It stopped on a white intersection (a void point of the map) and was wrecked (BO 2). */
  | 'white-intersection'
  /** It stopped off the board and was wrecked (BO 2). */
  | 'off-the-board'
  /** A ½-fuel car crossed the line at the end of lap 1 without refuelling (BO 11). */
  | 'out-of-fuel'

/** Codec of {@link OutReason}. @group Codecs */
export const OutReasonCodec: t.Type<OutReason, OutReason, unknown> = t.keyof(
  { 'white-intersection': null, 'off-the-board': null, 'out-of-fuel': null },
  'OutReason',
)

/** Damage a car takes (BO 6, BO 7: recorded on the strategy pad). @group Rules */
export type Damage =
  /** Its top speed is lowered by `loss` until repaired. */
  | { readonly kind: 'speed-loss'; readonly loss: number }
  /** Advanced collision row 3: a broken fin cancels its set-up until repaired. */
  | { readonly kind: 'set-up-lost' }

/** What the mechanics did at the boxes (BO 9, BO 15). @group Rules */
export type PitService = 'repairs' | 'refuelled' | 'new-tyres'

/** Why the race was stopped before every car was over the line. @group Rules */
export type RaceOverReason =
  /** The software round limit `maxRounds` (not a rule of Bolide) was reached. */
  'round-limit'
