/**
 * `pitwall render`: a race drawn as SVG, as a seat (or a spectator) sees it. A new race at
 * its first decision, or a saved one at any step; or one picture per decision of a saved
 * race, numbered from 1 with the step each shows (`bolide-001-step-003.svg`).
 */
import { join } from 'node:path'
import { isLeft } from 'fp-ts/lib/Either.js'
import type { AnyEntry, PictureOptions } from './catalog.js'
import { checkingStatus, failed, gameOf, noMoreWords, optionsOf, readLogFile, seatIn, usable } from './common.js'
import { checkWritable, makeFolder, writeText } from './files.js'
import { UsageError, type CommandLine, type Flags } from './options.js'
import { framesOf, stateAtStart, statesOfLog } from './pictures.js'
import { progressOn } from './progress.js'
import { planRace } from './race.js'
import type { TerminalIo } from './terminal.js'

// The picture printed, or written to --out.
const deliver = (term: TerminalIo, file: string | undefined, svg: string): number => {
  if (file === undefined) {
    term.out(svg)
    return 0
  }
  const written = writeText(file, svg)
  if (isLeft(written)) return failed(term, written.left)
  term.err(`wrote ${file}\n`)
  return 0
}

const pictureOptions = (entry: AnyEntry, state: unknown, flags: Flags): PictureOptions => ({
  seat: seatIn(entry, state, flags.seat),
  highlight: flags.highlight === true,
  ...(flags.lang === undefined ? {} : { lang: flags.lang }),
})

/** The name of frame `frame` (from 1) showing step `step`, padded so names sort in order. */
export const frameName = (game: string, frame: number, frames: number, step: number, steps: number): string => {
  const pad = (n: number, largest: number): string => String(n).padStart(Math.max(3, String(largest).length), '0')
  return `${game}-${pad(frame, frames)}-step-${pad(step, steps)}.svg`
}

const newRace = (entries: ReadonlyArray<AnyEntry>, line: CommandLine, term: TerminalIo): number => {
  const { flags, words } = line
  for (const option of ['step', 'frames'] as const)
    if (flags[option] !== undefined) throw new UsageError(`--${option} draws a saved race: it needs --replay FILE`)
  noMoreWords(words, 1, 'render takes one game')
  const entry = gameOf(entries, words[0], 'render')
  const plan = usable(planRace(entry, optionsOf(flags)))
  if (flags.out !== undefined) {
    const writable = checkWritable(flags.out)
    if (isLeft(writable)) return failed(term, writable.left)
  }
  const state = stateAtStart(entry, plan, flags.seed ?? 1)
  if (isLeft(state)) return failed(term, state.left)
  return deliver(term, flags.out, entry.renderSvg(state.right, pictureOptions(entry, state.right, flags)))
}

const savedRace = (entries: ReadonlyArray<AnyEntry>, file: string, line: CommandLine, term: TerminalIo): number => {
  const { flags, words } = line
  if (words[0] !== undefined)
    throw new UsageError(`render --replay draws the race of its file: it takes no game, not "${words[0]}"`)
  for (const option of ['board', 'players', 'laps', 'rules', 'seed'] as const)
    if (flags[option] !== undefined)
      throw new UsageError(`--${option} sets up a new race: render --replay draws the saved one as it was`)
  if (flags.frames !== undefined && (flags.out !== undefined || flags.step !== undefined))
    throw new UsageError('--frames writes every step: it takes neither --out nor --step')
  if (flags.out !== undefined) {
    const writable = checkWritable(flags.out)
    if (isLeft(writable)) return failed(term, writable.left)
  }
  const read = readLogFile(entries, file)
  if (isLeft(read)) return failed(term, read.left)
  const { entry } = read.right
  checkingStatus(term, file, read.right.log)
  const states = statesOfLog(entry, read.right.log)
  term.clearStatus()
  if (isLeft(states)) return failed(term, `${file} does not replay: ${states.left}`)
  const last = states.right.length - 1
  const picture = pictureOptions(entry, states.right[last], flags)
  if (flags.frames === undefined) {
    const step = flags.step ?? last
    if (step > last) throw new UsageError(`--step ${step}: the race has ${last} steps, so at most ${last}`)
    return deliver(term, flags.out, entry.renderSvg(states.right[step], picture))
  }
  const folder = makeFolder(flags.frames)
  if (isLeft(folder)) return failed(term, folder.left)
  const frames = framesOf(entry, states.right)
  const progress = progressOn(term, 500)
  for (const [i, step] of frames.entries()) {
    progress.show(() => `drawing ${i + 1}/${frames.length} pictures`)
    const name = join(flags.frames, frameName(entry.game.id, i + 1, frames.length, step, last))
    const written = writeText(name, entry.renderSvg(states.right[step], picture))
    if (isLeft(written)) return failed(term, written.left)
  }
  term.err(`wrote ${frames.length} pictures to ${flags.frames}\n`)
  return 0
}

/** Runs `pitwall render`; the exit code. */
export const render = (entries: ReadonlyArray<AnyEntry>, line: CommandLine, term: TerminalIo): number =>
  line.flags.replay === undefined ? newRace(entries, line, term) : savedRace(entries, line.flags.replay, line, term)
