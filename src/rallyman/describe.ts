/** Plain-English lines for logs and UIs: events, and the running order of a special. */
import type { RallymanEvent } from './events.js'
import type { RallymanState } from './state.js'
import { roadOrder } from './rules/order.js'

const seatName = (seat: number): string => `Driver ${String.fromCharCode(65 + seat)}`

/** One line for an event, or `null` for events too small to tell (a die without warning). */
export const describeEvent = (event: RallymanEvent): string | null => {
  switch (event.type) {
    case 'special-start':
      return `Special ${event.special + 1} starts: ${event.order.map(seatName).join(', ')}.`
    case 'weather':
      return event.snow ? `Tile ${event.tile + 1} of special ${event.special + 1} is under snow.` : null
    case 'tyres':
      return `${seatName(event.seat)} fits ${event.tyres} tyres.`
    case 'turn':
      return null
    case 'die':
      return event.warning ? `${seatName(event.seat)}: ${event.die === 'gas' ? 'gas die' : `gear ${event.die}`} shows a warning.` : null
    case 'jump':
      return `${seatName(event.seat)} jumps and lands on cell ${event.cell}.`
    case 'loss':
      return `${seatName(event.seat)} loses control (${event.cause}) on cell ${event.cell}.`
    case 'sisu':
      return `${seatName(event.seat)} plays the Sisu card!`
    case 'off':
      return event.back === 'spin'
        ? `${seatName(event.seat)} spins.`
        : `${seatName(event.seat)} goes off to the ${event.back}${event.damage > 0 ? `, losing ${event.damage} gear dice` : ''}.`
    case 'retired':
      return `${seatName(event.seat)} retires: ${event.reason}.`
    case 'cord':
      return `${seatName(event.seat)} draws a ${event.card} cord card.`
    case 'ford-stop':
      return `${seatName(event.seat)} stops in the ford.`
    case 'speed-card':
      return null
    case 'loss-card':
      return null
    case 'seconds-won':
      return `${seatName(event.seat)} attacks: +${event.seconds} s won.`
    case 'seconds-released':
      return `${seatName(event.seat)} releases ${event.seconds} s.`
    case 'split':
      return `${seatName(event.seat)} at the split: ${formatTime(event.time)}.`
    case 'finish':
      return `${seatName(event.seat)} finishes special ${event.special + 1} in ${formatTime(event.time)}.`
    case 'spare-wheel':
      return `${seatName(event.seat)} fits the spare wheel.`
    case 'stuck':
      return `${seatName(event.seat)} cannot move.`
    case 'special-over':
      return `Special ${event.special + 1} is over.`
    case 'assistance':
      return `Assistance after special ${event.special + 1}.`
    case 'penalty':
      return event.seconds > 0 ? `${seatName(event.seat)} takes a ${event.seconds} s time-control penalty.` : null
    case 'rally-over':
      return 'The rally is over.'
  }
}

/** Seconds as `mm:ss` (RM ART.13). */
export const formatTime = (seconds: number): string => {
  const m = Math.floor(seconds / 60)
  const s = seconds % 60
  return `${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`
}

/** The cars on the road in play order, then the finished and retired ones, one line each. */
export const describeRunningOrder = (state: RallymanState): ReadonlyArray<string> => {
  const lines = roadOrder(state).map((seat, i) => {
    const c = state.cars[seat]
    return c === undefined ? '' : `${i + 1}. ${c.name} cell ${c.cell} gear ${c.gear} chrono ${formatTime(c.chrono)}${c.seconds > 0 ? ` -${c.seconds}s` : ''}`
  })
  for (const c of state.cars) {
    const total = c.times.reduce((a, b) => a + b, 0)
    if (c.status === 'finished') lines.push(`   ${c.name} finished, total ${formatTime(total)}`)
    if (c.status === 'retired') lines.push(`   ${c.name} retired (${c.retired ?? ''})`)
    if (c.status === 'waiting') lines.push(`   ${c.name} waiting to start`)
  }
  return lines
}
