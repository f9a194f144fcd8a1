/**
 * Online matches on boardgame.io (0.50): `toBoardgameIo(game, { config })` gives a
 * boardgame.io `Game` whose clients receive only their own view (`observe`,
 * `observeEvents`, their legal actions), whose chance is drawn on the server only, and whose
 * initial state holds no secret. Needs `boardgame.io` 0.50.
 * @document ../../docs/online.md
 * @packageDocumentation
 */
export { toBoardgameIo, type BoardgameIoOptions, type PitwallG } from './game.js'
export type { TableView, PublicStatus, PublicSeat } from '../online/view.js'
