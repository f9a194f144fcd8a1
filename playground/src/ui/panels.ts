/**
 * The panels of a race that only read it: who acts and why, the standings, the log of steps
 * with each step's events as the chosen viewer sees them, and the inspector (state,
 * observation, running order as JSON or lines).
 */
import { isLeft } from 'fp-ts/lib/Either.js'
import { canonicalJson, type RuleViolation, type SeatId, type Standings, type Viewer } from 'pitwall/core'
import type { Frame, Session } from '../session.js'
import { lang, words } from '../words/index.js'
import { h } from './dom.js'
import { icon } from './icons.js'
import { jsonTree } from './json-tree.js'
import { refusal } from './view.js'

/** A seat as people read it: `Car 2 (seat 1)`, `Car 2 (siège 1)`. */
export const seatLabel = (names: ReadonlyArray<string>, seat: SeatId): string => {
  const name = names[seat]
  return name === undefined || name === `seat ${seat}` ? words().seat(seat) : words().namedSeat(name, seat)
}

/** A refusal of the race's game as the page shows it, in the page's language. */
export const refused = <C, S, A, E, O>(session: Session<C, S, A, E, O>, violation: RuleViolation): string =>
  refusal((v, l) => session.kit.describeRefusal(v, l), violation, lang())

// The final standings, a car out with its reason in words.
const standingsTable = (standings: Standings, out: (reason: string) => string): HTMLElement =>
  h(
    'table',
    { class: 'standings', 'data-testid': 'standings' },
    h(
      'thead',
      {},
      h(
        'tr',
        {},
        h('th', {}, '#'),
        h('th', {}, words().competitor),
        h('th', {}, words().measure[standings.measure]),
        h('th', {}, ''),
      ),
    ),
    h(
      'tbody',
      {},
      ...standings.placings.map((p) =>
        h(
          'tr',
          {},
          h('td', {}, p.place),
          h('td', {}, p.competitor),
          h('td', {}, Number.isInteger(p.score) ? p.score : p.score.toFixed(2)),
          h('td', { class: 'muted' }, p.eliminated === undefined ? '' : out(p.eliminated)),
        ),
      ),
    ),
  )

/** Who acts now, at which step of the rules, and why a die is rolled. */
export const turnCard = <C, S, A, E, O>(session: Session<C, S, A, E, O>, names: ReadonlyArray<string>): HTMLElement => {
  const turn = session.turn
  const w = words()
  const step = w.stepOf(session.cursor, session.history.length - 1)
  switch (turn.kind) {
    case 'over': {
      const status = session.status
      return h(
        'div',
        { 'data-testid': 'turn', 'data-turn': 'over' },
        h('div', { class: 'eyebrow' }, step),
        h('h3', {}, icon('flag'), w.raceOver),
        status.kind === 'over'
          ? standingsTable(status.standings, (reason) => session.kit.describeOut(reason, lang()))
          : null,
      )
    }
    case 'invalid':
      return h(
        'div',
        { 'data-testid': 'turn', 'data-turn': 'invalid' },
        h('h3', {}, w.notAState),
        h('p', { class: 'refusal' }, session.kit.describeRefusal(turn.violation, lang())),
      )
    case 'chance': {
      const s = turn.source
      const who = s === null ? w.chanceWho : s.seat === null ? w.theTable : seatLabel(names, s.seat)
      return h(
        'div',
        { 'data-testid': 'turn', 'data-turn': 'chance' },
        h('div', { class: 'eyebrow' }, step),
        h('h3', {}, icon('dice'), `${who}${s === null ? '' : ` · ${s.die}`}`),
        h('p', { class: 'muted' }, s === null ? w.aChanceNode : w.rolledFor(s.reason)),
      )
    }
    case 'seat': {
      const thinking = session.thinking === turn.seat
      return h(
        'div',
        {
          'data-testid': 'turn',
          'data-turn': turn.human ? 'human' : 'bot',
          'data-seat': turn.seat,
          'data-thinking': thinking ? session.thinkingIn : 'no',
        },
        h('div', { class: 'eyebrow' }, step),
        h(
          'h3',
          {},
          h('span', { class: `seat-dot seat-${turn.seat}` }, String(turn.seat)),
          ` ${seatLabel(names, turn.seat)}`,
        ),
        h('p', { class: 'muted' }, `${turn.human ? w.yourMove : w.botToMove} · ${turn.phase}`),
        thinking
          ? h('p', { class: 'thinking' }, w.searching(session.iterations, session.thinkingIn === 'worker'))
          : null,
      )
    }
  }
}

