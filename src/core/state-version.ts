/**
 * Saved states carry their format version: before its fields are read, a saved state of
 * another version is migrated by the game (`GameRules.migrateState`) or refused naming both
 * versions, never misread.
 */

/** What the guard does with a saved state's version. */
export type VersionVerdict =
  /** This version (or a game without versions): decode the input itself. */
  | { readonly kind: 'current' }
  /** An older version the game migrated: decode this instead (never trusted as the input). */
  | { readonly kind: 'migrated'; readonly state: unknown }
  /** Why the state is not read (lines of a `BAD_STATE`). */
  | { readonly kind: 'refused'; readonly lines: ReadonlyArray<string> }
  /** The game's migration threw: the engine's defect. */
  | { readonly kind: 'defect'; readonly error: unknown }

const CURRENT: VersionVerdict = { kind: 'current' }

// The input's own `version` field, read without running a getter (a hostile object's getter
// could throw or answer differently each time): a data property, or undefined.
const versionOf = (input: object): unknown => {
  const field = Object.getOwnPropertyDescriptor(input, 'version')
  return field !== undefined && 'value' in field ? (field.value as unknown) : undefined
}

/** The verdict on a saved state's version, for a game of `name` reading states of `current`. */
export const versionVerdict = (
  input: unknown,
  current: number | undefined,
  migrate: ((input: unknown, version: unknown) => unknown) | undefined,
  name: string,
): VersionVerdict => {
  if (current === undefined || typeof input !== 'object' || input === null || Array.isArray(input)) return CURRENT
  let version: unknown
  try {
    version = versionOf(input)
  } catch {
    return { kind: 'refused', lines: ['its format version cannot be read (a proxy that refuses to be read).'] }
  }
  if (version === current) return CURRENT
  // Named briefly: a version field may hold anything (a long text, a bigint JSON can't write).
  const named =
    typeof version === 'number' || typeof version === 'string'
      ? JSON.stringify(version).slice(0, 40)
      : `of type ${typeof version}`
  const refused: VersionVerdict = {
    kind: 'refused',
    lines: [
      version === undefined
        ? `it carries no format version: it was saved by a pitwall older than state version ${current}. Replay its log with this version instead.`
        : `it is a state of format version ${named}; this pitwall reads ${name} states of version ${current}.`,
    ],
  }
  // Only plain data is migrated (the exact decoder would refuse anything else).
  if (migrate === undefined) return refused
  try {
    const proto: unknown = Object.getPrototypeOf(input)
    if (proto !== Object.prototype && proto !== null) return refused
    const out = migrate(input, version)
    return out === null ? refused : { kind: 'migrated', state: out }
  } catch (error) {
    return { kind: 'defect', error }
  }
}
