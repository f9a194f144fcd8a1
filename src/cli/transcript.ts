/**
 * Golden playthroughs (after OpenSpiel's `playthroughs/*.txt`): a seeded race written out
 * step by step — the node, whose die and which, every chance outcome with its exact
 * probability, what the seat to act observes (the fields that changed), its legal actions
 * and the action taken, in the game's notation, and what each step's events say. Checked
 * in and compared by `npm test`, so any change of behaviour shows as a readable diff.
 */
import { isLeft, left, right, type Either } from 'fp-ts/lib/Either.js'
import { canonicalJson, playout, seedRng, stepDigest, type Policy } from '../core/index.js'
import type { AnyEntry, ConfigOptions } from './catalog.js'

/** What a playthrough plays. */
export interface PlaythroughSpec {
  /** The config options (the game's defaults for what is absent). */
  readonly options: ConfigOptions
  /** The seed of the race. */
  readonly seed: number
  /** Steps written out in full; the rest is summed up by their count and digest. */
  readonly detailedSteps: number
}

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b))

// An exact probability as a fraction of integer weights.
const fraction = (weight: number, total: number): string => {
  const d = gcd(weight, total)
  return `${weight / d}/${total / d}`
}

// A value in one line; long ones keep their start and a hash, so a change still shows.
const compact = (value: unknown, max = 160): string => {
  const text = canonicalJson(value)
  return text.length <= max
    ? text
    : `${text.slice(0, max - 40)}… (${text.length} chars, #${stepDigest('', value, []).slice(0, 8)})`
}

// What changed between two values, as `path: value` lines: unchanged parts are left out,
// changed objects and arrays are opened down to a few levels, and a part that would take
// more than a handful of lines is written on one (compact) line instead.
const changes = (before: unknown, after: unknown, path = '', depth = 0): ReadonlyArray<string> => {
  if (canonicalJson(before) === canonicalJson(after)) return []
  const open = depth < 3 && after !== null && typeof after === 'object'
  if (open) {
    const was = (before !== null && typeof before === 'object' ? before : {}) as Record<string, unknown>
    const keys = Object.keys(after as object)
    const lines = keys.flatMap((key) =>
      changes(
        was[key],
        (after as Record<string, unknown>)[key],
        Array.isArray(after) ? `${path}[${key}]` : path === '' ? key : `${path}.${key}`,
        depth + 1,
      ),
    )
    const shrunk = Array.isArray(after) && Array.isArray(before) && before.length !== after.length
    if (depth === 0 || (lines.length <= 8 && !shrunk)) return lines
  }
  return [`${path === '' ? '(all)' : path}: ${compact(after)}`]
}

const list = (items: ReadonlyArray<string>, max = 24): string =>
  items.length <= max ? items.join(' · ') : `${items.slice(0, max).join(' · ')} · … ${items.length - max} more`

/** The playthrough of one seeded race, as text; a Left when the race cannot be played. */
export const playthrough = (entry: AnyEntry, spec: PlaythroughSpec): Either<string, string> => {
  const { game } = entry
  const config = entry.configFromOptions(spec.options)
  if (isLeft(config)) return left(`${config.left.code}: ${config.left.message}`)
  const start = game.setup(config.right)
  if (isLeft(start)) return left(`${start.left.code}: ${start.left.message}`)
  const seats = game.info.players
  const players = spec.options.players ?? seats.default
  // Heuristic and random seats in turn, seat 0 heuristic: both kinds of driving show.
  const names = Array.from({ length: players }, (_, i): 'heuristic' | 'random' =>
    i % 2 === 0 ? 'heuristic' : 'random',
  )
  const policies: ReadonlyArray<Policy<unknown, unknown>> = names.map((n) => entry.bots[n])
  const run = playout(game, start.right, seedRng(spec.seed), policies, { collectEvents: false })
  if (isLeft(run)) return left(`the race stopped at step ${run.left.step}: ${run.left.code} ${run.left.message}`)
  const out: string[] = [
    `pitwall playthrough: ${game.name} (${game.id})`,
    `options: ${canonicalJson(spec.options)} · seed ${spec.seed}`,
    `seats: ${names.map((n, i) => `${i} ${n}`).join(', ')}`,
    `notation: version ${entry.notationVersion}`,
    `config: ${compact(config.right)}`,
    '',
  ]
  // The last observation written out, of whichever seat: each decision shows what changed.
  let seen: unknown = undefined
  let state = start.right
  let digest = ''
  const actions = run.right.actions
  for (let step = 0; step < actions.length; step++) {
    const action = actions[step]
    const status = game.status(state)
    const detailed = step < spec.detailedSteps
    if (detailed) {
      if (status.kind === 'chance') {
        const source = status.source
        const total = status.outcomes.reduce((sum, o) => sum + o.weight, 0)
        out.push(
          `${step} chance${source === undefined ? '' : ` · ${source.die} for ${source.seat === null ? 'nobody' : `seat ${source.seat}`} (${source.reason})`}`,
          `  outcomes: ${list(status.outcomes.map((o) => `${entry.formatAction(o.action, state)} ${fraction(o.weight, total)}`))}`,
        )
      } else if (status.kind === 'decision' || status.kind === 'simultaneous') {
        const seat = status.kind === 'decision' ? status.seat : (status.seats[0] ?? 0)
        const observation = game.observe(state, seat)
        const legal = game.legalActions(state, seat)
        out.push(`${step} ${status.kind} · seat ${seat} · ${status.phase}`)
        if (!isLeft(observation)) {
          for (const line of changes(seen, observation.right)) out.push(`  sees ${line}`)
          seen = observation.right
        }
        out.push(`  legal (${legal.length}): ${list(legal.map((a) => entry.formatAction(a, state)))}`)
      }
      out.push(`  -> ${entry.formatAction(action, state)} · ${entry.describeAction(state, action)}`)
    }
    const result = game.reduce(state, action)
    if (isLeft(result)) return left(`step ${step} does not replay: ${result.left.code}`)
    digest = stepDigest(digest, action, result.right.events)
    if (detailed) for (const line of entry.describeEvents(result.right.events, 'spectator')) out.push(`  | ${line}`)
    state = result.right.state
  }
  if (actions.length > spec.detailedSteps)
    out.push(`… ${actions.length - spec.detailedSteps} more steps (${actions.length} in all), digest ${digest}`)
  const end = game.status(state)
  out.push('', `end: ${end.kind}`)
  if (end.kind === 'over')
    for (const p of end.standings.placings)
      out.push(
        `  ${p.place}. ${p.competitor}${p.seat === null ? '' : ` (seat ${p.seat})`} ${p.score}${p.eliminated === undefined ? '' : ` out: ${p.eliminated}`}`,
      )
  return right(`${out.join('\n')}\n`)
}
