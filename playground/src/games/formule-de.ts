/**
 * Formule Dé in the playground, from `pitwall/formule-de` alone. A pasted circuit is the
 * builder chain as written in TypeScript (`circuitBuilder('Name', 3).straight(6)…`, read
 * without evaluating anything) or the circuit's JSON form; `validateCircuit` and the game's
 * setup check it and their messages are shown.
 */
import { isLeft, left, right, type Either } from 'fp-ts/lib/Either.js'
import * as fd from 'pitwall/formule-de'
import { closest, pack, type Kit } from './kit.js'
import { configOf, moduleKit, refusalWords } from './module-kit.js'
import { parseJson } from './paste.js'
import { readChain } from './literal.js'

const EXAMPLE = `circuitBuilder('Hairpin', 3)
  .straight(6)
  .corner({ name: 'Hairpin', stops: 2, lanes: [3, 5, 7] })
  .straight(10)
  .corner({ name: 'Bend', stops: 1, lanes: [6, 4, 3] })
  .straight(14)
  .grid(6)
  .pit({ side: 0, from: 29, to: 39, stands: 6 })
  .build()`

// The playground's own safety net for pasted numbers (a browser tab must not hang on a
// straight of a billion spaces); the library's setup checks the circuit's real limits.
const BIGGEST = 1000

const tooBig = (value: unknown): boolean =>
  typeof value === 'number'
    ? Math.abs(value) > BIGGEST
    : Array.isArray(value)
      ? value.some(tooBig)
      : typeof value === 'object' && value !== null && Object.values(value).some(tooBig)

type Step = (builder: fd.CircuitBuilder, args: ReadonlyArray<unknown>) => fd.CircuitBuilder

// The builder's methods; their arguments are checked by the circuit's validation afterwards.
const STEPS: Readonly<Record<string, Step>> = {
  straight: (b, [length, options]) => b.straight(length as number, options as { readonly wall?: number } | undefined),
  corner: (b, [spec]) => b.corner(spec as fd.CornerSpec),
  grid: (b, [count]) => b.grid(count as number),
  pit: (b, [spec]) => b.pit(spec as fd.PitSpec),
  weather: (b, [table]) => b.weather(table as fd.WeatherTable),
}

/** A circuit from the DSL or JSON text, with every defect `validateCircuit` finds. */
const readCircuit = (text: string): Either<ReadonlyArray<string>, fd.Circuit> => {
  let circuit: fd.Circuit
  if (text.trim().startsWith('{')) {
    const json = parseJson(text)
    if (isLeft(json)) return json
    // Decoded exactly by the game's setup; validateCircuit only runs on what decodes.
    const decoded = fd.CircuitCodec.decode(json.right)
    if (isLeft(decoded)) return left(['Not a circuit in JSON form (see CircuitCodec): check its fields.'])
    circuit = decoded.right
  } else {
    const chain = readChain(text, 'circuitBuilder')
    if (isLeft(chain)) return left([`Circuit DSL: ${chain.left}`])
    const [first, ...rest] = chain.right
    if (first === undefined || typeof first.args[0] !== 'string' || typeof first.args[1] !== 'number')
      return left(["Circuit DSL: start with circuitBuilder('Name', lanes)."])
    if (tooBig(chain.right.map((c) => c.args))) return left([`Circuit DSL: numbers above ${BIGGEST} are refused here.`])
    let builder = fd.circuitBuilder(first.args[0], first.args[1])
    for (const call of rest) {
      if (call.name === 'build') break
      const step = STEPS[call.name]
      if (step === undefined)
        return left([`Circuit DSL: no method .${call.name}() (straight, corner, grid, pit, weather, build).`])
      builder = step(builder, call.args)
    }
    try {
      circuit = builder.build()
    } catch (error) {
      return left([`Circuit DSL: the builder failed: ${error instanceof Error ? error.message : String(error)}`])
    }
  }
  const defects = fd.validateCircuit(circuit)
  return defects.length > 0 ? left(defects.map((d) => `${d.code}: ${d.message}`)) : right(circuit)
}

// Where a move or a slipstream ends (a move of no space ends where the car stands).
const endOf = (action: fd.Action, state: fd.State): number | null => {
  if (action.type !== 'move' && action.type !== 'slipstream') return null
  const last = action.path[action.path.length - 1]
  if (last !== undefined) return last
  const status = fd.formuleDe.status(state)
  const seat = status.kind === 'decision' ? status.seat : null
  return seat === null ? null : (state.cars[seat]?.space ?? null)
}

const kit: Kit<fd.Config, fd.State, fd.Action, fd.Event, fd.Observation> = {
  ...moduleKit(fd.gameModule),
  boardFormat: {
    label: {
      en: "Circuit DSL — circuitBuilder('Name', lanes).straight(n).corner({…})… — or the JSON form",
      fr: "Circuit en DSL — circuitBuilder('Nom', voies).straight(n).corner({…})… — ou en JSON",
    },
    help: {
      en: 'The same chain you would write in TypeScript (read, never evaluated), or a circuit as JSON. validateCircuit lists every defect.',
      fr: "La même chaîne qu'en TypeScript (lue, jamais exécutée), ou un circuit en JSON. validateCircuit liste chaque défaut.",
    },
    example: () => EXAMPLE,
  },
  describeRefusal: refusalWords(fd.gameModule, fd),
  config: configOf(fd.gameModule, (text, base) => {
    const read = readCircuit(text)
    return isLeft(read) ? read : right({ ...base, circuit: read.right })
  }),
  // A highlighted space (the picture's targets): the moves (or slipstreams) that end there.
  pick: (target, state) => {
    const space = closest(target, 'data-target')?.getAttribute('data-target')
    if (space === null || space === undefined) return null
    return (action) => endOf(action, state) === Number(space)
  },
  zoom: 'fit',
  missing: [],
}

export const formuleDeKit = pack(kit)
