/**
 * What is wrong with one car of a decoded state (see `validate.ts`): where it stands and what
 * that says of its pit procedure and its corner, its sheet and what is left of it, its laps,
 * its tyres, its status. Promises: never throws once the circuit and the counts are sound.
 */
import { rememberFrozen } from '../core/memo.js'
import type { Circuit } from './circuit/model.js'
import { isUnbuilt } from './rules/build-sheet.js'
import { checkBuild, EMPTY_BUILD, STAND_POINTS, type Build } from './rules/build.js'
import { ELIMINATION_TABLE, eliminationKind } from './rules/elimination.js'
import { qualifyingNow } from './rules/qualifying-session.js'
import type { Wear } from './rules/wear.js'
import { presetSheet } from './setup.js'
import type { Car, State } from './state.js'
import { circuitOf } from './board.js'

// The spaces of each corner of a circuit (counted once per circuit object).
// Sound: a circuit is stored only frozen (core/memo.ts), and a frozen object never changes.
const sizes = new WeakMap<Circuit, ReadonlyArray<number>>()
const cornerSizes = (c: Circuit): ReadonlyArray<number> => {
  const hit = sizes.get(c)
  if (hit) return hit
  const out = c.corners.map(() => 0)
  for (const sp of c.spaces)
    if (sp.corner !== null && out[sp.corner] !== undefined) out[sp.corner] = (out[sp.corner] ?? 0) + 1
  return rememberFrozen(sizes, c, out)
}

/** A car as the lines name it: its index and its name. */
export const who = (s: State, i: number): string => `car ${i} (${JSON.stringify(s.cars[i]?.name ?? '')})`

const PARTS: ReadonlyArray<keyof Wear> = ['tyres', 'brakes', 'fuel', 'body', 'engine']

const sameBuild = (a: Build, b: Build): boolean =>
  a.tyres === b.tyres &&
  a.brakes === b.brakes &&
  a.fuel === b.fuel &&
  a.body === b.body &&
  a.engine === b.engine &&
  a.holding === b.holding &&
  a.stand === b.stand

// The sheet the car started with: a legal build, an empty one still to fill, or the preset's.
const sheetProblems = (s: State, car: Car): ReadonlyArray<string> => {
  const standPoints = s.rules.preset === 'tournament' ? STAND_POINTS : 0
  if (!s.rules.build) {
    const expected = presetSheet(s.rules, s.laps)
    return sameBuild(car.sheet, expected)
      ? []
      : [`its sheet is not the ${s.laps}-lap sheet of the ${s.rules.preset} rules`]
  }
  if (sameBuild(car.sheet, EMPTY_BUILD))
    return s.round === 0 && car.status === 'racing' ? [] : ['its sheet is still empty after the builds (FD-A 5)']
  const bad = checkBuild(car.sheet, standPoints)
  return bad === null ? [] : [`its sheet is not a legal build: ${bad.message}`]
}

// What is left on the sheet: between 0 and what the car started with; a racing car keeps its body,
// its engine (unless rolling on its inertia) and its road holding.
const wearProblems = (s: State, car: Car): ReadonlyArray<string> => {
  const out: string[] = []
  for (const part of PARTS) {
    const v = car.wear[part]
    if (v < 0 || v > car.sheet[part]) out.push(`${part} is ${v}: between 0 and its sheet's ${car.sheet[part]}`)
  }
  const holdingMax = s.rules.roadHolding ? car.sheet.holding : 0
  if (car.holding < 0 || car.holding > holdingMax)
    out.push(`road holding is ${car.holding}: between 0 and ${holdingMax}`)
  const standMax = s.rules.preset === 'tournament' ? car.sheet.stand : s.rules.pitPoints ? STAND_POINTS : 0
  if (car.standPoints < 0 || car.standPoints > standMax)
    out.push(`stand points are ${car.standPoints}: between 0 and ${standMax}`)
  if (car.status === 'racing' && !isUnbuilt(car)) {
    if (car.wear.body < 1) out.push('it races with no body point (FD-B accrochage: out at the last one)')
    if (!car.inertia && car.wear.engine < 1) out.push('it races with no engine point (FD-B casse moteur)')
    if (s.rules.roadHolding && car.holding < 1) out.push('it races with no road-holding point (FD-A 6)')
  }
  return out
}

