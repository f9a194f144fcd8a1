/**
 * Pieces that move along their path, in a real headless Chromium (Debian's, driven by
 * playwright-core) over file://: in a Formule Dé race of two heuristic bots, stepped by hand,
 * a car that moves travels through intermediate places and stops at the engine's final place
 * (the centre of the space its element names); with "animate" unticked the next move jumps;
 * a page whose system asks for reduced motion starts with it unticked.
 */
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { chromium, type Browser, type Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

const PAGE = fileURLToPath(new URL('../dist/index.html', import.meta.url))
const CHROMIUM = process.env['CHROMIUM'] ?? '/usr/bin/chromium'
const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run']

let browser: Browser

beforeAll(async () => {
  if (!existsSync(PAGE)) throw new Error('Build the playground first: npm run build:playground')
  browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS })
})

afterAll(async () => {
  await browser?.close()
})

/** A Formule Dé race of two heuristic bots, its clock stopped. */
const race = async (page: Page): Promise<void> => {
  await page.goto(`file://${PAGE}`)
  await page.getByTestId('game-formule-de').click()
  for (const [field, value] of Object.entries({ board: 'hairpin', players: '2', laps: '1' })) {
    const el = page.getByTestId(field)
    if ((await el.evaluate((e) => e.tagName)) === 'SELECT') await el.selectOption(value)
    else {
      await el.fill(value)
      await el.dispatchEvent('change')
    }
  }
  await page.getByTestId('seat-0').selectOption('heuristic')
  await page.getByTestId('seed').fill('e2e-animate')
  await page.getByTestId('seed').dispatchEvent('change')
  await page.getByTestId('start').click()
  await page.locator('#board svg').waitFor()
  if (((await page.getByTestId('play').textContent()) ?? '').includes('Pause')) await page.getByTestId('play').click()
}

/** What one step did to the first car that moved: its centre at each frame until it stopped, in the picture's coordinates. */
interface Travel {
  readonly start: readonly [number, number]
  readonly samples: ReadonlyArray<readonly [number, number]>
  readonly final: readonly [number, number]
  /** The centre of the space the car's element names. */
  readonly space: readonly [number, number]
  /** Whether the car was marked moving right after the step was drawn. */
  readonly moving: boolean
}

// Steps the race (the Step button) until a car changes its space; follows that car frame by frame.
const stepUntilACarMoves = (page: Page): Promise<Travel | null> =>
  page.evaluate(async () => {
    const at = (e: Element): [number, number] => {
      const svg = e.closest('svg') as SVGSVGElement
      const r = e.getBoundingClientRect()
      const p = new DOMPoint(r.left + r.width / 2, r.top + r.height / 2).matrixTransform(
        (svg.getScreenCTM() as DOMMatrix).inverse(),
      )
      return [p.x, p.y]
    }
    const cars = (): Map<string, { space: string; at: [number, number] }> =>
      new Map(
        [...document.querySelectorAll('#board .car[data-car]')].map((e) => [
          e.getAttribute('data-car') ?? '',
          { space: e.getAttribute('data-space') ?? '', at: at(e) },
        ]),
      )
    const button = document.querySelector('[data-testid=step]') as HTMLButtonElement
    for (let i = 0; i < 40; i++) {
      const before = cars()
      button.click()
      await new Promise((r) => setTimeout(r, 0))
      const after = cars()
      const car = [...after.keys()].find((k) => before.has(k) && before.get(k)?.space !== after.get(k)?.space)
      if (car === undefined) continue
      const element = (): Element => document.querySelector(`#board .car[data-car="${car}"]`) as Element
      const moving = element().hasAttribute('data-moving')
      const samples: Array<[number, number]> = []
      for (let frame = 0; frame < 600 && element().hasAttribute('data-moving'); frame++) {
        samples.push(at(element()))
        await new Promise((r) => requestAnimationFrame(r))
      }
      const space = document.querySelector(`#board .space[data-space="${element().getAttribute('data-space')}"]`)
      return {
        start: before.get(car)?.at ?? [0, 0],
        samples,
        final: at(element()),
        space: space === null ? [NaN, NaN] : at(space),
        moving,
      }
    }
    return null
  })

const near = (a: readonly [number, number], b: readonly [number, number], within: number): boolean =>
  Math.hypot(a[0] - b[0], a[1] - b[1]) <= within

describe('pieces that move along their path', () => {
  it('a moving car passes intermediate places and ends at its space; unticked, the next move jumps', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, locale: 'en-US' })
    await race(page)
    expect(await page.getByTestId('animate').isChecked()).toBe(true)
    const travel = await stepUntilACarMoves(page)
    expect(travel).not.toBeNull()
    if (travel === null) return
    expect(travel.moving).toBe(true)
    // It starts where it stood, passes places in between, and stops on the space the engine chose.
    expect(near(travel.samples[0] ?? [NaN, NaN], travel.start, 2)).toBe(true)
    const between = travel.samples.filter((p) => !near(p, travel.start, 2) && !near(p, travel.final, 2))
    expect(new Set(between.map((p) => `${Math.round(p[0])},${Math.round(p[1])}`)).size).toBeGreaterThanOrEqual(3)
    expect(near(travel.final, travel.space, 4)).toBe(true)

    await page.getByTestId('animate').uncheck()
    const jump = await stepUntilACarMoves(page)
    expect(jump).not.toBeNull()
    expect(jump?.moving).toBe(false)
    expect(jump?.samples).toEqual([])
    expect(near(jump?.final ?? [0, 0], jump?.space ?? [NaN, NaN], 4)).toBe(true)
    // The choice is kept: the next picture's box stays unticked.
    expect(await page.getByTestId('animate').isChecked()).toBe(false)
    await page.close()
  })

  it('is off when the system asks for reduced motion', async () => {
    const page = await browser.newPage({
      viewport: { width: 1280, height: 800 },
      reducedMotion: 'reduce',
      locale: 'en-US',
    })
    await race(page)
    expect(await page.getByTestId('animate').isChecked()).toBe(false)
    const jump = await stepUntilACarMoves(page)
    expect(jump?.moving).toBe(false)
    await page.close()
  })
})
