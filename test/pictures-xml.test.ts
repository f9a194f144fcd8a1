/**
 * Every picture is a well-formed XML document, whatever the names of a config the game
 * accepts: control characters, lone surrogates, `--`, `]]>`, markup. Checked by a strict XML
 * parser (saxes), as a browser opens an .svg file.
 */
import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { isLeft } from 'fp-ts/lib/Either.js'
import type { Game, Viewer } from '../src/core/index.js'
import * as bolide from '../src/bolide/index.js'
import * as fmr from '../src/formula-motor-racing/index.js'
import * as formuleDe from '../src/formule-de/index.js'
import * as rallyman from '../src/rallyman/index.js'
import { escapeXml } from '../src/core/xml.js'
import { xmlProblems } from './support/xml.js'

// Names that broke the pictures, and any string at all.
const HOSTILE = [
  'a\u0001b',
  '\ud800',
  'x\udc00',
  'x--y',
  '-',
  ']]>',
  '<script>',
  '&amp;',
  '"\'',
  '\uffff\ufffe',
  '\u0000',
]
const name = (max: number): fc.Arbitrary<string> =>
  fc.oneof(
    fc.constantFrom(...HOSTILE),
    fc.string({ unit: 'binary', maxLength: max }),
    fc.string({ unit: 'grapheme', maxLength: max }),
    fc.array(fc.constantFrom(...HOSTILE, 'a', ' '), { maxLength: 6 }).map((parts) => parts.join('').slice(0, max)),
  )
const names = (count: number, max: number): fc.Arbitrary<ReadonlyArray<string>> =>
  fc.uniqueArray(name(max), { minLength: count, maxLength: count })

// A picture is well-formed XML, with no character XML 1.0 forbids anywhere.
const expectWellFormed = (svg: string): void => {
  expect(xmlProblems(svg)).toEqual([])
  expect(svg).not.toMatch(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|\p{Cs}/u)
}

// The states of the first steps of a race (legal actions taken in turn), drawn as the
// spectator and as seat 0 with its targets.
const expectRaceWellFormed = <C, S, A, E, O>(
  game: Game<C, S, A, E, O>,
  config: C,
  render: (state: S, options: { seat?: Viewer; highlight?: boolean }) => string,
): boolean => {
  const start = game.setup(config)
  if (isLeft(start)) return false
  let state = start.right
  for (let step = 0; step < 16; step++) {
    if (step % 8 === 0) {
      expectWellFormed(render(state, {}))
      expectWellFormed(render(state, { seat: 0, highlight: true }))
    }
    const actions = game.legalActions(state)
    const next = actions.length === 0 ? undefined : game.reduce(state, actions[(step * 7) % actions.length] as A)
    if (next === undefined || isLeft(next)) break
    state = next.right.state
  }
  return true
}

// Configs the game refuses (a blank name...) are not drawn; most are.
const RUNS = 12

describe('every picture is well-formed XML', () => {
  it('the strict parser refuses what the pictures wrote before (a control character, a lone surrogate, -- in a comment)', () => {
    expect(xmlProblems('<svg><text>a\u0001b</text></svg>')).not.toEqual([])
    expect(xmlProblems('<svg><text>\ud800</text></svg>')).not.toEqual([])
    expect(xmlProblems('<svg><!-- x--y --></svg>')).not.toEqual([])
    expect(xmlProblems('<svg><text>a\uFFFDb &amp; &lt;</text></svg>')).toEqual([])
  })

  it('escapeXml escapes markup and replaces what XML 1.0 forbids by U+FFFD, keeping tab, newline and surrogate pairs', () => {
    expect(escapeXml('a\u0001b\ud800<"&>\t\n\r\ud83c\udfc1\uffff')).toBe(
      'a\uFFFDb\uFFFD&lt;&quot;&amp;&gt;\t\n\r\ud83c\udfc1\uFFFD',
    )
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        expectWellFormed(`<svg><text a="${escapeXml(text)}">${escapeXml(text)}</text></svg>`)
      }),
    )
  })

  it('Formule Dé: car and circuit names of any characters', () => {
    let drawn = 0
    fc.assert(
      fc.property(fc.tuple(names(3, formuleDe.MAX_NAME_LENGTH), name(30)), ([cars, circuitName]) => {
        const circuit = { ...formuleDe.boards.hairpin, name: circuitName }
        expectWellFormed(formuleDe.renderBoardSvg(circuit))
        const config = { ...formuleDe.defaultConfig({ players: 3, rules: 'advanced', laps: 1 }), cars, circuit }
        if (expectRaceWellFormed(formuleDe.formuleDe, config, formuleDe.renderSvg)) drawn++
      }),
      { numRuns: RUNS },
    )
    expect(drawn).toBeGreaterThan(RUNS / 2)
  })

  it('Bolide: driver and circuit names of any characters', () => {
    let drawn = 0
    fc.assert(
      fc.property(fc.tuple(names(2, 20), name(30)), ([drivers, circuitName]) => {
        const circuit = { ...bolide.boards['test-ring'], name: circuitName }
        expectWellFormed(bolide.renderBoardSvg(circuit))
        const base = bolide.defaultConfig({ players: 2, rules: 'advanced', laps: 1 })
        const config = { ...base, circuit, drivers: base.drivers.map((d, i) => ({ ...d, name: drivers[i] ?? '' })) }
        if (expectRaceWellFormed(bolide.bolide, config, bolide.renderSvg)) drawn++
      }),
      { numRuns: RUNS },
    )
    expect(drawn).toBeGreaterThan(RUNS / 2)
  })

  it('Rallyman: driver, rally and special names of any characters', () => {
    let drawn = 0
    fc.assert(
      fc.property(fc.tuple(names(2, 40), name(40), name(40)), ([drivers, rallyName, specialName]) => {
        const base = rallyman.defaultConfig({ players: 2, board: 'snow' })
        const first = base.rally.specials[0]
        if (first === undefined) throw new Error('a rally without specials')
        // One special (a practice rally), so that each run lays one stage.
        const config = {
          ...base,
          drivers: drivers.map((n) => ({ name: n })),
          rally: { ...base.rally, name: rallyName, specials: [{ ...first, name: specialName }] },
        }
        const start = rallyman.rallyman.setup(config)
        if (isLeft(start)) return
        for (const stage of rallyman.stagesOf(start.right)) expectWellFormed(rallyman.renderBoardSvg(stage))
        if (expectRaceWellFormed(rallyman.rallyman, config, rallyman.renderSvg)) drawn++
      }),
      { numRuns: RUNS },
    )
    expect(drawn).toBeGreaterThan(RUNS / 2)
  })

  it('Formula Motor Racing: a season from its start, as every viewer (no names to vary)', () => {
    for (const players of [3, 6]) {
      expect(expectRaceWellFormed(fmr.formulaMotorRacing, fmr.defaultConfig({ players }), fmr.renderSvg)).toBe(true)
    }
  })
})
