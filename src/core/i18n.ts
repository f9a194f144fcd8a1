/**
 * The languages pitwall writes its words in (events, actions, refusals, standings, reports):
 * English, the default, and French, the language of the rulebooks and of the players of
 * Formule Dé, Rallyman and Bolide. A game keeps its words in typed catalogues, one per
 * language ({@link Catalogue}): an object of templates, one per message key, each taking the
 * message's parameters. The compiler checks that every language has every key and that a
 * template reads only the parameters its message carries: a missing translation fails the
 * build, never a user. Plurals and ordinals are the few helpers below, per language.
 */

/** A language of pitwall's words: `en` (the default) or `fr`. @group Words */
export type Lang = 'en' | 'fr'

/** Every language pitwall writes, the default first. @group Words */
export const LANGS: ReadonlyArray<Lang> = ['en', 'fr']

/** Whether a value is one of pitwall's languages. @group Words */
export const isLang = (value: unknown): value is Lang => value === 'en' || value === 'fr'

/** The option every describer takes: the language of its words (English when absent). @group Words */
export interface LangOption {
  /** `en` (the default) or `fr`. */
  readonly lang?: Lang
}

/**
 * A catalogue of one language: for each message key of `P`, a template from the message's
 * parameters (`P[key]`) to the words.
 * @group Words
 */
export type Catalogue<P> = { readonly [K in keyof P]: (params: P[K]) => string }

/**
 * The language of a POSIX locale name (`fr_FR.UTF-8`, `fr`, `en_GB`), or `undefined` for a
 * locale that names no language of pitwall (`C`, `POSIX`, `de_DE`, empty).
 * @group Words
 */
export const langOfLocale = (locale: string | undefined): Lang | undefined => {
  const language = /^([a-z]{2,3})(?:[_.@-]|$)/i.exec(locale ?? '')?.[1]?.toLowerCase()
  return isLang(language) ? language : undefined
}

/**
 * The language the environment asks for, as POSIX programs read it: the first of `LC_ALL`,
 * `LC_MESSAGES` and `LANG` that is set and not empty decides (`LANG=fr_FR.UTF-8` gives `fr`);
 * English when it names another language or none is set.
 * @example
 * ```ts
 * langOfEnv({ LANG: 'fr_FR.UTF-8' }) // 'fr'
 * langOfEnv({ LC_ALL: 'C', LANG: 'fr_FR.UTF-8' }) // 'en'
 * ```
 * @group Words
 */
export const langOfEnv = (env: Readonly<Record<string, string | undefined>>): Lang => {
  for (const name of ['LC_ALL', 'LC_MESSAGES', 'LANG']) {
    const value = env[name]
    if (value !== undefined && value !== '') return langOfLocale(value) ?? 'en'
  }
  return 'en'
}

/**
 * `one` or `other` by the plural rule of the language: in English only 1 is singular, in
 * French 0 and 1 are (`0 point`, `1 point`, `2 points`).
 * @group Words
 */
export const plural = (lang: Lang, n: number, one: string, other: string): string =>
  (lang === 'fr' ? Math.abs(n) < 2 : n === 1) ? one : other

/**
 * `n` with its noun in the plural rule of the language: `count('en', 2, 'space', 'spaces')`
 * is `2 spaces`.
 * @group Words
 */
export const count = (lang: Lang, n: number, one: string, other: string): string =>
  `${n} ${plural(lang, n, one, other)}`

/**
 * An ordinal number: `1st`, `2nd`, `11th`, `23rd` in English; in French `1er` (masculine: a
 * lap, `tour`), `1re` (feminine: a place, a gear, `place`, `vitesse`), then `2e`, `3e`.
 * @group Words
 */
export const ordinal = (lang: Lang, n: number, feminine = false): string => {
  if (lang === 'fr') return n === 1 ? (feminine ? '1re' : '1er') : `${n}e`
  const tens = n % 100
  if (tens >= 11 && tens <= 13) return `${n}th`
  return `${n}${n % 10 === 1 ? 'st' : n % 10 === 2 ? 'nd' : n % 10 === 3 ? 'rd' : 'th'}`
}

/** Words joined as a list: `a, b and c`, `a, b et c`. @group Words */
export const listOf = (lang: Lang, items: ReadonlyArray<string>): string =>
  items.length <= 1
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')} ${lang === 'fr' ? 'et' : 'and'} ${items[items.length - 1] as string}`
