/**
 * Saved races. A log is users' data: it carries its format and version, the game, the
 * seed, the config and who drove each seat, under one digest (the header's), and every
 * step's action with a digest. The first step's digest chains the header's, and each next
 * one the one before, with the step's action and the events it caused: a header edited (a
 * name in the seats or the config) is refused as a whole, and a log edited at step k (or
 * replayed by an engine that now plays that step differently) at step k, with its number,
 * instead of diverging somewhere later.
 *
 * A log names the version of the game's notation its steps' texts are written in (`notation`),
 * so a text is never read in a notation it was not written in.
 *
 * Older versions are migrated, each checked as it was written: version 2 had no `notation`
 * (its texts are in each game's notation version 1); version 1 had no header digest either
 * (its steps chain from the empty digest, and its seats and seed are not covered); version 0
 * is the earlier CLI's `{ game, config, actions }` (every step checked by the rules, having
 * no digests to compare).
 */
import * as t from 'io-ts'
import { isLeft, left, right, type Either } from 'fp-ts/lib/Either.js'
import { canonicalJson } from './codec.js'
import { hash53 } from './hash.js'
import type { LogCode } from './codes.js'
import { exactDecoder, ExactProblem } from './exact.js'
import { driverDoor } from './door.js'
import type { Game, GameId } from './game.js'
import { LOG_FORMAT, LOG_MIGRATIONS, LOG_VERSION } from './log-version.js'
import { runMigrations } from './state-version.js'
import type { RuleViolation } from './violation.js'

export { LOG_FORMAT, LOG_VERSION } from './log-version.js'

/** One step of a log. @group Logs */
export interface LogStep<A> {
  /** The action applied (a decision or a chance outcome). */
  readonly action: A
  /** The chained digest after this step (see the module comment). */
  readonly digest: string
  /** The action as a player would write it, in the log's `notation` version, for people reading the file (never read back). */
  readonly notation?: string
}

/** A saved race: everything needed to replay it and to check it step by step. @group Logs */
export interface RaceLog<C, A> {
  /** Always `pitwall-log`. */
  readonly format: typeof LOG_FORMAT
  /** The format version. */
  readonly version: typeof LOG_VERSION
  /** The game's id. */
  readonly game: GameId
  /** The seed the race was played with, when it came from a seeded run (informative). */
  readonly seed: string | number | null
  /** The config. */
  readonly config: C
  /** The digest of the header: the game, the seed, the config and the seats (see {@link headerDigest}). */
  readonly digest: string
  /** Every step, chance outcomes included. */
  readonly steps: ReadonlyArray<LogStep<A>>
  /** Who played each seat (a bot's name, a person's), for people reading the file; covered by `digest`. */
  readonly seats?: ReadonlyArray<string>
  /**
   * The version of the game's notation the steps' `notation` texts are written in (each game's
   * `NOTATION_VERSION`); absent when the texts' version is not known. Like the texts, not covered.
   */
  readonly notation?: number
}

/** Why a log was refused: the code, and the 0-based step (-1: the log as a whole or its config). @group Logs */
export interface LogError extends RuleViolation {
  /** The step at fault, or -1. */
  readonly step: number
}

/** A log that replayed: its final state and every event. @group Logs */
export interface ReadLog<C, S, A, E> {
  /** The log, migrated to the current version. */
  readonly log: RaceLog<C, A>
  /** The state after the last step. */
  readonly state: S
  /** Every event of the race, in order. */
  readonly events: ReadonlyArray<E>
}

/** The digest of a step: the previous digest, the action and the events, in canonical JSON. @group Logs */
export const stepDigest = (previous: string, action: unknown, events: ReadonlyArray<unknown>): string =>
  hash53(`${previous}|${canonicalJson(action)}|${canonicalJson(events)}`)

/**
 * The digest of a log's header: its format and version, the game, the seed, the config and
 * the seats (absent: `null`), in canonical JSON. The first step's digest chains it.
 * @group Logs
 */
export const headerDigest = (
  game: GameId,
  seed: string | number | null,
  config: unknown,
  seats: ReadonlyArray<string> | undefined,
): string => digestAt(LOG_VERSION, game, seed, config, seats)

// The header's digest as the log version `version` wrote it (from version 2).
const digestAt = (
  version: number,
  game: string,
  seed: string | number | null,
  config: unknown,
  seats: ReadonlyArray<string> | undefined,
): string => hash53(`${LOG_FORMAT} ${version}|${canonicalJson([game, seed, config, seats ?? null])}`)

const logError = (code: LogCode | string, message: string, step: number, rule = 'pitwall protocol'): LogError => ({
  code,
  message,
  rule,
  step,
})

/** Options of {@link recordLog}. @group Logs */
export interface RecordOptions<S, A> {
  /** The seed the race was played with. */
  readonly seed?: string | number
  /** Writes each action in the game's notation (the state is the one the action applies to). */
  readonly notation?: (state: S, action: A) => string
  /** The version of that notation (the game's `NOTATION_VERSION`), recorded as the log's `notation`. */
  readonly notationVersion?: number
  /** Who played each seat. */
  readonly seats?: ReadonlyArray<string>
}

