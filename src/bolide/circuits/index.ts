/** The built-in circuits. */
import type { Circuit } from '../circuit/model.js'
import type { BoardId } from './ids.js'
import { brughieraPark } from './brughiera-park.js'
import { costaAzzurra } from './costa-azzurra.js'
import { testRing } from './test-ring.js'

export { brughieraPark, brughieraParkMap } from './brughiera-park.js'
export { costaAzzurra, costaAzzurraMap } from './costa-azzurra.js'
export { testRing, testRingMap } from './test-ring.js'

export type { BoardId } from './ids.js'

/** Every built-in circuit by id, the default first. @group Boards */
export const circuits: Readonly<Record<BoardId, Circuit>> = Object.freeze({
  'costa-azzurra': costaAzzurra,
  'brughiera-park': brughieraPark,
  'test-ring': testRing,
})
