/**
 * The picture of the race: drawn by the game's `renderSvg` as the viewer sees it, with the
 * legal targets of the seat to act when a person may move; a click narrows the legal
 * actions to what it points at (the kit's `pick`) and plays the one left.
 */
import { byId, fill, h } from './dom.js'
import type { RaceView } from './view.js'

/** A click on the picture: narrow the legal actions to what it points at; one left is played. */
export const clickBoard = <C, S, A, E, O>(view: RaceView<C, S, A, E, O>, event: MouseEvent): void => {
  const { session } = view
  if (!view.handMoves() || !(event.target instanceof Element)) return
  const legal = session.legal
  const pick = session.kit.pick(event.target, session.state, legal)
  if (pick === null) return
  let picks = [...view.selection, pick]
  let matching = legal.filter((a) => picks.every((p) => p(a)))
  if (matching.length === 0) {
    picks = [pick]
    matching = legal.filter(pick)
  }
  if (matching.length === 1 && matching[0] !== undefined) return view.play(matching[0])
  view.selection = matching.length === 0 ? [] : picks
  view.notice = {
    kind: 'info',
    text:
      matching.length === 0
        ? 'Nothing legal there.'
        : `${matching.length} moves match: pick one below, or click again on the picture.`,
  }
  view.render()
}

/**
 * Zoom: the whole picture in the window, its full width (scrolling down), or twice its size
 * scrolled to the targets (small grids). Each game says which suits its picture first.
 */
export const renderBoard = <C, S, A, E, O>(view: RaceView<C, S, A, E, O>): void => {
  const { session } = view
  const board = byId('board')
  const turn = session.turn
  const human = turn.kind === 'seat' && view.handMoves()
  const picture = h('div', { class: 'picture' })
  picture.innerHTML = session.kit.renderSvg(session.state, { seat: view.viewer(), highlight: view.highlight && human })
  const mode = view.zoom ?? session.kit.zoom
  const svg = picture.querySelector('svg')
  if (mode === 'double' && svg !== null)
    svg.setAttribute('style', `width: ${2 * Number(svg.getAttribute('width'))}px; height: auto`)
  const bar = h(
    'div',
    { class: 'board-bar' },
    ...(['fit', 'width', 'double'] as const).map((z) =>
      h(
        'button',
        {
          class: z === mode ? 'selected' : '',
          'data-testid': `zoom-${z}`,
          onclick: () => ((view.zoom = z), renderBoard(view)),
        },
        z === 'fit' ? 'Fit' : z === 'width' ? 'Width' : '200%',
      ),
    ),
  )
  const scroll = { left: board.scrollLeft, top: board.scrollTop }
  fill(board, bar, picture)
  board.className = `board zoom-${mode}${human ? ' clickable' : ''}`
  if (mode === 'fit') return
  board.scrollLeft = scroll.left
  board.scrollTop = scroll.top
  // Keep the targets (or the car to play) in sight.
  const focus = picture.querySelector('[data-target], [data-reach], [data-move], [data-pion]')
  if (focus !== null && human) focus.scrollIntoView({ block: 'nearest', inline: 'nearest' })
}
