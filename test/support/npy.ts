/**
 * An `.npy` file read back as the format (version 1.0) says, with no numpy: its type, its
 * shape and its data. Anything else than what pitwall writes (the magic, the 64-byte
 * alignment, the header's dict) throws, naming what is wrong.
 */
import { readFileSync } from 'node:fs'

/** An array read from an `.npy` file. */
export interface NpyArray {
  readonly descr: string
  readonly shape: ReadonlyArray<number>
  readonly data: Float32Array | Int32Array | Int8Array | Uint8Array
}

export const readNpy = (file: string): NpyArray => {
  const bytes = readFileSync(file)
  if ([...bytes.subarray(0, 8)].join() !== [0x93, 78, 85, 77, 80, 89, 1, 0].join())
    throw new Error(`${file}: not the magic of an .npy file, version 1.0`)
  const length = bytes.readUInt16LE(8)
  // The data starts aligned on 64 bytes.
  if ((10 + length) % 64 !== 0) throw new Error(`${file}: the data is not aligned on 64 bytes`)
  const header = bytes.subarray(10, 10 + length).toString('latin1')
  const found = /^\{'descr': '([<|][a-z]\d)', 'fortran_order': False, 'shape': \(([\d, ]*)\), \} *\n$/.exec(header)
  if (found === null) throw new Error(`${file}: not a header pitwall writes: ${header}`)
  const descr = found[1] as string
  const shape = (found[2] as string)
    .split(',')
    .map((d) => d.trim())
    .filter((d) => d !== '')
    .map(Number)
  const body = bytes.buffer.slice(bytes.byteOffset + 10 + length, bytes.byteOffset + bytes.length)
  const data = { '<f4': Float32Array, '<i4': Int32Array, '|i1': Int8Array, '|u1': Uint8Array }[descr]
  if (data === undefined) throw new Error(`${file}: unknown descr ${descr}`)
  return { descr, shape, data: new data(body) }
}
