/**
 * A game's kit from its module alone (`pitwall/games`): the setup form read by the game's
 * `configFromOptions`, its bots, notation, lines and picture, and a click that picks the
 * actions whose notation the clicked element of the picture carries in `data-action`. A game
 * of one's own plays with this kit; a built-in game's file in this folder adds what only a
 * UI has (a pasted board, clicks on its own picture).
 */
import { isLeft, left, right, type Either } from 'fp-ts/lib/Either.js'
import {
  wordRefusal,
  type GameInfo,
  type Lang,
  type LangOption,
  type RaceOptions,
  type RuleViolation,
} from 'pitwall/core'
import type { GameModule } from 'pitwall/games'
import { closest, type Kit, type SetupChoice } from './kit.js'
import { setupLines } from './paste.js'

/** The form's choices as the options every game reads, leaving out what the game has not. */
export const raceOptions = (info: GameInfo, choice: SetupChoice): RaceOptions => ({
  players: choice.players,
  ...(info.boards.includes(choice.board) ? { board: choice.board } : {}),
  ...(info.laps !== null && choice.laps !== null ? { laps: choice.laps } : {}),
  ...(info.presets.includes(choice.preset) ? { rules: choice.preset } : {}),
})

/** A pasted board (`custom` in the form) read into the race the form's options made. */
export type Paste<C> = (text: string, base: C) => Either<ReadonlyArray<string>, C>

/**
 * The setup form's race: the module's `configFromOptions` on the form's choices, the pasted
 * board when there is one, and the game's setup, whose refusals the form shows.
 */
export const configOf =
  <C, S, A, E, O>(module: GameModule<C, S, A, E, O>, paste?: Paste<C>) =>
  (choice: SetupChoice): Either<ReadonlyArray<string>, C> => {
    // The form's choices are checked like any untrusted input: a wrong one is named, never dropped.
    const made = module.configFromOptions(raceOptions(module.game.info, choice))
    if (isLeft(made)) return left(setupLines(made.left))
    const config =
      choice.board === 'custom' && paste !== undefined ? paste(choice.custom, made.right) : right(made.right)
    if (isLeft(config)) return config
    const started = module.game.setup(config.right)
    return isLeft(started) ? left(setupLines(started.left)) : config
  }

type RefusalWords = (refusal: RuleViolation, options?: LangOption) => string

/**
 * A game's refusals in words: the `describeRefusal` of the first source that has one (the
 * game's module, or its subpath's exports, where Formule Dé keeps its own), else core's
 * words, which say the protocol's refusals in French and a game's own in its English message.
 */
export const refusalWords =
  (...sources: ReadonlyArray<object>) =>
  (refusal: RuleViolation, lang: Lang): string => {
    for (const source of sources)
      if ('describeRefusal' in source && typeof source.describeRefusal === 'function')
        return (source.describeRefusal as RefusalWords)(refusal, { lang })
    return wordRefusal(refusal, { lang }, {})
  }

/** The kit of a game module. */
export const moduleKit = <C, S, A, E, O>(module: GameModule<C, S, A, E, O>): Kit<C, S, A, E, O> => ({
  game: module.game,
  boards: module.game.info.boards,
  boardFormat: null,
  config: configOf(module),
  seatNames: (config) => module.seatNames(config),
  bots: module.bots,
  search: module.search,
  formatAction: (action, state) => module.formatAction(action, state),
  parseAction: (text, state) => module.parseAction(text, state),
  describeEvents: (events, viewer, lang, from) =>
    module.describeEvents(events, viewer, from === undefined ? { lang } : { lang, from }),
  describeAction: (state, action, lang) => module.describeAction(state, action, { lang }),
  describeRefusal: refusalWords(module),
  describeOut: (reason, lang) => module.describeOut?.(reason, lang) ?? reason,
  renderSvg: (state, options) => module.renderSvg(state, options),
  runningOrder: (state, lang) => module.describeRunningOrder(state, { lang }),
  pick: (target, state) => {
    const element = closest(target, 'data-action')
    const text = element?.getAttribute('data-action') ?? null
    return text === null ? null : (action) => module.formatAction(action, state) === text
  },
  zoom: 'fit',
  missing: [],
})
