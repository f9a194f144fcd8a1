import * as t from 'io-ts'
import { intRange } from '../core/index.js'
import { CircuitCodec, type Circuit } from './circuit/model.js'

/** A race: the circuit (a built-in name or the JSON form), the laps and the cars. */
export interface Config {
  /** `'riviera'`, `'speedbowl'`, `'hairpin'`, or a circuit in JSON form. */
  readonly circuit: 'riviera' | 'speedbowl' | 'hairpin' | Circuit
  /** 1 or 2 laps (basic rules). */
  readonly laps: number
  /** The cars' names; car i is driven by seat i and uses stand i. */
  readonly cars: ReadonlyArray<string>
}

/** Codec of {@link Config}. */
export const ConfigCodec: t.Type<Config, Config, unknown> = t.readonly(
  t.type({
    circuit: t.union([t.keyof({ riviera: null, speedbowl: null, hairpin: null }), CircuitCodec]),
    laps: intRange(1, 2),
    cars: t.readonlyArray(t.string),
  }),
  'Config',
)

/** A ready config: `cars` cars named Car 1, Car 2... on a built-in circuit. */
export const defaultConfig = (
  circuit: Config['circuit'] = 'riviera',
  cars = 6,
  laps = 2,
): Config => ({ circuit, laps, cars: Array.from({ length: cars }, (_, i) => `Car ${i + 1}`) })
