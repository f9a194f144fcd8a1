/**
 * Ratings from head-to-head results: the Bradley–Terry model (bot i beats bot j with chance
 * `πi / (πi + πj)`), fitted by maximum likelihood with Hunter's MM iteration, shown on the
 * Elo scale (400 points: ten to one) with their mean at 0, and a 95% interval from the
 * likelihood's curvature at its maximum. Every pairing counts one drawn race more than it
 * played, so a bot that won every race still has a finite rating.
 */

/** The results of one pairing: `score` is bot `a`'s share of the points against bot `b` over `races`. */
export interface PairResult {
  readonly a: number
  readonly b: number
  /** Bot `a`'s points: 1 a race won, 0.5 a tie, fractions in races of several seats each. */
  readonly score: number
  readonly races: number
}

/** A bot's rating. */
export interface Rating {
  /** Elo points, the mean of the bots' at 0. */
  readonly elo: number
  /** The 95% interval's ends. */
  readonly low: number
  readonly high: number
}

// Elo points per natural-log unit of strength.
const ELO = 400 / Math.LN10
// The drawn race each pairing counts more than it played.
const PRIOR_RACES = 1

// The inverse of a small square matrix (Gauss-Jordan, partial pivoting).
const inverse = (m: ReadonlyArray<ReadonlyArray<number>>): number[][] => {
  const n = m.length
  const a = m.map((row, i) => [...row, ...Array.from({ length: n }, (_, j) => (i === j ? 1 : 0))])
  for (let col = 0; col < n; col++) {
    let pivot = col
    for (let r = col + 1; r < n; r++) if (Math.abs(a[r]![col]!) > Math.abs(a[pivot]![col]!)) pivot = r
    ;[a[col], a[pivot]] = [a[pivot]!, a[col]!]
    const p = a[col]![col]!
    for (let c = 0; c < 2 * n; c++) a[col]![c]! /= p
    for (let r = 0; r < n; r++) {
      if (r === col) continue
      const f = a[r]![col]!
      if (f !== 0) for (let c = 0; c < 2 * n; c++) a[r]![c]! -= f * a[col]![c]!
    }
  }
  return a.map((row) => row.slice(n))
}

/**
 * The ratings of `bots` bots from the results of their pairings (every bot must have played:
 * the pairings connect them all). Deterministic: the same results give the same figures.
 */
export const bradleyTerry = (bots: number, results: ReadonlyArray<PairResult>): ReadonlyArray<Rating> => {
  // Races and points between each two bots, the drawn race of each pairing included.
  const n = Array.from({ length: bots }, () => Array.from({ length: bots }, () => 0))
  const wins = Array.from({ length: bots }, () => 0)
  for (const r of results) {
    n[r.a]![r.b]! += r.races + PRIOR_RACES
    n[r.b]![r.a]! += r.races + PRIOR_RACES
    wins[r.a]! += r.score + PRIOR_RACES / 2
    wins[r.b]! += r.races - r.score + PRIOR_RACES / 2
  }
  let pi = Array.from({ length: bots }, () => 1)
  for (let round = 0; round < 100_000; round++) {
    const next = pi.map((p, i) => {
      let sum = 0
      for (let j = 0; j < bots; j++) if (j !== i && n[i]![j]! > 0) sum += n[i]![j]! / (p + pi[j]!)
      return sum > 0 ? wins[i]! / sum : p
    })
    // Strengths are up to a common factor: their geometric mean is kept at 1.
    const mean = Math.exp(next.reduce((s, p) => s + Math.log(p), 0) / bots)
    const scaled = next.map((p) => p / mean)
    const moved = Math.max(...scaled.map((p, i) => Math.abs(Math.log(p / pi[i]!))))
    pi = scaled
    if (moved < 1e-12) break
  }
  // The information matrix of the log-strengths; its null space is the common shift, so the
  // covariance of the mean-0 ratings is its pseudo-inverse, (I + J/k)^-1 - J/k.
  const info = Array.from({ length: bots }, (_, i) =>
    Array.from({ length: bots }, (_, j) => {
      if (i === j) {
        let d = 0
        for (let k = 0; k < bots; k++) if (k !== i) d += (n[i]![k]! * pi[i]! * pi[k]!) / (pi[i]! + pi[k]!) ** 2
        return d + 1 / bots
      }
      return (-n[i]![j]! * pi[i]! * pi[j]!) / (pi[i]! + pi[j]!) ** 2 + 1 / bots
    }),
  )
  const cov = inverse(info)
  return pi.map((p, i) => {
    const elo = Math.log(p) * ELO
    const half = 1.96 * Math.sqrt(Math.max(0, cov[i]![i]! - 1 / bots)) * ELO
    return { elo, low: elo - half, high: elo + half }
  })
}
