/**
 * Bolide's race report in French, in the rulebook's words (Pion, secteur, dégagement, blocage,
 * aspiration, attaque, défense, safety car, booster, frein, box, stratégie, réglage): the same
 * events and facts as the English lines of `describe.ts`, worded for French players. Each
 * switch covers every event, roll table and out reason: a new one does not compile until it
 * has its French words.
 */
import type { BolideEvent } from '../events.js'
import type { Point } from '../grid/point.js'
import type { Damage, OutReason, PitService, RollResult } from '../results.js'

/** Where an event happened, in French (`dans le secteur c au tour 2`, or `en (x,y)`). */
export type WhereFr = (seat: number | null, p: Point, to?: boolean) => string

/** A point as grid coordinates, in French. */
export const atFr: WhereFr = (_seat, p, to = false) => `${to ? 'vers' : 'en'} (${p.x},${p.y})`

/** Why a car is out, in French. */
export const outReasonFr = (reason: OutReason): string => {
  switch (reason) {
    case 'white-intersection':
      return 'épave : arrêtée sur une intersection blanche'
    case 'off-the-board':
      return 'épave : arrêtée hors du plateau'
    case 'out-of-fuel':
      return "panne sèche : une voiture à ½ réservoir doit s'arrêter au box après le 1er tour"
  }
}

const LAUNCH: Readonly<Record<'slow' | 'normal' | 'fast', string>> = {
  slow: 'lent',
  normal: 'normal',
  fast: 'rapide',
}

/** A d12 table's row, in French. */
export const rollWordsFr = (r: RollResult, place: (p: Point) => string): string => {
  switch (r.table) {
    case 'start':
      return `départ ${LAUNCH[r.result]}`
    case 'box':
      return `sortie du box ${LAUNCH[r.result]}e`
    case 'booster':
      switch (r.result) {
        case 'speed-loss':
          return `le moteur fume : vitesse maximale -${r.loss}`
        case 'no-4th':
          return '4e vitesse perdue'
        case 'same-speed':
          return 'perte de puissance : même vitesse que le tour précédent'
        case 'nothing':
          return 'pas de booster, pas de dégât'
        case 'granted':
          return "accordé, le Pion avance d'un carré dans la direction principale"
        case 'set-up-reroll':
          return 'négatif : le réglage Booster fait relancer le dé'
      }
      break
    case 'brake':
      if (r.result === 'refused')
        return r.loss > 0 ? `pas de blocage, vitesse maximale -${r.loss}` : 'roues bloquées : pas de blocage'
      if (r.result === 'spin') return 'blocage irrégulier : la voiture bloque et fait un tête-à-queue'
      return r.result === 'granted' ? 'blocage accordé' : 'négatif : le joker du réglage Frein fait relancer le dé'
    case 'collision':
      return r.result === 'defender-keeps' ? 'la Défense garde le point' : "l'Attaque prend le point"
    case 'safety-car':
      return r.result === 'out' ? 'safety car !' : 'pas de safety car'
    case 'weather':
      return r.result === 'settled' ? 'soleil pour toute la course' : 'temps variable'
    case 'weather-risk':
      return r.result === 'sun' ? 'soleil' : 'pluie'
    case 'slick-rain':
      if (r.result === 'aquaplaning' || r.result === 'skid')
        return `${r.result === 'skid' ? 'un dérapage' : 'aquaplaning'} : la voiture finit ${place(r.to)}`
      return r.result === 'ok' ? 'OK' : 'un tête-à-queue au point annoncé'
  }
}

const damageFr = (d: Damage): string =>
  d.kind === 'speed-loss' ? `vitesse maximale -${d.loss}` : 'aileron cassé : réglage annulé'

const SERVICE: Readonly<Record<PitService, string>> = {
  repairs: 'réparations',
  refuelled: 'ravitaillement',
  'new-tyres': 'pneus neufs',
}

// `2 Nord 3 Est`: a move as the rulebook counts it, North-South then East-West.
const moveFr = (v: Point): string => {
  const parts = [
    ...(v.y !== 0 ? [`${Math.abs(v.y)} ${v.y < 0 ? 'Nord' : 'Sud'}`] : []),
    ...(v.x !== 0 ? [`${Math.abs(v.x)} ${v.x > 0 ? 'Est' : 'Ouest'}`] : []),
  ]
  return parts.length === 0 ? 'sur place' : parts.join(' ')
}

