/**
 * Online mode, when the page is served by `pitwall serve`: create a table, share its link,
 * take a seat or give it to a bot, play, watch as a spectator, download the log. The page
 * holds no race: it shows the view the server sends this connection (its observation, its
 * events, its legal actions, said in words in the page's language) and sends its actions back. A seat's key stays in this
 * browser's storage, so a reload, or a server restarted on the same tables file, gives the
 * seat back.
 */
import { Client, type Room } from '@colyseus/sdk'
import { seedRng, type GameInfo, type RefusalParams, type RuleViolation, type SeatId, type Viewer } from 'pitwall/core'
import { KITS, kitOf } from './games/index.js'
import { byId, fill, h } from './ui/dom.js'
import { jsonTree } from './ui/json-tree.js'
import { refusal } from './ui/view.js'
import { lang, words } from './words/index.js'

/** What the page keeps of the online view shown: drawn again after a language switch. */
export interface OnlineHandle {
  render(): void
}

/** A game as the server lists it: its info and the bots it offers. */
interface ServerGame extends GameInfo {
  readonly bots: ReadonlyArray<string>
}

type PublicSeat =
  | { readonly kind: 'open' }
  | { readonly kind: 'person'; readonly name: string }
  | { readonly kind: 'bot'; readonly bot: string }

/** What the server sends this connection after each step (pitwall/colyseus's TableView). */
interface View {
  readonly table: string
  readonly game: string
  readonly step: number
  readonly viewer: Viewer
  readonly status:
    | { readonly kind: 'decision'; readonly seat: number; readonly phase: string }
    | { readonly kind: 'simultaneous'; readonly seats: ReadonlyArray<number>; readonly phase: string }
    | { readonly kind: 'chance'; readonly source: { readonly seat: number | null; readonly reason: string } | null }
    | {
        readonly kind: 'over'
        readonly standings: { readonly seats: ReadonlyArray<{ readonly seat: number; readonly place: number }> }
      }
  readonly observation: unknown
  readonly events: ReadonlyArray<unknown>
  readonly legal: ReadonlyArray<unknown>
  readonly seats: ReadonlyArray<PublicSeat>
}

interface Refusal {
  readonly code: string
  readonly message: string
  readonly rule: string
  readonly params?: RefusalParams
}

/** The games the server plays, or null when the page is not served by `pitwall serve`. */
export const serverGames = async (): Promise<ReadonlyArray<ServerGame> | null> => {
  if (!location.protocol.startsWith('http')) return null
  try {
    const response = await fetch('api/games')
    return response.ok ? ((await response.json()) as ReadonlyArray<ServerGame>) : null
  } catch {
    return null
  }
}

const keyName = (table: string): string => `pitwall-seat:${table}`
const say = (text: string, kind: 'refusal' | 'info' = 'info'): void => {
  fill(byId('flash'), text === '' ? null : h('div', { class: kind, 'data-testid': `flash-${kind}` }, text))
}

// A spectator holds no hand: its view is drawn from a state where every hand is sampled.
const NO_SEAT = -1 as SeatId

/**
 * A state that gives this viewer's observation back (the search's determiniser, from a
 * fixed seed): what the page needs to draw the race and write moves in the game's notation.
 * A picture drawn for the viewer is the same whatever the hidden cards sampled (a test of the
 * library checks it), so the page shows exactly what the viewer may see.
 */
const drawnState = (game: string, observation: unknown, viewer: Viewer): unknown => {
  const kit = kitOf(game)
  if (kit === undefined) return null
  return kit.open((k) => {
    try {
      return k.search.determinize(observation as never, viewer === 'spectator' ? NO_SEAT : viewer, seedRng(0))[0]
    } catch {
      return null
    }
  })
}

// An action in the game's notation, else as JSON.
const notation = (game: string, action: unknown, state: unknown): string => {
  const kit = kitOf(game)
  if (kit === undefined || state === null) return JSON.stringify(action)
  return kit.open((k) => {
    try {
      return k.formatAction(action as never, state as never)
    } catch {
      return JSON.stringify(action)
    }
  })
}

