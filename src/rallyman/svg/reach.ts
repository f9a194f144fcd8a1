/**
 * The cells the next die of the driver at the wheel can reach, read from the game's own
 * legal actions (a die thrown, placed with seconds, or used after a big attack), each
 * outlined with the dice that reach it; the finish line when a die can cross it.
 */
import type { RallymanAction } from '../actions.js'
import type { RallymanState } from '../state.js'
import { rallymanLegalActions, rallymanStatus } from '../status.js'
import { FINISH, type Stage } from '../stage/stage.js'
import { pathOf, r1, type Vec } from './geometry.js'
import { cellShapes } from './cells.js'
import { ROAD, layoutOf } from './layout.js'
import { REACH, esc, label } from './kit.js'
import type { PictureWords } from './words.js'

/** Target cell (or {@link FINISH}) of each legal die, with the dice that reach it. */
export const reachable = (state: RallymanState): ReadonlyMap<number, ReadonlyArray<string>> => {
  const status = rallymanStatus(state)
  if (status.kind !== 'decision' || status.phase !== 'drive') return new Map()
  const out = new Map<number, string[]>()
  const dieName = (a: RallymanAction): string | null =>
    a.type === 'roll' || a.type === 'place' || a.type === 'use' ? (a.die === 'gas' ? 'G' : String(a.die)) : null
  for (const a of rallymanLegalActions(state, status.seat)) {
    const name = dieName(a)
    if (name === null || !('to' in a)) continue
    const list = out.get(a.to) ?? []
    if (!list.includes(name)) list.push(name)
    out.set(a.to, list)
  }
  return out
}

/** The dice that reach a cell, on a small yellow badge. */
export const diceBadge = (at: Vec, text: string): string => {
  const w = 6 + text.length * 6
  return `<rect x="${r1(at.x - w / 2)}" y="${r1(at.y - 7)}" width="${w}" height="14" rx="4" fill="${REACH}" stroke="#222" stroke-width="0.8"/>${label(at.x, at.y + 3.6, text, 'font-size="10" font-weight="bold" text-anchor="middle" fill="#222"')}`
}

/** The highlight of the reachable cells. */
export const drawReach = (
  stage: Stage,
  reach: ReadonlyMap<number, ReadonlyArray<string>>,
  words: PictureWords,
): string => {
  const shapes = cellShapes(stage)
  const out: string[] = []
  for (const [to, dice] of reach) {
    const text = [...dice].sort().join('·')
    if (to === FINISH) {
      const r = layoutOf(stage).runout
      const a = r.at(0.06, ROAD / 2 + 4)
      const b = r.at(0.06, -ROAD / 2 - 4)
      out.push(
        `<path data-reach="finish" d="M${r1(a.x)},${r1(a.y)}L${r1(b.x)},${r1(b.y)}" stroke="${REACH}" stroke-width="6" stroke-opacity="0.85"><title>${esc(words.reachFinish(text))}</title></path>`,
      )
      const c = r.at(0.5, 0)
      out.push(
        label(
          c.x,
          c.y + 4,
          text,
          'font-size="11" font-weight="bold" text-anchor="middle" fill="#222" stroke="#fff" stroke-width="2.5" paint-order="stroke"',
        ),
      )
      continue
    }
    const shape = shapes[to]
    if (shape === undefined) continue
    out.push(
      `<path data-reach="${to}" d="${pathOf(shape.polygon)}" fill="${REACH}" fill-opacity="0.25" stroke="${REACH}" stroke-width="3"><title>${esc(words.reach(to, text))}</title></path>`,
    )
    out.push(
      diceBadge(shape.piece.at(shape.t[0] + (shape.t[1] - shape.t[0]) * 0.8, (shape.u[0] + shape.u[1]) / 2), text),
    )
  }
  return out.join('\n')
}
