import * as t from 'io-ts'

/**
 * The six team colours. The rulebook names no colours; these are the library's names,
 * used in car ids and coloured cards.
 * @group Rules
 */
export const COLOURS = ['red', 'blue', 'green', 'yellow', 'black', 'white'] as const

/** A team colour: two cars and one crew card per colour. @group Rules */
export type Colour = (typeof COLOURS)[number]

/** A car: its team colour and its number in the team, e.g. `red-1`. @group Rules */
export type CarId = `${Colour}-${1 | 2}`

/**
 * The same string as `text`, internalized by V8. Car and card ids are compared on every step
 * (a hand's `indexOf`, the running order's `indexOf`): two different ids built by templates
 * are compared character by character, two internalized ones by identity. Property keys are
 * internalized, so an id read back from an object's keys is.
 */
export const internalized = <T extends string>(text: T): T => (Object.keys({ [text]: null })[0] ?? text) as T

/** The twelve cars, team by team (`red-1`, `red-2`, `blue-1`...). @group Rules */
export const CARS: ReadonlyArray<CarId> = COLOURS.flatMap((c): CarId[] => [
  internalized(`${c}-1`),
  internalized(`${c}-2`),
])

const colourKeys = Object.fromEntries(COLOURS.map((c) => [c, null])) as Record<Colour, null>
const carKeys = Object.fromEntries(CARS.map((c) => [c, null])) as Record<CarId, null>

/** Codec of a team colour. @group Codecs */
export const ColourCodec = t.keyof(colourKeys, 'Colour')

/** Codec of a car id. @group Codecs */
export const CarIdCodec = t.keyof(carKeys, 'CarId')

const colourIndexOf = new Map<string, number>(COLOURS.map((c, i) => [c, i]))
const carIndexOf = new Map<string, number>(CARS.map((c, i) => [c, i]))

/** Index of a colour in {@link COLOURS} (-1 when unknown). */
export const colourIndex = (colour: string): number => colourIndexOf.get(colour) ?? -1

/** Index of a car in {@link CARS} (-1 when unknown). */
export const carIndex = (car: string): number => carIndexOf.get(car) ?? -1

const colourOfCar = Object.fromEntries(CARS.map((car) => [car, car.slice(0, -2)])) as Record<CarId, Colour>

/** The team colour of a car. @group Rules */
export const colourOf = (car: CarId): Colour => colourOfCar[car]

const teamCars = Object.fromEntries(
  COLOURS.map((c): readonly [Colour, readonly [CarId, CarId]] => [c, [internalized(`${c}-1`), internalized(`${c}-2`)]]),
) as Record<Colour, readonly [CarId, CarId]>

/** The two cars of a team, number 1 first. @group Rules */
export const carsOf = (colour: Colour): readonly [CarId, CarId] => teamCars[colour]

// The six colours told apart by the third letter of their names (reD, blUe, grEen, yeLlow,
// blAck, whIte): a car's index in CARS read from its id's characters, without a lookup.
const COLOUR_BY_LETTER: Int8Array = new Int8Array(128).fill(-1)
for (const [i, colour] of COLOURS.entries()) {
  if (COLOUR_BY_LETTER[colour.charCodeAt(2)] !== -1) throw new Error(`colours share a third letter: ${colour}`)
  COLOUR_BY_LETTER[colour.charCodeAt(2)] = i
}

/** Index of a car in {@link CARS}, for an id known to be a car (a state's, never unchecked input). */
export const carSlot = (car: CarId): number =>
  2 * (COLOUR_BY_LETTER[car.charCodeAt(2)] as number) + car.charCodeAt(car.length - 1) - 49

/** Whether a string names a car. */
export const isCarId = (value: unknown): value is CarId => typeof value === 'string' && carIndexOf.has(value)

/** Whether a string names a colour. */
export const isColour = (value: unknown): value is Colour => typeof value === 'string' && colourIndexOf.has(value)
