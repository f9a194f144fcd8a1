/**
 * Beside the Bolide board: each driver's dashboard (lap, speed against the top speed of
 * the lap, blocks left, damage, strategy sheet of the advanced rules: BO 1, 4, 7, 11, 13)
 * and the legend of every symbol on the board.
 */
import { speedOf } from '../grid/point.js'
import type { BolideState, Car } from '../state.js'
import { lapOf, safeTopSpeed } from '../rules/speed.js'
import { label } from './board.js'
import { actingSeat, carDot, targetColour } from './race.js'
import type { LegendWords } from './panel-words.js'
import type { PictureWords } from './words.js'

/** Width of one dashboard. */
export const DASH_WIDTH = 276
/** Height of one dashboard. */
export const DASH_HEIGHT = 66

/** One driver's dashboard at `(x, y)`. */
export const dashboard = (
  s: BolideState,
  c: Car,
  x: number,
  y: number,
  place: number | null,
  words: PictureWords,
): string => {
  const acting = actingSeat(s) === c.seat
  const out: string[] = [`<g data-dashboard="${c.seat}">`]
  out.push(
    `<rect x="${x}" y="${y}" width="${DASH_WIDTH}" height="${DASH_HEIGHT}" rx="6" fill="${acting ? '#fffbe0' : '#fafafa'}" stroke="${acting ? '#f9a825' : '#bbb'}" stroke-width="${acting ? 3 : 1}"/>`,
  )
  out.push(carDot(x + 16, y + 15, c.seat, c.mode === 'out'))
  out.push(
    label(
      x + 28,
      y + 19,
      words.panel.driver(place, c.driver.name, acting),
      'font-size="12.5" font-weight="bold" fill="#222"',
    ),
  )
  const racing = c.mode !== 'finished' && c.mode !== 'out' && c.mode !== 'unplaced'
  out.push(
    label(x + 10, y + 36, words.panel.status(c, racing ? lapOf(s, c) : null, s.laps), 'font-size="10.5" fill="#444"'),
  )
  // Speed gauge: the last move's speed against the top speed allowed this lap (BO 1, BO 13).
  const top = safeTopSpeed(s, c)
  const speed = speedOf(c.vel)
  for (let i = 0; i < Math.max(top, speed); i++) {
    const fill = i < speed ? (i < top ? '#43a047' : '#e53935') : '#e0e0e0'
    out.push(
      `<rect x="${x + 10 + i * 11}" y="${y + 44}" width="9" height="12" rx="1.5" fill="${fill}" stroke="#555" stroke-width="0.5"/>`,
    )
  }
  out.push(
    label(x + 14 + Math.max(top, speed) * 11, y + 54, words.panel.speed(speed, top), 'font-size="10" fill="#222"'),
  )
  // Blocks left (BO 4), damage (BO 7), strategy sheet (BO 11).
  const bx = x + 170
  for (let i = 0; i < c.blocks; i++)
    out.push(
      `<rect x="${bx + i * 9}" y="${y + 44}" width="7" height="12" fill="#1565c0" stroke="#0d47a1" stroke-width="0.5"/>`,
    )
  out.push(label(bx + c.blocks * 9 + 3, y + 54, words.panel.blocks(c.blocks), 'font-size="10" fill="#222"'))
  const notes = [
    c.speedLoss > 0 ? words.panel.topLoss(c.speedLoss) : '',
    c.no4th ? words.panel.no4th : '',
    s.rules === 'advanced'
      ? words.panel.strategy(c.strategy, c.tread, c.setUp === 'none' || c.setUpLost ? null : c.setUp, !c.fuelled)
      : '',
  ].filter((t) => t !== '')
  if (notes.length > 0)
    out.push(label(x + DASH_WIDTH - 8, y + 19, notes.join(' · '), 'font-size="9.5" text-anchor="end" fill="#b71c1c"'))
  out.push('</g>')
  return out.join('')
}

type Item = readonly [icon: string, text: string]

