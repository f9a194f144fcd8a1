/**
 * Finding cells on a built stage, for bot authors and the position builder: the cells one
 * die can reach, the cell some dice ahead on the racing line, the cells of a step. Cell ids
 * are the engine's (`stage.cells[id]`); `START` (-1) stands before the start line and
 * `FINISH` (-2) beyond the finish line.
 */
import { FINISH, START, type Cell, type Stage } from './stage.js'

/**
 * The cells one die can reach from `cell` (from `START`: the first cells), `FINISH` included; empty for a cell the stage lacks.
 * @group Boards
 */
export const cellsAhead = (stage: Stage, cell: number): ReadonlyArray<number> =>
  cell === START ? stage.start : (stage.cells[cell]?.next ?? [])

/**
 * The cell `dice` dice ahead of `cell` along the racing line: the road, a corner's tight
 * line, a split cell crossed whole; from a side road, back towards its crossroads. `FINISH`
 * once past the line; `undefined` for a cell the stage lacks or a negative count.
 * @group Boards
 */
export const cellAhead = (stage: Stage, cell: number, dice = 1): number | undefined => {
  if (!Number.isSafeInteger(dice) || dice < 0 || (cell !== START && stage.cells[cell] === undefined)) return undefined
  let at = cell
  for (let k = 0; k < dice && at !== FINISH; k++) at = cellsAhead(stage, at)[0] ?? FINISH
  return at
}

/**
 * Every cell of a step (its road cell, or a corner's tight, drift and cord cells, its half cells, its side roads).
 * @group Boards
 */
export const cellsOfStep = (stage: Stage, step: number): ReadonlyArray<Cell> =>
  stage.cells.filter((c) => c.step === step)

/** The cell of a step on the racing line (the road cell, a corner's first tight cell), or `undefined`. @group Boards */
export const roadCell = (stage: Stage, step: number): number | undefined =>
  stage.cells.find((c) => c.step === step && (c.line === 'road' || (c.line === 'tight' && c.index === 0)))?.id
