/**
 * The playground in a real headless Chromium (Debian's, driven by playwright-core; no
 * browser is downloaded), opened from the built folder over file:// — no server. For each
 * game: set a race up with seat 1 driven by the search bot (MCTS, in a Web Worker), play
 * seat 0 by clicking the picture (and the move list where the picture has no target), see a
 * refusal with its rule, hand the seats to the heuristic bot once the search has moved, let
 * the bots finish, save the replay, check the file with core's readLog and the command line's
 * `pitwall replay`, load it back and step through it to the same standings. A screenshot of each game mid-race goes to
 * docs/playground/.
 */
import { existsSync, mkdirSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { isRight } from 'fp-ts/lib/Either.js'
import { chromium, type Browser, type Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LOG_VERSION, readLog, type AnyGame } from 'pitwall/core'
import { formuleDe } from 'pitwall/formule-de'
import { rallyman } from 'pitwall/rallyman'
import { bolide } from 'pitwall/bolide'
import { formulaMotorRacing } from 'pitwall/formula-motor-racing'
import { main } from '../../src/cli/main.js'

const here = (path: string): string => fileURLToPath(new URL(path, import.meta.url))
const PAGE = here('../dist/index.html')
const SHOTS = here('../../docs/playground')
const CHROMIUM = process.env['CHROMIUM'] ?? '/usr/bin/chromium'
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

interface Plan {
  readonly game: AnyGame
  /** Form fields to set: test id → value. */
  readonly form: Readonly<Record<string, string>>
  /** What seat 0 clicks on the picture, when the game draws targets there. */
  readonly targets: string | null
  /** Which target it clicks: the first drawn or the last (Bolide's last rings are ahead of a car starting rightwards). */
  readonly prefer: 'first' | 'last'
  /** Moves seat 0 makes before handing over to a bot. */
  readonly moves: number
  /** Whether the race deals cards a spectator may not see (steps shown as hidden). */
  readonly dealsHidden: boolean
  /** A move in the game's notation the rules refuse when seat 0 is to move again, and the refusal's rule reference. */
  readonly illegal: { readonly text: string; readonly rule: RegExp }
}

const PLANS: ReadonlyArray<Plan> = [
  {
    game: formuleDe as unknown as AnyGame,
    form: { board: 'hairpin', players: '3', laps: '1', 'seat-1': 'mcts', iterations: '20' },
    targets: '[data-target]',
    prefer: 'first',
    moves: 4,
    dealsHidden: false,
    illegal: { text: 'G6', rule: / — FD-[BAT] / },
  },
  {
    game: rallyman as unknown as AnyGame,
    form: { board: 'asphalt', players: '2', 'seat-1': 'mcts', iterations: '20' },
    targets: '[data-reach]',
    prefer: 'first',
    moves: 6,
    dealsHidden: false,
    illegal: { text: '5→c30', rule: / — RM ART\.\d/ },
  },
  {
    game: bolide as unknown as AnyGame,
    form: { board: 'test-ring', players: '2', laps: '1', 'seat-1': 'mcts', iterations: '20' },
    targets: '[data-target]',
    prefer: 'last',
    moves: 3,
    dealsHidden: false,
    illegal: { text: 'M 1000,1000', rule: / — BO \d/ },
  },
  {
    game: formulaMotorRacing as unknown as AnyGame,
    form: { players: '3', 'seat-1': 'mcts', iterations: '20' },
    targets: '[data-card]',
    prefer: 'first',
    moves: 3,
    dealsHidden: true,
    illegal: { text: 'stop', rule: / — FMR / },
  },
]

let browser: Browser

beforeAll(async () => {
  if (!existsSync(PAGE)) throw new Error('Build the playground first: npm run build:playground')
  if (!existsSync(CHROMIUM))
    throw new Error(`No Chromium at ${CHROMIUM}: apt-get install -y chromium (or set CHROMIUM)`)
  mkdirSync(SHOTS, { recursive: true })
  browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS })
})

afterAll(async () => {
  await browser?.close()
})

const stepOf = async (page: Page): Promise<{ readonly at: number; readonly last: number }> => {
  const text = (await page.getByTestId('timeline-label').textContent()) ?? ''
  const m = /step (\d+) \/ (\d+)/.exec(text)
  if (m === null) throw new Error(`no step in "${text}"`)
  return { at: Number(m[1]), last: Number(m[2]) }
}

const turnKind = async (page: Page): Promise<string> => (await page.getByTestId('turn').getAttribute('data-turn')) ?? ''

