/**
 * A JSON inspector: objects and arrays fold, and a fold builds its children only when opened,
 * so a state carrying a whole circuit stays quick to show.
 */
import { words } from '../words/index.js'
import { h } from './dom.js'

const MAX_CHILDREN = 500

const leaf = (value: unknown): HTMLElement => {
  const kind = value === null ? 'null' : typeof value
  const text = typeof value === 'string' ? JSON.stringify(value) : String(value)
  return h('span', { class: `json-${kind}` }, text)
}

const summary = (value: object): string =>
  Array.isArray(value) ? `[${value.length}]` : `{${Object.keys(value).length}}`

const node = (key: string | null, value: unknown, open: boolean): HTMLElement => {
  const name = key === null ? null : h('span', { class: 'json-key' }, `${key}: `)
  if (typeof value !== 'object' || value === null) return h('div', { class: 'json-row' }, name, leaf(value))
  const details = h(
    'details',
    { class: 'json-node' },
    h('summary', {}, name, h('span', { class: 'json-count' }, summary(value))),
  )
  let built = false
  const build = (): void => {
    if (built) return
    built = true
    const entries = Object.entries(value)
    for (const [k, v] of entries.slice(0, MAX_CHILDREN)) details.append(node(k, v, false))
    if (entries.length > MAX_CHILDREN)
      details.append(h('div', { class: 'json-more' }, words().moreEntries(entries.length - MAX_CHILDREN)))
  }
  details.addEventListener('toggle', build)
  if (open) {
    details.open = true
    build()
  }
  return details
}

/** A folding view of a JSON value, its first level open. */
export const jsonTree = (value: unknown): HTMLElement => h('div', { class: 'json-tree' }, node(null, value, true))
