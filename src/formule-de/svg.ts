import type { Circuit, Space } from './circuit/model.js'
import type { State } from './state.js'

const COLORS = ['#d62728', '#1f77b4', '#2ca02c', '#ff7f0e', '#9467bd', '#8c564b', '#e377c2', '#17becf', '#bcbd22', '#7f7f7f']

const esc = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
const f = (n: number): string => n.toFixed(1)

/**
 * An SVG picture of a circuit, with the cars of a race when `state` is given. The lap is
 * drawn as a ring (level = angle, clockwise from the finish line at the top); lane 0 is
 * the inner ring, the pit lane and the stands are outside. Corner spaces are shaded, each
 * corner carries its yellow flag (stops) and its L/C figures, grid spaces are outlined,
 * walls are thick lines, the finish line is a chequered bar. Pure: a string out.
 */
export const renderSvg = (circuit: Circuit, state?: State): string => {
  const size = 1100
  const cx = size / 2
  const cy = size / 2
  const inner = 360
  const laneWidth = Math.min(30, 150 / (circuit.lanes + 2))
  const radius = (lane: number): number => inner + lane * laneWidth
  const angle = (level: number): number => (2 * Math.PI * (level + 0.5)) / circuit.levels - Math.PI / 2
  const pos = (s: Space): readonly [number, number] => {
    const r = radius(s.lane) + laneWidth / 2
    const a = angle(s.level)
    return [cx + r * Math.cos(a), cy + r * Math.sin(a)]
  }
  const cell = Math.max(3, Math.min(laneWidth * 0.42, (0.8 * Math.PI * inner) / circuit.levels))
  const walls = new Set(circuit.walls)
  const grid = new Set(circuit.grid)
  const out: string[] = []
  out.push(`<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}" font-family="sans-serif">`)
  out.push(`<rect width="${size}" height="${size}" fill="#f4f1e8"/>`)
  out.push(`<text x="${cx}" y="${cy - 10}" text-anchor="middle" font-size="28" font-weight="bold">${esc(circuit.name)}</text>`)
  out.push(`<text x="${cx}" y="${cy + 20}" text-anchor="middle" font-size="14">${circuit.spaces.filter((s) => s.kind === 'track').length} spaces, ${circuit.lanes} lanes, ${circuit.corners.length} corners</text>`)
  // The tarmac: one band under the racing lanes.
  const band = radius(circuit.lanes / 2)
  out.push(`<circle cx="${cx}" cy="${cy}" r="${f(band)}" fill="none" stroke="#c9c9c9" stroke-width="${f(circuit.lanes * laneWidth)}"/>`)
  // Spaces.
  for (const s of circuit.spaces) {
    const [x, y] = pos(s)
    const fill = s.kind === 'stand' ? '#cfe3ff' : s.kind === 'pit' ? '#d9d9d9' : s.corner !== null ? '#f6c8c8' : '#ffffff'
    const stroke = grid.has(s.id) ? '#000' : '#999'
    out.push(`<circle class="space" cx="${f(x)}" cy="${f(y)}" r="${f(cell)}" fill="${fill}" stroke="${stroke}" stroke-width="${grid.has(s.id) ? 2 : 0.6}"/>`)
    if (walls.has(s.id)) {
      const r = radius(s.lane + 1)
      const a0 = angle(s.level - 0.5)
      const a1 = angle(s.level + 0.5)
      out.push(`<line x1="${f(cx + r * Math.cos(a0))}" y1="${f(cy + r * Math.sin(a0))}" x2="${f(cx + r * Math.cos(a1))}" y2="${f(cy + r * Math.sin(a1))}" stroke="#333" stroke-width="4"/>`)
    }
  }
  // Corner flags: at the corner's first level, inside the ring.
  circuit.corners.forEach((c, i) => {
    const levels = circuit.spaces.filter((s) => s.corner === i).map((s) => s.level)
    if (levels.length === 0) return
    const a = angle((Math.min(...levels) + Math.max(...levels)) / 2)
    const r = inner - 60
    const x = cx + r * Math.cos(a)
    const y = cy + r * Math.sin(a)
    out.push(`<g><rect x="${f(x - 40)}" y="${f(y - 20)}" width="80" height="40" rx="4" fill="#ffd800" stroke="#333"/>`)
    out.push(`<text x="${f(x)}" y="${f(y - 7)}" text-anchor="middle" font-size="10">${esc(c.name)}</text>`)
    out.push(`<text x="${f(x)}" y="${f(y + 5)}" text-anchor="middle" font-size="11" font-weight="bold">${c.stops} stop${c.stops > 1 ? 's' : ''}</text>`)
    out.push(`<text x="${f(x)}" y="${f(y + 16)}" text-anchor="middle" font-size="9">L${c.longest} C${c.shortest}</text></g>`)
  })
  // Finish line.
  const a0 = -Math.PI / 2
  const r0 = radius(0)
  const r1 = radius(circuit.lanes)
  out.push(`<line x1="${f(cx + r0 * Math.cos(a0))}" y1="${f(cy + r0 * Math.sin(a0))}" x2="${f(cx + r1 * Math.cos(a0))}" y2="${f(cy + r1 * Math.sin(a0))}" stroke="#000" stroke-width="5" stroke-dasharray="5 5"/>`)
  out.push(`<text x="${f(cx + 8)}" y="${f(cy - r0 + 16)}" font-size="12" font-weight="bold">FINISH</text>`)
  // Cars.
  if (state) {
    state.cars.forEach((c, i) => {
      const s = circuit.spaces[c.space]
      if (!s || c.status !== 'racing') return
      const [x, y] = pos(s)
      out.push(`<circle class="car" cx="${f(x)}" cy="${f(y)}" r="${f(cell + 2)}" fill="${COLORS[i % COLORS.length] ?? '#000'}" stroke="#000"/>`)
      out.push(`<text x="${f(x)}" y="${f(y + 4)}" text-anchor="middle" font-size="11" fill="#fff" font-weight="bold">${i + 1}</text>`)
    })
  }
  out.push('</svg>')
  return out.join('\n')
}
