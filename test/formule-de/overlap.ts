import type { Circuit } from '../../src/formule-de/circuit/model.js'
import { drawingOf, type P } from '../../src/formule-de/svg/drawing.js'

// Segments a-b and c-d cross (proper intersection, touching ends excluded).
const cross = (a: P, b: P, c: P, d: P): boolean => {
  const o = (p: P, q: P, r: P): number => (q[0] - p[0]) * (r[1] - p[1]) - (q[1] - p[1]) * (r[0] - p[0])
  const d1 = o(c, d, a)
  const d2 = o(c, d, b)
  const d3 = o(a, b, c)
  const d4 = o(a, b, d)
  return (
    ((d1 > 1e-6 && d2 < -1e-6) || (d1 < -1e-6 && d2 > 1e-6)) && ((d3 > 1e-6 && d4 < -1e-6) || (d3 < -1e-6 && d4 > 1e-6))
  )
}

const inside = (p: P, poly: ReadonlyArray<P>): boolean => {
  let c = false
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const [xi, yi] = poly[i] as P
    const [xj, yj] = poly[j] as P
    if (yi > p[1] !== yj > p[1] && p[0] < ((xj - xi) * (p[1] - yi)) / (yj - yi) + xi) c = !c
  }
  return c
}

// A polygon shrunk towards its centroid (so cells that only share an edge do not count).
const shrink = (poly: ReadonlyArray<P>, f: number): P[] => {
  const cx = poly.reduce((a, p) => a + p[0], 0) / poly.length
  const cy = poly.reduce((a, p) => a + p[1], 0) / poly.length
  return poly.map(([x, y]) => [cx + (x - cx) * f, cy + (y - cy) * f] as P)
}

/** Pairs of spaces whose cells overlap on the picture (cells that only touch do not count). */
export const overlappingCells = (circuit: Circuit): Array<readonly [number, number]> => {
  const d = drawingOf(circuit)
  const polys = d.outlines.map((o) => shrink(o, 0.9))
  const boxes = polys.map((p) => {
    const xs = p.map((q) => q[0])
    const ys = p.map((q) => q[1])
    return [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)] as const
  })
  const out: Array<readonly [number, number]> = []
  const cell = 40
  const buckets = new Map<string, number[]>()
  boxes.forEach((b, i) => {
    for (let x = Math.floor(b[0] / cell); x <= Math.floor(b[2] / cell); x++)
      for (let y = Math.floor(b[1] / cell); y <= Math.floor(b[3] / cell); y++) {
        const k = `${x},${y}`
        const l = buckets.get(k)
        if (l) l.push(i)
        else buckets.set(k, [i])
      }
  })
  const seen = new Set<string>()
  for (const list of buckets.values())
    for (let a = 0; a < list.length; a++)
      for (let b = a + 1; b < list.length; b++) {
        const i = list[a] as number
        const j = list[b] as number
        const key = i < j ? `${i},${j}` : `${j},${i}`
        if (seen.has(key)) continue
        seen.add(key)
        const A = boxes[i] as readonly number[]
        const B = boxes[j] as readonly number[]
        if (
          (A[2] as number) < (B[0] as number) ||
          (B[2] as number) < (A[0] as number) ||
          (A[3] as number) < (B[1] as number) ||
          (B[3] as number) < (A[1] as number)
        )
          continue
        const p = polys[i] as P[]
        const q = polys[j] as P[]
        let hit = inside(p[0] as P, q) || inside(q[0] as P, p)
        for (let s = 0; !hit && s < p.length; s++)
          for (let t = 0; !hit && t < q.length; t++)
            hit = cross(p[s] as P, p[(s + 1) % p.length] as P, q[t] as P, q[(t + 1) % q.length] as P)
        if (hit) out.push([Math.min(i, j), Math.max(i, j)])
      }
  return out
}
