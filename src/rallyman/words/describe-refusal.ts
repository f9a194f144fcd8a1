import { wordRefusal, type LangOption, type RuleViolation, type SetupError } from '../../core/index.js'
import { REFUSALS_FR } from './refusals-fr.js'

/**
 * A refusal in words, in the language asked: English is the refusal's `message` (the same in
 * every language, for logs); French says the rule it breaks in the rulebook's words, from its
 * code (the English message keeps the particulars). Every code of Rallyman, of the notation
 * and of the protocol has its French.
 * @group Descriptions
 */
export const describeRefusal = (refusal: RuleViolation | SetupError, options?: LangOption): string =>
  wordRefusal(refusal, options, REFUSALS_FR)
