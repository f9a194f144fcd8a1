import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { spawnSync } from 'node:child_process'
import { join } from 'node:path'
import { npyWriter, type NpyDtype } from '../../src/cli/npy.js'
import { readNpy } from '../support/npy.js'
import { tmp } from './helpers.js'

const ranges: Readonly<Record<NpyDtype, fc.Arbitrary<number>>> = {
  float32: fc.float({ noNaN: true }),
  int32: fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 }),
  int8: fc.integer({ min: -128, max: 127 }),
  uint8: fc.integer({ min: 0, max: 255 }),
}

describe('.npy files written row by row', () => {
  it('read back, every file holds its header (type, shape with the rows written) and exactly the rows', () => {
    const dir = tmp()
    let n = 0
    fc.assert(
      fc.property(
        fc.constantFrom<NpyDtype>('float32', 'int32', 'int8', 'uint8'),
        // Rows of up to 9,000 bytes: a few rows a block, so the rows cross blocks.
        fc.array(fc.integer({ min: 1, max: 30 }), { maxLength: 3 }),
        fc.integer({ min: 0, max: 40 }),
        (dtype, rowShape, rows) => {
          const size = rowShape.reduce((a, b) => a * b, 1)
          const values = fc.sample(ranges[dtype], { numRuns: Math.max(1, rows * size), seed: rows })
          const file = join(dir, `a${n++}.npy`)
          const writer = npyWriter(file, dtype, rowShape)
          if (writer._tag === 'Left') throw new Error(writer.left)
          for (let r = 0; r < rows; r++) writer.right.append(values.slice(r * size, (r + 1) * size))
          expect(writer.right.close()).toBe(rows)
          const read = readNpy(file)
          expect(read.shape).toEqual([rows, ...rowShape])
          const expected = values.slice(0, rows * size).map((v) => (dtype === 'float32' ? Math.fround(v) : v))
          expect(Array.from(read.data)).toEqual(expected)
        },
      ),
      { numRuns: 40 },
    )
  })

  it('a row of the wrong size is refused; a file that cannot be written is a Left', () => {
    const writer = npyWriter(join(tmp(), 'x.npy'), 'int32', [3])
    if (writer._tag === 'Left') throw new Error(writer.left)
    expect(() => writer.right.append([1, 2])).toThrow('holds 3 numbers, not 2')
    expect(npyWriter(join(tmp(), 'none', 'x.npy'), 'int32', [])).toMatchObject({ _tag: 'Left' })
  })

  // An extra check where numpy is installed; the test above needs none.
  const numpy = spawnSync('python3', ['-c', 'import numpy'], { encoding: 'utf8' }).status === 0
  it.skipIf(!numpy)('numpy loads them as written', () => {
    const file = join(tmp(), 'obs.npy')
    const writer = npyWriter(file, 'float32', [2, 3])
    if (writer._tag === 'Left') throw new Error(writer.left)
    for (let r = 0; r < 5000; r++) writer.right.append(Float32Array.from({ length: 6 }, (_, i) => r + i / 8))
    writer.right.close()
    const script =
      'import numpy, sys; a = numpy.load(sys.argv[1]); print(a.dtype, a.shape, a[4999, 1, 2], a.sum(dtype=numpy.float64))'
    const run = spawnSync('python3', ['-c', script, file], { encoding: 'utf8' })
    expect(run.stderr).toBe('')
    // Row 4999's last number is 4999 + 5/8; the rows sum to 6 (0 + ... + 4999) + 5000 (15/8).
    expect(run.stdout.trim()).toBe(`float32 (5000, 2, 3) 4999.625 ${6 * ((4999 * 5000) / 2) + 5000 * (15 / 8)}.0`)
  })
})
