/**
 * The validator of zones and stages: it explains what is wrong with a hand-made tile or
 * roadbook (anchor that does not exist, drift with no tight line to return to, jump
 * landing in a corner...) instead of letting the engine meet it mid-rally.
 */
import { left, right, type Either } from 'fp-ts/lib/Either.js'
import { decodeWith } from '../../core/index.js'
import { parseRoadbook, type ZoneVisit } from './roadbook.js'
import { buildStage } from './build-stage.js'
import { FINISH, type LaidStep, type Stage } from './stage.js'
import { cellsOfStep, LIMITS, zoneOverLimits } from '../limits.js'
import { ZoneCodec, type Step, type Zone } from './zone.js'

/** Every defect of a zone, as sentences (empty when it is fine). @group Boards */
export const zoneProblems = (zone: Zone): ReadonlyArray<string> => {
  const out: string[] = []
  const at = (i: number): string => `zone ${zone.id} step ${i}`
  if (!/^[A-Z]$/.test(zone.id)) out.push(`zone id "${zone.id}" must be one upper-case letter (roadbook notation).`)
  if (zone.steps.length === 0) out.push(`zone ${zone.id} has no road.`)
  if (zone.anchors.length === 0) out.push(`zone ${zone.id} has no anchor: a stage could not enter it.`)
  zone.anchors.forEach((a, k) => {
    if (a > zone.steps.length)
      out.push(`zone ${zone.id} anchor ${k} points at step ${a}, beyond its ${zone.steps.length} steps.`)
    const prev = zone.anchors[k - 1]
    if (prev !== undefined && a < prev)
      out.push(`zone ${zone.id} anchors must follow the road: anchor ${k} lies before anchor ${k - 1}.`)
  })
  zone.steps.forEach((step, i) => {
    if (step.kind === 'corner') {
      if (step.drift !== null && !step.long && step.drift.note - 1 > step.tight.note)
        out.push(
          `${at(i)}: drift in gear ${step.drift.note} has no tight line to return to (one gear down is ${step.drift.note - 1}, above the tight note ${step.tight.note}) (RM ART.9.2).`,
        )
      if (step.drift !== null && step.drift.note <= step.tight.note)
        out.push(
          `${at(i)}: the drift gear ${step.drift.note} must be above the tight-line note ${step.tight.note} (RM ART.9.2).`,
        )
      if (step.crossroads && step.drift !== null)
        out.push(`${at(i)}: a corner in a crossroads has no drift (RM ART.25.1).`)
      if (step.long && step.drift === null) out.push(`${at(i)}: a long corner needs a drift line (RM ART.26).`)
      if (step.cord !== null && step.cord.cells > step.tight.cells + 1)
        out.push(`${at(i)}: a cord longer than the tight line by more than one cell is not a short cut.`)
    }
    if (step.kind !== 'halves') out.push(...crossroadsProblems(step, at(i)))
    if (step.kind === 'halves') {
      if (zone.surface !== 'dirt') out.push(`${at(i)}: half cells exist only on dirt zones (RM ART.18).`)
      const nearCorner = zone.steps[i - 1]?.kind === 'corner' || zone.steps[i + 1]?.kind === 'corner'
      if (!nearCorner) out.push(`${at(i)}: half cells lie just before or after a corner (RM ART.18).`)
      if (zone.steps[i + 1]?.kind === 'halves') out.push(`${at(i)}: two split cells in a row.`)
    }
    if (step.kind === 'straight' && step.ford && zone.surface === 'asphalt')
      out.push(`${at(i)}: fords belong to dirt (or frozen snow) zones (RM ART.23).`)
  })
  return out
}

