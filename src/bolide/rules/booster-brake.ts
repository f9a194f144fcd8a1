/**
 * Beyond the car's limits (BO 7): the Booster (speed 3 or more, once a turn, a d12 on the
 * DEMANDE DE BOOSTER table) and the Brake (once the blocks are spent, once a turn, a d12
 * on the DEMANDE DE BLOCAGE table), with the advanced set-up re-rolls (BO 11).
 */
import { speedOf } from '../grid/point.js'
import type { RaceEvent } from '../events.js'
import type { BolideState } from '../state.js'
import { carOf, withCar } from './context.js'
import { slickInRain } from './speed.js'
import { boosterNegative, boosterRow, brakeNegative, brakeRow } from './tables.js'

/** Whether the Booster may be asked now (BO 7): speed 3 or more, once per turn, before moving. */
export const boosterAllowed = (s: BolideState, seat: number): boolean => {
  const c = carOf(s, seat)
  return c.mode === 'running' && speedOf(c.vel) >= 3 && s.flags.booster === 'none' && s.flags.brake === 'none'
}

/** Whether a Brake may be asked now (BO 7): blocks spent, once per turn, car moving, not slick in the rain. */
export const brakeAllowed = (s: BolideState, seat: number): boolean => {
  const c = carOf(s, seat)
  return c.mode === 'running' && c.blocks <= 0 && s.flags.brake === 'none' && speedOf(c.vel) > 0 && !slickInRain(s, c)
}

/** Applies a Booster roll; the Booster set-up turns a first negative roll into a second roll. */
export const boosterRoll = (s: BolideState, seat: number, value: number, ev: RaceEvent[]): BolideState => {
  const car = carOf(s, seat)
  const row = boosterRow(value)
  const rolls = s.flags.boosterRolls + 1
  const joker = s.rules === 'advanced' && car.setUp === 'booster' && !car.setUpLost && rolls === 1
  if (boosterNegative(row) && joker) {
    ev.push({ type: 'rolled', seat, value, result: { table: 'booster', result: 'set-up-reroll' } })
    return { ...s, flags: { ...s.flags, boosterRolls: rolls } }
  }
  let state: BolideState = { ...s, flags: { ...s.flags, boosterRolls: rolls }, phase: { kind: 'move', seat } }
  switch (row.kind) {
    case 'speed-loss':
      ev.push({ type: 'rolled', seat, value, result: { table: 'booster', result: 'speed-loss', loss: row.loss } })
      state = withCar(state, seat, { speedLoss: car.speedLoss + row.loss })
      return { ...state, flags: { ...state.flags, booster: 'refused' } }
    case 'no-4th':
      ev.push({ type: 'rolled', seat, value, result: { table: 'booster', result: 'no-4th' } })
      return { ...withCar(state, seat, { no4th: true }), flags: { ...state.flags, booster: 'refused' } }
    case 'same-speed':
      ev.push({ type: 'rolled', seat, value, result: { table: 'booster', result: 'same-speed' } })
      return { ...state, flags: { ...state.flags, booster: 'same-speed' } }
    case 'nothing':
      ev.push({ type: 'rolled', seat, value, result: { table: 'booster', result: 'nothing' } })
      return { ...state, flags: { ...state.flags, booster: 'refused' } }
    case 'boost':
      ev.push({ type: 'rolled', seat, value, result: { table: 'booster', result: 'granted' } })
      return { ...state, flags: { ...state.flags, booster: 'granted' } }
  }
  return state
}

/** Applies a Brake roll; the Brake set-up joker turns one negative roll per race into a second roll. */
export const brakeRoll = (s: BolideState, seat: number, value: number, ev: RaceEvent[]): BolideState => {
  const car = carOf(s, seat)
  const row = brakeRow(value)
  const joker = s.rules === 'advanced' && car.setUp === 'brake' && !car.setUpLost && car.brakeJoker
  if (brakeNegative(row) && joker) {
    ev.push({ type: 'rolled', seat, value, result: { table: 'brake', result: 'set-up-reroll' } })
    return withCar(s, seat, { brakeJoker: false })
  }
  const state: BolideState = { ...s, phase: { kind: 'move', seat } }
  if (row.kind === 'granted') {
    ev.push({ type: 'rolled', seat, value, result: { table: 'brake', result: 'granted' } })
    return { ...state, flags: { ...state.flags, brake: 'granted' } }
  }
  if (row.kind === 'spin') {
    ev.push({ type: 'rolled', seat, value, result: { table: 'brake', result: 'spin' } })
    return { ...state, flags: { ...state.flags, brake: 'spin' } }
  }
  ev.push({ type: 'rolled', seat, value, result: { table: 'brake', result: 'refused', loss: row.loss } })
  return {
    ...withCar(state, seat, { speedLoss: car.speedLoss + row.loss }),
    flags: { ...state.flags, brake: 'refused' },
  }
}
