import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { isLeft } from 'fp-ts/lib/Either.js'
import { playout, recordLog, seedRng } from '../../src/core/index.js'
import { catalog, type AnyEntry } from '../../src/cli/catalog.js'
import { cleanText, terminalIo } from '../../src/cli/terminal.js'
import { runBuiltIn, tmp } from './helpers.js'

// What a terminal obeys instead of showing: C0 but tab and newline, DEL, C1, the line and
// paragraph separators, bidi embeddings, overrides and isolates. Written here on its own, not
// taken from the code under test.
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/u

describe('cleanText', () => {
  it.each([
    ['Mallory\u001b[2J\u001b[H', 'Mallory'], // clear the screen
    ['\u001b]0;pwned\u0007Eve', 'Eve'], // retitle the window
    ['\u001b[31mWinner\u001b[0m', 'Winner'], // colour
    ['Bob\rAlice', 'Bob?Alice'], // write over the line
    ['\u202eevE', '?evE'], // right-to-left override
    ['a\u0000b\u007fc\u009bd\u0085e', 'a?b?c?d?e'], // NUL, DEL, C1 CSI, C1 NEL
    ['tab\there\nnext', 'tab\there\nnext'], // tab and newline stay
    ['Formule Dé · 2 laps', 'Formule Dé · 2 laps'], // ordinary text is untouched
  ])('%j prints as %j', (text, clean) => {
    expect(cleanText(text)).toBe(clean)
  })

  it('whatever the text, nothing a terminal obeys is left, and plain text is kept', () => {
    const unit = fc.oneof(
      fc.constantFrom(
        '\u001b',
        '\u009b',
        '\u001b[',
        '\u001b]',
        '\u0007',
        '\r',
        '\u202e',
        '\u2066',
        '\u007f',
        '[2J',
        ';',
      ),
      fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
    )
    fc.assert(
      fc.property(fc.string({ unit, maxLength: 30 }), fc.string({ maxLength: 10 }), (text, plain) => {
        const cleaned = cleanText(text)
        expect(cleaned).not.toMatch(CONTROL)
        // Printable text around is kept as it was.
        expect(cleanText(`${plain.replace(CONTROL, '')}|`)).toBe(`${plain.replace(CONTROL, '')}|`)
      }),
    )
  })

  it('the status line is the only place the command writes a carriage return, around cleaned text', () => {
    let err = ''
    const term = terminalIo({ out: () => undefined, err: (t) => (err += t), interactive: true })
    term.status('\u001b[2Jline\r')
    term.err('done\u001b[31m\n')
    expect(err).toBe('\rline?\u001b[K\r\u001b[Kdone\n')
  })
})

// The games whose config names their drivers or cars: a game whose names are not in its config
// (a game of one's own may name seats by number) is still checked for clean output.
const NAMES_IN_CONFIG = new Set(['formule-de', 'rallyman', 'bolide'])

// A config of the game with the given names: drivers or cars, and the board's name where the
// config holds the board.
const named = (entry: AnyEntry, names: ReadonlyArray<string>, board: string): unknown => {
  const made = entry.configFromOptions({ players: Math.max(2, entry.game.info.players.min) })
  if (isLeft(made)) throw new Error(made.left.message)
  const config = made.right as Record<string, unknown>
  const name = (i: number): string => names[i % names.length] ?? ''
  switch (entry.game.id) {
    case 'formule-de':
      return { ...config, laps: 1, cars: (config.cars as string[]).map((_, i) => name(i)) }
    case 'rallyman': {
      // One special (allowed for practice): a shorter rally to replay.
      const rally = config.rally as { specials: unknown[] }
      const drivers = config.drivers as { name: string }[]
      return {
        ...config,
        rally: { ...rally, name: board, specials: rally.specials.slice(0, 1) },
        drivers: drivers.map((d, i) => ({ ...d, name: name(i) })),
      }
    }
    case 'bolide': {
      const drivers = config.drivers as { name: string }[]
      return {
        ...config,
        laps: 1,
        circuit: { ...(config.circuit as object), name: board },
        drivers: drivers.map((d, i) => ({ ...d, name: name(i) })),
      }
    }
    default:
      return config
  }
}

describe('names from a log never reach the terminal as control characters', () => {
  // Names rich in what a terminal obeys: escape sequences, carriage returns, bidi overrides,
  // any code point at all; each keeps a plain mark, to see the name is still printed.
  const unit = fc.oneof(
    fc.constantFrom('\u001b[2J', '\u001b]0;x\u0007', '\u001b[31m', '\r', '\n', '\u202e', '\u009b', '\u0000', '\u007f'),
    fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
  )
  const name = (mark: string) => fc.string({ unit, maxLength: 8 }).map((s) => `${mark}${s}`)

  it.each(catalog.map((e) => [e.game.id, e] as const))(
    '%s: replay and render print every name, cleaned',
    (_, entry) => {
      const base = named(entry, ['A', 'B'], 'Board')
      const start = entry.game.setup(base)
      if (isLeft(start)) throw new Error(start.left.message)
      const policies = [entry.bots.heuristic, entry.bots.random, entry.bots.random]
      const race = playout(entry.game, start.right, seedRng(5), policies, { collectEvents: false })
      if (isLeft(race)) throw new Error(race.left.message)
      const actions = race.right.actions
      const dir = tmp()
      return fc.assert(
        fc.asyncProperty(
          name('N0:'),
          name('N1:'),
          name('Seat:'),
          name('Board:'),
          fc.oneof(fc.integer(), name('Seed:')),
          async (first, second, seat, board, seed) => {
            const config = named(entry, [first, second], board)
            const log = recordLog(entry.game, config, actions, { seed, seats: [seat, 'random'] })
            if (isLeft(log)) throw new Error(log.left.message)
            const file = join(dir, 'race.json')
            writeFileSync(file, JSON.stringify(log.right))
            const replayed = await runBuiltIn('replay', file)
            const drawn = await runBuiltIn('render', '--replay', file, '--step', String(Math.min(40, actions.length)))
            for (const printed of [replayed, drawn]) {
              expect(printed.code, printed.err).toBe(0)
              expect(printed.out + printed.err).not.toMatch(CONTROL)
            }
            expect(replayed.out).toContain('Seat:')
            if (NAMES_IN_CONFIG.has(entry.game.id)) expect(replayed.out).toContain('N0:')
          },
        ),
        { numRuns: 8 },
      )
    },
  )

  it('a file naming an unknown game with control characters is refused in clean words', async () => {
    const file = join(tmp(), 'x.json')
    writeFileSync(file, JSON.stringify({ game: '\u001b[2Jchess\u202e', config: {}, actions: [] }))
    const refused = await runBuiltIn('replay', file)
    expect(refused.code).toBe(1)
    expect(refused.err).toContain('"chess?"')
    expect(refused.err).not.toMatch(CONTROL)
  })
})
