/**
 * Formula Motor Racing's pieces drawn in SVG: the action cards (coloured for one team, or
 * beige when any car may be chosen, FMR Arrêt au Stand), card backs, and the racing cars
 * seen from above in their team colour. Inline SVG only: no font, image or style sheet.
 */
import { escapeXml } from '../../core/xml.js'
import type { Colour } from '../cars.js'
import { cardInfo, type Card, type CardKind } from '../cards.js'

/** Escapes text for SVG: the one escaping of every game's pictures (core's `escapeXml`). */
export const esc = escapeXml

/** The font of every label. */
export const FONT = 'font-family="DejaVu Sans, Verdana, Arial, sans-serif"'

/** A text label. */
export const label = (x: number, y: number, text: string, attrs = ''): string =>
  `<text x="${Math.round(x * 10) / 10}" y="${Math.round(y * 10) / 10}" ${FONT} ${attrs}>${esc(text)}</text>`

/** Team colours. */
export const TEAM: Readonly<Record<Colour, string>> = {
  red: '#d32f2f',
  blue: '#1e5fd0',
  green: '#2e9b3a',
  yellow: '#f4c20d',
  black: '#262626',
  white: '#f4f4f4',
}

/** Ink that reads on a team colour. */
export const INK: Readonly<Record<Colour, string>> = {
  red: '#fff',
  blue: '#fff',
  green: '#fff',
  yellow: '#222',
  black: '#fff',
  white: '#222',
}

/** The beige of neutral cards. */
export const BEIGE = '#e8d9b5'

/** Card width. */
export const CARD_W = 78
/** Card height. */
export const CARD_H = 108

/** What the picture prints on a card of a kind. @group Rendering */
export interface CardFace {
  /** The title on the band. */
  readonly title: string
  /** The big symbol: the places gained or lost, or `d12`. */
  readonly symbol: string
  /** Two lines of small print. */
  readonly print: readonly [string, string]
  /** The card's name, without its colour (the card's title in the picture). */
  readonly name: string
  /** Whether it helps the car it is played on: its symbol is drawn green, else red. */
  readonly good: boolean
}

/**
 * The face of each kind of card (FMR Effets des cartes d'action): the picture's twin of
 * `CARD_SPECS`, a record over every kind, so a new kind is a type error here too until its
 * face is written.
 * @group Rendering
 */
export const CARD_FACES: Readonly<Record<CardKind, CardFace>> = {
  'overtake-2': {
    title: 'Overtake',
    symbol: '+2',
    print: ['and the car', 'behind it'],
    name: 'Overtake +2',
    good: true,
  },
  'overtake-3': {
    title: 'Overtake',
    symbol: '+3',
    print: ['and the car', 'behind it'],
    name: 'Overtake +3',
    good: true,
  },
  'overtake-4': {
    title: 'Overtake',
    symbol: '+4',
    print: ['and the car', 'behind it'],
    name: 'Overtake +4',
    good: true,
  },
  turbo: { title: 'Turbo', symbol: '+3', print: ['one of the', 'last three'], name: 'Turbo +3', good: true },
  'wrong-lane': { title: 'Wrong lane', symbol: '−1', print: ['any car', ''], name: 'Wrong lane −1', good: false },
  'off-track': { title: 'Off track', symbol: '−2', print: ['any car', ''], name: 'Off track −2', good: false },
  'loss-of-control': {
    title: 'Loss of control',
    symbol: '−3',
    print: ['any car', ''],
    name: 'Loss of control −3',
    good: false,
  },
  'pit-stop': { title: 'Pit stop', symbol: 'd12', print: ['1-6: back', '7-12: stays'], name: 'Pit stop', good: false },
  'wheel-loss': {
    title: 'Overload',
    symbol: 'd12',
    print: ['1-9: +1', '10+: last'],
    name: 'Overload (wheel loss)',
    good: true,
  },
  'engine-blow': {
    title: 'Overload',
    symbol: 'd12',
    print: ['1-9: +1', '10+: engine out'],
    name: 'Overload (engine blow-up)',
    good: true,
  },
  'major-spin': {
    title: 'Major spin',
    symbol: 'd12',
    print: ['the place', 'rolled: out'],
    name: 'Major spin',
    good: false,
  },
  'minor-spin': {
    title: 'Minor spin',
    symbol: 'd12',
    print: ['the place', 'rolled: last'],
    name: 'Minor spin',
    good: false,
  },
  collision: {
    title: 'Collision',
    symbol: 'd12',
    print: ['the place +', 'a neighbour out'],
    name: 'Collision',
    good: false,
  },
}

/** The words of a card, for titles and tests. */
export const cardName = (card: Card): string => {
  const info = cardInfo(card)
  if (info === undefined) return card
  const name = CARD_FACES[info.kind].name
  return info.colour === null ? name : `${name}, ${info.colour}`
}