// A real mouse click on the first (or last) element of `selector` that is on top at its own centre.
const clickOnPicture = async (page: Page, selector: string, prefer: 'first' | 'last' = 'first'): Promise<boolean> => {
  const point = await page.evaluate(
    ([sel, order]) => {
      const all = [...document.querySelectorAll(`#board ${sel.split(',').join(', #board ')}`)]
      for (const el of order === 'last' ? all.reverse() : all) {
        el.scrollIntoView({ block: 'center', inline: 'center' })
        const r = el.getBoundingClientRect()
        if (r.width === 0 || r.height === 0) continue
        const x = r.left + r.width / 2
        const y = r.top + r.height / 2
        const hit = document.elementFromPoint(x, y)
        if (hit !== null && (el === hit || el.contains(hit))) return { x, y }
      }
      return null
    },
    [selector, prefer] as const,
  )
  if (point === null) return false
  await page.mouse.click(point.x, point.y)
  return true
}

const shoot = async (page: Page, plan: Plan): Promise<void> => {
  await page.evaluate(() => window.scrollTo(0, 0))
  await page.screenshot({ path: join(SHOTS, `${plan.game.id}.png`) })
}

// Seat 0's moves: on the picture when it shows a target (then a second click or the list
// settles a choice between moves to the same place), else from the list of legal moves.
const playSeatZero = async (page: Page, plan: Plan): Promise<{ readonly clicked: number; readonly listed: number }> => {
  let clicked = 0
  let listed = 0
  for (let tries = 0; clicked + listed < plan.moves && tries < 60; tries++) {
    await page.waitForSelector('[data-testid=turn][data-turn=human], [data-testid=turn][data-turn=over]', {
      timeout: 120_000,
    })
    if ((await turnKind(page)) === 'over') break
    // A mid-race picture: seat 0 to move, its targets drawn.
    if (clicked + listed === 2) await shoot(page, plan)
    const before = (await stepOf(page)).last
    // A person's move waits for Confirm: a move is made once it is confirmed.
    const moved = async (): Promise<boolean> => {
      if ((await page.getByTestId('confirm').count()) > 0) await page.getByTestId('confirm').click()
      return (await stepOf(page)).last > before
    }
    if (plan.targets !== null && (await clickOnPicture(page, plan.targets, plan.prefer))) {
      // Several moves go there: a ringed car (the card's target) settles it, or the picked list.
      if (!(await moved()) && (await clickOnPicture(page, '[data-target=yes]')) && (await moved())) clicked++
      else if (await moved()) clicked++
      else if ((await page.locator('.picked [data-testid=action]').count()) > 0) {
        await page.locator('.picked [data-testid=action]').first().click()
        if (await moved()) clicked++
      }
    }
    if (!(await moved())) {
      await page.getByTestId('legal').getByTestId('action').first().click()
      await moved()
      listed++
    }
    expect((await stepOf(page)).last).toBeGreaterThan(before)
  }
  return { clicked, listed }
}

const setUp = async (page: Page, plan: Plan): Promise<void> => {
  await page.getByTestId(`game-${plan.game.id}`).click()
  for (const [field, value] of Object.entries(plan.form)) {
    const el = page.getByTestId(field)
    if ((await el.evaluate((e) => e.tagName)) === 'SELECT') await el.selectOption(value)
    else {
      await el.fill(value)
      await el.dispatchEvent('change')
    }
  }
  await page.getByTestId('seed').fill(`e2e-${plan.game.id}`)
  await page.getByTestId('seed').dispatchEvent('change')
  await page.getByTestId('setup-preview').locator('svg').waitFor()
  expect(await page.getByTestId('seat-0').inputValue()).toBe('human')
  await page.getByTestId('start').click()
  await page.getByTestId('speed').selectOption('0')
}

