/**
 * Every piece a person may point at in a picture has a tooltip (an SVG `<title>`, its first
 * child), in English and in French: the cars, the spaces (Formule Dé's spaces, Rallyman's
 * cells, Bolide's targets, grid places and pit boxes), the cards and the dice, in the states of
 * a seeded race of each game. Two cars, or two spaces, never share a tooltip (each names its
 * own), and a tooltip's French differs from its English.
 */
import { describe, expect, it } from 'vitest'
import type { Lang } from '../src/core/index.js'
import * as bolide from '../src/bolide/index.js'
import * as fmr from '../src/formula-motor-racing/index.js'
import * as formuleDe from '../src/formule-de/index.js'
import * as rallyman from '../src/rallyman/index.js'
import { sampledStates } from './support/pictures.js'

/** One titled piece: the value of its data attribute and its tooltip ('' when it has none). */
interface Titled {
  readonly key: string
  readonly title: string
}

// The elements carrying `data-<name>` (and `also`, an attribute text, when given), with the
// text of the `<title>` that opens them.
const titled = (svg: string, name: string, also = ''): ReadonlyArray<Titled> =>
  [...svg.matchAll(new RegExp(`<[a-z]+ ([^>]*)data-${name}="([^"]*)"[^>]*>(?:<title>([^<]*)</title>)?`, 'g'))]
    .filter((m) => also === '' || (m[0] ?? '').includes(also))
    .map((m) => ({ key: m[2] ?? '', title: m[3] ?? '' }))

interface Kind {
  /** The data attribute naming the piece. */
  readonly name: string
  /** An attribute text the piece's element also carries, to tell it from others with the same data. */
  readonly also?: string
  /** Whether two pieces of one picture may share a tooltip (two dice of the same kind may). */
  readonly shared?: boolean
}

/** Checks a picture drawn in both languages; the number of pieces of each kind seen. */
const check = (draw: (lang: Lang) => string, kinds: ReadonlyArray<Kind>, seen: Map<string, number>): void => {
  const en = draw('en')
  const fr = draw('fr')
  for (const kind of kinds) {
    const english = titled(en, kind.name, kind.also)
    const french = titled(fr, kind.name, kind.also)
    expect(french.map((t) => t.key)).toEqual(english.map((t) => t.key))
    english.forEach((t, i) => {
      expect(t.title, `data-${kind.name}="${t.key}" has no tooltip`).not.toBe('')
      const other = french[i]?.title ?? ''
      expect(other, `data-${kind.name}="${t.key}" has no French tooltip`).not.toBe('')
      expect(other, `data-${kind.name}="${t.key}": the French tooltip is the English one`).not.toBe(t.title)
    })
    if (kind.shared !== true)
      for (const list of [english, french]) expect(new Set(list.map((t) => t.title)).size).toBe(list.length)
    seen.set(kind.name, (seen.get(kind.name) ?? 0) + english.length)
  }
}

const expectSeen = (seen: ReadonlyMap<string, number>, names: ReadonlyArray<string>): void => {
  for (const name of names) expect(seen.get(name) ?? 0, `no data-${name} drawn in the race`).toBeGreaterThan(0)
}

describe('picture tooltips, in English and French', () => {
  it('Formule Dé: every car, space and corner flag', () => {
    const { bots } = formuleDe
    const config = formuleDe.defaultConfig({ players: 4, board: 'hairpin', laps: 1 })
    const seen = new Map<string, number>()
    const kinds = [
      { name: 'car', also: 'class="car"' },
      { name: 'car', also: 'class="dashboard"' },
      { name: 'space', also: 'class="space"' },
      { name: 'corner' },
    ]
    for (const state of sampledStates(
      formuleDe.formuleDe,
      config,
      [bots.heuristic, bots.random, bots.heuristic, bots.random, bots.heuristic, bots.random],
      3,
      40,
    ))
      check((lang) => formuleDe.renderSvg(state, { highlight: true, lang }), kinds, seen)
    check((lang) => formuleDe.renderBoardSvg(formuleDe.boards.riviera, { lang }), kinds, seen)
    expectSeen(seen, ['car', 'space', 'corner'])
  })

  it('Rallyman: every car, cell, reachable cell and die of the dashboards', () => {
    const { bots } = rallyman
    const config = rallyman.defaultConfig({ players: 3 })
    const seen = new Map<string, number>()
    const kinds = [{ name: 'car' }, { name: 'cell' }, { name: 'reach' }, { name: 'die', shared: true }]
    for (const state of sampledStates(
      rallyman.rallyman,
      config,
      [bots.heuristic, bots.random, bots.heuristic, bots.random, bots.heuristic, bots.random],
      5,
      25,
    ))
      check((lang) => rallyman.renderSvg(state, { highlight: true, lang }), kinds, seen)
    expectSeen(seen, ['car', 'cell', 'reach', 'die'])
  })

  it('Bolide: every car, Pion, target point, grid place, pit box and sector', () => {
    const { bots } = bolide
    const config = bolide.defaultConfig({ players: 4, board: 'test-ring', laps: 1 })
    const seen = new Map<string, number>()
    const kinds = [
      { name: 'car' },
      { name: 'pion' },
      { name: 'target' },
      { name: 'grid' },
      { name: 'box' },
      { name: 'sector' },
    ]
    for (const state of sampledStates(
      bolide.bolide,
      config,
      [bots.heuristic, bots.random, bots.heuristic, bots.random, bots.heuristic, bots.random],
      3,
      6,
    ))
      check((lang) => bolide.renderSvg(state, { highlight: true, lang }), kinds, seen)
    check((lang) => bolide.renderBoardSvg(bolide.boards['costa-azzurra'], { lang }), kinds, seen)
    expectSeen(seen, ['car', 'pion', 'target', 'grid', 'sector'])
  })

  it('Formula Motor Racing: every car, face-up card and the d12', () => {
    const { bots } = fmr
    const config = { ...fmr.defaultConfig({ players: 4 }), races: 2 }
    const seen = new Map<string, number>()
    const kinds = [
      { name: 'car' },
      { name: 'out' },
      { name: 'card', shared: true },
      { name: 'discard' },
      { name: 'pending' },
      { name: 'die' },
    ]
    for (const state of sampledStates(
      fmr.formulaMotorRacing,
      config,
      [bots.heuristic, bots.random, bots.heuristic, bots.random, bots.heuristic, bots.random],
      11,
      3,
    ))
      check((lang) => fmr.renderSvg(state, { seat: 0, highlight: true, lang }), kinds, seen)
    expectSeen(seen, ['car', 'out', 'card', 'discard', 'pending', 'die'])
  })
})