// The race as the viewer sees it, with the targets of its legal moves.
const picture = (game: string, state: unknown, viewer: Viewer, mine: boolean): string | null => {
  const kit = kitOf(game)
  if (kit === undefined || state === null) return null
  return kit.open((k) => {
    try {
      return k.renderSvg(state as never, { seat: viewer, highlight: mine, lang: lang() })
    } catch {
      return null
    }
  })
}

const describe = (game: string, events: ReadonlyArray<unknown>, viewer: Viewer): ReadonlyArray<string> => {
  const kit = kitOf(game)
  if (kit === undefined) return events.map((e) => JSON.stringify(e))
  return kit.open((k) => {
    try {
      return k.describeEvents(events as never, viewer, lang())
    } catch {
      return events.map((e) => JSON.stringify(e))
    }
  })
}

// What a legal action does, in words, from the state drawn for the viewer ('' when the game cannot say).
const sayAction = (game: string, action: unknown, state: unknown): string => {
  const kit = kitOf(game)
  if (kit === undefined || state === null) return ''
  return kit.open((k) => {
    try {
      return k.describeAction(state as never, action as never, lang())
    } catch {
      return ''
    }
  })
}

// A refusal from the server, in the page's language where the game words it.
const refusalText = (game: string | null, v: Refusal): string => {
  const kit = game === null ? undefined : kitOf(game)
  const violation: RuleViolation = v
  return kit === undefined
    ? refusal((x) => x.message, violation, lang())
    : kit.open((k) => refusal((x, l) => k.describeRefusal(x, l), violation, lang()))
}

/** The form that creates a table, then opens it. */
export const mountCreate = (games: ReadonlyArray<ServerGame>): OnlineHandle => {
  const root = byId('online')
  const gameSelect = h(
    'select',
    { 'data-testid': 'online-game' },
    ...games.map((g) => h('option', { value: g.id }, g.name)),
  )
  const players = h('input', { type: 'number', 'data-testid': 'online-players', min: 1, max: 10 })
  const board = h('select', { 'data-testid': 'online-board' })
  const preset = h('select', { 'data-testid': 'online-rules' })
  const boardLabel = h('label', {})
  const seats = h('div', { class: 'online-seats' })
  const seatChoice = (seat: number, bots: ReadonlyArray<string>, kind: string) => {
    const choice = h(
      'select',
      { 'data-testid': `online-seat-kind-${seat}` },
      h('option', { value: 'person' }, words().aPerson),
      ...bots.map((bot) => h('option', { value: bot }, words().botNamed(bot))),
    )
    choice.value = kind
    return h('label', {}, `${words().seatCapital(seat)} `, choice)
  }
  const current = (): ServerGame => games.find((g) => g.id === gameSelect.value) ?? (games[0] as ServerGame)
  const refresh = (): void => {
    const game = current()
    const n = Math.min(game.players.max, Math.max(game.players.min, Number(players.value) || game.players.default))
    players.min = String(game.players.min)
    players.max = String(game.players.max)
    players.value = String(n)
    // The kinds chosen so far stay (a language switch draws the seats again).
    const kinds = [...seats.querySelectorAll('select')].map((select) => select.value)
    fill(seats, ...Array.from({ length: n }, (_, seat) => seatChoice(seat, game.bots, kinds[seat] ?? 'person')))
  }
  const choices = (): void => {
    const game = current()
    fill(board, ...game.boards.map((id) => h('option', { value: id }, id)))
    fill(preset, ...game.presets.map((name) => h('option', { value: name }, name)))
    boardLabel.hidden = game.boards.length === 0
  }
  gameSelect.onchange = () => {
    players.value = ''
    choices()
    refresh()
  }
  players.onchange = refresh
  const create = h('button', { class: 'primary', 'data-testid': 'online-create' })
  create.onclick = () =>
    void createTable(current(), { players: Number(players.value), board: board.value, preset: preset.value }, seats)
  // The form's words; its fields keep their values when the language changes.
  const render = (): void => {
    const w = words()
    fill(boardLabel, ` ${w.board} `, board)
    fill(create, w.createTable)
    fill(
      root,
      h(
        'div',
        { class: 'card online-card' },
        h('div', { class: 'card-title' }, w.onlineTitle),
        h('p', {}, w.onlineIntro),
        h('label', {}, `${w.game} `, gameSelect),
        h('label', {}, ` ${w.players} `, players),
        boardLabel,
        h('label', {}, ` ${w.rules} `, preset),
        seats,
        create,
      ),
    )
    refresh()
  }
  choices()
  render()
  return { render }
}

