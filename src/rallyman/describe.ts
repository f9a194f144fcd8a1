/**
 * Plain-English lines for logs and UIs: the key events of a rally (starts and finishes
 * with times, losses of control and what came of them, retirements, punctures, cords that
 * matter, failed big attacks, wrong turns, fords, weather, assistance, penalties) and the
 * running order of a special. Routine events (dice, speed cards, clean cords) give `null`.
 */
import type { LangOption, Viewer } from '../core/index.js'
import { observeEvents, type RallymanEvent, type RetirementReason } from './events.js'
import type { RallymanState } from './state.js'
import { roadOrder } from './rules/order.js'
import { eventWords } from './words/events.js'

/**
 * Why a car retired, in words (RM ART.8, RM ART.9, RM ART.9.3, RM ART.12); English unless
 * `{ lang: 'fr' }`.
 * @group Descriptions
 */
export const describeRetirement = (reason: RetirementReason, options?: LangOption): string =>
  eventWords(options?.lang).retirement({ reason })

/**
 * One line for a key event, or `null` for routine ones (dice, speed cards, clean cords, splits);
 * English unless `{ lang: 'fr' }`.
 * @group Descriptions
 */
export const describeEvent = (event: RallymanEvent, options?: LangOption): string | null => {
  const w = eventWords(options?.lang)
  switch (event.type) {
    case 'special-start':
      return w.specialStart({ special: event.special + 1, names: event.names })
    case 'weather':
      return event.snow ? w.snow({ tile: event.tile + 1, special: event.special + 1 }) : null
    case 'sisu':
      return w.sisu(event)
    case 'off':
      return w.off(event)
    case 'wrong-turn':
      return w.wrongTurn(event)
    case 'retired':
      return w.retired(event)
    case 'cord':
      return event.card === 'good' ? null : event.card === 'dirty' ? w.dirtyCord(event) : w.puncture(event)
    case 'ford-stop':
      return w.fordStop(event)
    case 'finish':
      return w.finish({ name: event.name, special: event.special + 1, time: formatTime(event.time) })
    case 'spare-wheel':
      return w.spareWheel(event)
    case 'special-over':
      return w.specialOver({ special: event.special + 1 })
    case 'assistance':
      return w.assistance({ special: event.special + 1 })
    case 'penalty':
      return event.seconds > 0 ? w.penalty(event) : null
    case 'rally-over':
      return w.rallyOver({})
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
 * public: the secret penalties of RM ART.22 make no event until they are revealed together);
 * English unless `{ lang: 'fr' }`.
 * @group Descriptions
 */
export const describeEvents = (
  events: ReadonlyArray<RallymanEvent>,
  viewer: Viewer = 'spectator',
  options?: LangOption,
): ReadonlyArray<string> =>
  observeEvents(events, viewer).flatMap((e) => {
    const line = describeEvent(e, options)
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
 * English unless `{ lang: 'fr' }`.
 * @group Descriptions
 */
export const describeRunningOrder = (state: RallymanState, options?: LangOption): ReadonlyArray<string> => {
  const w = eventWords(options?.lang)
  const lines = roadOrder(state).map((seat, i) => {
    const c = state.cars[seat]
    return c === undefined
      ? ''
      : w.running({
          rank: i + 1,
          name: c.name,
          cell: c.cell,
          gear: c.gear,
          chrono: formatTime(c.chrono),
          seconds: c.seconds,
        })
  })
  for (const c of state.cars) {
    const total = c.times.reduce((a, b) => a + b, 0)
    if (c.status === 'finished') lines.push(w.finished({ name: c.name, total: formatTime(total) }))
    if (c.status === 'retired') lines.push(w.retiredLine({ name: c.name, reason: c.retired }))
  }
  state.startOrder.forEach((seat, i) => {
    const c = state.cars[seat]
    if (c?.status === 'waiting') lines.push(w.waiting({ name: c.name, rank: i + 1, special: state.special + 1 }))
  })
  return lines
}
