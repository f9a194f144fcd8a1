/**
 * The race config: circuit, drivers (and their advanced-rule strategy), laps, rule layer.
 */
import * as t from 'io-ts'
import { intRange, oneOf, union } from '../core/index.js'
import { CircuitCodec, type Circuit } from './circuit/model.js'

/**
 * The four strategies of BO 11: tank (½ or full) × tyres (soft or hard), named as on the strategy pad.
 * @group Config
 */
export type Strategy = '8+2' | '7+3' | '6/7+2' | '5/7+3'
/** Codec of {@link Strategy}. @group Codecs */
export const StrategyCodec: t.Type<Strategy, Strategy, unknown> = t.keyof(
  { '8+2': null, '7+3': null, '6/7+2': null, '5/7+3': null },
  'Strategy',
)

/** Tyre tread (BO 13): slick for a dry track, rain for a wet one. @group Config */
export type Tread = 'slick' | 'rain'
/** Codec of {@link Tread}. @group Codecs */
export const TreadCodec: t.Type<Tread, Tread, unknown> = t.keyof({ slick: null, rain: null }, 'Tread')

/** The set-up joker of BO 11: a re-roll of a bad Booster (each turn) or Brake (once per race) roll. @group Config */
export type SetUp = 'booster' | 'brake' | 'none'
/** Codec of {@link SetUp}. @group Codecs */
export const SetUpCodec: t.Type<SetUp, SetUp, unknown> = t.keyof({ booster: null, brake: null, none: null }, 'SetUp')

/** One driver of the race. @group Config */
export interface DriverConfig {
  /** Driver name (shown in events and standings). */
  readonly name: string
  /** Advanced rules: the strategy (ignored by the basic rules). */
  readonly strategy: Strategy
  /** Advanced rules: tyres fitted at the start (BO 13). */
  readonly tread: Tread
  /** Advanced rules: the set-up joker (BO 11). */
  readonly setUp: SetUp
}

/** Codec of {@link DriverConfig}. @group Codecs */
export const DriverConfigCodec: t.Type<DriverConfig, DriverConfig, unknown> = t.readonly(
  t.type({ name: t.string, strategy: StrategyCodec, tread: TreadCodec, setUp: SetUpCodec }),
  'DriverConfig',
)

/** A driver's strategy choice of BO 11: tank and tyres, tread, set-up. @group Config */
export interface StrategyChoice {
  /** Tank and tyres. */
  readonly strategy: Strategy
  /** Slick or rain. */
  readonly tread: Tread
  /** The set-up joker. */
  readonly setUp: SetUp
}

/** Codec of {@link StrategyChoice}. @group Codecs */
export const StrategyChoiceCodec: t.Type<StrategyChoice, StrategyChoice, unknown> = t.readonly(
  t.type({ strategy: StrategyCodec, tread: TreadCodec, setUp: SetUpCodec }),
  'StrategyChoice',
)

/**
 * How a driver starts (BO 12 qualifying, BO 16 championship): a grid key (lower starts
 * further up; equal keys are drawn by lot) and what the car carries from qualifying.
 * @group Config
 */
export interface StartEntry {
  /** Grid key: qualifying time in turns, championship points... Lower is further up the grid. */
  readonly key: number
  /** Blocks left after qualifying, or null for a fresh set. */
  readonly blocks: number | null
  /** Top-speed loss carried from qualifying. */
  readonly speedLoss: number
  /** 4th gear lost in qualifying. */
  readonly no4th: boolean
  /** The set-up lost to a broken fin in qualifying (advanced rules, collision table row 3). */
  readonly setUpLost: boolean
  /**
   * BO 12: the strategy the car qualified with, which it keeps for the race (advanced
   * rules: the driver is not asked again); null to choose it before the race.
   */
  readonly strategy: StrategyChoice | null
}

/** Codec of {@link StartEntry}. @group Codecs */
export const StartEntryCodec: t.Type<StartEntry, StartEntry, unknown> = t.readonly(
  t.type({
    key: intRange(-100000, 100000),
    blocks: union([intRange(0, 9), t.null]),
    speedLoss: intRange(0, 20),
    no4th: t.boolean,
    setUpLost: t.boolean,
    strategy: union([StrategyChoiceCodec, t.null]),
  }),
  'StartEntry',
)

/** A race, or a qualifying session (BO 12: one lap, timed in turns). @group Config */
export type Session = 'race' | 'qualifying'

/**
 * The rulebook layers (the presets, `info.presets`), the default first: every list of them
 * reads this one.
 * @group Config
 */
export const PRESET_NAMES = Object.freeze(['basic', 'advanced'] as const)

/** Which rulebook layer applies ({@link PRESET_NAMES}). @group Config */
export type RuleLayer = (typeof PRESET_NAMES)[number]

/** A Bolide race. @group Config */
export interface BolideConfig {
  /** The circuit. */
  readonly circuit: Circuit
  /** 2 to 8 drivers; seat i drives car i+1. */
  readonly drivers: ReadonlyArray<DriverConfig>
  /** Laps of the race (the seed's races are 2 laps). */
  readonly laps: number
  /** `basic` (BO 1-9) or `advanced` (BO 1-16). */
  readonly rules: RuleLayer
  /**
   * A safety net for software play: the race is stopped after this many rounds and the
   * cars still running are classified by their progress. Not a rule of the seed.
   */
  readonly maxRounds: number
  /** `race`, or `qualifying` (1 to 8 drivers, classified by time in turns). */
  readonly session: Session
  /** One entry per driver for a grid from qualifying or the championship, or null for the draw. */
  readonly start: ReadonlyArray<StartEntry> | null
}

/** Codec of {@link BolideConfig}. @group Codecs */
export const BolideConfigCodec: t.Type<BolideConfig, BolideConfig, unknown> = t.readonly(
  t.type({
    circuit: CircuitCodec,
    drivers: t.readonlyArray(DriverConfigCodec),
    laps: intRange(1, 3),
    rules: oneOf(PRESET_NAMES, 'RuleLayer'),
    maxRounds: intRange(1, 2000),
    session: t.keyof({ race: null, qualifying: null }, 'Session'),
    start: union([t.readonlyArray(StartEntryCodec), t.null]),
  }),
  'BolideConfig',
)
