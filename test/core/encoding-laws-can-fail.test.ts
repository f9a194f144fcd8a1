/**
 * The encoding law kit can fail: a toy encoding broken one way at a time makes the law that
 * guards against it report a problem, and the whole encoding passes.
 */
import { describe, expect, it } from 'vitest'
import { isRight } from 'fp-ts/lib/Either.js'
import { randomPolicy, type Encoding, type Policy } from '../../src/core/index.js'
import { encodingProblems, type EncodingKit } from '../support/encoding-laws.js'
import { toyGame, type ToyAction, type ToyConfig, type ToyObservation, type ToyState } from '../support/toy.js'
import { toyEncoding, type ToyBreak } from '../support/toy-encoding.js'

type ToyEncoding = Encoding<ToyState, ToyAction, ToyObservation>
const config: ToyConfig = { seats: 3, length: 12 }

const kit = (encoding: EncodingKit<ToyConfig, ToyState, ToyAction, never, ToyObservation>['encoding']) => ({
  game: toyGame,
  encoding,
  configs: [['3 seats', config] as const],
  policies: (seats: number) => Array.from({ length: seats }, (): Policy<ToyAction, ToyObservation> => randomPolicy),
  races: 4,
  seats: (s: ToyState) => s.config.seats,
  leafEvery: 1,
})

const problems = (broken: ToyBreak) =>
  encodingProblems(
    kit((c) => toyEncoding(c, broken)),
    config,
  ).problems

// The good encoding with one member replaced.
const overriding = (change: (good: ToyEncoding) => Partial<ToyEncoding>) =>
  encodingProblems(
    kit((c) => {
      const good = toyEncoding(c)
      if (!isRight(good)) return good
      return { ...good, right: { ...good.right, ...change(good.right) } }
    }),
    config,
  ).problems

describe('the encoding law kit catches a broken encoding', () => {
  it('the toy encoding keeps every law', () => {
    expect(problems('none')).toEqual([])
  })
  it('two legal actions with one id', () => {
    expect(problems('same-bid-ids').join('\n')).toMatch(/distinct ids/)
  })
  it('an id out of range', () => {
    expect(problems('id-out-of-range').join('\n')).toMatch(/out of range/)
  })
  it('a field the tensor leaves out', () => {
    expect(problems('no-gear').join('\n')).toMatch(/does not read gear/)
  })
  it('an order the tensor loses', () => {
    expect(problems('positions-sorted').join('\n')).toMatch(/order of positions|two observations give one tensor/)
  })
  it('a tensor that reads something besides the observation', () => {
    expect(problems('clock').join('\n')).toMatch(/one observation gives two tensors|written at an offset differs/)
  })
  it("an environment view that is not the seat's observation", () => {
    expect(problems('view').join('\n')).toMatch(/view differs/)
  })
  it('a mask that misses a legal action', () => {
    const broken = overriding((good) => ({
      legalMask: (s, seat, out, offset) => {
        const mask = good.legalMask(s, seat, out, offset)
        mask[offset ?? 0] = 0
        return mask
      },
    }))
    expect(broken.join('\n')).toMatch(/ones in the mask|misses id/)
  })
  it('actionOf that does not invert actionId', () => {
    expect(overriding(() => ({ actionOf: () => undefined })).join('\n')).toMatch(/actionOf/)
  })
  it('a chance outcome with an id', () => {
    const broken = overriding((good) => ({ actionId: (s, a) => (a.type === 'roll' ? 0 : good.actionId(s, a)) }))
    expect(broken.join('\n')).toMatch(/chance outcome has an id/)
  })
  it('a mask for a seat that is not to act', () => {
    const broken = overriding((good) => ({
      legalMask: (s, seat, out, offset) => {
        const mask = good.legalMask(s, seat, out, offset)
        mask[(offset ?? 0) + 3] = 1
        return mask
      },
    }))
    expect(broken.join('\n')).toMatch(/not to act|ones in the mask/)
  })
})
