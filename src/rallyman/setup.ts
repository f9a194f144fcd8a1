/**
 * Setting up a rally (RM ART.1-3): the config (decoded exactly by core's guard) is checked
 * against its limits and its meaning, every zone and roadbook built, and the first special
 * prepared (weather, tyres, then the first start).
 */
import { left, right, type Either } from 'fp-ts/lib/Either.js'
import { canonicalJson, deepFreeze, protocolSetupError, setupError, type SetupError } from '../core/index.js'

export { buildStages } from './stage/build.js'
import { BASE_RULES, type RallymanConfig, type RuleSwitches } from './config.js'
import type { SetupCode } from './codes.js'
import type { Ctx } from './flow.js'
import { configOverLimits } from './limits.js'
import { STATE_VERSION, type Car, type RallymanState } from './state.js'
import type { Stage } from './stage/stage.js'
import { startSpecial } from './rules/special.js'
import type { BoardId } from './stage/rallies.js'
import { boardOf, type Board } from './stage/board.js'
import { buildStages } from './stage/build.js'

export type { BoardId }

/** The names of the rule presets (`info.presets`), the default first: every list of them reads this one. @group Config */
export const PRESET_NAMES = Object.freeze(['basic', 'dirt'] as const)

/** The name of a rule preset ({@link PRESET_NAMES}). @group Config */
export type PresetName = (typeof PRESET_NAMES)[number]

/**
 * The rule switches of each preset: `basic` is every optional rule of the base game (big
 * attack, seconds, Sisu, weather and tyres, split times); `dirt` adds the Dirt rules (RM
 * ART.18-26), time control (RM ART.22) included.
 * @group Config
 */
export const PRESETS: Readonly<Record<PresetName, RuleSwitches>> = deepFreeze({
  basic: BASE_RULES,
  dirt: { ...BASE_RULES, dirt: true, timeControl: true },
})

const problems = (config: RallymanConfig): ReadonlyArray<SetupError<SetupCode>> => {
  const out: SetupError<SetupCode>[] = []
  const n = config.drivers.length
  if (n < 1 || n > 6) out.push(setupError('DRIVERS', `A rally takes 1 to 6 drivers, not ${n}.`, 'RM ART.1'))
  const k = config.rally.specials.length
  if (k < 1 || k > 3)
    out.push(setupError('SPECIALS', `A rally runs 3 specials (1 or 2 for practice), not ${k}.`, 'RM ART.1'))
  const d = config.dice
  if (d.gear.length !== 5)
    out.push(setupError('DICE', 'Five gear dice: give the warning faces of gears 1 to 5.', 'RM ART.4'))
  if ([...d.gear, d.gas, d.orangeGas].some((w) => w > d.faces))
    out.push(setupError('DICE', `A die has ${d.faces} faces: no more warning faces than that.`, 'RM ART.4'))
  const c = config.cards
  if (c.speed.length !== 5) out.push(setupError('CARDS', 'Five speed-card times, gears 1 to 5.', 'RM ART.4'))
  if (c.backs.spin + c.backs.left + c.backs.right === 0)
    out.push(setupError('CARDS', 'The loss-of-control backs are all zero.', 'RM ART.7.2'))
  if (c.cord.good + c.cord.dirty + c.cord.puncture === 0)
    out.push(setupError('CARDS', 'The cord deck is empty.', 'RM ART.9.3'))
  return out
}

/** What a sound config builds: its specials, and the board record a state carries for them. */
export interface Built {
  readonly stages: ReadonlyArray<Stage>
  readonly board: Board
}

// What the last few rallies and zones built, by content: a batch sets up a rally per seed on
// one config, and a saved rally is checked against its own config; building and hashing the
// specials costs more than the rest of either (2 ms of a 6 ms rally in a batch). Sound: keyed
// by content, a value, and what it keeps is frozen.
const built = new Map<string, Either<SetupError, Built>>()
const KEEP = 16

/**
 * Checks a config (counts, then limits, then meaning) and builds its specials and their board
 * record, or the first problem. What a config builds depends on its rally and zones only: it is
 * remembered by their content for the last few (the board record is then shared by their rallies).
 */
export const checkConfig = (config: RallymanConfig): Either<SetupError, Built> => {
  const first = problems(config)[0]
  if (first !== undefined) return left(first)
  const over = configOverLimits(config)
  if (over.length > 0) return left(protocolSetupError('OVER_LIMIT', over.slice(0, 8).join('\n')))
  // Within the limits, their JSON is small enough to key them.
  const key = canonicalJson({ rally: config.rally, zones: config.zones })
  const hit = built.get(key)
  if (hit !== undefined) return hit
  const stages = buildStages(config)
  const out: Either<SetupError, Built> =
    stages._tag === 'Left' ? stages : right(deepFreeze({ stages: stages.right, board: boardOf(config, stages.right) }))
  built.set(key, out)
  if (built.size > KEEP) built.delete(built.keys().next().value as string)
  return out
}

/** Checks a config exactly decoded by the guard, then prepares the first special. */
export const setupRally = (config: RallymanConfig): Either<SetupError, RallymanState> => {
  const checked = checkConfig(config)
  if (checked._tag === 'Left') return checked
  const cars = config.drivers.map(
    (d, seat): Car => ({
      seat,
      name: d.name,
      status: 'waiting',
      cell: -1,
      gear: 0,
      restart: true,
      off: 'none',
      chrono: 0,
      seconds: 0,
      gearLost: 0,
      punctures: 0,
      spareWheel: true,
      sisu: true,
      tyres: 'asphalt',
      softSector: null,
      arrived: 0,
      times: [],
      retired: null,
    }),
  )
  const state: RallymanState = {
    game: 'rallyman',
    version: STATE_VERSION,
    config,
    board: checked.right.board,
    special: 0,
    cars,
    startOrder: [],
    round: 0,
    order: [],
    next: 0,
    turn: null,
    pending: null,
    snow: [],
    dirty: [],
    clean: [],
    cordDeck: config.cards.cord,
    stamp: 1,
    splits: [],
    over: false,
  }
  const ctx: Ctx = { state, events: [] }
  startSpecial(
    ctx,
    0,
    cars.map((c) => c.seat),
  )
  return right(ctx.state)
}
