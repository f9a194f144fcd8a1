/** Formule Dé in English: the catalogue of `words.ts`. */
import { count, listOf, ordinal } from '../../core/index.js'
import type { WearReason } from '../events.js'
import type { BuildPart } from '../rules/build.js'
import type { EliminationReason } from '../rules/elimination.js'
import type { ChanceType } from '../status.js'
import { chrono } from './chrono.js'
import type { DieMeaning, MoveFacts, SkyWords, Where, Words } from './words.js'

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

const PART: Readonly<Record<BuildPart, string>> = {
  tyres: 'tyres',
  brakes: 'brakes',
  fuel: 'fuel',
  body: 'body',
  engine: 'engine',
  holding: 'road holding',
  stand: 'stand',
}

// The sky as each roll means it: the qualifying roll holds for the session only (FD-T 3-1),
// the race's start roll for the whole race unless variable, a later roll for the rest of it.
const SKY: SkyWords = {
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

const DIE_FOR: Readonly<Record<ChanceType, string>> = {
  grid: 'grid place',
  start: 'start',
  roll: 'move',
  collision: 'collision test',
  engine: 'engine test',
  pit: 'pit crew',
  weather: 'weather',
  holding: 'road-holding test',
}

const MEANING: Readonly<Record<Exclude<DieMeaning['kind'], 'pit-quick'>, string>> = {
  stall: 'stalls',
  'super-start': 'super start',
  'normal-start': 'a normal start',
  'pit-slow': 'a slow stop, waits a round',
  'engine-push': 'the engine at full stretch, engine tests',
}

const spaces = (n: number): string => count('en', n, 'space', 'spaces')

const where = (w: Where): string =>
  'id' in w
    ? `space #${w.id}`
    : w.lane === 'pit'
      ? `pit lane space ${w.space}`
      : w.lane === 'stand'
        ? `stand space ${w.space}`
        : `lane ${w.lane}, space ${w.space}`

// Points of a part: "2 brake points", "1 body point", "3 road-holding points".
const points = (n: number, part: string): string =>
  `${n} ${part === 'body' ? 'body' : part === 'holding' ? 'road-holding' : part.replace(/s$/, '')} point${n === 1 ? '' : 's'}`

const move = (p: MoveFacts): string => {
  const head =
    p.spaces === 0
      ? `${p.name} stays on ${where(p.to)}`
      : `${p.name} ${p.slipstream ? 'takes the slipstream' : 'moves'} ${spaces(p.spaces)} to ${where(p.to)}`
  const facts = [
    ...(p.via.length > 0 ? [`via ${p.via.map(where).join(', ')}`] : []),
    ...(p.brake > 0 ? [`braking ${spaces(p.brake)}`] : []),
    ...(p.bonus ? ["with the soft tyres' extra space"] : []),
    ...(p.blocked > 0 ? [`blocked ${spaces(p.blocked)} short`] : []),
    ...(p.overshoot > 0 ? [`overshooting the corner by ${spaces(p.overshoot)}`] : []),
    ...(p.slid ? ['sliding on the wet track'] : []),
    ...(p.brakesLost + p.tyresLost > 0
      ? [
          `costs ${listOf('en', [
            ...(p.brakesLost > 0 ? [points(p.brakesLost, 'brakes')] : []),
            ...(p.tyresLost > 0 ? [points(p.tyresLost, 'tyres')] : []),
          ])}`,
        ]
      : []),
    ...(p.hazards > 0 ? [count('en', p.hazards, 'road-holding test', 'road-holding tests')] : []),
    ...(p.walls > 0 ? [count('en', p.walls, 'wall test', 'wall tests')] : []),
    ...(p.corner === null
      ? []
      : p.corner.stops < p.corner.of
        ? [`stop ${p.corner.stops} of ${p.corner.of} in ${p.corner.name}`]
        : [`the stops of ${p.corner.name} made`]),
    ...(p.stand ? ['stops at its stand'] : []),
    ...(p.crossed ? ['crosses the finish line'] : []),
    ...(p.spin ? ['spins'] : []),
    ...(p.out !== null ? [`OUT: ${OUT[p.out]}`] : []),
  ]
  return facts.length === 0 ? head : `${head}: ${facts.join(', ')}`
}

/** The English words. */
export const EN: Words = {
  place: (n) => ordinal('en', n),
  gear: (g) => `${ordinal('en', g)} gear`,
  where,
  tyres: (t) => `${t} tyres`,
  points,
  out: (reason) => OUT[reason],

  stall: (p) => `${p.name} stalls on the grid (black die 1): starts next round in 1st`,
  superStart: (p) => `${p.name} makes a super start (black die 20): jumps 4 spaces`,
  blockedShort: (p) => `${p.name} is blocked ${spaces(p.spaces)} short by the cars ahead`,
  wear: (p) => `${p.name} loses ${points(p.amount, p.part)} ${WHY[p.reason]}`,
  spin: (p) => `${p.name} spins (last tyre point gone): restarts in 1st`,
  eliminated: (p) => `${p.name} is OUT: ${OUT[p.reason]}`,
  pitStop: (p) => `${p.name} stops at its stand: new tyres`,
  pitQuick: (p) => `${p.name}'s pit crew is quick (black die ${p.value}): leaves at once, ${spaces(p.spaces)} in 4th`,
  pitSlow: (p) => `${p.name}'s pit crew is slow (black die ${p.value}): waits a round at the stand`,
  lap: (p) => `${p.name} completes lap ${p.lap} of ${p.laps}`,
  finish: (p) => `${p.name} crosses the finish line: ${ordinal('en', p.place)}`,
  weather: (e) => {
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
  },
  slipstreamTaken: (p) => `${p.name} takes a slipstream`,
  standChosen: (p) => `${p.name} chooses a ${p.stop} stop and ${p.tyre} tyres`,
  repair: (p) => `${p.name}'s crew restores ${points(p.amount, p.part)}`,
  buildPart: (p) =>
    p.part === 'stand'
      ? `${p.name} keeps ${points(p.points, 'stand')} at the stand`
      : `${p.name} puts ${points(p.points, p.part)} on its car`,
  built: (p) => {
    const kept =
      p.kept === null ? '' : `; ${p.kept === 0 ? 'no' : p.kept} stand point${p.kept === 1 ? '' : 's'} kept at the stand`
    return `${p.name} is built: ${p.parts.map((x) => `${PART[x.part]} ${x.points}`).join(', ')}${kept}`
  },
  qualifyingStart: (p) => `${p.name} starts its qualifying lap on ${p.tyre} tyres${p.wet ? ' (wet track)' : ''}`,
  qualifyingPenalty: (p) =>
    `${p.name} overshoots a corner by ${spaces(p.spaces)}: ${p.throws} penalty throw${p.throws > 1 ? 's' : ''}`,
  qualifyingLap: ({ name, lap, time, penalty }) => {
    if (lap.missedStops)
      return `${name}'s qualifying lap ends after ${lap.throws} throw${lap.throws > 1 ? 's' : ''}: a corner left without its stops, last on the grid`
    const minutes = Math.floor(lap.hundredths / 6000)
    const parts = [
      `${lap.throws} throws`,
      ...(minutes > 0 ? [`${minutes} (minutes)`] : []),
      ...(penalty > 0 ? [`${penalty} (overshoots)`] : []),
    ]
    const sum = parts.length > 1 ? `${parts.join(' + ')} = ${time} throws` : `${time} throws`
    // No reading without the chronometer (a lap of no real time).
    const reading = lap.hundredths > 0 ? `${chrono(lap.hundredths)}, ` : ''
    return `${name} qualifies in ${sum} (${reading}${lap.tyre} tyres${lap.wet ? ', wet track' : ''})`
  },
  pole: (p) =>
    p.time === null
      ? `${p.name} starts from pole: every car missed its stops in qualifying`
      : `${p.name} takes pole position with ${p.time} throws`,

  runningFinished: (p) => `${p.rank}. ${p.name} — finished`,
  runningCar: (p) =>
    `${p.rank}. ${p.name} — ${p.lap === 0 ? 'on the grid' : `lap ${p.lap} of ${p.laps}`}, gear ${p.gear}, tyres ${p.wear.tyres} brakes ${p.wear.brakes} fuel ${p.wear.fuel} body ${p.wear.body} engine ${p.wear.engine}${p.spun ? ', spun' : ''}${p.pit !== 'none' ? `, pit (${p.pit})` : ''}`,
  runningOut: (p) => `-- ${p.name} — out (${p.reason === null ? '?' : OUT[p.reason]})`,

  gearChoice: (p) => {
    const shift =
      p.to === p.from
        ? `stays in ${ordinal('en', p.to)} gear`
        : p.to > p.from
          ? `shifts up to ${ordinal('en', p.to)} gear`
          : `shifts down to ${ordinal('en', p.to)} gear`
    const cost = [
      ...(p.cost.fuel > 0 ? [points(p.cost.fuel, 'fuel')] : []),
      ...(p.cost.brakes > 0 ? [points(p.cost.brakes, 'brakes')] : []),
      ...(p.cost.engine > 0 ? [points(p.cost.engine, 'engine')] : []),
    ]
    const overrev = cost.length === 0 ? '' : `; over-revving costs ${listOf('en', cost)}`
    return `${p.name} ${shift} (the die gives ${p.low} to ${p.high})${overrev}${p.breaks ? ': the engine breaks' : ''}`
  },
  move,
  noSlipstream: (p) => `${p.name} declines the slipstream`,
  tyreChoice: (p) => `${p.name} fits ${p.tyre} tyres`,
  standPick: (p) => `${p.name} takes stand ${p.stand}`,
  build: (p) =>
    p.part === 'stand'
      ? `${p.name} keeps ${points(p.points, 'stand')} at the stand`
      : `${p.name} puts ${points(p.points, p.part)} on ${PART[p.part]}`,
  stop: (p) =>
    `${p.name} makes a ${p.stop} stop: ${p.tyre} tyres${
      p.repairs.length === 0
        ? ''
        : `, the crew restores ${listOf(
            'en',
            p.repairs.map((r) => points(r.points, r.part)),
          )}`
    }`,
  chrono: (p) => `${p.name}'s lap on the chronometer: ${p.value} ${p.unit}`,
  die: (p) => {
    const die = p.gear === null ? 'the black die' : `the ${ordinal('en', p.gear)}-gear die`
    const whose = p.name === null ? `${die} for the ${DIE_FOR[p.type]}` : `${die} for ${p.name}'s ${DIE_FOR[p.type]}`
    const m = p.meaning
    const meaning =
      m === null
        ? ''
        : m.kind === 'pit-quick'
          ? `: a quick stop, leaves with ${spaces(m.spaces)} in 4th`
          : `: ${MEANING[m.kind]}`
    return `${whose}: ${p.value}${meaning}`
  },
}
