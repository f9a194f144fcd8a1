/**
 * The games a build adds when none is given: `PITWALL_GAMES=FILE` (vite.config.ts) puts the
 * file's module in place of this one.
 */
const none: ReadonlyArray<unknown> = []
export default none
