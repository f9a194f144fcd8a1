import { describe, it, expect } from 'vitest'
import {
  boosterRow,
  boxIncident,
  brakeRow,
  collisionRow,
  rainFalls,
  safetyCarOut,
  slickRainRow,
  startIncident,
  STRATEGY_TABLE,
  weatherIsSettled,
} from '../../src/bolide/rules/tables.js'

const range = (a: number, b: number): number[] => Array.from({ length: b - a + 1 }, (_, i) => a + i)

describe('BO appendix: the d12 tables, row by row', () => {
  it('BO appendix IMPREVU DEPART (full tank & basic): 1-3 wheelspin, 4-10 normal, 11-12 fast', () => {
    for (const v of range(1, 3)) expect(startIncident(v, false)).toBe('slow')
    for (const v of range(4, 10)) expect(startIncident(v, false)).toBe('normal')
    for (const v of range(11, 12)) expect(startIncident(v, false)).toBe('fast')
  })
  it('BO appendix IMPREVU DEPART (½ fuel): 1-2 wheelspin, 3-9 normal, 10-12 fast', () => {
    for (const v of range(1, 2)) expect(startIncident(v, true)).toBe('slow')
    for (const v of range(3, 9)) expect(startIncident(v, true)).toBe('normal')
    for (const v of range(10, 12)) expect(startIncident(v, true)).toBe('fast')
  })
  it('BO appendix IMPREVU BOX: 1-3 mechanics err, 4-9 standard, 10-12 fast', () => {
    for (const v of range(1, 3)) expect(boxIncident(v)).toBe('slow')
    for (const v of range(4, 9)) expect(boxIncident(v)).toBe('normal')
    for (const v of range(10, 12)) expect(boxIncident(v)).toBe('fast')
  })
  it('BO appendix DEMANDE DE BOOSTER row 1: top speed -2', () =>
    expect(boosterRow(1)).toEqual({ kind: 'speed-loss', loss: 2 }))
  it('BO appendix DEMANDE DE BOOSTER row 2: top speed -1', () =>
    expect(boosterRow(2)).toEqual({ kind: 'speed-loss', loss: 1 }))
  it('BO appendix DEMANDE DE BOOSTER row 3: 4th gear lost', () => expect(boosterRow(3)).toEqual({ kind: 'no-4th' }))
  it('BO appendix DEMANDE DE BOOSTER row 4: same speed as the last turn', () =>
    expect(boosterRow(4)).toEqual({ kind: 'same-speed' }))
  it('BO appendix DEMANDE DE BOOSTER rows 5-6: nothing', () => {
    for (const v of [5, 6]) expect(boosterRow(v)).toEqual({ kind: 'nothing' })
  })
  it('BO appendix DEMANDE DE BOOSTER rows 7-12: booster', () => {
    for (const v of range(7, 12)) expect(boosterRow(v)).toEqual({ kind: 'boost' })
  })
  it('BO appendix DEMANDE DE BLOCAGE row 1: no block, top speed -2', () =>
    expect(brakeRow(1)).toEqual({ kind: 'refused', loss: 2 }))
  it('BO appendix DEMANDE DE BLOCAGE rows 2-3: no block, top speed -1', () => {
    for (const v of [2, 3]) expect(brakeRow(v)).toEqual({ kind: 'refused', loss: 1 })
  })
  it('BO appendix DEMANDE DE BLOCAGE rows 4-5: tyres lock, no block', () => {
    for (const v of [4, 5]) expect(brakeRow(v)).toEqual({ kind: 'refused', loss: 0 })
  })
  it('BO appendix DEMANDE DE BLOCAGE rows 6-7: irregular block, the car spins', () => {
    for (const v of [6, 7]) expect(brakeRow(v)).toEqual({ kind: 'spin' })
  })
  it('BO appendix DEMANDE DE BLOCAGE rows 8-12: block granted', () => {
    for (const v of range(8, 12)) expect(brakeRow(v)).toEqual({ kind: 'granted' })
  })
  it('BO appendix ACCROCHAGES row 1: Attaque -2, Défense keeps', () =>
    expect(collisionRow(1, false)).toMatchObject({ loser: 'attacker', attackerLoss: 2, defenderLoss: 0 }))
  it('BO appendix ACCROCHAGES row 2: Attaque -1, Défense keeps', () =>
    expect(collisionRow(2, false)).toMatchObject({ loser: 'attacker', attackerLoss: 1 }))
  it('BO appendix ACCROCHAGES row 3: basic, Attaque spins; advanced, Attaque loses its set-up', () => {
    expect(collisionRow(3, false)).toMatchObject({ loser: 'attacker', attackerSpins: true, attackerLosesSetUp: false })
    expect(collisionRow(3, true)).toMatchObject({ loser: 'attacker', attackerSpins: false, attackerLosesSetUp: true })
  })
  it('BO appendix ACCROCHAGES row 4: Attaque spins', () =>
    expect(collisionRow(4, true)).toMatchObject({ loser: 'attacker', attackerSpins: true }))
  it('BO appendix ACCROCHAGES rows 5-6: both unhurt, Défense keeps', () => {
    for (const v of [5, 6])
      expect(collisionRow(v, false)).toMatchObject({
        loser: 'attacker',
        attackerSpins: false,
        defenderSpins: false,
        safetyCarRoll: false,
      })
  })
  it('BO appendix ACCROCHAGES row 7: both unhurt, re-roll for the safety car (even: out)', () => {
    expect(collisionRow(7, false)).toMatchObject({ loser: 'attacker', safetyCarRoll: true })
    expect(range(1, 12).filter(safetyCarOut)).toEqual([2, 4, 6, 8, 10, 12])
  })
  it('BO appendix ACCROCHAGES row 8: both spin, Défense keeps', () =>
    expect(collisionRow(8, false)).toMatchObject({ loser: 'attacker', attackerSpins: true, defenderSpins: true }))
  it('BO appendix ACCROCHAGES rows 9-10: both unhurt, Attaque takes the point', () => {
    for (const v of [9, 10])
      expect(collisionRow(v, false)).toMatchObject({ loser: 'defender', defenderSpins: false, defenderLoss: 0 })
  })
  it('BO appendix ACCROCHAGES row 11: Défense spins, Attaque takes the point', () =>
    expect(collisionRow(11, false)).toMatchObject({ loser: 'defender', defenderSpins: true }))
  it('BO appendix ACCROCHAGES row 12: Défense -1, Attaque takes the point', () =>
    expect(collisionRow(12, false)).toMatchObject({ loser: 'defender', defenderLoss: 1 }))
  it('BO appendix SLICK SOUS LA PLUIE row 1: spin at the declared point', () =>
    expect(slickRainRow(1)).toEqual({ kind: 'spin' }))
  it('BO appendix SLICK SOUS LA PLUIE rows 2-3: aquaplaning +2 left / right', () => {
    expect(slickRainRow(2)).toMatchObject({ forward: 0, left: 2 })
    expect(slickRainRow(3)).toMatchObject({ forward: 0, left: -2 })
  })
  it('BO appendix SLICK SOUS LA PLUIE rows 4-5: aquaplaning +1 forward and +1 left / right', () => {
    expect(slickRainRow(4)).toMatchObject({ forward: 1, left: 1 })
    expect(slickRainRow(5)).toMatchObject({ forward: 1, left: -1 })
  })
  it('BO appendix SLICK SOUS LA PLUIE rows 6-7: skid +1 left / right', () => {
    expect(slickRainRow(6)).toMatchObject({ forward: 0, left: 1, name: 'embardée' })
    expect(slickRainRow(7)).toMatchObject({ forward: 0, left: -1, name: 'embardée' })
  })
  it('BO appendix SLICK SOUS LA PLUIE rows 8-12: OK', () => {
    for (const v of range(8, 12)) expect(slickRainRow(v)).toEqual({ kind: 'ok' })
  })
  it('BO 10: above 7 the sun is settled; otherwise rain when the die is at most the rain risk', () => {
    expect(range(1, 12).filter(weatherIsSettled)).toEqual([8, 9, 10, 11, 12])
    expect(rainFalls(4, 4)).toBe(true)
    expect(rainFalls(5, 4)).toBe(false)
  })
  it('BO 11: the strategy table: top speeds by lap and blocks', () => {
    expect(STRATEGY_TABLE['8+2']).toMatchObject({ lap1: 8, blocks: 2, halfTank: true })
    expect(STRATEGY_TABLE['7+3']).toMatchObject({ lap1: 7, blocks: 3, halfTank: true })
    expect(STRATEGY_TABLE['6/7+2']).toMatchObject({ lap1: 6, lap2: 7, blocks: 2, halfTank: false })
    expect(STRATEGY_TABLE['5/7+3']).toMatchObject({ lap1: 5, lap2: 7, blocks: 3, halfTank: false })
  })
})
