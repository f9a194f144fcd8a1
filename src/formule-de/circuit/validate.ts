/**
 * The validator of a circuit (`validateCircuit`): every defect of a hand-made circuit, each
 * with a sentence that names the spaces or the corner. In order: the limits of the format
 * (nothing is walked before they hold), each space on its own (ids, lanes, levels, moves
 * forward and not skipping spaces), then the walks (dead ends, reachability, the finish line,
 * the corners and their declared paths, the grid, the pit lane) and the layout.
 */
import { contentMemo } from '../../core/memo.js'
import { limitDefects } from './limits.js'
import type { Circuit, Space } from './model.js'
import { cornerPaths, reachable, stuckInPits } from './walks.js'

export { cornerPaths, type CornerPathLengths } from './walks.js'

/** One defect of a hand-made circuit, explained. @group Boards */
export interface CircuitDefect {
  /** Stable code, e.g. `UNREACHABLE_SPACE`. */
  readonly code: string
  /** English explanation naming the spaces or corner concerned. */
  readonly message: string
}

const defect = (code: string, message: string): CircuitDefect => ({ code, message })

const list = (ids: ReadonlyArray<number>): string =>
  ids.length <= 8 ? ids.join(', ') : `${ids.slice(0, 8).join(', ')} and ${ids.length - 8} more`

const where = (s: Space): string =>
  s.kind === 'track'
    ? `lane ${s.lane}, level ${s.level}${s.corner === null ? ', on a straight' : `, in corner ${s.corner}`}`
    : `${s.kind === 'pit' ? 'pit lane' : 'stand'}, level ${s.level}`

// Where the next space of each track space's lane begins (its successor along the lap), by id.
const laneSuccessors = (circuit: Circuit): ReadonlyMap<number, number> => {
  const byLane = new Map<number, Space[]>()
  for (const s of circuit.spaces) {
    if (s.kind !== 'track') continue
    const l = byLane.get(s.lane)
    if (l) l.push(s)
    else byLane.set(s.lane, [s])
  }
  const out = new Map<number, number>()
  for (const lane of byLane.values()) {
    lane.sort((a, b) => a.level - b.level)
    lane.forEach((s, i) => out.set(s.id, (lane[i + 1] ?? lane[0] ?? s).level))
  }
  return out
}

// Each space on its own: ids, lanes, levels, corners, kinds, and moves that go forward without skipping.
const spaceDefects = (circuit: Circuit): CircuitDefect[] => {
  const out: CircuitDefect[] = []
  const ahead = (from: number, to: number): number => (((to - from) % circuit.levels) + circuit.levels) % circuit.levels
  const successor = laneSuccessors(circuit)
  circuit.spaces.forEach((s, i) => {
    if (s.id !== i) out.push(defect('BAD_SPACE_ID', `Space at index ${i} has id ${s.id}; ids must equal their index.`))
    if (s.kind === 'track' && s.lane >= circuit.lanes)
      out.push(defect('BAD_LANE', `Track space ${i} is in lane ${s.lane}, but the circuit has ${circuit.lanes} lanes.`))
    if (s.level >= circuit.levels)
      out.push(defect('BAD_LEVEL', `Space ${i} has level ${s.level}, beyond the ${circuit.levels} levels of a lap.`))
    if (s.corner !== null && circuit.corners[s.corner] === undefined)
      out.push(defect('UNKNOWN_CORNER', `Space ${i} names corner ${s.corner}, which does not exist.`))
    if (s.corner !== null && s.kind !== 'track')
      out.push(defect('PIT_IN_CORNER', `Space ${i} is a ${s.kind} space inside a corner.`))
    if ((s.kind === 'stand') !== (s.stand !== null))
      out.push(defect('BAD_STAND', `Space ${i}: only stand spaces name a team, and every stand names one.`))
    for (const m of s.next) {
      const t = circuit.spaces[m]
      if (!t) {
        out.push(defect('UNKNOWN_SPACE', `Space ${i} leads to space ${m}, which does not exist.`))
        continue
      }
      const forward =
        t.level > s.level || (s.level - t.level > circuit.levels / 2 && s.kind === 'track' && t.kind === 'track')
      const sideways = t.level === s.level && t.lane !== s.lane && s.kind === 'track' && t.kind === 'track'
      if (!forward && !sideways)
        out.push(
          defect(
            'BACKWARD_MOVE',
            `Space ${i} (level ${s.level}) leads back to space ${m} (level ${t.level}): cars never move backwards.`,
          ),
        )
      if (s.kind === 'track' && t.kind === 'track' && s.corner === null && t.corner === null) {
        const next = successor.get(s.id) ?? s.level
        const skips =
          Math.abs(t.lane - s.lane) > 1 ||
          (t.lane === s.lane
            ? ahead(s.level, t.level) !== ahead(s.level, next)
            : ahead(s.level, t.level) > ahead(s.level, next))
        if (skips && next !== s.level)
          out.push(
            defect(
              'STRAIGHT_MOVE_SKIPS',
              `Straight space ${i} (${where(s)}) leads to space ${m} (${where(t)}), which does not touch it: on a straight a move goes to the next space of the lane or to a space of the lane beside that it touches.`,
            ),
          )
      }
      if (s.kind === 'track' && t.kind === 'stand')
        out.push(
          defect(
            'STAND_FROM_TRACK',
            `Track space ${i} leads straight into stand ${m}; stands are reached through the pit lane.`,
          ),
        )
    }
  })
  return out
}