describe('the playground in Chromium', () => {
  it("reads pasted boards in each game's own format and shows the validator's messages", async () => {
    const page = await browser.newPage({ reducedMotion: 'reduce' })
    await page.goto(`file://${PAGE}`)
    const paste = async (game: string, text: string | null): Promise<boolean> => {
      await page.getByTestId(`game-${game}`).click()
      await page.getByTestId('board').selectOption('custom')
      // The box starts with a built-in board in the game's format: it sets up as it is.
      if (text !== null) await page.getByTestId('custom-board').fill(text)
      await page.waitForTimeout(400)
      return !(await page.getByTestId('start').isDisabled())
    }
    const messages = async (): Promise<string> => (await page.getByTestId('setup-messages').textContent()) ?? ''

    expect(await paste('bolide', null)).toBe(true)
    expect(await paste('bolide', 'name: Broken\n---\n....\n')).toBe(false)
    expect(await messages()).toMatch(/does not set up/)

    expect(await paste('formule-de', null)).toBe(true)
    expect(await page.getByTestId('setup-preview').locator('svg').count()).toBe(1)
    expect(await paste('formule-de', "circuitBuilder('Oval', 2).straight(8).banana(3).build()")).toBe(false)
    expect(await messages()).toMatch(/no method \.banana\(\)/)
    expect(await paste('formule-de', "circuitBuilder('Stub', 2).straight(4).build()")).toBe(false)

    expect(await paste('rallyman', null)).toBe(true)
    expect(
      await paste(
        'rallyman',
        JSON.stringify({
          rally: {
            name: 'R',
            weather: 'fixed',
            specials: [{ name: 'ES1', roadbook: 'Q9', assistance: false, snow: [] }],
          },
          zones: [],
        }),
      ),
    ).toBe(false)
    expect(await messages()).toMatch(/ES1/)
    await page.close()
  })

  it('takes chance from physical dice, typed or picked, and branches a race from an earlier step', async () => {
    const page = await browser.newPage({ reducedMotion: 'reduce', viewport: { width: 1440, height: 900 } })
    const errors: string[] = []
    page.on('pageerror', (e) => errors.push(e.message))
    await page.goto(`file://${PAGE}`)
    await page.getByTestId('game-formule-de').click()
    await page.getByTestId('board').selectOption('hairpin')
    await page.getByTestId('players').fill('3')
    await page.getByTestId('players').dispatchEvent('change')
    await page.getByTestId('all-bots').click()
    await page.getByTestId('chance').selectOption('dice')
    await page.getByTestId('start').click()

    // The grid draw waits for the dice: each outcome listed with its probability.
    await page.waitForSelector('[data-testid=turn][data-turn=chance]')
    const third = page.getByTestId('outcomes').getByTestId('action').nth(2)
    const picked = (await third.locator('code').textContent()) ?? ''
    await third.click()
    expect(await page.locator('.log-step.current .log-action').textContent()).toBe(picked)
    // Typed in the game's notation.
    const typed = (await page.getByTestId('outcomes').getByTestId('action').first().locator('code').textContent()) ?? ''
    await page.getByTestId('notation').fill(typed)
    await page.getByTestId('play-typed').click()
    expect(await page.locator('.log-step.current .log-action').textContent()).toBe(typed)
    expect((await stepOf(page)).last).toBe(2)

    // Back to the seeded generator: the bots drive on; then pause, travel back and branch.
    await page.getByTestId('speed').selectOption('0')
    await page.getByTestId('dice-mode').click()
    await page.waitForFunction(
      () =>
        /step (\d+)/.exec(document.querySelector('[data-testid=timeline-label]')?.textContent ?? '')?.[1] !==
          undefined &&
        Number(/\/ (\d+)/.exec(document.querySelector('[data-testid=timeline-label]')?.textContent ?? '')?.[1]) > 30,
    )
    await page.getByTestId('play').click()
    const { last } = await stepOf(page)
    for (let i = 0; i < 3; i++) await page.getByTestId('back').click()
    expect(await stepOf(page)).toEqual({ at: last - 3, last })
    const moves = page.getByTestId('legal').getByTestId('action').or(page.getByTestId('outcomes').getByTestId('action'))
    await moves.last().click()
    expect(await stepOf(page)).toEqual({ at: last - 2, last: last - 2 })
    expect(await page.getByTestId('info').textContent()).toMatch(/Branched at step \d+: 3 later steps dropped/)

    // The inspector: the state and a seat's observation as JSON.
    await page.getByTestId('tab-observation').click()
    expect(await page.getByTestId('inspect-observation').textContent()).toMatch(/cars/)
    await page.getByTestId('tab-state').click()
    expect(await page.getByTestId('inspect-state').textContent()).toMatch(/board/)
    expect(errors).toEqual([])
    await page.close()
  })

  it("a person's move waits for Confirm, Undo takes it back, and the choice to confirm can be turned off", async () => {
    const page = await browser.newPage({ reducedMotion: 'reduce', viewport: { width: 1440, height: 900 } })
    const errors: string[] = []
    page.on('pageerror', (e) => errors.push(e.message))
    await page.goto(`file://${PAGE}`)
    await page.getByTestId('game-formule-de').click()
    await page.getByTestId('board').selectOption('hairpin')
    await page.getByTestId('players').fill('2')
    await page.getByTestId('players').dispatchEvent('change')
    await page.getByTestId('start').click()
    await page.getByTestId('speed').selectOption('0')
    await page.waitForSelector('[data-testid=turn][data-turn=human]', { timeout: 120_000 })
    const before = (await stepOf(page)).last
    const listed = page.getByTestId('legal').getByTestId('action').first()
    await listed.click()
    // Staged: said in words, not played.
    await page.getByTestId('staged').waitFor()
    expect((await page.getByTestId('staged').textContent()) ?? '').toMatch(/Your move, not played yet/)
    expect((await stepOf(page)).last).toBe(before)
    await page.getByTestId('undo').click()
    expect(await page.getByTestId('staged').count()).toBe(0)
    expect((await stepOf(page)).last).toBe(before)
    await listed.click()
    await page.getByTestId('confirm').click()
    expect((await stepOf(page)).last).toBeGreaterThan(before)
    // Turned off: a click plays at once.
    await page.getByTestId('confirm-moves').uncheck()
    await page.waitForSelector('[data-testid=turn][data-turn=human]', { timeout: 120_000 })
    const next = (await stepOf(page)).last
    await page.getByTestId('legal').getByTestId('action').first().click()
    expect(await page.getByTestId('staged').count()).toBe(0)
    expect((await stepOf(page)).last).toBeGreaterThan(next)
    expect(errors).toEqual([])
    await page.close()
  })

  it('follows the car to act at 200%, keeps the zoom chosen, and Fit keeps the cars readable on a tall board', async () => {
    const page = await browser.newPage({ reducedMotion: 'reduce', viewport: { width: 1280, height: 800 } })
    const errors: string[] = []
    page.on('pageerror', (e) => errors.push(e.message))
    await page.goto(`file://${PAGE}`)
    await page.getByTestId('game-formule-de').click()
    await page.getByTestId('board').selectOption('riviera')
    await page.getByTestId('players').fill('4')
    await page.getByTestId('players').dispatchEvent('change')
    await page.getByTestId('all-bots').click()
    await page.getByTestId('start').click()
    // The bots start driving: paused, the test steps the race itself.
    await page.getByTestId('play').click()
    // Fit: the tall board is shrunk no further than half its size (a car stays a car).
    const scale = async (): Promise<number> =>
      page.evaluate(() => {
        const svg = document.querySelector('#board svg')
        return svg === null ? 0 : svg.getBoundingClientRect().width / Number(svg.getAttribute('width'))
      })
    expect(await scale()).toBeGreaterThanOrEqual(0.5)
    await page.getByTestId('zoom-double').click()
    expect(await scale()).toBeGreaterThan(1.9)
    // The bots drive; after each of a few steps, the car of the seat to act is in sight.
    const carInSight = async (): Promise<boolean | null> =>
      page.evaluate(() => {
        const seat = document.querySelector('[data-testid=turn][data-seat]')?.getAttribute('data-seat')
        const board = document.querySelector('#board')
        if (board === null || seat === null || seat === undefined) return null
        const car = document.querySelector(`#board .car[data-car="${seat}"]`)
        if (car === null) return null
        const b = board.getBoundingClientRect()
        const r = car.getBoundingClientRect()
        return r.right > b.left && r.left < b.right && r.bottom > b.top && r.top < b.bottom
      })
    let seen = 0
    for (let i = 0; i < 12; i++) {
      await page.getByTestId('step').click()
      const sight = await carInSight()
      if (sight === null) continue
      expect(sight).toBe(true)
      seen++
    }
    expect(seen).toBeGreaterThan(0)
    // The zoom chosen stays for the game, across a new race.
    await page.reload()
    await page.getByTestId('game-formule-de').click()
    await page.getByTestId('board').selectOption('riviera')
    await page.getByTestId('all-bots').click()
    await page.getByTestId('start').click()
    expect(await page.locator('[data-testid=zoom-double].selected').count()).toBe(1)
    expect(errors).toEqual([])
    await page.close()
  })

  for (const plan of PLANS) {
    it(`${plan.game.name}: set up, seat 0 plays by clicks, bots finish, the replay saves, loads and steps`, async () => {
      const page = await browser.newPage({
        reducedMotion: 'reduce',
        viewport: { width: 1440, height: 900 },
        acceptDownloads: true,
      })
      const errors: string[] = []
      page.on('pageerror', (e) => errors.push(e.message))
      await page.goto(`file://${PAGE}`)
      // Where the search bot thinks, each time the page shows it thinking.
      const thinkers: string[] = []
      await page.exposeFunction('thinkingSeen', (where: string) => thinkers.push(where))
      await page.evaluate(() => {
        new MutationObserver(() => {
          const where = document.querySelector('[data-testid=turn]')?.getAttribute('data-thinking')
          if (where !== undefined && where !== null && where !== 'no')
            (window as unknown as { thinkingSeen(w: string): void }).thinkingSeen(where)
        }).observe(document.body, { subtree: true, childList: true, attributes: true })
      })
      await setUp(page, plan)

      const played = await playSeatZero(page, plan)
      expect(played.clicked + played.listed).toBeGreaterThan(0)
      // At least one move was made by clicking the picture.
      expect(played.clicked).toBeGreaterThan(0)

      await page.waitForSelector('[data-testid=turn][data-turn=human], [data-testid=turn][data-turn=over]', {
        timeout: 120_000,
      })

      // Moves refused: JSON that is no action of the game (exact decoding), and a move the
      // rules refuse, shown with its code, message and the rulebook's paragraph.
      expect(await turnKind(page)).toBe('human')
      const typed = async (text: string): Promise<string> => {
        await page.getByTestId('notation').fill(text)
        await page.getByTestId('play-typed').click()
        return (await page.getByTestId('refusal').textContent()) ?? ''
      }
      expect(await typed('{"type":"no-such-move"}')).toMatch(/^[A-Z_]+: /)
      expect(await typed(plan.illegal.text)).toMatch(new RegExp(`^[A-Z_]+: .+${plan.illegal.rule.source}`))

      // Seat 0 goes to a bot; once the search has moved for seat 1 (in a worker), seat 1 goes
      // to the heuristic bot too, and the bots finish the race.
      await page.locator('[data-testid=drivers] summary').click()
      await page.getByTestId('race-seat-0').selectOption('heuristic')
      await page.waitForSelector('.log-step[data-driver="mcts (20 iterations)"]', { timeout: 200_000 })
      expect(thinkers).toContain('worker')
      expect(thinkers).not.toContain('page')
      await page.getByTestId('race-seat-1').selectOption('heuristic')
      await page.waitForSelector('[data-testid=turn][data-turn=over]', { timeout: 200_000 })
      const standings = await page.getByTestId('standings').textContent()
      if (plan.dealsHidden) {
        // What each viewer may read of the steps: a spectator sees no card dealt.
        const hidden = async (viewer: string): Promise<number> => {
          await page.getByTestId('viewer').selectOption(viewer)
          return page.locator('.log-action', { hasText: '(hidden)' }).count()
        }
        const bySpectator = await hidden('spectator')
        expect(bySpectator).toBeGreaterThan(await hidden('0'))
        await page.getByTestId('viewer').selectOption('auto')
      }
      const { last } = await stepOf(page)

      // The replay: core's race-log format, read back by core's readLog to the same end.
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('save-log').click()])
      const file = join(tmpdir(), `pitwall-e2e-${plan.game.id}.json`)
      await download.saveAs(file)
      const log = JSON.parse(readFileSync(file, 'utf8')) as {
        format: string
        version: number
        game: string
        steps: unknown[]
        seats: string[]
      }
      expect(log.format).toBe('pitwall-log')
      expect(log.version).toBe(LOG_VERSION)
      expect(log.game).toBe(plan.game.id)
      expect(log.steps).toHaveLength(last)
      // Who drove each seat, in the order of their first moves (a seat out of the race early
      // has no move by its second driver).
      expect(log.seats[0]).toMatch(/^human(, heuristic)?$/)
      expect(log.seats[1]).toMatch(/^mcts \(20 iterations\)(, heuristic)?$/)
      const read = readLog(plan.game, log)
      expect(isRight(read) && plan.game.status(read.right.state).kind).toBe('over')
      // The command line's `pitwall replay` reads the same file.
      let out = ''
      let err = ''
      const code = await main(['replay', file], { out: (t) => (out += t), err: (t) => (err += t), interactive: false })
      expect({ code, err }).toEqual({ code: 0, err: '' })
      expect(out).toContain(plan.game.name)

      // Loaded back into a fresh page: checked, shown from the start, stepped through.
      await page.getByTestId('new-race').click()
      await page.getByTestId('load-log').setInputFiles(file)
      expect(await page.getByTestId('flash-info').textContent()).toMatch(/Replay loaded/)
      expect(await stepOf(page)).toEqual({ at: 0, last })
      for (let i = 0; i < 5; i++) await page.getByTestId('forward').click()
      expect((await stepOf(page)).at).toBe(5)
      await page.getByTestId('back').click()
      expect((await stepOf(page)).at).toBe(4)
      await page.getByTestId('last').click()
      expect(await turnKind(page)).toBe('over')
      expect(await page.getByTestId('standings').textContent()).toBe(standings)
      expect(errors).toEqual([])
      await page.close()
    })
  }
})