/**
 * A log of a race from its config and actions, replaying it to compute the digests (every
 * step is checked). A Left names the first step that does not play.
 * @group Logs
 */
export const recordLog = <C, S, A, E, O>(
  game: Game<C, S, A, E, O>,
  config: C,
  actions: ReadonlyArray<A>,
  options: RecordOptions<S, A> = {},
): Either<LogError, RaceLog<C, A>> => {
  const start = game.setup(config)
  if (isLeft(start)) return left({ ...start.left, step: -1 })
  const seed = options.seed ?? null
  const seats = options.seats?.slice()
  const header = headerDigest(game.id, seed, config, seats)
  // Played on states the log owns, as a driver plays (door.ts): each action guarded, the states
  // its steps make neither checked again nor frozen, but the one the caller's notation reads.
  const door = driverDoor(game)
  let state = start.right
  let digest = header
  const steps: LogStep<A>[] = []
  for (let step = 0; step < actions.length; step++) {
    const action = actions[step] as A
    const result = door.reduce(state, action)
    if (isLeft(result)) return left({ ...result.left, step })
    digest = stepDigest(digest, action, result.right.events)
    const notation = options.notation?.(door.handOut(state), action)
    steps.push(notation === undefined ? { action, digest } : { action, digest, notation })
    state = result.right.state
  }
  const log: RaceLog<C, A> = {
    format: LOG_FORMAT,
    version: LOG_VERSION,
    game: game.id,
    seed,
    config,
    digest: header,
    steps,
  }
  const named = options.notation !== undefined && options.notationVersion !== undefined
  return right(withOptional(log, seats, named ? options.notationVersion : undefined))
}

// A log with its optional fields, only when they have a value.
const withOptional = <C, A>(
  log: RaceLog<C, A>,
  seats: ReadonlyArray<string> | undefined,
  notation: number | undefined,
): RaceLog<C, A> => {
  const seated = seats === undefined ? log : { ...log, seats }
  return notation === undefined ? seated : { ...seated, notation }
}

// The envelope's decoders, built on the first read: a module-level codec is a call a bundler
// must keep, and an app that never reads a log should not carry them.
const logDecoders = () => {
  const fields = {
    format: t.literal(LOG_FORMAT),
    version: t.literal(LOG_VERSION),
    game: t.string,
    seed: t.union([t.string, t.number, t.null]),
    config: t.unknown,
  }
  const optional = { seats: t.array(t.string), notation: t.number }
  const StepCodec = t.intersection([t.type({ action: t.unknown, digest: t.string }), t.partial({ notation: t.string })])
  // A log migrated from an older version: its digests as that version wrote them, if any.
  const OlderStepCodec = t.partial({ action: t.unknown, digest: t.string, notation: t.string })
  return {
    log: exactDecoder(
      t.intersection([t.type({ ...fields, digest: t.string, steps: t.array(StepCodec) }), t.partial(optional)]),
    ),
    migrated: exactDecoder(
      t.intersection([
        t.type({ ...fields, steps: t.array(t.intersection([t.type({ action: t.unknown }), OlderStepCodec])) }),
        t.partial({ ...optional, digest: t.string }),
      ]),
    ),
  }
}
// Built on first use from constants only: the same decoders whoever asks first.
let decoders: ReturnType<typeof logDecoders> | undefined

// A log's envelope, migrated to this version, and the version that wrote it (its digests are
// that version's: none for version 0, no header digest before version 2).
interface Envelope {
  readonly written: number
  readonly game: string
  readonly seed: string | number | null
  readonly config: unknown
  readonly digest?: string
  readonly steps: ReadonlyArray<{ readonly action: unknown; readonly digest?: string; readonly notation?: string }>
  readonly seats?: ReadonlyArray<string>
  readonly notation?: number
}

const badLog = (lines: ReadonlyArray<string>): Either<LogError, never> =>
  left(logError('BAD_LOG', `Not a pitwall log:\n${lines.join('\n')}`, -1))

