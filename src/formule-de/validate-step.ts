/**
 * What is wrong with the step a decoded state is at (see `validate.ts`): the round it belongs
 * to, the car it waits for, and the fields of the step against the cars and the rules (a die
 * that can show the roll, tests the move could owe, cars that can roll the tests). Promises:
 * never throws once the cars and the race as a whole are sound.
 */
import { GEAR_DICE } from './dice.js'
import { isUnbuilt } from './rules/build-sheet.js'
import { buildRange, STAND_POINTS } from './rules/build.js'
import { qualifyingNow } from './rules/qualifying-session.js'
import { CHRONO_MAX, CHRONO_SCALE } from './rules/qualifying.js'
import { skyEvolves } from './rules/weather.js'
import type { Car, State, Step } from './state.js'
import { who } from './validate-car.js'
import { circuitOf } from './board.js'

// The steps before round 1, and those of a car's turn in the race (the qualifying lap uses the
// turn's gear, roll and move steps in round 0).
const BEFORE_RACE: ReadonlySet<Step['kind']> = new Set(['grid', 'stands', 'build', 'tyres', 'chrono'])
const IN_RACE: ReadonlySet<Step['kind']> = new Set([
  'start',
  'collision',
  'engine',
  'pit',
  'slipstream',
  'holding',
  'stand',
  'over',
])
// The steps whose car must still be racing (the others may follow the car's elimination in its turn).
const CAR_RACING: ReadonlySet<Step['kind']> = new Set([
  'start',
  'gear',
  'roll',
  'move',
  'slipstream',
  'holding',
  'pit',
  'stand',
  'tyres',
  'build',
  'chrono',
  'stands',
])

// The round of the step and the car it waits for.
const roundProblems = (s: State): ReadonlyArray<string> => {
  const kind = s.step.kind
  const out: string[] = []
  const qualifying = qualifyingNow(s)
  const before =
    BEFORE_RACE.has(kind) ||
    (kind === 'weather' && s.step.session !== 'evolution') ||
    (qualifying && kind !== 'weather')
  const race =
    IN_RACE.has(kind) ||
    (kind === 'weather' && s.step.session === 'evolution') ||
    (!qualifying && (kind === 'gear' || kind === 'roll' || kind === 'move'))
  if (before && s.round !== 0) out.push(`a ${kind} step in round ${s.round}: it comes before the race`)
  if (race && s.round < 1) out.push(`a ${kind} step before the race has begun (round 0)`)
  const idle =
    kind === 'grid' ||
    kind === 'over' ||
    (kind === 'weather' && (s.step.session !== 'evolution' || s.rules.preset === 'tournament'))
  if (idle && s.order.length > 0) out.push(`order is ${s.order.join(', ')} at a ${kind} step, which waits for no car`)
  if (!idle && s.order.length === 0) out.push(`order is empty at a ${kind} step: no car to act`)
  const i = s.order[0]
  if (i !== undefined && CAR_RACING.has(kind) && s.cars[i]?.status !== 'racing')
    out.push(`${who(s, i)} acts at a ${kind} step but is ${s.cars[i]?.status ?? 'missing'}`)
  if (s.round >= 1 && s.cars.some(isUnbuilt)) out.push('the race has begun with a car still to build')
  return out
}

