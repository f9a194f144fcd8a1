import type { Viewer } from '../core/index.js'
import { observeEvents, type Event, type WearReason, type WeatherEvent } from './events.js'
import type { EliminationReason } from './rules/elimination.js'
import type { Sky } from './rules/weather.js'
import { playOrder } from './rules/order.js'
import type { State } from './state.js'
import { penaltyThrows, type QualifyingLap } from './rules/qualifying.js'

const ordinal = (n: number): string => {
  const tens = n % 100
  if (tens >= 11 && tens <= 13) return `${n}th`
  return `${n}${n % 10 === 1 ? 'st' : n % 10 === 2 ? 'nd' : n % 10 === 3 ? 'rd' : 'th'}`
}

const WHY: Readonly<Record<WearReason, string>> = {
  overrev: 'over-revving (gears skipped when shifting down)',
  braking: 'braking',
  blocking: 'being blocked',
  overshoot: 'overshooting a corner',
  collision: 'in a collision',
  'engine-test': 'failing an engine test',
  'blocked-car-eliminated': 'when a car it blocked crashed into it',
  'slipstream-into-corner': 'braking late into a corner after a slipstream',
  'road-holding': 'on a dangerous space',
  wall: 'hitting the wall',
}

const OUT: Readonly<Record<EliminationReason, string>> = {
  'no-stop-in-corner': 'left a corner without the stops it requires',
  tyres: 'lost more tyre points than it had left',
  blocking: 'blocked with no brakes or tyres to pay for it (or by 7 spaces or more)',
  body: 'body wrecked (last body point lost)',
  engine: 'engine blown (last engine point lost)',
  holding: 'lost its last road-holding point on a dangerous space',
  'engine-inertia': 'engine blown: the car rolls on its inertia (one last move, or limping to the finish)',
}

/**
 * Why a car is out of the race, in words: a standings placing's `eliminated`, an `eliminated`
 * event's reason.
 * @group Descriptions
 */
export const describeOutReason = (reason: EliminationReason): string => OUT[reason]

const points = (n: number, part: string): string =>
  `${n} ${part === 'body' ? 'body' : part === 'holding' ? 'road-holding' : part.replace(/s$/, '')} point${n === 1 ? '' : 's'}`

// A chronometer reading: 4'22"00.
const chrono = (hundredths: number): string => {
  const m = Math.floor(hundredths / 6000)
  const sec = Math.floor((hundredths % 6000) / 100)
  const h = hundredths % 100
  return `${m}'${String(sec).padStart(2, '0')}"${String(h).padStart(2, '0')}`
}

// "18 throws + 4 (minutes) + 2 (overshoots) = 24 throws (4'22"00, hard tyres)".
const qualifyingLine = (name: string, lap: QualifyingLap, time: number): string => {
  if (lap.missedStops)
    return `${name}'s qualifying lap ends after ${lap.throws} throw${lap.throws > 1 ? 's' : ''}: a corner left without its stops, last on the grid`
  const minutes = Math.floor(lap.hundredths / 6000)
  const penalty = penaltyThrows(lap)
  const parts = [
    `${lap.throws} throws`,
    ...(minutes > 0 ? [`${minutes} (minutes)`] : []),
    ...(penalty > 0 ? [`${penalty} (overshoots)`] : []),
  ]
  const sum = parts.length > 1 ? `${parts.join(' + ')} = ${time} throws` : `${time} throws`
  // No reading without the chronometer (a lap of no real time).
  const reading = lap.hundredths > 0 ? `${chrono(lap.hundredths)}, ` : ''
  return `${name} qualifies in ${sum} (${reading}${lap.tyre} tyres${lap.wet ? ', wet track' : ''})`
}

