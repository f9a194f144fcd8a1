import { describe, expect, it } from 'vitest'
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

// The worked learner (examples/learn-reinforce.ts) on a short run: it starts from random play,
// learns, and beats the random seats more often than random play does; each evaluation is a
// point of its curve.
describe('the worked learner', () => {
  // About 4 s of CPU: a loaded machine takes many times that.
  it(
    'improves over random play against random seats, and draws each evaluation as a point of its curve',
    { timeout: 240_000 },
    () => {
      const dir = mkdtempSync(join(tmpdir(), 'pitwall-learn-'))
      try {
        const svgPath = join(dir, 'curve.svg')
        const run = spawnSync(
          process.execPath,
          [
            '--import',
            'tsx',
            'examples/learn-reinforce.ts',
            ...['--races', '3000', '--every', '1500', '--eval', '300', '--svg', svgPath],
          ],
          { encoding: 'utf8' },
        )
        expect(run.stderr).toBe('')
        expect(run.status).toBe(0)
        const lines = [...run.stdout.matchAll(/races (\d+): beats a random seat ([\d.]+)%, wins ([\d.]+)%/g)]
        expect(lines.map((m) => Number(m[1]))).toEqual([0, 1500, 3000])
        const ahead = lines.map((m) => Number(m[2]))
        // Before it learns, it plays at random: about half the random seats finish behind it.
        expect(Math.abs((ahead[0] as number) - 50)).toBeLessThan(5)
        // After 3,000 races it beats them clearly more often (a seeded run: always the same figures).
        expect(ahead[2] as number).toBeGreaterThan((ahead[0] as number) + 4)
        const svg = readFileSync(svgPath, 'utf8')
        expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true)
        const points = /<polyline points="([^"]*)"/.exec(svg)?.[1]?.split(' ') ?? []
        expect(points).toHaveLength(3)
        // Each point's height is its evaluation's share: a higher share is drawn higher.
        const ys = points.map((p) => Number(p.split(',')[1]))
        for (let a = 0; a < 3; a++)
          for (let b = 0; b < 3; b++)
            if ((ahead[a] as number) > (ahead[b] as number)) expect(ys[a]).toBeLessThan(ys[b] as number)
      } finally {
        rmSync(dir, { recursive: true, force: true })
      }
    },
  )
})
