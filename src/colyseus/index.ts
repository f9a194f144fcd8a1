/**
 * Online tables on Colyseus: a room class for any pitwall game, where each client is a seat
 * or a spectator and receives only its own view, chance is drawn on the server from the
 * table's secret seed, and every step is stored before anyone hears of it. Needs
 * `@colyseus/core` 0.17 and a transport (`@colyseus/ws-transport`); clients use
 * `@colyseus/sdk` 0.17. The table logic itself has no network and is exported too, to write a
 * server of one's own with the same guarantees.
 * @document ../../docs/online.md
 * @packageDocumentation
 */
export { tableRoom, type TableRoomOptions, type JoinTableOptions } from './room.js'
export * from '../online/index.js'
