/**
 * A race on the page: the bots' clock, the timeline, the log and the inspector, around the
 * picture (`board.ts`), the controls (`controls.ts`) and the moves (`moves.ts`). Generic
 * over the game: everything game-specific comes from the kit.
 */
import { isLeft } from 'fp-ts/lib/Either.js'
import type { RuleViolation, Viewer } from 'pitwall/core'
import type { Advance, Session } from '../session.js'
import { clickBoard, renderBoard, storedZoom } from './board.js'
import { renderControls } from './controls.js'
import { byId, fill, h } from './dom.js'
import { icon } from './icons.js'
import { renderMoves } from './moves.js'
import { inspector, logPanel, refused, shownNotation, turnCard, type InspectorTab } from './panels.js'
import { button, SPEEDS, storedConfirm, type RaceView } from './view.js'
import { words } from '../words/index.js'

/** What the page keeps of a mounted race. */
export interface RaceHandle {
  /** Stops the clock and forgets the race. */
  destroy(): void
  /** Draws the race again (in the page's language, after a switch). */
  render(): void
  /** The race up to the step shown, as a log file's text. */
  saveLog(): { readonly text: string; readonly name: string } | { readonly error: RuleViolation }
}

const renderTimeline = <C, S, A, E, O>(view: RaceView<C, S, A, E, O>): void => {
  const { session } = view
  const w = words()
  const last = session.history.length - 1
  const range = h('input', {
    type: 'range',
    min: 0,
    max: last,
    value: session.cursor,
    'data-testid': 'timeline',
    oninput: (e: Event) => view.goto(Number((e.target as HTMLInputElement).value)),
  })
  fill(
    byId('timeline'),
    button([icon('first')], 'first', () => view.goto(0), { title: w.toStart }),
    button([icon('back')], 'back', () => view.goto(session.cursor - 1), { title: w.oneBack }),
    range,
    button([icon('forward')], 'forward', () => view.goto(session.cursor + 1), { title: w.oneForward }),
    button([icon('last')], 'last', () => view.goto(last), { title: w.latest }),
    h(
      'span',
      { class: 'timeline-label', 'data-testid': 'timeline-label' },
      w.stepAt(session.cursor, last),
      h('code', {}, shownNotation(session, session.frame, view.viewer())),
    ),
  )
}

const renderInspector = <C, S, A, E, O>(view: RaceView<C, S, A, E, O>): void => {
  const seen = view.viewer()
  const w = words()
  const tabs: ReadonlyArray<readonly [InspectorTab, string]> = [
    ['state', w.stateTab],
    ['observation', w.observationTab(seen === 'spectator' ? w.spectator : w.seat(seen))],
    ['order', w.orderTab],
  ]
  fill(
    byId('tabs'),
    ...tabs.map(([t, label]) =>
      h(
        'button',
        {
          class: t === view.tab ? 'tab selected' : 'tab',
          'data-testid': `tab-${t}`,
          onclick: () => ((view.tab = t), renderInspector(view)),
        },
        label,
      ),
    ),
  )
  fill(byId('tab-body'), inspector(view.session, view.tab, seen))
}

