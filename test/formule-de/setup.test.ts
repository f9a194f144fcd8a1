import { describe, expect, it } from 'vitest'
import { isLeft, isRight } from 'fp-ts/lib/Either.js'
import { circuitBuilder } from '../../src/formule-de/circuit/dsl.js'
import { boards, defaultConfig, formuleDe } from '../../src/formule-de/index.js'

const hairpin = boards.hairpin

describe('Formule Dé setup', () => {
  it('FD-B préparation: a built-in circuit by name or a circuit in JSON form', () => {
    expect(isRight(formuleDe.setup(defaultConfig({ board: 'riviera', players: 10, laps: 2 })))).toBe(true)
    expect(isRight(formuleDe.setup({ circuit: JSON.parse(JSON.stringify(hairpin)), laps: 1, cars: ['A', 'B'] }))).toBe(
      true,
    )
  })
  it('FD-B préparation: a defective circuit is refused with the validator explanations', () => {
    const c = circuitBuilder('Broken', 3)
      .straight(5)
      .corner({ name: 'C', stops: 1, lanes: [3, 3, 3], longest: 9 })
      .straight(5)
      .grid(2)
      .build()
    const r = formuleDe.setup({ circuit: c, laps: 1, cars: ['A'] })
    expect(isLeft(r) && r.left.code).toBe('BAD_CIRCUIT')
    expect(isLeft(r) && r.left.message).toContain('CORNER_PATHS_MISMATCH')
  })
  it('FD-B préparation: a circuit is judged by its content, however often it is set up (the verdict is remembered)', () => {
    const broken = (longest: number) =>
      circuitBuilder('Broken', 3)
        .straight(5)
        .corner({ name: 'C', stops: 1, lanes: [3, 3, 3], longest })
        .straight(5)
        .grid(2)
        .build()
    const refusal = (c: unknown) => {
      const r = formuleDe.setup({ circuit: c as never, laps: 1, cars: ['A'] })
      return isLeft(r) ? `${r.left.code}: ${r.left.message}` : 'set up'
    }
    const first = refusal(broken(9))
    expect(first).toContain('CORNER_PATHS_MISMATCH')
    // The same object, a copy of it, and a copy edited into another defective corner.
    const same = broken(9)
    expect(refusal(same)).toBe(first)
    expect(refusal(same)).toBe(first)
    expect(refusal(JSON.parse(JSON.stringify(same)))).toBe(first)
    const other = refusal(broken(11))
    expect(other).toContain('CORNER_PATHS_MISMATCH')
    expect(other).not.toBe(first)
    // A sound circuit, set up twice, by name and as a copy.
    for (let i = 0; i < 2; i++) {
      expect(refusal('hairpin')).toBe('set up')
      expect(refusal(JSON.parse(JSON.stringify(hairpin)))).toBe('set up')
    }
  })
  it('FD-B la grille de départ: no more cars than grid places', () => {
    const r = formuleDe.setup(defaultConfig({ board: 'hairpin', players: 7, laps: 1 }))
    expect(isLeft(r) && r.left).toMatchObject({ code: 'GRID_TOO_SMALL', rule: 'FD-B la grille de départ' })
  })
  it('FD-B course sur 3 tours is not a basic rule: 3 laps in the basic preset are refused, 4 laps by the codec', () => {
    const r = formuleDe.setup({ circuit: 'hairpin', laps: 3, cars: ['A'] })
    expect(isLeft(r) && r.left.code).toBe('BAD_LAPS')
    const four = formuleDe.setup({ circuit: 'hairpin', laps: 4, cars: ['A'] })
    expect(isLeft(four) && four.left.code).toBe('BAD_CONFIG')
    expect(isLeft(four) && four.left.message).toContain('.laps')
  })
  it('garbage configs give a readable Left', () => {
    for (const g of [
      null,
      3,
      'x',
      { circuit: 'monza', laps: 1, cars: [] },
      { circuit: 'hairpin', laps: 1, cars: ['A', 'A'] },
    ]) {
      expect(isLeft(formuleDe.setup(g as never))).toBe(true)
    }
  })
})
