/**
 * Beside the Formule Dé board: the header (the race, whose turn, what they decide, the
 * weather), each driver's dashboard (place, gear, lap, the race sheet's points left out of
 * those built, tyres), the odds of the gears for the car to play (`moveOdds`), and the legend.
 */
import { moveOdds } from '../odds.js'
import { progress } from '../rules/order.js'
import type { Car, State } from '../state.js'
import { actingCar, carTitle } from './race.js'
import { colourOf, esc, label, n, PALETTE } from './kit.js'
import type { PictureWords } from './words.js'

/** Width of one dashboard. */
export const DASH_WIDTH = 292
/** Height of one dashboard. */
export const DASH_HEIGHT = 74

/** The places in the race, by how far each car has gone (finishers first, in their order). */
export const placesOf = (s: State): ReadonlyMap<number, number> => {
  const order = [
    ...s.finishers,
    ...s.cars
      .map((c, i) => ({ c, i }))
      .filter(({ i }) => !s.finishers.includes(i))
      .sort(
        (a, b) => Number(a.c.status === 'out') - Number(b.c.status === 'out') || progress(s, b.c) - progress(s, a.c),
      )
      .map(({ i }) => i),
  ]
  return new Map(order.map((car, k) => [car, k + 1]))
}

// A row of pips: the points left filled, the ones lost empty.
const pips = (x: number, y: number, name: string, left: number, built: number, colour: string): string => {
  const out = [label(x, y + 8, name, 'font-size="9" fill="#555"')]
  const total = Math.max(left, built)
  for (let k = 0; k < total && k < 12; k++)
    out.push(
      `<circle cx="${n(x + 38 + k * 8.5)}" cy="${n(y + 5)}" r="3.2" fill="${k < left ? colour : '#fff'}" stroke="#666" stroke-width="0.7"/>`,
    )
  return out.join('')
}

/** One driver's dashboard at `(x, y)`. */
export const dashboard = (
  s: State,
  i: number,
  x: number,
  y: number,
  place: number | undefined,
  words: PictureWords,
): string => {
  const c = s.cars[i] as Car
  const acting = actingCar(s) === i
  const out: string[] = [`<g class="dashboard" data-car="${i}"><title>${esc(carTitle(s, i, words))}</title>`]
  out.push(
    `<rect x="${x}" y="${y}" width="${DASH_WIDTH}" height="${DASH_HEIGHT}" rx="6" fill="${acting ? '#fffbe0' : '#fafafa'}" stroke="${acting ? '#f9a825' : '#bbb'}" stroke-width="${acting ? 3 : 1}"/>`,
  )
  out.push(`<rect x="${x + 10}" y="${y + 9}" width="16" height="11" rx="3.5" fill="${colourOf(i)}" stroke="#111"/>`)
  out.push(
    label(x + 32, y + 19, words.panel.driver(place, c.name, acting), 'font-size="12.5" font-weight="bold" fill="#222"'),
  )
  out.push(label(x + 10, y + 34, words.panel.status(s, c), 'font-size="10" fill="#444"'))
  // The gear engaged, as on the dashboard's lever.
  out.push(`<rect x="${x + DASH_WIDTH - 40}" y="${y + 8}" width="30" height="34" rx="5" fill="#263238"/>`)
  out.push(label(x + DASH_WIDTH - 25, y + 17, words.panel.gear, 'font-size="7.5" fill="#cfd8dc" text-anchor="middle"'))
  out.push(
    label(
      x + DASH_WIDTH - 25,
      y + 37,
      String(c.gear),
      'font-size="19" font-weight="bold" fill="#ffd54f" text-anchor="middle"',
    ),
  )
  const w = c.wear
  const sheet = c.sheet
  out.push(pips(x + 10, y + 42, words.panel.part.tyres, w.tyres, sheet.tyres, '#37474f'))
  out.push(pips(x + 148, y + 42, words.panel.part.brakes, w.brakes, sheet.brakes, '#c62828'))
  out.push(pips(x + 10, y + 57, words.panel.part.fuel, w.fuel, sheet.fuel, '#2e7d32'))
  out.push(pips(x + 100, y + 57, words.panel.part.body, w.body, sheet.body, '#1565c0'))
  out.push(
    pips(
      x + 190,
      y + 57,
      s.rules.roadHolding ? words.panel.part.hold : words.panel.part.engine,
      s.rules.roadHolding ? c.holding : w.engine,
      s.rules.roadHolding ? sheet.holding : sheet.engine,
      '#6a1b9a',
    ),
  )
  out.push('</g>')
  return out.join('')
}

