/**
 * The load of `pitwall serve` (run by bench/online.ts, bundled): the built command serves on
 * loopback with its tables in a SQLite file, and this process keeps N Formula Motor Racing
 * tables racing at once, each a person's seat played by a client bot (the first legal action,
 * sent as soon as the view arrives) against two server bots; a finished race is replaced by a
 * new table. An action's round trip is the time from sending `act` to receiving the view of
 * the step it made. Prints one JSON line: round trips (p50, p99), the server's CPU time and
 * resident memory, the load average.
 * Usage: node <bundle> <tables> <seconds>
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { Client, type Room } from '@colyseus/sdk'

const tables = Number(process.argv[2] ?? 200)
const seconds = Number(process.argv[3] ?? 20)
const cli = resolve(process.cwd(), 'dist', 'cli.js')
const dir = mkdtempSync(join(tmpdir(), 'pitwall-online-bench-'))
const port = 20_000 + (process.pid % 20_000)
const base = `http://127.0.0.1:${port}`
const config = { players: 3, races: 1, variants: { shortRaces: false, driversChampionship: false } }

// The server's CPU seconds (user + system) and resident kilobytes, from /proc.
const cpuSeconds = (pid: number): number => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? []
  return (Number(fields[11]) + Number(fields[12])) / 100
}
const rssKb = (pid: number): number =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0)

const server = spawn(
  process.execPath,
  [cli, 'serve', '--port', String(port), '--db', join(dir, 'tables.sqlite'), '--step-delay', '0'],
  {
    stdio: ['ignore', 'ignore', 'pipe'],
  },
)
let said = ''
server.stderr.on('data', (chunk: Buffer) => (said += chunk.toString()))
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
for (let i = 0; i < 300 && !said.includes('pitwall serve: http'); i++) await sleep(100)
if (!said.includes('pitwall serve: http')) throw new Error(`the server did not start: ${said}`)
const pid = server.pid as number
const idleKb = rssKb(pid)

interface View {
  readonly step: number
  readonly legal: ReadonlyArray<unknown>
  readonly status: { readonly kind: string }
}

const trips: number[] = []
let measuring = false
let running = true
let races = 0
let failures = 0

// One table after another, until the bench stops.
const player = async (delay: number): Promise<void> => {
  await sleep(delay)
  while (running) {
    try {
      await race()
    } catch {
      // A join refused under load (its seat reservation expired): counted, and tried again.
      failures++
      await sleep(500)
    }
  }
}

const race = async (): Promise<void> => {
  const created = await fetch(`${base}/api/tables`, {
    method: 'POST',
    body: JSON.stringify({ game: 'formula-motor-racing', config, seats: ['person', 'random', 'random'] }),
  })
  const { table } = (await created.json()) as { table: string }
  const room: Room = await new Client(`ws://127.0.0.1:${port}`).joinOrCreate('table', { table, seat: 0 })
  await new Promise<void>((done) => {
    let sent: { at: number; step: number } | null = null
    room.onMessage('welcome', () => undefined)
    room.onMessage('refused', () => undefined)
    room.onMessage('view', (view: View) => {
      if (sent !== null && view.step > sent.step) {
        if (measuring) trips.push(performance.now() - sent.at)
        sent = null
      }
      if (view.status.kind === 'over' || !running) return done()
      if (view.legal.length > 0 && sent === null) {
        sent = { at: performance.now(), step: view.step }
        room.send('act', view.legal[0])
      }
    })
  })
  races++
  await room.leave().catch(() => undefined)
}

// The tables open 20 ms apart, then every table stays open: 200 tables are all open after 4 s.
const players = Array.from({ length: tables }, (_, i) => player(i * 20))
await sleep(tables * 20 + 5000) // every table open and the compilers warm
const peakKb = { value: rssKb(pid) }
const cpu0 = cpuSeconds(pid)
const load0 = loadavg()[0] ?? 0
measuring = true
const started = performance.now()
for (let t = 0; t < seconds; t++) {
  await sleep(1000)
  peakKb.value = Math.max(peakKb.value, rssKb(pid))
}
measuring = false
const wall = (performance.now() - started) / 1000
const cpu = cpuSeconds(pid) - cpu0
running = false
const sorted = trips.slice().sort((a, b) => a - b)
const at = (q: number): number => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN
console.log(
  JSON.stringify({
    tables,
    seconds: wall,
    trips: sorted.length,
    p50: at(0.5),
    p99: at(0.99),
    serverCpu: cpu / wall,
    kbPerTable: (peakKb.value - idleKb) / tables,
    idleKb,
    peakKb: peakKb.value,
    races,
    failures,
    load: [load0, loadavg()[0] ?? 0],
  }),
)
server.kill('SIGTERM')
await Promise.race([Promise.all(players), sleep(3000)])
rmSync(dir, { recursive: true, force: true })
process.exit(0)
