import type { Circuit } from '../circuit/model.js'
import type { BoardId } from './ids.js'
import { hairpin } from './hairpin.js'
import { riviera } from './riviera.js'
import { speedbowl } from './speedbowl.js'

export { hairpin, riviera, speedbowl }

/** The built-in circuits by name (the config may name one instead of giving the JSON). */
export const CIRCUITS: Readonly<Record<BoardId, Circuit>> = { riviera, speedbowl, hairpin }