/** What is wrong with a crossroads cell and its side roads (RM ART.25). */
const crossroadsProblems = (step: Exclude<Step, { kind: 'halves' }>, at: string): ReadonlyArray<string> => {
  const out: string[] = []
  if (!step.crossroads) {
    if (step.sideRoads.length > 0)
      out.push(
        `${at}: side roads leave only from a crossroads; mark the cell \`crossroads: true\` or remove them (RM ART.25.2).`,
      )
    return out
  }
  if (step.sideRoads.length === 0)
    out.push(
      `${at}: a crossroads has other roads: give it at least one side road, where a wrong turn leads (RM ART.25.2).`,
    )
  for (const side of ['left', 'right'] as const)
    if (step.sideRoads.filter((r) => r.side === side).length > 1)
      out.push(
        `${at}: two side roads leave on the ${side}; a loss of control to one side can only take one road (RM ART.25.2).`,
      )
  if (step.kind === 'corner' && step.cord !== null && step.sideRoads.some((r) => r.side === step.inside))
    out.push(
      `${at}: a side road on the ${step.inside} (the inside) of this crossroads corner would cross its cord: leaving the road on that side lands in the cord (RM ART.7.4), so put the other road on the outside (RM ART.25.2).`,
    )
  return out
}

const landingProblem = (steps: ReadonlyArray<Step>, i: number): string | null => {
  // RM ART.11: the jump lands 1, 2 or 3 cells further on: those must be plain cells in a row.
  for (let k = 1; k <= 3; k++) {
    const s = steps[i + k]
    if (s === undefined) return null
    if (s.kind !== 'straight')
      return `the jump at step ${i} could land on step ${i + k}, which is not a plain straight cell (RM ART.11).`
  }
  return null
}

/** Every defect of a stage's laid steps. @group Boards */
export const stageProblems = (steps: ReadonlyArray<Step>): ReadonlyArray<string> => {
  const out: string[] = []
  if (steps.length < 2) out.push('a special needs at least two cells between the start and the finish.')
  const first = steps[0]
  if (first !== undefined && first.kind !== 'straight') out.push('a special starts on a straight cell (RM ART.3.1).')
  steps.forEach((s, i) => {
    if (s.kind === 'straight' && s.jump !== null) {
      const p = landingProblem(steps, i)
      if (p) out.push(p)
    }
  })
  return out
}

/** The zones of a library by letter, or the problems found in them. @group Boards */
export const checkZones = (zones: ReadonlyArray<unknown>): Either<ReadonlyArray<string>, ReadonlyMap<string, Zone>> => {
  // The built-in zones and one per letter more.
  if (zones.length > 2 * LIMITS.zones) return left([`${zones.length} zones: at most ${2 * LIMITS.zones}.`])
  const out: string[] = []
  const map = new Map<string, Zone>()
  zones.forEach((raw, i) => {
    const decoded = decodeWith(ZoneCodec, raw)
    if (decoded._tag === 'Left') {
      out.push(...decoded.left.map((l) => `zone #${i}: ${l}`))
      return
    }
    const zone = decoded.right
    const over = zoneOverLimits(zone, `zone #${i}`)
    out.push(...(over.length > 0 ? over : zoneProblems(zone)))
    if (map.has(zone.id)) out.push(`two zones share the letter ${zone.id}.`)
    map.set(zone.id, zone)
  })
  return out.length > 0 ? left(out) : right(map)
}

/**
 * What is over the limits in the road a roadbook lays, read from the anchors before any tile
 * is laid (steps and cells of the special), or `null`.
 */
export const sizeOverLimits = (visits: ReadonlyArray<ZoneVisit>, zones: ReadonlyMap<string, Zone>): string | null => {
  let steps = 0
  let cells = 0
  for (const v of visits) {
    const zone = zones.get(v.zone)
    const from = zone?.anchors[v.from]
    const to = v.to === null ? zone?.steps.length : zone?.anchors[v.to]
    if (zone === undefined || from === undefined || to === undefined || to <= from) continue
    steps += to - from
    for (let i = from; i < to && cells <= LIMITS.stageCells; i++) cells += cellsOfStep(zone.steps[i] as Step)
  }
  if (steps <= LIMITS.stageSteps && cells <= LIMITS.stageCells) return null
  return `the special lays ${steps} steps${cells > LIMITS.stageCells ? ` and more than ${LIMITS.stageCells} cells` : ''}: at most ${LIMITS.stageSteps} steps and ${LIMITS.stageCells} cells.`
}

