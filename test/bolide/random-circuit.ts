/** Random ring circuits for the law kit: rectangles of random size, width and pit lane. */
import fc from 'fast-check'
import { parseCircuitMap } from '../../src/bolide/circuit/ascii.js'
import type { Circuit } from '../../src/bolide/circuit/model.js'
import { isRight } from 'fp-ts/lib/Either.js'

/** The ASCII map of a rectangular ring (sectors a..e, finish on the bottom straight). */
export const ringMap = (W: number, H: number, band: number, withPit: boolean): string => {
  const m = 3
  const oL = m
  const oR = W - 1 - m
  const oT = m
  const oB = H - 1 - m
  const iL = oL + band
  const iR = oR - band
  const iT = oT + band
  const iB = oB - band
  const fx = Math.floor((iL + iR) / 2)
  const inOuter = (x: number, y: number): boolean => x >= oL && x <= oR && y >= oT && y <= oB
  const inInner = (x: number, y: number): boolean => x > iL && x < iR && y > iT && y < iB
  const rows: string[] = []
  for (let y = 0; y < H; y++) {
    let r = ''
    for (let x = 0; x < W; x++) {
      if (inOuter(x, y) && !inInner(x, y)) {
        const border = x === oL || x === oR || y === oT || y === oB || x === iL || x === iR || y === iT || y === iB
        const sector = x > iR ? 'b' : x < iL ? 'd' : y <= iT ? 'c' : x >= fx ? 'a' : 'e'
        r += border ? sector.toUpperCase() : sector
      } else {
        const dOut = Math.max(oL - x, x - oR, oT - y, y - oB, 0)
        const dIn = inInner(x, y) ? Math.min(x - iL, iR - x, y - iT, iB - y) : 0
        r += dOut > 0 && dOut <= 2 ? ',' : dIn > 0 && dIn <= 2 ? ',' : '.'
      }
    }
    rows.push(r)
  }
  if (withPit) {
    const y = H - 1
    const row = (rows[y] as string).split('')
    for (let k = 0; k < 3; k++) row[fx - 3 + 2 * k] = String(k + 1)
    rows[y] = row.join('')
  }
  const grid: string[] = []
  const mid = Math.floor((iB + oB) / 2)
  for (let k = 0; k < 8; k++) grid.push(`${fx - 2 - k},${k % 2 === 0 ? mid - 1 : mid + 1}`)
  const head = [
    'name: Random Ring',
    'rain-risk: 5',
    'arrows: E N W S E',
    `finish: ${fx},${iB} ${fx},${oB}`,
    `halfway: ${fx},${oT} ${fx},${iT}`,
    `grid: ${grid.join(' ')}`,
  ]
  if (withPit)
    head.push(
      `pit-in: ${fx - 6},${iB} ${fx - 6},${oB}`,
      `pit-out: ${fx + 6},${iB} ${fx + 6},${oB}`,
      'pit-services: full-fuel=1 half-fuel=2 pit-stop=3 speed-limit=4',
    )
  return [...head, '---', ...rows].join('\n')
}

/** Random valid ring circuits. */
export const randomRing: fc.Arbitrary<Circuit> = fc
  .record({
    W: fc.integer({ min: 40, max: 48 }),
    extra: fc.integer({ min: 0, max: 6 }),
    band: fc.integer({ min: 4, max: 5 }),
    pit: fc.boolean(),
  })
  .map(({ W, extra, band, pit }) => {
    // Leave an infield of at least 3 rows between the two straights.
    const r = parseCircuitMap(ringMap(W, 9 + 2 * band + extra, band, pit))
    if (!isRight(r)) throw new Error(r.left.join('\n'))
    return r.right
  })
