/**
 * A picture of Formula Motor Racing as one seat (or a spectator) sees it, as a
 * self-contained SVG string: the running order as a staggered starting grid (pole at the
 * front), the cars out of the race apart in the gravel with the places they will take
 * (FMR Effets des cartes), the race number, season points and the points on offer (FMR
 * Comment gagner), whose turn and the card being resolved, the last card played, the
 * draw pile, every seat's hand size, and the viewer's own hand. Everything is read from
 * the viewer's observation, so no hidden card can leak into the picture.
 */
import type { Lang, SeatId } from '../core/index.js'
import { colourOf, type CarId, type Colour } from './cars.js'
import type { FmrState } from './state.js'
import { fmrObserve, type FmrObservation } from './observe.js'
import { fmrLegalActions } from './status.js'
import { POINTS } from './rules/scoring.js'
import { COLOURS } from './cars.js'
import { CARD_H, CARD_W, TEAM, cardBack, cardFace, carTopView, esc, label } from './svg/cards.js'
import { pictureWords, type PictureWords } from './svg/words.js'

/** How to draw a race. @group Rendering */
export interface RenderOptions {
  /** Draw the race as this seat sees it (default 'spectator'): hidden information stays hidden. */
  readonly seat?: SeatId | 'spectator'
  /**
   * Highlight the cars the seat to act may target with its cards. Only drawn when the viewer
   * is that seat: the targets of a hand would tell others what it holds.
   */
  readonly highlight?: boolean
  /** The language of every word of the picture, its tooltips included (default 'en'). */
  readonly lang?: Lang
}

const WIDTH = 960
const SLOT = 70
const TRACK_Y = 84
const TRACK_H = 200

const seatOf = (o: FmrObservation, colour: Colour): SeatId | null => {
  const seat = o.teams.findIndex((colours) => colours.includes(colour))
  return seat < 0 ? null : seat
}

const owner = (o: FmrObservation, car: CarId, words: PictureWords): string =>
  words.panel.owner(seatOf(o, colourOf(car)))

const gridSlot = (o: FmrObservation, car: CarId, place: number, target: boolean, words: PictureWords): string => {
  const x = WIDTH - 80 - (place - 1) * SLOT
  const y = TRACK_Y + (place % 2 === 1 ? 62 : 140)
  const colour = colourOf(car)
  const points = POINTS[place - 1]
  const acting = seatOf(o, colour) === o.turn && o.phase !== 'over'
  return [
    `<g data-slot="${place}" data-car="${car}"${target ? ' data-target="yes"' : ''} transform="translate(${x},${y})"><title>${esc(words.car(car, place, seatOf(o, colourOf(car))))}</title>`,
    `<path d="M-36,-20 L34,-20 M-36,20 L34,20 M34,-20 L34,20" stroke="#fff" stroke-width="2" fill="none"/>`,
    target ? '<ellipse rx="40" ry="25" fill="none" stroke="#ffe600" stroke-width="4"/>' : '',
    carTopView(colour, Number(car.slice(-1)), false),
    label(
      -2,
      place % 2 === 1 ? -27 : 35,
      `P${place}`,
      `font-size="12" font-weight="bold" text-anchor="middle" fill="#fff"`,
    ),
    label(
      -2,
      place % 2 === 1 ? -40 : 48,
      owner(o, car, words),
      `font-size="9.5" text-anchor="middle" fill="${acting ? '#ffe082' : '#e0e0e0'}"${acting ? ' font-weight="bold"' : ''}`,
    ),
    points === undefined
      ? ''
      : `<circle cx="30" cy="${place % 2 === 1 ? -30 : 30}" r="9" fill="#ffd54f" stroke="#8d6e00"/>${label(30, (place % 2 === 1 ? -30 : 30) + 3.5, String(points), 'font-size="9" font-weight="bold" text-anchor="middle" fill="#4e3b00"')}`,
    '</g>',
  ].join('')
}

