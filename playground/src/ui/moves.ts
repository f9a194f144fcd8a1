/**
 * The moves of whoever acts: at a chance node, a seeded roll or the outcomes with their
 * probabilities (enter the die you rolled); for a seat, what was picked on the picture and
 * the legal moves, each said in words (the game's `describeAction`) with its notation beside;
 * and a box to type a move, in the notation or as JSON. A refusal shows the rule's code,
 * message and reference.
 */
import { isLeft, left, type Either } from 'fp-ts/lib/Either.js'
import { decodeAction, type RuleViolation } from 'pitwall/core'
import type { Kit } from '../games/kit.js'
import { byId, fill, h } from './dom.js'
import { icon } from './icons.js'
import { refused, seatLabel } from './panels.js'
import { button, type RaceView } from './view.js'
import { lang, words } from '../words/index.js'

const MAX_LISTED = 400

/**
 * A typed move: JSON is decoded exactly by core (its legality is then the rules' to judge, so
 * an illegal move gets the rule's own refusal), anything else is the game's notation.
 */
export const readMove = <C, S, A, E, O>(kit: Kit<C, S, A, E, O>, text: string, state: S): Either<RuleViolation, A> => {
  if (!text.trim().startsWith('{')) return kit.parseAction(text, state)
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error)
    // The text and the parser's reason as facts: a game that words its refusals says it in French too.
    return left({ code: 'BAD_NOTATION', message: `Not JSON: ${why}`, rule: 'pitwall notation', params: { text, why } })
  }
  return decodeAction(kit.game, json)
}

// A move as a button: what it does in words, its notation beside.
const actionButton = <C, S, A, E, O>(view: RaceView<C, S, A, E, O>, action: A, probability?: number): HTMLElement =>
  h(
    'button',
    { class: 'action', 'data-testid': 'action', onclick: () => view.play(action) },
    h('span', { class: 'say' }, view.session.kit.describeAction(view.session.state, action, lang())),
    h('code', {}, view.session.kit.formatAction(action, view.session.state)),
    probability === undefined
      ? null
      : h('span', { class: 'odds' }, `${(probability * 100).toFixed(probability < 0.1 ? 1 : 0)}%`),
  )

const chanceMoves = <C, S, A, E, O>(view: RaceView<C, S, A, E, O>): ReadonlyArray<HTMLElement> => {
  const { session } = view
  const w = words()
  const roll = (): void => {
    const rolled = session.roll()
    view.notice = isLeft(rolled) ? { kind: 'refusal', text: refused(session, rolled.left) } : null
    view.render()
    view.schedule()
  }
  const head = h(
    'div',
    { class: 'row' },
    button([icon('dice'), w.rollSeeded], 'roll', roll, { class: 'primary' }),
    h('span', { class: 'muted' }, w.orEnterDie),
  )
  // The outcomes of a draw tell what is left in a pile: in a game with hidden cards they
  // are listed only to the person entering real draws.
  if (session.kit.game.info.hiddenInformation && session.chance !== 'dice')
    return [head, h('p', { class: 'muted' }, w.outcomesNotListed(session.outcomes.length))]
  return [
    head,
    h(
      'div',
      { class: 'actions', 'data-testid': 'outcomes' },
      ...session.outcomes.slice(0, MAX_LISTED).map((o) => actionButton(view, o.action, o.probability)),
    ),
  ]
}

