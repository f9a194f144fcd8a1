import { describe, expect, it } from 'vitest'
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import ts from 'typescript'

// The compiler does not forbid an explicit `any` or a hidden source of randomness; these
// checks walk the syntax tree of every file in src/, so comments and strings never count.
const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? files(path) : path.endsWith('.ts') ? [path] : []
  })

const findings = (test: (node: ts.Node) => string | null, only: (file: string) => boolean = () => true): string[] =>
  files('src')
    .filter(only)
    .flatMap((file) => {
      const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.ES2022, true)
      const found: string[] = []
      const visit = (node: ts.Node): void => {
        const what = test(node)
        if (what) found.push(`${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}: ${what}`)
        ts.forEachChild(node, visit)
      }
      visit(source)
      return found
    })

describe('source hygiene', () => {
  it('no `any` type in src/', () => {
    expect(findings((node) => (node.kind === ts.SyntaxKind.AnyKeyword ? 'any' : null))).toEqual([])
  })

  it('no Math.random, clock or timer in the rule engines (src/ outside the CLI and the search budget)', () => {
    const forbidden = new Set(['Math.random', 'Date.now', 'performance.now'])
    expect(
      findings(
        (node) =>
          ts.isPropertyAccessExpression(node) && forbidden.has(node.getText())
            ? node.getText()
            : ts.isNewExpression(node) && node.expression.getText() === 'Date'
              ? 'new Date'
              : null,
        // The search's time budget is the one clock outside the CLI (src/search/clock.ts).
        (file) => !file.startsWith(join('src', 'cli')) && file !== join('src', 'search', 'clock.ts'),
      ),
    ).toEqual([])
  })

  it('fp-ts is imported from fp-ts/lib/*.js, which both Node ESM and node16 typings resolve', () => {
    // fp-ts has no exports map: `fp-ts/Either` is a directory, which Node's ESM loader refuses.
    expect(
      findings((node) =>
        ts.isImportDeclaration(node) &&
        ts.isStringLiteral(node.moduleSpecifier) &&
        /^fp-ts\/(?!lib\/[A-Za-z]+\.js$)/.test(node.moduleSpecifier.text)
          ? node.moduleSpecifier.text
          : null,
      ),
    ).toEqual([])
  })
})
