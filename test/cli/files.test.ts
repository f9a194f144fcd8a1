import { describe, expect, it } from 'vitest'
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { frameName } from '../../src/cli/render.js'
import { run, runBuiltIn, tmp } from './helpers.js'

// A user's mistakes with files and seats get one plain sentence: no "internal error", no
// stack, no usage text.
const plain = (err: string): void => {
  expect(err.split('\n')).toHaveLength(2)
  expect(err).toMatch(/^pitwall: [^\n]+\n$/)
  expect(err).not.toMatch(/internal error|ENOENT|EISDIR|\n\s+at /)
}

const savedRace = async (): Promise<string> => {
  const file = join(tmp(), 'race.json')
  expect((await run('simulate', 'dice-derby', '--seed', '8', '--save', file)).code).toBe(0)
  return file
}

describe('files: --out and --save need their folder, --frames makes its own', () => {
  it('--out into a missing folder is refused in one sentence, and nothing is written', async () => {
    const dir = join(tmp(), 'missing')
    const file = join(dir, 'x.svg')
    const { code, out, err } = await run('render', 'dice-derby', '--out', file)
    expect(code).toBe(1)
    expect(out).toBe('')
    plain(err)
    expect(err).toBe(`pitwall: cannot write ${file}: the folder ${dir} does not exist\n`)
    expect(existsSync(dir)).toBe(false)
  })

  it('--save into a missing folder is refused before the race is run', async () => {
    const file = join(tmp(), 'missing', 'race.json')
    const { code, out, err } = await run('simulate', 'dice-derby', '--save', file)
    expect(code).toBe(1)
    expect(out).toBe('') // no report: the race was not run
    plain(err)
    expect(err).toContain('does not exist')
  })

  it('--out naming a folder, or inside a file, is refused in one sentence', async () => {
    const dir = tmp()
    plain((await run('render', 'dice-derby', '--out', dir)).err)
    expect((await run('render', 'dice-derby', '--out', dir)).err).toContain('it is a folder')
    const file = join(dir, 'plain.txt')
    writeFileSync(file, 'x')
    const inside = await run('render', 'dice-derby', '--out', join(file, 'x.svg'))
    expect(inside.code).toBe(1)
    plain(inside.err)
    expect(inside.err).toContain('is a file, not a folder')
  })

  it('--frames makes its folder, parents included; a file in its way is refused', async () => {
    const race = await savedRace()
    const frames = join(tmp(), 'new', 'frames')
    expect((await run('render', '--replay', race, '--frames', frames)).code).toBe(0)
    expect(readdirSync(frames).length).toBeGreaterThan(3)
    const file = join(tmp(), 'taken')
    writeFileSync(file, 'x')
    const refused = await run('render', '--replay', race, '--frames', file)
    expect(refused.code).toBe(1)
    plain(refused.err)
    expect(refused.err).toContain('it is a file, not a folder')
  })

  it('frames are numbered from 1, with the step each shows, padded so they sort in order', () => {
    expect(frameName('bolide', 1, 80, 35, 239)).toBe('bolide-001-step-035.svg')
    expect(frameName('bolide', 80, 80, 239, 239)).toBe('bolide-080-step-239.svg')
    expect(frameName('formule-de', 12, 1200, 4, 2400)).toBe('formule-de-0012-step-0004.svg')
  })
})

describe('files: what cannot be read, or is not a log', () => {
  it.each([
    ['a missing file', () => join(tmp(), 'none.json'), /^pitwall: cannot read .*none\.json: it does not exist\n$/],
    ['a folder', () => tmp(), /^pitwall: cannot read .*: it is a folder\n$/],
    [
      'a file that is not JSON',
      () => {
        const f = join(tmp(), 'notes.txt')
        writeFileSync(f, 'lap times: 1:02, 1:04')
        return f
      },
      /^pitwall: .*notes\.txt is not a pitwall race log: it is not JSON\n$/,
    ],
    [
      'JSON that names no game',
      () => {
        const f = join(tmp(), 'x.json')
        writeFileSync(f, '[1, 2, 3]')
        return f
      },
      /is not a pitwall race log: it names no game\n$/,
    ],
    [
      'a log of a game this version does not know',
      () => {
        const f = join(tmp(), 'x.json')
        writeFileSync(f, JSON.stringify({ game: 'chess', config: {}, actions: [] }))
        return f
      },
      /is a log of "chess", which this version does not know; games: dice-derby\n$/,
    ],
  ])('%s: replay and render --replay say so in one sentence, exit code 1', async (_, make, message) => {
    const file = make()
    for (const argv of [
      ['replay', file],
      ['render', '--replay', file],
    ]) {
      const { code, out, err } = await run(...argv)
      expect(code).toBe(1)
      expect(out).toBe('')
      plain(err)
      expect(err).toMatch(message)
    }
  })
})

describe('--seat: a seat the race does not have', () => {
  it('render --replay of a 3-seat race refuses --seat 9, naming the seats it has', async () => {
    const race = await savedRace()
    const { code, out, err } = await run('render', '--replay', race, '--seat', '9')
    expect(code).toBe(2)
    expect(out).toBe('')
    expect(err).toBe("pitwall: --seat 9: this race has seats 0 to 2 (or spectator)\nsee 'pitwall help render'\n")
    expect((await run('render', '--replay', race, '--seat', '2')).code).toBe(0)
    expect((await run('render', '--replay', race, '--frames', join(tmp(), 'f'), '--seat', '3')).code).toBe(2)
  })

  it('render of a new race checks the seat against its players', async () => {
    expect((await run('render', 'dice-derby', '--players', '2', '--seat', '1')).code).toBe(0)
    expect(await run('render', 'dice-derby', '--players', '2', '--seat', '2')).toMatchObject({
      code: 2,
      err: expect.stringContaining('--seat 2: this race has seats 0 to 1'),
    })
    // A built-in game too: a 6-player Bolide race has no seat 9.
    expect(await runBuiltIn('render', 'bolide', '--seat', '9')).toMatchObject({
      code: 2,
      out: '',
      err: expect.stringContaining('--seat 9: this race has seats 0 to 5'),
    })
  })

  it('nothing is written for a refused seat', async () => {
    const dir = tmp()
    mkdirSync(join(dir, 'pictures'))
    await run('render', 'dice-derby', '--seat', '7', '--out', join(dir, 'pictures', 'x.svg'))
    expect(readdirSync(join(dir, 'pictures'))).toEqual([])
  })
})