const seatMoves = <C, S, A, E, O>(view: RaceView<C, S, A, E, O>, seat: number): ReadonlyArray<HTMLElement | null> => {
  const { session } = view
  const w = words()
  const legal = session.legal
  // The filter reads the notation and the words.
  const text = (a: A): string =>
    `${session.kit.formatAction(a, session.state)} ${session.kit.describeAction(session.state, a, lang())}`.toLowerCase()
  const chosen = view.selection.length === 0 ? [] : legal.filter((a) => view.selection.every((p) => p(a)))
  const shown = legal.filter((a) => view.filter === '' || text(a).includes(view.filter.toLowerCase()))
  const filter = (e: Event): void => {
    view.filter = (e.target as HTMLInputElement).value
    renderMoves(view)
  }
  return [
    ...(chosen.length > 0
      ? [
          h('div', { class: 'field-label' }, w.pickedOnBoard),
          h('div', { class: 'actions picked' }, ...chosen.map((a) => actionButton(view, a))),
        ]
      : []),
    h('div', { class: 'field-label' }, w.legalMoves(seatLabel(view.names, seat), legal.length)),
    legal.length > 12
      ? h('input', {
          type: 'search',
          placeholder: w.filter,
          value: view.filter,
          'data-testid': 'filter',
          oninput: filter,
        })
      : null,
    h(
      'div',
      { class: 'actions', 'data-testid': 'legal' },
      ...shown.slice(0, MAX_LISTED).map((a) => actionButton(view, a)),
    ),
    shown.length > MAX_LISTED ? h('div', { class: 'muted' }, w.moreMoves(shown.length - MAX_LISTED)) : null,
  ]
}

const typedMove = <C, S, A, E, O>(view: RaceView<C, S, A, E, O>): HTMLElement => {
  const input = h('input', {
    type: 'text',
    placeholder: words().typeMove,
    'data-testid': 'notation',
    value: view.typed,
    oninput: () => (view.typed = input.value),
  })
  const submit = (): void => {
    const read = readMove(view.session.kit, input.value, view.session.state)
    if (!isLeft(read)) return view.play(read.right)
    view.notice = { kind: 'refusal', text: refused(view.session, read.left) }
    view.render()
  }
  input.addEventListener('keydown', (e) => e.key === 'Enter' && submit())
  return h('div', { class: 'row typed' }, input, button(words().play, 'play-typed', submit))
}

// A person's move waiting for Confirm: what it does, in words, and Confirm or Undo.
const stagedMove = <C, S, A, E, O>(view: RaceView<C, S, A, E, O>, action: A): HTMLElement => {
  const { session } = view
  const w = words()
  const tried = session.kit.game.reduce(session.state, action)
  const lines = isLeft(tried)
    ? []
    : session.kit.describeEvents(tried.right.events, view.viewer(), lang(), session.state)
  return h(
    'div',
    { class: 'staged', 'data-testid': 'staged' },
    h('div', { class: 'field-label' }, w.notPlayedYet),
    h(
      'div',
      { class: 'staged-action' },
      h(
        'span',
        { class: 'say', 'data-testid': 'staged-action' },
        session.kit.describeAction(session.state, action, lang()),
      ),
      h('code', {}, session.kit.formatAction(action, session.state)),
    ),
    h('ul', { class: 'staged-lines' }, ...lines.map((line) => h('li', {}, line))),
    h(
      'div',
      { class: 'row' },
      button(w.confirm, 'confirm', view.confirm, { class: 'primary' }),
      button(w.undo, 'undo', view.undo),
    ),
  )
}

export const renderMoves = <C, S, A, E, O>(view: RaceView<C, S, A, E, O>): void => {
  const turn = view.session.turn
  if (view.staged !== null) return fill(byId('moves'), stagedMove(view, view.staged))
  const notice =
    view.notice === null
      ? null
      : h('div', { class: view.notice.kind, 'data-testid': view.notice.kind }, view.notice.text)
  const moves =
    turn.kind === 'chance'
      ? chanceMoves(view)
      : turn.kind === 'seat' && view.handMoves()
        ? seatMoves(view, turn.seat)
        : turn.kind === 'seat'
          ? [h('p', { class: 'muted' }, words().botsDriving)]
          : []
  const typed = turn.kind === 'seat' || turn.kind === 'chance' ? typedMove(view) : null
  // A bot's move may redraw the page while a person types: the box keeps its text and focus.
  const focused = document.activeElement?.getAttribute('data-testid') === 'notation'
  fill(byId('moves'), notice, ...moves, typed)
  if (focused) byId('moves').querySelector<HTMLInputElement>('[data-testid=notation]')?.focus()
}
