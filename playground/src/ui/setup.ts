/**
 * The setup form: game, board (built-in or pasted in the game's own format), rule preset,
 * laps, players, who drives each seat, and how chance is rolled; a live preview of the
 * starting grid, or the validator's messages.
 */
import { isLeft } from 'fp-ts/lib/Either.js'
import type { AnyKit, SetupChoice } from '../games/kit.js'
import { CONTROLLERS, type Controller } from '../controllers.js'
import type { ChanceMode } from '../session.js'
import { lang, words } from '../words/index.js'
import { byId, fill, h } from './dom.js'

/** What the form hands to the race. */
export interface SetupResult {
  readonly kit: AnyKit
  readonly choice: SetupChoice
  readonly seats: ReadonlyArray<string>
  readonly seed: string
  readonly chance: ChanceMode
  /** Iterations per decision of the search bot. */
  readonly iterations: number
}

/** Who drives a seat, as the seat pickers say it in the page's language (a bot of its own: its label). */
export const controllerLabel = (controller: Controller): string =>
  (words().controller as Readonly<Record<string, string>>)[controller.id] ?? controller.label

/** The search bot's iterations from a form field: a whole number from 1 to 100,000, else `fallback`. */
export const iterationsOf = (text: string, fallback: number): number => {
  const n = Math.trunc(Number(text))
  return Number.isFinite(n) && n >= 1 ? Math.min(n, 100_000) : fallback
}

interface Form {
  kit: AnyKit
  board: string
  custom: string
  preset: string
  laps: number | null
  players: number
  seats: string[]
  seed: string
  chance: ChanceMode
  iterations: number
}

const freshSeed = (): string => `race-${Math.floor(Math.random() * 1e6)}`

// A small search budget: a decision within a second or a few on a laptop (see the README).
const ITERATIONS = 200

const defaultsOf = (kit: AnyKit, seed: string, iterations = ITERATIONS): Form => ({
  kit,
  board: kit.info.boards[0] ?? '',
  custom: '',
  preset: kit.info.presets[0] ?? 'basic',
  laps: kit.info.laps?.default ?? null,
  players: kit.info.players.default,
  seats: Array.from({ length: kit.info.players.default }, (_, i) => (i === 0 ? 'human' : 'heuristic')),
  seed,
  chance: 'seeded',
  iterations,
})

const choiceOf = (f: Form): SetupChoice => ({
  players: f.players,
  board: f.board,
  laps: f.laps,
  preset: f.preset,
  custom: f.custom,
})

const select = (
  testid: string,
  options: ReadonlyArray<readonly [string, string]>,
  value: string,
  change: (v: string) => void,
): HTMLSelectElement => {
  const el = h(
    'select',
    { 'data-testid': testid, onchange: () => change(el.value) },
    ...options.map(([v, label]) => h('option', { value: v, selected: v === value }, label)),
  )
  el.value = value
  return el
}

const field = (label: string, ...control: ReadonlyArray<Node>): HTMLElement =>
  h('label', { class: 'field' }, h('span', { class: 'field-label' }, label), ...control)

