/** Plain-English lines for logs and UIs: events, roll results, out reasons and the running order. */
import type { LangOption, Viewer } from '../core/index.js'
import { atFr, eventLineFr, outReasonFr, type WhereFr } from './words/events-fr.js'
import { circuitOf } from './board.js'
import type { Circuit } from './circuit/model.js'
import { terrainOf } from './circuit/terrain.js'
import { observeBolideEvents, type BolideEvent } from './events.js'
import { describeMove, sub, speedOf, type Point } from './grid/point.js'
import type { BolideState, CarMode } from './state.js'
import type { Damage, OutReason, PitService, RollResult } from './results.js'
import { runningOrder } from './rules/order.js'

// Where an event happened, in words: `at (x,y)` (`to (x,y)` for a move's end) by default,
// `in sector c on lap 2` (`into sector c …`) when the race is known (see describeEvents).
type Where = (seat: number | null, p: Point, to?: boolean) => string

const at: Where = (_seat, p, to = false) => `${to ? 'to' : 'at'} (${p.x},${p.y})`

const sectorLetter = (sector: number): string => String.fromCharCode(97 + sector)

// How far from a point off the track its nearest sector is looked for, in squares.
const NEAR = 4

/**
 * Where a point is on a circuit, as facts: in a sector (its letter as printed on the board), in
 * its run-off, beside it (a white intersection near the track), or off the board (`sector` null).
 * @group Descriptions
 */
export interface PlaceFacts {
  /** On the track, in its run-off, beside the track, off the board. */
  readonly kind: 'sector' | 'runoff' | 'beside' | 'off'
  /** The sector's letter (`c`), null off the board. */
  readonly sector: string | null
}

/** The facts of {@link describePlace}: the sector a point is in or near. @group Descriptions */
export const placeFacts = (circuit: Circuit, p: Point): PlaceFacts => {
  const T = terrainOf(circuit)
  const own = T.sector(p.x, p.y)
  if (own >= 0) return { kind: T.kind(p.x, p.y) === 'runoff' ? 'runoff' : 'sector', sector: sectorLetter(own) }
  for (let r = 1; r <= NEAR; r++)
    for (let dy = -r; dy <= r; dy++)
      for (let dx = -r; dx <= r; dx++) {
        if (Math.max(Math.abs(dx), Math.abs(dy)) !== r) continue
        const near = T.sector(p.x + dx, p.y + dy)
        if (near >= 0) return { kind: 'beside', sector: sectorLetter(near) }
      }
  return { kind: 'off', sector: null }
}

/**
 * Where a point is on a circuit, as a player says it: `in sector c` (the sector letter
 * printed on the board), `in the run-off of sector c`, `beside sector c` for a white
 * intersection near the track, `off the board` for the rest.
 * @group Descriptions
 */
export const describePlace = (circuit: Circuit, p: Point): string => {
  const f = placeFacts(circuit, p)
  switch (f.kind) {
    case 'sector':
      return `in sector ${f.sector}`
    case 'runoff':
      return `in the run-off of sector ${f.sector}`
    case 'beside':
      return `beside sector ${f.sector}`
    case 'off':
      return 'off the board'
  }
}

/** Why a car is out, in words; English unless `{ lang: 'fr' }`. @group Descriptions */
export const describeOutReason = (reason: OutReason, options?: LangOption): string => {
  if (options?.lang === 'fr') return outReasonFr(reason)
  switch (reason) {
    case 'white-intersection':
      return 'wrecked: stopped on a white intersection'
    case 'off-the-board':
      return 'wrecked: stopped off the board'
    case 'out-of-fuel':
      return 'out of fuel: a ½-fuel car must stop at the boxes after lap 1'
  }
}

/** A table row read by a d12, in words (`rolled` events). @group Descriptions */
export const describeRollResult = (r: RollResult): string => rollWords(r, (p) => at(null, p))

const rollWords = (r: RollResult, place: (p: Point) => string): string => {
  switch (r.table) {
    case 'start':
      return `${r.result} start`
    case 'box':
      return `${r.result} pit exit`
    case 'booster':
      switch (r.result) {
        case 'speed-loss':
          return `the engine smokes: top speed -${r.loss}`
        case 'no-4th':
          return '4th gear lost'
        case 'same-speed':
          return 'power loss: same speed as last turn'
        case 'nothing':
          return 'no booster, no damage'
        case 'granted':
          return 'granted, the Pion moves one square in the primary direction'
        case 'set-up-reroll':
          return 'negative: the Booster set-up rolls again'
      }
      break
    case 'brake':
      if (r.result === 'refused') return r.loss > 0 ? `no block, top speed -${r.loss}` : 'tyres lock: no block'
      if (r.result === 'spin') return 'irregular block: the car blocks and spins'
      return r.result === 'granted' ? 'block granted' : 'negative: the Brake set-up joker rolls again'
    case 'collision':
      return r.result === 'defender-keeps' ? 'Défense keeps the point' : 'Attaque takes the point'
    case 'safety-car':
      return r.result === 'out' ? 'safety car!' : 'no safety car'
    case 'weather':
      return r.result === 'settled' ? 'sun for the whole race' : 'variable weather'
    case 'weather-risk':
      return r.result
    case 'slick-rain':
      if (r.result === 'aquaplaning' || r.result === 'skid')
        return `${r.result === 'skid' ? 'a skid' : 'aquaplaning'}: the car ends ${place(r.to)}`
      return r.result === 'ok' ? 'OK' : 'a spin at the declared point'
  }
}

