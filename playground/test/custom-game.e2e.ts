/**
 * A game of one's own in the playground: Dice Derby (examples/custom-game), added to the build
 * by `PITWALL_GAMES` (`npm run test:browser` builds with it), played with the kit its module
 * gives: seat 0 clicks the choices its picture draws (`data-action`), seat 1 is the search bot,
 * the bots finish, and the saved replay is read back by `pitwall replay --game-module`.
 */
import { existsSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium, type Browser, type Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { main } from '../../src/cli/main.js'

const here = (path: string): string => fileURLToPath(new URL(path, import.meta.url))
const PAGE = here('../dist/index.html')
const DERBY = here('../../examples/custom-game/module.ts')
const CHROMIUM = process.env['CHROMIUM'] ?? '/usr/bin/chromium'

let browser: Browser

beforeAll(async () => {
  if (!existsSync(PAGE)) throw new Error('Build the playground first: npm run test:browser')
  browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--headless', '--no-sandbox', '--disable-gpu'] })
})

afterAll(async () => {
  await browser?.close()
})

const lastStep = async (page: Page): Promise<number> => {
  const m = /\d+ \/ (\d+)/.exec((await page.getByTestId('timeline-label').textContent()) ?? '')
  return Number(m?.[1] ?? NaN)
}

describe("a game of one's own in the playground (PITWALL_GAMES)", () => {
  it("Dice Derby: seat 0 plays by clicking its choices, the search bot plays seat 1, the replay is the command's", async () => {
    const page = await browser.newPage({
      reducedMotion: 'reduce',
      viewport: { width: 1440, height: 900 },
      acceptDownloads: true,
      locale: 'en-US',
    })
    const errors: string[] = []
    page.on('pageerror', (e) => errors.push(e.message))
    await page.goto(`file://${PAGE}`)
    expect(
      await page.getByTestId('game-dice-derby').count(),
      'built with PITWALL_GAMES=examples/custom-game/module.ts',
    ).toBe(1)
    await page.getByTestId('game-dice-derby').click()
    await page.getByTestId('players').fill('2')
    await page.getByTestId('players').dispatchEvent('change')
    await page.getByTestId('seat-1').selectOption('mcts')
    await page.getByTestId('iterations').fill('20')
    await page.getByTestId('iterations').dispatchEvent('change')
    await page.getByTestId('setup-preview').locator('svg').waitFor()
    await page.getByTestId('start').click()
    await page.getByTestId('speed').selectOption('0')

    // Seat 0's bid and gears, each a click on the choice the picture draws for it.
    let clicked = 0
    for (let tries = 0; clicked < 3 && tries < 20; tries++) {
      await page.waitForSelector('[data-testid=turn][data-turn=human], [data-testid=turn][data-turn=over]', {
        timeout: 120_000,
      })
      if ((await page.getByTestId('turn').getAttribute('data-turn')) === 'over') break
      const before = await lastStep(page)
      // A real mouse click at the choice's centre, as a player's (the picture takes the click).
      const box = await page.locator('#board [data-action]').last().boundingBox()
      expect(box).not.toBeNull()
      if (box !== null) await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
      // The move waits for Confirm (unless 'confirm my moves' is unticked).
      if ((await page.getByTestId('confirm').count()) > 0) await page.getByTestId('confirm').click()
      await expect.poll(() => lastStep(page)).toBeGreaterThan(before)
      clicked++
    }
    expect(clicked).toBe(3)

    await page.locator('[data-testid=drivers] summary').click()
    await page.getByTestId('race-seat-0').selectOption('heuristic')
    await page.waitForSelector('[data-testid=turn][data-turn=over]', { timeout: 200_000 })

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('save-log').click()])
    const file = join(tmpdir(), 'pitwall-e2e-dice-derby.json')
    await download.saveAs(file)
    const log = JSON.parse(readFileSync(file, 'utf8')) as { game: string; seats: string[] }
    expect(log.game).toBe('dice-derby')
    expect(log.seats[1]).toMatch(/^mcts \(20 iterations\)/)
    let out = ''
    let err = ''
    const code = await main(['replay', file, '--game-module', DERBY], {
      out: (t) => (out += t),
      err: (t) => (err += t),
      interactive: false,
    })
    expect({ code, err }).toEqual({ code: 0, err: '' })
    expect(out).toMatch(/car-\d finishes 1st/)
    expect(errors).toEqual([])
    await page.close()
  })
})
