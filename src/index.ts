/**
 * pitwall: rule engines for racing board games. The core protocol is re-exported here;
 * each game lives at its own subpath (`pitwall/formula-motor-racing`, ...).
 * @packageDocumentation
 */
export * from './core/index.js'