// Where the car stands: a space of the circuit (off it only before the race), its corner, its
// pit procedure, its stand.
const placeProblems = (s: State, i: number, car: Car): ReadonlyArray<string> => {
  const out: string[] = []
  const space = circuitOf(s).spaces[car.space]
  if (car.space >= circuitOf(s).spaces.length)
    return [`it is on space ${car.space}, beyond the ${circuitOf(s).spaces.length} spaces of the circuit`]
  if (space === undefined) {
    if (s.round >= 1) out.push('it is off the track during the race')
    if (car.corner !== null || car.stops !== 0) out.push('it is off the track, in a corner')
    return out
  }
  if (car.corner !== space.corner)
    out.push(`its corner is ${String(car.corner)}, but space ${car.space} is in corner ${String(space.corner)}`)
  const cornerSize = space.corner === null ? 0 : (cornerSizes(circuitOf(s))[space.corner] ?? 0)
  if (car.stops < 0 || car.stops > cornerSize)
    out.push(`it counts ${car.stops} stops in a corner of ${cornerSize} spaces`)
  if (car.status !== 'racing') return out
  const pit = space.kind === 'track' ? ['none'] : space.kind === 'pit' ? ['lane'] : ['stand', 'waiting']
  if (!pit.includes(car.pit)) out.push(`its pit status is ${car.pit} on a ${space.kind} space`)
  if (space.kind === 'track' && car.serviced) out.push('it is marked serviced on the track')
  if (space.kind === 'stand' && space.stand !== car.stand)
    out.push(`it stands at stand ${String(space.stand)}, not its own (${car.stand})`)
  if (space.kind === 'stand' && car.pit === 'stand' && s.order[0] !== i)
    out.push('it is being serviced at its stand but it is not its turn')
  return out
}

// Laps, start, tyres and the flags of a racing car.
const raceProblems = (s: State, i: number, car: Car): ReadonlyArray<string> => {
  const out: string[] = []
  const lapping = qualifyingNow(s) && s.order[0] === i
  // A car may go out on the move that crosses the line for the last time (lap laps + 1).
  const maxLap = car.status === 'racing' ? (lapping ? Math.max(2, s.laps) : s.laps) : s.laps + 1
  if (car.status === 'finished' ? car.lap !== maxLap : car.lap > maxLap)
    out.push(`it is on lap ${car.lap} of a ${s.laps}-lap race (${car.status})`)
  if (car.tyreLap > car.lap) out.push(`its tyres were fitted on lap ${car.tyreLap}, after its lap ${car.lap}`)
  if (!s.rules.tyres && car.tyre !== 'hard') out.push(`it has ${car.tyre} tyres without the tyres rule`)
  if (car.arrival > s.arrivals) out.push(`its arrival ${car.arrival} is after the race's last (${s.arrivals})`)
  if ((car.status === 'out') !== (car.out !== null)) out.push(`its status is ${car.status} with out ${String(car.out)}`)
  if (
    car.wreck &&
    (car.status !== 'out' ||
      car.out === null ||
      s.rules.preset !== 'tournament' ||
      car.space < 0 ||
      ELIMINATION_TABLE[eliminationKind(car.out)].immediateRemoval)
  )
    out.push('it is a wreck, but only a tournament car out by blocking, body or engine leaves one (FD-T 20-7)')
  // The flag stays on a car that limps over the line or is then eliminated.
  if (car.inertia && (s.rules.preset !== 'tournament' || s.round < 1 || car.wear.engine !== 0))
    out.push('it rolls on its inertia, but only a tournament car that lost its last engine point does (FD-T 16-0-3)')
  if (car.status !== 'racing') return out
  if (car.stalled && (!car.started || car.gear !== 1))
    out.push('it stalled, but a car stalls at its start, in 1st (FD-B départ)')
  if (car.spun && car.stalled) out.push('it is both spun and stalled')
  if (!car.started && car.gear !== 1 && !lapping) out.push(`it has not started but is in gear ${car.gear}`)
  return out
}

// Before the race (round 0) a car has lost nothing and done nothing but its qualifying lap: on
// the grid or off the track, in 1st, not started, out of the pits, its sheet whole.
const freshProblems = (s: State, i: number, car: Car): ReadonlyArray<string> => {
  if (s.round !== 0) return []
  const lapping = qualifyingNow(s) && s.order[0] === i
  const moved: string[] = []
  if (car.started || car.stalled || car.spun) moved.push('started')
  if (car.pit !== 'none' || car.serviced) moved.push('been in the pits')
  if (!lapping && (car.lap !== 0 || car.gear !== 1)) moved.push(`lap ${car.lap} in gear ${car.gear}`)
  if (car.tyreLap !== 0) moved.push(`tyres fitted on lap ${car.tyreLap}`)
  if (!lapping && car.tyre !== 'hard' && (s.step.kind !== 'tyres' || qualifyingNow(s)))
    moved.push(`${car.tyre} tyres before choosing them`)
  const whole =
    PARTS.every((p) => car.wear[p] === car.sheet[p]) && car.holding === (s.rules.roadHolding ? car.sheet.holding : 0)
  if (!whole) moved.push('lost points')
  return moved.length === 0 ? [] : [`before the race it has ${moved.join(', ')}`]
}

/** Every problem of car `i`, each line naming the car. */
export const carProblems = (s: State, i: number): ReadonlyArray<string> => {
  const car = s.cars[i] as Car
  const lines = [
    ...placeProblems(s, i, car),
    ...sheetProblems(s, car),
    ...wearProblems(s, car),
    ...raceProblems(s, i, car),
    ...freshProblems(s, i, car),
  ]
  return lines.map((line) => `${who(s, i)}: ${line}`)
}
