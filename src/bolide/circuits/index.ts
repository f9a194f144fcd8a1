/** The built-in circuits. */
import type { Circuit } from '../circuit/model.js'
import { brughieraPark } from './brughiera-park.js'
import { costaAzzurra } from './costa-azzurra.js'
import { testRing } from './test-ring.js'

export { brughieraPark, brughieraParkMap } from './brughiera-park.js'
export { costaAzzurra, costaAzzurraMap } from './costa-azzurra.js'
export { testRing, testRingMap } from './test-ring.js'

/** Every built-in circuit by id. */
export const circuits: Readonly<Record<'test-ring' | 'costa-azzurra' | 'brughiera-park', Circuit>> = {
  'test-ring': testRing,
  'costa-azzurra': costaAzzurra,
  'brughiera-park': brughieraPark,
}