const items = (s: BolideState | null, targets: boolean, w: LegendWords): ReadonlyArray<Item> => {
  const out: Item[] = [
    [
      '<rect x="2" y="3" width="34" height="18" fill="#9e9e9e"/><circle cx="12" cy="12" r="1.6" fill="#212121"/><circle cx="24" cy="12" r="1.6" fill="#212121"/>',
      w.track,
    ],
    [
      '<rect x="2" y="3" width="34" height="18" fill="#9e9e9e"/><circle cx="12" cy="12" r="2.5" fill="#c62828"/><circle cx="24" cy="12" r="2.5" fill="#fff" stroke="#c62828"/>',
      w.kerb,
    ],
    [
      '<rect x="2" y="3" width="34" height="18" fill="#7cb342"/><circle cx="12" cy="12" r="1.4" fill="#33691e"/><circle cx="24" cy="12" r="1.4" fill="#33691e"/>',
      w.runOff,
    ],
    ['<rect x="2" y="3" width="34" height="18" fill="#7cb342"/>', w.grass],
    [
      `<line x1="6" y1="12" x2="28" y2="12" stroke="#b71c1c" stroke-width="3"/><path d="M26,7 L34,12 L26,17 z" fill="#b71c1c"/>${label(30, 9, 'a', 'font-size="9" fill="#b71c1c"')}`,
      w.sector,
    ],
    [
      '<rect x="2" y="8" width="6" height="4" fill="#111"/><rect x="8" y="8" width="6" height="4" fill="#fff"/><rect x="14" y="8" width="6" height="4" fill="#111"/><rect x="20" y="8" width="6" height="4" fill="#fff"/><rect x="26" y="8" width="6" height="4" fill="#111"/><rect x="2" y="12" width="6" height="4" fill="#fff"/><rect x="8" y="12" width="6" height="4" fill="#111"/><rect x="14" y="12" width="6" height="4" fill="#fff"/><rect x="20" y="12" width="6" height="4" fill="#111"/><rect x="26" y="12" width="6" height="4" fill="#fff"/>',
      w.finish,
    ],
    ['<line x1="2" y1="12" x2="36" y2="12" stroke="#fdd835" stroke-width="3" stroke-dasharray="6 3"/>', w.halfWay],
    [
      '<line x1="2" y1="12" x2="16" y2="12" stroke="#e53935" stroke-width="3"/><rect x="22" y="6" width="12" height="12" fill="#eee" stroke="#424242"/>',
      w.pit,
    ],
    [
      `<rect x="12" y="8" width="10" height="8" fill="none" stroke="#555" stroke-width="1.2"/>${label(4, 15, '1', 'font-size="7" fill="#555"')}`,
      w.grid,
    ],
  ]
  if (s !== null) {
    out.push([carDot(30, 12, 0, false), w.car])
    out.push([
      '<line x1="2" y1="12" x2="24" y2="12" stroke="#d62728" stroke-width="2.5"/><circle cx="2" cy="12" r="2" fill="#d62728"/>',
      w.lastMove,
    ])
    out.push([
      '<circle cx="19" cy="12" r="4" fill="none" stroke="#d62728" stroke-width="2"/><rect x="7" y="0" width="24" height="24" fill="none" stroke="#d62728" stroke-opacity="0.55"/>',
      w.pion,
    ])
    out.push(['<circle cx="19" cy="12" r="10" fill="none" stroke="#ffeb3b" stroke-width="3"/>', w.toPlay])
    out.push([
      '<rect x="2" y="6" width="9" height="12" fill="#43a047"/><rect x="13" y="6" width="9" height="12" fill="#e0e0e0"/><rect x="26" y="6" width="7" height="12" fill="#1565c0"/>',
      w.speed,
    ])
  }
  if (targets) {
    out.push([
      `<circle cx="10" cy="12" r="3.6" fill="${targetColour('move')}" stroke="${targetColour('move')}"/><circle cx="28" cy="12" r="3.6" fill="${targetColour('attack')}" stroke="${targetColour('attack')}"/>`,
      w.targets,
    ])
    out.push([
      `<circle cx="19" cy="12" r="3.6" fill="${targetColour('block')}" stroke="${targetColour('block')}"/>`,
      w.block,
    ])
  }
  return out
}

/** Height of the legend. */
export const legendHeight = (s: BolideState | null, targets: boolean, width: number, w: LegendWords): number => {
  const columns = Math.max(1, Math.floor(width / 440))
  return 30 + Math.ceil(items(s, targets, w).length / columns) * 26
}

/** The legend at `(x, y)` in `width`. */
export const drawLegend = (
  s: BolideState | null,
  targets: boolean,
  x: number,
  y: number,
  width: number,
  w: LegendWords,
): string => {
  const list = items(s, targets, w)
  const columns = Math.max(1, Math.floor(width / 440))
  const rows = Math.ceil(list.length / columns)
  const out = [label(x, y + 16, w.title, 'font-size="14" font-weight="bold" fill="#222"')]
  list.forEach(([icon, text], i) => {
    const cx = x + Math.floor(i / rows) * (width / columns)
    const cy = y + 26 + (i % rows) * 26
    out.push(
      `<g transform="translate(${cx},${cy})">${icon}</g>`,
      label(cx + 46, cy + 16, text, 'font-size="11" fill="#222"'),
    )
  })
  return out.join('\n')
}
