/**
 * A race on the page: the picture (legal targets clickable), the bots' clock, the moves of
 * the seat to act (picked on the picture, from the list, or typed in the game's notation;
 * the rules' refusals shown with their reference), chance rolled or typed in, the timeline
 * and the log. Generic over the game: everything game-specific comes from the kit.
 */
import { isLeft } from 'fp-ts/lib/Either.js'
import type { RuleViolation, Viewer } from 'pitwall/core'
import type { Pick, Zoom } from '../games/kit.js'
import { CONTROLLERS } from '../controllers.js'
import type { Advance, Session } from '../session.js'
import { byId, fill, h } from './dom.js'
import { icon } from './icons.js'
import { inspector, logPanel, seatLabel, shownNotation, turnCard, type InspectorTab } from './panels.js'
import { iterationsOf } from './setup.js'

/** What the page keeps of a mounted race. */
export interface RaceHandle {
  /** Stops the clock and forgets the race. */
  destroy(): void
  /** The race up to the step shown, as a log file's text. */
  saveLog(): { readonly text: string; readonly name: string } | { readonly error: RuleViolation }
}

// Delay between two automatic steps, by speed.
const SPEEDS: ReadonlyArray<readonly [string, number]> = [
  ['slow', 900],
  ['normal', 350],
  ['fast', 90],
  ['fastest', 0],
]

const MAX_LISTED = 400