// The sky as each roll means it: the qualifying roll holds for the session only (FD-T 3-1),
// the race's start roll for the whole race unless variable, a later roll for the rest of it.
const SKY: Readonly<Record<WeatherEvent['session'], Readonly<Record<Sky, string>>>> = {
  qualifying: {
    'sun-definitive': 'sun',
    'sun-temporary': 'sun',
    variable: 'variable sky',
    'rain-temporary': 'rain',
    'rain-definitive': 'rain',
  },
  race: {
    'sun-definitive': 'sun for the whole race',
    'sun-temporary': 'temporary sun',
    variable: 'variable sky, it may change during the race',
    'rain-temporary': 'temporary rain',
    'rain-definitive': 'rain for the whole race',
  },
  evolution: {
    'sun-definitive': 'sun for the rest of the race',
    'sun-temporary': 'temporary sun',
    variable: 'variable sky',
    'rain-temporary': 'temporary rain',
    'rain-definitive': 'rain for the rest of the race',
  },
}

const weatherLine = (e: WeatherEvent): string => {
  const track = `${e.wet ? 'wet' : 'dry'} track`
  const sky = SKY[e.session][e.sky]
  switch (e.session) {
    case 'qualifying':
      return `Qualifying session weather (black die ${e.value}): ${sky}, ${track} for the whole session`
    case 'race':
      return `Race weather (black die ${e.value}): ${sky}; ${track}`
    case 'evolution':
      return `The weather changes (black die ${e.value}): ${sky}; ${track}`
  }
}

/**
 * One line of English for a key event of the race, or null for the routine ones a report can
 * skip. Kept: start incidents (stall, super start), wear actually lost and why, spins,
 * blockings, eliminations and why, pit stops, laps completed, the finish with the place; in
 * qualifying the start of each lap, its penalties and its absolute time.
 * Skipped: grid rolls, rounds, normal starts, gear shifts, rolls, plain moves, passed tests.
 * Cars are called by their names (the config's names, as in the standings).
 * @group Descriptions
 */
export const describeEvent = (e: Event): string | null => {
  switch (e.type) {
    case 'start':
      return e.result === 'stall'
        ? `${e.name} stalls on the grid (black die 1): starts next round in 1st`
        : e.result === 'super-start'
          ? `${e.name} makes a super start (black die 20): jumps 4 spaces`
          : null
    case 'move':
      return e.blocked > 0
        ? `${e.name} is blocked ${e.blocked} space${e.blocked > 1 ? 's' : ''} short by the cars ahead`
        : null
    case 'wear':
      return `${e.name} loses ${points(e.amount, e.part)} ${WHY[e.reason]}`
    case 'spin':
      return `${e.name} spins (last tyre point gone): restarts in 1st`
    case 'eliminated':
      return `${e.name} is OUT: ${OUT[e.reason]}`
    case 'pit-stop':
      return `${e.name} stops at its stand: new tyres`
    case 'pit-roll':
      return e.spaces > 0
        ? `${e.name}'s pit crew is quick (black die ${e.value}): leaves at once, ${e.spaces} space${e.spaces > 1 ? 's' : ''} in 4th`
        : `${e.name}'s pit crew is slow (black die ${e.value}): waits a round at the stand`
    case 'lap':
      // The first crossing is the start (from the grid); the last one is told by `finish`.
      return e.lap <= 1 || e.lap > e.laps ? null : `${e.name} completes lap ${e.lap - 1} of ${e.laps}`
    case 'finish':
      return `${e.name} crosses the finish line: ${ordinal(e.place)}`
    case 'weather':
      return weatherLine(e)
    case 'slipstream':
      return `${e.name} takes a slipstream`
    case 'holding-roll':
      return null
    case 'dangerous':
      return null
    case 'stand':
      return `${e.name} chooses a ${e.stop} stop and ${e.tyre} tyres`
    case 'repair':
      return `${e.name}'s crew restores ${points(e.amount, e.part)}`
    case 'tyres':
      return null
    case 'build':
      return e.part === 'stand'
        ? `${e.name} keeps ${points(e.points, 'stand')} at the stand`
        : `${e.name} puts ${points(e.points, e.part)} on its car`
    case 'qualifying-start':
      return `${e.name} starts its qualifying lap on ${e.tyre} tyres${e.wet ? ' (wet track)' : ''}`
    case 'qualifying-penalty':
      return `${e.name} overshoots a corner by ${e.spaces} space${e.spaces > 1 ? 's' : ''}: ${e.throws} penalty throw${e.throws > 1 ? 's' : ''}`
    case 'qualifying-lap':
      return qualifyingLine(e.name, e.lap, e.time)
    case 'qualifying-result': {
      const time = e.times[0] ?? null
      return time === null
        ? `${e.name} starts from pole: every car missed its stops in qualifying`
        : `${e.name} takes pole position with ${time} throws`
    }
    case 'grid-roll':
    case 'grid':
    case 'round':
    case 'gear':
    case 'roll':
    case 'collision-roll':
    case 'engine-roll':
      return null
  }
}