// A grid box left empty by a car out of the race, with the place it will take.
const emptySlot = (place: number, car: CarId, words: PictureWords): string => {
  const x = WIDTH - 80 - (place - 1) * SLOT
  const y = TRACK_Y + (place % 2 === 1 ? 62 : 140)
  return [
    `<g data-empty="${place}" transform="translate(${x},${y})">`,
    `<path d="M-36,-20 L34,-20 M-36,20 L34,20 M34,-20 L34,20" stroke="#fff" stroke-width="2" stroke-dasharray="4 3" fill="none" opacity="0.6"/>`,
    label(-2, 4, words.panel.carOut(car), 'font-size="10" text-anchor="middle" fill="#cfd8dc"'),
    label(
      -2,
      place % 2 === 1 ? -27 : 35,
      `P${place}`,
      'font-size="12" font-weight="bold" text-anchor="middle" fill="#9aa0a6"',
    ),
    '</g>',
  ].join('')
}

const track = (o: FmrObservation, targets: ReadonlySet<CarId>, words: PictureWords): string => {
  const out: string[] = []
  out.push(`<rect x="14" y="${TRACK_Y}" width="${WIDTH - 28}" height="${TRACK_H}" rx="10" fill="#4f5358"/>`)
  out.push(
    `<rect x="14" y="${TRACK_Y + 4}" width="${WIDTH - 28}" height="4" fill="#fff"/><rect x="14" y="${TRACK_Y + TRACK_H - 8}" width="${WIDTH - 28}" height="4" fill="#fff"/>`,
  )
  for (let i = 0; i < 20; i++) {
    out.push(
      `<rect x="${14 + i * 46.5}" y="${TRACK_Y - 6}" width="23" height="6" fill="#d32f2f"/><rect x="${14 + i * 46.5}" y="${TRACK_Y + TRACK_H}" width="23" height="6" fill="#d32f2f"/>`,
    )
  }
  // The line the running order is counted from, pole first.
  for (let i = 0; i < 2; i++)
    for (let j = 0; j < 25; j++)
      if ((i + j) % 2 === 0)
        out.push(`<rect x="${WIDTH - 34 + i * 8}" y="${TRACK_Y + j * 8}" width="8" height="8" fill="#fff"/>`)
  out.push(
    label(
      WIDTH / 2,
      TRACK_Y + TRACK_H / 2 + 5,
      words.panel.runningOrder,
      'font-size="11" text-anchor="middle" fill="#9aa0a6"',
    ),
  )
  o.order.forEach((car, i) => out.push(gridSlot(o, car, i + 1, targets.has(car), words)))
  // The places the cars out of the race will take, the first car out last.
  o.out.forEach((car, i) => out.push(emptySlot(o.order.length + i + 1, car, words)))
  return out.join('\n')
}

const PER_ROW = 6

/** Height of the gravel trap for the cars out. */
const gravelHeight = (o: FmrObservation): number => 74 + Math.max(0, Math.ceil(o.out.length / PER_ROW) - 1) * 50

const gravel = (o: FmrObservation, y: number, words: PictureWords): string => {
  const out: string[] = []
  out.push(
    `<rect x="14" y="${y}" width="${WIDTH - 28}" height="${gravelHeight(o)}" rx="8" fill="#d9c7a0" stroke="#a38c5c"/>`,
  )
  out.push(label(26, y + 18, words.panel.gravel, 'font-size="11.5" font-weight="bold" fill="#5d4a1f"'))
  if (o.out.length === 0) out.push(label(26, y + 48, words.panel.noCarOut, 'font-size="11" fill="#7b6a45"'))
  o.out.forEach((car, i) => {
    const place = o.order.length + i + 1
    const x = 70 + (i % PER_ROW) * 150
    const cy = y + 46 + Math.floor(i / PER_ROW) * 50
    out.push(
      `<g data-out="${car}" transform="translate(${x},${cy}) rotate(-12)"><title>${esc(words.out(car, place))}</title>${carTopView(colourOf(car), Number(car.slice(-1)), true)}</g>`,
    )
    out.push(
      label(x + 38, cy - 2, `${place}. ${words.panel.car(car)}`, 'font-size="11" font-weight="bold" fill="#5d4a1f"'),
    )
    out.push(label(x + 38, cy + 12, owner(o, car, words), 'font-size="9.5" fill="#5d4a1f"'))
  })
  return out.join('\n')
}

