/** The Web Worker the search bot thinks in: one request in, one reply out. */
import { decide, type SearchRequest } from './decide.js'

self.onmessage = (event: MessageEvent<{ readonly id: number; readonly request: SearchRequest }>) => {
  self.postMessage({ id: event.data.id, reply: decide(event.data.request) })
}
