/**
 * The format of pitwall's race logs and its versions. A log of an older version goes through
 * the chain of migrations core runs for saved states too (`runMigrations`): one step per
 * version, so a version bump is one new step, and `readLog` checks the log it gets as any log
 * of this version, its digests as its own version wrote them.
 */
import type { MigrationChain } from './state-version.js'

/** The format tag of a pitwall log. @group Logs */
export const LOG_FORMAT = 'pitwall-log'
/** The log version this pitwall writes (it reads versions 0, 1 and 2 too). @group Logs */
export const LOG_VERSION = 3

// The texts of a log's steps (`notation`), when any step has one.
const hasTexts = (steps: unknown): boolean =>
  Array.isArray(steps) && steps.some((step: unknown) => typeof step === 'object' && step !== null && 'notation' in step)

/**
 * From each log version to the next. What a step cannot write is how the older version made
 * its digests (version 1's steps chain from the empty digest, its header is not covered;
 * version 0 has no digests): `readLog` checks those as the log's own version wrote them.
 */
export const LOG_MIGRATIONS: MigrationChain<typeof LOG_VERSION, 0> = [
  {
    // Version 0, the earlier CLI's `{ game, config, actions }`: a log of no seed, no digests.
    from: 0,
    to: 1,
    step: ({ actions, ...rest }) => {
      const extra = Object.keys(rest).filter((key) => key !== 'game' && key !== 'config')
      if (extra.length > 0)
        return `a version-0 log is { game, config, actions }, without ${extra.slice(0, 4).join(', ').slice(0, 80)}.`
      return Array.isArray(actions)
        ? { ...rest, format: LOG_FORMAT, seed: null, steps: actions.map((action: unknown) => ({ action })) }
        : 'it lists no "actions" (a version-0 log is { game, config, actions }).'
    },
  },
  // Version 2 added the header's digest: a version-1 log has none to write (its header is not covered).
  {
    from: 1,
    to: 2,
    step: (log) => ('digest' in log ? 'a version-1 log has no header digest.' : log),
  },
  // Version 3 names the notation of the steps' texts: those written before are in each game's first.
  {
    from: 2,
    to: 3,
    step: (log) =>
      'notation' in log
        ? 'a version-2 log names no notation version.'
        : hasTexts(log['steps'])
          ? { ...log, notation: 1 }
          : log,
  },
]
