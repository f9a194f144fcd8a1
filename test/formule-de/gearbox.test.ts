import { describe, expect, it } from 'vitest'
import { allowedGears, checkGearChange, overrevCost } from '../../src/formule-de/rules/gearbox.js'
import { blockingCost, WEAR_ONE_LAP, WEAR_TWO_LAPS } from '../../src/formule-de/rules/wear.js'

const fresh = WEAR_TWO_LAPS

describe('Formule Dé gearbox and wear tables', () => {
  it('FD-B boîte de vitesse: up one gear at a time, never skipping one', () => {
    expect(checkGearChange(1, 2, fresh)).toBeNull()
    expect(checkGearChange(1, 3, fresh)?.code).toBe('GEAR_SKIPPED_UP')
    expect(allowedGears(3, fresh)).toEqual([1, 2, 3, 4])
  })
  it('FD-B boîte de vitesse: down up to 4 gears (3 skipped), never 6th to 1st', () => {
    expect(checkGearChange(6, 2, fresh)).toBeNull()
    expect(checkGearChange(5, 1, fresh)).toBeNull()
    expect(checkGearChange(6, 1, fresh)?.code).toBe('GEAR_DROP_TOO_LARGE')
    expect(allowedGears(6, fresh)).toEqual([2, 3, 4, 5, 6])
  })
  it('FD-B sur-régime: the overrev table (2 gears: 1 fuel; 3: fuel+brake; 4: fuel+brake+engine)', () => {
    expect(overrevCost(6, 5)).toEqual({ fuel: 0, brakes: 0, engine: 0 })
    expect(overrevCost(6, 4)).toEqual({ fuel: 1, brakes: 0, engine: 0 })
    expect(overrevCost(5, 2)).toEqual({ fuel: 1, brakes: 1, engine: 0 })
    expect(overrevCost(6, 2)).toEqual({ fuel: 1, brakes: 1, engine: 1 })
  })
  it('FD-B sur-régime: without fuel no gear may be skipped', () => {
    expect(allowedGears(5, { ...fresh, fuel: 0 })).toEqual([4, 5, 6])
  })
  it('FD-B sur-régime: without brakes no drop of 3 or 4 gears', () => {
    expect(allowedGears(6, { ...fresh, brakes: 0 })).toEqual([4, 5, 6])
    expect(checkGearChange(5, 2, { ...fresh, brakes: 0 })?.code).toBe('NO_BRAKES_TO_SKIP')
  })
  it('FD-B sur-régime: with 1 engine point no drop of 4 gears', () => {
    expect(allowedGears(6, { ...fresh, engine: 1 })).toEqual([3, 4, 5, 6])
    expect(checkGearChange(5, 1, { ...fresh, engine: 1 })?.code).toBe('ENGINE_TOO_WORN_TO_SKIP')
  })
  it('FD-B la course sur 1 tour / 2 tours: the race sheets', () => {
    expect(WEAR_ONE_LAP).toEqual({ tyres: 4, brakes: 3, fuel: 2, body: 2, engine: 2 })
    expect(WEAR_TWO_LAPS).toEqual({ tyres: 6, brakes: 4, fuel: 3, body: 3, engine: 3 })
  })
  it('FD-B blocage: the blocking table, row by row', () => {
    const table = [1, 2, 3, 4, 5, 6, 7, 9].map((n) => blockingCost(n))
    expect(table.map((c) => [c.brakes, c.tyres, c.eliminated])).toEqual([
      [1, 0, false],
      [2, 0, false],
      [3, 0, false],
      [3, 1, false],
      [3, 2, false],
      [3, 3, false],
      [0, 0, true],
      [0, 0, true],
    ])
  })
  it('FD-T 12-2: blocked with 5 spaces still to go costs 3 brakes and 2 tyres, whatever the tyres', () => {
    expect(blockingCost(5)).toEqual({ brakes: 3, tyres: 2, eliminated: false })
  })
})
