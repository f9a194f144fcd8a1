/**
 * The ids of the built-in circuits, the default first: every list of them (the circuits by
 * id, the codec of a saved state's circuit, `info.boards`) reads this one.
 * @group Boards
 */
export const BOARD_IDS = Object.freeze(['costa-azzurra', 'brughiera-park', 'test-ring'] as const)

/** The ids of the built-in circuits ({@link BOARD_IDS}). @group Boards */
export type BoardId = (typeof BOARD_IDS)[number]