const rank = (n: number): string => (n === 1 ? '1re' : `${n}e`)

const rollFr = (e: BolideEvent & { readonly type: 'rolled' }, where: WhereFr): string | null => {
  const who = e.driver ?? 'La course'
  const what = rollWordsFr(e.result, (p) => where(e.seat, p))
  switch (e.result.table) {
    case 'start':
      return e.result.result === 'normal' ? null : `${who} fait ${e.value} au départ : ${what}`
    case 'weather':
    case 'weather-risk':
      return null
    case 'slick-rain':
      return e.result.result === 'ok' ? null : `${who} fait ${e.value} en slicks sous la pluie : ${what}`
    case 'safety-car':
      return `${who} relance le 7 : ${e.value}, ${what}`
    case 'booster':
      return `${who} demande le Booster et fait ${e.value} : ${what}`
    case 'brake':
      return `${who} demande un Frein et fait ${e.value} : ${what}`
    case 'collision':
      return `${who} fait ${e.value} pour la collision : ${what}`
    case 'box':
      return `${who} fait ${e.value} pour l'incident au box : ${what}`
  }
}

/** One French line for a key event, or null for the routine ones (as the English lines). */
export const eventLineFr = (e: BolideEvent, where: WhereFr): string | null => {
  switch (e.type) {
    case 'grid-slot':
    case 'round':
    case 'stayed':
    case 'pit-cell':
      return null
    case 'rolled':
      return rollFr(e, where)
    case 'moved':
      if (e.how === 'forced')
        return `${e.driver} n'a plus de temps et va au Pion, ${moveFr({ x: e.to.x - e.from.x, y: e.to.y - e.from.y })} ${where(e.seat, e.to, true)}`
      if (e.how === 'slipstream')
        return `${e.driver} prend l'aspiration ${where(e.seat, e.to, true)}, toujours en vitesse ${e.speed}`
      return null
    case 'left-track':
      return `${e.driver} sort de la piste ${where(e.seat, e.at)}`
    case 'back-on-track':
      return `${e.driver} revient sur la piste ${where(e.seat, e.at)} avec des pneus sales`
    case 'wrecked':
      return `${e.driver} est éliminée ${where(e.seat, e.at)} : ${outReasonFr(e.reason)}`
    case 'collision':
      return `${e.attackerDriver} attaque ${e.defenderDriver} ${where(e.attacker, e.at)}`
    case 'repositioned':
      return `${e.driver} est replacée ${where(e.seat, e.to)}`
    case 'spun':
      return `${e.driver} fait un tête-à-queue`
    case 'damage':
      return `${e.driver} est endommagée : ${damageFr(e.damage)}`
    case 'block-used':
      return `${e.driver} fait un blocage (${e.left} blocage${e.left > 1 ? 's' : ''} restant${e.left > 1 ? 's' : ''})`
    case 'lap':
      return `${e.driver} termine le tour ${e.lap - 1}`
    case 'half-way':
      return e.first ? `${e.driver} passe la première la mi-parcours du tour ${e.lap} (point intermédiaire)` : null
    case 'finished':
      return `${e.driver} termine ${rank(e.rank)}`
    case 'pit-in':
      return `${e.driver} entre dans la voie des stands pour le box ${e.target}${e.penalty > 0 ? ` trop vite : ${e.penalty} tours de plus` : ''}`
    case 'pit-service':
      return `${e.driver} au box : ${e.services.length > 0 ? e.services.map((x) => SERVICE[x]).join(', ') : 'aucun service'}`
    case 'pit-out':
      return `${e.driver} sort du box ${where(e.seat, e.at)}`
    case 'safety-car':
      return `Safety car ! Le peloton se regroupe derrière ${e.placed[0]?.driver ?? 'le premier'}`
    case 'weather':
      return `Météo : ${e.weather === 'sun' ? 'soleil' : 'pluie'}${e.variable ? ' (variable, tirée à nouveau à la mi-parcours)' : ' pour toute la course'}`
    case 'strategy':
      return `${e.driver} choisit ${e.strategy}, pneus ${e.tread === 'rain' ? 'pluie' : 'slick'}, réglage ${e.setUp === 'none' ? 'aucun' : e.setUp === 'brake' ? 'Frein' : 'Booster'}`
    case 'race-over':
      return "Course arrêtée : la limite de tours du logiciel (maxRounds, pas une règle de Bolide) l'a terminée"
  }
}