// The die of a move: the gear die's faces (one less for soft tyres on their 3rd lap), 4 for a
// super start, half the black die's 1–10 out of the stand.
const moveProblems = (s: State, step: Extract<Step, { kind: 'move' }>, car: Car): ReadonlyArray<string> => {
  const out: string[] = []
  const top = Math.max(...GEAR_DICE[car.gear])
  if (step.reason === 'gear' && (step.roll < 1 || step.roll > top))
    out.push(`a roll of ${step.roll} in gear ${car.gear}, whose die shows at most ${top}`)
  if (step.reason === 'super-start' && (step.roll !== 4 || car.gear !== 1))
    out.push('a super start moves 4 spaces in 1st (FD-B départ)')
  if (step.reason === 'pit-exit' && (step.roll < 1 || step.roll > 5 || car.gear !== 4))
    out.push('a car leaves its stand in 4th for 1 to 5 spaces (FD-B arrêt au stand)')
  // The exit from the stand is a new move of the turn: the tests of its 20 or 30 follow it (FD-T 6-3 step 13).
  if (
    step.engineTest &&
    (step.reason === 'super-start' || (step.reason === 'gear' && car.gear < 5) || qualifyingNow(s))
  )
    out.push('an engine test is due without a 20 in 5th or a 30 in 6th (nor a stand left after one)')
  return out
}

// The tests a turn still owes after its move: no more than the dangerous spaces and walls it could enter.
const testProblems = (s: State, tests: ReadonlyArray<'holding' | 'wall'>): ReadonlyArray<string> => {
  const out: string[] = []
  const holding = tests.filter((t) => t === 'holding').length
  const walls = tests.length - holding
  if (holding > 0 && (!s.rules.roadHolding || holding > s.dangerous.length))
    out.push(
      `${holding} road-holding tests, but a move enters each of the ${s.dangerous.length} dangerous spaces once at most`,
    )
  if (walls > 0 && (s.rules.preset !== 'tournament' || walls > circuitOf(s).walls.length))
    out.push(`${walls} wall tests, but the circuit has ${circuitOf(s).walls.length} wall spaces (tournament only)`)
  return out
}

// The cars a collision or engine test names: distinct cars of the race, racing.
const namedCars = (s: State, what: string, cars: ReadonlyArray<number>): ReadonlyArray<string> => {
  const out: string[] = []
  if (new Set(cars).size !== cars.length) out.push(`${what} names a car twice`)
  for (const k of cars) if (s.cars[k]?.status !== 'racing') out.push(`${what} names car ${k}, which is not racing`)
  return out
}

// The engine tests a move owes: after a 20 in 5th or a 30 in 6th, or after the move out of the
// stand that followed one, made in 4th (FD-B arrêt au stand; FD-T 6-3 step 13).
const testDueProblems = (engineTest: boolean, car: Car | undefined): ReadonlyArray<string> =>
  engineTest && (car?.gear ?? 0) < 4 ? [`an engine test is due for a car in gear ${String(car?.gear)}`] : []

