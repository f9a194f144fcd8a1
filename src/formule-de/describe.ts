/**
 * The lines people read: the key events of a race, the running order and why a car is out, in
 * English or French (`{ lang: 'fr' }`). Which events make a line and with which facts is
 * decided here; `words/en.ts` and `words/fr.ts` word them.
 */
import { isLang, type LangOption, type Viewer } from '../core/index.js'
import { observeEvents, type Event } from './events.js'
import type { EliminationReason } from './rules/elimination.js'
import { playOrder } from './rules/order.js'
import { penaltyThrows } from './rules/qualifying.js'
import type { State } from './state.js'
import { EN } from './words/en.js'
import { FR } from './words/fr.js'
import type { Words } from './words/words.js'

/** The catalogue of the language asked (English by default). */
export const wordsOf = (options?: LangOption): Words => (isLang(options?.lang) && options.lang === 'fr' ? FR : EN)

/**
 * Why a car is out of the race, in words: a standings placing's `eliminated`, an `eliminated`
 * event's reason.
 * @example
 * ```ts
 * describeOutReason('body') // 'body wrecked (last body point lost)'
 * describeOutReason('body', { lang: 'fr' }) // 'carrosserie détruite (dernier point de carrosserie perdu)'
 * ```
 * @group Descriptions
 */
export const describeOutReason = (reason: EliminationReason, options?: LangOption): string =>
  wordsOf(options).out(reason)

/**
 * One line for a key event of the race, or null for the routine ones a report can skip. Kept:
 * start incidents (stall, super start), wear actually lost and why, spins, blockings,
 * eliminations and why, pit stops, laps completed, the finish with the place; in qualifying the
 * start of each lap, its penalties and its absolute time. Skipped: grid rolls, rounds, normal
 * starts, gear shifts, rolls, plain moves, passed tests. Cars are called by their names (the
 * config's names, as in the standings). English unless `{ lang: 'fr' }`.
 * @group Descriptions
 */
export const describeEvent = (e: Event, options?: LangOption): string | null => {
  const w = wordsOf(options)
  switch (e.type) {
    case 'start':
      return e.result === 'stall' ? w.stall(e) : e.result === 'super-start' ? w.superStart(e) : null
    case 'move':
      return e.blocked > 0 ? w.blockedShort({ name: e.name, spaces: e.blocked }) : null
    case 'wear':
      return w.wear(e)
    case 'spin':
      return w.spin(e)
    case 'eliminated':
      return w.eliminated(e)
    case 'pit-stop':
      return w.pitStop(e)
    case 'pit-roll':
      return e.spaces > 0 ? w.pitQuick(e) : w.pitSlow(e)
    case 'lap':
      // The first crossing is the start (from the grid); the last one is told by `finish`.
      return e.lap <= 1 || e.lap > e.laps ? null : w.lap({ name: e.name, lap: e.lap - 1, laps: e.laps })
    case 'finish':
      return w.finish(e)
    case 'weather':
      return w.weather(e)
    case 'slipstream':
      return w.slipstreamTaken(e)
    case 'stand':
      return w.standChosen(e)
    case 'repair':
      return w.repair(e)
    case 'build':
      return w.buildPart(e)
    case 'qualifying-start':
      return w.qualifyingStart(e)
    case 'qualifying-penalty':
      return w.qualifyingPenalty(e)
    case 'qualifying-lap':
      return w.qualifyingLap({ name: e.name, lap: e.lap, time: e.time, penalty: penaltyThrows(e.lap) })
    case 'qualifying-result':
      return w.pole({ name: e.name, time: e.times[0] ?? null })
    case 'holding-roll':
    case 'dangerous':
    case 'tyres':
    case 'grid-roll':
    case 'grid':
    case 'round':
    case 'gear':
    case 'roll':
    case 'collision-roll':
    case 'engine-roll':
      return null
  }
}

/**
 * The running order, leader first: finished cars, then racing cars, then cars out.
 * @group Descriptions
 */
export const describeRunningOrder = (state: State, options?: LangOption): ReadonlyArray<string> => {
  const w = wordsOf(options)
  const lines: string[] = []
  state.finishers.forEach((i, k) =>
    lines.push(w.runningFinished({ rank: k + 1, name: state.cars[i]?.name ?? `car ${i + 1}` })),
  )
  for (const i of playOrder(state)) {
    const c = state.cars[i]
    if (!c) continue
    lines.push(
      w.runningCar({
        rank: lines.length + 1,
        name: c.name,
        lap: c.lap === 0 ? 0 : Math.min(c.lap, state.laps),
        laps: state.laps,
        gear: c.gear,
        wear: c.wear,
        spun: c.spun,
        pit: c.pit,
      }),
    )
  }
  state.cars.forEach((c, i) => {
    if (c.status === 'out') lines.push(w.runningOut({ name: c.name ?? `car ${i + 1}`, reason: c.out }))
  })
  return lines
}

type BuildEvent = Extract<Event, { type: 'build' }>

/** Options of {@link describeEvents}: the language. @group Descriptions */
export type DescribeOptions = LangOption

/**
 * The readable lines of a run of events, as {@link describeEvent} gives them, except that a
 * car built in play (one `build` event per part, 6 or 7 a car) is one line. With a viewer, the
 * lines of what that viewer may see: in Formule Dé everything is on the table, so every seat
 * and every spectator reads the same lines. English unless `{ lang: 'fr' }`.
 * @example
 * ```ts
 * describeEvents(step.events, 'spectator', { lang: 'fr' })
 * // ['Ada perd 1 point de freins au freinage', 'Bruno franchit la ligne d’arrivée : 1re']
 * ```
 * @group Descriptions
 */
export const describeEvents = (
  events: ReadonlyArray<Event>,
  viewer?: Viewer,
  options?: DescribeOptions,
): ReadonlyArray<string> => {
  const w = wordsOf(options)
  const lines: string[] = []
  let build: BuildEvent[] = []
  const flush = (): void => {
    const first = build[0]
    if (build.length === 1 && first !== undefined) lines.push(w.buildPart(first))
    else if (first !== undefined) {
      const stand = build.find((p) => p.part === 'stand')?.points
      lines.push(
        w.built({
          name: first.name,
          parts: build.filter((p) => p.part !== 'stand'),
          kept: stand === undefined ? null : stand,
        }),
      )
    }
    build = []
  }
  for (const e of viewer === undefined ? events : observeEvents(events, viewer)) {
    if (e.type === 'build') {
      if (build[0] !== undefined && build[0].car !== e.car) flush()
      build.push(e)
      continue
    }
    flush()
    const line = describeEvent(e, options)
    if (line !== null) lines.push(line)
  }
  flush()
  return lines
}
