/**
 * The ids of the built-in circuits, the default (Riviera) first: every list of them (the
 * circuits by id, the codecs of a config's and a saved state's circuit, `info.boards`) reads
 * this one.
 * @group Boards
 */
export const BOARD_IDS = Object.freeze(['riviera', 'speedbowl', 'hairpin'] as const)

/** The ids of the built-in circuits ({@link BOARD_IDS}). @group Boards */
export type BoardId = (typeof BOARD_IDS)[number]
