/**
 * The `pitwall` command: simulate races of any game with any bots, write their decisions as
 * datasets, merge the shares of a batch, replay a saved race, draw a race at any step. Everything it knows about a game comes from the
 * catalog (the games' own descriptors and public surface). Exit codes: 0 done, 1 a run that
 * failed (a file that cannot be read or written, a race that stopped), 2 bad usage (one line,
 * and where the help is).
 */
import { version } from '../../package.json'
import { arena } from './arena.js'
import { catalog as builtIn, type AnyEntry } from './catalog.js'
import { failed, noMoreWords } from './common.js'
import { withGameModules } from './game-modules.js'
import { commandHelp, COMMANDS, describeGame, isCommand, overview, type CommandName } from './help.js'
import { merge } from './merge.js'
import { parseCommandLine, UsageError, type OptionName } from './options.js'
import { langOfEnv } from '../core/index.js'
import { render } from './render.js'
import { replay } from './replay.js'
import { selfplay } from './selfplay.js'
import { serve } from './serve.js'
import { simulate } from './simulate.js'
import { terminalIo, type Io } from './terminal.js'

export type { Io } from './terminal.js'

const commandList = Object.keys(COMMANDS).join(', ')

/** Runs the command line; returns the exit code (2 for bad usage, 1 for a failed run). */
export const main = async (
  argv: ReadonlyArray<string>,
  io: Io,
  builtInEntries: ReadonlyArray<AnyEntry> = builtIn,
): Promise<number> => {
  let entries = builtInEntries
  const term = terminalIo(io)
  const [first, ...rest] = argv
  let command: CommandName | undefined
  try {
    if (first === '--version' || first === '-v') {
      noMoreWords(rest, 0, `${first} takes nothing more`)
      term.out(`pitwall ${version}\n`)
      return 0
    }
    if (first === '--help' || first === '-h') {
      noMoreWords(rest, 0, `${first} takes nothing more; 'pitwall help <command>' gives a command's help`)
      term.out(overview(entries))
      return 0
    }
    if (first === undefined) throw new UsageError(`no command given; commands: ${commandList}`)
    if (!isCommand(first)) throw new UsageError(`unknown command "${first}"; commands: ${commandList}`)
    command = first
    const parsed = parseCommandLine(rest, command, COMMANDS[command].options)
    // The language: --lang, or the environment's (LANG=fr_FR.UTF-8), English otherwise.
    const takes: ReadonlyArray<OptionName> = COMMANDS[command].options
    const line = takes.includes('lang')
      ? { ...parsed, flags: { ...parsed.flags, lang: parsed.flags.lang ?? langOfEnv(io.env ?? {}) } }
      : parsed
    if (line.flags.help === true) {
      term.out(commandHelp(command))
      return 0
    }
    const file = line.flags['game-module']
    if (file !== undefined) {
      const added = await withGameModules(entries, file)
      if (added._tag === 'Left') return failed(term, added.left)
      entries = added.right
    }
    switch (command) {
      case 'simulate':
        return await simulate(entries, line, term)
      case 'selfplay':
        return await selfplay(entries, line, term)
      case 'merge':
        return merge(entries, line, term)
      case 'arena':
        return await arena(entries, line, term)
      case 'replay':
        return replay(entries, line, term)
      case 'render':
        return render(entries, line, term)
      case 'serve':
        return await serve(line, term)
      case 'games':
        noMoreWords(line.words, 0, 'games takes nothing more')
        term.out(`${entries.flatMap(describeGame).join('\n')}\n`)
        return 0
      case 'help': {
        noMoreWords(line.words, 1, 'help takes one command')
        const about = line.words[0]
        if (about === undefined) term.out(overview(entries))
        else if (isCommand(about)) term.out(commandHelp(about))
        else throw new UsageError(`no help on "${about}": commands are ${commandList}`)
        return 0
      }
    }
  } catch (error) {
    term.clearStatus()
    if (error instanceof UsageError) {
      term.err(
        `pitwall: ${error.message}\nsee 'pitwall help${command === undefined || command === 'help' ? '' : ` ${command}`}'\n`,
      )
      return 2
    }
    // A bug, not the user's doing: said as such, with the way to report it.
    term.err(
      `pitwall: internal error (please report it with the command that caused it): ${error instanceof Error ? error.message : String(error)}\n`,
    )
    return 1
  }
}