const describeDamage = (d: Damage): string =>
  d.kind === 'speed-loss' ? `top speed -${d.loss}` : 'broken fin: set-up cancelled'

const SERVICE_WORDS: Readonly<Record<PitService, string>> = {
  repairs: 'repairs',
  refuelled: 'refuelled',
  'new-tyres': 'new tyres',
}

/**
 * One sentence for a key event of the race, or null for the routine ones. Key events:
 * start incidents (slow or fast start), forced moves, leaving the track and coming back,
 * wrecks, collisions and their outcome, damage, the safety car, Booster, Brake and
 * slick-in-rain results, spins, blocks used, the boxes (entry, penalty, incident,
 * services, exit), the weather, strategies, laps completed, finishes. Plain moves, normal
 * starts, grid slots, box cells, the half-way line (but for the first car of each lap, who
 * takes the intermediate point) and round starts give null: a 6-car
 * 2-lap race reads in about a hundred lines. English unless `{ lang: 'fr' }`.
 * @group Descriptions
 */
export const describeEvent = (e: BolideEvent, options?: LangOption): string | null =>
  options?.lang === 'fr' ? eventLineFr(e, atFr) : eventLine(e, at)

const eventLine = (e: BolideEvent, where: Where): string | null => {
  switch (e.type) {
    case 'grid-slot':
    case 'round':
    case 'stayed':
    case 'pit-cell':
      return null
    case 'rolled':
      return describeRoll(e, where)
    case 'moved':
      // Only the moves a driver did not choose freely are news.
      if (e.how === 'forced')
        return `${e.driver} runs out of time and is forced to the Pion, ${describeMove(sub(e.to, e.from))} ${where(e.seat, e.to, true)}`
      if (e.how === 'slipstream')
        return `${e.driver} takes the slipstream ${where(e.seat, e.to, true)}, still in gear ${e.speed}`
      return null
    case 'left-track':
      return `${e.driver} leaves the track ${where(e.seat, e.at)}`
    case 'back-on-track':
      return `${e.driver} is back on the track ${where(e.seat, e.at)} with dirty tyres`
    case 'wrecked':
      return `${e.driver} is out ${where(e.seat, e.at)}: ${describeOutReason(e.reason)}`
    case 'collision':
      return `${e.attackerDriver} attacks ${e.defenderDriver} ${where(e.attacker, e.at)}`
    case 'repositioned':
      return `${e.driver} is placed ${where(e.seat, e.to)}`
    case 'spun':
      return `${e.driver} spins`
    case 'damage':
      return `${e.driver} is damaged: ${describeDamage(e.damage)}`
    case 'block-used':
      return `${e.driver} blocks (${e.left} block${e.left === 1 ? '' : 's'} left)`
    case 'lap':
      return `${e.driver} completes lap ${e.lap - 1}`
    case 'half-way':
      // Only the first car past the line is news: it takes the intermediate point (BO 16).
      return e.first ? `${e.driver} is first past the half-way line of lap ${e.lap} (intermediate point)` : null
    case 'finished':
      return `${e.driver} finishes ${ordinal(e.rank)}`
    case 'pit-in':
      return `${e.driver} enters the pit lane for box ${e.target}${e.penalty > 0 ? ` too fast: ${e.penalty} extra turns` : ''}`
    case 'pit-service':
      return `${e.driver} at the boxes: ${e.services.length > 0 ? e.services.map((x) => SERVICE_WORDS[x]).join(', ') : 'no service'}`
    case 'pit-out':
      return `${e.driver} leaves the boxes ${where(e.seat, e.at)}`
    case 'safety-car':
      return `Safety car! The field regroups behind ${e.placed[0]?.driver ?? 'the leader'}`
    case 'weather':
      return `Weather: ${e.weather}${e.variable ? ' (variable, drawn again at the half-way line)' : ' for the whole race'}`
    case 'strategy':
      return `${e.driver} chooses ${e.strategy}, ${e.tread} tyres, set-up ${e.setUp}`
    case 'race-over':
      return 'Race over: the software round limit (maxRounds, not a rule of Bolide) stopped the race'
  }
}

/**
 * The lines of a step's (or a race's) key events, routine events left out; with a viewer,
 * the events that viewer may see (in Bolide every event is public). Given `from`, the state
 * the events start from, places read as a player says them, `in sector c on lap 2` (the
 * laps counted from `from` and the events' lap crossings); without it, as grid points.
 * English unless `{ lang: 'fr' }` (`dans le secteur c au tour 2`).
 * @group Descriptions
 */
