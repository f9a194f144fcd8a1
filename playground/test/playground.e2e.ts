/**
 * The playground in a real headless Chromium (Debian's, driven by playwright-core; no
 * browser is downloaded), opened from the built folder over file:// — no server. For each
 * game: set a race up with seat 1 driven by the search bot (MCTS, in a Web Worker), play
 * seat 0 by clicks only (the picture, and the buttons of the move list where the picture has
 * no target), see a refusal with its rule, hand the seats to the heuristic bot once the search
 * has moved, let the bots finish, save the replay, check the file with core's readLog and the
 * command line's `pitwall replay`, load it back and step through it to the same standings.
 * Then each game again in French (`?lang=fr`), a shorter race: the moves said by the game's
 * French `describeAction`, the log by its French `describeEvents`, the page's own words in
 * French. A screenshot of each game mid-race, in each language, goes to docs/playground/.
 */
import { existsSync, mkdirSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { isLeft, isRight } from 'fp-ts/lib/Either.js'
import { chromium, type Browser, type Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LOG_VERSION, readLog, type AnyGame, type Lang } from 'pitwall/core'
import { gameOf, type AnyGameModule } from 'pitwall/games'
import { describeRefusal, formuleDe } from 'pitwall/formule-de'
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

// `step 3 / 10` in English, `étape 3 / 10` in French.
const stepOf = async (page: Page): Promise<{ readonly at: number; readonly last: number }> => {
  const text = (await page.getByTestId('timeline-label').textContent()) ?? ''
  const m = /(\d+) \/ (\d+)/.exec(text)
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

// `<game>.png` in English, `<game>.fr.png` in French.
const shoot = async (page: Page, plan: Plan, lang: Lang): Promise<void> => {
  await page.evaluate(() => window.scrollTo(0, 0))
  await page.screenshot({ path: join(SHOTS, `${plan.game.id}${lang === 'en' ? '' : `.${lang}`}.png`) })
}

/** A move of seat 0 as the page said it before Confirm: at which step, in words. */
interface Said {
  readonly step: number
  readonly words: string
}

/** How seat 0 played: moves clicked on the picture, moves clicked in the list, and what the page said of each. */
interface Played {
  readonly clicked: number
  readonly listed: number
  readonly said: ReadonlyArray<Said>
}

// Seat 0's moves, by clicks only: on the picture when it shows a target (then a second click
// or the list settles a choice between moves to the same place), else a button of the list of
// legal moves. Each move waits for Confirm, said in words first: kept to check against the game.
const playSeatZero = async (page: Page, plan: Plan, moves: number, lang: Lang): Promise<Played> => {
  let clicked = 0
  let listed = 0
  const said: Said[] = []
  for (let tries = 0; clicked + listed < moves && tries < 60; tries++) {
    await page.waitForSelector('[data-testid=turn][data-turn=human], [data-testid=turn][data-turn=over]', {
      timeout: 120_000,
    })
    if ((await turnKind(page)) === 'over') break
    // A mid-race picture: seat 0 to move, its targets drawn.
    if (clicked + listed === 2) await shoot(page, plan, lang)
    const before = (await stepOf(page)).last
    // A person's move waits for Confirm: a move is made once it is confirmed.
    const moved = async (): Promise<boolean> => {
      if ((await page.getByTestId('confirm').count()) > 0) {
        said.push({ step: before + 1, words: (await page.getByTestId('staged-action').textContent()) ?? '' })
        await page.getByTestId('confirm').click()
      }
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
  return { clicked, listed, said }
}

// A page of the playground as a browser in English opens it (its address's query added), with the errors it throws.
const openPage = async (query: string): Promise<{ readonly page: Page; readonly errors: string[] }> => {
  const page = await browser.newPage({
    reducedMotion: 'reduce',
    viewport: { width: 1440, height: 900 },
    acceptDownloads: true,
    locale: 'en-US',
  })
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  await page.goto(`file://${PAGE}${query}`)
  return { page, errors }
}

const moduleOf = (plan: Plan): AnyGameModule => {
  const module = gameOf(plan.game.id)
  if (module === undefined) throw new Error(`no module for ${plan.game.id}`)
  return module
}

// The race of a saved log, step by step: the state before each step and the step's events.
const replay = (module: AnyGameModule, file: string) => {
  const read = readLog(module.game, JSON.parse(readFileSync(file, 'utf8')) as unknown)
  if (isLeft(read)) throw new Error(read.left.message)
  const start = module.game.setup(read.right.log.config)
  if (isLeft(start)) throw new Error(start.left.message)
  const states: unknown[] = [start.right]
  const events: Array<ReadonlyArray<unknown>> = []
  for (const { action } of read.right.log.steps) {
    const next = module.game.reduce(states[states.length - 1], action)
    if (isLeft(next)) throw new Error(next.left.message)
    states.push(next.right.state)
    events.push(next.right.events)
  }
  return { steps: read.right.log.steps, states, events }
}

// The saved race against the page's words: each move said before Confirm is the game's
// `describeAction` in the language, and each step of the log, as seat 0 sees it, says the
// game's `describeEvents` of the step in the language (or, when they say nothing, its
// `describeAction`, unless the step is hidden from seat 0).
const checkWords = async (page: Page, plan: Plan, file: string, said: ReadonlyArray<Said>, lang: Lang) => {
  const module = moduleOf(plan)
  const race = replay(module, file)
  expect(said.length).toBeGreaterThan(0)
  for (const { step, words } of said)
    expect(words).toBe(module.describeAction(race.states[step - 1], race.steps[step - 1]?.action, { lang }))
  await page.getByTestId('viewer').selectOption('0')
  const shown = await page.locator('.log-step').evaluateAll((steps) =>
    steps.map((s) => ({
      step: Number(s.getAttribute('data-step')),
      notation: s.querySelector('.log-action')?.textContent ?? '',
      lines: [...s.querySelectorAll('.log-events li')].map((li) => li.textContent ?? ''),
    })),
  )
  let compared = 0
  for (const { step, notation, lines } of shown) {
    const events = race.events[step - 1]
    if (step === 0 || events === undefined || notation === '(hidden)' || notation === '(caché)') continue
    const before = race.states[step - 1]
    const told = module.describeEvents(events, 0, { lang, from: before })
    const expected = told.length > 0 ? told : [module.describeAction(before, race.steps[step - 1]?.action, { lang })]
    expect(lines, `the log's step ${step}`).toEqual(expected)
    compared++
  }
  expect(compared).toBeGreaterThan(0)
  await page.getByTestId('viewer').selectOption('auto')
}

const saveReplay = async (page: Page, name: string): Promise<string> => {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('save-log').click()])
  const file = join(tmpdir(), name)
  await download.saveAs(file)
  return file
}

const setUp = async (page: Page, plan: Plan, form: Readonly<Record<string, string>> = plan.form): Promise<void> => {
  await page.getByTestId(`game-${plan.game.id}`).click()
  for (const [field, value] of Object.entries(form)) {
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
    const page = await browser.newPage({ reducedMotion: 'reduce', locale: 'en-US' })
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
    const page = await browser.newPage({
      reducedMotion: 'reduce',
      viewport: { width: 1440, height: 900 },
      locale: 'en-US',
    })
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
    const page = await browser.newPage({
      reducedMotion: 'reduce',
      viewport: { width: 1440, height: 900 },
      locale: 'en-US',
    })
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
    const page = await browser.newPage({
      reducedMotion: 'reduce',
      viewport: { width: 1280, height: 800 },
      locale: 'en-US',
    })
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
      const { page, errors } = await openPage('')
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

      const played = await playSeatZero(page, plan, plan.moves, 'en')
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
      const file = await saveReplay(page, `pitwall-e2e-${plan.game.id}.json`)
      await checkWords(page, plan, file, played.said, 'en')
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

  it("speaks the language of the address, then the one chosen (kept), then the browser's; English by default", async () => {
    const english = await browser.newPage({
      reducedMotion: 'reduce',
      viewport: { width: 1440, height: 900 },
      locale: 'en-US',
    })
    const errors: string[] = []
    english.on('pageerror', (e) => errors.push(e.message))
    await english.goto(`file://${PAGE}`)
    expect(await english.locator('html').getAttribute('lang')).toBe('en')
    expect(await english.getByTestId('start').textContent()).toBe('Start the race')
    // The switch: every word of the form at once, and the choice kept across a reload.
    await english.getByTestId('lang-fr').click()
    expect(await english.locator('html').getAttribute('lang')).toBe('fr')
    expect(await english.getByTestId('start').textContent()).toBe('Lancer la course')
    expect(await english.getByTestId('new-race').textContent()).toBe('Nouvelle course')
    expect(await english.getByTestId('seat-0').locator('option:checked').textContent()).toBe('Humain (vous)')
    await english.reload()
    expect(await english.getByTestId('start').textContent()).toBe('Lancer la course')
    // The address wins over the choice kept.
    await english.goto(`file://${PAGE}?lang=en`)
    expect(await english.getByTestId('start').textContent()).toBe('Start the race')

    // Mid-race, a move waiting for Confirm is said again in the other language.
    await english.getByTestId('game-formule-de').click()
    await english.getByTestId('board').selectOption('hairpin')
    await english.getByTestId('players').fill('2')
    await english.getByTestId('players').dispatchEvent('change')
    await english.getByTestId('start').click()
    await english.waitForSelector('[data-testid=turn][data-turn=human]', { timeout: 120_000 })
    await english.getByTestId('legal').getByTestId('action').first().click()
    const said = (await english.getByTestId('staged-action').textContent()) ?? ''
    await english.getByTestId('lang-fr').click()
    expect(await english.getByTestId('confirm').textContent()).toBe('Valider')
    expect(await english.getByTestId('staged-action').textContent()).not.toBe(said)
    expect(await english.getByTestId('turn').textContent()).toContain('À vous de jouer')
    await english.getByTestId('lang-en').click()
    expect(await english.getByTestId('staged-action').textContent()).toBe(said)
    expect(errors).toEqual([])
    await english.close()

    // A browser in French opens the page in French.
    const french = await browser.newPage({ reducedMotion: 'reduce', locale: 'fr-FR' })
    await french.goto(`file://${PAGE}`)
    expect(await french.locator('html').getAttribute('lang')).toBe('fr')
    expect(await french.getByTestId('start').textContent()).toBe('Lancer la course')
    await french.close()
  })

  for (const plan of PLANS) {
    it(`${plan.game.name} in French: seat 0 plays by clicks, the moves and the log in the game's French words`, async () => {
      const { page, errors } = await openPage('?lang=fr')
      expect(await page.getByTestId('new-race').textContent()).toBe('Nouvelle course')
      // A shorter race than the English one: the heuristic bot drives seat 1.
      const form = Object.fromEntries(
        Object.entries(plan.form)
          .filter(([field]) => field !== 'iterations')
          .map(([field, value]) => [field, field === 'seat-1' ? 'heuristic' : value]),
      )
      await setUp(page, plan, form)
      const played = await playSeatZero(page, plan, 3, 'fr')
      expect(played.clicked).toBeGreaterThan(0)
      await page.waitForSelector('[data-testid=turn][data-turn=human], [data-testid=turn][data-turn=over]', {
        timeout: 120_000,
      })
      if ((await turnKind(page)) === 'human') {
        expect(await page.getByTestId('turn').textContent()).toContain('À vous de jouer')
        expect(await page.locator('#moves').textContent()).toContain('Coups permis de')
      }
      const file = await saveReplay(page, `pitwall-e2e-${plan.game.id}.fr.json`)
      await checkWords(page, plan, file, played.said, 'fr')
      // Formule Dé words its refusals in French: the rule's code and paragraph stay.
      if (plan.game.id === 'formule-de') {
        expect(await turnKind(page)).toBe('human')
        const module = moduleOf(plan)
        const race = replay(module, file)
        const state = race.states[race.states.length - 1]
        const action = module.parseAction(plan.illegal.text, state)
        const refused = isLeft(action) ? action : module.game.reduce(state, action.right)
        if (!isLeft(refused)) throw new Error(`${plan.illegal.text} is legal here`)
        const french = describeRefusal(refused.left, { lang: 'fr' })
        expect(french).not.toBe(refused.left.message)
        await page.getByTestId('notation').fill(plan.illegal.text)
        await page.getByTestId('play-typed').click()
        expect(await page.getByTestId('refusal').textContent()).toBe(
          `${refused.left.code}: ${french} — ${refused.left.rule}`,
        )
      }
      expect(errors).toEqual([])
      await page.close()
    })
  }
})