/** The running order, leader first: finished cars, then racing cars, then cars out. @group Descriptions */
export const describeRunningOrder = (state: State): ReadonlyArray<string> => {
  const lines: string[] = []
  state.finishers.forEach((i, k) => lines.push(`${k + 1}. ${state.cars[i]?.name ?? `car ${i + 1}`} — finished`))
  for (const i of playOrder(state)) {
    const c = state.cars[i]
    if (!c) continue
    const w = c.wear
    const lap = c.lap === 0 ? 'on the grid' : `lap ${Math.min(c.lap, state.laps)} of ${state.laps}`
    lines.push(
      `${lines.length + 1}. ${c.name} — ${lap}, gear ${c.gear}, tyres ${w.tyres} brakes ${w.brakes} fuel ${w.fuel} body ${w.body} engine ${w.engine}${c.spun ? ', spun' : ''}${c.pit !== 'none' ? `, pit (${c.pit})` : ''}`,
    )
  }
  state.cars.forEach((c, i) => {
    if (c.status === 'out') lines.push(`-- ${c.name ?? `car ${i + 1}`} — out (${c.out === null ? '?' : OUT[c.out]})`)
  })
  return lines
}

type BuildEvent = Extract<Event, { type: 'build' }>

const PART: Readonly<Record<BuildEvent['part'], string>> = {
  tyres: 'tyres',
  brakes: 'brakes',
  fuel: 'fuel',
  body: 'body',
  engine: 'engine',
  holding: 'road holding',
  stand: 'stand',
}

// "Car 1 is built: tyres 5, brakes 4, ...; 2 stand points kept at the stand".
const buildLine = (parts: ReadonlyArray<BuildEvent>): string => {
  const onCar = parts.filter((p) => p.part !== 'stand').map((p) => `${PART[p.part]} ${p.points}`)
  const stand = parts.find((p) => p.part === 'stand')?.points
  const kept =
    stand === undefined ? '' : `; ${stand === 0 ? 'no' : stand} stand point${stand === 1 ? '' : 's'} kept at the stand`
  return `${parts[0]?.name ?? 'A car'} is built: ${onCar.join(', ')}${kept}`
}

/**
 * The readable lines of a run of events, as {@link describeEvent} gives them, except that a
 * car built in play (one `build` event per part, 6 or 7 a car) is one line. With a viewer, the
 * lines of what that viewer may see: in Formule Dé everything is on the table, so every seat
 * and every spectator reads the same lines.
 * @group Descriptions
 */
export const describeEvents = (events: ReadonlyArray<Event>, viewer?: Viewer): ReadonlyArray<string> => {
  const lines: string[] = []
  let build: BuildEvent[] = []
  const flush = (): void => {
    if (build.length > 0) lines.push(buildLine(build))
    build = []
  }
  for (const e of viewer === undefined ? events : observeEvents(events, viewer)) {
    if (e.type === 'build') {
      if (build[0] !== undefined && build[0].car !== e.car) flush()
      build.push(e)
      continue
    }
    flush()
    const line = describeEvent(e)
    if (line !== null) lines.push(line)
  }
  flush()
  return lines
}