// The corners: spaces, a way in and out, and the declared longest/shortest paths (FD-B virages (a)).
const cornerDefects = (circuit: Circuit): CircuitDefect[] => {
  const out: CircuitDefect[] = []
  const count = new Map<number, number>()
  const exits = new Set<number>()
  for (const s of circuit.spaces) {
    if (s.corner === null) continue
    count.set(s.corner, (count.get(s.corner) ?? 0) + 1)
    if (s.next.some((m) => circuit.spaces[m]?.corner !== s.corner)) exits.add(s.corner)
  }
  circuit.corners.forEach((c, ci) => {
    if ((count.get(ci) ?? 0) === 0) return out.push(defect('EMPTY_CORNER', `Corner ${ci} (${c.name}) has no space.`))
    if (!exits.has(ci))
      return out.push(defect('CORNER_WITHOUT_EXIT', `Corner ${ci} (${c.name}) has no arrow leading out of it.`))
    const paths = cornerPaths(circuit, ci)
    if (paths === null)
      return out.push(
        defect(
          'CORNER_WITHOUT_ENTRY',
          `Corner ${ci} (${c.name}) cannot be driven through: no path enters it and leaves it (or its arrows loop).`,
        ),
      )
    if (paths.longest !== c.longest || paths.shortest !== c.shortest)
      out.push(
        defect(
          'CORNER_PATHS_MISMATCH',
          `Corner ${ci} (${c.name}) declares L ${c.longest} / C ${c.shortest}, but the graph gives L ${paths.longest} / C ${paths.shortest}.`,
        ),
      )
    return out.length
  })
  return out
}

// The grid: on the track, off the corners, no space twice.
const gridDefects = (circuit: Circuit): CircuitDefect[] => {
  const out: CircuitDefect[] = []
  const gridSeen = new Set<number>()
  circuit.grid.forEach((g, k) => {
    const s = circuit.spaces[g]
    if (!s) out.push(defect('GRID_OFF_TRACK', `Grid position ${k + 1} is space ${g}, which does not exist.`))
    else if (s.kind !== 'track')
      out.push(defect('GRID_OFF_TRACK', `Grid position ${k + 1} is space ${g}, in the ${s.kind}, not on the track.`))
    else if (s.corner !== null)
      out.push(defect('GRID_IN_CORNER', `Grid position ${k + 1} is space ${g}, inside a corner.`))
    if (gridSeen.has(g)) out.push(defect('GRID_DUPLICATE', `Grid position ${k + 1} repeats space ${g}.`))
    gridSeen.add(g)
  })
  if (circuit.grid.length === 0) out.push(defect('NO_GRID', 'The circuit has no grid space.'))
  return out
}