export const mountRace = <C, S, A, E, O>(
  session: Session<C, S, A, E, O>,
  names: ReadonlyArray<string>,
  startPlaying: boolean,
): RaceHandle => {
  let timer: number | undefined
  let destroyed = false

  // What an automatic step did, shown; the clock goes on after a move.
  const settle = (result: Advance): void => {
    if (typeof result === 'object') {
      view.notice = { kind: 'refusal', text: refused(session, result.error) }
      view.playing = false
    } else if (result === 'over') view.playing = false
    view.render()
    if (result === 'moved') view.schedule()
  }

  // One tick of the clock: a bot's move or a seeded roll, until a person (or typed dice) must
  // act, or the search bot thinks (its move comes back through onThought).
  const tick = (): void => {
    timer = undefined
    if (!view.playing || destroyed || session.cursor !== session.history.length - 1) return
    const until = performance.now() + (view.delay === 0 ? 12 : 0)
    let result = session.advance()
    while (result === 'moved' && performance.now() < until) result = session.advance()
    settle(result)
  }

  // Plays an action for whoever acts; a refusal is shown with its rule.
  const submit = (action: A): void => {
    const dropped = session.history.length - 1 - session.cursor
    const done = session.submit(action)
    view.selection = []
    if (isLeft(done)) {
      view.notice = { kind: 'refusal', text: refused(session, done.left) }
      return view.render()
    }
    view.typed = ''
    view.notice = dropped > 0 ? { kind: 'info', text: words().branched(session.cursor - 1, dropped) } : null
    view.render()
    view.schedule()
  }

  const view: RaceView<C, S, A, E, O> = {
    session,
    names,
    playing: startPlaying,
    delay: SPEEDS[1]?.[1] ?? 350,
    viewerChoice: 'auto',
    highlight: true,
    selection: [],
    notice: null,
    filter: '',
    typed: '',
    tab: 'state',
    driversOpen: false,
    zoom: storedZoom(session.kit.game.info.id),
    confirmMoves: storedConfirm(),
    staged: null,
    // The viewer: chosen, or the person to move, or the first person at the table, or a spectator.
    viewer: (): Viewer => {
      if (view.viewerChoice !== 'auto') return view.viewerChoice
      const turn = session.turn
      if (turn.kind === 'seat' && turn.human) return turn.seat
      const person = session.controllers.indexOf('human')
      return person >= 0 ? person : 'spectator'
    },
    // Moves may be made by hand for the seat to act when it is a person's, or when the clock is stopped.
    handMoves: () => {
      const turn = session.turn
      return (turn.kind === 'seat' && turn.human) || turn.kind === 'chance' || !view.playing
    },
    play: (action) => {
      const turn = session.turn
      if (!view.confirmMoves || turn.kind !== 'seat' || !turn.human) return submit(action)
      // A person's move: the rules judge it now, it is played on Confirm.
      const tried = session.kit.game.reduce(session.state, action)
      view.selection = []
      view.notice = isLeft(tried) ? { kind: 'refusal', text: refused(session, tried.left) } : null
      view.staged = isLeft(tried) ? null : action
      view.render()
    },
    confirm: () => {
      const staged = view.staged
      view.staged = null
      if (staged !== null) submit(staged)
    },
    undo: () => {
      view.staged = null
      view.render()
    },
    goto: (index) => {
      view.playing = false
      view.stop()
      view.staged = null
      view.selection = []
      view.notice = null
      session.goto(index)
      view.render()
    },
    stop: () => {
      window.clearTimeout(timer)
      timer = undefined
      session.stopThinking()
    },
    schedule: () => {
      if (!view.playing || destroyed || timer !== undefined) return
      timer = window.setTimeout(tick, view.delay)
    },
    render: () => {
      if (destroyed) return
      renderBoard(view)
      fill(byId('turn'), turnCard(session, names))
      renderControls(view)
      renderMoves(view)
      renderTimeline(view)
      fill(byId('log'), logPanel(session, names, view.viewer(), view.goto))
      renderInspector(view)
    },
  }

  session.onThought = (result) => {
    if (!destroyed) settle(result)
  }
  byId('board').onclick = (event: MouseEvent) => clickBoard(view, event)
  view.render()
  view.schedule()

  return {
    destroy: () => {
      destroyed = true
      view.stop()
      session.onThought = () => undefined
      byId('board').onclick = null
    },
    render: () => {
      // A notice was written in the language before: it goes.
      view.notice = null
      view.render()
    },
    saveLog: () => {
      const log = session.log()
      if (isLeft(log)) return { error: log.left }
      return {
        text: `${JSON.stringify(log.right, null, 2)}\n`,
        name: `pitwall-${session.kit.game.id}-${session.seed}-${session.cursor}.json`,
      }
    },
  }
}
