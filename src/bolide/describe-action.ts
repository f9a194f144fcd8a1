/**
 * What a Bolide action will do, said before it is played: the move to a point (North-South and
 * East-West, as the rulebook counts it), the point by its sector, line and number, and the
 * speed, an attack, a block, the booster and the brake, the boxes and the strategy, and the d12
 * with whose roll it is.
 */
import type { LangOption } from '../core/index.js'
import type { BolideAction } from './actions.js'
import { circuitOf } from './board.js'
import { placeFacts } from './describe.js'
import { sectorPlaceName } from './circuit/sector-places.js'
import { speedOf, sub, type Point } from './grid/point.js'
import type { BolideState } from './state.js'
import { actionWords } from './words/actions.js'

// The seat whose action it is (the d12's roller; null at the grid draw).
const seatOf = (state: BolideState): number | null => ('seat' in state.phase ? state.phase.seat : null)

/**
 * What an action will do, in words, before it is played: `Ada moves 1 North 4 East to c12.3:
 * speed 4, with the slipstream` (the point as the notation names it: sector, line, point),
 * `the d12 for Ada's start: 7`. English unless `{ lang: 'fr' }` (`Ada se déplace de 1 Nord 4 Est
 * vers c12.3 : vitesse 4, avec l'aspiration`).
 * @group Descriptions
 */
export const describeAction = (state: BolideState, action: BolideAction, options?: LangOption): string => {
  const w = actionWords(options?.lang)
  const seat = seatOf(state)
  const car = seat === null ? undefined : state.cars[seat]
  const name = car?.driver.name ?? (seat === null ? '' : `car ${seat + 1}`)
  const goes = (to: Point) => {
    const move = car === undefined ? { x: 0, y: 0 } : sub(to, car.pos)
    const circuit = circuitOf(state)
    const point = sectorPlaceName(circuit, to) ?? `${to.x},${to.y}`
    return { name, to, point, place: placeFacts(circuit, to), move, speed: speedOf(move) }
  }
  switch (action.type) {
    case 'move':
      return w.move({ ...goes(action.to), slipstream: action.slipstream, pit: action.pit })
    case 'attack':
      return w.attack(goes(action.to))
    case 'block':
      return w.block(goes(action.to))
    case 'reposition':
      return w.reposition(goes(action.to))
    case 'regroup':
      return w.regroup(goes(action.to))
    case 'pit-exit':
      return w.pitExit({ ...goes(action.to), strategy: action.strategy, tread: action.tread })
    case 'booster':
      return w.booster({ name })
    case 'brake':
      return w.brake({ name })
    case 'stay':
      return w.stay({ name })
    case 'timeout':
      return w.timeout({ name })
    case 'strategy':
      return w.strategy({ name, strategy: action.strategy, tread: action.tread, setUp: action.setUp })
    case 'roll':
      return w.roll({
        name: car === undefined ? null : name,
        kind: state.phase.kind === 'roll' ? state.phase.roll : null,
        value: action.value,
      })
    case 'draw-grid':
      return w.drawGrid({ name: state.cars[action.seat]?.driver.name ?? `car ${action.seat + 1}` })
  }
}
