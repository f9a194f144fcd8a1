/**
 * Plain-English lines for logs and UIs: the key events of a rally (starts and finishes
 * with times, losses of control and what came of them, retirements, punctures, cords that
 * matter, failed big attacks, wrong turns, fords, weather, assistance, penalties) and the
 * running order of a special. Routine events (dice, speed cards, clean cords) give `null`.
 */
import type { Viewer } from '../core/index.js'
import { observeEvents, type LossCause, type RallymanEvent, type RetirementReason } from './events.js'
import type { RallymanState } from './state.js'
import { roadOrder } from './rules/order.js'

const causes: Readonly<Record<LossCause, string>> = {
  warnings: 'too many warnings',
  corner: 'corner taken too fast',
  jump: 'jump taken too fast',
  downshift: 'double downshift',
}

const retirements: Readonly<Record<RetirementReason, string>> = {
  'corner-overshoot': 'entered a corner three gears or more above its highest note',
  wrecked: 'every gear die lost to damage',
  punctures: 'a third puncture without repair',
  stuck: 'no way on, and nobody ahead to clear it',
}

/** Why a car retired, in words (RM ART.8, RM ART.9, RM ART.9.3, RM ART.12). @group Descriptions */
export const describeRetirement = (reason: RetirementReason): string => retirements[reason]

const lost = (name: string, attack: boolean, cause: LossCause): string =>
  attack ? `${name}'s big attack fails, loss of control (${causes[cause]})` : `${name} loses control (${causes[cause]})`

/**
 * One line for a key event, or `null` for routine ones (dice, speed cards, clean cords, splits).
 * @group Descriptions
 */
export const describeEvent = (event: RallymanEvent): string | null => {
  switch (event.type) {
    case 'special-start':
      return `Special ${event.special + 1} starts: ${event.names.join(', ')}.`
    case 'weather':
      return event.snow ? `Tile ${event.tile + 1} of special ${event.special + 1} is under snow.` : null
    case 'sisu':
      return `${event.name} has one warning too many but plays the Sisu card and keeps control.`
    case 'off':
      return `${lost(event.name, event.attack, event.cause)}: ${
        event.back === 'spin'
          ? 'spins'
          : `off the road to the ${event.back}${event.damage > 0 ? `, ${event.damage} gear ${event.damage > 1 ? 'dice' : 'die'} lost` : ''}`
      }, restarts in 1st.`
    case 'wrong-turn':
      return `${lost(event.name, event.attack, event.cause)} in the crossroads and takes the wrong road to the ${event.side}: ${event.depth} cell${event.depth > 1 ? 's' : ''} down it, U-turn, ${event.sameTurn ? 'drives back in 1st this move' : 'back in 1st next move'}.`
    case 'retired':
      return `${event.name} retires: ${describeRetirement(event.reason)}.`
    case 'cord':
      return event.card === 'good'
        ? null
        : event.card === 'dirty'
          ? `${event.name} soils the cord: its corner's notes drop by one for the cars behind.`
          : `${event.name} punctures in the cord: one gas die lost.`
    case 'ford-stop':
      return `${event.name} changes gear in the ford, shows a warning and stops in the water.`
    case 'finish':
      return `${event.name} finishes special ${event.special + 1} in ${formatTime(event.time)}.`
    case 'spare-wheel':
      return `${event.name} fits the spare wheel.`
    case 'special-over':
      return `Special ${event.special + 1} is over.`
    case 'assistance':
      return `Assistance after special ${event.special + 1}: damage repaired, spare wheel back.`
    case 'penalty':
      return event.seconds > 0 ? `${event.name} takes a ${event.seconds} s time-control penalty.` : null
    case 'rally-over':
      return 'The rally is over.'
    case 'loss': // told with its outcome (off, spin, wrong road) or by the Sisu line
    case 'tyres':
    case 'turn':
    case 'die':
    case 'jump':
    case 'speed-card':
    case 'loss-card':
    case 'seconds-won':
    case 'seconds-released':
    case 'split':
    case 'stuck':
      return null
  }
}

/**
 * The key events of a step as lines, as `viewer` may see them (every Rallyman event is
 * public: the secret penalties of RM ART.22 make no event until they are revealed together).
 * @group Descriptions
 */
export const describeEvents = (
  events: ReadonlyArray<RallymanEvent>,
  viewer: Viewer = 'spectator',
): ReadonlyArray<string> =>
  observeEvents(events, viewer).flatMap((e) => {
    const line = describeEvent(e)
    return line === null ? [] : [line]
  })

/** Seconds as `mm:ss` (RM ART.13). @group Descriptions */
export const formatTime = (seconds: number): string => {
  const m = Math.floor(seconds / 60)
  const s = seconds % 60
  return `${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`
}

/**
 * The cars on the road in play order, then the finished and retired ones, one line each;
 * the cars still waiting are listed in the start order of the special (RM ART.3.2-3.3).
 * @group Descriptions
 */
export const describeRunningOrder = (state: RallymanState): ReadonlyArray<string> => {
  const lines = roadOrder(state).map((seat, i) => {
    const c = state.cars[seat]
    return c === undefined
      ? ''
      : `${i + 1}. ${c.name} cell ${c.cell} gear ${c.gear} chrono ${formatTime(c.chrono)}${c.seconds > 0 ? ` -${c.seconds}s` : ''}`
  })
  for (const c of state.cars) {
    const total = c.times.reduce((a, b) => a + b, 0)
    if (c.status === 'finished') lines.push(`   ${c.name} finished, total ${formatTime(total)}`)
    if (c.status === 'retired')
      lines.push(`   ${c.name} retired (${c.retired === null ? '' : describeRetirement(c.retired)})`)
  }
  state.startOrder.forEach((seat, i) => {
    const c = state.cars[seat]
    if (c?.status === 'waiting')
      lines.push(`   ${c.name} waiting to start, #${i + 1} in the start order of special ${state.special + 1}`)
  })
  return lines
}
