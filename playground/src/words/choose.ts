/**
 * The language the page opens in: `?lang=fr` in the address, else the one chosen earlier
 * (kept in the browser), else the browser's first language pitwall writes, else English.
 */
import { isLang, langOfLocale, type Lang } from 'pitwall/core'

/** Where the page looks for its language, first to last. */
export interface LangSources {
  /** The address's `lang` parameter, if any. */
  readonly asked: string | null
  /** The language chosen on an earlier visit, if any. */
  readonly stored: string | null
  /** The browser's languages (`navigator.languages`: `fr-FR`, `en`…), preferred first. */
  readonly browser: ReadonlyArray<string>
}

export const chooseLang = (sources: LangSources): Lang => {
  if (isLang(sources.asked)) return sources.asked
  if (isLang(sources.stored)) return sources.stored
  for (const locale of sources.browser) {
    const lang = langOfLocale(locale)
    if (lang !== undefined) return lang
  }
  return 'en'
}
