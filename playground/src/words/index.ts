/**
 * The page's language: English or French, switched at any time; every part of the page reads
 * its words through {@link words} when it draws, and the games' words through {@link lang}.
 */
import type { Lang } from 'pitwall/core'
import { chooseLang } from './choose.js'
import { en, type Words } from './en.js'
import { fr } from './fr.js'

const CATALOGUES: Readonly<Record<Lang, Words>> = { en, fr }
const KEY = 'pitwall-lang'

const stored = (): string | null => {
  try {
    return localStorage.getItem(KEY)
  } catch {
    return null
  }
}

let current: Lang = chooseLang({
  asked: new URLSearchParams(location.search).get('lang'),
  stored: stored(),
  browser: navigator.languages ?? [navigator.language],
})

/** The language the page is in. */
export const lang = (): Lang => current

/** The page's words in its language. */
export const words = (): Words => CATALOGUES[current]

/** Switches the page's language and keeps the choice for the next visits (and in the address, when it names one). */
export const chooseLanguage = (next: Lang): void => {
  current = next
  try {
    localStorage.setItem(KEY, next)
  } catch {
    // A page from file:// may have no storage: the choice then lasts as long as the page.
  }
  const url = new URL(location.href)
  if (!url.searchParams.has('lang')) return
  url.searchParams.set('lang', next)
  try {
    history.replaceState(null, '', url)
  } catch {
    // Some browsers refuse to rewrite a file:// address: the next load then asks its old language.
  }
}

export type { Words }
