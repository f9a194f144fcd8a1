/** What happens in a Bolide race, for logs and UIs. */
import type { Viewer } from '../core/index.js'
import type { Point } from './grid/point.js'
import type { BolideState, Weather } from './state.js'
import type { SetUp, Strategy, Tread } from './config.js'
import type { Damage, OutReason, PitService, RaceOverReason, RollResult } from './results.js'

/** Every event of a race, tagged by `type`. @group Events */
export type BolideEvent =
  /** A car gets a grid slot. */
  | {
      /** Tag. */
      readonly type: 'grid-slot'
      /** The car (seat). */
      readonly seat: number
      /** The driver's name (from the config). */
      readonly driver: string
      /** Grid slot, 1 = pole. */
      readonly slot: number
    }
  /** A new round starts. */
  | {
      /** Tag. */
      readonly type: 'round'
      /** Round number. */
      readonly round: number
      /** Running order, leader first. */
      readonly order: ReadonlyArray<number>
    }
  /** A d12 was read on a table. */
  | {
      /** Tag. */
      readonly type: 'rolled'
      /** The car (seat), or null for a roll of no car (the weather). */
      readonly seat: number | null
      /** The driver's name, or null for the weather rolls. */
      readonly driver: string | null
      /** The d12 value. */
      readonly value: number
      /** The table and the row read (`describeEvent` puts it in words). */
      readonly result: RollResult
    }
  /** A car moved. */
  | {
      /** Tag. */
      readonly type: 'moved'
      /** The car (seat). */
      readonly seat: number
      /** The driver's name (from the config). */
      readonly driver: string
      /** Start point. */
      readonly from: Point
      /** End point. */
      readonly to: Point
      /** Speed of the move. */
      readonly speed: number
      /** Kind of move. */
      readonly how: 'pion' | 'block' | 'start' | 'restart' | 'one-square' | 'forced' | 'slipstream'
    }
  /** A car stood still. */
  | {
      /** Tag. */
      readonly type: 'stayed'
      /** The car (seat). */
      readonly seat: number
      /** The driver's name (from the config). */
      readonly driver: string
    }
  /** A car left the track. */
  | {
      /** Tag. */
      readonly type: 'left-track'
      /** The car (seat). */
      readonly seat: number
      /** The driver's name (from the config). */
      readonly driver: string
      /** The point. */
      readonly at: Point
    }
  /** A car is back on the track (dirty tyres). */
  | {
      /** Tag. */
      readonly type: 'back-on-track'
      /** The car (seat). */
      readonly seat: number
      /** The driver's name (from the config). */
      readonly driver: string
      /** The point. */
      readonly at: Point
    }
  /** A car is out of the race. */
  | {
      /** Tag. */
      readonly type: 'wrecked'
      /** The car (seat). */
      readonly seat: number
      /** The driver's name (from the config). */
      readonly driver: string
      /** The point. */
      readonly at: Point
      /** Why. */
      readonly reason: OutReason
    }
  /** Attaque tries to take the point of Défense. */
  | {
      /** Tag. */
      readonly type: 'collision'
      /** Attaque. */
      readonly attacker: number
      /** Attaque's driver. */
      readonly attackerDriver: string
      /** Défense. */
      readonly defender: number
      /** Défense's driver. */
      readonly defenderDriver: string
      /** The point. */
      readonly at: Point
    }
  /** A car was placed after a collision or behind the safety car. */
  | {
      /** Tag. */
      readonly type: 'repositioned'
      /** The car (seat). */
      readonly seat: number
      /** The driver's name (from the config). */
      readonly driver: string
      /** End point. */
      readonly to: Point
    }
  /** A car spun. */
  | {
      /** Tag. */
      readonly type: 'spun'
      /** The car (seat). */
      readonly seat: number
      /** The driver's name (from the config). */
      readonly driver: string
    }
  /** A car was damaged. */
  | {
      /** Tag. */
      readonly type: 'damage'
      /** The car (seat). */
      readonly seat: number
      /** The driver's name (from the config). */
      readonly driver: string
      /** The damage. */
      readonly damage: Damage
    }
  /** A car used one of its blocks. */
  | {
      /** Tag. */
      readonly type: 'block-used'
      /** The car (seat). */
      readonly seat: number
      /** The driver's name (from the config). */
      readonly driver: string
      /** Blocks left. */
      readonly left: number
    }
  /** A car starts a new lap. */
  | {
      /** Tag. */
      readonly type: 'lap'
      /** The car (seat). */
      readonly seat: number
      /** The driver's name (from the config). */
      readonly driver: string
      /** Lap number. */
      readonly lap: number
    }
  /** A car passed the half-way line. */
  | {
      /** Tag. */
      readonly type: 'half-way'
      /** The car (seat). */
      readonly seat: number
      /** The driver's name (from the config). */
      readonly driver: string
      /** Lap number. */
      readonly lap: number
      /** First car past this lap's half-way line: the intermediate point of BO 16. */
      readonly first: boolean
    }
  /** A car finished the race. */
  | {
      /** Tag. */
      readonly type: 'finished'
      /** The car (seat). */
      readonly seat: number
      /** The driver's name (from the config). */
      readonly driver: string
      /** Finishing position. */
      readonly rank: number
    }
  /** A car entered the pit lane. */
  | {
      /** Tag. */
      readonly type: 'pit-in'
      /** The car (seat). */
      readonly seat: number
      /** The driver's name (from the config). */
      readonly driver: string
      /** Box cell aimed at. */
      readonly target: number
      /** Extra turns for speeding. */
      readonly penalty: number
    }
  /** A car advanced (or waited) in the pit lane. */
  | {
      /** Tag. */
      readonly type: 'pit-cell'
      /** The car (seat). */
      readonly seat: number
      /** The driver's name (from the config). */
      readonly driver: string
      /** Box cell reached. */
      readonly cell: number
    }
  /** The mechanics worked on a car. */
  | {
      /** Tag. */
      readonly type: 'pit-service'
      /** The car (seat). */
      readonly seat: number
      /** The driver's name (from the config). */
      readonly driver: string
      /** Services done. */
      readonly services: ReadonlyArray<PitService>
    }
  /** A car left the boxes. */
  | {
      /** Tag. */
      readonly type: 'pit-out'
      /** The car (seat). */
      readonly seat: number
      /** The driver's name (from the config). */
      readonly driver: string
      /** The point. */
      readonly at: Point
    }
  /** The safety car came out. */
  | {
      /** Tag. */
      readonly type: 'safety-car'
      /** Cars placed (the leader first). */
      readonly placed: ReadonlyArray<{
        /** The car. */
        readonly seat: number
        /** The driver's name. */
        readonly driver: string
        /** Where it stands. */
        readonly at: Point
      }>
    }
  /** The weather was drawn. */
  | {
      /** Tag. */
      readonly type: 'weather'
      /** The weather. */
      readonly weather: Weather
      /** Whether the sky is variable (re-drawn later). */
      readonly variable: boolean
    }
  /** A driver chose his strategy (advanced rules). */
  | {
      /** Tag. */
      readonly type: 'strategy'
      /** The car (seat). */
      readonly seat: number
      /** The driver's name (from the config). */
      readonly driver: string
      /** Tank and tyres. */
      readonly strategy: Strategy
      /** Slick or rain. */
      readonly tread: Tread
      /** The set-up joker. */
      readonly setUp: SetUp
    }
  /** The race was stopped. */
  | {
      /** Tag. */
      readonly type: 'race-over'
      /** Why. */
      readonly reason: RaceOverReason
    }

