import type { Encoding, Policy, Rng } from '../core/index.js'

/**
 * A policy that plays like the learner: it encodes what it is handed (the observation's
 * tensor, and the mask of its legal actions' ids), asks `pick` for an id and plays the legal
 * action of that id. With an earlier snapshot of the learner as `pick`, it is an opponent for
 * self-play. An id that is not in the mask makes the policy fail (`POLICY_FAILED`).
 * @group Learning
 */
export const encodedPolicy = <S, A, O>(
  encoding: Encoding<S, A, O>,
  pick: (observation: Float32Array, mask: Uint8Array, rng: Rng) => readonly [number, Rng],
): Policy<A, O> => {
  const tensor = new Float32Array(encoding.observationSize)
  const mask = new Uint8Array(encoding.numDistinctActions)
  return (input) => {
    encoding.observationTensor(input.observation, tensor)
    const ids = encoding.observedIdsOf(input.observation, input.legal)
    mask.fill(0)
    for (let k = 0; k < ids.length; k++) if ((ids[k] as number) >= 0) mask[ids[k] as number] = 1
    const [id, next] = pick(tensor, mask, input.rng)
    const at = ids.indexOf(id)
    if (at < 0) throw new Error(`id ${id} is not one of the legal actions' ids`)
    return [input.legal[at] as A, next]
  }
}
