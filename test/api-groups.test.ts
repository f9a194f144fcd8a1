import { describe, expect, it } from 'vitest'
import { readFileSync } from 'node:fs'
import ts from 'typescript'

// The API reference lists each module's exports under groups (typedoc's `@group` tags, in
// the order of typedoc.json's `groupOrder`). Every export carries one, from that list, and
// the four games file the same kinds of things under the same group.
const typedoc = JSON.parse(readFileSync('typedoc.json', 'utf8')) as { groupOrder: string[] }
const GROUPS = typedoc.groupOrder.filter((g) => g !== '*')
const GAMES = ['formule-de', 'formula-motor-racing', 'rallyman', 'bolide'] as const
const MODULES = ['core', ...GAMES, 'search'] as const

const program = ts.createProgram(
  MODULES.map((m) => `src/${m}/index.ts`),
  { strict: true, module: ts.ModuleKind.NodeNext, moduleResolution: ts.ModuleResolutionKind.NodeNext, noEmit: true },
)
const checker = program.getTypeChecker()

// Each module's exports, by exported name: the groups of its declaration's TSDoc.
const groupsOf = (module: string): ReadonlyMap<string, ReadonlyArray<string>> => {
  const source = program.getSourceFile(`src/${module}/index.ts`)
  const symbol = source === undefined ? undefined : checker.getSymbolAtLocation(source)
  if (symbol === undefined) throw new Error(`no module src/${module}/index.ts`)
  const groups = new Map<string, ReadonlyArray<string>>()
  for (const exported of checker.getExportsOfModule(symbol)) {
    const target = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported
    const declaration = target.declarations?.[0]
    if (declaration === undefined) throw new Error(`${module}: ${exported.name} has no declaration`)
    const statement = ts.isVariableDeclaration(declaration) ? declaration.parent.parent : declaration
    const text = statement.getSourceFile().text
    const docs = (ts.getLeadingCommentRanges(text, statement.pos) ?? []).filter((r) => text.startsWith('/**', r.pos))
    const doc = docs.length === 0 ? '' : text.slice(docs[docs.length - 1]?.pos, docs[docs.length - 1]?.end)
    groups.set(
      exported.name,
      [...doc.matchAll(/@group\s+(\w+)/g)].map((m) => m[1] as string),
    )
  }
  return groups
}
const modules = new Map(MODULES.map((m) => [m, groupsOf(m)]))

describe('API reference groups', () => {
  it('every export of every subpath is in one group of typedoc.json, by its @group tag', () => {
    const missing: string[] = []
    for (const [module, groups] of modules)
      for (const [name, tags] of groups)
        if (tags.length !== 1 || !GROUPS.includes(tags[0] as string))
          missing.push(`${module}.${name}: ${tags.join(', ') || 'no @group'}`)
    expect(missing).toEqual([])
  })

  it('the four games file the same kinds of things under the same groups', () => {
    const expected: ReadonlyArray<readonly [RegExp, string]> = [
      [/^(formuleDe|formulaMotorRacing|rallyman|bolide|Observation)$/, 'Game'],
      [/^(Config|defaultConfig|DefaultConfigOptions)$/, 'Config'],
      [/^(State|STATE_VERSION|MIGRATIONS|inconsistencies)$/, 'State'],
      [/^[A-Z]\w*Action$/, 'Actions'],
      [/^Event$/, 'Events'],
      [/^(Code|SetupCode|CODE_RULES|SETUP_RULES)$/, 'Refusals'],
      [/LIMITS$|^MAX_/, 'Limits'],
      [/^[A-Z]\w*Codec$/, 'Codecs'],
      [/^(boards|BoardId)$/, 'Boards'],
      [/^(bots|determinize)$/, 'Bots'],
      [/^(position|PositionEdits|CarEdit)$/, 'Positions'],
      [/^(formatAction|parseAction|NotationCode|NOTATION_RULE)$/, 'Notation'],
      [/^describe/, 'Descriptions'],
      [/^(renderSvg|renderBoardSvg|RenderOptions)$/, 'Rendering'],
    ]
    const misfiled: string[] = []
    for (const game of GAMES) {
      const groups = modules.get(game) as ReadonlyMap<string, ReadonlyArray<string>>
      for (const [name, tags] of groups) {
        // Rallyman's FaceAction is what a die face does (a rule), not an action of the protocol.
        const rule = name === 'FaceAction' ? undefined : expected.find(([pattern]) => pattern.test(name))
        if (rule !== undefined && tags[0] !== rule[1])
          misfiled.push(`${game}.${name}: ${tags[0]} (expected ${rule[1]})`)
      }
      for (const name of [
        'defaultConfig',
        'ConfigCodec',
        'StateCodec',
        'STATE_VERSION',
        'MIGRATIONS',
        'ActionCodec',
        'LIMITS',
        'bots',
        'renderSvg',
        'position',
      ])
        expect(groups.has(name), `${game}.${name}`).toBe(true)
    }
    expect(misfiled).toEqual([])
  })
})