const standings = (o: FmrObservation, x: number, y: number, words: PictureWords): string => {
  const out: string[] = [
    label(x, y, words.panel.season(o.results.length, o.races), 'font-size="13" font-weight="bold" fill="#222"'),
  ]
  const rows = COLOURS.map((c, i) => ({ c, points: o.teamPoints[i] ?? 0 })).sort((a, b) => b.points - a.points)
  const top = Math.max(10, ...rows.map((r) => r.points))
  rows.forEach(({ c, points }, i) => {
    const ry = y + 12 + i * 24
    const seat = seatOf(o, c)
    out.push(`<rect x="${x}" y="${ry}" width="14" height="14" rx="3" fill="${TEAM[c]}" stroke="#333"/>`)
    out.push(
      label(
        x + 20,
        ry + 11.5,
        words.panel.team(c, seat),
        `font-size="11" fill="#222"${seat === o.turn && o.phase !== 'over' ? ' font-weight="bold"' : ''}`,
      ),
    )
    out.push(
      `<rect x="${x + 140}" y="${ry + 1}" width="${Math.max(1, (points / top) * 180)}" height="12" fill="${TEAM[c]}" stroke="#333" stroke-width="0.6"/>`,
    )
    out.push(
      label(x + 146 + (points / top) * 180, ry + 11.5, String(points), 'font-size="11" font-weight="bold" fill="#222"'),
    )
  })
  return out.join('\n')
}

const table = (o: FmrObservation, x: number, y: number, words: PictureWords): string => {
  const out: string[] = [label(x, y, words.panel.table, 'font-size="13" font-weight="bold" fill="#222"')]
  out.push(
    cardBack(x, y + 10, 0.7, 'data-pile="draw"'),
    label(x + 27, y + 98, words.panel.drawPile(o.deckSize), 'font-size="10" text-anchor="middle" fill="#333"'),
  )
  if (o.removedCount > 0)
    out.push(
      label(x + 27, y + 111, words.panel.removed(o.removedCount), 'font-size="9" text-anchor="middle" fill="#666"'),
    )
  const top = o.discards[o.discards.length - 1]
  if (top !== undefined)
    out.push(
      cardFace(top, x + 110, y + 10, 'class="discard" data-discard="top"', 0.7, words.card(top), words.panel.faces),
    )
  out.push(
    label(x + 137, y + 98, words.panel.lastCard(top !== undefined), 'font-size="10" text-anchor="middle" fill="#333"'),
  )
  if (o.pending !== null) {
    const p = o.pending
    out.push(
      cardFace(
        p.card,
        x + 220,
        y + 10,
        'class="pending" data-pending="card"',
        0.7,
        words.card(p.card),
        words.panel.faces,
      ),
    )
    out.push(label(x + 247, y + 98, words.panel.beingPlayed(p.car), 'font-size="10" text-anchor="middle" fill="#333"'))
    if (p.roll !== null)
      out.push(
        `<g data-die="d12"><title>${esc(words.die(p.roll, p.card))}</title>`,
        `<rect x="${x + 284}" y="${y + 14}" width="26" height="26" rx="5" fill="#fff" stroke="#333"/>`,
        label(x + 297, y + 32, String(p.roll), 'font-size="13" font-weight="bold" text-anchor="middle"'),
        label(x + 297, y + 52, 'd12', 'font-size="9" text-anchor="middle" fill="#555"'),
        '</g>',
      )
  }
  return out.join('\n')
}

