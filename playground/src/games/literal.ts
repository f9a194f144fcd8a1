/**
 * Reads a builder chain as people write it in TypeScript, without evaluating anything:
 * `name(args).method(args).method(args)…`, where each argument is a literal (numbers,
 * strings in either quotes, true/false/null, arrays, objects with bare or quoted keys).
 * Comments and a leading `const x =` are skipped. Used for the Formule Dé circuit DSL.
 */
import { left, right, type Either } from 'fp-ts/lib/Either.js'

/** One call of the chain. */
export interface Call {
  readonly name: string
  readonly args: ReadonlyArray<unknown>
}

class Reader {
  private at = 0
  constructor(private readonly text: string) {}

  fail(what: string): never {
    const line = this.text.slice(0, this.at).split('\n').length
    throw new SyntaxError(`line ${line}: ${what}`)
  }

  skip(): void {
    for (;;) {
      const rest = this.text.slice(this.at)
      const m = /^(\s+|\/\/[^\n]*|\/\*[\s\S]*?\*\/)/.exec(rest)
      if (m === null) return
      this.at += m[0].length
    }
  }

  peek(): string {
    this.skip()
    return this.text[this.at] ?? ''
  }

  eat(char: string): boolean {
    if (this.peek() !== char) return false
    this.at++
    return true
  }

  expect(char: string): void {
    if (!this.eat(char)) this.fail(`expected "${char}"`)
  }

  done(): boolean {
    this.eat(';')
    return this.peek() === ''
  }

  word(): string {
    this.skip()
    const m = /^[A-Za-z_$][\w$]*/.exec(this.text.slice(this.at))
    if (m === null) this.fail('expected a name')
    this.at += m[0].length
    return m[0]
  }

  string(): string {
    const quote = this.text[this.at]
    let out = ''
    for (this.at++; this.at < this.text.length; this.at++) {
      const c = this.text[this.at] as string
      if (c === quote) {
        this.at++
        return out
      }
      if (c === '\\') {
        this.at++
        out += this.text[this.at] ?? ''
      } else out += c
    }
    return this.fail('a string is not closed')
  }

  value(depth: number): unknown {
    if (depth > 32) this.fail('nested too deeply')
    const c = this.peek()
    if (c === '"' || c === "'") return this.string()
    if (c === '[') {
      this.at++
      const items: unknown[] = []
      while (!this.eat(']')) {
        items.push(this.value(depth + 1))
        if (!this.eat(',')) {
          this.expect(']')
          break
        }
      }
      return items
    }
    if (c === '{') {
      this.at++
      const o: Record<string, unknown> = {}
      while (!this.eat('}')) {
        const q = this.peek()
        const key = q === '"' || q === "'" ? this.string() : this.word()
        this.expect(':')
        o[key] = this.value(depth + 1)
        if (!this.eat(',')) {
          this.expect('}')
          break
        }
      }
      return o
    }
    const m = /^(-?\d+(\.\d+)?|true|false|null)/.exec(this.text.slice(this.at))
    if (m === null) return this.fail('expected a number, a string, an array or an object')
    this.at += m[0].length
    return m[0] === 'true' ? true : m[0] === 'false' ? false : m[0] === 'null' ? null : Number(m[0])
  }

  args(): ReadonlyArray<unknown> {
    this.expect('(')
    const out: unknown[] = []
    while (!this.eat(')')) {
      out.push(this.value(0))
      if (!this.eat(',')) {
        this.expect(')')
        break
      }
    }
    return out
  }
}

/** The calls of a chain that starts with `start(...)`, or where it cannot be read. */
export const readChain = (text: string, start: string): Either<string, ReadonlyArray<Call>> => {
  const from = text.indexOf(`${start}(`)
  if (from < 0) return left(`expected the chain to start with ${start}(…)`)
  const reader = new Reader(text.slice(from))
  try {
    const calls: Call[] = [{ name: reader.word(), args: reader.args() }]
    while (!reader.done()) {
      reader.expect('.')
      calls.push({ name: reader.word(), args: reader.args() })
    }
    return right(calls)
  } catch (error) {
    return left(error instanceof Error ? error.message : String(error))
  }
}
