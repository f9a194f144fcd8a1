import { describe, expect, it } from 'vitest'
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

// The worked learner (examples/learn-reinforce.ts) on a short run: it trains, prints one mean
// placing reward per window of races and draws them as the curve's points.
describe('the worked learner', () => {
  it('prints a mean placing reward per window and draws each as a point of its curve', () => {
    const dir = mkdtempSync(join(tmpdir(), 'pitwall-learn-'))
    try {
      const svgPath = join(dir, 'curve.svg')
      const run = spawnSync(
        process.execPath,
        ['--import', 'tsx', 'examples/learn-reinforce.ts', '--races', '300', '--window', '100', '--svg', svgPath],
        { encoding: 'utf8' },
      )
      expect(run.stderr).toBe('')
      expect(run.status).toBe(0)
      const rewards = [...run.stdout.matchAll(/races (\d+): seat 0's mean placing reward (-?[\d.]+)/g)]
      expect(rewards.map((m) => Number(m[1]))).toEqual([100, 200, 300])
      for (const m of rewards) expect(Math.abs(Number(m[2]))).toBeLessThanOrEqual(1)
      const svg = readFileSync(svgPath, 'utf8')
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true)
      const points = /<polyline points="([^"]*)"/.exec(svg)?.[1]?.split(' ') ?? []
      expect(points).toHaveLength(3)
      // Each point's height is its window's reward: a higher reward is drawn higher.
      const ys = points.map((p) => Number(p.split(',')[1]))
      const values = rewards.map((m) => Number(m[2]))
      for (let a = 0; a < 3; a++)
        for (let b = 0; b < 3; b++)
          if ((values[a] as number) > (values[b] as number)) expect(ys[a]).toBeLessThan(ys[b] as number)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