/**
 * A step's notation as `viewer` may read it. The action can tell what the viewer may not
 * know (the card dealt to another seat, a secret choice): in a game with hidden information
 * it is shown only when it is the viewer's own, or when the game redacts nothing of the
 * step's events for that viewer and the choice was not secret. The events tell the rest.
 */
export const shownNotation = <C, S, A, E, O>(
  session: Session<C, S, A, E, O>,
  frame: Frame<S, A, E>,
  viewer: Viewer,
): string => {
  const game = session.kit.game
  if (frame.action === null) return words().start
  if (!game.info.hiddenInformation || frame.actor === null || frame.actor === viewer) return frame.notation
  const redacted = canonicalJson(game.observeEvents(frame.events, viewer)) !== canonicalJson(frame.events)
  return redacted || frame.secret ? words().hidden : frame.notation
}

// How many steps the log shows around the step shown (a long race has thousands).
const LOG_WINDOW = 120

/** The steps up to the one shown, each with its events as `viewer` sees them; a click travels there. */
export const logPanel = <C, S, A, E, O>(
  session: Session<C, S, A, E, O>,
  names: ReadonlyArray<string>,
  viewer: Viewer,
  goto: (i: number) => void,
): HTMLElement => {
  const frames = session.history
  const w = words()
  const from = Math.max(1, session.cursor - LOG_WINDOW)
  const rows: HTMLElement[] = []
  // The start shows once the window reaches it.
  for (let i = session.cursor; i >= (from === 1 ? 0 : from); i--) {
    const f = frames[i]
    if (f === undefined) continue
    const who = f.actor === 'chance' ? w.chanceActor : f.actor === null ? w.start : seatLabel(names, f.actor)
    const before = frames[i - 1]?.state
    const notation = shownNotation(session, f, viewer)
    const said = session.kit.describeEvents(f.events, viewer, lang(), before)
    // A step whose events say nothing (a die of the grid draw) is said by its action, when the viewer may read it.
    const lines =
      said.length > 0 || before === undefined || f.action === null || notation !== f.notation
        ? said
        : [session.kit.describeAction(before, f.action, lang())]
    rows.push(
      h(
        'li',
        {
          class: `log-step${i === session.cursor ? ' current' : ''}`,
          'data-step': i,
          'data-driver': f.driver ?? '',
          ...(f.searchMs === null ? {} : { 'data-search-ms': Math.round(f.searchMs) }),
          onclick: () => goto(i),
        },
        h(
          'div',
          { class: 'log-head' },
          h('span', { class: 'log-index' }, `#${i}`),
          h(
            'span',
            {
              class: 'log-who',
              title: f.driver === null ? '' : w.playedBy(f.driver, f.searchMs === null ? null : f.searchMs / 1000),
            },
            who,
          ),
          h('code', { class: 'log-action' }, notation),
        ),
        lines.length === 0 ? null : h('ul', { class: 'log-events' }, ...lines.map((l) => h('li', {}, l))),
      ),
    )
  }
  if (from > 1) rows.push(h('li', { class: 'muted' }, w.earlierSteps(from - 1)))
  return h('ol', { class: 'log', 'data-testid': 'log' }, ...rows)
}

/** The inspector's tabs. */
export type InspectorTab = 'state' | 'observation' | 'order'

/** The state, the observation of `viewer`, or the running order. */
export const inspector = <C, S, A, E, O>(
  session: Session<C, S, A, E, O>,
  tab: InspectorTab,
  viewer: Viewer,
): HTMLElement => {
  if (tab === 'state') return h('div', { 'data-testid': 'inspect-state' }, jsonTree(session.state))
  if (tab === 'order')
    return h(
      'ol',
      { class: 'order', 'data-testid': 'inspect-order' },
      ...session.kit.runningOrder(session.state, lang()).map((l) => h('li', {}, l)),
    )
  const seen = session.kit.game.observe(session.state, viewer)
  return h(
    'div',
    { 'data-testid': 'inspect-observation' },
    isLeft(seen) ? h('p', { class: 'refusal' }, session.kit.describeRefusal(seen.left, lang())) : jsonTree(seen.right),
  )
}
