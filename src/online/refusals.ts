/**
 * The refusals of an online table, as data: what a client asked that the table does not
 * allow (the game's own refusals come from its guard unchanged). Every refusal goes back to
 * the client that asked, with its code, an English message and the rule `pitwall online`.
 */
import type { RuleViolation } from '../core/index.js'

/** The rule every refusal of the table itself names. */
export const ONLINE_RULE = 'pitwall online'

/** The codes of the table's own refusals. @group Online */
export type OnlineCode =
  | 'NOT_YOUR_SEAT'
  | 'SEAT_TAKEN'
  | 'NO_SUCH_SEAT'
  | 'NO_SUCH_BOT'
  | 'CHANCE_IS_THE_SERVERS'
  | 'LOG_WHEN_OVER'
  | 'BAD_MESSAGE'
  | 'BAD_TABLE'
  | 'NOT_STORED'

const MESSAGES: Readonly<Record<OnlineCode, string>> = {
  NOT_YOUR_SEAT: 'This connection does not hold the seat to act.',
  SEAT_TAKEN: 'That seat is already held by a player or a bot.',
  NO_SUCH_SEAT: 'The table has no such seat.',
  NO_SUCH_BOT: 'The server offers no bot of that name.',
  CHANCE_IS_THE_SERVERS: 'Chance is resolved by the server from the table’s seed; no client draws.',
  LOG_WHEN_OVER: 'The log holds every card and die of the race: it is given once the race is over.',
  BAD_MESSAGE: 'The message is not one the table understands.',
  BAD_TABLE: 'The table cannot be created as asked.',
  NOT_STORED: 'The server could not store the step, so it did not take it; try again.',
}

/** A refusal of the table: its code, the standard message (or a more precise one) and the rule. */
export const refusal = (code: OnlineCode, message: string = MESSAGES[code]): RuleViolation<OnlineCode> => ({
  code,
  message,
  rule: ONLINE_RULE,
})