/** Mounts the form; `start` is called with the checked choice. */
export const mountSetup = (
  kits: ReadonlyArray<AnyKit>,
  start: (setup: SetupResult) => void,
): { show(kitId?: string): void } => {
  const formEl = byId('setup-form')
  const preview = byId('setup-preview')
  let form = defaultsOf(kits[0] as AnyKit, freshSeed())
  let timer: number | undefined

  // The config the form describes, and the starting grid drawn, or the messages.
  const check = (): { readonly ok: boolean; readonly names: ReadonlyArray<string> } =>
    form.kit.open((kit) => {
      const config = kit.config(choiceOf(form))
      if (isLeft(config)) {
        fill(
          preview,
          h(
            'div',
            { class: 'messages', 'data-testid': 'setup-messages' },
            h('strong', {}, words().doesNotSetUp),
            h('ul', {}, ...config.left.map((m) => h('li', {}, m))),
          ),
        )
        return { ok: false, names: [] }
      }
      const state = kit.game.setup(config.right)
      if (isLeft(state)) return { ok: false, names: [] }
      const picture = h('div', { class: 'preview-svg', 'data-testid': 'setup-preview' })
      picture.innerHTML = kit.renderSvg(state.right, { seat: 'spectator', highlight: false, lang: lang() })
      fill(preview, picture)
      return { ok: true, names: kit.seatNames(config.right) }
    })

  const render = (): void => {
    const { info } = form.kit
    const w = words()
    const result = check()
    const format = form.kit.open((kit) => kit.boardFormat)
    const boards: Array<readonly [string, string]> = form.kit.open((kit) => kit.boards.map((b) => [b, b] as const))
    if (format !== null) boards.push(['custom', w.pasteYourOwn])
    const games = h(
      'div',
      { class: 'game-cards' },
      ...kits.map((k) =>
        h(
          'button',
          {
            class: `game-card${k === form.kit ? ' selected' : ''}`,
            'data-testid': `game-${k.info.id}`,
            onclick: () => show(k.info.id),
          },
          h('strong', {}, k.info.name),
          h('span', {}, w.gameCard(k.info.players.min, k.info.players.max, k.info.measure, k.info.hiddenInformation)),
        ),
      ),
    )
    const custom =
      form.board === 'custom' && format !== null
        ? h(
            'div',
            { class: 'custom-board' },
            h('div', { class: 'field-label' }, format.label[lang()]),
            h('textarea', {
              'data-testid': 'custom-board',
              spellcheck: 'false',
              rows: 14,
              value: form.custom,
              oninput: (e: Event) => {
                form.custom = (e.target as HTMLTextAreaElement).value
                window.clearTimeout(timer)
                timer = window.setTimeout(() => {
                  const ok = check().ok
                  const button = formEl.querySelector<HTMLButtonElement>('[data-testid=start]')
                  if (button !== null) button.disabled = !ok
                }, 250)
              },
            }),
            h('div', { class: 'hint' }, format.help[lang()]),
          )
        : null
    const seats = h(
      'div',
      { class: 'seats' },
      ...form.seats.map((id, seat) =>
        h(
          'div',
          { class: 'seat-row' },
          h('span', { class: `seat-dot seat-${seat}` }, String(seat)),
          h('span', { class: 'seat-name' }, result.names[seat] ?? w.seatCapital(seat)),
          select(
            `seat-${seat}`,
            CONTROLLERS.map((c) => [c.id, controllerLabel(c)] as const),
            id,
            (v) => {
              form.seats[seat] = v
              render()
            },
          ),
        ),
      ),
      h(
        'div',
        { class: 'row' },
        h(
          'button',
          {
            class: 'link',
            'data-testid': 'all-bots',
            onclick: () => ((form.seats = form.seats.map(() => 'heuristic')), render()),
          },
          w.allBots,
        ),
        h(
          'button',
          {
            class: 'link',
            onclick: () => ((form.seats = form.seats.map((_, i) => (i === 0 ? 'human' : 'heuristic'))), render()),
          },
          w.meAgainstBots,
        ),
      ),
    )
    fill(
      formEl,
      h('h2', {}, w.game),
      games,
      h('h2', {}, w.race),
      info.boards.length > 0
        ? field(
            w.board,
            select('board', boards, form.board, (v) => {
              form.board = v
              if (v === 'custom' && form.custom === '')
                form.custom = form.kit.open((kit) => kit.boardFormat?.example(info.boards[0] ?? '') ?? '')
              render()
            }),
          )
        : h('p', { class: 'hint' }, w.noBoard(info.name)),
      custom,
      field(
        w.rules,
        select(
          'preset',
          info.presets.map((p) => [p, p] as const),
          form.preset,
          (v) => ((form.preset = v), render()),
        ),
      ),
      info.laps === null
        ? null
        : field(
            w.laps,
            h('input', {
              type: 'number',
              'data-testid': 'laps',
              min: info.laps.min,
              max: info.laps.max,
              value: form.laps ?? info.laps.default,
              onchange: (e: Event) => ((form.laps = Number((e.target as HTMLInputElement).value)), render()),
            }),
          ),
      field(
        w.players,
        h('input', {
          type: 'number',
          'data-testid': 'players',
          min: info.players.min,
          max: info.players.max,
          value: form.players,
          onchange: (e: Event) => {
            const n = Math.max(
              info.players.min,
              Math.min(
                info.players.max,
                Math.trunc(Number((e.target as HTMLInputElement).value)) || info.players.default,
              ),
            )
            form.players = n
            form.seats = Array.from({ length: n }, (_, i) => form.seats[i] ?? 'heuristic')
            render()
          },
        }),
      ),
      h('h2', {}, w.drivers),
      seats,
      form.seats.includes('mcts')
        ? field(
            w.iterationsPerDecision,
            h('input', {
              type: 'number',
              'data-testid': 'iterations',
              min: 1,
              max: 100000,
              value: form.iterations,
              onchange: (e: Event) =>
                (form.iterations = iterationsOf((e.target as HTMLInputElement).value, form.iterations)),
            }),
          )
        : null,
      h('h2', {}, w.chance),
      field(
        w.dice,
        select(
          'chance',
          [
            ['seeded', w.seededGenerator],
            ['dice', w.physicalDiceTyped],
          ],
          form.chance,
          (v) => ((form.chance = v === 'dice' ? 'dice' : 'seeded'), render()),
        ),
      ),
      field(
        w.seed,
        h('input', {
          type: 'text',
          'data-testid': 'seed',
          value: form.seed,
          onchange: (e: Event) => (form.seed = (e.target as HTMLInputElement).value),
        }),
      ),
      h(
        'button',
        {
          class: 'primary big',
          'data-testid': 'start',
          disabled: !result.ok,
          onclick: () =>
            start({
              kit: form.kit,
              choice: choiceOf(form),
              seats: [...form.seats],
              seed: form.seed,
              chance: form.chance,
              iterations: form.iterations,
            }),
        },
        w.startRace,
      ),
    )
  }

  const show = (kitId?: string): void => {
    const kit = kits.find((k) => k.info.id === kitId)
    if (kit !== undefined && kit !== form.kit) form = defaultsOf(kit, form.seed, form.iterations)
    render()
  }
  return { show }
}
