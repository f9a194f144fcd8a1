/**
 * The node half of the guard (`defineGame`): whether a well-formed action fits the node a
 * sound state is at, before the game's rules see it: nothing after the end (`RACE_OVER`), a
 * chance outcome only at a chance node and a decision only at a decision (`WRONG_PHASE`), by
 * the seat to act (`NOT_YOUR_TURN`), a listed outcome (`NOT_AN_OUTCOME`). Each refusal carries
 * the rule of the node (the game's `ruleAt`).
 */
import { canonicalJson } from './codec.js'
import { PROTOCOL_RULE, type CoreCode } from './codes.js'
import type { GameRules, Node } from './define.js'
import type { PlayStatus } from './status.js'
import { violation, type RefusalParams, type RuleViolation } from './violation.js'

/** The node of a status (the guard's default when a game has no cheaper `node`). */
export const nodeOfStatus = <A>(status: PlayStatus<A>): Node => {
  switch (status.kind) {
    case 'decision':
      return { kind: 'decision', seat: status.seat }
    case 'simultaneous':
      return { kind: 'simultaneous', seats: status.seats }
    case 'chance':
      return { kind: 'chance' }
    default:
      return { kind: 'over' }
  }
}

/** Does the action fit the node? A refusal (with the rule of the node), or null. */
export const nodeFit = <C, S, A, E, O, R extends string>(
  rules: GameRules<C, S, A, E, O, R>,
  nodeOf: (state: S) => Node,
): ((state: S, action: A) => RuleViolation<CoreCode> | null) => {
  const { info } = rules
  const isOutcome =
    rules.isOutcome ??
    ((s: S, a: A): boolean => {
      const st = rules.status(s)
      if (st.kind !== 'chance') return false
      const key = canonicalJson(a)
      return st.outcomes.some((o) => canonicalJson(o.action) === key)
    })

  const refuse = (s: S, code: CoreCode, message: string, params?: RefusalParams): RuleViolation<CoreCode> =>
    violation(code, message, rules.ruleAt?.(s) ?? PROTOCOL_RULE, params)

  return (s, a) => {
    const node = nodeOf(s)
    const chance = rules.isChanceAction(a)
    switch (node.kind) {
      case 'over':
        return refuse(s, 'RACE_OVER', `The ${info.name} race is over: nothing more can be played.`)
      case 'chance':
        if (!chance)
          return refuse(s, 'WRONG_PHASE', 'Chance acts first: a die must be rolled or a card drawn.', {
            node: 'chance',
          })
        return isOutcome(s, a)
          ? null
          : refuse(s, 'NOT_AN_OUTCOME', `${canonicalJson(a)} is not an outcome of this chance node.`)
      case 'decision': {
        if (chance)
          return refuse(s, 'WRONG_PHASE', `Seat ${node.seat} must decide: this is not a chance node.`, {
            node: 'decision',
            seat: node.seat,
          })
        const seat = rules.seatOf?.(a)
        return seat === undefined || seat === node.seat
          ? null
          : refuse(s, 'NOT_YOUR_TURN', `Seat ${node.seat} is to act, not seat ${seat}.`, {
              node: 'decision',
              turn: node.seat,
              seat,
            })
      }
      case 'simultaneous': {
        if (chance)
          return refuse(s, 'WRONG_PHASE', 'The seats choose in secret: this is not a chance node.', {
            node: 'simultaneous',
          })
        const seat = rules.seatOf?.(a)
        const waiting = node.seats.join(', ')
        return seat === undefined || node.seats.includes(seat)
          ? null
          : refuse(s, 'NOT_YOUR_TURN', `Seat ${seat} has nothing to choose now (waiting for ${waiting}).`, {
              node: 'simultaneous',
              seat,
              waiting,
            })
      }
    }
  }
}
