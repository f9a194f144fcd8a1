/**
 * The load of `pitwall serve` (run by bench/online.ts, bundled): the built command serves on
 * loopback with its tables in a SQLite file, and this process keeps N Formula Motor Racing
 * tables racing at once, each a person's seat played by a client bot (the first legal action,
 * sent as soon as the view arrives) against two server bots; a finished race is replaced by a
 * new table. An action's round trip is the time from sending `act` to receiving the view of
 * the step it made. With `redis`, two server processes share the tables through a Redis
 * started here on loopback (`pitwall serve --redis URL --public-address HOST:PORT`), and the
 * tables are created half on each. A client bot acts as soon as its view arrives, or after a
 * person's thinking time: the first measures how many actions the server takes, the second a
 * round trip at a pace people play at.
 *
 * Prints one JSON line: round trips (p50, p99), the servers' CPU time per client action and
 * per step, their resident memory per table (from a quarter of the tables open to all of
 * them), their live heap per table (a heap snapshot, which collects the garbage first, taken
 * before any table and again with every table open), the load average.
 * Usage: node <bundle> <tables> <seconds> [local|redis] [thinking ms] [folder to keep the snapshots in]
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs'
import { createServer } from 'node:net'
import { availableParallelism, loadavg, tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { Client, type Room } from '@colyseus/sdk'

const tables = Number(process.argv[2] ?? 200)
const seconds = Number(process.argv[3] ?? 20)
const redis = process.argv[4] === 'redis'
// Milliseconds a client bot waits before it acts, as a person would (0: at once).
const think = Number(process.argv[5] ?? 0)
// A folder to keep the heap snapshots in, for bench/heap-growth.ts (default: none kept).
const keep = process.argv[6]
const cli = resolve(process.cwd(), 'dist', 'cli.js')
const dir = mkdtempSync(join(tmpdir(), 'pitwall-online-bench-'))
const config = { players: 3, races: 1, variants: { shortRaces: false, driversChampionship: false } }
const children: ChildProcess[] = []
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

const freePort = (): Promise<number> =>
  new Promise((done, fail) => {
    const probe = createServer()
    probe.once('error', fail)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number }
      probe.close(() => done(port))
    })
  })

// A process, once its output says `ready`.
const start = async (command: string, args: ReadonlyArray<string>, ready: string, cwd: string) => {
  const child = spawn(command, [...args], { cwd, stdio: ['ignore', 'pipe', 'pipe'] })
  children.push(child)
  let said = ''
  child.stdout.on('data', (chunk: Buffer) => (said += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (said += chunk.toString()))
  for (let i = 0; i < 600 && !said.includes(ready); i++) await sleep(100)
  if (!said.includes(ready)) throw new Error(`${command} did not start: ${said}`)
  return child
}

// A process's CPU seconds (user + system) and resident kilobytes, from /proc.
const cpuSeconds = (pid: number): number => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? []
  return (Number(fields[11]) + Number(fields[12])) / 100
}
const rssKb = (pid: number): number =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0)

// A server's live heap in kilobytes, its compiled code left out (it grows as the compilers
// warm, whatever the tables): it writes a heap snapshot on SIGUSR2 (after a full
// collection), whose nodes' own sizes add up to what the heap holds.
const liveHeapKb = async (server: Server): Promise<number> => {
  const before = new Set(readdirSync(server.cwd))
  process.kill(server.pid, 'SIGUSR2')
  for (let i = 0; i < 600; i++) {
    await sleep(250)
    const file = readdirSync(server.cwd).find((f) => f.endsWith('.heapsnapshot') && !before.has(f))
    if (file === undefined) continue
    const path = join(server.cwd, file)
    const size = statSync(path).size
    await sleep(500)
    if (statSync(path).size !== size) continue
    try {
      const snapshot = JSON.parse(readFileSync(path, 'utf8')) as {
        readonly snapshot: {
          readonly meta: {
            readonly node_fields: ReadonlyArray<string>
            readonly node_types: readonly [ReadonlyArray<string>, ...unknown[]]
          }
        }
        readonly nodes: ReadonlyArray<number>
      }
      if (keep === undefined) rmSync(path)
      else renameSync(path, join(keep, `${server.port}-${file}`))
      const fields = snapshot.snapshot.meta.node_fields
      const own = fields.indexOf('self_size')
      const type = fields.indexOf('type')
      const code = snapshot.snapshot.meta.node_types[0]?.indexOf('code') ?? -1
      let bytes = 0
      for (let n = 0; n < snapshot.nodes.length; n += fields.length)
        if (snapshot.nodes[n + type] !== code) bytes += snapshot.nodes[n + own] ?? 0
      return bytes / 1024
    } catch {
      // Still being written.
    }
  }
  throw new Error('no heap snapshot')
}

interface Server {
  readonly pid: number
  readonly port: number
  readonly cwd: string
}

const redisPort = redis ? await freePort() : 0
if (redis)
  await start(
    '/usr/bin/redis-server',
    ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    'Ready to accept connections',
    dir,
  )
const servers: Server[] = []
for (let s = 0; s < (redis ? 2 : 1); s++) {
  const port = await freePort()
  const cwd = mkdtempSync(join(dir, 'server-'))
  const shared = redis ? ['--redis', `redis://127.0.0.1:${redisPort}`, '--public-address', `127.0.0.1:${port}`] : []
  const child = await start(
    process.execPath,
    [
      '--heapsnapshot-signal=SIGUSR2',
      cli,
      'serve',
      '--port',
      String(port),
      '--db',
      join(dir, 'tables.sqlite'),
      '--step-delay',
      '0',
      ...shared,
    ],
    'pitwall serve: http',
    cwd,
  )
  servers.push({ pid: child.pid as number, port, cwd })
}
await sleep(1000)
const idleKb = servers.map((s) => rssKb(s.pid))
// The heap before any table: a snapshot keeps some memory of the server's, so the resident
// figures below are taken after it and compared with each other, never with this one.
const idleHeapKb: number[] = []
for (const server of servers) idleHeapKb.push(await liveHeapKb(server))

interface View {
  readonly step: number
  readonly legal: ReadonlyArray<unknown>
  readonly status: { readonly kind: string }
}

const trips: number[] = []
let steps = 0
let measuring = false
let running = true
let races = 0
let failures = 0

// One table after another, until the bench stops.
const player = async (server: Server, delay: number): Promise<void> => {
  await sleep(delay)
  while (running) {
    try {
      await race(server)
    } catch {
      // A join refused under load (its seat reservation expired): counted, and tried again.
      failures++
      await sleep(500)
    }
  }
}

const race = async (server: Server): Promise<void> => {
  const created = await fetch(`http://127.0.0.1:${server.port}/api/tables`, {
    method: 'POST',
    body: JSON.stringify({ game: 'formula-motor-racing', config, seats: ['person', 'random', 'random'] }),
  })
  const { table } = (await created.json()) as { table: string }
  const room: Room = await new Client(`ws://127.0.0.1:${server.port}`).joinOrCreate('table', { table, seat: 0 })
  await new Promise<void>((done) => {
    let sent: { at: number; step: number } | null = null
    let seen = -1
    let thinking = -1
    room.onMessage('welcome', () => undefined)
    room.onMessage('refused', () => undefined)
    room.onMessage('view', (view: View) => {
      // Every step the server took (the client's, the bots', chance's), for the CPU per step.
      if (measuring && seen >= 0 && view.step > seen) steps += view.step - seen
      seen = Math.max(seen, view.step)
      if (sent !== null && view.step > sent.step) {
        if (measuring) trips.push(performance.now() - sent.at)
        sent = null
      }
      if (view.status.kind === 'over' || !running) return done()
      if (view.legal.length > 0 && sent === null && thinking !== view.step) {
        const act = () => {
          sent = { at: performance.now(), step: view.step }
          room.send('act', view.legal[0])
        }
        if (think === 0) return act()
        thinking = view.step
        setTimeout(act, think)
      }
    })
  })
  races++
  await room.leave().catch(() => undefined)
}

// A quarter of the tables open first (20 ms apart) and race until the compilers are warm;
// then the rest open. The resident memory a table costs is the growth between the two,
// divided by the tables added: what a process holds whatever its load (its compiled code,
// its heap's working room) is left out.
const first = Math.max(1, Math.floor(tables / 4))
const players = Array.from({ length: first }, (_, i) => player(servers[i % servers.length] as Server, i * 20))
await sleep(first * 20 + 5000)
const baseKb = servers.map((s) => rssKb(s.pid))
for (let i = first; i < tables; i++) players.push(player(servers[i % servers.length] as Server, (i - first) * 20))
await sleep((tables - first) * 20 + 5000)
const peakKb = servers.map((s) => rssKb(s.pid))
const cpu0 = servers.map((s) => cpuSeconds(s.pid))
const load0 = loadavg()
measuring = true
const started = performance.now()
for (let t = 0; t < seconds; t++) {
  await sleep(1000)
  servers.forEach((s, i) => (peakKb[i] = Math.max(peakKb[i] ?? 0, rssKb(s.pid))))
}
measuring = false
const wall = (performance.now() - started) / 1000
const cpu = servers.reduce((sum, s, i) => sum + cpuSeconds(s.pid) - (cpu0[i] ?? 0), 0)
const load1 = loadavg()
// The live heap with every table still open (the players run on while it is taken).
const heapKb: number[] = []
for (const server of servers) heapKb.push(await liveHeapKb(server))
running = false
const sum = (xs: ReadonlyArray<number>): number => xs.reduce((a, b) => a + b, 0)
const sorted = trips.slice().sort((a, b) => a - b)
const at = (q: number): number => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN
console.log(
  JSON.stringify({
    tables,
    processes: servers.length,
    think,
    seconds: wall,
    trips: sorted.length,
    steps,
    p50: at(0.5),
    p99: at(0.99),
    serverCpu: cpu / wall,
    cpuMsPerTrip: (cpu * 1000) / sorted.length,
    cpuMsPerStep: (cpu * 1000) / steps,
    kbPerTable: (sum(peakKb) - sum(baseKb)) / (tables - first),
    heapKbPerTable: (sum(heapKb) - sum(idleHeapKb)) / tables,
    idleKb: sum(idleKb),
    idleHeapKb: sum(idleHeapKb),
    heapKb: sum(heapKb),
    peakKb: sum(peakKb),
    races,
    failures,
    cores: availableParallelism(),
    load: [load0[0] ?? 0, load1[0] ?? 0],
  }),
)
for (const child of children.slice().reverse()) child.kill('SIGTERM')
await Promise.race([Promise.all(players), sleep(3000)])
rmSync(dir, { recursive: true, force: true })
process.exit(0)