export const describeEvents = (
  events: ReadonlyArray<BolideEvent>,
  viewer?: Viewer,
  from?: BolideState,
  options?: LangOption,
): ReadonlyArray<string> => {
  const french = options?.lang === 'fr'
  const laps = from === undefined ? [] : from.cars.map((c) => Math.max(1, c.crossings))
  const circuit = from === undefined ? undefined : circuitOf(from)
  const where: Where =
    circuit === undefined
      ? at
      : (seat, p, to = false) => {
          const place = describePlace(circuit, p)
          return `${to ? place.replace(/^in /, 'into ') : place}${seat === null ? '' : ` on lap ${laps[seat] ?? 1}`}`
        }
  const whereFr: WhereFr =
    circuit === undefined
      ? atFr
      : (seat, p, to = false) => {
          const f = placeFacts(circuit, p)
          const place =
            f.kind === 'sector'
              ? `${to ? 'vers' : 'dans'} le secteur ${f.sector}`
              : f.kind === 'runoff'
                ? `dans le dégagement du secteur ${f.sector}`
                : f.kind === 'beside'
                  ? `à côté du secteur ${f.sector}`
                  : 'hors du plateau'
          return `${place}${seat === null ? '' : ` au tour ${laps[seat] ?? 1}`}`
        }
  return (viewer === undefined ? events : observeBolideEvents(events, viewer)).flatMap((e) => {
    if (e.type === 'lap') laps[e.seat] = e.lap
    const line = french ? eventLineFr(e, whereFr) : eventLine(e, where)
    return line === null ? [] : [line]
  })
}

const ordinal = (n: number): string => {
  const tens = n % 100
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th')
  return `${n}${suffix}`
}

/** A d12 read on a table: only the rolls that change something are news. */
const describeRoll = (e: BolideEvent & { readonly type: 'rolled' }, where: Where): string | null => {
  const who = e.driver ?? 'The race'
  const what = rollWords(e.result, (p) => where(e.seat, p))
  switch (e.result.table) {
    case 'start':
      // A normal start is the routine case; slow and fast starts are incidents.
      return e.result.result === 'normal' ? null : `${who} rolls ${e.value} at the start: ${what}`
    case 'weather':
    case 'weather-risk':
      return null // the weather event that follows says it
    case 'slick-rain':
      return e.result.result === 'ok' ? null : `${who} rolls ${e.value} on slicks in the rain: ${what}`
    case 'safety-car':
      return `${who} rolls the 7 again: ${e.value}, ${what}`
    case 'booster':
      return `${who} asks for the Booster and rolls ${e.value}: ${what}`
    case 'brake':
      return `${who} asks for a Brake and rolls ${e.value}: ${what}`
    case 'collision':
      return `${who} rolls ${e.value} for the collision: ${what}`
    case 'box':
      return `${who} rolls ${e.value} for the box incident: ${what}`
  }
}

// A car's mode in the French running order.
const MODE_FR: Readonly<Record<CarMode, string>> = {
  unplaced: 'pas encore sur la grille',
  standing: "à l'arrêt",
  running: 'en course',
  spun: 'en tête-à-queue',
  'off-track': 'hors de la piste',
  dirty: 'pneus sales',
  pit: 'dans la voie des stands',
  finished: 'arrivée',
  out: 'éliminée',
}

/**
 * The running order as lines, leader first: `1. Driver 2 lap 1, speed 4`; English unless
 * `{ lang: 'fr' }`.
 * @group Descriptions
 */
export const describeRunningOrder = (s: BolideState, options?: LangOption): ReadonlyArray<string> => {
  const fr = options?.lang === 'fr'
  const racing = runningOrder(s, s.order.length > 0 ? s.order : s.grid)
  const done = [...s.cars]
    .filter((c) => c.finishRank !== null)
    .sort((a, b) => (a.finishRank ?? 0) - (b.finishRank ?? 0))
  const out = [...s.cars].filter((c) => c.mode === 'out')
  const lines: string[] = []
  for (const c of done)
    lines.push(
      fr
        ? `${lines.length + 1}. ${c.driver.name} arrivée ${c.finishRank === 1 ? '1re' : `${c.finishRank ?? 0}e`}`
        : `${lines.length + 1}. ${c.driver.name} finished ${ordinal(c.finishRank ?? 0)}`,
    )
  for (const seat of racing) {
    const c = s.cars[seat]
    if (!c) continue
    const lap = Math.max(1, Math.min(s.laps, c.crossings))
    const where = fr
      ? c.mode === 'running'
        ? `vitesse ${speedOf(c.vel)}`
        : MODE_FR[c.mode]
      : c.mode === 'pit'
        ? 'in the pit lane'
        : c.mode === 'running'
          ? `speed ${speedOf(c.vel)}`
          : c.mode
    lines.push(`${lines.length + 1}. ${c.driver.name}, ${fr ? 'tour' : 'lap'} ${lap}, ${where}`)
  }
  for (const c of out)
    lines.push(
      `-. ${c.driver.name}, ${fr ? 'éliminée' : 'out'}: ${c.outReason === null ? '' : describeOutReason(c.outReason, options)}`,
    )
  return lines
}