// The steps after a move: the tests it owes and the cars that roll them.
const afterMoveProblems = (
  s: State,
  step: Extract<Step, { kind: 'slipstream' | 'holding' | 'collision' | 'engine' }>,
  i: number,
  car: Car | undefined,
): ReadonlyArray<string> => {
  const n = s.cars.length
  switch (step.kind) {
    case 'slipstream': {
      const out: string[] = []
      const walls = s.rules.preset === 'tournament' ? circuitOf(s).walls.length : 0
      if (step.hazards > (s.rules.roadHolding ? s.dangerous.length : 0) || step.walls > walls)
        out.push(
          `the move owes ${step.hazards} road-holding and ${step.walls} wall tests: more than the circuit has dangerous spaces and walls`,
        )
      if (!s.rules.slipstream) out.push('a slipstream without the slipstream rule')
      if (step.slid && !s.wet) out.push('the car slid on a dry track')
      if (step.bonus && !s.rules.tyres) out.push("the soft tyres' +1 without the tyres rule")
      if (step.wallLast && step.walls === 0) out.push('the last space entered is along a wall, but no wall was entered')
      out.push(...testDueProblems(step.engineTest, car))
      return out
    }
    case 'holding': {
      const out = [...testProblems(s, step.tests)]
      if (step.tests.length === 0) out.push('a road-holding step with no test to roll')
      if (step.collided && (step.wallAfter || step.tests.length !== 1 || step.tests[0] !== 'wall'))
        out.push('after the collisions only the wall test of FD-T 15-1 is rolled')
      out.push(...testDueProblems(step.engineTest, car))
      return out
    }
    case 'collision': {
      const out = [...namedCars(s, 'the collision', step.others)]
      if (step.others.includes(i)) out.push('the moving car is among the other cars of its collision')
      if (
        step.involved > n - 1 ||
        step.eliminated > step.involved ||
        step.moverRolls > step.involved ||
        step.others.length > step.involved
      )
        out.push(
          `a collision of ${step.involved} cars with ${step.others.length} still to roll, ${step.eliminated} out and ${step.moverRolls} rolls of the mover, among ${n} cars`,
        )
      if (step.others.length === 0 && (step.moverRolls < 1 || car?.status !== 'racing'))
        out.push('a collision with no test left to roll')
      if ((step.aggravated || step.wallAfter) && s.rules.preset !== 'tournament')
        out.push('aggravated tests and wall tests are tournament rules (FD-T 14-3, 15-1)')
      out.push(...testDueProblems(step.engineTest, car))
      return out
    }
    case 'engine': {
      const out = [...namedCars(s, 'the engine tests', step.queue)]
      if (step.queue.length === 0) out.push('engine tests with no car to test')
      for (const k of step.queue) {
        const c = s.cars[k]
        if (c !== undefined && (c.gear < 5 || c.inertia || circuitOf(s).spaces[c.space]?.kind !== 'track'))
          out.push(
            `${who(s, k)} is to test its engine, but only cars in 5th or 6th on the track do (FD-B casse moteur)`,
          )
      }
      return out
    }
  }
}

// The decisions before the race that carry what was chosen so far: a build, a reading.
const beforeRaceProblems = (
  s: State,
  step: Extract<Step, { kind: 'build' | 'chrono' }>,
  i: number,
  car: Car | undefined,
): ReadonlyArray<string> => {
  switch (step.kind) {
    case 'build': {
      const out: string[] = []
      const standPoints = s.rules.preset === 'tournament' ? STAND_POINTS : 0
      const range = buildRange(step.chosen, standPoints)
      if (!s.rules.build) out.push('a build without the car-build rule')
      if (range === null || range[0] > range[1])
        out.push(`the points chosen so far (${step.chosen.join(', ')}) are not the start of a build`)
      const unbuilt = s.cars.flatMap((c, k) => (isUnbuilt(c) ? [k] : []))
      if (s.order.some((k) => !isUnbuilt(s.cars[k])) || unbuilt.some((k) => !s.order.includes(k)))
        out.push('the cars to build are not the cars with an empty sheet')
      return out
    }
    case 'chrono': {
      const out: string[] = []
      if (s.qualifying?.clock !== true) out.push('a chronometer reading without the chronometer')
      if (car !== undefined && car.lap < 2) out.push(`${who(s, i)} enters its time before the end of its lap`)
      const entered =
        step.unit === 'minutes'
          ? 0
          : step.unit === 'seconds'
            ? CHRONO_MAX.minutes * CHRONO_SCALE.minutes
            : CHRONO_MAX.minutes * CHRONO_SCALE.minutes + CHRONO_MAX.seconds * CHRONO_SCALE.seconds
      if (
        step.hundredths > entered ||
        step.hundredths % CHRONO_SCALE[step.unit === 'hundredths' ? 'seconds' : 'minutes'] !== 0
      )
        out.push(`${step.hundredths} hundredths entered before the ${step.unit}`)
      return out
    }
  }
}

