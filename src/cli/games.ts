import { left, right } from 'fp-ts/lib/Either.js'
import { defineRunner, type Runner } from './runner.js'
import * as formuleDe from '../formule-de/index.js'
import * as fmr from '../formula-motor-racing/index.js'
import * as rallyman from '../rallyman/index.js'
import * as bolide from '../bolide/index.js'

const circuitName = (circuit: formuleDe.Config['circuit']): string =>
  typeof circuit === 'string' ? circuit : circuit.name

/** Every game the CLI can simulate, in the order `simulate all` plays them. */
export const runners: ReadonlyArray<Runner> = [
  defineRunner({
    game: fmr.formulaMotorRacing,
    boards: [],
    // The two optional rules of the seed, one at a time (FMR Petites Courses, Championnat Automobile).
    rules: ['basic', 'short-races', 'drivers'],
    players: { min: 3, max: 6, default: 6 },
    config: (players, _board, rules) =>
      right(
        fmr.defaultConfig(players, { shortRaces: rules === 'short-races', driversChampionship: rules === 'drivers' }),
      ),
    // Seat 0 plays the heuristic bot, the others random: the report shows the difference.
    bots: (players) => Array.from({ length: players }, (_, i) => (i === 0 ? fmr.heuristicBot : fmr.randomBot)),
    title: (c) =>
      `${c.players} players, ${c.races} race${c.races > 1 ? 's' : ''}${c.variants.shortRaces ? ', short races' : ''}${c.variants.driversChampionship ? ", drivers' championship" : ''} (seat 0: heuristic bot, others random)`,
    describeEvent: fmr.describeEvent,
    describeRunningOrder: fmr.describeRunningOrder,
    // Standings rank teams; cars leave the race through car-out events.
    isElimination: (e) => e.type === 'car-out',
  }),
  defineRunner({
    game: formuleDe.formuleDe,
    boards: Object.keys(formuleDe.CIRCUITS),
    rules: ['basic', 'advanced', 'tournament'],
    players: { min: 1, max: 10, default: 6 },
    config: (players, board, rules) => {
      const name = (board ?? 'riviera') as keyof typeof formuleDe.CIRCUITS
      const places = formuleDe.CIRCUITS[name].grid.length
      return players > places
        ? left(`${name} has ${places} places on its grid: --players must be at most ${places}`)
        : right(
            // The tournament rulebook races 3 laps (FD-T); the other presets keep the CLI's 2.
            rules === 'tournament'
              ? formuleDe.defaultConfig(name, players, 3, 'tournament')
              : rules === 'advanced'
                ? formuleDe.defaultConfig(name, players, 2, 'advanced')
                : formuleDe.defaultConfig(name, players, 2),
          )
    },
    // Half heuristic, half random: the report shows both styles of driving.
    bots: (players) =>
      Array.from({ length: players }, (_, i) => (i % 2 === 0 ? formuleDe.heuristicBot : formuleDe.randomBot)),
    title: (c) =>
      `${circuitName(c.circuit)}, ${c.cars.length} cars, ${c.laps} lap${c.laps > 1 ? 's' : ''} (${c.preset ?? 'basic'} rules)`,
    describeEvent: formuleDe.describeEvent,
    describeEvents: formuleDe.describeEvents,
    // The grid is known, and the cars built, when the first round begins (after any qualifying).
    startSettled: (state) => state.round >= 1,
    describeRunningOrder: formuleDe.describeRunningOrder,
    render: (state) => formuleDe.renderSvg(state),
  }),
  defineRunner({
    game: rallyman.rallyman,
    boards: Object.keys(rallyman.BUILT_IN_RALLIES),
    players: { min: 1, max: 6, default: 4 },
    config: (players, board) => {
      const name = (board ?? 'asphalt') as keyof typeof rallyman.BUILT_IN_RALLIES
      // The dirt rally is run with the Dirt rules (RM ART.18-26).
      return right(
        rallyman.defaultConfig({
          drivers: players,
          rally: rallyman.BUILT_IN_RALLIES[name],
          rules: { dirt: name === 'dirt' },
        }),
      )
    },
    bots: (players) =>
      Array.from({ length: players }, (_, i) => (i % 2 === 0 ? rallyman.heuristicBot : rallyman.randomBot)),
    title: (c) =>
      `${c.rally.name}, ${c.drivers.length} drivers, ${c.rally.specials.length} specials${c.rules.dirt ? ' (Dirt rules)' : ''}`,
    describeEvent: rallyman.describeEvent,
    describeRunningOrder: rallyman.describeRunningOrder,
    // The first special, with the cars waiting at its start.
    render: (state) => rallyman.renderSvg(state),
  }),
  defineRunner({
    game: bolide.bolide,
    boards: ['costa-azzurra', 'brughiera-park', 'test-ring'],
    rules: ['basic', 'advanced'],
    players: { min: 2, max: 8, default: 6 },
    config: (players, board, rules) => {
      const name = (board ?? 'costa-azzurra') as keyof typeof bolide.circuits
      return right(
        bolide.defaultConfig({
          players,
          circuit: bolide.circuits[name],
          laps: 2,
          rules: rules === 'advanced' ? 'advanced' : 'basic',
        }),
      )
    },
    bots: (players) =>
      Array.from({ length: players }, (_, i) => (i % 2 === 0 ? bolide.heuristicBot : bolide.randomBot)),
    title: (c) => `${c.circuit.name}, ${c.drivers.length} cars, ${c.laps} laps (${c.rules} rules)`,
    describeEvent: bolide.describeEvent,
    describeRunningOrder: bolide.describeRunningOrder,
    render: (state) => bolide.renderSvg(state),
  }),
]
