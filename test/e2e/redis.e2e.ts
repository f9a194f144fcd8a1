/**
 * `pitwall serve --redis`: two server processes share their tables through a real Redis
 * (Debian's redis-server, started here on loopback on a free port and stopped at the end) and
 * one tables file. Two clients, each connected through a different process, race at one table
 * to its end; the log reads the same from both processes.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { Client, type Room } from '@colyseus/sdk'
import { isLeft } from 'fp-ts/lib/Either.js'
import { afterAll, describe, expect, it } from 'vitest'
import * as fmr from '../../src/formula-motor-racing/index.js'
import { readLog } from '../../src/core/index.js'
import { uniqueDeckConfig } from '../support/hidden-cards.js'
import { freePort } from '../support/ports.js'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const REDIS = process.env['REDIS_SERVER'] ?? '/usr/bin/redis-server'
const dir = mkdtempSync(join(tmpdir(), 'pitwall-redis-e2e-'))
const children: ChildProcess[] = []

afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL')
  rmSync(dir, { recursive: true, force: true })
})

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

// A process, and a promise of the first time its output says `ready`.
const start = async (command: string, args: ReadonlyArray<string>, ready: string): Promise<ChildProcess> => {
  const child = spawn(command, [...args], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] })
  children.push(child)
  let said = ''
  child.stdout?.on('data', (chunk: Buffer) => (said += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (said += chunk.toString()))
  for (let i = 0; i < 600 && !said.includes(ready); i++) await sleep(100)
  if (!said.includes(ready)) throw new Error(`${command} did not start: ${said}`)
  return child
}

interface View {
  readonly step: number
  readonly legal: ReadonlyArray<unknown>
  readonly status: { readonly kind: string }
}

const person = async (port: number, table: string, seat: number) => {
  const room: Room = await new Client(`ws://127.0.0.1:${port}`).joinOrCreate('table', { table, seat })
  const views: View[] = []
  room.onMessage('welcome', () => undefined)
  room.onMessage('refused', () => undefined)
  room.onMessage('view', (view: View) => {
    views.push(view)
    if (view.legal.length > 0) room.send('act', view.legal[0])
  })
  return { room, views }
}

describe('pitwall serve --redis', () => {
  it('two processes on one Redis share a table: two clients through different processes race at it to the end', async () => {
    const redisPort = await freePort()
    await start(
      REDIS,
      ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir],
      'Ready to accept connections',
    )
    const redis = `redis://127.0.0.1:${redisPort}`
    const db = join(dir, 'tables.sqlite')
    const ports = [await freePort(), await freePort()]
    for (const port of ports)
      await start(
        process.execPath,
        ['--import', 'tsx', 'src/cli/bin.ts', 'serve', '--port', String(port), '--db', db, '--step-delay', '0'].concat([
          '--redis',
          redis,
          '--public-address',
          `127.0.0.1:${port}`,
        ]),
        'pitwall serve: http',
      )
    const created = await fetch(`http://127.0.0.1:${ports[0]}/api/tables`, {
      method: 'POST',
      body: JSON.stringify({
        game: 'formula-motor-racing',
        config: uniqueDeckConfig(3),
        seats: ['person', 'person', 'random'],
      }),
    })
    const { table } = (await created.json()) as { table: string }
    const ada = await person(ports[0] as number, table, 0)
    const bob = await person(ports[1] as number, table, 1)
    for (let i = 0; i < 1200 && bob.views.at(-1)?.status.kind !== 'over'; i++) await sleep(100)
    expect(ada.views.at(-1)?.status.kind).toBe('over')
    expect(bob.views.at(-1)?.status.kind).toBe('over')
    expect(bob.views.at(-1)?.step).toBe(ada.views.at(-1)?.step)
    // Both processes read the same finished table from the shared file.
    for (const port of ports) {
      const read = readLog(
        fmr.formulaMotorRacing,
        (await (await fetch(`http://127.0.0.1:${port}/api/tables/${table}/log`)).json()) as unknown,
      )
      if (isLeft(read)) throw new Error(read.left.message)
      expect(read.right.log.steps.length).toBe(ada.views.at(-1)?.step)
    }
    await Promise.all([ada.room.leave(), bob.room.leave()])
  })
})
