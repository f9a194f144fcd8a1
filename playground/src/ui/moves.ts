/**
 * The moves of whoever acts: at a chance node, a seeded roll or the outcomes with their
 * probabilities (enter the die you rolled); for a seat, what was picked on the picture and
 * the legal moves in the game's notation; and a box to type a move, in the notation or as
 * JSON. A refusal shows the rule's code, message and reference.
 */
import { isLeft, left, type Either } from 'fp-ts/lib/Either.js'
import { decodeAction, type RuleViolation } from 'pitwall/core'
import type { Kit } from '../games/kit.js'
import { byId, fill, h } from './dom.js'
import { icon } from './icons.js'
import { seatLabel } from './panels.js'
import { button, refusal, type RaceView } from './view.js'

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
    return left({
      code: 'BAD_NOTATION',
      message: `Not JSON: ${error instanceof Error ? error.message : String(error)}`,
      rule: 'pitwall notation',
    })
  }
  return decodeAction(kit.game, json)
}

const actionButton = <C, S, A, E, O>(view: RaceView<C, S, A, E, O>, action: A, probability?: number): HTMLElement =>
  h(
    'button',
    { class: 'action', 'data-testid': 'action', onclick: () => view.play(action) },
    h('code', {}, view.session.kit.formatAction(action, view.session.state)),
    probability === undefined
      ? null
      : h('span', { class: 'odds' }, `${(probability * 100).toFixed(probability < 0.1 ? 1 : 0)}%`),
  )

const chanceMoves = <C, S, A, E, O>(view: RaceView<C, S, A, E, O>): ReadonlyArray<HTMLElement> => {
  const { session } = view
  const roll = (): void => {
    const rolled = session.roll()
    view.notice = isLeft(rolled) ? { kind: 'refusal', text: refusal(rolled.left) } : null
    view.render()
    view.schedule()
  }
  const head = h(
    'div',
    { class: 'row' },
    button([icon('dice'), 'Roll (seeded)'], 'roll', roll, { class: 'primary' }),
    h('span', { class: 'muted' }, 'or enter the die you rolled:'),
  )
  // The outcomes of a draw tell what is left in a pile: in a game with hidden cards they
  // are listed only to the person entering real draws.
  if (session.kit.game.info.hiddenInformation && session.chance !== 'dice')
    return [
      head,
      h(
        'p',
        { class: 'muted' },
        `${session.outcomes.length} possible outcomes, not listed: this game has hidden cards (tick "physical dice" to enter real draws).`,
      ),
    ]
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
  const legal = session.legal
  const format = (a: A): string => session.kit.formatAction(a, session.state)
  const chosen = view.selection.length === 0 ? [] : legal.filter((a) => view.selection.every((p) => p(a)))
  const shown = legal.filter((a) => view.filter === '' || format(a).toLowerCase().includes(view.filter.toLowerCase()))
  const filter = (e: Event): void => {
    view.filter = (e.target as HTMLInputElement).value
    renderMoves(view)
  }
  return [
    ...(chosen.length > 0
      ? [
          h('div', { class: 'field-label' }, 'Picked on the board'),
          h('div', { class: 'actions picked' }, ...chosen.map((a) => actionButton(view, a))),
        ]
      : []),
    h('div', { class: 'field-label' }, `Legal moves of ${seatLabel(view.names, seat)} (${legal.length})`),
    legal.length > 12
      ? h('input', {
          type: 'search',
          placeholder: 'filter…',
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
    shown.length > MAX_LISTED
      ? h('div', { class: 'muted' }, `… ${shown.length - MAX_LISTED} more: filter the list`)
      : null,
  ]
}

const typedMove = <C, S, A, E, O>(view: RaceView<C, S, A, E, O>): HTMLElement => {
  const input = h('input', {
    type: 'text',
    placeholder: 'type a move (notation or JSON)',
    'data-testid': 'notation',
    value: view.typed,
    oninput: () => (view.typed = input.value),
  })
  const submit = (): void => {
    const read = readMove(view.session.kit, input.value, view.session.state)
    if (!isLeft(read)) return view.play(read.right)
    view.notice = { kind: 'refusal', text: refusal(read.left) }
    view.render()
  }
  input.addEventListener('keydown', (e) => e.key === 'Enter' && submit())
  return h('div', { class: 'row typed' }, input, button('Play', 'play-typed', submit))
}

// A person's move waiting for Confirm: what it does, in words, and Confirm or Undo.
const stagedMove = <C, S, A, E, O>(view: RaceView<C, S, A, E, O>, action: A): HTMLElement => {
  const { session } = view
  const tried = session.kit.game.reduce(session.state, action)
  const lines = isLeft(tried) ? [] : session.kit.describeEvents(tried.right.events, view.viewer())
  return h(
    'div',
    { class: 'staged', 'data-testid': 'staged' },
    h('div', { class: 'field-label' }, 'Your move, not played yet'),
    h('code', {}, session.kit.formatAction(action, session.state)),
    h('ul', { class: 'staged-lines' }, ...lines.map((line) => h('li', {}, line))),
    h(
      'div',
      { class: 'row' },
      button('Confirm', 'confirm', view.confirm, { class: 'primary' }),
      button('Undo', 'undo', view.undo),
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
          ? [h('p', { class: 'muted' }, 'The bots are driving. Pause to move for them, or to travel in time.')]
          : []
  const typed = turn.kind === 'seat' || turn.kind === 'chance' ? typedMove(view) : null
  // A bot's move may redraw the page while a person types: the box keeps its text and focus.
  const focused = document.activeElement?.getAttribute('data-testid') === 'notation'
  fill(byId('moves'), notice, ...moves, typed)
  if (focused) byId('moves').querySelector<HTMLInputElement>('[data-testid=notation]')?.focus()
}
