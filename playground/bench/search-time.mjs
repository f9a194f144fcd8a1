/**
 * How long the search bot thinks per decision in the built playground, in Debian's Chromium:
 * for each game, seat 0 is `mcts` with N iterations against heuristic bots; the page records
 * each search's time (the log's data-search-ms, from the request to the worker's reply).
 *
 *   npm run build:playground && node playground/bench/search-time.mjs [iterations] [decisions]
 */
import { fileURLToPath } from 'node:url'
import { chromium } from 'playwright-core'

const PAGE = fileURLToPath(new URL('../dist/index.html', import.meta.url))
const iterations = Number(process.argv[2] ?? 200)
const decisions = Number(process.argv[3] ?? 5)
const GAMES = [
  ['formule-de', { board: 'hairpin', players: '3', laps: '1' }],
  ['rallyman', { board: 'asphalt', players: '2' }],
  ['bolide', { board: 'test-ring', players: '2', laps: '1' }],
  ['formula-motor-racing', { players: '3' }],
]

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
})
for (const [game, form] of GAMES) {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } })
  await page.goto(`file://${PAGE}`)
  await page.getByTestId(`game-${game}`).click()
  for (const [field, value] of Object.entries(form)) {
    const el = page.getByTestId(field)
    if ((await el.evaluate((e) => e.tagName)) === 'SELECT') await el.selectOption(value)
    else await el.fill(value).then(() => el.dispatchEvent('change'))
  }
  await page.getByTestId('all-bots').click()
  await page.getByTestId('seat-0').selectOption('mcts')
  await page.getByTestId('iterations').fill(String(iterations))
  await page.getByTestId('iterations').dispatchEvent('change')
  await page.getByTestId('seed').fill('search-time')
  await page.getByTestId('seed').dispatchEvent('change')
  await page.getByTestId('start').click()
  await page.getByTestId('speed').selectOption('0')
  const times = new Map()
  const started = Date.now()
  while (times.size < decisions && Date.now() - started < 600_000) {
    for (const [step, ms] of await page.$$eval('.log-step[data-search-ms]', (rows) =>
      rows.map((r) => [r.getAttribute('data-step'), Number(r.getAttribute('data-search-ms'))]),
    ))
      times.set(step, ms)
    if ((await page.getByTestId('turn').getAttribute('data-turn')) === 'over') break
    await page.waitForTimeout(100)
  }
  const ms = [...times.values()].slice(0, decisions)
  const mean = ms.reduce((a, b) => a + b, 0) / Math.max(1, ms.length)
  console.log(
    `${game}: ${ms.length} searches of ${iterations} iterations, mean ${Math.round(mean)} ms, max ${Math.max(...ms)} ms`,
  )
  await page.close()
}
await browser.close()
