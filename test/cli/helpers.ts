/**
 * What the command's tests share: Dice Derby as a catalog entry (a game the tests control),
 * the command run with its output captured, and temporary folders.
 */
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { left, right } from 'fp-ts/lib/Either.js'
import { main, type Io } from '../../src/cli/main.js'
import { catalog, entry } from '../../src/cli/catalog.js'
import {
  toyGame,
  type ToyAction,
  type ToyConfig,
  type ToyEvent,
  type ToyObservation,
  type ToyState,
} from '../support/toy.js'
import { searchBot } from '../../src/search/index.js'
import { toyBidding } from '../search/helpers.js'

// Dice Derby with bots, lines and a picture the tests control (its own are in
// examples/custom-game/module.ts).
export const toyEntry = entry<ToyConfig, ToyState, ToyAction, ToyEvent, ToyObservation>({
  game: toyGame,
  defaultConfig: () => ({ seats: 3, length: 10 }),
  configFromOptions: (input) => {
    const o = input as { players?: number; board?: string }
    return right({ seats: o.players ?? 3, length: o.board === 'long' ? 30 : 10 })
  },
  describeConfig: (c) => `${c.seats} cars, ${c.length} spaces`,
  seatNames: (c) => Array.from({ length: c.seats }, (_, seat) => `car-${seat}`),
  boards: { short: 10, long: 30 },
  // Two bots that differ: the first legal action, or the last (the highest bid and gear).
  bots: {
    random: (input) => [input.legal[0] as ToyAction, input.rng],
    heuristic: (input) => [input.legal[input.legal.length - 1] as ToyAction, input.rng],
    mcts: searchBot(toyGame, () => ({ determinize: toyBidding({ seats: 3, length: 10 }) })),
  },
  formatAction: (a) => JSON.stringify(a),
  parseAction: (text) => right(JSON.parse(text) as ToyAction),
  notationVersion: 1,
  describeAction: (_s, a) => `plays ${JSON.stringify(a)}`,
  describeEvents: (events) =>
    events.flatMap((e) => (e.type === 'finished' ? [`car-${e.seat} finishes ${e.place}`] : [])),
  describeRunningOrder: (s) => s.order.map((seat, i) => `${i + 1}. car-${seat}`),
  renderSvg: (s, o) =>
    `<svg data-length="${s.config.length}" data-cars="${s.positions.length}" data-seat="${String(o?.seat)}" data-at="${s.positions.join(',')}"/>`,
  search: { determinize: toyBidding({ seats: 3, length: 10 }) },
  position: () => left({ code: 'NO_POSITIONS', message: 'no position builder', rule: '' }),
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
