/**
 * What reading and copying a frozen value costs on this Node, beside the same on a value that
 * is not frozen: CPU time per operation on a 12-element array and a 17-field object, with the
 * load average. Numbers, never assertions.
 *
 *   node scripts/bundled.mjs bench/frozen.ts
 */
import { loadavg } from 'node:os'
import { deepFreeze } from '../src/core/index.js'

const cpuNanos = (): number => {
  const { user, system } = process.cpuUsage()
  return (user + system) * 1000
}

// Nanoseconds per call of `op`, after a warm-up of as many calls.
const perCall = (op: (i: number) => number, calls = 2_000_000): number => {
  let sink = 0
  for (let i = 0; i < calls; i++) sink += op(i)
  const start = cpuNanos()
  for (let i = 0; i < calls; i++) sink += op(i)
  const ns = (cpuNanos() - start) / calls
  if (sink === Number.MIN_VALUE) console.log(sink)
  return ns
}

const letters = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j', 'k', 'l']
const open = [...letters]
const frozen = Object.freeze([...letters])
const fields = (i: number) => ({
  version: 1,
  rules: null,
  race: 1,
  phase: 'play',
  crews: null,
  order: null,
  out: null,
  pile: null,
  pileSize: 40,
  removed: null,
  hands: null,
  discards: null,
  turn: i,
  pending: null,
  results: null,
  teamPoints: null,
  carPoints: null,
})
const openObject = fields(0)
const frozenObject = Object.freeze(fields(0))

// Each operation twice, as written (one function each, so that neither shares the other's
// feedback): on the array or object that is not frozen, then on the frozen one.
const rows: ReadonlyArray<readonly [string, (i: number) => number, (i: number) => number]> = [
  ['array: slice()', () => open.slice().length, () => frozen.slice().length],
  ['array: [...spread]', () => [...open].length, () => [...frozen].length],
  [
    'array: indexed loop',
    () => {
      let n = 0
      for (let k = 0; k < open.length; k++) n += (open[k] as string).length
      return n
    },
    () => {
      let n = 0
      for (let k = 0; k < frozen.length; k++) n += (frozen[k] as string).length
      return n
    },
  ],
  [
    'array: for…of',
    () => {
      let n = 0
      for (const x of open) n += x.length
      return n
    },
    () => {
      let n = 0
      for (const x of frozen) n += x.length
      return n
    },
  ],
  ['array: filter', () => open.filter((x) => x !== 'c').length, () => frozen.filter((x) => x !== 'c').length],
  ['array: some', () => (open.some((x) => x === 'k') ? 1 : 0), () => (frozen.some((x) => x === 'k') ? 1 : 0)],
  ['array: includes', () => (open.includes('k') ? 1 : 0), () => (frozen.includes('k') ? 1 : 0)],
  ['object: {...spread, turn}', (i) => ({ ...openObject, turn: i }).turn, (i) => ({ ...frozenObject, turn: i }).turn],
  ['object: freeze a literal', (i) => fields(i).turn, (i) => Object.freeze(fields(i)).turn],
  [
    'object: freeze a spread copy',
    (i) => ({ ...openObject, turn: i }).turn,
    (i) => Object.freeze({ ...openObject, turn: i }).turn,
  ],
  [
    'state literal: deepFreeze 3 parts',
    (i) => ({ ...fields(i), pile: [i, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], hands: [['x', String(i)]] }).turn,
    (i) => {
      const s: Record<string, unknown> = fields(i)
      s.pile = [i, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]
      s.hands = [['x', String(i)]]
      return deepFreeze(s).turn as number
    },
  ],
  [
    'state spread: deepFreeze 3 parts',
    (i) => ({ ...openObject, turn: i, pile: [i, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], hands: [['x', String(i)]] }).turn,
    (i) =>
      deepFreeze({ ...openObject, turn: i, pile: [i, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], hands: [['x', String(i)]] })
        .turn,
  ],
]

console.log(
  `Node ${process.version}: CPU ns per call, not frozen / frozen (the freezing rows: without / with the freeze)`,
)
for (const [name, plain, icy] of rows) {
  const a = perCall(plain)
  const b = perCall(icy)
  const load = loadavg()
    .map((x) => x.toFixed(2))
    .join(' ')
  console.log(
    `${name.padEnd(32)} ${a.toFixed(1).padStart(8)} ${b.toFixed(1).padStart(8)}  ${(b / a).toFixed(1).padStart(5)}x  load ${load}`,
  )
}
