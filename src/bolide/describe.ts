/** Plain-English lines for logs and UIs: events and the running order. */
import type { BolideEvent } from './events.js'
import { describeMove, speedOf, sub, type Point } from './grid/point.js'
import type { BolideState } from './state.js'
import { runningOrder } from './rules/order.js'

const at = (p: Point): string => `(${p.x},${p.y})`

/** One sentence for an event, or null for bookkeeping events not worth a line. */
export const describeEvent = (e: BolideEvent): string | null => {
  const car = (seat: number): string => `car ${seat + 1}`
  switch (e.type) {
    case 'grid-slot':
      return `${car(e.seat)} starts from grid slot ${e.slot}`
    case 'round':
      return null
    case 'rolled':
      return e.seat >= 0 ? `${car(e.seat)} rolls ${e.value} (${e.roll}): ${e.result}` : `d12 ${e.value} (${e.roll}): ${e.result}`
    case 'moved':
      return e.how === 'slipstream'
        ? `${car(e.seat)} takes the slipstream to ${at(e.to)}, still in gear ${e.speed}`
        : `${car(e.seat)} ${e.how === 'block' ? 'blocks' : e.how === 'forced' ? 'is forced to its Pion' : 'moves'} ${describeMove(sub(e.to, e.from))} to ${at(e.to)} (speed ${e.speed})`
    case 'stayed':
      return `${car(e.seat)} stands still`
    case 'left-track':
      return `${car(e.seat)} leaves the track at ${at(e.at)}`
    case 'back-on-track':
      return `${car(e.seat)} is back on the track at ${at(e.at)} with dirty tyres`
    case 'wrecked':
      return `${car(e.seat)} is out at ${at(e.at)}: ${e.reason}`
    case 'collision':
      return `${car(e.attacker)} attacks ${car(e.defender)} at ${at(e.at)}`
    case 'repositioned':
      return `${car(e.seat)} is placed at ${at(e.to)}`
    case 'spun':
      return `${car(e.seat)} spins`
    case 'damage':
      return `${car(e.seat)}: ${e.what}`
    case 'block-used':
      return `${car(e.seat)} uses a block (${e.left} left)`
    case 'lap':
      return `${car(e.seat)} starts lap ${e.lap}`
    case 'half-way':
      return `${car(e.seat)} passes the half-way line of lap ${e.lap}`
    case 'finished':
      return `${car(e.seat)} finishes in position ${e.rank}`
    case 'pit-in':
      return `${car(e.seat)} enters the pit lane for box ${e.target}${e.penalty > 0 ? ` (speeding: ${e.penalty} extra turns)` : ''}`
    case 'pit-cell':
      return `${car(e.seat)} reaches box cell ${e.cell}`
    case 'pit-service':
      return `${car(e.seat)} at the boxes: ${e.services.length > 0 ? e.services.join(', ') : 'no service'}`
    case 'pit-out':
      return `${car(e.seat)} leaves the boxes at ${at(e.at)}`
    case 'safety-car':
      return `Safety car: the field regroups (${e.placed.map((p) => `${car(p.seat)} ${at(p.at)}`).join(', ')})`
    case 'weather':
      return `Weather: ${e.weather}${e.variable ? ' (variable)' : ''}`
    case 'strategy':
      return `${car(e.seat)} chooses ${e.strategy}, ${e.tread} tyres, set-up ${e.setUp}`
    case 'race-over':
      return `Race over: ${e.reason}`
  }
}

/** The running order as lines, leader first: `1. Driver 2 (car 2) lap 1, speed 4`. */
export const describeRunningOrder = (s: BolideState): ReadonlyArray<string> => {
  const racing = runningOrder(s, s.order.length > 0 ? s.order : s.grid)
  const done = [...s.cars].filter((c) => c.finishRank !== null).sort((a, b) => (a.finishRank ?? 0) - (b.finishRank ?? 0))
  const out = [...s.cars].filter((c) => c.mode === 'out')
  const lines: string[] = []
  for (const c of done) lines.push(`${lines.length + 1}. ${c.driver.name} (car ${c.seat + 1}) finished`)
  for (const seat of racing) {
    const c = s.cars[seat]
    if (!c) continue
    const where = c.mode === 'pit' ? 'in the pit lane' : c.mode === 'running' ? `speed ${speedOf(c.vel)}` : c.mode
    lines.push(`${lines.length + 1}. ${c.driver.name} (car ${c.seat + 1}) lap ${Math.max(1, Math.min(s.laps, c.crossings))}, ${where}`)
  }
  for (const c of out) lines.push(`-. ${c.driver.name} (car ${c.seat + 1}) out: ${c.outReason ?? ''}`)
  return lines
}
