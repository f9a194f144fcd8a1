/**
 * The id ranges and tensor blocks of each game's encoding, as the guides' "Learning" sections
 * print them: `node --import tsx scripts/encoding-layout.ts` rewrites each guide's tables from
 * the encodings themselves (from its `### Action ids` heading to the next `## ` heading);
 * test/learn/encoding-docs.test.ts checks the guides hold them as printed.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { isLeft, type Either } from 'fp-ts/lib/Either.js'
import type { ActionRange, TensorField } from '../src/core/index.js'
import * as bolide from '../src/bolide/index.js'
import * as fmr from '../src/formula-motor-racing/index.js'
import * as formuleDe from '../src/formule-de/index.js'
import * as rallyman from '../src/rallyman/index.js'

/** What a guide's tables are made from: an encoding's ranges and blocks, and its config's name. */
interface Layout {
  readonly guide: string
  readonly config: string
  readonly version: number
  readonly actions: ReadonlyArray<ActionRange>
  readonly fields: ReadonlyArray<TensorField>
  readonly size: number
}

interface Layoutable {
  readonly encodingVersion: number
  readonly actionRanges: ReadonlyArray<ActionRange>
  readonly observationFields: ReadonlyArray<TensorField>
  readonly observationSize: number
}

const layout = (guide: string, config: string, made: Either<{ readonly message: string }, Layoutable>): Layout => {
  if (isLeft(made)) throw new Error(`${guide}: ${made.left.message}`)
  const e = made.right
  return {
    guide,
    config,
    version: e.encodingVersion,
    actions: e.actionRanges,
    fields: e.observationFields,
    size: e.observationSize,
  }
}

/** Each guide's layout, of the config its tables name. */
export const layouts = (): ReadonlyArray<Layout> => [
  layout(
    'docs/formula-motor-racing.md',
    '`defaultConfig({ players: 6 })`',
    fmr.encoding(fmr.defaultConfig({ players: 6 })),
  ),
  layout(
    'docs/formule-de.md',
    '`defaultConfig({ players: 6 })` (Riviera, basic rules)',
    formuleDe.encoding(formuleDe.defaultConfig({ players: 6 })),
  ),
  layout(
    'docs/rallyman.md',
    '`defaultConfig({ players: 4 })` (the asphalt rally)',
    rallyman.encoding(rallyman.defaultConfig({ players: 4 })),
  ),
  layout(
    'docs/bolide.md',
    '`defaultConfig({ players: 6 })` (Costa Azzurra, basic rules)',
    bolide.encoding(bolide.defaultConfig({ players: 6 })),
  ),
]

const cell = (text: string): string => text.replace(/\|/g, '\\|')

/** The tables of one guide, as markdown (from its `### Action ids` heading on). */
export const layoutMarkdown = (l: Layout): string => {
  const total = l.actions.reduce((n, r) => n + r.count, 0)
  const ids = l.actions.map(
    (r) =>
      `| \`${r.name}\` | ${r.count === 1 ? r.offset : `${r.offset}–${r.offset + r.count - 1}`} | ${cell(r.description)} |`,
  )
  const blocks = l.fields.map(
    (f) =>
      `| \`${f.name}\` | ${f.offset} | ${f.shape.length === 0 ? '1' : f.shape.join(' × ')} | ${cell(f.description)} |`,
  )
  return [
    '### Action ids',
    '',
    `Encoding version ${l.version}, for ${l.config}: ${total} ids. The ranges keep their order for`,
    'every config; their sizes (and so their offsets) follow the config.',
    '',
    '| range | ids | an id reads |',
    '| --- | --- | --- |',
    ...ids,
    '',
    '### Observation tensor',
    '',
    `${l.size} entries for the same config, block after block (shapes row-major). A block of a few`,
    'entries "in order" keeps its list\'s order, a presence flag marking each entry used.',
    '',
    '| block | offset | shape | entries |',
    '| --- | --- | --- | --- |',
    ...blocks,
    '',
  ].join('\n')
}

// The guide with its tables rewritten: from `### Action ids` to the next `## ` heading.
const rewrite = (text: string, tables: string): string => {
  const start = text.indexOf('\n### Action ids\n')
  if (start < 0) throw new Error('no "### Action ids" heading: write the Learning section first')
  const next = text.indexOf('\n## ', start + 1)
  return `${text.slice(0, start + 1)}${tables}${next < 0 ? '' : text.slice(next)}`
}

if (process.argv[1]?.endsWith('encoding-layout.ts')) {
  for (const l of layouts()) {
    writeFileSync(l.guide, rewrite(readFileSync(l.guide, 'utf8'), layoutMarkdown(l)))
    console.log(`${l.guide}: tables written`)
  }
}
