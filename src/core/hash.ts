/**
 * Content hashes: cyrb53 (a public-domain 53-bit string hash), fast and well spread for change
 * detection (log digests, the boards a saved state records). Not a cryptographic hash: it tells
 * an honest difference, not a forged one.
 */
import { canonicalJson } from './codec.js'

/** cyrb53 of a text, as 14 hex digits. */
export const hash53 = (text: string): string => {
  let h1 = 0xdeadbeef
  let h2 = 0x41c6ce57
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    h1 = Math.imul(h1 ^ c, 2654435761)
    h2 = Math.imul(h2 ^ c, 1597334677)
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909)
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909)
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(16).padStart(14, '0')
}

/** The content hash of a JSON value: cyrb53 of its canonical JSON (keys sorted), 14 hex digits. @group Codecs */
export const contentHash = (value: unknown): string => hash53(canonicalJson(value))
