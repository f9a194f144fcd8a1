import type { Circuit } from './model.js'

/** One defect of a hand-made circuit, explained. */
export interface CircuitDefect {
  /** Stable code, e.g. `UNREACHABLE_SPACE`. */
  readonly code: string
  /** English explanation naming the spaces or corner concerned. */
  readonly message: string
}

const defect = (code: string, message: string): CircuitDefect => ({ code, message })

const list = (ids: ReadonlyArray<number>): string =>
  ids.length <= 8 ? ids.join(', ') : `${ids.slice(0, 8).join(', ')} and ${ids.length - 8} more`

/** The lengths of the paths through a corner, as the graph gives them. */
export interface CornerPathLengths {
  /** Corner spaces on the longest path. */
  readonly longest: number
  /** Corner spaces on the shortest path. */
  readonly shortest: number
}

/** Longest and shortest number of corner spaces on a path through a corner, from the graph. */
export const cornerPaths = (circuit: Circuit, corner: number): CornerPathLengths | null => {
  const inside = circuit.spaces.filter((s) => s.corner === corner)
  if (inside.length === 0) return null
  const isInside = (id: number): boolean => circuit.spaces[id]?.corner === corner
  const hasOutsidePred = new Set<number>()
  for (const s of circuit.spaces) {
    if (s.corner === corner) continue
    for (const m of s.next) if (isInside(m)) hasOutsidePred.add(m)
  }
  // Spaces inside a corner form a DAG (levels increase), so memoised depth-first search is exact.
  const memo = new Map<number, { longest: number; shortest: number }>()
  const walk = (id: number, depth: number): { longest: number; shortest: number } => {
    const hit = memo.get(id)
    if (hit) return hit
    if (depth > inside.length + 1) return { longest: -Infinity, shortest: Infinity }
    let longest = -Infinity
    let shortest = Infinity
    const s = circuit.spaces[id]
    for (const m of s?.next ?? []) {
      if (isInside(m)) {
        const r = walk(m, depth + 1)
        longest = Math.max(longest, r.longest + 1)
        shortest = Math.min(shortest, r.shortest + 1)
      } else {
        longest = Math.max(longest, 1)
        shortest = Math.min(shortest, 1)
      }
    }
    const r = { longest, shortest }
    memo.set(id, r)
    return r
  }
  let longest = -Infinity
  let shortest = Infinity
  for (const id of hasOutsidePred) {
    const r = walk(id, 0)
    longest = Math.max(longest, r.longest)
    shortest = Math.min(shortest, r.shortest)
  }
  if (!Number.isFinite(longest) || !Number.isFinite(shortest)) return null
  return { longest, shortest }
}

/**
 * Every defect of a circuit, explained (empty when the circuit is sound): bad ids and
 * lanes, moves that go backwards, unreachable spaces, dead ends, corners without exit,
 * declared paths that do not match the graph, grid spaces off the track, a pit lane that
 * never rejoins the track, stands missing.
 */
