/**
 * `pitwall serve` end to end, with real processes and real browsers (Debian's Chromium,
 * driven by playwright-core; nothing is downloaded). Two Chromium pages, each with a fresh
 * profile, play a Formula Motor Racing race to its end through the server, recording every
 * websocket frame they receive; the server is killed (SIGKILL) mid-race and started again on
 * the same tables file, and both pages reconnect and finish; hostile clients hammer the server
 * meanwhile. Then: no frame to a seat held a card hidden from it (by identity, in msgpack or
 * JSON), the stored log replays to the race's end, and the server is still up.
 * Run by `npm run test:online` (kept out of `npm test`).
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { Client, type Room } from '@colyseus/sdk'
import { isLeft } from 'fp-ts/lib/Either.js'
import { chromium, type BrowserContext, type Page } from 'playwright-core'
import { afterAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import * as fmr from '../../src/formula-motor-racing/index.js'
import { readLog } from '../../src/core/index.js'
import { hiddenCards, leakedCards, uniqueDeckConfig } from '../support/hidden-cards.js'
import { freePort } from '../support/ports.js'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const PAGE = join(ROOT, 'playground/dist/index.html')
const CHROMIUM = process.env['CHROMIUM'] ?? '/usr/bin/chromium'
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]
const dir = mkdtempSync(join(tmpdir(), 'pitwall-online-e2e-'))
const db = join(dir, 'tables.sqlite')
const children: ChildProcess[] = []
const contexts: BrowserContext[] = []

afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => undefined)
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL')
  rmSync(dir, { recursive: true, force: true })
})

const note = (text: string): void => {
  if (process.env['PITWALL_E2E_TRACE'] !== undefined) process.stderr.write(`${new Date().toISOString()} ${text}\n`)
}
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const until = async (check: () => boolean | Promise<boolean>, ms: number, what: string): Promise<void> => {
  const start = Date.now()
  while (!(await check())) {
    if (Date.now() - start > ms) throw new Error(`timed out: ${what}`)
    await sleep(50)
  }
}

// `pitwall serve` in its own process, from the sources (tsx), on the test's tables file.
const startServer = async (port: number): Promise<ChildProcess> => {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'src/cli/bin.ts',
      'serve',
      '--port',
      String(port),
      '--db',
      db,
      '--step-delay',
      '30',
      '--page',
      PAGE,
    ],
    { cwd: ROOT, stdio: ['ignore', 'ignore', 'pipe'] },
  )
  children.push(child)
  let said = ''
  child.stderr?.on('data', (chunk: Buffer) => (said += chunk.toString()))
  await until(() => said.includes('pitwall serve: http'), 60_000, `the server to start (${said})`)
  return child
}

interface Frame {
  readonly seat: number
  readonly bytes: Uint8Array
}

// The step a frame's view follows: the msgpack key "step" and the integer after it.
const stepOf = (bytes: Uint8Array): number | undefined => {
  const key = [0xa4, 0x73, 0x74, 0x65, 0x70]
  outer: for (let i = 0; i + key.length < bytes.length; i++) {
    for (let j = 0; j < key.length; j++) if (bytes[i + j] !== key[j]) continue outer
    const at = i + key.length
    const first = bytes[at] as number
    if (first < 0x80) return first
    if (first === 0xcc) return bytes[at + 1]
    if (first === 0xcd) return ((bytes[at + 1] as number) << 8) | (bytes[at + 2] as number)
  }
  return undefined
}

const openPage = async (seat: number, frames: Frame[]): Promise<Page> => {
  const context = await chromium.launchPersistentContext(join(dir, `profile-${seat}`), {
    executablePath: CHROMIUM,
    args: FLAGS,
    headless: true,
  })
  contexts.push(context)
  const page = context.pages()[0] ?? (await context.newPage())
  page.on('dialog', (dialog) => void dialog.accept(seat === 0 ? 'Ada' : 'Bob'))
  page.on('websocket', (socket) =>
    socket.on('framereceived', ({ payload }) =>
      frames.push({
        seat,
        bytes: typeof payload === 'string' ? new TextEncoder().encode(payload) : new Uint8Array(payload),
      }),
    ),
  )
  return page
}

// Plays: clicks the first legal action whenever the page shows one, until the race is over.
const play = async (page: Page): Promise<void> => {
  for (;;) {
    if ((await page.locator('[data-testid="online-status"][data-over]').count()) > 0) return
    const action = page.locator('[data-testid="online-action-0"]')
    if ((await action.count()) > 0) await action.click({ timeout: 2000 }).catch(() => undefined)
    else await sleep(30)
  }
}

// A hostile client at the table: junk, oversized messages, another seat's actions, a flood.
const hostile = async (port: number, table: string): Promise<void> => {
  const url = `ws://127.0.0.1:${port}`
  const room: Room = await new Client(url).joinOrCreate('table', { table })
  room.onMessage('*', () => undefined)
  // The server closes this connection on its oversized message: no reconnection.
  room.reconnection.enabled = false
  room.send('act', { type: 'play', seat: 0, card: 'turbo', car: null })
  room.send('act', 'junk')
  room.send('sit', { seat: 0 })
  room.send('bot', { seat: 1, bot: 'random' })
  room.send('nonsense', { deep: { deeper: [1, 2, 3] } })
  room.send('act', { x: 'y'.repeat(100_000) })
  await sleep(200)
  // A flood from a fresh connection: the server drops it, nothing else.
  const flood: Room = await new Client(url).joinOrCreate('table', { table })
  flood.onMessage('*', () => undefined)
  flood.reconnection.enabled = false
  for (let i = 0; i < 2000; i++) flood.send('view')
  // Raw junk on a websocket that never joined.
  await new Promise<void>((resolve) => {
    const socket = new WebSocket(`${url}/nowhere`)
    socket.on('open', () => {
      socket.send(Buffer.alloc(200_000, 7))
      socket.close()
    })
    socket.on('error', () => resolve())
    socket.on('close', () => resolve())
  })
}

// A thousand joins and leaves of one table, a few at a time.
const reconnects = async (port: number, table: string, count: number): Promise<void> => {
  for (let i = 0; i < count; i += 10)
    await Promise.all(
      Array.from({ length: 10 }, async () => {
        const room = await new Client(`ws://127.0.0.1:${port}`).joinOrCreate('table', { table, key: 'guess' })
        room.onMessage('*', () => undefined)
        room.reconnection.enabled = false
        await room.leave()
      }),
    )
}

describe('pitwall serve, end to end', () => {
  it('two browsers race to the end through a killed and restarted server; no frame holds another seat’s card; the log replays', async () => {
    const port = await freePort()
    let server = await startServer(port)
    const created = await fetch(`http://127.0.0.1:${port}/api/tables`, {
      method: 'POST',
      body: JSON.stringify({
        game: 'formula-motor-racing',
        config: uniqueDeckConfig(3),
        seats: ['person', 'person', 'random'],
      }),
    })
    note('created')
    const { table } = (await created.json()) as { table: string }
    const link = `http://127.0.0.1:${port}/?table=${table}`
    const frames: Frame[] = []
    const pages = [await openPage(0, frames), await openPage(1, frames)]
    note('pages open')
    // A table created from the page's own form: the page goes to its link.
    const form = pages[1] as Page
    await form.goto(`http://127.0.0.1:${port}/`)
    await form.locator('[data-testid="online-open"]').click()
    await form.locator('[data-testid="online-game"]').selectOption('formula-motor-racing')
    await form.locator('[data-testid="online-create"]').click()
    await form.locator('[data-testid="online-link"]').waitFor()
    expect(form.url()).toContain('?table=')
    // The race of the test is dealt from a deck of single cards (see hidden-cards.ts): the frames from here on.
    note('form done')
    frames.length = 0
    for (const [seat, page] of pages.entries()) {
      await page.goto(link)
      await page.locator(`[data-testid="online-sit-${seat}"]`).click()
      await page.locator(`[data-testid="online-seat-${seat}"]`, { hasText: '(you)' }).waitFor()
    }
    // Each seat sees the race drawn from its own observation.
    for (const page of pages) await page.locator('[data-testid="online-picture"] svg').first().waitFor()
    note('seated')
    const playing = pages.map((page) => play(page))
    const attacks = Promise.all([hostile(port, table), reconnects(port, table, 1000)])
    const stepNow = async () =>
      Number(await pages[0]?.locator('[data-testid="online-status"]').getAttribute('data-step'))
    await until(async () => (await stepNow()) >= 40, 120_000, 'step 40')
    note('step 40')
    await attacks
    expect(server.exitCode).toBeNull()

    // Killed mid-race, started again on the same file: both pages come back to their seats.
    note('attacks done')
    server.kill('SIGKILL')
    await new Promise((resolve) => server.once('exit', resolve))
    const killedAt = await stepNow()
    server = await startServer(port)
    note('restarted')
    await Promise.all(playing)
    expect(await stepNow()).toBeGreaterThan(killedAt)

    note('race over')
    const download = await fetch(`http://127.0.0.1:${port}/api/tables/${table}/log`)
    expect(download.status).toBe(200)
    const read = readLog(fmr.formulaMotorRacing, (await download.json()) as unknown)
    if (isLeft(read)) throw new Error(read.left.message)
    expect(fmr.formulaMotorRacing.status(read.right.state).kind).toBe('over')
    expect(read.right.log.seats).toEqual(['Ada', 'Bob', 'random'])
    expect(read.right.log.steps.length).toBe(await stepNow())

    // Every state of the race, to know each seat's true hand when each frame was sent.
    const states: fmr.State[] = []
    const start = fmr.formulaMotorRacing.setup(read.right.log.config)
    if (isLeft(start)) throw new Error(start.left.message)
    states.push(start.right)
    for (const { action } of read.right.log.steps) {
      const next = fmr.formulaMotorRacing.reduce(states.at(-1) as fmr.State, action)
      if (isLeft(next)) throw new Error(next.left.message)
      states.push(next.right.state)
    }
    const steps = [0, 0]
    let views = 0
    for (const { seat, bytes } of frames) {
      const step = stepOf(bytes)
      if (step !== undefined) {
        steps[seat] = step
        views++
      }
      const truth = states[steps[seat] as number] as fmr.State
      expect(leakedCards(bytes, hiddenCards(truth, seat)), `a frame to seat ${seat} at step ${steps[seat]}`).toEqual([])
    }
    expect(views).toBeGreaterThan(read.right.log.steps.length)
    expect(server.exitCode).toBeNull()
  })
})
