/**
 * What a server's heap grew by between two heap snapshots (those bench/online-load.ts keeps
 * when given a folder): the growth by kind of object (a constructor's name, or V8's kind:
 * `array`, `string`, `code`…), per table, largest first.
 * Usage: node scripts/bundled.mjs bench/heap-growth.ts <before.heapsnapshot> <after.heapsnapshot> <tables>
 */
import { readFileSync } from 'node:fs'

interface Snapshot {
  readonly snapshot: {
    readonly meta: {
      readonly node_fields: ReadonlyArray<string>
      readonly node_types: readonly [ReadonlyArray<string>, ...unknown[]]
    }
  }
  readonly nodes: ReadonlyArray<number>
  readonly strings: ReadonlyArray<string>
}

// Bytes and objects by kind: an object or closure by its constructor's name, the rest by V8's kind.
const byKind = (file: string): Map<string, { bytes: number; count: number }> => {
  const heap = JSON.parse(readFileSync(file, 'utf8')) as Snapshot
  const fields = heap.snapshot.meta.node_fields
  const [type, name, own] = ['type', 'name', 'self_size'].map((f) => fields.indexOf(f)) as [number, number, number]
  const types = heap.snapshot.meta.node_types[0]
  const kinds = new Map<string, { bytes: number; count: number }>()
  for (let n = 0; n < heap.nodes.length; n += fields.length) {
    const kind = types[heap.nodes[n + type] ?? 0] ?? '?'
    const key = kind === 'object' || kind === 'closure' ? `${kind} ${heap.strings[heap.nodes[n + name] ?? 0]}` : kind
    const entry = kinds.get(key) ?? { bytes: 0, count: 0 }
    entry.bytes += heap.nodes[n + own] ?? 0
    entry.count++
    kinds.set(key, entry)
  }
  return kinds
}

const [beforeFile, afterFile, tablesArg] = process.argv.slice(2)
if (beforeFile === undefined || afterFile === undefined || tablesArg === undefined) {
  console.error('usage: heap-growth <before.heapsnapshot> <after.heapsnapshot> <tables>')
  process.exit(2)
}
const tables = Number(tablesArg)
const before = byKind(beforeFile)
const after = byKind(afterFile)
const rows = [...new Set([...before.keys(), ...after.keys()])].map((key) => ({
  key,
  kb: ((after.get(key)?.bytes ?? 0) - (before.get(key)?.bytes ?? 0)) / 1024 / tables,
  count: ((after.get(key)?.count ?? 0) - (before.get(key)?.count ?? 0)) / tables,
}))
rows.sort((a, b) => b.kb - a.kb)
const total = rows.reduce((sum, r) => sum + r.kb, 0)
const code = rows.find((r) => r.key === 'code')?.kb ?? 0
console.log(`${total.toFixed(1)} KB a table, ${(total - code).toFixed(1)} KB without compiled code`)
console.log('KB a table  objects a table  kind')
for (const row of rows.slice(0, 25))
  console.log(`${row.kb.toFixed(2).padStart(11)}  ${row.count.toFixed(1).padStart(15)}  ${row.key.slice(0, 80)}`)
