/**
 * The picture of the race: drawn by the game's `renderSvg` as the viewer sees it, with the
 * legal targets of the seat to act when a person may move; a click narrows the legal
 * actions to what it points at (the kit's `pick`) and plays the one left.
 */
import { isLeft } from 'fp-ts/lib/Either.js'
import { byId, fill, h } from './dom.js'
import type { Zoom } from '../games/kit.js'
import type { RaceView } from './view.js'
import { animatePieces, pathsOf, placesOf, storeAnimate, storedAnimate, type Places } from './animate.js'
import { lang, words } from '../words/index.js'

/** A click on the picture: narrow the legal actions to what it points at; one left is played. */
export const clickBoard = <C, S, A, E, O>(view: RaceView<C, S, A, E, O>, event: MouseEvent): void => {
  const { session } = view
  if (!view.handMoves() || view.staged !== null || !(event.target instanceof Element)) return
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
    text: matching.length === 0 ? words().nothingLegal : words().movesMatch(matching.length),
  }
  view.render()
}

/** A zoom chosen by hand is kept for the game, across races and reloads. */
const zoomKey = (game: string): string => `pitwall-zoom:${game}`
export const storedZoom = (game: string): Zoom | null => {
  try {
    const z = localStorage.getItem(zoomKey(game))
    return z === 'fit' || z === 'width' || z === 'double' ? z : null
  } catch {
    return null
  }
}
const storeZoom = (game: string, zoom: Zoom): void => {
  try {
    localStorage.setItem(zoomKey(game), zoom)
  } catch {
    // A page from file:// may have no storage: the zoom then lasts as long as the page.
  }
}

// Below this scale a car is a few pixels wide: "Fit" stops shrinking there and the board scrolls.
const MIN_FIT_SCALE = 0.5

// Centres `focus` in the board when it is out of sight (not when it is already visible: no jitter).
const follow = (board: HTMLElement, focus: Element): void => {
  const b = board.getBoundingClientRect()
  const r = focus.getBoundingClientRect()
  const margin = 24
  const inSight =
    r.left >= b.left + margin && r.right <= b.right - margin && r.top >= b.top + margin && r.bottom <= b.bottom - margin
  if (inSight) return
  board.scrollLeft += r.left + r.width / 2 - (b.left + b.width / 2)
  board.scrollTop += r.top + r.height / 2 - (b.top + b.height / 2)
}

// Where the pieces of the picture on the page stood, when it shows the step before this one
// of the same race on a board of the same size (a new special of a rally is another board).
const placesBefore = (board: HTMLElement, game: string, cursor: number, width: number): Places | null => {
  const old = board.querySelector('.picture')
  const svg = old?.querySelector('svg')
  if (old == null || !(svg instanceof SVGSVGElement)) return null
  const same =
    old.getAttribute('data-game') === game &&
    old.getAttribute('data-step') === String(cursor - 1) &&
    svg.getAttribute('width') === String(width)
  return same ? placesOf(svg) : null
}

/**
 * Zoom: the whole picture in the window (but never so small that the cars vanish: then its
 * width at half size, scrolling), its full width (scrolling down), or twice its size. The
 * view follows the race: to the targets when a person moves, else to the car of the seat to
 * act. Each game says which zoom suits its picture first; a zoom chosen by hand stays.
 */
export const renderBoard = <C, S, A, E, O>(view: RaceView<C, S, A, E, O>): void => {
  const { session } = view
  const board = byId('board')
  const turn = session.turn
  const human = turn.kind === 'seat' && view.handMoves()
  const game = session.kit.game.info.id
  const picture = h('div', { class: 'picture', 'data-game': game, 'data-step': String(session.cursor) })
  const animate = storedAnimate()
  // A move waiting for Confirm is drawn played (the rules have accepted it).
  const staged = view.staged === null ? null : session.kit.game.reduce(session.state, view.staged)
  const drawn = staged === null || isLeft(staged) ? session.state : staged.right.state
  picture.innerHTML = session.kit.renderSvg(drawn, {
    seat: view.viewer(),
    highlight: view.highlight && human && staged === null,
    lang: lang(),
  })
  const mode = view.zoom ?? session.kit.zoom
  const svg = picture.querySelector('svg')
  const width = Number(svg?.getAttribute('width'))
  const before = animate && view.staged === null ? placesBefore(board, game, session.cursor, width) : null
  if (mode === 'double' && svg !== null) svg.setAttribute('style', `width: ${2 * width}px; height: auto`)
  const bar = h(
    'div',
    { class: 'board-bar' },
    ...(['fit', 'width', 'double'] as const).map((z) =>
      h(
        'button',
        {
          class: z === mode ? 'selected' : '',
          'data-testid': `zoom-${z}`,
          onclick: () => {
            view.zoom = z
            storeZoom(session.kit.game.info.id, z)
            renderBoard(view)
          },
        },
        z === 'fit' ? words().zoomFit : z === 'width' ? words().zoomWidth : '200%',
      ),
    ),
    h(
      'label',
      { class: 'inline', title: words().animateHelp },
      h('input', {
        type: 'checkbox',
        'data-testid': 'animate',
        checked: animate,
        onchange: (e: Event) => storeAnimate((e.target as HTMLInputElement).checked),
      }),
      ` ${words().animate}`,
    ),
  )
  const scroll = { left: board.scrollLeft, top: board.scrollTop }
  fill(board, bar, picture)
  // The same board as the step before: its pieces move from their old places along their paths.
  if (before !== null && svg instanceof SVGSVGElement) animatePieces(svg, before, pathsOf(session.frame.events))
  board.className = `board zoom-${mode}${human ? ' clickable' : ''}`
  if (mode === 'fit' && svg !== null && width > 0) {
    // The scale "Fit" gave: when the cars would vanish, the picture keeps half its size and scrolls.
    const scale = svg.getBoundingClientRect().width / width
    if (scale >= MIN_FIT_SCALE) return
    svg.setAttribute('style', `width: ${MIN_FIT_SCALE * width}px; max-width: none; max-height: none; height: auto`)
  }
  board.scrollLeft = scroll.left
  board.scrollTop = scroll.top
  const seat = turn.kind === 'seat' ? turn.seat : null
  const focus =
    (human ? picture.querySelector('[data-target], [data-reach], [data-move], [data-pion]') : null) ??
    (seat === null ? null : picture.querySelector(`.car[data-car="${seat}"], [data-car="${seat}"][data-x]`))
  if (focus !== null) follow(board, focus)
}
