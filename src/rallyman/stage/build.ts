/**
 * Building the specials of a config (RM ART.1): its zones (the built-in ones, replaced or
 * added to by the config's own), then each special's roadbook laid on them.
 */
import { left, right, type Either } from 'fp-ts/lib/Either.js'
import { protocolSetupError, setupError, type SetupError } from '../../core/index.js'
import type { RallymanConfig } from '../config.js'
import type { SetupCode } from '../codes.js'
import type { Stage } from './stage.js'
import { parseRoadbook } from './roadbook.js'
import { assembleStage, checkZones, sizeOverLimits } from './validate.js'
import { BUILT_IN_ZONES } from './zones.js'

/** Builds the specials of a config, or the first problem. */
export const buildStages = (
  config: RallymanConfig,
): Either<SetupError<SetupCode | 'OVER_LIMIT'>, ReadonlyArray<Stage>> => {
  const byLetter = new Map(BUILT_IN_ZONES.map((z) => [z.id, z] as const))
  for (const z of config.zones) byLetter.set(z.id, z)
  const zones = checkZones([...byLetter.values()])
  if (zones._tag === 'Left') return left(setupError('ZONE_DEFECT', zones.left.join('\n'), 'RM ART.1'))
  const stages: Stage[] = []
  for (const plan of config.rally.specials) {
    // Sizes first: the points of the roadbook and the road they lay, before laying it.
    const visits = parseRoadbook(plan.roadbook)
    const over = visits._tag === 'Right' ? sizeOverLimits(visits.right, zones.right) : null
    if (over !== null) return left(protocolSetupError('OVER_LIMIT', `${plan.name}: ${over}`))
    const stage = assembleStage(plan.name, plan.roadbook, zones.right)
    if (stage._tag === 'Left')
      return left(setupError('STAGE_DEFECT', `${plan.name}: ${stage.left.join('\n')}`, 'RM ART.1'))
    const bad = plan.snow.find((t) => t >= stage.right.zones.length)
    if (bad !== undefined)
      return left(setupError('STAGE_DEFECT', `${plan.name}: no tile ${bad} to cover in snow.`, 'RM ART.15.1'))
    stages.push(stage.right)
  }
  return right(stages)
}