/** An event type without the drivers' names (see {@link RaceEvent}). */
export type WithoutNames<E> = E extends unknown
  ? 'placed' extends keyof E
    ? {
        /** Tag. */
        readonly type: 'safety-car'
        /** Cars placed (the leader first). */
        readonly placed: ReadonlyArray<{
          /** The car. */
          readonly seat: number
          /** Where it stands. */
          readonly at: Point
        }>
      }
    : Omit<E, 'driver' | 'attackerDriver' | 'defenderDriver'>
  : never

/**
 * An event as the rules emit it, cars named by seat only; the reducer adds the drivers'
 * names ({@link nameEvent}) so that rule code never looks names up.
 */
export type RaceEvent = WithoutNames<BolideEvent>

/**
 * The events of a step with the drivers' names, added in place: the rules build every event
 * of a step as a fresh object literal that nothing else holds (not the state, not another
 * event), so naming them needs no copy. The list is returned as the named events.
 */
export const nameEvents = (s: BolideState, events: RaceEvent[]): ReadonlyArray<BolideEvent> => {
  const cars = s.cars
  const name = (seat: number): string => cars[seat]?.driver.name ?? `car ${seat + 1}`
  for (let i = 0; i < events.length; i++) {
    const e = events[i] as RaceEvent
    // The fields the names go in (the event's own type says which it gets).
    const named = e as unknown as { driver: string | null; attackerDriver: string; defenderDriver: string }
    switch (e.type) {
      case 'round':
      case 'weather':
      case 'race-over':
        break
      case 'rolled':
        named.driver = e.seat === null ? null : name(e.seat)
        break
      case 'collision':
        named.attackerDriver = name(e.attacker)
        named.defenderDriver = name(e.defender)
        break
      case 'safety-car':
        events[i] = nameEvent(s, e)
        break
      default:
        named.driver = name(e.seat)
    }
  }
  return events as ReadonlyArray<unknown> as ReadonlyArray<BolideEvent>
}

/** Adds the drivers' names of the config to an event about cars. */
export const nameEvent = (s: BolideState, e: RaceEvent): BolideEvent => {
  const name = (seat: number): string => s.cars[seat]?.driver.name ?? `car ${seat + 1}`
  switch (e.type) {
    case 'round':
    case 'weather':
    case 'race-over':
      return e
    case 'rolled':
      return { ...e, driver: e.seat === null ? null : name(e.seat) }
    case 'collision':
      return { ...e, attackerDriver: name(e.attacker), defenderDriver: name(e.defender) }
    case 'safety-car':
      return { ...e, placed: e.placed.map((p) => ({ ...p, driver: name(p.seat) })) }
    default:
      return { ...e, driver: name(e.seat) }
  }
}

/**
 * A step's events as a viewer sees them. Bolide hides nothing (every car, die and choice is
 * on the table for all to see), so every viewer sees every event: a fresh copy of the list.
 */
export const observeBolideEvents = (events: ReadonlyArray<BolideEvent>, _viewer: Viewer): ReadonlyArray<BolideEvent> =>
  events.slice()
