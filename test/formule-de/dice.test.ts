import { describe, expect, it } from 'vitest'
import { faceOutcomes } from '../../src/core/index.js'
import { BLACK_DIE, enginePushFace, GEAR_DICE } from '../../src/formule-de/dice.js'

describe('Formule Dé dice (guide: Components and rulings)', () => {
  it('FD-B boîte de vitesse: each gear die has the printed faces', () => {
    expect(GEAR_DICE[1]).toEqual([1, 1, 2, 2])
    expect(GEAR_DICE[2]).toEqual([2, 3, 3, 4, 4, 4])
    expect(GEAR_DICE[3]).toEqual([4, 5, 6, 6, 7, 7, 8, 8])
    expect([...GEAR_DICE[4]].sort((a, b) => a - b)).toEqual([7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12])
    expect(GEAR_DICE[5]).toHaveLength(20)
    expect(new Set(GEAR_DICE[5])).toEqual(new Set([11, 12, 13, 14, 15, 16, 17, 18, 19, 20]))
    expect(GEAR_DICE[6]).toHaveLength(30)
    for (let v = 21; v <= 30; v++) expect(GEAR_DICE[6].filter((f) => f === v)).toHaveLength(3)
  })
  it('FD-B boîte de vitesse: the ranges of the table (1–2, 2–4, 4–8, 7–12, 11–20, 21–30)', () => {
    const ranges = ([1, 2, 3, 4, 5, 6] as const).map((g) => [Math.min(...GEAR_DICE[g]), Math.max(...GEAR_DICE[g])])
    expect(ranges).toEqual([
      [1, 2],
      [2, 4],
      [4, 8],
      [7, 12],
      [11, 20],
      [21, 30],
    ])
  })
  it('Components: 2nd gear rolls 4 with probability 1/2, not 1/3', () => {
    expect(faceOutcomes(GEAR_DICE[2]).find((f) => f.value === 4)?.probability).toBe(0.5)
    expect(faceOutcomes(GEAR_DICE[3]).find((f) => f.value === 4)?.probability).toBe(0.125)
  })
  it('FD-B matériel: the black die is a plain d20', () => {
    expect(BLACK_DIE).toEqual(Array.from({ length: 20 }, (_, i) => i + 1))
  })
  it('FD-B casse moteur: 20 in 5th and 30 in 6th push the engine', () => {
    expect([1, 2, 3, 4, 5, 6].map((g) => enginePushFace(g as 1))).toEqual([null, null, null, null, 20, 30])
  })
})
