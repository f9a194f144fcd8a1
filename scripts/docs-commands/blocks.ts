/**
 * The code of a guide as the docs test runs it: every ```sh block, a command a line, and every
 * ```ts block, from the markdown itself. An HTML comment right above a fence (blank lines
 * between are allowed) says how a block runs:
 *
 * - `<!-- not run: why -->`: the block is listed as not run, with why (a sketch of a type, ...);
 * - `<!-- setup: why` then TypeScript lines then `-->`: those lines run before the block, unseen
 *   by the reader (the app around a fragment: its state, its `send`).
 */

/** Where a block or a command is written: the markdown file and its 1-based line. */
export interface Place {
  readonly file: string
  readonly line: number
}

/** A shell command: one line of a ```sh block (backslash continuations joined). */
export interface Command {
  readonly kind: 'command'
  readonly place: Place
  /** The command as bash reads it, its `# comment` included. */
  readonly text: string
  /** The command without its comment: what is the same when two guides show it. */
  readonly command: string
  /** A command whose comment names `http://localhost:PORT` serves there: started, probed, stopped. */
  readonly serves: string | null
}

/** A ```ts block, with the setup written above it. */
export interface TsBlock {
  readonly kind: 'ts'
  readonly place: Place
  readonly code: string
  /** TypeScript run before the block, and the line of the comment that holds it. */
  readonly setup: { readonly code: string; readonly line: number } | null
}

/** A block the guide marks `not run`, with why. */
export interface NotRun {
  readonly kind: 'not-run'
  readonly place: Place
  readonly lang: string
  readonly why: string
}

export type Block = Command | TsBlock | NotRun

const SHELL = new Set(['sh', 'bash', 'shell'])
const TYPESCRIPT = new Set(['ts', 'typescript'])

/** The comment of a command line, if any: a `#` after a blank, outside quotes. */
const withoutComment = (line: string): string => {
  let quote: string | null = null
  for (let i = 0; i < line.length; i++) {
    const c = line[i]
    if (quote !== null) {
      if (c === quote) quote = null
    } else if (c === "'" || c === '"') quote = c
    else if (c === '#' && (i === 0 || /\s/.test(line[i - 1] ?? ''))) return line.slice(0, i).trim()
  }
  return line.trim()
}

const commandsOf = (file: string, first: number, body: ReadonlyArray<string>): Command[] => {
  const out: Command[] = []
  let pending: { line: number; text: string } | null = null
  body.forEach((raw, i) => {
    const text: string = pending === null ? raw : `${pending.text}\n${raw}`
    const line = pending?.line ?? first + i
    if (/\\\s*$/.test(raw)) {
      pending = { line, text }
      return
    }
    pending = null
    const command = withoutComment(text.replace(/\\\n/g, ' ').replace(/\s+/g, ' '))
    if (command === '') return
    const serves = /#.*?(http:\/\/localhost:\d+\S*?)[).,]*(?:\s|$)/.exec(text)?.[1] ?? null
    out.push({ kind: 'command', place: { file, line }, text, command, serves })
  })
  return out
}

/** The comment that ends right above `fence` (blank lines between), and the line it opens on. */
const commentAbove = (lines: ReadonlyArray<string>, fence: number): { text: string; line: number } | null => {
  let end = fence - 1
  while (end >= 0 && lines[end]?.trim() === '') end--
  if (end < 0 || !lines[end]?.trim().endsWith('-->')) return null
  let start = end
  while (start >= 0 && !lines[start]?.trim().startsWith('<!--')) start--
  if (start < 0) return null
  const text = lines
    .slice(start, end + 1)
    .join('\n')
    .trim()
    .replace(/^<!--/, '')
    .replace(/-->$/, '')
  return { text, line: start + 1 }
}

/** Every block of `markdown` the docs test knows, in the order of the file. */
export const blocksOf = (file: string, markdown: string): Block[] => {
  const lines = markdown.split('\n')
  const out: Block[] = []
  for (let i = 0; i < lines.length; i++) {
    const open = /^```\s*([\w-]*)/.exec(lines[i] ?? '')
    if (open === null) continue
    const lang = open[1] ?? ''
    let close = i + 1
    while (close < lines.length && !/^```\s*$/.test(lines[close] ?? '')) close++
    const body = lines.slice(i + 1, close)
    const place = { file, line: i + 1 }
    const comment = commentAbove(lines, i)
    const notRun = comment === null ? null : /^\s*not run:\s*([\s\S]*)$/.exec(comment.text)
    const setup = comment === null ? null : /^\s*setup:[^\n]*\n([\s\S]*)$/.exec(comment.text)
    if ((SHELL.has(lang) || TYPESCRIPT.has(lang)) && notRun !== null)
      out.push({ kind: 'not-run', place, lang, why: (notRun[1] ?? '').replace(/\s+/g, ' ').trim() })
    else if (SHELL.has(lang)) out.push(...commandsOf(file, i + 2, body))
    else if (TYPESCRIPT.has(lang))
      out.push({
        kind: 'ts',
        place,
        code: body.join('\n'),
        setup: setup === null || comment === null ? null : { code: setup[1] ?? '', line: comment.line + 1 },
      })
    i = close
  }
  return out
}
