/**
 * The built-in games as the registry (src/games) lists them, each with its subpath's exports
 * (`pitwall/<id>`, src/<id>/index.ts): the tests that go through every game read this list, so
 * a game listed once is tested everywhere.
 */
import { games, type AnyGameModule } from '../../src/games/index.js'

export interface GameSubpath {
  readonly id: string
  readonly module: AnyGameModule
  readonly exports: Readonly<Record<string, unknown>>
}

export const gameSubpaths: ReadonlyArray<GameSubpath> = await Promise.all(
  games.map(async (module) => ({
    id: module.game.id,
    module,
    exports: (await import(`../../src/${module.game.id}/index.ts`)) as Record<string, unknown>,
  })),
)