interface RaceChoice {
  readonly players: number
  readonly board: string
  readonly preset: string
}

const createTable = async (game: ServerGame, choice: RaceChoice, seats: HTMLElement): Promise<void> => {
  const kit = KITS.find((k) => k.info.id === game.id)
  if (kit === undefined) return say(words().unknownGame(game.name), 'refusal')
  const config = kit.open((k) =>
    k.config({
      players: choice.players,
      board: choice.board,
      laps: game.laps?.default ?? null,
      preset: choice.preset === '' ? (game.presets[0] ?? '') : choice.preset,
      custom: '',
    }),
  )
  if (config._tag === 'Left') return say(config.left.join('\n'), 'refusal')
  const kinds = [...seats.querySelectorAll('select')].map((select) => select.value)
  const response = await fetch('api/tables', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ game: game.id, config: config.right, seats: kinds }),
  })
  const answer = (await response.json()) as { table?: string } & Partial<Refusal>
  if (answer.table === undefined)
    return say(
      answer.code === undefined
        ? `ERROR: ${answer.message ?? ''}`
        : refusalText(game.id, { code: answer.code, message: answer.message ?? '', rule: answer.rule ?? '' }),
      'refusal',
    )
  location.search = `?table=${encodeURIComponent(answer.table)}`
}

