/**
 * The circuit validator: explains, in plain English, what is wrong with a hand-made
 * circuit. An empty list means the circuit is usable. The limits (limits.ts) are checked
 * first, from the sizes alone: a circuit over them gets those sentences and nothing else.
 */
import { keyOf } from '../grid/point.js'
import { latticePointsOn } from '../grid/segment.js'
import { circuitOverLimits } from './limits.js'
import { circuitMemo } from './memo.js'
import { sectorOfChar, type Circuit, type Line } from './model.js'
import { terrainOf } from './terrain.js'

/** Every defect of a circuit, one sentence each (empty when the circuit is fine). @group Boards */
export const validateCircuit = (c: Circuit): ReadonlyArray<string> => {
  // The limits first, from the sizes alone: a circuit over them is never read (nor remembered).
  const over = circuitOverLimits(c)
  return over.length > 0 ? over : defectsOf(c)
}

const findDefects = (c: Circuit): ReadonlyArray<string> => {
  const out: string[] = []
  if (c.rows.length < 3) return ['the map needs at least 3 rows']
  const width = c.rows[0]?.length ?? 0
  c.rows.forEach((r, i) => {
    if (r.length !== width) out.push(`map row ${i} has ${r.length} columns, row 0 has ${width}`)
    const bad = /[^a-zA-Z1-9.,]/.exec(r)
    if (bad) out.push(`map row ${i}: unknown character "${bad[0]}" at column ${bad.index}`)
  })
  if (out.length > 0) return out
  const T = terrainOf(c)
  // Sectors and their arrows.
  const used = new Set<number>()
  for (const r of c.rows) for (const ch of r) if (sectorOfChar(ch) >= 0) used.add(sectorOfChar(ch))
  if (used.size === 0) out.push('the map has no track point (letters a-z / A-Z)')
  const maxSector = Math.max(-1, ...used)
  for (let s = 0; s <= maxSector; s++) {
    const letter = String.fromCharCode(97 + s)
    if (!used.has(s)) out.push(`sector ${letter} is skipped: sectors must be lettered a, b, c... without gaps`)
    if (c.arrows[s] === undefined) out.push(`sector ${letter} has no arrow (add one to "arrows")`)
  }
  if (c.arrows.length > maxSector + 1) out.push(`there are ${c.arrows.length} arrows for ${maxSector + 1} sectors`)

  // The limits put every line on the map and at most 64 squares long.
  const crossing = (name: string, l: Line): void => {
    const pts = latticePointsOn(l.from, l.to)
    const onTrack = pts.filter((p) => T.kind(p.x, p.y) === 'track')
    if (onTrack.length === 0)
      out.push(`the ${name} line does not cross the track (none of its points is a track point)`)
    for (const end of [l.from, l.to])
      if (T.kind(end.x, end.y) === 'track')
        out.push(`the ${name} line ends inside the track at ${keyOf(end)}: it must reach the edge on both sides`)
  }
  crossing('finish', c.finish)
  crossing('half-way', c.halfway)

  // Start grid: distinct drivable points behind the finish line, in the last sector.
  if (c.grid.length < 2) out.push('the start grid needs at least 2 slots')
  const seen = new Set<string>()
  for (const [i, g] of c.grid.entries()) {
    if (seen.has(keyOf(g))) out.push(`grid slot ${i + 1} (${keyOf(g)}) repeats another slot`)
    seen.add(keyOf(g))
    if (!T.drivable(g.x, g.y)) out.push(`grid slot ${i + 1} (${keyOf(g)}) is not a track point`)
    else if (T.sector(g.x, g.y) !== maxSector)
      out.push(`grid slot ${i + 1} (${keyOf(g)}) must be in the last sector, behind the finish line`)
    else if (T.distance(g.x, g.y) < 0) out.push(`grid slot ${i + 1} (${keyOf(g)}) cannot reach the finish line`)
  }
  // Every track point should lead to the finish.
  let cut = 0
  for (let y = 0; y < T.height; y++)
    for (let x = 0; x < T.width; x++) if (T.drivable(x, y) && T.distance(x, y) < 0) cut++
  if (cut > 0) out.push(`${cut} track points cannot reach the finish line: the track is not one closed loop`)

  if (c.pit) {
    const p = c.pit
    const cells = T.boxCells.length
    if (cells === 0) out.push('the pit lane has no box cell (digits 1-9 on the map)')
    for (const r of c.rows)
      for (const d of r.match(/[1-9]/g) ?? [])
        if (Number(d) > cells) out.push(`box cell ${d} is on the map but cell ${cells + 1} is missing`)
    const digits = c.rows.join('').match(/[1-9]/g) ?? []
    if (new Set(digits).size !== digits.length) out.push('a box cell number appears twice on the map')
    for (const [name, n] of [
      ['Full Fuel', p.fullFuel],
      ['½ Fuel', p.halfFuel],
      ['Pit Stop', p.pitStop],
    ] as const)
      if (n > cells) out.push(`the ${name} cell is number ${n} but the pit lane has ${cells} cells`)
    if (!latticePointsOn(p.in.from, p.in.to).some((q) => T.drivable(q.x, q.y)))
      out.push('the pit is unreachable: the Pit Lane In line touches no track point')
    if (!latticePointsOn(p.out.from, p.out.to).some((q) => T.drivable(q.x, q.y)))
      out.push('the pit has no way out: the Pit Lane Out line has no track point')
  }
  return out
}

const defectsOf = circuitMemo(findDefects)
