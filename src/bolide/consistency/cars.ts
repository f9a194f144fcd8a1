/**
 * The cars of a decoded state, field by field: where each stands for its mode, its last
 * move, its lap counters, blocks, damage, pit stay and result, and that no two cars share
 * a point. Each problem is one English line, naming the car.
 */
import { circuitOf } from '../board.js'
import { speedOf, type Point } from '../grid/point.js'
import type { Terrain } from '../circuit/terrain.js'
import type { BolideState, Car } from '../state.js'
import { onBoard } from '../rules/context.js'
import { halfTank } from '../rules/speed.js'
import { STATE_LIMITS } from './limits.js'

const at = (p: Point): string => `(${p.x},${p.y})`
const isZero = (p: Point): boolean => p.x === 0 && p.y === 0

/** Whether a point is on the map or within the margin around it (a wreck may lie beyond the edge). */
export const nearMap = (T: Terrain, p: Point): boolean => {
  const m = STATE_LIMITS.margin
  return p.x >= -m && p.y >= -m && p.x < T.width + m && p.y < T.height + m
}

// Modes whose car stands still: no last move, no Pion ahead of it.
const STILL: ReadonlySet<Car['mode']> = new Set(['unplaced', 'standing', 'spun', 'off-track', 'pit', 'finished'])

// Where a car may stand, by mode (BO 1: track or edge with a Pion; BO 2: a black point off the track).
const placeProblem = (T: Terrain, c: Car): string | null => {
  const { x, y } = c.pos
  switch (c.mode) {
    case 'running':
    case 'dirty':
      return T.drivable(x, y) ? null : `is ${c.mode} at ${at(c.pos)}, which is not a track point`
    case 'standing':
    case 'spun':
    case 'off-track':
      return T.standable(x, y) ? null : `is ${c.mode} at ${at(c.pos)}, where no car can stand`
    default:
      return null
  }
}

// The pit stay of a car in the pit lane (BO 9).
const pitProblems = (s: BolideState, T: Terrain, c: Car): ReadonlyArray<string> => {
  const p = c.pit
  const pit = circuitOf(s).pit
  if (p === null) return c.mode === 'pit' ? ['is in the pit lane without a pit stay'] : []
  if (c.mode !== 'pit') return [`has a pit stay but is ${c.mode}`]
  if (pit === null) return ['is in the pit lane of a circuit without one']
  const out: string[] = []
  if (![pit.fullFuel, pit.halfFuel, pit.pitStop].includes(p.target))
    out.push(`aims at box ${p.target}, not a service cell`)
  if (p.cell < 0 || p.cell > p.target || p.cell > T.boxCells.length)
    out.push(`is at box cell ${p.cell}, not between the entry and box ${p.target}`)
  if (p.entry < 1 || p.entry > s.pitEntries)
    out.push(`has pit entry rank ${p.entry}, not between 1 and ${s.pitEntries}`)
  if (p.wait < 0 || p.wait > STATE_LIMITS.pitPenalty)
    out.push(`waits ${p.wait} turns in the pit lane (0 to ${STATE_LIMITS.pitPenalty})`)
  if (p.ready && p.cell !== p.target) out.push('is ready to leave the boxes before reaching its box')
  if (p.newTyres && !p.ready) out.push('has new tyres before the box incident')
  return out
}

