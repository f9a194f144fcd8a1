import { wordRefusal, type LangOption, type RuleViolation, type SetupError } from '../../core/index.js'
import { REFUSALS_FR } from './refusals-fr.js'

/**
 * A refusal in words, in the language asked: English is the refusal's `message` (the same in
 * every language, for logs); French says the rule it breaks in the rulebook's words, from its
 * code (the English message keeps the particulars: which point, which speed). Every code of
 * Bolide, of the notation and of the protocol has its French.
 * @example
 * ```ts
 * const refused = bolide.reduce(state, { type: 'booster' })
 * if (isLeft(refused)) describeRefusal(refused.left, { lang: 'fr' })
 * // 'Le Booster se demande en 3e vitesse au moins, une fois par tour, avant le déplacement.'
 * ```
 * @group Descriptions
 */
export const describeRefusal = (refusal: RuleViolation | SetupError, options?: LangOption): string =>
  wordRefusal(refusal, options, REFUSALS_FR)
