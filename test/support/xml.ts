/**
 * A strict XML 1.0 well-formedness check (saxes, with namespaces): what a browser's XML parser
 * refuses, e.g. a control character, a lone surrogate, `--` inside a comment, an unescaped `<`.
 */
import { SaxesParser } from 'saxes'

/** The parser's complaints about a document, empty when it is well-formed XML. */
export const xmlProblems = (document: string): ReadonlyArray<string> => {
  const problems: string[] = []
  const parser = new SaxesParser({ xmlns: true })
  parser.on('error', (error) => problems.push(error.message))
  parser.write(document).close()
  return problems
}