/** The odds of each gear the car to play may choose (`moveOdds`), one line per gear; its height. */
export const oddsTable = (
  s: State,
  x: number,
  y: number,
  width: number,
  words: PictureWords,
): { svg: string; height: number } => {
  const car = actingCar(s)
  const c = car === null ? undefined : s.cars[car]
  if (car === null || c === undefined || (s.step.kind !== 'gear' && s.step.kind !== 'move'))
    return { svg: '', height: 0 }
  // Before the gear: every gear the car may choose; at its move, the gear it chose.
  const odds = s.step.kind === 'gear' ? moveOdds(s, car) : moveOdds(s, car, c.gear)
  if (odds.length === 0) return { svg: '', height: 0 }
  const out: string[] = [
    label(
      x,
      y + 14,
      words.panel.oddsFor(c.name, s.step.kind === 'gear' ? null : c.gear),
      'font-size="12" font-weight="bold" fill="#222"',
    ),
  ]
  odds.forEach((g, k) => {
    const ly = y + 34 + k * 17
    out.push(label(x, ly, words.panel.oddsGear(g.gear), 'font-size="11" font-weight="bold" fill="#333"'))
    let bx = x + 58
    for (const l of g.lines) {
      const kind = l.outcome.kind
      const text = `${words.panel.outcome[kind]}${'spaces' in l.outcome ? ` ${l.outcome.spaces}` : ''} ${Math.round(l.probability * 100)}%`
      const colour =
        kind === 'clean' ? '#c8e6c9' : kind === 'braking' ? '#fff9c4' : kind === 'eliminated' ? '#ffcdd2' : '#ffe0b2'
      const wpx = 6.2 * text.length + 10
      if (bx + wpx > x + width) break
      out.push(
        `<rect x="${n(bx)}" y="${n(ly - 11)}" width="${n(wpx)}" height="14" rx="3" fill="${colour}" stroke="#999" stroke-width="0.5"/>`,
      )
      out.push(label(bx + 5, ly, text, 'font-size="10" fill="#222"'))
      bx += wpx + 4
    }
  })
  return { svg: out.join('\n'), height: 40 + odds.length * 17 }
}

// The symbol of a legend line, drawn in a 26 × 14 box at (x, y).
const symbol = (kind: string, x: number, y: number): string => {
  const box = (fill: string, stroke: string = PALETTE.line): string =>
    `<rect x="${x}" y="${y}" width="26" height="14" fill="${fill}" stroke="${stroke}"/>`
  switch (kind) {
    case 'space':
      return box(PALETTE.asphalt)
    case 'corner':
      return `${box(PALETTE.corner)}<path d="M${x} ${y + 1}h26" stroke="${PALETTE.kerbRed}" stroke-width="3" stroke-dasharray="4 4"/>`
    case 'flag':
      return `<path d="M${x + 4} ${y + 14}V${y}h16l-3 4 3 4h-16" fill="${PALETTE.flag}" stroke="#333"/>`
    case 'arrow':
      return `${box(PALETTE.corner)}<path d="M${x + 5} ${y + 11}L${x + 20} ${y + 4}" stroke="#fff" stroke-width="2" marker-end="url(#fd-arrow)"/>`
    case 'finish':
      return [0, 1, 2, 3]
        .map(
          (k) =>
            `<rect x="${x + 9}" y="${y + k * 3.5}" width="4" height="3.5" fill="${k % 2 ? '#fff' : '#111'}"/><rect x="${x + 13}" y="${y + k * 3.5}" width="4" height="3.5" fill="${k % 2 ? '#111' : '#fff'}"/>`,
        )
        .join('')
    case 'grid':
      return `${box(PALETTE.asphalt, '#fff')}${label(x + 13, y + 11, '1', 'font-size="10" fill="#fff" text-anchor="middle" font-weight="bold"')}`
    case 'pit':
      return `<rect x="${x}" y="${y}" width="13" height="14" fill="${PALETTE.pit}" stroke="${PALETTE.line}"/><rect x="${x + 13}" y="${y}" width="13" height="14" fill="${PALETTE.stand}" stroke="${PALETTE.line}"/>`
    case 'wall':
      return `${box(PALETTE.asphalt)}<path d="M${x} ${y + 13}h26" stroke="${PALETTE.wall}" stroke-width="4"/>`
    case 'car':
      return `<rect x="${x + 3}" y="${y + 1.5}" width="20" height="11" rx="4" fill="${colourOf(0)}" stroke="#111"/>${label(x + 13, y + 11, '4', 'font-size="10" fill="#fff" text-anchor="middle" font-weight="bold"')}`
    case 'move':
      return `<path d="M${x + 2} ${y + 7}h22" stroke="${colourOf(1)}" stroke-width="2.6" stroke-dasharray="6 4"/>`
    default:
      return `<rect x="${x}" y="${y}" width="26" height="14" fill="${PALETTE.target}" fill-opacity="0.35" stroke="${PALETTE.target}" stroke-width="2.5"/>`
  }
}

/** The legend in two columns at (x, y), `width` wide, and its height. */
export const legend = (x: number, y: number, width: number, words: PictureWords): { svg: string; height: number } => {
  const col = width / 2
  const rows = Math.ceil(words.legend.length / 2)
  const out = [label(x, y + 14, words.legendTitle, 'font-size="14" font-weight="bold" fill="#222"')]
  words.legend.forEach(([kind, text], k) => {
    const cx = x + (k < rows ? 0 : col)
    const cy = y + 26 + (k % rows) * 20
    out.push(symbol(kind, cx, cy))
    out.push(label(cx + 34, cy + 11, text, 'font-size="10.5" fill="#333"'))
  })
  return { svg: out.join('\n'), height: 34 + rows * 20 }
}

/** The title and the line under it. */
export const header = (title: string, subtitle: string): string =>
  [
    label(20, 30, title, 'font-size="21" font-weight="bold" fill="#222"'),
    label(20, 50, subtitle, 'font-size="12.5" fill="#555"'),
  ].join('\n')