/** The table of `?table=ID`: joins it (with this browser's key for it, if any) and shows its views. */
export const mountTable = (table: string, games: ReadonlyArray<ServerGame>): OnlineHandle => {
  const root = byId('online')
  let room: Room | null = null
  let viewer: Viewer = 'spectator'
  let last: View | null = null
  // Each view's events, kept to be said again in another language.
  const log: Array<{ readonly game: string; readonly events: ReadonlyArray<unknown> }> = []
  const url = `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}`

  const render = (): void => {
    const w = words()
    if (last === null) return fill(root, h('div', { class: 'card' }, w.joining))
    const view = last
    const bots = games.find((g) => g.id === view.game)?.bots ?? []
    const state = drawnState(view.game, view.observation, viewer)
    const svg = picture(view.game, state, viewer, view.legal.length > 0 && viewer !== 'spectator')
    const mine = view.legal.length > 0
    const board = h('div', {
      class: `board zoom-width online-board${mine ? ' clickable' : ''}`,
      'data-testid': 'online-picture',
    })
    if (svg !== null) {
      const drawing = h('div', { class: 'picture' })
      drawing.innerHTML = svg
      board.append(drawing)
      board.onclick = (event) => clickPicture(view, state, event)
    }
    const link = h('input', { readonly: true, value: location.href, 'data-testid': 'online-link', size: 60 })
    const seatRow = (seat: PublicSeat, i: number) => {
      const label = seat.kind === 'open' ? w.open : seat.kind === 'person' ? seat.name : w.botNamed(seat.bot)
      const mine = viewer === i ? ` ${w.you}` : ''
      const actions =
        seat.kind === 'open' && viewer === 'spectator'
          ? [
              h('button', { 'data-testid': `online-sit-${i}`, onclick: () => sit(i) }, w.sitHere),
              ...bots.map((bot) =>
                h(
                  'button',
                  { 'data-testid': `online-bot-${i}-${bot}`, onclick: () => room?.send('bot', { seat: i, bot }) },
                  bot,
                ),
              ),
            ]
          : []
      return h('li', { 'data-testid': `online-seat-${i}` }, `${w.seatIs(i, `${label}${mine}`)} `, ...actions)
    }
    const status =
      view.status.kind === 'over'
        ? w.onlineOver
        : view.status.kind === 'chance'
          ? w.serverDraws
          : view.status.kind === 'decision'
            ? w.seatToPlay(view.status.seat, view.status.phase)
            : w.seatsChoose(view.status.seats.join(', '), view.status.phase)
    fill(
      root,
      h(
        'div',
        { class: 'card online-card' },
        h('div', { class: 'card-title' }, w.tableTitle(view.table, view.game)),
        h('label', {}, `${w.share} `, link),
        h('ul', { class: 'online-seat-list' }, ...view.seats.map(seatRow)),
        h(
          'p',
          { 'data-testid': 'online-status', 'data-step': view.step, 'data-over': view.status.kind === 'over' },
          w.onlineStatus(view.step, status, viewer === 'spectator' ? null : viewer),
        ),
        h(
          'div',
          { class: 'online-actions', 'data-testid': 'online-actions' },
          ...view.legal.map((action, i) =>
            h(
              'button',
              { class: 'action', 'data-testid': `online-action-${i}`, onclick: () => room?.send('act', action) },
              h('span', { class: 'say' }, sayAction(view.game, action, state)),
              h('code', {}, notation(view.game, action, state)),
            ),
          ),
        ),
        view.status.kind === 'over'
          ? h(
              'a',
              {
                class: 'button',
                href: `api/tables/${encodeURIComponent(view.table)}/log`,
                'data-testid': 'online-download',
              },
              w.downloadLog,
            )
          : null,
      ),
      svg === null ? null : board,
      h(
        'div',
        { class: 'card' },
        h('div', { class: 'card-title' }, w.log),
        h(
          'pre',
          { 'data-testid': 'online-log' },
          log
            .flatMap((step) => describe(step.game, step.events, viewer))
            .slice(-200)
            .join('\n'),
        ),
      ),
      h('div', { class: 'card' }, h('div', { class: 'card-title' }, w.whatYouSee), jsonTree(view.observation)),
    )
  }

  // A click on the picture plays the one legal action it points at (the game's own pick).
  const clickPicture = (view: View, state: unknown, event: MouseEvent): void => {
    const kit = kitOf(view.game)
    if (kit === undefined || state === null || !(event.target instanceof Element)) return
    const target = event.target
    const matching = kit.open((k) => {
      const legal = view.legal as never[]
      const pick = k.pick(target, state as never, legal)
      return pick === null ? [] : legal.filter(pick)
    })
    if (matching.length === 1) room?.send('act', matching[0])
    else if (matching.length > 1) say(words().pickBelow(matching.length))
  }

  const sit = (seat: number): void => {
    const name = prompt(words().yourName, '') ?? ''
    room?.send('sit', { seat, name })
  }

  const listen = (joined: Room): void => {
    room = joined
    joined.onMessage('welcome', (welcome: { viewer: Viewer; key?: string }) => {
      viewer = welcome.viewer
      if (welcome.key !== undefined) localStorage.setItem(keyName(table), welcome.key)
      render()
    })
    joined.onMessage('view', (view: View) => {
      log.push({ game: view.game, events: view.events })
      // The log keeps the last steps only: the page says at most 200 lines.
      if (log.length > 400) log.splice(0, log.length - 400)
      last = view
      render()
    })
    joined.onMessage('refused', (refused: Refusal) => say(refusalText(last?.game ?? null, refused), 'refusal'))
    joined.onMessage('log', () => undefined)
    // A server that went away (restarted): join again with the seat's key until it is back.
    joined.onLeave((code: number) => {
      if (code === 4000) return
      say(words().serverGone)
      void join(120)
    })
  }

  const join = async (tries: number): Promise<void> => {
    for (let attempt = 0; attempt < tries; attempt++) {
      try {
        const key = localStorage.getItem(keyName(table))
        listen(await new Client(url).joinOrCreate('table', { table, ...(key === null ? {} : { key }) }))
        say('')
        return
      } catch (error) {
        if (attempt === 0 && tries === 1) return say(words().cannotJoin(table, String(error)), 'refusal')
        await new Promise((resolve) => setTimeout(resolve, 1000))
      }
    }
    say(words().notBack(table), 'refusal')
  }
  render()
  void join(1)
  return { render }
}
