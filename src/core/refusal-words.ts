/**
 * Refusals in the player's language. A refusal's `message` stays English (logs keep it); a
 * game's `describeRefusal` words it again from its code and its `params`, with the game's
 * catalogue for its own codes and the one below for the protocol's. The protocol's refusals
 * about a malformed input (a state, an action, a config that does not decode) keep their
 * decoder's lines as they are: paths and types are the developer's words, not the player's.
 */
import type { CoreCode } from './codes.js'
import { isLang, type Lang, type LangOption } from './i18n.js'
import type { RefusalParams, RuleViolation, SetupError } from './violation.js'

type Template = (params: RefusalParams) => string

const num = (v: unknown): string => (typeof v === 'number' || typeof v === 'string' ? String(v) : '?')

// The English message after a French lead, for the refusals whose detail is a decoder's.
const detail = (lead: string, v: RuleViolation | SetupError): string => `${lead} (détail en anglais) :\n${v.message}`

const CORE_FR: { readonly [C in CoreCode]: (v: RuleViolation | SetupError, p: RefusalParams) => string } = {
  BAD_STATE: (v) => detail("Ce n'est pas une partie en cours de ce jeu", v),
  BAD_ACTION: (v) => detail("Ce n'est pas une action de ce jeu", v),
  WRONG_PHASE: (_, p) =>
    p.node === 'decision'
      ? `Le siège ${num(p.seat)} doit décider : ce n'est pas le moment d'un jet de dé ni d'un tirage.`
      : p.node === 'simultaneous'
        ? "Les sièges choisissent en secret : ce n'est pas le moment d'un jet de dé ni d'un tirage."
        : "Le hasard d'abord : un dé doit être lancé ou une carte tirée.",
  NOT_YOUR_TURN: (_, p) =>
    p.node === 'simultaneous'
      ? `Le siège ${num(p.seat)} n'a rien à choisir maintenant (on attend ${num(p.waiting)}).`
      : `C'est au siège ${num(p.turn)} de jouer, pas au siège ${num(p.seat)}.`,
  NOT_AN_OUTCOME: (v) => detail("Ce résultat n'est pas l'un de ceux du dé ou de la pioche", v),
  RACE_OVER: () => 'La course est terminée : plus rien ne se joue.',
  NO_SUCH_SEAT: (_, p) =>
    `Pas de siège ${num(p.seat)} dans cette course (un numéro de siège, ou « spectator » pour un spectateur).`,
  ENGINE_DEFECT: (v) => detail('Le moteur de règles a échoué : un défaut de pitwall, à signaler', v),
  BAD_CONFIG: (v) => detail("Ce n'est pas une configuration de ce jeu", v),
  OVER_LIMIT: (v) => detail('La configuration ou le plateau dépasse une limite documentée', v),
  BAD_OPTIONS: (v) => detail('Options refusées', v),
  STEP_LIMIT: (v) => detail('La partie a atteint sa limite de coups sans finir', v),
  NO_POLICY: (v) => detail("Un siège doit jouer et n'a pas de pilote", v),
  NO_LEGAL_ACTION: (v) => detail('Un siège doit jouer et le jeu ne lui propose aucune action (un défaut du jeu)', v),
  EMPTY_CHANCE: (v) => detail("Un jet de dé n'a aucun résultat (un défaut du jeu)", v),
  POLICY_FAILED: (v) => detail('Un pilote a échoué au lieu de choisir', v),
  BAD_LOG: (v) => detail("Ce n'est pas un journal de course pitwall", v),
  LOG_VERSION: (v) => detail("Ce journal est d'une version que ce pitwall ne lit pas", v),
  LOG_GAME: (v) => detail("Ce journal est celui d'un autre jeu", v),
  LOG_DIGEST: (v) => detail('Le journal ne correspond pas à son empreinte : il a été modifié', v),
}

/**
 * The French of a game's `BAD_NOTATION` refusal, from its params `{ text, why }`: the text
 * that is not an action of `game`, and why (the notation's own words, in English).
 * @group Words
 */
export const badNotationFr = (game: string, p: { readonly text?: string; readonly why?: string }): string =>
  `Ce n'est pas une action de ${game} : « ${p.text ?? ''} » (${p.why ?? ''}).`

const own = (table: object, key: string): boolean => Object.prototype.hasOwnProperty.call(table, key)

/**
 * A refusal (or a setup error) in the language asked: English is its `message`; French is the
 * template of `french` (a game's catalogue: code → template from the refusal's `params`) for
 * its code, or the protocol's French for core's codes. A template that needs params the
 * refusal does not carry (a refusal written by hand, or by an older pitwall) gives the English
 * message back, never a sentence with holes. Each game's `describeRefusal` is this function
 * with the game's catalogue; a game of one's own can pass its own.
 * @group Words
 */
export const wordRefusal = (v: RuleViolation | SetupError, options: LangOption | undefined, french: object): string => {
  const lang: Lang = isLang(options?.lang) ? options.lang : 'en'
  if (lang === 'en' || typeof v.code !== 'string') return v.message
  const params: RefusalParams | undefined = 'params' in v ? v.params : undefined
  if (own(french, v.code)) {
    const template = (french as Readonly<Record<string, Template>>)[v.code] as Template
    if (template.length > 0 && (params === undefined || typeof params !== 'object' || params === null)) return v.message
    return template(params ?? {})
  }
  if (own(CORE_FR, v.code)) return CORE_FR[v.code as CoreCode](v, params ?? {})
  return v.message
}