// The counters of a car: laps, blocks, damage, results.
const counterProblems = (s: BolideState, c: Car): ReadonlyArray<string> => {
  const out: string[] = []
  const L = STATE_LIMITS
  if (c.crossings < 0 || c.crossings > s.laps + 1)
    out.push(`has crossed the finish line ${c.crossings} times (0 to ${s.laps + 1})`)
  if ((c.mode === 'finished') !== (c.crossings === s.laps + 1))
    out.push(`is ${c.mode} after ${c.crossings} finish-line crossings of a ${s.laps}-lap race`)
  if (c.halfway && c.crossings < 1) out.push('has passed the half-way line before starting its first lap')
  const carried = c.carriedBlocks ?? 0
  if (c.carriedBlocks !== null && (c.carriedBlocks < 0 || c.carriedBlocks > L.carriedBlocks))
    out.push(`carries ${c.carriedBlocks} blocks from qualifying (0 to ${L.carriedBlocks})`)
  const most = Math.max(L.blocks, carried)
  if (c.blocks < 0 || c.blocks > most) out.push(`has ${c.blocks} blocks (0 to ${most})`)
  if (c.speedLoss < 0 || c.speedLoss > L.speedLoss)
    out.push(`has a top-speed loss of ${c.speedLoss} (0 to ${L.speedLoss})`)
  if (Math.abs(c.gridKey) > L.gridKey) out.push(`has grid key ${c.gridKey} (at most ${L.gridKey} either way)`)
  if (!halfTank(s, c) && !c.fuelled) out.push('has a full-tank strategy but is marked as not refuelled')
  const done = c.mode === 'finished'
  if ((c.finishRank !== null) !== done || (c.finishRound !== null) !== done)
    out.push(`is ${c.mode} but has finish rank ${c.finishRank} and finish round ${c.finishRound}`)
  if (c.finishRound !== null && (c.finishRound < 1 || c.finishRound > s.round))
    out.push(`finished in round ${c.finishRound} of ${s.round}`)
  if ((c.outReason !== null) !== (c.mode === 'out')) out.push(`is ${c.mode} with out reason ${c.outReason}`)
  if (c.launch !== null && c.mode !== 'standing' && c.mode !== 'spun' && c.mode !== 'pit')
    out.push(`is ${c.mode} with a pending ${c.launch} start`)
  return out
}

/** What is wrong with one car (the circuit and the counts of the state are sound). */
const carProblems = (s: BolideState, T: Terrain, c: Car, seat: number): ReadonlyArray<string> => {
  const out: string[] = []
  if (c.seat !== seat) out.push(`says it is seat ${c.seat}`)
  if (!nearMap(T, c.pos)) return [...out, `stands at ${at(c.pos)}, far off the map`]
  if (speedOf(c.vel) > STATE_LIMITS.speed)
    return [...out, `has a last move of speed ${speedOf(c.vel)} (at most ${STATE_LIMITS.speed})`]
  if (STILL.has(c.mode) && !isZero(c.vel))
    out.push(`is ${c.mode} with a last move ${at(c.vel)} (a car standing still has none)`)
  if (c.mode === 'unplaced' && s.grid.includes(seat)) out.push('has a grid slot but is not placed')
  if (c.mode !== 'unplaced' && !s.grid.includes(seat)) out.push(`is ${c.mode} without a grid slot`)
  const place = placeProblem(T, c)
  if (place !== null) out.push(place)
  out.push(...pitProblems(s, T, c), ...counterProblems(s, c))
  return out
}

/** Every problem of the cars, one line each, naming the car. */
export const carsProblems = (s: BolideState, T: Terrain): ReadonlyArray<string> => {
  const out: string[] = []
  const taken = new Map<string, number>()
  for (const [seat, c] of s.cars.entries()) {
    for (const p of carProblems(s, T, c, seat)) out.push(`car ${seat + 1} (${c.driver.name}) ${p}`)
    if (!onBoard(c)) continue
    const key = `${c.pos.x},${c.pos.y}`
    const other = taken.get(key)
    if (other !== undefined) out.push(`cars ${other + 1} and ${seat + 1} both stand at ${at(c.pos)}`)
    taken.set(key, seat)
  }
  const finished = s.cars.filter((c) => c.finishRank !== null).map((c) => c.finishRank as number)
  if (finished.length !== s.finished)
    out.push(`the race counts ${s.finished} finishers but ${finished.length} cars have finished`)
  const ranks = [...finished].sort((a, b) => a - b)
  if (ranks.some((r, i) => r !== i + 1)) out.push(`the finish ranks ${ranks.join(', ')} are not 1 to ${ranks.length}`)
  const entries = s.cars.flatMap((c) => (c.pit === null ? [] : [c.pit.entry]))
  if (new Set(entries).size !== entries.length) out.push('two cars in the pit lane have the same entry rank')
  if (s.pitEntries < 0 || s.pitEntries > s.cars.length * (s.laps - 1))
    out.push(
      `the race counts ${s.pitEntries} pit entries (0 to ${s.cars.length * (s.laps - 1)}: once a lap but the last, per car)`,
    )
  return out
}
