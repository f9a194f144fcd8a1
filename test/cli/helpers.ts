/**
 * What the command's tests share: Dice Derby as a catalog entry (a game the tests control),
 * the command run with its output captured, and temporary folders.
 */
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { right } from 'fp-ts/lib/Either.js'
import { defineGame } from '../../src/core/index.js'
import { main, type Io } from '../../src/cli/main.js'
import { catalog, entry } from '../../src/cli/catalog.js'
import { toyRules, type ToyAction } from '../support/toy.js'
import { searchBot } from '../../src/search/index.js'
import { toyBidding } from '../search/helpers.js'

// Dice Derby with two boards, so the board options have something to choose.
const derby = defineGame({ ...toyRules, info: { ...toyRules.info, boards: ['short', 'long'] } })

export const toyEntry = entry({
  game: derby,
  configFromOptions: (input) => {
    const o = input as { players?: number; board?: string }
    return right({ seats: o.players ?? 3, length: o.board === 'long' ? 30 : 10 })
  },
  title: (c) => `${c.seats} cars, ${c.length} spaces`,
  // Two bots that differ: the first legal action, or the last (the highest bid and gear).
  bots: {
    random: (input) => [input.legal[0] as ToyAction, input.rng],
    heuristic: (input) => [input.legal[input.legal.length - 1] as ToyAction, input.rng],
    mcts: searchBot(derby, () => ({ determinize: toyBidding({ seats: 3, length: 10 }) })),
  },
  formatAction: (a) => JSON.stringify(a),
  notationVersion: 1,
  describeAction: (_s, a) => `plays ${JSON.stringify(a)}`,
  describeEvents: (events) =>
    events.flatMap((e) => (e.type === 'finished' ? [`car-${e.seat} finishes ${e.place}`] : [])),
  describeRunningOrder: (s) => s.order.map((seat, i) => `${i + 1}. car-${seat}`),
  renderSvg: (s, o) =>
    `<svg data-length="${s.config.length}" data-cars="${s.positions.length}" data-seat="${String(o?.seat)}" data-at="${s.positions.join(',')}"/>`,
})

/** What a run of the command printed, and its exit code. */
export interface Run {
  readonly code: number
  readonly out: string
  readonly err: string
}

/** The command over a catalog, its output captured; `io` overrides the Io's other fields. */
export const runWith =
  (entries: Parameters<typeof main>[2], io: Partial<Omit<Io, 'out' | 'err'>> = {}) =>
  async (...argv: string[]): Promise<Run> => {
    let out = ''
    let err = ''
    const code = await main(
      argv,
      { out: (t) => (out += t), err: (t) => (err += t), interactive: false, ...io },
      entries,
    )
    return { code, out, err }
  }

/** The command over Dice Derby alone. */
export const run = runWith([toyEntry])
/** The command over the built-in games. */
export const runBuiltIn = runWith(catalog)

/** A new empty folder. */
export const tmp = (): string => mkdtempSync(join(tmpdir(), 'pitwall-'))
