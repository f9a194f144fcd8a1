/**
 * What one client of a table receives: its viewer's observation and events, who the table
 * waits for, and its own legal actions when it may act. Never the state, the raw events,
 * a chance node's outcomes (a card draw lists the pile) nor the seed.
 */
import { isLeft } from 'fp-ts/lib/Either.js'
import type { ChanceSource, SeatId, Standings, Viewer } from '../core/index.js'
import type { SeatHolder, Table, TableGame } from './table.js'

/** Who the table waits for, as any client may know it. @group Online */
export type PublicStatus =
  | { readonly kind: 'decision'; readonly seat: SeatId; readonly phase: string }
  | { readonly kind: 'simultaneous'; readonly seats: ReadonlyArray<SeatId>; readonly phase: string }
  | { readonly kind: 'chance'; readonly source: ChanceSource | null }
  | { readonly kind: 'over'; readonly standings: Standings }

/** A seat as every client sees it: open, a person's (by name) or a bot's. @group Online */
export type PublicSeat =
  | { readonly kind: 'open' }
  | { readonly kind: 'person'; readonly name: string }
  | { readonly kind: 'bot'; readonly bot: string }

/** What one client receives after each step, and when it (re)joins. @group Online */
export interface TableView<A, E, O> {
  /** The table's id. */
  readonly table: string
  /** The game's id. */
  readonly game: string
  /** Actions applied so far (the step this view follows). */
  readonly step: number
  /** Who receives it: a seat or a spectator. */
  readonly viewer: Viewer
  /** Who the table waits for. */
  readonly status: PublicStatus
  /** What the viewer may see of the race (`observe`). */
  readonly observation: O | null
  /** The last step's events as the viewer may see them (`observeEvents`); empty on (re)joining. */
  readonly events: ReadonlyArray<E>
  /** The viewer's legal actions when the table waits for it; empty otherwise. */
  readonly legal: ReadonlyArray<A>
  /** Who holds each seat. */
  readonly seats: ReadonlyArray<PublicSeat>
}

/** A seat's holder without its key. @group Online */
export const publicSeat = (holder: SeatHolder): PublicSeat =>
  holder.kind === 'person' ? { kind: 'person', name: holder.name } : holder

/** Who the table waits for, without a chance node's outcomes. @group Online */
export const publicStatus = <C, S, A, E, O>(tableGame: TableGame<C, S, A, E, O>, state: S): PublicStatus => {
  const status = tableGame.game.status(state)
  switch (status.kind) {
    case 'decision':
      return { kind: 'decision', seat: status.seat, phase: status.phase }
    case 'simultaneous':
      return { kind: 'simultaneous', seats: status.seats.slice(), phase: status.phase }
    case 'chance':
      return { kind: 'chance', source: status.source === undefined ? null : { ...status.source } }
    case 'over':
      return { kind: 'over', standings: status.standings }
    default:
      // The table holds only states the game produced; an invalid one shows as a race with no one to act.
      return { kind: 'simultaneous', seats: [], phase: 'invalid' }
  }
}

/**
 * What `viewer` receives of a table after a step whose (unfiltered) events are `events`:
 * `observe` and `observeEvents` for that viewer, and its legal actions when it may act.
 * @group Online
 */
export const viewOf = <C, S, A, E, O>(
  tableGame: TableGame<C, S, A, E, O>,
  table: Table<S, A>,
  viewer: Viewer,
  events: ReadonlyArray<E> = [],
): TableView<A, E, O> => {
  const { game } = tableGame
  const status = publicStatus(tableGame, table.state)
  const seen = game.observe(table.state, viewer)
  const mayAct =
    viewer !== 'spectator' &&
    ((status.kind === 'decision' && status.seat === viewer) ||
      (status.kind === 'simultaneous' && status.seats.includes(viewer)))
  return {
    table: table.id,
    game: game.id,
    step: table.actions.length,
    viewer,
    status,
    observation: isLeft(seen) ? null : seen.right,
    events: game.observeEvents(events, viewer),
    legal: mayAct ? game.legalActions(table.state, viewer) : [],
    seats: table.seats.map(publicSeat),
  }
}
