/**
 * Where the search bot thinks: in a Web Worker (bundled into the page, so it also works from
 * file://), off the page's thread. A search that is no longer wanted (the race travelled in
 * time, a person moved, the bots were paused) is stopped by ending the worker; a new one
 * starts with the next request. Where the browser refuses a worker, the search runs on the
 * page, which then freezes while it thinks.
 */
import SearchWorker from './search-worker.ts?worker&inline'
import { decide, type SearchReply, type SearchRequest } from './decide.js'

export interface Thinker {
  /** Where searches run. */
  readonly where: 'worker' | 'page'
  /** Starts a search; `done` gets its reply unless the returned function cancels it first. */
  think(request: SearchRequest, done: (reply: SearchReply) => void): () => void
}

const onPage: Thinker = {
  where: 'page',
  think: (request, done) => {
    const timer = window.setTimeout(() => done(decide(request)), 0)
    return () => window.clearTimeout(timer)
  },
}

const inWorker = (first: Worker): Thinker => {
  let worker: Worker | null = null
  let next = 0
  const waiting = new Map<number, (reply: SearchReply) => void>()
  const open = (w: Worker): Worker => {
    w.onmessage = (event: MessageEvent<{ readonly id: number; readonly reply: SearchReply }>) => {
      const done = waiting.get(event.data.id)
      waiting.delete(event.data.id)
      done?.(event.data.reply)
    }
    w.onerror = (event) => {
      event.preventDefault()
      for (const done of waiting.values()) done({ error: `the search worker failed: ${event.message}` })
      waiting.clear()
      w.terminate()
      if (worker === w) worker = null
    }
    return w
  }
  worker = open(first)
  return {
    where: 'worker',
    think: (request, done) => {
      worker ??= open(new SearchWorker())
      const id = next++
      waiting.set(id, done)
      worker.postMessage({ id, request })
      return () => {
        if (!waiting.delete(id)) return
        // The worker is busy with a search nobody wants: end it rather than wait.
        worker?.terminate()
        worker = null
        waiting.clear()
      }
    },
  }
}

let chosen: Thinker | null = null

/** The page's thinker, chosen at the first search: a worker when the browser allows one here, else the page. */
export const thinker = (): Thinker => {
  if (chosen !== null) return chosen
  try {
    chosen = inWorker(new SearchWorker())
  } catch {
    chosen = onPage
  }
  return chosen
}
