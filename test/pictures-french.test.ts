/**
 * A French picture says nothing in English: every text a person reads on the pictures of a
 * seeded race of each game (the headers, the dashboards, the odds, the legends, the panels,
 * the card faces), drawn with `lang: 'fr'`, holds none of the English words of the pictures'
 * English tables (`svg/panel-words.ts`, `svg/words.ts`), and differs from the English picture.
 * Tooltips (`<title>`) are checked by pictures-titles.test.ts; names (cars, drivers, circuits,
 * stages, the game's own name) are data and stay as they are.
 */
import { describe, expect, it } from 'vitest'
import type { Lang } from '../src/core/index.js'
import * as bolide from '../src/bolide/index.js'
import * as fmr from '../src/formula-motor-racing/index.js'
import * as formuleDe from '../src/formule-de/index.js'
import * as rallyman from '../src/rallyman/index.js'
import { sampledStates } from './support/pictures.js'

/** The texts a person reads on a picture: the `<text>` contents, without tooltips or attributes. */
const visibleTexts = (svg: string): ReadonlyArray<string> =>
  [...svg.replace(/<title>[^<]*<\/title>/g, '').matchAll(/<text\b[^>]*>([^<]*)<\/text>/g)].map((m) => m[1] ?? '')

/** The English words of the given list found in a text (whole words, case kept). */
const englishIn = (text: string, words: ReadonlyArray<string>): ReadonlyArray<string> =>
  words.filter((w) =>
    new RegExp(`(^|[^\\p{L}])${w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\p{L}])`, 'u').test(text),
  )

/** Checks pictures drawn in both languages; the number of French texts read. */
const check = (draw: (lang: Lang) => string, english: ReadonlyArray<string>): number => {
  const en = draw('en')
  const fr = draw('fr')
  expect(fr).not.toBe(en)
  const texts = visibleTexts(fr)
  for (const text of texts) expect(englishIn(text, english), `French picture text: "${text}"`).toEqual([])
  return texts.length
}

// Every English word of a game's list must be seen in its English pictures, or the list tests nothing.
const expectSaid = (englishTexts: ReadonlyArray<string>, words: ReadonlyArray<string>, min: number): void => {
  const said = words.filter((w) => englishTexts.some((t) => englishIn(t, [w]).length > 0))
  expect(said.length, `English words seen: ${said.join(', ')}`).toBeGreaterThanOrEqual(min)
}

const FD_ENGLISH = [
  'lap',
  'round',
  'before the start',
  'leader',
  'Weather',
  'track',
  'rules',
  'to choose a gear',
  'to move',
  'spaces',
  'tyres',
  'brakes',
  'fuel',
  'body',
  'engine',
  'gear',
  'to play',
  'on the grid',
  'racing',
  'finished',
  'out',
  'Odds',
  'clean',
  'overshoot',
  'Legend',
  'lanes',
  'corners',
  'grid places',
  'pit lane',
  'The race is over',
  'dry',
  'careful',
]

const RALLYMAN_ENGLISH = [
  'roadbook',
  'special',
  'snow',
  'at the wheel',
  'round',
  'the next die',
  'thrown towards',
  'cell',
  'gear',
  'dice',
  'tyres',
  'SPARE',
  'START',
  'FINISH',
  'Legend',
  'road',
  'tight line',
  'drift',
  'cord',
  'jump',
  'pawn',
  'meadow',
  'forest',
  'rocks',
  'earth',
  'asphalt',
  'waiting',
  'finished',
  'retired',
  'restarts',
  'big attack',
  'The rally is over',
  'warnings',
  'steps',
]

const BOLIDE_ENGLISH = [
  'round',
  'lap',
  'Weather',
  'sun',
  'to move',
  'to play',
  'speed',
  'block',
  'blocks',
  'running',
  'finished',
  'out',
  'slipstream',
  'standing start',
  'Legend',
  'track',
  'kerb',
  'run-off',
  'grass',
  'sector',
  'sectors',
  'finish line',
  'half-way',
  'grid slots',
  'rain risk',
  'The race is over',
  'The grid is being drawn',
]

