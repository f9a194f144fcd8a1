/**
 * A pitwall game as a boardgame.io `Game` (0.50). boardgame.io keeps the game in `G`, runs
 * moves through Immer and sends `initialState` to clients unfiltered (its issue 1159), so:
 *
 * - `G` holds the race as JSON text (read back with the game's `admit`, which checks it), the
 *   nature's generator and the last step's events: `playerView` gives each player only its
 *   view (`observe`, `observeEvents`, its legal actions), never `G` itself;
 * - the initial `G` is the race as `setup` makes it from the config, before any chance: it
 *   holds nothing the config does not say, and no seed;
 * - the one move, `act`, runs on the server only (`client: false`, its arguments redacted
 *   for the others): it checks the seat may act, submits the action to the guard
 *   (`INVALID_MOVE` on a refusal), then draws chance from the server's generator until a
 *   player must act. At the start (a chance node) any player's `act` starts the race.
 */
import type { Ctx, Game } from 'boardgame.io'
import { isLeft } from 'fp-ts/lib/Either.js'
import type { Game as PitwallGame, Rng, RuleViolation, SeatId } from '../core/index.js'
import { seedRng } from '../core/index.js'
import { advance, seatCountOf, submit, waitingFor, type Table, type TableGame } from '../online/table.js'
import { viewOf, type TableView } from '../online/view.js'

/** The `G` of a pitwall match: text only, never sent to a client (see the module comment). @group Online */
export interface PitwallG {
  /** The race's state, as JSON. */
  readonly state: string
  /** Every action applied, chance outcomes included, as JSON. */
  readonly actions: string
  /** Nature's generator as JSON; `null` until the server first draws. */
  readonly nature: string | null
  /** The last step's events, unfiltered, as JSON. */
  readonly events: string
}

/** Options of {@link toBoardgameIo}. @group Online */
export interface BoardgameIoOptions<C> {
  /** The race's config: every match of the `Game` plays it. */
  readonly config: C
  /**
   * The seed of every match's chance (for tests and replays). Default: each match draws its
   * own on the server from the platform's secure random source, at its first chance node.
   */
  readonly seed?: number | string
  /** Called on the server with every refused move (boardgame.io 0.50's `INVALID_MOVE` carries no reason). */
  readonly onRefused?: (refusal: RuleViolation, playerID: string) => void
}

// boardgame.io's INVALID_MOVE and ANY_MOVE, as 0.50 defines them: the binding imports only
// boardgame.io's types (its subpaths are folders, which Node's ESM loader cannot import).
const INVALID_MOVE = 'INVALID_MOVE'
const ANY_MOVE: string = null as unknown as string

// What the move uses of boardgame.io's events.
interface ActiveEvents {
  setActivePlayers(arg: { value: Record<string, string> }): void
}

// A seed from the platform's secure random source (Node 20 and browsers have `crypto`).
const secretSeed = (): number => globalThis.crypto.getRandomValues(new Int32Array(1))[0] ?? 0

// The players who may move now: the seat to act, the seats choosing at once, or, at a
// chance node (the start), everyone, so that any player's move starts the race.
const activeOf = <C, S, A, E, O>(tableGame: TableGame<C, S, A, E, O>, table: Table<S, A>, players: number) => {
  const waiting = waitingFor(tableGame, table)
  const seats: ReadonlyArray<SeatId> =
    waiting.kind === 'seats'
      ? waiting.seats
      : waiting.kind === 'chance'
        ? Array.from({ length: players }, (_, i) => i)
        : []
  return Object.fromEntries(seats.map((seat) => [String(seat), ANY_MOVE])) as Record<string, string>
}

/**
 * A boardgame.io `Game` playing `game` with `config` (one race per match; the number of
 * players is the config's). Give the same call's result to boardgame.io's `Server` and to
 * its clients: a client never runs the move (it only sends it) and never receives `G`.
 * @group Online
 */
export const toBoardgameIo = <C, S, A, E, O>(
  game: PitwallGame<C, S, A, E, O>,
  options: BoardgameIoOptions<C>,
): Game<PitwallG> => {
  const tableGame: TableGame<C, S, A, E, O> = { game, bots: {} }
  // A config that does not set up is the app's mistake, made once when the Game is built.
  const setup = game.setup(options.config)
  if (isLeft(setup)) throw new Error(`toBoardgameIo: ${setup.left.message}`)
  const players = seatCountOf(game, setup.right)

  // The table G stands for, its state admitted (checked) again: G is text, and Immer hands
  // moves drafts, never the objects the engine made.
  const tableOf = (G: PitwallG): Table<S, A> | null => {
    const state = game.admit(JSON.parse(G.state))
    if (isLeft(state)) return null
    const nature = G.nature === null ? null : (JSON.parse(G.nature) as Rng)
    return {
      id: 'boardgame.io',
      game: game.id,
      config: options.config,
      seed: 0,
      seats: Array.from({ length: players }, () => ({ kind: 'open' as const })),
      state: state.right,
      actions: JSON.parse(G.actions) as A[],
      rngs: { nature: nature ?? seedRng(0), seats: [] },
    }
  }

  const viewFor = (G: PitwallG, playerID: string | null): TableView<A, E, O> | null => {
    const table = tableOf(G)
    if (table === null) return null
    const viewer = playerID === null || !/^\d+$/.test(playerID) ? 'spectator' : Number(playerID)
    return viewOf(tableGame, table, viewer, JSON.parse(G.events) as E[])
  }

  const act = (
    { G, playerID, events }: { G: PitwallG; playerID: string; events: ActiveEvents },
    input: unknown,
  ): PitwallG | typeof INVALID_MOVE => {
    const table = tableOf(G)
    if (table === null) return INVALID_MOVE
    let current: Table<S, A> =
      G.nature === null ? { ...table, rngs: { nature: seedRng(options.seed ?? secretSeed()), seats: [] } } : table
    let stepEvents: E[] = []
    if (waitingFor(tableGame, current).kind !== 'chance') {
      const step = submit(tableGame, current, Number(playerID), input)
      if (isLeft(step)) {
        options.onRefused?.(step.left, playerID)
        return INVALID_MOVE
      }
      current = step.right.table
      stepEvents = [...step.right.events]
    }
    // Chance until a player must act (no seat here is a bot: `advance` only draws).
    for (let step = advance(tableGame, current); step !== null; step = advance(tableGame, current)) {
      current = step.table
      stepEvents = [...stepEvents, ...step.events]
    }
    events.setActivePlayers({ value: activeOf(tableGame, current, players) })
    return {
      state: JSON.stringify(current.state),
      actions: JSON.stringify(current.actions),
      nature: JSON.stringify(current.rngs.nature),
      events: JSON.stringify(stepEvents),
    }
  }

  return {
    name: game.id,
    minPlayers: players,
    maxPlayers: players,
    disableUndo: true,
    setup: () => ({ state: JSON.stringify(setup.right), actions: '[]', nature: null, events: '[]' }),
    turn: {
      onBegin: ({ G, events }) => {
        const table = tableOf(G)
        if (table !== null) events.setActivePlayers({ value: activeOf(tableGame, table, players) })
      },
    },
    moves: { act: { move: act, client: false, redact: true } },
    playerView: ({ G, playerID }: { G: PitwallG; ctx: Ctx; playerID: string | null }) => viewFor(G, playerID),
    endIf: ({ G }) => {
      const table = tableOf(G)
      if (table === null) return undefined
      const status = game.status(table.state)
      return status.kind === 'over' ? { standings: status.standings } : undefined
    },
  }
}