// The pit lane: one entry from the track at the declared level, back to the track in the same lap, stands in order.
const pitDefects = (circuit: Circuit): CircuitDefect[] => {
  const out: CircuitDefect[] = []
  const pitSpaces = circuit.spaces.filter((s) => s.kind !== 'track')
  if (pitSpaces.length === 0) {
    if (circuit.pitEntryLevel !== null)
      out.push(defect('PIT_ENTRY_LEVEL', 'A pit entry line is declared but the circuit has no pit lane.'))
    return out
  }
  const stuck = stuckInPits(circuit)
  if (stuck.length > 0) out.push(defect('PIT_NEVER_REJOINS', `Pit spaces ${list(stuck)} never lead back to the track.`))
  const entries = circuit.spaces.filter(
    (s) => s.kind === 'track' && s.next.some((m) => circuit.spaces[m]?.kind === 'pit'),
  )
  if (entries.length !== 1)
    out.push(defect('PIT_ENTRY', `The pit lane must have exactly one entry from the track (found ${entries.length}).`))
  else if (circuit.pitEntryLevel !== entries[0]?.level) {
    out.push(
      defect(
        'PIT_ENTRY_LEVEL',
        `The pit entry line is declared at level ${String(circuit.pitEntryLevel)} but the pit lane branches off at level ${entries[0]?.level}.`,
      ),
    )
  }
  if (pitSpaces.some((s) => s.next.some((m) => (circuit.spaces[m]?.level ?? 0) < s.level))) {
    out.push(
      defect('PIT_CROSSES_LINE', 'The pit lane must not cross the finish line (it rejoins the track in the same lap).'),
    )
  }
  pitSpaces
    .filter((s) => s.kind === 'stand')
    .forEach((s, i) => {
      if (s.stand !== i)
        out.push(
          defect(
            'STAND_ORDER',
            `Stands must be numbered 0, 1, 2... in space order (found ${String(s.stand)} at position ${i}).`,
          ),
        )
    })
  return out
}

/**
 * Every defect of a circuit, explained (empty when the circuit is sound): the limits of the
 * format, bad ids and lanes, moves that go backwards or skip spaces, dead ends, unreachable
 * spaces, corners without exit, declared paths that do not match the graph, grid spaces off
 * the track, a pit lane that never rejoins the track, stands missing, a layout that does not
 * cover the lap. Never throws, and walks nothing before the limits hold.
 * @group Boards
 */
export const validateCircuit = (circuit: Circuit): ReadonlyArray<CircuitDefect> => {
  const limits = limitDefects(circuit)
  if (limits.length > 0) return limits
  if (circuit.spaces.length === 0) return [defect('NO_SPACES', 'The circuit has no space.')]
  const out = spaceDefects(circuit)
  if (out.length > 0) return out
  const dead = circuit.spaces.filter((s) => s.next.length === 0)
  if (dead.length > 0) {
    const first = dead[0] as Space
    out.push(
      defect(
        'DEAD_END',
        dead.length === 1
          ? `Space ${first.id} (${where(first)}) leads nowhere: a dead end. Every space must lead on to another.`
          : `Spaces ${list(dead.map((s) => s.id))} lead nowhere (dead ends; the first is ${where(first)}). Every space must lead on to another.`,
      ),
    )
  }
  const grid = circuit.grid.filter((g) => g >= 0 && g < circuit.spaces.length)
  const seen = reachable(circuit, grid.length > 0 ? grid : [0])
  const unreachable = circuit.spaces.filter((s) => !seen.has(s.id)).map((s) => s.id)
  if (unreachable.length > 0)
    out.push(defect('UNREACHABLE_SPACE', `Spaces ${list(unreachable)} cannot be reached from the grid.`))
  // The finish line must be crossed: some track move wraps from the end of the lap to its start.
  if (
    !circuit.spaces.some((s) => s.kind === 'track' && s.next.some((m) => (circuit.spaces[m]?.level ?? 0) < s.level))
  ) {
    out.push(defect('NO_FINISH_LINE', 'No move crosses the finish line: the track is not a loop.'))
  }
  out.push(...cornerDefects(circuit), ...gridDefects(circuit), ...pitDefects(circuit))
  const layout = circuit.layout
  if (layout !== undefined) {
    const total = layout.segments.reduce((a, s) => a + s.levels, 0)
    if (total !== circuit.levels)
      out.push(
        defect('BAD_LAYOUT', `The layout's centre line covers ${total} levels, but a lap has ${circuit.levels}.`),
      )
  }
  return out
}

/**
 * {@link validateCircuit}, remembered by circuit object, then by content for the last few
 * circuits within the format's limits: a race set up on a built-in circuit validates it once
 * per process, and a config's or a saved state's copy of a circuit once per content (a batch
 * sets up a race per seed; the validation is most of the setup's time).
 */
export const circuitDefects: (circuit: Circuit) => ReadonlyArray<CircuitDefect> = contentMemo(
  validateCircuit,
  (circuit) => limitDefects(circuit).length === 0,
)