/** A card face at `(x, y)`; `attrs` go on its group (class, data); `title` is its tooltip (its name by default). */
export const cardFace = (
  card: Card,
  x: number,
  y: number,
  attrs = '',
  scale = 1,
  title = cardName(card),
  faces: Readonly<Record<CardKind, CardFace>> = CARD_FACES,
): string => {
  const info = cardInfo(card)
  if (info === undefined) return ''
  const { title: printed, symbol: big, print, good } = faces[info.kind]
  const [line1, line2] = print
  const band = info.colour === null ? BEIGE : TEAM[info.colour]
  const ink = info.colour === null ? '#5d4a1f' : INK[info.colour]
  const accent = good ? '#1b7f3a' : '#b3261e'
  return [
    `<g ${attrs} transform="translate(${x},${y})${scale === 1 ? '' : ` scale(${scale})`}"><title>${esc(title)}</title>`,
    `<rect width="${CARD_W}" height="${CARD_H}" rx="7" fill="#fffdf7" stroke="#333" stroke-width="1.3"/>`,
    `<path d="M0,7 Q0,0 7,0 L${CARD_W - 7},0 Q${CARD_W},0 ${CARD_W},7 L${CARD_W},24 L0,24 Z" fill="${band}" stroke="#333" stroke-width="1"/>`,
    label(
      CARD_W / 2,
      16,
      printed,
      `font-size="${printed.length > 17 ? 6.5 : printed.length > 15 ? 7 : printed.length > 10 ? 8.5 : 10}" font-weight="bold" text-anchor="middle" fill="${ink}"`,
    ),
    label(
      CARD_W / 2,
      58,
      big,
      `font-size="${big.length > 2 ? 22 : 28}" font-weight="bold" text-anchor="middle" fill="${accent}"`,
    ),
    label(CARD_W / 2, 80, line1, 'font-size="9" text-anchor="middle" fill="#333"'),
    label(CARD_W / 2, 92, line2, 'font-size="9" text-anchor="middle" fill="#333"'),
    info.colour === null
      ? ''
      : `<rect x="6" y="${CARD_H - 11}" width="${CARD_W - 12}" height="6" rx="3" fill="${band}" stroke="#333" stroke-width="0.6"/>`,
    '</g>',
  ].join('')
}

/** A card back (a hand or the draw pile seen from the table). */
export const cardBack = (x: number, y: number, scale = 1, attrs = ''): string =>
  `<g ${attrs} transform="translate(${x},${y}) scale(${scale})"><rect width="${CARD_W}" height="${CARD_H}" rx="7" fill="#17407a" stroke="#0b2345" stroke-width="1.5"/><rect x="7" y="7" width="${CARD_W - 14}" height="${CARD_H - 14}" rx="4" fill="none" stroke="#9fc3ff" stroke-width="1.2"/>${chequer(CARD_W / 2 - 12, CARD_H / 2 - 8)}</g>`

const chequer = (x: number, y: number): string => {
  const out: string[] = []
  for (let i = 0; i < 6; i++)
    for (let j = 0; j < 4; j++)
      if ((i + j) % 2 === 0) out.push(`<rect x="${x + i * 4}" y="${y + j * 4}" width="4" height="4" fill="#fff"/>`)
  return out.join('')
}

/** A Formula One car seen from above, nose to the right, its number on the nose. */
export const carTopView = (colour: Colour, number: number, out: boolean): string => {
  const body = out ? '#9e9e9e' : TEAM[colour]
  const ink = out ? '#fff' : INK[colour]
  const edge = colour === 'white' && !out ? '#555' : '#111'
  return [
    `<rect x="-30" y="-12" width="7" height="24" rx="1.5" fill="${body}" stroke="${edge}"/>`,
    `<rect x="-22" y="-13" width="10" height="7" rx="2" fill="#111"/><rect x="-22" y="6" width="10" height="7" rx="2" fill="#111"/>`,
    `<rect x="12" y="-12" width="9" height="6" rx="2" fill="#111"/><rect x="12" y="6" width="9" height="6" rx="2" fill="#111"/>`,
    `<path d="M-24,-6 L8,-5 L30,-2.5 L30,2.5 L8,5 L-24,6 Z" fill="${body}" stroke="${edge}"/>`,
    `<rect x="-14" y="-9" width="16" height="18" rx="5" fill="${body}" stroke="${edge}"/>`,
    `<circle cx="-3" cy="0" r="3.6" fill="#fff" stroke="#111"/>`,
    `<rect x="24" y="-13" width="6" height="26" rx="1.5" fill="${body}" stroke="${edge}"/>`,
    label(15, 3.3, String(number), `font-size="8.5" font-weight="bold" text-anchor="middle" fill="${ink}"`),
    out ? '<path d="M-22,-11 L22,11 M-22,11 L22,-11" stroke="#b71c1c" stroke-width="3"/>' : '',
  ].join('')
}
