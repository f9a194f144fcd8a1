/**
 * A batch's report as JSON (`simulate --json`): what was raced (game, config, bots, the whole
 * batch's seeds, the share of them played, `--shard I/N`) and its tally. A share is a pure
 * function of those, so any job runner can play the shares anywhere; `pitwall merge` reads the
 * reports back, checks they are the shares of one batch, all of them once, and sums them into
 * the report of the whole batch played at once. The report is users' data: it carries its
 * format and version, and another version is refused with a message, never misread.
 */
import * as t from 'io-ts'
import { isLeft, left, right, type Either } from 'fp-ts/lib/Either.js'
import { canonicalJson, decodeWith } from '../core/index.js'
import type { RacePlan } from './race.js'
import type { TallyData } from './tally.js'

/** The format's name, in every report. */
export const BATCH_FORMAT = 'pitwall-batch'
/** The report version this pitwall writes and reads. */
export const BATCH_VERSION = 1

/** Which share of a batch's seeds a run plays: `index` from 0 to `count - 1`. */
export interface Shard {
  readonly index: number
  readonly count: number
}

/** Consecutive seeds: `first .. first + races - 1`. */
export interface Seeds {
  readonly first: number
  readonly races: number
}

/**
 * The seeds of a share of a batch: the batch's seeds cut into `count` runs of consecutive
 * seeds, as even as whole races allow (their lengths differ by one at most), in order.
 */
export const shardSeeds = (batch: Seeds, shard: Shard): Seeds => {
  const from = Math.floor((batch.races * shard.index) / shard.count)
  const to = Math.floor((batch.races * (shard.index + 1)) / shard.count)
  return { first: batch.first + from, races: to - from }
}

/** One game's batch in a report: what was raced, the share played, and its tally. */
export interface BatchPart {
  /** The game's id. */
  readonly game: string
  /** The config raced (the game's own, as its log would hold it). */
  readonly config: unknown
  /** The bots by seat, round the table. */
  readonly bots: ReadonlyArray<string>
  /** The search bot's iterations per decision. */
  readonly budget: number
  /** The whole batch's seeds. */
  readonly seeds: Seeds
  /** The share of them this part played (0 of 1: the whole batch). */
  readonly shard: Shard
  /** The tally of the share's races. */
  readonly tally: TallyData
}

/** A report of `simulate --json`: one part per game raced. */
export interface BatchReport {
  readonly format: typeof BATCH_FORMAT
  readonly version: typeof BATCH_VERSION
  /** The pitwall version that raced it: another version may race the same seeds otherwise. */
  readonly pitwall: string
  readonly batches: ReadonlyArray<BatchPart>
}

/** The part of a batch of one plan. */
export const batchPart = (game: string, plan: RacePlan, seeds: Seeds, shard: Shard, tally: TallyData): BatchPart => ({
  game,
  config: plan.config,
  bots: plan.bots,
  budget: plan.budget,
  seeds,
  shard,
  tally,
})

/**
 * A report as JSON text, ASCII only (every other character escaped): a name holding any
 * character goes through a terminal unchanged.
 */
export const formatReport = (report: BatchReport): string =>
  `${JSON.stringify(report, null, 1).replace(/[^\n\x20-\x7e]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)}\n`

// An object of exactly these fields (others are dropped).
const strict = <P extends t.Props>(props: P) => t.exact(t.type(props))
const count = t.refinement(t.number, (n) => Number.isSafeInteger(n) && n >= 0, 'a whole number, at least 0')
const whole = t.refinement(t.number, Number.isSafeInteger, 'a whole number')
const SeatSumsCodec = strict({
  seat: count,
  wins: count,
  shared: count,
  place: count,
  finishes: count,
  score: t.number,
})
const TallyCodec = strict({
  races: count,
  title: t.string,
  seats: t.array(t.string),
  measure: t.keyof({ points: null, laps: null, time: null }),
  firstSeed: t.union([whole, t.null]),
  lastSeed: t.union([whole, t.null]),
  perSeat: t.array(SeatSumsCodec),
  decisions: count,
  fewestDecisions: t.union([count, t.null]),
  mostDecisions: t.union([count, t.null]),
  eliminations: count,
})
const PartCodec = strict({
  game: t.string,
  config: t.unknown,
  bots: t.array(t.string),
  budget: count,
  seeds: strict({ first: whole, races: count }),
  shard: strict({ index: count, count: count }),
  tally: TallyCodec,
})
const ReportCodec = strict({
  format: t.literal(BATCH_FORMAT),
  version: t.literal(BATCH_VERSION),
  pitwall: t.string,
  batches: t.array(PartCodec),
})

