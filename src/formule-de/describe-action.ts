/**
 * What an action will do, said before it is played, as a player says it at the table: the gear
 * engaged and what the lever costs, a move's spaces, where it ends (a lane and a space counted
 * along it) and what it costs, a stop at the stand, a build, and a die's score with whose die it
 * is and, where the rules say it at once, what it means. Every action `legalActions` lists has
 * its own line: two listed moves that end on the same space with the same braking say the
 * spaces they go through.
 */
import type { LangOption } from '../core/index.js'
import type { Action } from './actions.js'
import { circuitOf } from './board.js'
import { wordsOf } from './describe.js'
import { enginePushFace, GEAR_DICE, type Gear } from './dice.js'
import { current } from './flow.js'
import { placeOfSpace } from './places.js'
import { gearCost } from './rules/gear-choice.js'
import { currentMoves, type CarMove } from './rules/moves.js'
import { qualifyingNow } from './rules/qualifying-session.js'
import { slipstreamMoves } from './rules/slipstream.js'
import type { State } from './state.js'
import { chanceRoll, type ChanceType } from './status.js'
import type { DieMeaning, MoveFacts, Where, Words } from './words/words.js'

type PathAction = Extract<Action, { type: 'move' | 'slipstream' }>

const REPAIRED = ['brakes', 'fuel', 'body', 'engine', 'holding'] as const

// The listed moves of the state's step for a move or a slipstream (none at another step).
const listed = (state: State, type: PathAction['type']): ReadonlyArray<CarMove> =>
  state.step.kind === 'move' && type === 'move'
    ? currentMoves(state)
    : state.step.kind === 'slipstream' && type === 'slipstream'
      ? slipstreamMoves(state)
      : []

const samePath = (a: ReadonlyArray<number>, b: ReadonlyArray<number>): boolean =>
  a.length === b.length && a.every((id, k) => id === b[k])

const moveFacts = (state: State, a: PathAction, name: string): MoveFacts => {
  const circuit = circuitOf(state)
  const at = (id: number): Where => placeOfSpace(circuit, id) ?? { id }
  const car = state.cars[current(state)]
  const end = a.path[a.path.length - 1] ?? car?.space ?? -1
  const moves = listed(state, a.type)
  const o = moves.find((m) => m.brake === a.brake && samePath(m.path, a.path))
  // Another listed move to the same space with the same braking: say the way.
  const twin = moves.some((m) => m !== o && m.brake === a.brake && m.end === end)
  const corner = o?.corner === null || o === undefined ? undefined : circuit.corners[o.corner]
  const endSpace = circuit.spaces[end]
  return {
    name,
    slipstream: a.type === 'slipstream',
    spaces: a.path.length,
    to: at(end),
    via: twin ? a.path.slice(0, -1).map(at) : [],
    brake: a.brake,
    bonus: o?.bonus === true,
    blocked: o?.blocked ?? 0,
    overshoot: o?.overshoot ?? 0,
    brakesLost: o?.brakesLost ?? a.brake,
    tyresLost: o?.tyresLost ?? 0,
    hazards: o?.hazards ?? 0,
    walls: o?.walls ?? 0,
    slid: o?.slid ?? false,
    corner: corner === undefined || o === undefined ? null : { name: corner.name, stops: o.stops, of: corner.stops },
    crossed: o?.crossed ?? false,
    stand: endSpace?.kind === 'stand' && car !== undefined && endSpace.stand === car.stand,
    spin: o?.spin ?? false,
    out: o?.eliminated ?? null,
  }
}

// What a die's score means at once, where the rules say it (the start, the pit crew, a push).
const meaningOf = (state: State, a: Action, gear: Gear | null): DieMeaning | null => {
  if (!('value' in a)) return null
  switch (a.type) {
    case 'start':
      return { kind: a.value === 1 ? 'stall' : a.value === 20 ? 'super-start' : 'normal-start' }
    case 'pit':
      return a.value <= 10 ? { kind: 'pit-quick', spaces: Math.ceil(a.value / 2) } : { kind: 'pit-slow' }
    case 'roll':
      return gear !== null && a.value === enginePushFace(gear) && !qualifyingNow(state) ? { kind: 'engine-push' } : null
    default:
      return null
  }
}

const dieLine = (w: Words, state: State, a: Extract<Action, { readonly type: ChanceType }>): string => {
  const roll = chanceRoll(state)
  const seat = roll?.seat ?? null
  const name = seat === null ? null : (state.cars[seat]?.name ?? null)
  const gear = a.type === 'roll' && state.step.kind === 'roll' ? state.step.gear : null
  return w.die({ name, type: a.type, gear, value: a.value, meaning: meaningOf(state, a, gear) })
}

/**
 * What an action will do, in words, before it is played: `Ada shifts up to 4th gear (the die
 * gives 7 to 12)`, `Ada moves 5 spaces to lane 2, space 17: braking 1 space, costs 1 brake point`,
 * `the black die for Ada's start: 20: super start`. Read against the state it is played in (the
 * car to play, its gear, the listed moves and what each costs); an action the state does not
 * list is still told, from what the action itself says. English unless `{ lang: 'fr' }`.
 * @example
 * ```ts
 * for (const action of formuleDe.legalActions(state)) console.log(describeAction(state, action, { lang: 'fr' }))
 * // Ada passe la 4e (le dé donne 7 à 12)
 * // Ada avance de 5 cases → couloir 2, case 17 : en freinant de 1 case, coûte 1 point de freins
 * ```
 * @group Descriptions
 */
export const describeAction = (state: State, action: Action, options?: LangOption): string => {
  const w = wordsOf(options)
  const i = current(state)
  const car = state.cars[i]
  const name = car?.name ?? `car ${i + 1}`
  switch (action.type) {
    case 'gear': {
      const faces = GEAR_DICE[action.gear]
      const { cost, breaks } =
        car === undefined ? { cost: { fuel: 0, brakes: 0, engine: 0 }, breaks: false } : gearCost(state, i, action.gear)
      return w.gearChoice({
        name,
        from: car?.gear ?? action.gear,
        to: action.gear,
        low: Math.min(...faces),
        high: Math.max(...faces),
        cost,
        breaks,
      })
    }
    case 'move':
    case 'slipstream':
      return w.move(moveFacts(state, action, name))
    case 'no-slipstream':
      return w.noSlipstream({ name })
    case 'tyres':
      return w.tyreChoice({ name, tyre: action.tyre })
    case 'choose-stand':
      return w.standPick({ name, stand: action.stand })
    case 'build':
      return w.build({ name, part: action.part, points: action.points })
    case 'stand':
      return w.stop({
        name,
        stop: action.stop,
        tyre: action.tyre,
        repairs: REPAIRED.filter((part) => action.repairs[part] > 0).map((part) => ({
          part,
          points: action.repairs[part],
        })),
      })
    case 'chrono':
      return w.chrono({ name, unit: action.unit, value: action.value })
    default:
      return dieLine(w, state, action)
  }
}