const FMR_ENGLISH = [
  'race',
  'seat',
  'no player',
  'Season points',
  'On the table',
  'draw pile',
  'last card played',
  'being played',
  'Your hand',
  'Hands are hidden',
  'running order',
  'Out of the race',
  'no car out yet',
  'Overtake',
  'Wrong lane',
  'Off track',
  'Loss of control',
  'Pit stop',
  'Overload',
  'Major spin',
  'Minor spin',
  'and the car',
  'behind it',
  'any car',
  'rolled',
  'to play a card',
  'draws a card',
  'red',
  'blue',
  'green',
  'yellow',
  'black',
  'white',
  'The season is over',
  'Points for places',
]

const mixed = <P>(b: { readonly heuristic: P; readonly random: P }): ReadonlyArray<P> => [
  b.heuristic,
  b.random,
  b.heuristic,
  b.random,
]

describe('pictures in French say no English word', () => {
  it('Formule Dé: header, dashboards, odds, target notes and legend', () => {
    const config = formuleDe.defaultConfig({ players: 4, board: 'hairpin', laps: 1 })
    const english: string[] = []
    let read = 0
    for (const state of sampledStates(formuleDe.formuleDe, config, mixed(formuleDe.bots), 3, 20)) {
      const draw = (lang: Lang): string => formuleDe.renderSvg(state, { highlight: true, lang })
      read += check(draw, FD_ENGLISH)
      english.push(...visibleTexts(draw('en')))
    }
    const board = (lang: Lang): string => formuleDe.renderBoardSvg(formuleDe.boards.riviera, { lang })
    read += check(board, FD_ENGLISH)
    english.push(...visibleTexts(board('en')))
    expect(read).toBeGreaterThan(0)
    expectSaid(english, FD_ENGLISH, FD_ENGLISH.length)
  })

  it('Rallyman: header, dashboards, legend and the start and finish panels', () => {
    const config = rallyman.defaultConfig({ players: 3 })
    const english: string[] = []
    let read = 0
    const states = sampledStates(rallyman.rallyman, config, mixed(rallyman.bots), 5, 15)
    for (const state of states) {
      const draw = (lang: Lang): string => rallyman.renderSvg(state, { highlight: true, lang })
      read += check(draw, RALLYMAN_ENGLISH)
      english.push(...visibleTexts(draw('en')))
    }
    for (const stage of rallyman.stagesOf(states[0] as rallyman.State)) {
      const board = (lang: Lang): string => rallyman.renderBoardSvg(stage, { lang })
      read += check(board, RALLYMAN_ENGLISH)
      english.push(...visibleTexts(board('en')))
    }
    expect(read).toBeGreaterThan(0)
    expectSaid(english, RALLYMAN_ENGLISH, RALLYMAN_ENGLISH.length)
  })

  it('Bolide: header, dashboards and legend', () => {
    const config = bolide.defaultConfig({ players: 4, board: 'test-ring', laps: 1 })
    const english: string[] = []
    let read = 0
    for (const state of sampledStates(bolide.bolide, config, mixed(bolide.bots), 3, 6)) {
      const draw = (lang: Lang): string => bolide.renderSvg(state, { highlight: true, lang })
      read += check(draw, BOLIDE_ENGLISH)
      english.push(...visibleTexts(draw('en')))
    }
    const board = (lang: Lang): string => bolide.renderBoardSvg(bolide.boards['costa-azzurra'], { lang })
    read += check(board, BOLIDE_ENGLISH)
    english.push(...visibleTexts(board('en')))
    expect(read).toBeGreaterThan(0)
    expectSaid(english, BOLIDE_ENGLISH, BOLIDE_ENGLISH.length)
  })

  it('Formula Motor Racing: header, track, standings, table, hands and card faces', () => {
    const config = { ...fmr.defaultConfig({ players: 4 }), races: 2 }
    const english: string[] = []
    let read = 0
    for (const state of sampledStates(fmr.formulaMotorRacing, config, mixed(fmr.bots), 11, 3))
      for (const seat of ['spectator', 0] as const) {
        const draw = (lang: Lang): string => fmr.renderSvg(state, { seat, highlight: true, lang })
        read += check(draw, FMR_ENGLISH)
        english.push(...visibleTexts(draw('en')))
      }
    expect(read).toBeGreaterThan(0)
    expectSaid(english, FMR_ENGLISH, FMR_ENGLISH.length)
  })
})