/**
 * A report read from its JSON text (`file` names it in the messages): its format and version
 * checked, every field decoded, and each part's share and tally consistent (the shard is one
 * of its count, its tally holds exactly the share's races). A Left is one message.
 */
export const readReport = (file: string, text: string): Either<string, BatchReport> => {
  let input: unknown
  try {
    input = JSON.parse(text)
  } catch {
    return left(`${file} is not a pitwall batch report: it is not JSON`)
  }
  const tagged = (typeof input === 'object' && input !== null ? input : {}) as { format?: unknown; version?: unknown }
  if (tagged.format !== BATCH_FORMAT)
    return left(
      `${file} is not a pitwall batch report (simulate --json writes them): its format is not ${BATCH_FORMAT}`,
    )
  if (tagged.version !== BATCH_VERSION)
    return left(
      `${file} is a batch report of version ${JSON.stringify(tagged.version)}; this pitwall reads version ${BATCH_VERSION}`,
    )
  const report = decodeWith(ReportCodec, input)
  if (isLeft(report)) return left(`${file} is not a pitwall batch report: ${report.left.join('; ')}`)
  for (const part of report.right.batches) {
    const { shard, seeds, tally } = part
    const where = `${file}, ${part.game}`
    if (shard.count < 1 || shard.index >= shard.count)
      return left(`${where}: shard ${shard.index}/${shard.count} is not one of ${shard.count} shares`)
    const share = shardSeeds(seeds, shard)
    if (tally.races !== share.races)
      return left(`${where}: shard ${shard.index}/${shard.count} holds ${tally.races} races, not its ${share.races}`)
    if (tally.races > 0 && (tally.firstSeed !== share.first || tally.lastSeed !== share.first + share.races - 1))
      return left(`${where}: shard ${shard.index}/${shard.count}'s seeds are not its share's`)
  }
  return right(report.right)
}

/** The shares of one batch (same game, config, bots, budget and seeds), as they were given. */
export interface BatchShares {
  readonly game: string
  readonly parts: ReadonlyArray<BatchPart>
}

// What makes two parts shares of the same batch.
const batchKey = (part: BatchPart): string =>
  canonicalJson([part.game, part.config, part.bots, part.budget, part.seeds])

/**
 * The reports' parts grouped by batch, in the order each batch first appears, each checked
 * complete: all its shares from one split (the same count), every one exactly once, all raced
 * by the same pitwall version. A Left says what is missing or given twice.
 */
export const sharesOf = (
  reports: ReadonlyArray<{ readonly file: string; readonly report: BatchReport }>,
): Either<string, ReadonlyArray<BatchShares>> => {
  const versions = [...new Set(reports.map((r) => r.report.pitwall))]
  if (versions.length > 1)
    return left(`the reports were raced by different pitwall versions (${versions.join(', ')}), whose races may differ`)
  const batches = new Map<string, { game: string; parts: Array<{ file: string; part: BatchPart }> }>()
  for (const { file, report } of reports)
    for (const part of report.batches) {
      const key = batchKey(part)
      const batch = batches.get(key) ?? { game: part.game, parts: [] }
      batch.parts.push({ file, part })
      batches.set(key, batch)
    }
  const out: BatchShares[] = []
  for (const { game, parts } of batches.values()) {
    const first = parts[0] as { file: string; part: BatchPart }
    const { count } = first.part.shard
    const seeds = `seeds ${first.part.seeds.first} to ${first.part.seeds.first + first.part.seeds.races - 1}`
    const byIndex = new Map<number, string>()
    for (const { file, part } of parts) {
      if (part.shard.count !== count)
        return left(
          `${game} (${seeds}) is split two ways: ${first.file} holds shard ${first.part.shard.index}/${count}, ${file} shard ${part.shard.index}/${part.shard.count}`,
        )
      const twice = byIndex.get(part.shard.index)
      if (twice !== undefined)
        return left(`${game} (${seeds}): shard ${part.shard.index}/${count} is given twice, in ${twice} and ${file}`)
      byIndex.set(part.shard.index, file)
    }
    const missing = Array.from({ length: count }, (_, i) => i).filter((i) => !byIndex.has(i))
    if (missing.length > 0) {
      const named = missing.slice(0, 5).map((i) => `${i}/${count}`)
      const more = missing.length > named.length ? ` and ${missing.length - named.length} more` : ''
      return left(`${game} (${seeds}): shard${missing.length === 1 ? '' : 's'} ${named.join(', ')}${more} missing`)
    }
    out.push({ game, parts: parts.map((p) => p.part) })
  }
  return right(out)
}