// The log's envelope at this version, an older one through the chain of migrations.
const envelope = (input: unknown): Either<LogError, Envelope> => {
  if (typeof input !== 'object' || input === null || Array.isArray(input))
    return left(logError('BAD_LOG', 'Not a pitwall log: expected a JSON object.', -1))
  const tagged = input as { readonly format?: unknown; readonly version?: unknown }
  if (tagged.format !== undefined && tagged.format !== LOG_FORMAT)
    return left(logError('BAD_LOG', `Not a pitwall log: format ${JSON.stringify(tagged.format)}.`, -1))
  // Version 0 (the earlier CLI's `{ game, config, actions }`) has no format.
  const written = tagged.format === undefined ? 0 : tagged.version
  if (
    typeof written !== 'number' ||
    !Number.isInteger(written) ||
    written < (tagged.format === undefined ? 0 : 1) ||
    written > LOG_VERSION
  )
    return left(
      logError(
        'LOG_VERSION',
        `This log is version ${String(JSON.stringify(written)).slice(0, 40)}; this pitwall reads versions 0 to ${LOG_VERSION}.`,
        -1,
      ),
    )
  const read = (decoders ??= logDecoders())
  if (written === LOG_VERSION) {
    const log = read.log(input)
    return log instanceof ExactProblem ? badLog(log.lines) : right({ ...log, written })
  }
  let run: ReturnType<typeof runMigrations>
  try {
    run = runMigrations(input as Readonly<Record<string, unknown>>, written, LOG_VERSION, LOG_MIGRATIONS)
  } catch (error) {
    return badLog([
      `its version ${written} cannot be migrated (${error instanceof Error ? error.message : String(error)}).`,
    ])
  }
  if (run.kind !== 'migrated')
    return badLog([
      run.kind === 'stopped'
        ? `version ${run.at} cannot be read as version ${run.to}: ${run.why}`
        : `no migration from version ${written}.`,
    ])
  const log = read.migrated(run.value)
  if (log instanceof ExactProblem) return badLog(log.lines)
  // The digests its version wrote: every step's from version 1, the header's from version 2.
  const unsigned = written >= 1 ? log.steps.findIndex((step) => step.digest === undefined) : -1
  if (unsigned >= 0) return badLog([`steps.${unsigned}.digest: a version-${written} log has a digest at every step.`])
  if (written >= 2 && log.digest === undefined) return badLog([`digest: a version-${written} log has a header digest.`])
  return right({ ...log, written })
}

/**
 * Reads an untrusted log: checks its format and version (migrating versions 0 and 1), its
 * game, decodes the config and every action exactly, compares the header's digest (game,
 * seed, config, seats), replays every step through the rules and compares every digest. A
 * Left names the step at fault (-1: the header).
 * @group Logs
 */
export const readLog = <C, S, A, E, O>(
  game: Game<C, S, A, E, O>,
  input: unknown,
): Either<LogError, ReadLog<C, S, A, E>> => {
  const read = envelope(input)
  if (isLeft(read)) return read
  const { written: version, game: id, seed, config: rawConfig, steps: rawSteps, seats, notation } = read.right
  if (id !== game.id) return left(logError('LOG_GAME', `This is a log of "${id}", not of ${game.name}.`, -1))
  const config = exactDecoder(game.codecs.config)(rawConfig)
  if (config instanceof ExactProblem)
    return left(
      logError('BAD_CONFIG', `The log's config is not a ${game.name} config:\n${config.lines.join('\n')}`, -1),
    )
  const header = headerDigest(game.id, seed, config, seats)
  // The header's digest as the log's version wrote it (none before version 2).
  const writtenHeader = version >= 2 ? digestAt(version, game.id, seed, config, seats) : ''
  if (version >= 2 && read.right.digest !== writtenHeader)
    return left(
      logError(
        'LOG_DIGEST',
        "The log's header does not match its digest: its game, seed, config or seats were edited.",
        -1,
      ),
    )
  const start = game.setup(config)
  if (isLeft(start)) return left({ ...start.left, step: -1 })
  const exactAction = exactDecoder(game.codecs.action)
  // Played on states the reading owns, as a driver plays (door.ts): each action guarded, the
  // states its steps make neither checked again nor frozen, the last handed out frozen.
  const door = driverDoor(game)
  let state = start.right
  // The chain of this version, and the chain as the log's version wrote it (version 1: from '').
  let digest = header
  let written = writtenHeader
  const steps: LogStep<A>[] = []
  const events: E[] = []
  for (let step = 0; step < rawSteps.length; step++) {
    const raw = rawSteps[step] as (typeof rawSteps)[number]
    const action = exactAction(raw.action)
    if (action instanceof ExactProblem)
      return left(
        logError('BAD_ACTION', `Step ${step} is not a ${game.name} action:\n${action.lines.join('\n')}`, step),
      )
    const result = door.reduce(state, action)
    if (isLeft(result)) return left({ ...result.left, message: `Step ${step}: ${result.left.message}`, step })
    digest = stepDigest(digest, action, result.right.events)
    written = version === LOG_VERSION ? digest : stepDigest(written, action, result.right.events)
    if (raw.digest !== undefined && raw.digest !== written)
      return left(
        logError(
          'LOG_DIGEST',
          `Step ${step} does not match its digest: the log was edited at this step, or this version of pitwall plays it differently.`,
          step,
        ),
      )
    steps.push(raw.notation === undefined ? { action, digest } : { action, digest, notation: raw.notation })
    for (const e of result.right.events) events.push(e)
    state = result.right.state
  }
  const log: RaceLog<C, A> = {
    format: LOG_FORMAT,
    version: LOG_VERSION,
    game: game.id,
    seed,
    config,
    digest: header,
    steps,
  }
  return right({ log: withOptional(log, seats, notation), state: door.handOut(state), events })
}