const hands = (o: FmrObservation, x: number, y: number, words: PictureWords): string => {
  const out: string[] = []
  const mine = o.viewer === 'spectator' ? null : o.hand
  if (mine !== null && o.viewer !== 'spectator') {
    out.push(
      label(
        x,
        y,
        words.panel.yourHand(o.viewer, o.teams[o.viewer] ?? []),
        'font-size="13" font-weight="bold" fill="#222"',
      ),
    )
    mine.forEach((card, i) =>
      out.push(
        cardFace(
          card,
          x + i * (CARD_W + 8),
          y + 10,
          `class="hand-card" data-card="${card}"`,
          1,
          words.card(card),
          words.panel.faces,
        ),
      ),
    )
  } else out.push(label(x, y, words.panel.handsHidden, 'font-size="13" font-weight="bold" fill="#222"'))
  const hy = y + (mine === null ? 14 : CARD_H + 24)
  o.handSizes.forEach((n, seat) => {
    const rx = x + (seat % 3) * 175
    const ry = hy + Math.floor(seat / 3) * 34
    for (let k = 0; k < n; k++) out.push(cardBack(rx + k * 9, ry, 0.26, `data-back="${seat}"`))
    const turn = seat === o.turn && o.phase !== 'over'
    out.push(
      label(
        rx + Math.max(0, n - 1) * 9 + CARD_W * 0.26 + 8,
        ry + 18,
        words.panel.handSize(seat, n),
        `font-size="10.5" fill="#222"${turn ? ' font-weight="bold"' : ''}`,
      ),
    )
  })
  return out.join('\n')
}

/** Cars the viewer may target with its cards, when it is the viewer's turn to play. */
const targetsOf = (state: FmrState, o: FmrObservation, highlight: boolean): ReadonlySet<CarId> => {
  if (!highlight || o.viewer === 'spectator' || o.viewer !== o.turn || o.phase !== 'play-card') return new Set()
  const out = new Set<CarId>()
  for (const a of fmrLegalActions(state, o.viewer)) if (a.type === 'play' && a.car !== null) out.add(a.car)
  return out
}

/** The season as `options.seat` sees it now (a spectator by default). @group Rendering */
export const renderSvg = (state: FmrState, options: RenderOptions = {}): string => {
  const words = pictureWords(options.lang)
  const o = fmrObserve(state, options.seat ?? 'spectator')
  const targets = targetsOf(state, o, options.highlight === true)
  const outY = TRACK_Y + TRACK_H + 16
  const lowerY = outY + gravelHeight(o) + 30
  const handHeight = o.viewer === 'spectator' ? 24 : CARD_H + 34
  const handRows = Math.ceil(o.handSizes.length / 3)
  const height = lowerY + 170 + handHeight + handRows * 34 + 10
  const title = words.panel.docTitle(o.race, o.races)
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${height}" viewBox="0 0 ${WIDTH} ${height}">`,
    `<title>${esc(title)}</title>`,
    `<rect width="${WIDTH}" height="${height}" fill="#fff"/>`,
    `<rect x="0" y="0" width="${WIDTH}" height="${lowerY - 14}" fill="#7cb342"/>`,
    `<rect x="0" y="0" width="${WIDTH}" height="66" fill="#2e5d1a"/>`,
    label(
      20,
      28,
      words.panel.title(o.race, o.races, o.variants.shortRaces),
      'font-size="20" font-weight="bold" fill="#fff"',
    ),
    label(20, 52, words.panel.happening(o), 'font-size="13" fill="#fff"'),
    targets.size > 0
      ? label(WIDTH - 20, 54, words.panel.targetRing, 'font-size="11" text-anchor="end" fill="#ffe600"')
      : '',
    track(o, targets, words),
    gravel(o, outY, words),
    standings(o, 20, lowerY, words),
    table(o, 520, lowerY, words),
    hands(o, 20, lowerY + 170, words),
    label(20, height - 12, words.panel.points, 'font-size="10.5" fill="#555"'),
    '</svg>',
  ].join('\n')
}
