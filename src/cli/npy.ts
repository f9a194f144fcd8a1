/**
 * NumPy `.npy` files (format version 1.0), written row by row as a dataset streams out: numpy
 * reads them with `np.load` and nothing else. Rows are buffered and flushed in blocks, so the
 * memory stays flat however many rows are written; the header names the rows' count, written as
 * it grows (padded to room for any count, as numpy itself does for an array that grows) and
 * rewritten on close.
 */
import { closeSync, openSync, writeSync } from 'node:fs'
import { left, right, type Either } from 'fp-ts/lib/Either.js'

/** The element types a dataset's arrays use, by numpy's names. */
export type NpyDtype = 'float32' | 'int32' | 'int8' | 'uint8'

// Each type's numpy description (little-endian) and its bytes.
const DTYPES: Readonly<Record<NpyDtype, { readonly descr: string; readonly bytes: number }>> = {
  float32: { descr: '<f4', bytes: 4 },
  int32: { descr: '<i4', bytes: 4 },
  int8: { descr: '|i1', bytes: 1 },
  uint8: { descr: '|u1', bytes: 1 },
}

const MAGIC = [0x93, ...Array.from('NUMPY', (c) => c.charCodeAt(0)), 1, 0]
// Room for any count of rows in the header, so that rewriting it never moves the data.
const COUNT_DIGITS = 21
// numpy aligns the data on 64 bytes.
const ALIGN = 64
// Rows are written in blocks of about this many bytes.
const BLOCK = 1 << 16

/**
 * The header of an array of `rows` rows of `rowShape`: magic, version 1.0, the header's
 * length, then the Python dict numpy reads, padded with spaces to the alignment.
 */
export const npyHeader = (dtype: NpyDtype, rows: number, rowShape: ReadonlyArray<number>): Uint8Array => {
  const dims = [String(rows).padStart(COUNT_DIGITS, ' '), ...rowShape.map(String)]
  const shape = `(${dims.join(', ')}${dims.length === 1 ? ',' : ''})`
  const dict = `{'descr': '${DTYPES[dtype].descr}', 'fortran_order': False, 'shape': ${shape}, }`
  const unpadded = MAGIC.length + 2 + dict.length + 1
  const text = `${dict}${' '.repeat((ALIGN - (unpadded % ALIGN)) % ALIGN)}\n`
  const header = new Uint8Array(MAGIC.length + 2 + text.length)
  header.set(MAGIC)
  new DataView(header.buffer).setUint16(MAGIC.length, text.length, true)
  header.set(
    Array.from(text, (c) => c.charCodeAt(0)),
    MAGIC.length + 2,
  )
  return header
}

/** An `.npy` file being written, a row at a time. */
export interface NpyWriter {
  /** Appends a row: exactly the row's size of numbers (a typed array or a list). */
  readonly append: (row: ArrayLike<number>) => void
  /** Writes what is buffered and the final header, and closes the file; the rows written. */
  readonly close: () => number
}

const why = (error: unknown): string => (error instanceof Error ? error.message : String(error))

/**
 * Opens `file` (created or emptied) for rows of `rowShape` (`[]` for one number a row, as an
 * action id or a reward). A Left says why the file cannot be written. `append` and `close`
 * throw on a write that fails (a full disk) and on a row of the wrong size, which is a bug of
 * the caller.
 */
export const npyWriter = (
  file: string,
  dtype: NpyDtype,
  rowShape: ReadonlyArray<number>,
): Either<string, NpyWriter> => {
  // numpy's '<' says little-endian, the order typed arrays hold on the machines Node runs on but for a few.
  if (new Uint8Array(new Uint16Array([1]).buffer)[0] !== 1)
    return left(`cannot write ${file}: this machine is big-endian`)
  let fd: number
  try {
    fd = openSync(file, 'w')
  } catch (error) {
    return left(`cannot write ${file}: ${why(error)}`)
  }
  const size = rowShape.reduce((a, b) => a * b, 1)
  const { bytes } = DTYPES[dtype]
  const rowsPerBlock = Math.max(1, Math.floor(BLOCK / (size * bytes || 1)))
  const block = new ArrayBuffer(rowsPerBlock * size * bytes)
  const view =
    dtype === 'float32'
      ? new Float32Array(block)
      : dtype === 'int32'
        ? new Int32Array(block)
        : dtype === 'int8'
          ? new Int8Array(block)
          : new Uint8Array(block)
  let buffered = 0
  let rows = 0
  const headerLength = npyHeader(dtype, 0, rowShape).length
  writeSync(fd, npyHeader(dtype, 0, rowShape))
  let at = headerLength
  const flush = (): void => {
    const length = buffered * size * bytes
    let done = 0
    while (done < length) done += writeSync(fd, new Uint8Array(block, done, length - done), 0, length - done, at + done)
    at += length
    buffered = 0
  }
  return right({
    append: (row) => {
      if (row.length !== size) throw new Error(`a row of ${file} holds ${size} numbers, not ${row.length}`)
      view.set(row, buffered * size)
      buffered += 1
      rows += 1
      if (buffered === rowsPerBlock) flush()
    },
    close: () => {
      flush()
      writeSync(fd, npyHeader(dtype, rows, rowShape), 0, headerLength, 0)
      closeSync(fd)
      return rows
    },
  })
}