/** Lays the tiles of a roadbook end to end, or explains why it cannot. @group Boards */
export const layVisits = (
  visits: ReadonlyArray<ZoneVisit>,
  zones: ReadonlyMap<string, Zone>,
): Either<ReadonlyArray<string>, ReadonlyArray<LaidStep>> => {
  const out: string[] = []
  const laid: LaidStep[] = []
  const over = sizeOverLimits(visits, zones)
  if (over !== null) return left([over])
  visits.forEach((v, tile) => {
    const zone = zones.get(v.zone)
    if (zone === undefined) {
      out.push(`tile ${tile + 1}: no zone ${v.zone} (known: ${[...zones.keys()].join(', ')}).`)
      return
    }
    const from = zone.anchors[v.from]
    if (from === undefined) {
      out.push(`tile ${tile + 1}: zone ${v.zone} has no anchor ${v.from} (anchors 0 to ${zone.anchors.length - 1}).`)
      return
    }
    const to = v.to === null ? zone.steps.length : zone.anchors[v.to]
    if (to === undefined) {
      out.push(`tile ${tile + 1}: zone ${v.zone} has no anchor ${String(v.to)} for the finish.`)
      return
    }
    if (to <= from) {
      out.push(
        `tile ${tile + 1}: zone ${v.zone} from anchor ${v.from} to ${v.to === null ? 'its end' : `anchor ${v.to}`} has no road.`,
      )
      return
    }
    for (const step of zone.steps.slice(from, to)) laid.push({ step, zone: tile, surface: zone.surface })
  })
  out.push(...stageProblems(laid.map((l) => l.step)))
  return out.length > 0 ? left(out) : right(laid)
}

/** Builds a special from its roadbook and a zone library, or explains every defect. @group Boards */
export const assembleStage = (
  name: string,
  roadbook: string,
  zones: ReadonlyMap<string, Zone>,
): Either<ReadonlyArray<string>, Stage> => {
  const visits = parseRoadbook(roadbook)
  if (visits._tag === 'Left') return left([visits.left])
  const laid = layVisits(visits.right, zones)
  if (laid._tag === 'Left') return laid
  const tiles = visits.right.map((v) => ({ zone: v.zone, surface: zones.get(v.zone)?.surface ?? 'asphalt' }))
  const stage = buildStage(name, roadbook, tiles, laid.right)
  const dead = deadEnds(stage)
  return dead.length > 0 ? left(dead) : right(stage)
}

/**
 * Cells of a built stage that a car could reach and never leave, or that the road never
 * reaches: every cell must lead to the finish line, and every cell but a side road's (entered
 * only by a wrong turn, RM ART.25.2) must be reachable from the start line.
 * @group Boards
 */
export const deadEnds = (stage: Stage): ReadonlyArray<string> => {
  const n = stage.cells.length
  const back: number[][] = Array.from({ length: n }, () => [])
  const toFinish: boolean[] = new Array<boolean>(n).fill(false)
  const queue: number[] = []
  for (const c of stage.cells)
    for (const next of c.next) {
      if (next === FINISH && !toFinish[c.id]) {
        toFinish[c.id] = true
        queue.push(c.id)
      } else if (next >= 0 && next < n) back[next]?.push(c.id)
    }
  for (let i = 0; i < queue.length; i++)
    for (const prev of back[queue[i] as number] ?? [])
      if (!toFinish[prev]) {
        toFinish[prev] = true
        queue.push(prev)
      }
  const reached: boolean[] = new Array<boolean>(n).fill(false)
  const ahead = stage.start.filter((id) => id >= 0 && id < n)
  for (const id of ahead) reached[id] = true
  for (let i = 0; i < ahead.length; i++)
    for (const next of stage.cells[ahead[i] as number]?.next ?? [])
      if (next >= 0 && next < n && !reached[next]) {
        reached[next] = true
        ahead.push(next)
      }
  const out: string[] = []
  for (const c of stage.cells) {
    const where = `cell ${c.id} (step ${c.step}, ${c.line} line)`
    if (!toFinish[c.id]) out.push(`${where} is a dead end: no way from it to the finish line.`)
    else if (!reached[c.id] && c.line !== 'side') out.push(`${where} cannot be reached from the start line.`)
    if (out.length >= 8) break
  }
  return out
}