export const validateCircuit = (circuit: Circuit): ReadonlyArray<CircuitDefect> => {
  const out: CircuitDefect[] = []
  const n = circuit.spaces.length
  if (n === 0) return [defect('NO_SPACES', 'The circuit has no space.')]
  circuit.spaces.forEach((s, i) => {
    if (s.id !== i) out.push(defect('BAD_SPACE_ID', `Space at index ${i} has id ${s.id}; ids must equal their index.`))
    if (s.kind === 'track' && s.lane >= circuit.lanes) out.push(defect('BAD_LANE', `Track space ${i} is in lane ${s.lane}, but the circuit has ${circuit.lanes} lanes.`))
    if (s.level >= circuit.levels) out.push(defect('BAD_LEVEL', `Space ${i} has level ${s.level}, beyond the ${circuit.levels} levels of a lap.`))
    if (s.corner !== null && circuit.corners[s.corner] === undefined) out.push(defect('UNKNOWN_CORNER', `Space ${i} names corner ${s.corner}, which does not exist.`))
    if (s.corner !== null && s.kind !== 'track') out.push(defect('PIT_IN_CORNER', `Space ${i} is a ${s.kind} space inside a corner.`))
    if ((s.kind === 'stand') !== (s.stand !== null)) out.push(defect('BAD_STAND', `Space ${i}: only stand spaces name a team, and every stand names one.`))
    for (const m of s.next) {
      const t = circuit.spaces[m]
      if (!t) {
        out.push(defect('UNKNOWN_SPACE', `Space ${i} leads to space ${m}, which does not exist.`))
        continue
      }
      const forward = t.level > s.level || (s.level - t.level > circuit.levels / 2 && s.kind === 'track' && t.kind === 'track')
      if (!forward) out.push(defect('BACKWARD_MOVE', `Space ${i} (level ${s.level}) leads back to space ${m} (level ${t.level}): cars never move backwards.`))
      if (s.kind === 'track' && t.kind === 'track' && s.corner === null && t.corner === null && t.level > s.level && t.level !== s.level + 1) {
        out.push(defect('STRAIGHT_MOVE_SKIPS', `Straight space ${i} leads to space ${m} ${t.level - s.level} levels on: on straights every move advances one level, so the shortest path rule holds.`))
      }
      if (s.kind === 'track' && t.kind === 'stand') out.push(defect('STAND_FROM_TRACK', `Track space ${i} leads straight into stand ${m}; stands are reached through the pit lane.`))
    }
  })
  if (out.length > 0) return out
  const dead = circuit.spaces.filter((s) => s.next.length === 0).map((s) => s.id)
  if (dead.length > 0) out.push(defect('DEAD_END', `Spaces ${list(dead)} lead nowhere (dead ends).`))
  // Reachability from the grid (or space 0 when there is no grid).
  const seen = new Set<number>()
  const stack = circuit.grid.filter((g) => g >= 0 && g < n)
  if (stack.length === 0) stack.push(0)
  while (stack.length > 0) {
    const id = stack.pop() as number
    if (seen.has(id)) continue
    seen.add(id)
    for (const m of circuit.spaces[id]?.next ?? []) if (!seen.has(m)) stack.push(m)
  }
  const unreachable = circuit.spaces.filter((s) => !seen.has(s.id)).map((s) => s.id)
  if (unreachable.length > 0) out.push(defect('UNREACHABLE_SPACE', `Spaces ${list(unreachable)} cannot be reached from the grid.`))
  // The finish line must be crossed: some track move wraps from the end of the lap to its start.
  if (!circuit.spaces.some((s) => s.kind === 'track' && s.next.some((m) => (circuit.spaces[m]?.level ?? 0) < s.level))) {
    out.push(defect('NO_FINISH_LINE', 'No move crosses the finish line: the track is not a loop.'))
  }
  // Corners.
  circuit.corners.forEach((c, ci) => {
    const inside = circuit.spaces.filter((s) => s.corner === ci)
    if (inside.length === 0) {
      out.push(defect('EMPTY_CORNER', `Corner ${ci} (${c.name}) has no space.`))
      return
    }
    const exits = inside.some((s) => s.next.some((m) => circuit.spaces[m]?.corner !== ci))
    if (!exits) {
      out.push(defect('CORNER_WITHOUT_EXIT', `Corner ${ci} (${c.name}) has no arrow leading out of it.`))
      return
    }
    const paths = cornerPaths(circuit, ci)
    if (paths === null) out.push(defect('CORNER_WITHOUT_ENTRY', `Corner ${ci} (${c.name}) cannot be driven through.`))
    else if (paths.longest !== c.longest || paths.shortest !== c.shortest) {
      out.push(
        defect(
          'CORNER_PATHS_MISMATCH',
          `Corner ${ci} (${c.name}) declares L ${c.longest} / C ${c.shortest}, but the graph gives L ${paths.longest} / C ${paths.shortest}.`,
        ),
      )
    }
  })
  // Grid.
  const gridSeen = new Set<number>()
  circuit.grid.forEach((g, k) => {
    const s = circuit.spaces[g]
    if (!s) out.push(defect('GRID_OFF_TRACK', `Grid position ${k + 1} is space ${g}, which does not exist.`))
    else if (s.kind !== 'track') out.push(defect('GRID_OFF_TRACK', `Grid position ${k + 1} is space ${g}, in the ${s.kind}, not on the track.`))
    else if (s.corner !== null) out.push(defect('GRID_IN_CORNER', `Grid position ${k + 1} is space ${g}, inside a corner.`))
    if (gridSeen.has(g)) out.push(defect('GRID_DUPLICATE', `Grid position ${k + 1} repeats space ${g}.`))
    gridSeen.add(g)
  })
  if (circuit.grid.length === 0) out.push(defect('NO_GRID', 'The circuit has no grid space.'))
  // Pit lane: every pit or stand space must lead back to the track.
  const pitSpaces = circuit.spaces.filter((s) => s.kind !== 'track')
  if (pitSpaces.length > 0) {
    const rejoins = new Map<number, boolean>()
    const reaches = (id: number, depth: number): boolean => {
      const hit = rejoins.get(id)
      if (hit !== undefined) return hit
      const s = circuit.spaces[id]
      if (!s || depth > n) return false
      const r = s.kind === 'track' || s.next.some((m) => reaches(m, depth + 1))
      rejoins.set(id, r)
      return r
    }
    const stuck = pitSpaces.filter((s) => !reaches(s.id, 0)).map((s) => s.id)
    if (stuck.length > 0) out.push(defect('PIT_NEVER_REJOINS', `Pit spaces ${list(stuck)} never lead back to the track.`))
    const entries = circuit.spaces.filter((s) => s.kind === 'track' && s.next.some((m) => circuit.spaces[m]?.kind === 'pit'))
    if (entries.length !== 1) out.push(defect('PIT_ENTRY', `The pit lane must have exactly one entry from the track (found ${entries.length}).`))
    else if (circuit.pitEntryLevel !== entries[0]?.level) {
      out.push(defect('PIT_ENTRY_LEVEL', `The pit entry line is declared at level ${String(circuit.pitEntryLevel)} but the pit lane branches off at level ${entries[0]?.level}.`))
    }
    if (pitSpaces.some((s) => s.next.some((m) => (circuit.spaces[m]?.level ?? 0) < s.level))) {
      out.push(defect('PIT_CROSSES_LINE', 'The pit lane must not cross the finish line (it rejoins the track in the same lap).'))
    }
    const teams = pitSpaces.filter((s) => s.kind === 'stand').map((s) => s.stand)
    teams.forEach((t, i) => {
      if (t !== i) out.push(defect('STAND_ORDER', `Stands must be numbered 0, 1, 2... in space order (found ${String(t)} at position ${i}).`))
    })
  } else if (circuit.pitEntryLevel !== null) {
    out.push(defect('PIT_ENTRY_LEVEL', 'A pit entry line is declared but the circuit has no pit lane.'))
  }
  return out
}
