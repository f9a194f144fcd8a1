/**
 * The drivers' dashboards beside the road: gear engaged (the last speed card, RM ART.4),
 * gear and gas dice left after damage and punctures (RM ART.8, ART.9.3), chrono pile and
 * seconds won (RM ART.5, ART.13), tyres (RM ART.15), Sisu and spare-wheel cards (RM ART.7.5,
 * ART.10), and for the driver at the wheel the dice of this move and its warnings (RM ART.4).
 */
import type { Car, RallymanState } from '../state.js'
import { formatTime } from '../describe.js'
import { gasDice, gearDice, isLeader, stageOf, warningLimit } from '../rules/dashboard.js'
import { esc, label, seatColour } from './kit.js'
import type { DriverStatus } from './panel-words.js'
import type { PictureWords } from './words.js'

/** Width of one dashboard. */
export const DASH_WIDTH = 330
/** Height of one dashboard. */
export const DASH_HEIGHT = 86

// A die of the dashboard, with its tooltip (which die, lost or not).
const die = (x: number, y: number, text: string, fill: string, ink: string, lost: boolean, title: string): string =>
  `<g data-die="${text}"><title>${esc(title)}</title>` +
  `<rect x="${x}" y="${y}" width="15" height="15" rx="3" fill="${lost ? 'none' : fill}" stroke="${lost ? '#999' : '#222'}" stroke-dasharray="${lost ? '2 2' : 'none'}"/>` +
  (lost ? '' : label(x + 7.5, y + 11.5, text, `font-size="10" font-weight="bold" text-anchor="middle" fill="${ink}"`)) +
  '</g>'

/** The warning symbol (RM ART.4), filled when it came up this move. */
export const warningIcon = (x: number, y: number, on: boolean): string =>
  `<path d="M${x},${y + 13} L${x + 7},${y} L${x + 14},${y + 13} Z" fill="${on ? '#e53935' : 'none'}" stroke="${on ? '#7f0000' : '#999'}" stroke-width="1.2"/>` +
  (on ? label(x + 7, y + 11.5, '!', 'font-size="9" font-weight="bold" text-anchor="middle" fill="#fff"') : '')

const card = (x: number, y: number, text: string, fill: string): string =>
  `<rect x="${x}" y="${y}" width="38" height="16" rx="2" fill="${fill}" stroke="#333"/>${label(x + 19, y + 11.5, text, 'font-size="8.5" font-weight="bold" text-anchor="middle" fill="#fff"')}`

const statusOf = (state: RallymanState, car: Car): DriverStatus => {
  switch (car.status) {
    case 'waiting':
      return { kind: 'waiting', order: state.startOrder.indexOf(car.seat) + 1 }
    case 'finished':
      return {
        kind: 'finished',
        time: formatTime(car.times[car.times.length - 1] ?? 0),
        total: formatTime(car.times.reduce((a, b) => a + b, 0)),
      }
    case 'retired':
      return { kind: 'retired', reason: car.retired }
    case 'racing':
      return car.off === 'spin'
        ? { kind: 'spun' }
        : car.off === 'none'
          ? { kind: car.restart ? 'restart' : 'road' }
          : { kind: 'off', side: car.off }
  }
}

/** One driver's dashboard at `(x, y)`. */
export const dashboard = (state: RallymanState, car: Car, x: number, y: number, words: PictureWords): string => {
  const turn = state.turn
  const driving = turn !== null && turn.seat === car.seat && !state.over
  const out: string[] = []
  out.push(`<g data-dashboard="${car.seat}">`)
  out.push(
    `<rect x="${x}" y="${y}" width="${DASH_WIDTH}" height="${DASH_HEIGHT}" rx="6" fill="${driving ? '#fffbe0' : '#fafafa'}" stroke="${driving ? '#f9a825' : '#bbb'}" stroke-width="${driving ? 3 : 1}"/>`,
  )
  out.push(
    `<rect x="${x + 8}" y="${y + 8}" width="14" height="14" rx="3" fill="${seatColour(car.seat)}" stroke="#111"/>`,
  )
  out.push(
    label(
      x + 28,
      y + 20,
      `${car.name}${driving ? words.panel.atTheWheel : ''}`,
      'font-size="13" font-weight="bold" fill="#222"',
    ),
  )
  const status = words.panel.status(statusOf(state, car))
  out.push(
    label(x + 8, y + 38, status.length > 48 ? `${status.slice(0, 47)}…` : status, 'font-size="10.5" fill="#444"'),
  )
  // The speed card on top of the chrono pile: the gear engaged.
  out.push(`<rect x="${x + DASH_WIDTH - 44}" y="${y + 8}" width="36" height="46" rx="4" fill="#263238" stroke="#111"/>`)
  out.push(label(x + DASH_WIDTH - 26, y + 20, words.panel.gear, 'font-size="8" text-anchor="middle" fill="#cfd8dc"'))
  out.push(
    label(
      x + DASH_WIDTH - 26,
      y + 46,
      car.gear > 0 ? String(car.gear) : '–',
      'font-size="24" font-weight="bold" text-anchor="middle" fill="#ffca28"',
    ),
  )
  const gears = gearDice(car)
  for (let i = 0; i < 5; i++) {
    const lost = i >= gears
    out.push(
      die(x + 8 + i * 18, y + 46, String(i + 1), '#222', '#fff', lost, words.die({ die: i + 1, lost, leader: false })),
    )
  }
  const gas = gasDice(car)
  const leader = car.status === 'racing' && state.config.rules.dirt && isLeader(state, car)
  for (let i = 0; i < 2; i++)
    out.push(
      die(
        x + 104 + i * 18,
        y + 46,
        'G',
        leader ? '#fb8c00' : '#fff',
        '#222',
        i >= gas,
        words.die({ die: 'gas', lost: i >= gas, leader }),
      ),
    )
  const pile = `${words.panel.chrono} ${formatTime(car.chrono)}${car.seconds > 0 ? `  −${car.seconds} s` : ''}`
  out.push(label(x + 148, y + 58, pile, 'font-size="10.5" fill="#222"'))
  let cx = x + 8
  const cards: string[] = []
  if (state.config.rules.tyres)
    cards.push(label(cx, y + 77, words.panel.tyres(car.tyres), 'font-size="10" fill="#444"'))
  cx += 88
  if (state.config.rules.sisu && car.sisu) cards.push(card(cx, y + 66, words.panel.sisu, '#1565c0'))
  cx += 42
  if (car.spareWheel) cards.push(card(cx, y + 66, words.panel.spare, '#6d4c41'))
  cx += 42
  out.push(...cards)
  if (driving && turn !== null) {
    const cell = stageOf(state).cells[car.cell] ?? null
    const limit = warningLimit(state, car, cell)
    for (let i = 0; i < limit; i++) out.push(warningIcon(cx + 4 + i * 16, y + 66, i < turn.warnings))
    const dice = [...turn.gears.map(String), ...Array.from({ length: turn.gas }, () => 'G')]
    if (dice.length > 0)
      out.push(label(cx + 8 + limit * 16, y + 77, words.panel.dice(dice.join(' ')), 'font-size="10" fill="#444"'))
  }
  out.push(`<title>${esc(words.panel.dashboard(car.name, status, gears, gas, car.punctures))}</title>`)
  out.push('</g>')
  return out.join('')
}