export const mountRace = <C, S, A, E, O>(session: Session<C, S, A, E, O>, names: ReadonlyArray<string>, startPlaying: boolean): RaceHandle => {
  const kit = session.kit
  const board = byId('board')
  let playing = startPlaying
  let delay = SPEEDS[1]?.[1] ?? 350
  let timer: number | undefined
  let viewerChoice: 'auto' | Viewer = 'auto'
  let highlight = true
  let selection: ReadonlyArray<Pick<A>> = []
  let notice: { readonly kind: 'refusal' | 'info'; readonly text: string } | null = null
  let filter = ''
  let tab: InspectorTab = 'state'
  let destroyed = false
  let driversOpen = false
  let zoom: Zoom | null = null

  const humanSeats = (): ReadonlyArray<number> => session.controllers.flatMap((c, seat) => (c === 'human' ? [seat] : []))

  // The viewer: chosen, or the person to move, or the first person at the table, or a spectator.
  const viewer = (): Viewer => {
    if (viewerChoice !== 'auto') return viewerChoice
    const turn = session.turn
    if (turn.kind === 'seat' && turn.human) return turn.seat
    return humanSeats()[0] ?? 'spectator'
  }

  // Moves may be made by hand for the seat to act when it is a person's, or when the clock is stopped.
  const handMoves = (): boolean => {
    const turn = session.turn
    return (turn.kind === 'seat' && turn.human) || turn.kind === 'chance' || !playing
  }

  const refusal = (v: RuleViolation): string => `${v.code}: ${v.message}${v.rule === '' ? '' : ` — ${v.rule}`}`

  const play = (action: A): void => {
    const dropped = session.history.length - 1 - session.cursor
    const done = session.submit(action)
    selection = []
    if (isLeft(done)) notice = { kind: 'refusal', text: refusal(done.left) }
    else notice = dropped > 0 ? { kind: 'info', text: `Branched at step ${session.cursor - 1}: ${dropped} later step${dropped > 1 ? 's' : ''} dropped.` } : null
    render()
    schedule()
  }

  // Stops the clock, and the search under way (its move is no longer wanted).
  const stop = (): void => {
    window.clearTimeout(timer)
    timer = undefined
    session.stopThinking()
  }

  // What an automatic step did, shown; the clock goes on after a move.
  const settle = (result: Advance): void => {
    if (typeof result === 'object') {
      notice = { kind: 'refusal', text: refusal(result.error) }
      playing = false
    } else if (result === 'over') playing = false
    render()
    if (result === 'moved') schedule()
  }

  // One tick of the clock: a bot's move or a seeded roll, until a person (or typed dice) must
  // act, or the search bot thinks (its move comes back through onThought).
  const tick = (): void => {
    timer = undefined
    if (!playing || destroyed) return
    if (session.cursor !== session.history.length - 1) return
    const budget = delay === 0 ? 12 : 0
    const until = performance.now() + budget
    let result = session.advance()
    while (result === 'moved' && performance.now() < until) result = session.advance()
    settle(result)
  }
  session.onThought = (result) => {
    if (!destroyed) settle(result)
  }

  const schedule = (): void => {
    if (!playing || destroyed || timer !== undefined) return
    timer = window.setTimeout(tick, delay)
  }

  const goto = (i: number): void => {
    playing = false
    stop()
    selection = []
    notice = null
    session.goto(i)
    render()
  }

  // A click on the picture: narrow the legal actions to what it points at; one left is played.
  board.onclick = (event: MouseEvent) => {
    if (!handMoves() || !(event.target instanceof Element)) return
    const legal = session.legal
    const pick = kit.pick(event.target, session.state, legal)
    if (pick === null) return
    let picks = [...selection, pick]
    let matching = legal.filter((a) => picks.every((p) => p(a)))
    if (matching.length === 0) {
      picks = [pick]
      matching = legal.filter(pick)
    }
    if (matching.length === 1 && matching[0] !== undefined) return play(matching[0])
    selection = matching.length === 0 ? [] : picks
    notice = { kind: 'info', text: matching.length === 0 ? 'Nothing legal there.' : `${matching.length} moves match: pick one below, or click again on the picture.` }
    render()
  }

  // Zoom: the whole picture in the window, its full width (scrolling down), or twice its size
  // scrolled to the targets (small grids). Each game says which suits its picture first.
  const renderBoard = (): void => {
    const turn = session.turn
    const seen = viewer()
    const human = turn.kind === 'seat' && handMoves()
    const picture = h('div', { class: 'picture' })
    picture.innerHTML = kit.renderSvg(session.state, { seat: seen, highlight: highlight && human })
    const mode = zoom ?? kit.zoom
    const svg = picture.querySelector('svg')
    if (mode === 'double' && svg !== null) svg.setAttribute('style', `width: ${2 * Number(svg.getAttribute('width'))}px; height: auto`)
    const bar = h(
      'div',
      { class: 'board-bar' },
      ...(['fit', 'width', 'double'] as const).map((z) =>
        h('button', { class: z === mode ? 'selected' : '', 'data-testid': `zoom-${z}`, onclick: () => ((zoom = z), renderBoard()) }, z === 'fit' ? 'Fit' : z === 'width' ? 'Width' : '200%'),
      ),
    )
    const scroll = { left: board.scrollLeft, top: board.scrollTop }
    fill(board, bar, picture)
    board.className = `board zoom-${mode}${human ? ' clickable' : ''}`
    if (mode === 'fit') return
    board.scrollLeft = scroll.left
    board.scrollTop = scroll.top
    // Keep the targets (or the car to play) in sight.
    const focus = picture.querySelector('[data-target], [data-reach], [data-pion]')
    if (focus !== null && human) focus.scrollIntoView({ block: 'nearest', inline: 'nearest' })
  }

  const button = (label: string | ReadonlyArray<Node | string>, testid: string, action: () => void, extra: Record<string, string | boolean> = {}): HTMLButtonElement =>
    h('button', { 'data-testid': testid, onclick: action, ...extra }, ...(typeof label === 'string' ? [label] : label))

  const renderControls = (): void => {
    const seats: Array<readonly [string, string]> = [['auto', 'Auto (the seat to play)'], ['spectator', 'Spectator'], ...names.map((_, s) => [String(s), seatLabel(names, s)] as const)]
    const view = h('select', {
      'data-testid': 'viewer',
      onchange: (e: Event) => {
        const v = (e.target as HTMLSelectElement).value
        viewerChoice = v === 'auto' || v === 'spectator' ? v : Number(v)
        render()
      },
    }, ...seats.map(([v, l]) => h('option', { value: v, selected: String(viewerChoice) === v }, l)))
    const speed = h('select', {
      'data-testid': 'speed',
      onchange: (e: Event) => {
        delay = Number((e.target as HTMLSelectElement).value)
      },
    }, ...SPEEDS.map(([l, d]) => h('option', { value: d, selected: d === delay }, l)))
    const drivers = h(
      'details',
      { class: 'drivers', 'data-testid': 'drivers' },
      h('summary', {}, 'Drivers: take a seat or hand it to a bot'),
      ...names.map((_, seat) =>
        h(
          'div',
          { class: 'seat-row' },
          h('span', { class: `seat-dot seat-${seat}` }, String(seat)),
          h('span', { class: 'seat-name' }, seatLabel(names, seat)),
          h(
            'select',
            {
              'data-testid': `race-seat-${seat}`,
              onchange: (e: Event) => {
                const next = [...session.controllers]
                next[seat] = (e.target as HTMLSelectElement).value
                session.stopThinking()
                session.controllers = next
                render()
                schedule()
              },
            },
            ...CONTROLLERS.map((c) => h('option', { value: c.id, selected: session.controllers[seat] === c.id }, c.label)),
          ),
        ),
      ),
    )
    drivers.append(
      h('label', { class: 'inline' }, 'MCTS iterations per decision ', h('input', {
        type: 'number',
        min: 1,
        max: 100000,
        value: session.iterations,
        'data-testid': 'race-iterations',
        onchange: (e: Event) => {
          session.iterations = iterationsOf((e.target as HTMLInputElement).value, session.iterations)
          session.stopThinking()
          render()
          schedule()
        },
      })),
    )
    drivers.open = driversOpen
    drivers.addEventListener('toggle', () => (driversOpen = drivers.open))
    fill(
      byId('controls'),
      h(
        'div',
        { class: 'row' },
        button(playing ? [icon('pause'), 'Pause'] : [icon('play'), 'Run bots'], 'play', () => {
          playing = !playing
          if (playing) session.goto(session.history.length - 1)
          stop()
          render()
          schedule()
        }, { class: 'primary' }),
        button([icon('step'), 'Step'], 'step', () => {
          playing = false
          stop()
          const result = session.advance()
          notice =
            typeof result === 'object'
              ? { kind: 'refusal', text: refusal(result.error) }
              : result === 'human'
                ? { kind: 'info', text: 'A person is to move.' }
                : result === 'thinking'
                  ? { kind: 'info', text: 'The search bot is thinking: its move comes when it is done.' }
                  : null
          render()
        }),
        h('label', { class: 'inline' }, 'Speed ', speed),
      ),
      h(
        'div',
        { class: 'row' },
        h('label', { class: 'inline' }, 'View as ', view),
        h('label', { class: 'inline' }, h('input', { type: 'checkbox', 'data-testid': 'highlight', checked: highlight, onchange: () => ((highlight = !highlight), render()) }), ' targets'),
        h('label', { class: 'inline' }, h('input', {
          type: 'checkbox',
          'data-testid': 'dice-mode',
          checked: session.chance === 'dice',
          onchange: () => {
            session.chance = session.chance === 'dice' ? 'seeded' : 'dice'
            render()
            schedule()
          },
        }), ' physical dice'),
      ),
      drivers,
    )
  }

  const actionButton = (action: A, probability?: number): HTMLElement =>
    h(
      'button',
      { class: 'action', 'data-testid': 'action', onclick: () => play(action) },
      h('code', {}, kit.formatAction(action, session.state)),
      probability === undefined ? null : h('span', { class: 'odds' }, `${(probability * 100).toFixed(probability < 0.1 ? 1 : 0)}%`),
    )

  const renderMoves = (): void => {
    const turn = session.turn
    const el = byId('moves')
    const parts: Array<HTMLElement | null> = []
    if (notice !== null) parts.push(h('div', { class: notice.kind, 'data-testid': notice.kind }, notice.text))
    if (turn.kind === 'chance') {
      parts.push(h('div', { class: 'row' }, button([icon('dice'), 'Roll (seeded)'], 'roll', () => {
        const rolled = session.roll()
        notice = isLeft(rolled) ? { kind: 'refusal', text: refusal(rolled.left) } : null
        render()
        schedule()
      }, { class: 'primary' }), h('span', { class: 'muted' }, 'or enter the die you rolled:')))
      // The outcomes of a draw tell what is left in a pile: in a game with hidden cards they
      // are listed only to the person entering real draws.
      if (kit.game.info.hiddenInformation && session.chance !== 'dice')
        parts.push(h('p', { class: 'muted' }, `${session.outcomes.length} possible outcomes, not listed: this game has hidden cards (tick "physical dice" to enter real draws).`))
      else parts.push(h('div', { class: 'actions', 'data-testid': 'outcomes' }, ...session.outcomes.slice(0, MAX_LISTED).map((o) => actionButton(o.action, o.probability))))
    } else if (turn.kind === 'seat' && handMoves()) {
      const legal = session.legal
      const chosen = selection.length === 0 ? [] : legal.filter((a) => selection.every((p) => p(a)))
      if (chosen.length > 0) parts.push(h('div', { class: 'field-label' }, 'Picked on the board'), h('div', { class: 'actions picked' }, ...chosen.map((a) => actionButton(a))))
      const shown = legal.filter((a) => filter === '' || kit.formatAction(a, session.state).toLowerCase().includes(filter.toLowerCase()))
      parts.push(
        h('div', { class: 'field-label' }, `Legal moves of ${seatLabel(names, turn.seat)} (${legal.length})`),
        legal.length > 12 ? h('input', { type: 'search', placeholder: 'filter…', value: filter, 'data-testid': 'filter', oninput: (e: Event) => ((filter = (e.target as HTMLInputElement).value), renderMoves()) }) : null,
        h('div', { class: 'actions', 'data-testid': 'legal' }, ...shown.slice(0, MAX_LISTED).map((a) => actionButton(a))),
        shown.length > MAX_LISTED ? h('div', { class: 'muted' }, `… ${shown.length - MAX_LISTED} more: filter the list`) : null,
      )
    } else if (turn.kind === 'seat') parts.push(h('p', { class: 'muted' }, 'The bots are driving. Pause to move for them, or to travel in time.'))
    if (turn.kind === 'seat' || turn.kind === 'chance') {
      const input = h('input', { type: 'text', placeholder: 'type a move (notation or JSON)', 'data-testid': 'notation' })
      const submit = (): void => {
        const parsed = kit.parseAction(input.value, session.state)
        if (isLeft(parsed)) {
          notice = { kind: 'refusal', text: refusal(parsed.left) }
          render()
        } else play(parsed.right)
      }
      input.addEventListener('keydown', (e) => e.key === 'Enter' && submit())
      parts.push(h('div', { class: 'row typed' }, input, button('Play', 'play-typed', submit)))
    }
    fill(el, ...parts)
  }

  const renderTimeline = (): void => {
    const last = session.history.length - 1
    const range = h('input', { type: 'range', min: 0, max: last, value: session.cursor, 'data-testid': 'timeline', oninput: (e: Event) => goto(Number((e.target as HTMLInputElement).value)) })
    const frame = session.frame
    fill(
      byId('timeline'),
      button([icon('first')], 'first', () => goto(0), { title: 'start' }),
      button([icon('back')], 'back', () => goto(session.cursor - 1), { title: 'one step back' }),
      range,
      button([icon('forward')], 'forward', () => goto(session.cursor + 1), { title: 'one step forward' }),
      button([icon('last')], 'last', () => goto(last), { title: 'latest step' }),
      h('span', { class: 'timeline-label', 'data-testid': 'timeline-label' }, `step ${session.cursor} / ${last}`, h('code', {}, shownNotation(session, frame, viewer()))),
    )
  }

  const renderInspector = (): void => {
    const tabs: ReadonlyArray<readonly [InspectorTab, string]> = [['state', 'State (everything)'], ['observation', `Observation (${viewer() === 'spectator' ? 'spectator' : `seat ${viewer()}`})`], ['order', 'Running order']]
    fill(byId('tabs'), ...tabs.map(([t, label]) => h('button', { class: t === tab ? 'tab selected' : 'tab', 'data-testid': `tab-${t}`, onclick: () => ((tab = t), renderInspector()) }, label)))
    fill(byId('tab-body'), inspector(session, tab, viewer()))
  }

  const render = (): void => {
    if (destroyed) return
    renderBoard()
    fill(byId('turn'), turnCard(session, names))
    renderControls()
    renderMoves()
    renderTimeline()
    fill(byId('log'), logPanel(session, names, viewer(), goto))
    renderInspector()
  }

  render()
  schedule()

  return {
    destroy: () => {
      destroyed = true
      stop()
      session.onThought = () => undefined
      board.onclick = null
    },
    saveLog: () => {
      const log = session.log()
      if (isLeft(log)) return { error: log.left }
      return { text: `${JSON.stringify(log.right, null, 2)}\n`, name: `pitwall-${kit.game.id}-${session.seed}-${session.cursor}.json` }
    },
  }
}
