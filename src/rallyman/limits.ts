/**
 * The documented size limits of a config and its boards, checked before any zone is laid or
 * any stage built, so that no input can make setup (or a state check) run long. The built-in
 * specials lay 19 to 38 steps on zones of 8 to 20 steps: the limits leave room for boards
 * ten times their size and more.
 */
import type { RallymanConfig } from './config.js'
import type { Step, Zone } from './stage/zone.js'

/** The limits (every one is inclusive). @group Limits */
export const LIMITS = Object.freeze({
  /** Characters of a name: a driver, the rally, a special, a zone. */
  name: 60,
  /** Characters of a special's roadbook. */
  roadbook: 200,
  /** Points of a roadbook (tiles laid, the finish included). */
  points: 40,
  /** Zones a config adds or replaces (one per letter). */
  zones: 26,
  /** Steps of a zone. */
  zoneSteps: 200,
  /** Anchors of a zone. */
  anchors: 201,
  /** Side roads of a crossroads step (one per side). */
  sideRoads: 2,
  /** Steps laid in one special. */
  stageSteps: 1000,
  /** Cells of one special (a corner step has up to 18, plus its side roads). */
  stageCells: 10_000,
  /** Snowy tiles listed for one special. */
  snowTiles: 40,
})

const tooLong = (what: string, text: string, max: number): ReadonlyArray<string> =>
  text.length > max ? [`${what} is ${text.length} characters long: at most ${max}.`] : []

/** What is over the limits in one zone (empty when it fits). */
export const zoneOverLimits = (zone: Zone, label = `zone ${zone.id.slice(0, 8)}`): ReadonlyArray<string> => {
  const out: string[] = [...tooLong(`${label}'s name`, zone.name, LIMITS.name), ...tooLong(`${label}'s id`, zone.id, 1)]
  if (zone.steps.length > LIMITS.zoneSteps)
    out.push(`${label} has ${zone.steps.length} steps: at most ${LIMITS.zoneSteps}.`)
  if (zone.anchors.length > LIMITS.anchors)
    out.push(`${label} has ${zone.anchors.length} anchors: at most ${LIMITS.anchors}.`)
  const crowded = zone.steps.findIndex((s) => s.kind !== 'halves' && s.sideRoads.length > LIMITS.sideRoads)
  if (crowded >= 0) out.push(`${label} step ${crowded} has more than ${LIMITS.sideRoads} side roads.`)
  return out
}

/** What is over the limits in a config (empty when it fits). */
export const configOverLimits = (config: RallymanConfig): ReadonlyArray<string> => {
  const out: string[] = []
  config.drivers.forEach((d, i) => out.push(...tooLong(`driver ${i + 1}'s name`, d.name, LIMITS.name)))
  out.push(...tooLong("the rally's name", config.rally.name, LIMITS.name))
  config.rally.specials.forEach((plan, i) => {
    const label = `special ${i + 1}`
    out.push(
      ...tooLong(`${label}'s name`, plan.name, LIMITS.name),
      ...tooLong(`${label}'s roadbook`, plan.roadbook, LIMITS.roadbook),
    )
    if (plan.snow.length > LIMITS.snowTiles)
      out.push(`${label} lists ${plan.snow.length} snowy tiles: at most ${LIMITS.snowTiles}.`)
    const points = plan.roadbook.split(/[\s\-–]+/).filter((p) => p.length > 0).length
    if (plan.roadbook.length <= LIMITS.roadbook && points > LIMITS.points)
      out.push(`${label}'s roadbook has ${points} points: at most ${LIMITS.points}.`)
  })
  if (config.zones.length > LIMITS.zones)
    out.push(`the config has ${config.zones.length} zones: at most ${LIMITS.zones}, one per letter.`)
  else config.zones.forEach((z, i) => out.push(...zoneOverLimits(z, `zone #${i} (${z.id.slice(0, 8)})`)))
  return out
}

/** The cells a step becomes in a built stage (see `buildStage`). */
export const cellsOfStep = (step: Step): number => {
  if (step.kind === 'halves') return 3
  const side = step.sideRoads.reduce((n, r) => n + r.cells, 0)
  if (step.kind === 'straight') return 1 + side
  return step.tight.cells + (step.drift?.cells ?? 0) + (step.cord?.cells ?? 0) + side
}
