/**
 * The games of the playground: those of `pitwall/games` and those of the file a build names
 * (`PITWALL_GAMES=FILE npm run build:playground`), each played by its module's kit, or by the
 * kit of this folder that adds a pasted board and clicks on the game's own picture.
 */
import { isLeft } from 'fp-ts/lib/Either.js'
import { games, readGameModules, type AnyGameModule } from 'pitwall/games'
import * as added from 'pitwall-playground-games'
import { pack, type AnyKit } from './kit.js'
import { moduleKit } from './module-kit.js'
import { formuleDeKit } from './formule-de.js'
import { rallymanKit } from './rallyman.js'
import { bolideKit } from './bolide.js'
import { formulaMotorRacingKit } from './formula-motor-racing.js'

const UI_KITS: ReadonlyArray<AnyKit> = [formuleDeKit, rallymanKit, bolideKit, formulaMotorRacingKit]

// The file's games, checked as untrusted (a missing member is named on the page's console).
const addedGames = (): ReadonlyArray<AnyGameModule> => {
  if ('noGames' in added) return []
  const read = readGameModules(added)
  if (isLeft(read)) throw new Error(`PITWALL_GAMES: ${read.left}`)
  return read.right
}

// The playground opens on Formule Dé; the others follow in the registry's order.
const OPENING = 'formule-de'
const modules = [...games, ...addedGames()]
const ordered = [...modules.filter((m) => m.game.id === OPENING), ...modules.filter((m) => m.game.id !== OPENING)]

export const KITS: ReadonlyArray<AnyKit> = ordered.map(
  (m) => UI_KITS.find((k) => k.info.id === m.game.id) ?? pack(moduleKit(m)),
)

/** The kit of a game id, if the playground has it. */
export const kitOf = (id: string): AnyKit | undefined => KITS.find((k) => k.info.id === id)
