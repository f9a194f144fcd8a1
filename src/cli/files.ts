/**
 * The files the command reads and writes, with every failure said in one plain sentence.
 * `--out` and `--save` name a file whose folder must exist (a mistyped folder is refused
 * before the run, not created); `--frames` names the folder to fill, created if missing.
 */
import { accessSync, constants, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { left, right, type Either } from 'fp-ts/lib/Either.js'

const codeOf = (error: unknown): string =>
  typeof error === 'object' && error !== null && typeof (error as { code?: unknown }).code === 'string'
    ? (error as { code: string }).code
    : ''

// Why a file could not be read or written, in words; the system's message for the rare rest.
const why = (error: unknown): string => {
  switch (codeOf(error)) {
    case 'ENOENT':
      return 'it does not exist'
    case 'EACCES':
    case 'EPERM':
      return 'permission denied'
    case 'EISDIR':
      return 'it is a folder'
    case 'ENOTDIR':
      return 'a part of its path is a file, not a folder'
    case 'ENOSPC':
      return 'the disk is full'
    case 'EROFS':
      return 'the disk is read-only'
    default:
      return error instanceof Error ? error.message : String(error)
  }
}

/** A text file's content; a Left is a sentence saying why it cannot be read. */
export const readText = (file: string): Either<string, string> => {
  try {
    return right(readFileSync(file, 'utf8'))
  } catch (error) {
    return left(`cannot read ${file}: ${why(error)}`)
  }
}

const isFolder = (path: string): boolean | undefined => {
  try {
    return statSync(path).isDirectory()
  } catch {
    return undefined
  }
}

/**
 * Whether a file can be written at `file`, checked before a run: its folder exists and may be
 * written in, and `file` is not a folder. A Left says what is wrong.
 */
export const checkWritable = (file: string): Either<string, string> => {
  const folder = dirname(resolve(file))
  const kind = isFolder(folder)
  if (kind === undefined) return left(`cannot write ${file}: the folder ${dirname(file)} does not exist`)
  if (!kind) return left(`cannot write ${file}: ${dirname(file)} is a file, not a folder`)
  if (isFolder(file) === true) return left(`cannot write ${file}: it is a folder`)
  try {
    accessSync(folder, constants.W_OK)
  } catch {
    return left(`cannot write ${file}: permission denied for the folder ${dirname(file)}`)
  }
  return right(file)
}

/** Writes a text file (its folder must exist); a Left says why it could not. */
export const writeText = (file: string, text: string): Either<string, string> => {
  const checked = checkWritable(file)
  if (checked._tag === 'Left') return checked
  try {
    writeFileSync(file, text)
    return right(file)
  } catch (error) {
    return left(`cannot write ${file}: ${why(error)}`)
  }
}

/**
 * Makes a folder and the folders above it, as `--frames` does, to write `what` into (pictures,
 * a dataset); a Left says why it could not.
 */
export const makeFolder = (folder: string, what = 'pictures'): Either<string, string> => {
  if (isFolder(folder) === false) return left(`cannot write ${what} into ${folder}: it is a file, not a folder`)
  try {
    mkdirSync(folder, { recursive: true })
    return right(folder)
  } catch (error) {
    return left(`cannot make the folder ${folder}: ${why(error)}`)
  }
}
