/**
 * Setting up a rally (RM ART.1-3): the config is decoded, every zone and roadbook checked
 * and built, and the first special prepared (weather, tyres, then the first start).
 */
import { left, right, type Either } from 'fp-ts/lib/Either.js'
import { decodeWith, setupError, type SetupError } from '../core/index.js'
import { BASE_RULES, DEFAULT_CARDS, RallymanConfigCodec, type RallymanConfig, type Rally, type RuleSwitches } from './config.js'
import { DEFAULT_DICE } from './dice.js'
import type { Ctx } from './flow.js'
import type { Car, RallymanState } from './state.js'
import { startSpecial } from './rules/special.js'
import { ASPHALT_RALLY } from './stage/rallies.js'
import type { Stage } from './stage/stage.js'
import { assembleStage, checkZones } from './stage/validate.js'
import { BUILT_IN_ZONES } from './stage/zones.js'

/** Options of {@link defaultConfig}. */
export interface DefaultConfigOptions {
  /** Number of drivers (default 4). */
  readonly drivers?: number
  /** The rally (default the asphalt rally). */
  readonly rally?: Rally
  /** Rule switches to change. */
  readonly rules?: Partial<RuleSwitches>
}

/** A ready-to-run config with the defaults of FACTS.md. */
export const defaultConfig = (o: DefaultConfigOptions = {}): RallymanConfig => ({
  drivers: Array.from({ length: o.drivers ?? 4 }, (_, i) => ({ name: `Driver ${String.fromCharCode(65 + i)}` })),
  rally: o.rally ?? ASPHALT_RALLY,
  zones: [],
  rules: { ...BASE_RULES, ...(o.rules ?? {}) },
  dice: DEFAULT_DICE,
  cards: DEFAULT_CARDS,
})

const problems = (config: RallymanConfig): ReadonlyArray<SetupError> => {
  const out: SetupError[] = []
  const n = config.drivers.length
  if (n < 1 || n > 6) out.push(setupError('DRIVERS', `A rally takes 1 to 6 drivers, not ${n}.`, 'RM ART.1'))
  const k = config.rally.specials.length
  if (k < 1 || k > 3) out.push(setupError('SPECIALS', `A rally runs 3 specials (1 or 2 for practice), not ${k}.`, 'RM ART.1'))
  const d = config.dice
  if (d.gear.length !== 5) out.push(setupError('DICE', 'Five gear dice: give the warning faces of gears 1 to 5.', 'RM ART.4'))
  if ([...d.gear, d.gas, d.orangeGas].some((w) => w > d.faces))
    out.push(setupError('DICE', `A die has ${d.faces} faces: no more warning faces than that.`, 'RM ART.4'))
  const c = config.cards
  if (c.speed.length !== 5) out.push(setupError('CARDS', 'Five speed-card times, gears 1 to 5.', 'RM ART.4'))
  if (c.backs.spin + c.backs.left + c.backs.right === 0) out.push(setupError('CARDS', 'The loss-of-control backs are all zero.', 'RM ART.7.2'))
  if (c.cord.good + c.cord.dirty + c.cord.puncture === 0) out.push(setupError('CARDS', 'The cord deck is empty.', 'RM ART.9.3'))
  return out
}

/** Builds the specials of a config, or the first problem. */
export const buildStages = (config: RallymanConfig): Either<SetupError, ReadonlyArray<Stage>> => {
  const byLetter = new Map(BUILT_IN_ZONES.map((z) => [z.id, z] as const))
  for (const z of config.zones) byLetter.set(z.id, z)
  const zones = checkZones([...byLetter.values()])
  if (zones._tag === 'Left') return left(setupError('ZONE_DEFECT', zones.left.join('\n'), 'RM ART.1'))
  const stages: Stage[] = []
  for (const plan of config.rally.specials) {
    const stage = assembleStage(plan.name, plan.roadbook, zones.right)
    if (stage._tag === 'Left') return left(setupError('STAGE_DEFECT', `${plan.name}: ${stage.left.join('\n')}`, 'RM ART.1'))
    const bad = plan.snow.find((t) => t >= stage.right.zones.length)
    if (bad !== undefined) return left(setupError('STAGE_DEFECT', `${plan.name}: no tile ${bad} to cover in snow.`, 'RM ART.15.1'))
    stages.push(stage.right)
  }
  return right(stages)
}

/** Decodes and checks a config, then prepares the first special. */
export const setupRally = (input: RallymanConfig): Either<SetupError, RallymanState> => {
  const decoded = decodeWith(RallymanConfigCodec, input)
  if (decoded._tag === 'Left') return left(setupError('BAD_CONFIG', decoded.left.slice(0, 8).join('\n'), 'codec'))
  const config = decoded.right
  const first = problems(config)[0]
  if (first !== undefined) return left(first)
  const stages = buildStages(config)
  if (stages._tag === 'Left') return stages
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
    config,
    stages: stages.right,
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
  startSpecial(ctx, 0, cars.map((c) => c.seat))
  return right(ctx.state)
}