// The fields of each step against the cars and the rules.
const fieldProblems = (s: State, step: Step, i: number, car: Car | undefined): ReadonlyArray<string> => {
  const n = s.cars.length
  switch (step.kind) {
    case 'grid': {
      const all = step.slots.flat()
      const tied = step.slots.find((slot) => slot.length > 1)
      const out: string[] = []
      if (s.rules.qualifying || n < 2) out.push('a grid draw with the qualifying rule, or for a lone car')
      if (all.length !== n || new Set(all).size !== n || all.some((k) => k >= n))
        out.push('the grid slots are not the cars, each once')
      if (tied === undefined || step.rolls.length >= tied.length) out.push('the grid draw has no tie left to roll')
      return out
    }
    case 'start':
      // A car starts once; in the tournament a spun car restarts with the black die (FD-T 10-4-6).
      return car === undefined || !car.started || (car.spun && s.rules.preset === 'tournament')
        ? []
        : [`${who(s, i)} has already started`]
    case 'roll':
      return car !== undefined && car.gear === step.gear
        ? []
        : [`the gear-${step.gear} die is rolled for a car in gear ${String(car?.gear)}`]
    case 'move':
      return car === undefined ? [] : moveProblems(s, step, car)
    case 'slipstream':
    case 'holding':
    case 'collision':
    case 'engine':
      return afterMoveProblems(s, step, i, car)
    case 'pit':
    case 'stand': {
      const out: string[] = []
      if (car?.pit !== 'stand' || circuitOf(s).spaces[car.space]?.kind !== 'stand')
        out.push(`${who(s, i)} is not at its stand for its stop`)
      if (step.kind === 'stand' && !s.rules.tyres && !s.rules.pitPoints)
        out.push('a stop is announced without the tyres or stand-points rule')
      // The car reached its stand with a 20 in 5th or a 30 in 6th: its tests follow the stop (FD-T 6-3).
      if (step.engineTest && car !== undefined && car.gear < 5)
        out.push(`the engine tests of a 20 or a 30 are due after the stop of a car in gear ${car.gear}`)
      return out
    }
    case 'weather':
      return weatherStepProblems(s, step)
    case 'tyres': {
      const out: string[] = []
      if (!s.rules.tyres) out.push('a tyre choice without the tyres rule')
      // Before the race the tyres come after the builds (FD-A 3, 5).
      if (!qualifyingNow(s) && s.cars.some(isUnbuilt)) out.push('the tyres are chosen before every car is built')
      return out
    }
    case 'stands': {
      const out: string[] = []
      const stands = circuitOf(s).spaces.filter((x) => x.kind === 'stand').length
      if (s.rules.preset !== 'tournament' || stands === 0)
        out.push('stands are chosen in the tournament only, on a circuit with stands (FD-T 4-0-1)')
      return out
    }
    case 'build':
    case 'chrono':
      return beforeRaceProblems(s, step, i, car)
    case 'over':
      return s.cars.some((c) => c.status === 'racing' || c.wreck)
        ? ['the race is over with a car still racing (or a wreck on the track)']
        : []
    case 'gear':
      return []
  }
}

// The weather rolls: their rule, their session, their order.
const weatherStepProblems = (s: State, step: Extract<Step, { kind: 'weather' }>): ReadonlyArray<string> => {
  const out: string[] = []
  if (!s.rules.weather) out.push('a weather roll without the weather rule')
  if (step.session === 'qualifying' && (s.rules.preset !== 'tournament' || s.qualifyingSky !== null || s.sky !== null))
    out.push('the qualifying weather is rolled once, first, in the tournament (FD-T 3-1)')
  if (step.session === 'race' && s.sky !== null) out.push('the race weather is rolled once')
  if (step.session === 'evolution' && (s.sky === null || !skyEvolves(s.sky)))
    out.push(`the sky ${String(s.sky)} does not evolve`)
  return out
}

/** Every problem of the step the race is at. */
export const stepProblems = (s: State): ReadonlyArray<string> => {
  const rounds = roundProblems(s)
  if (rounds.length > 0) return rounds
  const i = s.order[0] ?? -1
  return fieldProblems(s, s.step, i, s.cars[i]).map((line) => `step ${s.step.kind}: ${line}`)
}
