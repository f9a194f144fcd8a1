/**
 * The board a saved state records: a built-in board by its id, a board of one's own in full,
 * and in both cases a content hash of the board. The state check compares the hash with the
 * board the id names in this pitwall (or the one the state carries), so a saved race cannot
 * be resumed on a board that differs from the one it was played on (a pitwall whose built-in
 * board changed, an edited state). Formule Dé and Bolide record their circuits so; the words
 * of the messages name what the game's boards are (`circuit`).
 */
import { canonicalJson } from './codec.js'

/** What a state records of its board: a built-in board's id, or the board in full, and its hash. */
export interface BoardRecord<Id extends string, B> {
  /** The built-in board by its id, or a board of one's own in full. */
  readonly circuit: Id | B
  /** Content hash of the board (cyrb53 of its canonical JSON, 14 hex digits). */
  readonly hash: string
}

/** The operations on a game's board records (see {@link boardRecords}). */
export interface BoardRecords<Id extends string, B> {
  /** The built-in board a board is (the same object, or the same content), or `null`. */
  readonly builtInOf: (board: B) => Id | null
  /** The record of a race's board: a built-in board (even given in full) by its id, else the board. */
  readonly recordOf: (board: B) => BoardRecord<Id, B>
  /** The board a record names. */
  readonly boardOf: (record: BoardRecord<Id, B>) => B
  /**
   * What is wrong with a record whose board is sound: a hash that is not the board's here, a
   * built-in board given in full. One English line, or none.
   */
  readonly problems: (record: BoardRecord<Id, B>) => ReadonlyArray<string>
}

/** Board records over a game's built-in boards, hashed by `hashOf` (a memo of `contentHash`). */
export const boardRecords = <Id extends string, B>(
  builtIns: Readonly<Record<Id, B>>,
  hashOf: (board: B) => string,
  noun = 'circuit',
): BoardRecords<Id, B> => {
  const ids = Object.keys(builtIns) as unknown as ReadonlyArray<Id>
  const builtInOf = (board: B): Id | null => {
    const same = ids.find((id) => builtIns[id] === board)
    if (same !== undefined) return same
    const hash = hashOf(board)
    // Equal hashes almost surely mean equal boards; the texts are compared to be sure.
    const twin = ids.find((id) => hashOf(builtIns[id]) === hash)
    return twin !== undefined && canonicalJson(builtIns[twin]) === canonicalJson(board) ? twin : null
  }
  const problems = (record: BoardRecord<Id, B>): ReadonlyArray<string> => {
    const c = record.circuit
    if (typeof c === 'string') {
      const here = hashOf(builtIns[c as Id])
      return record.hash === here
        ? []
        : [
            `The state was saved on another board: its ${noun} hashes ${record.hash}, but built-in ${noun} "${c}" hashes ${here} in this pitwall ` +
              `(the built-in ${noun}s differ from the pitwall it was saved with, or the state was edited). It cannot be resumed on this board.`,
          ]
    }
    const here = hashOf(c as B)
    if (record.hash !== here)
      return [
        `The state was saved on another board: its ${noun} hashes ${record.hash}, but the ${noun} it carries hashes ${here} ` +
          `(the ${noun} or the hash was edited). It cannot be resumed on this board.`,
      ]
    const id = builtInOf(c as B)
    return id === null
      ? []
      : [`The board gives in full a ${noun} that is built-in ${noun} "${id}": a race records it by its id.`]
  }
  return {
    builtInOf,
    recordOf: (board) => ({ circuit: builtInOf(board) ?? board, hash: hashOf(board) }),
    boardOf: (record) => (typeof record.circuit === 'string' ? builtIns[record.circuit as Id] : (record.circuit as B)),
    problems,
  }
}

/**
 * The step of a saved state that carried its board in full as `circuit` to one that records
 * it (`board`): the state's other fields and the record, or why it cannot be (no board
 * object). `read` gives the board of a sound circuit within the format's limits, or `null`:
 * then the board goes on as it is, unhashed, and the state's decoding and check name what is
 * wrong with it (nothing hashes it first).
 */
export const boardInFull =
  <Id extends string, B>(read: (circuit: unknown) => B | null, records: Pick<BoardRecords<Id, B>, 'recordOf'>) =>
  (state: Readonly<Record<string, unknown>>): Readonly<Record<string, unknown>> | string => {
    const { circuit, ...rest } = state
    if (typeof circuit !== 'object' || circuit === null || Array.isArray(circuit))
      return 'it carries no circuit object (`circuit`)'
    const sound = read(circuit)
    return { ...rest, board: sound === null ? { circuit, hash: '' } : records.recordOf(sound) }
  }
