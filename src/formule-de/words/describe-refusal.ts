import { badNotationFr, wordRefusal, type LangOption, type RuleViolation, type SetupError } from '../../core/index.js'
import { REFUSALS_FR } from './refusals-fr.js'

const FRENCH = {
  ...REFUSALS_FR,
  BAD_NOTATION: (p: { readonly text?: string; readonly why?: string }): string => badNotationFr('Formule Dé', p),
}

/**
 * A refusal in words, in the language asked: English is the refusal's `message` (the same in
 * every language, for logs); French says it in the rulebooks' words, from the refusal's code
 * and `params`. Every code of Formule Dé, of the notation and of the protocol has its French.
 * @example
 * ```ts
 * const refused = formuleDe.reduce(state, { type: 'gear', gear: 6 })
 * if (isLeft(refused)) describeRefusal(refused.left, { lang: 'fr' })
 * // 'Depuis la 3e, la voiture ne peut monter qu'en 4e : il est interdit de sauter une vitesse en accélération.'
 * ```
 * @group Descriptions
 */
export const describeRefusal = (refusal: RuleViolation | SetupError, options?: LangOption): string =>
  wordRefusal(refusal, options, FRENCH)
