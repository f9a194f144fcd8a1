import type { Event } from './events.js'
import { playOrder } from './rules/order.js'
import type { State } from './state.js'

const car = (n: number): string => `car ${n + 1}`

/** One line of English for an event, or null for events a log can skip. */
export const describeEvent = (e: Event): string | null => {
  switch (e.type) {
    case 'grid-roll':
      return `${car(e.car)} rolls ${e.value} for the grid`
    case 'grid':
      return `grid: ${e.order.map(car).join(', ')}`
    case 'round':
      return `round ${e.round}: ${e.order.map(car).join(', ')}`
    case 'start':
      return e.result === 'stall'
        ? `${car(e.car)} stalls on the grid (1)`
        : e.result === 'super-start'
          ? `${car(e.car)} makes a super start (20): 4 spaces`
          : `${car(e.car)} starts normally (${e.value})`
    case 'gear':
      return e.from === e.to ? null : `${car(e.car)} shifts from gear ${e.from} to gear ${e.to}`
    case 'roll':
      return `${car(e.car)} rolls ${e.value} in gear ${e.gear}`
    case 'move': {
      const extras = [
        e.brake > 0 ? `brakes ${e.brake}` : '',
        e.blocked > 0 ? `blocked by ${e.blocked}` : '',
        e.overshoot > 0 ? `overshoots by ${e.overshoot}` : '',
      ].filter((x) => x !== '')
      return `${car(e.car)} moves ${e.path.length} spaces${extras.length > 0 ? ` (${extras.join(', ')})` : ''}`
    }
    case 'wear':
      return `${car(e.car)} loses ${e.amount} ${e.part} point${e.amount > 1 ? 's' : ''} (${e.reason})`
    case 'spin':
      return `${car(e.car)} spins`
    case 'eliminated':
      return `${car(e.car)} is out (${e.reason})`
    case 'collision-roll':
      return `${car(e.car)} collision test: ${e.value}${e.damaged ? ', damaged' : ''}`
    case 'engine-roll':
      return `${car(e.car)} engine test: ${e.value}${e.damaged ? ', damaged' : ''}`
    case 'pit-stop':
      return `${car(e.car)} stops at its stand: new tyres`
    case 'pit-roll':
      return e.spaces > 0 ? `${car(e.car)} fast stop (${e.value}): leaves ${e.spaces} spaces in 4th` : `${car(e.car)} slow stop (${e.value}): waits a round`
    case 'lap':
      return `${car(e.car)} crosses the line (lap ${e.lap})`
    case 'finish':
      return `${car(e.car)} finishes ${e.place === 1 ? '1st' : e.place === 2 ? '2nd' : e.place === 3 ? '3rd' : `${e.place}th`}`
  }
}

/** The running order, leader first: finished cars, then racing cars, then cars out. */
export const describeRunningOrder = (state: State): ReadonlyArray<string> => {
  const lines: string[] = []
  state.finishers.forEach((i, k) => lines.push(`${k + 1}. ${state.cars[i]?.name ?? car(i)} — finished`))
  for (const i of playOrder(state)) {
    const c = state.cars[i]
    if (!c) continue
    const w = c.wear
    lines.push(
      `${lines.length + 1}. ${c.name} — lap ${Math.max(1, c.lap)}, gear ${c.gear}, tyres ${w.tyres} brakes ${w.brakes} fuel ${w.fuel} body ${w.body} engine ${w.engine}${c.spun ? ', spun' : ''}${c.pit !== 'none' ? `, pit (${c.pit})` : ''}`,
    )
  }
  state.cars.forEach((c, i) => {
    if (c.status === 'out') lines.push(`-- ${c.name ?? car(i)} — out (${c.out ?? '?'})`)
  })
  return lines
}
