/**
 * Saved states carry their format version: before its fields are read, a saved state of an
 * older version is migrated through the game's chain of steps (`GameRules.migrations`, one
 * step per version), or refused naming both versions, never misread.
 */

/**
 * One step of a game's saved-state format: reads a state of format version `from` as one of
 * the next version, `to`. `step` is given the saved state's fields (untrusted plain data whose
 * `version` is `from`) and returns the fields of the state at `to` (the chain writes its
 * `version`), or a sentence saying why this input cannot be read at `to`: the state is then
 * refused with it. Whatever the last step returns is decoded and checked like any saved state.
 * @group State
 */
export interface MigrationStep<From extends number = number, To extends number = number> {
  /** The version read. */
  readonly from: From
  /** The version written: the next one. */
  readonly to: To
  /** The state at `to` from the state at `from`, or why it cannot be read. */
  readonly step: (state: Readonly<Record<string, unknown>>) => Readonly<Record<string, unknown>> | string
}

// The steps from the version Done counts up to Current, one per version.
type StepsFrom<Current extends number, Done extends ReadonlyArray<unknown>> = Done['length'] extends Current
  ? []
  : [MigrationStep<Done['length'], [...Done, unknown]['length']>, ...StepsFrom<Current, [...Done, unknown]>]

// A list of `First` unknowns: the versions before the first one a chain reads from.
type Counted<First extends number, Done extends ReadonlyArray<unknown> = []> = Done['length'] extends First
  ? Done
  : Counted<First, [...Done, unknown]>

/**
 * A game's migrations: one step from each older format version to the next, from version 1 up
 * to `Current` (its `STATE_VERSION`), in order. Typed by the current version, a bump of it is a
 * type error until the step from the version before is written: a version bump is one step.
 * @group State
 * @example
 * const STATE_VERSION = 2
 * const MIGRATIONS: MigrationChain<typeof STATE_VERSION> = [
 *   { from: 1, to: 2, step: ({ circuit, ...rest }) => ({ ...rest, board: boardOf(circuit) }) },
 * ]
 */
export type MigrationChain<Current extends number, First extends number = 1> = StepsFrom<Current, Counted<First>>

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

/**
 * The verdict on a saved state's version, for a game of `name` reading states of `current`:
 * an older state goes through the steps of `migrations` from its version up to `current`.
 */
export const versionVerdict = (
  input: unknown,
  current: number | undefined,
  migrations: ReadonlyArray<MigrationStep> | undefined,
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
  if (migrations === undefined || typeof version !== 'number') return refused
  try {
    const proto: unknown = Object.getPrototypeOf(input)
    if (proto !== Object.prototype && proto !== null) return refused
    return migrated(input as Readonly<Record<string, unknown>>, version, current, migrations, refused)
  } catch (error) {
    return { kind: 'defect', error }
  }
}

// The saved state's verdict from the chain's.
const migrated = (
  input: Readonly<Record<string, unknown>>,
  version: number,
  current: number,
  migrations: ReadonlyArray<MigrationStep>,
  refused: VersionVerdict,
): VersionVerdict => {
  const run = runMigrations(input, version, current, migrations)
  switch (run.kind) {
    case 'migrated':
      return { kind: 'migrated', state: run.value }
    case 'stopped':
      return {
        kind: 'refused',
        lines: [`it is a state of format version ${run.at} that cannot be read as version ${run.to}: ${run.why}`],
      }
    default:
      return refused
  }
}

/** What a chain of migrations makes of saved data of an older version. */
export type ChainRun =
  /** The data at the current version (its `version` written), to decode and check as any. */
  | { readonly kind: 'migrated'; readonly value: Readonly<Record<string, unknown>> }
  /** The step from `at` to `to` cannot read this input, for the reason `why`. */
  | { readonly kind: 'stopped'; readonly at: number; readonly to: number; readonly why: string }
  /** No chain of steps leads from this version to the current one. */
  | { readonly kind: 'unreachable' }

/**
 * Runs a chain of migrations (a game's saved states, pitwall's logs) from `version` up to
 * `current`, in one pass over the steps (a chain lists them in order): each step that starts at
 * the version reached raises it, and writes it as the data's `version`; a version no step starts
 * from ends it. A step's exception is not caught here: the caller says whose defect it is.
 */
export const runMigrations = (
  input: Readonly<Record<string, unknown>>,
  version: number,
  current: number,
  migrations: ReadonlyArray<MigrationStep>,
): ChainRun => {
  let value = input
  let at = version
  for (const { from, to, step } of migrations) {
    if (from !== at || !(to > from)) continue
    const next = step(value)
    if (typeof next === 'string') return { kind: 'stopped', at, to, why: next }
    value = { ...next, version: to }
    at = to
  }
  return at === current ? { kind: 'migrated', value } : { kind: 'unreachable' }
}
