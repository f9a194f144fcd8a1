// The network-free table every binding uses (re-exported by pitwall/colyseus and pitwall/boardgame-io).
export {
  seatCountOf,
  openTable,
  restoreTable,
  submit,
  advance,
  sit,
  seatOfKey,
  waitingFor,
  type TableGame,
  type AnyTableGame,
  type SeatHolder,
  type TableRngs,
  type Table,
  type TableStep,
  type TableSpec,
  type TableRecord,
  type Waiting,
} from './table.js'
export { viewOf, publicStatus, publicSeat, type TableView, type PublicStatus, type PublicSeat } from './view.js'
export { TableHost, type HostOptions, type Joined, type Schedule } from './host.js'
export { memoryStore, type TableStore, type StoredTable } from './store.js'
export { sqliteStore, STORE_VERSION } from './store-sqlite.js'
export { createTable, reopenTable, type TableRequest } from './tables.js'
export { ONLINE_RULE, type OnlineCode } from './refusals.js'
