/**
 * The race's controls: run or pause the bots, one step, the speed, whose view the page
 * shows, the targets, physical dice, and the drivers (take a seat, hand it to a bot, the
 * search bot's budget).
 */
import { CONTROLLERS } from '../controllers.js'
import { byId, fill, h } from './dom.js'
import { icon } from './icons.js'
import { refused, seatLabel } from './panels.js'
import { controllerLabel, iterationsOf } from './setup.js'
import { button, SPEEDS, storeConfirm, type RaceView } from './view.js'
import { words } from '../words/index.js'

const viewerSelect = <C, S, A, E, O>(view: RaceView<C, S, A, E, O>): HTMLElement => {
  const { names } = view
  const w = words()
  const seats: Array<readonly [string, string]> = [
    ['auto', w.autoViewer],
    ['spectator', w.spectatorViewer],
    ...names.map((_, s) => [String(s), seatLabel(names, s)] as const),
  ]
  const onchange = (e: Event): void => {
    const v = (e.target as HTMLSelectElement).value
    view.viewerChoice = v === 'auto' || v === 'spectator' ? v : Number(v)
    view.render()
  }
  return h(
    'select',
    { 'data-testid': 'viewer', onchange },
    ...seats.map(([v, l]) => h('option', { value: v, selected: String(view.viewerChoice) === v }, l)),
  )
}

// Who drives each seat, changeable mid-race, and the search bot's iterations.
const driversPanel = <C, S, A, E, O>(view: RaceView<C, S, A, E, O>): HTMLDetailsElement => {
  const { session, names } = view
  const rethink = (): void => {
    session.stopThinking()
    view.render()
    view.schedule()
  }
  const seatRow = (seat: number): HTMLElement => {
    const onchange = (e: Event): void => {
      const next = [...session.controllers]
      next[seat] = (e.target as HTMLSelectElement).value
      session.controllers = next
      rethink()
    }
    return h(
      'div',
      { class: 'seat-row' },
      h('span', { class: `seat-dot seat-${seat}` }, String(seat)),
      h('span', { class: 'seat-name' }, seatLabel(names, seat)),
      h(
        'select',
        { 'data-testid': `race-seat-${seat}`, onchange },
        ...CONTROLLERS.map((c) =>
          h('option', { value: c.id, selected: session.controllers[seat] === c.id }, controllerLabel(c)),
        ),
      ),
    )
  }
  const iterations = h('input', {
    type: 'number',
    min: 1,
    max: 100000,
    value: session.iterations,
    'data-testid': 'race-iterations',
    onchange: (e: Event) => {
      session.iterations = iterationsOf((e.target as HTMLInputElement).value, session.iterations)
      rethink()
    },
  })
  const drivers = h(
    'details',
    { class: 'drivers', 'data-testid': 'drivers' },
    h('summary', {}, words().driversPanel),
    ...names.map((_, seat) => seatRow(seat)),
    h('label', { class: 'inline' }, `${words().iterationsPerDecision} `, iterations),
  )
  drivers.open = view.driversOpen
  drivers.addEventListener('toggle', () => (view.driversOpen = drivers.open))
  return drivers
}

const runButtons = <C, S, A, E, O>(view: RaceView<C, S, A, E, O>): ReadonlyArray<HTMLElement> => {
  const { session } = view
  const w = words()
  const run = (): void => {
    view.playing = !view.playing
    if (view.playing) session.goto(session.history.length - 1)
    view.stop()
    view.render()
    view.schedule()
  }
  const step = (): void => {
    view.playing = false
    view.stop()
    const result = session.advance()
    view.notice =
      typeof result === 'object'
        ? { kind: 'refusal', text: refused(session, result.error) }
        : result === 'human'
          ? { kind: 'info', text: w.personToMove }
          : result === 'thinking'
            ? { kind: 'info', text: w.searchThinking }
            : null
    view.render()
  }
  const speed = h(
    'select',
    { 'data-testid': 'speed', onchange: (e: Event) => (view.delay = Number((e.target as HTMLSelectElement).value)) },
    ...SPEEDS.map(([l, d], i) => h('option', { value: d, selected: d === view.delay }, w.speeds[i] ?? l)),
  )
  return [
    button(view.playing ? [icon('pause'), w.pause] : [icon('play'), w.runBots], 'play', run, { class: 'primary' }),
    button([icon('step'), w.step], 'step', step),
    h('label', { class: 'inline' }, `${w.speed} `, speed),
  ]
}

export const renderControls = <C, S, A, E, O>(view: RaceView<C, S, A, E, O>): void => {
  const { session } = view
  const w = words()
  const toggle = (label: string, testid: string, checked: boolean, change: () => void): HTMLElement =>
    h(
      'label',
      { class: 'inline' },
      h('input', { type: 'checkbox', 'data-testid': testid, checked, onchange: change }),
      ` ${label}`,
    )
  fill(
    byId('controls'),
    h('div', { class: 'row' }, ...runButtons(view)),
    h(
      'div',
      { class: 'row' },
      h('label', { class: 'inline' }, `${w.viewAs} `, viewerSelect(view)),
      toggle(w.targets, 'highlight', view.highlight, () => ((view.highlight = !view.highlight), view.render())),
      toggle(w.confirmMoves, 'confirm-moves', view.confirmMoves, () => {
        view.confirmMoves = !view.confirmMoves
        storeConfirm(view.confirmMoves)
        if (!view.confirmMoves && view.staged !== null) return view.confirm()
        view.render()
      }),
      toggle(w.physicalDice, 'dice-mode', session.chance === 'dice', () => {
        session.chance = session.chance === 'dice' ? 'seeded' : 'dice'
        view.render()
        view.schedule()
      }),
    ),
    driversPanel(view),
  )
}
