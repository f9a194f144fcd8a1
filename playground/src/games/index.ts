/** The games of the playground, in the order of the game picker. */
import type { AnyKit } from './kit.js'
import { formuleDeKit } from './formule-de.js'
import { rallymanKit } from './rallyman.js'
import { bolideKit } from './bolide.js'
import { formulaMotorRacingKit } from './formula-motor-racing.js'

export const KITS: ReadonlyArray<AnyKit> = [formuleDeKit, rallymanKit, bolideKit, formulaMotorRacingKit]

/** The kit of a game id, if the playground has it. */
export const kitOf = (id: string): AnyKit | undefined => KITS.find((k) => k.info.id === id)
