/**
 * The playground's own words in English: every label, button, hint and notice of the page
 * (the games' words, their moves, events, running order and refusals, come from the library in
 * the language chosen). `fr.ts` is typed by this catalogue: a key missing in French does not
 * compile. A message with facts is a function of them.
 */
import type { Measure } from 'pitwall/core'

const plural = (n: number, one: string, other: string): string => `${n} ${n === 1 ? one : other}`

export const en = {
  langName: 'English',
  langSwitch: 'Language',
  // The top bar.
  playground: 'playground',
  onlineTable: 'Online table',
  newRace: 'New race',
  loadReplay: 'Load replay',
  saveReplay: 'Save replay',
  log: 'Log',
  // The setup form.
  game: 'Game',
  race: 'Race',
  board: 'Board',
  pasteYourOwn: 'Paste your own…',
  noBoard: (game: string) => `${game} has no board.`,
  rules: 'Rules',
  laps: 'Laps',
  players: 'Players',
  drivers: 'Drivers',
  iterationsPerDecision: 'MCTS iterations per decision',
  chance: 'Chance',
  dice: 'Dice',
  seededGenerator: 'Seeded generator',
  physicalDiceTyped: 'Physical dice: I type each roll',
  seed: 'Seed',
  startRace: 'Start the race',
  allBots: 'All bots',
  meAgainstBots: 'Me against bots',
  doesNotSetUp: 'This race does not set up:',
  gameCard: (min: number, max: number, measure: Measure, hidden: boolean) =>
    `${min}–${max} players · ${measure}${hidden ? ' · hidden cards' : ''}`,
  measure: { points: 'points', time: 'time', laps: 'laps' } satisfies Record<Measure, string>,
  // Who drives a seat (controllers.ts), by controller id.
  controller: {
    human: 'Human (you)',
    heuristic: 'Heuristic bot',
    random: 'Random bot',
    mcts: 'MCTS search (pitwall/search)',
  },
  // A seat.
  seat: (seat: number) => `seat ${seat}`,
  seatCapital: (seat: number) => `Seat ${seat}`,
  namedSeat: (name: string, seat: number) => `${name} (seat ${seat})`,
  // The race's title in the top bar.
  customBoard: 'custom board',
  seedTitle: (seed: string) => `seed ${seed}`,
  replayTitle: (file: string, steps: number) => `replay ${file} · ${plural(steps, 'step', 'steps')}`,
  // Loading and saving.
  notJson: (file: string) => `${file} is not JSON.`,
  unknownLog: (file: string, id: string) => `${file}: not a log of a game the playground knows ("${id}").`,
  replayLoaded: (steps: number) =>
    `Replay loaded and checked step by step: ${plural(steps, 'step', 'steps')}. Step through it with the timeline, or run the bots from any step.`,
  noRaceYet: 'Start or load a race first.',
  // Who acts (the turn card).
  stepOf: (at: number, last: number) => `Step ${at} of ${last}`,
  raceOver: 'Race over',
  notAState: 'Not a state of this game',
  chanceWho: 'Chance',
  theTable: 'The table',
  aChanceNode: 'A chance node.',
  rolledFor: (reason: string) => `Rolled for: ${reason}.`,
  yourMove: 'Your move',
  botToMove: 'Bot to move',
  searching: (iterations: number, worker: boolean) =>
    `MCTS is searching: ${iterations} iterations ${worker ? 'in a Web Worker, the page stays free' : 'on the page'}…`,
  // The standings.
  competitor: 'Competitor',
  // The log.
  start: 'start',
  hidden: '(hidden)',
  chanceActor: 'chance',
  playedBy: (driver: string, seconds: number | null) =>
    `played by ${driver}${seconds === null ? '' : ` in ${seconds.toFixed(1)} s`}`,
  earlierSteps: (n: number) => `… ${plural(n, 'earlier step', 'earlier steps')} (travel back with the timeline)`,
  // The timeline.
  toStart: 'start',
  oneBack: 'one step back',
  oneForward: 'one step forward',
  latest: 'latest step',
  stepAt: (at: number, last: number) => `step ${at} / ${last}`,
  // The inspector.
  stateTab: 'State (everything)',
  observationTab: (viewer: string) => `Observation (${viewer})`,
  spectator: 'spectator',
  orderTab: 'Running order',
  moreEntries: (n: number) => `… ${n} more`,
  // The controls.
  runBots: 'Run bots',
  pause: 'Pause',
  step: 'Step',
  speed: 'Speed',
  speeds: ['slow', 'normal', 'fast', 'fastest'] as readonly [string, string, string, string],
  viewAs: 'View as',
  autoViewer: 'Auto (the seat to play)',
  spectatorViewer: 'Spectator',
  targets: 'targets',
  confirmMoves: 'confirm my moves',
  physicalDice: 'physical dice',
  driversPanel: 'Drivers: take a seat or hand it to a bot',
  personToMove: 'A person is to move.',
  searchThinking: 'The search bot is thinking: its move comes when it is done.',
  // The picture.
  zoomFit: 'Fit',
  zoomWidth: 'Width',
  animate: 'animate',
  animateHelp: 'Cars move along their path from one step to the next',
  nothingLegal: 'Nothing legal there.',
  movesMatch: (n: number) => `${n} moves match: pick one below, or click again on the picture.`,
  // The moves.
  rollSeeded: 'Roll (seeded)',
  orEnterDie: 'or enter the die you rolled:',
  outcomesNotListed: (n: number) =>
    `${plural(n, 'possible outcome', 'possible outcomes')}, not listed: this game has hidden cards (tick "physical dice" to enter real draws).`,
  pickedOnBoard: 'Picked on the board',
  legalMoves: (seat: string, n: number) => `Legal moves of ${seat} (${n})`,
  filter: 'filter…',
  moreMoves: (n: number) => `… ${n} more: filter the list`,
  typeMove: 'type a move (notation or JSON)',
  play: 'Play',
  botsDriving: 'The bots are driving. Pause to move for them, or to travel in time.',
  notPlayedYet: 'Your move, not played yet',
  confirm: 'Confirm',
  undo: 'Undo',
  branched: (at: number, dropped: number) =>
    `Branched at step ${at}: ${plural(dropped, 'later step', 'later steps')} dropped.`,
  // Online.
  onlineTitle: 'A table online',
  onlineIntro: 'Choose the race and who sits where; share the link to play from other browsers.',
  aPerson: 'a person',
  botNamed: (bot: string) => `bot: ${bot}`,
  createTable: 'Create the table',
  unknownGame: (game: string) => `The page does not know ${game}.`,
  joining: 'Joining the table…',
  tableTitle: (table: string, game: string) => `Table ${table} · ${game}`,
  share: 'Share:',
  open: 'open',
  seatIs: (seat: number, who: string) => `Seat ${seat}: ${who}`,
  you: '(you)',
  sitHere: 'Sit here',
  onlineOver: 'The race is over.',
  serverDraws: 'Chance: the server draws.',
  seatToPlay: (seat: number, phase: string) => `Seat ${seat} to play (${phase}).`,
  seatsChoose: (seats: string, phase: string) => `Seats ${seats} choose (${phase}).`,
  onlineStatus: (step: number, status: string, seat: number | null) =>
    `Step ${step}. ${status} You are ${seat === null ? 'a spectator' : `seat ${seat}`}.`,
  downloadLog: 'Download the log',
  whatYouSee: 'What you see',
  yourName: 'Your name at the table',
  serverGone: 'The server went away; joining again…',
  cannotJoin: (table: string, error: string) => `Cannot join table ${table}: ${error}`,
  notBack: (table: string) => `Table ${table} is not back.`,
  pickBelow: (n: number) => `${n} moves match: pick one below.`,
}

/** The playground's words in one language: the keys and messages of the English catalogue. */
export type Words = typeof en
