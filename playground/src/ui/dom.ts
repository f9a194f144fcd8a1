/** A small element builder: the playground needs no framework. */

type Child = Node | string | number | null | undefined | false
type Props = Readonly<Record<string, string | number | boolean | EventListener | null | undefined>>

/**
 * `h('button', { class: 'primary', onclick: go, 'data-testid': 'start' }, 'Start')`. A prop
 * starting with `on` is a listener; `true` sets an empty attribute, `false`/null/undefined none.
 */
export const h = <K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Props = {},
  ...children: ReadonlyArray<Child>
): HTMLElementTagNameMap[K] => {
  const el = document.createElement(tag)
  for (const [key, value] of Object.entries(props)) {
    if (value === null || value === undefined || value === false) continue
    if (typeof value === 'function') el.addEventListener(key.slice(2), value)
    else if (key === 'value' && 'value' in el) (el as HTMLInputElement).value = String(value)
    else el.setAttribute(key, value === true ? '' : String(value))
  }
  append(el, children)
  return el
}

/** Appends children, skipping the empty ones. */
export const append = (el: Element, children: ReadonlyArray<Child>): void => {
  for (const c of children) {
    if (c === null || c === undefined || c === false) continue
    el.append(typeof c === 'number' ? String(c) : c)
  }
}

/** Replaces an element's children. */
export const fill = (el: Element, ...children: ReadonlyArray<Child>): void => {
  el.replaceChildren()
  append(el, children)
}

/** An element of the page by id, or a clear failure at start-up. */
export const byId = <T extends HTMLElement = HTMLElement>(id: string): T => {
  const el = document.getElementById(id)
  if (el === null) throw new Error(`The page has no #${id}.`)
  return el as T
}
