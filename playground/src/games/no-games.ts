/**
 * What a build adds when no file of games is given: `PITWALL_GAMES=FILE` (vite.config.ts) puts
 * the file's module in place of this one.
 */
export const noGames = true
