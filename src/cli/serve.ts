/**
 * `pitwall serve`: online tables for every game on one Colyseus server, with the playground
 * in online mode at its root (create a table, share its link, sit, fill seats with bots,
 * play, watch, download the log). Tables live in a SQLite file, each step written before it
 * is acknowledged, so a server killed and started again on the same file resumes every open
 * table and its clients reconnect.
 */
import { existsSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { isLeft, left, right, type Either } from 'fp-ts/lib/Either.js'
import { recordLog, type RaceLog, type RuleViolation } from '../core/index.js'
import { refusal } from '../online/refusals.js'
import { reopenTable } from '../online/tables.js'
import { noMoreWords } from './common.js'
import { UsageError, type CommandLine } from './options.js'
import type { Io } from './terminal.js'
import { catalog, type AnyEntry } from './catalog.js'
import { botOf, DEFAULT_BUDGET } from './race.js'
import type { AnyTableGame, TableStore } from '../online/index.js'
import type { MatchMakerDriver, Presence } from '@colyseus/core'

/** The options of `pitwall serve`. */
export interface ServeOptions {
  /** The port to listen on (0: any free port). */
  readonly port: number
  /** The address to listen on. */
  readonly host: string
  /** The SQLite file of the tables; `:memory:` keeps them in memory. */
  readonly db: string
  /** Milliseconds between two bot moves, so people can follow them. */
  readonly stepDelayMs: number
  /** Iterations per decision of the `mcts` bot. */
  readonly budget: number
  /** The playground page to serve (default: the built one). */
  readonly page?: string
  /**
   * A Redis URL: the process shares its tables with every other process on the same Redis
   * and tables file (Colyseus's Redis presence and driver).
   */
  readonly redis?: string
  /** The address clients reach this process at (`host:port`), for the other processes' clients. */
  readonly publicAddress?: string
}

/** A running server. */
export interface Serving {
  /** The port it listens on. */
  readonly port: number
  /** Stops it: the tables stay in the store. */
  stop(): Promise<void>
}

/**
 * The bots a server offers for a game, by name. The search bot is built from `mctsPolicy` as
 * the command line builds it.
 */
export const serverBots = (entry: AnyEntry, budget: number): AnyTableGame['bots'] => ({
  random: entry.bots.random,
  heuristic: entry.bots.heuristic,
  mcts: botOf(entry, 'mcts', budget),
})

// The built playground: next to the command in a package, or in the repository.
const pageCandidates = (): ReadonlyArray<string> => [
  fileURLToPath(new URL('./playground/index.html', import.meta.url)),
  fileURLToPath(new URL('../playground/dist/index.html', import.meta.url)),
  fileURLToPath(new URL('../../playground/dist/index.html', import.meta.url)),
]

const NO_PAGE = `<!doctype html><meta charset="utf-8"><title>pitwall</title>
<p>This pitwall server has no playground page: build it with <code>npm run build:playground</code>, or give one with <code>--page FILE</code>.</p>`

/** Starts a server with the given options. */
export const startServer = async (options: ServeOptions, io: Io): Promise<Serving> => {
  const [{ Server, matchMaker }, { WebSocketTransport }, { sqliteStore, tableRoom, createTable }] = await Promise.all([
    import('@colyseus/core'),
    import('@colyseus/ws-transport'),
    import('../colyseus/index.js'),
  ])
  const store: TableStore = await sqliteStore(options.db)
  const shared = options.redis === undefined ? {} : await redisOptions(options.redis, options.publicAddress)
  const games: ReadonlyArray<AnyTableGame> = catalog.map((entry) => ({
    game: entry.game,
    bots: serverBots(entry, options.budget),
  }))
  const pageFile = options.page ?? pageCandidates().find((file) => existsSync(file))
  const page = pageFile === undefined ? NO_PAGE : readFileSync(pageFile, 'utf8')
  const server = new Server({
    transport: new WebSocketTransport({ maxPayload: 64 * 1024 }),
    greet: false,
    gracefullyShutdown: false,
    ...shared,
    express: (app) => {
      app.get('/', (_request, response) => {
        response.type('html').send(page)
      })
      app.get('/api/games', (_request, response) => {
        response.json(catalog.map((entry) => ({ ...entry.game.info, bots: ['random', 'heuristic', 'mcts'] })))
      })
      // The log of a finished race, read from the store and replayed through the guard.
      app.get('/api/tables/:id/log', (request, response) => {
        const log = finishedLog(games, store, request.params.id)
        if (isLeft(log)) response.status(log.left.code === 'LOG_WHEN_OVER' ? 403 : 404).json(log.left)
        else
          response
            .type('json')
            .attachment(`pitwall-${request.params.id}.json`)
            .send(`${JSON.stringify(log.right, null, 1)}\n`)
      })
      app.post('/api/tables', (request, response) => {
        readJson(request, 256 * 1024)
          .then((body) => {
            const table = createTable(games, store, body as never)
            if (isLeft(table)) response.status(400).json(table.left)
            // The table's room opens at once, so its bots play before anyone joins.
            else
              void matchMaker
                .createRoom('table', { table: table.right.id })
                .then(() => response.json({ table: table.right.id }))
                .catch(() =>
                  response.status(500).json(refusal('NOT_STORED', 'The table is stored but its room did not open.')),
                )
          })
          .catch(() =>
            response.status(400).json({ code: 'BAD_MESSAGE', message: 'Not a JSON request.', rule: 'pitwall online' }),
          )
      })
    },
  })
  server.define('table', tableRoom({ games, store, stepDelayMs: options.stepDelayMs })).filterBy(['table'])
  await server.listen(options.port, options.host)
  // Every table whose race is not over plays on (its bots at once, its people when they come
  // back), in this process unless another one on the same Redis holds its room already.
  for (const id of store.open()) {
    const held = await matchMaker.findOneRoomAvailable('table', { table: id }).catch(() => undefined)
    if (held === undefined || held === null) await matchMaker.createRoom('table', { table: id }).catch(() => undefined)
  }
  const address = (server.transport as unknown as { server: { address(): { port: number } } }).server.address()
  io.err(`pitwall serve: http://${options.host}:${address.port}/ (tables in ${options.db})\n`)
  return {
    port: address.port,
    stop: async () => {
      await server.gracefullyShutdown(false)
      store.close()
    },
  }
}

// Colyseus's Redis presence and driver (optional peer dependencies, loaded only for --redis).
const redisOptions = async (url: string, publicAddress: string | undefined) => {
  const presenceName = '@colyseus/redis-presence'
  const driverName = '@colyseus/redis-driver'
  const [presence, driver] = await Promise.all([
    import(presenceName) as Promise<{ RedisPresence: new (url: string) => Presence }>,
    import(driverName) as Promise<{ RedisDriver: new (url: string) => MatchMakerDriver }>,
  ]).catch(() => {
    throw new Error('--redis needs @colyseus/redis-presence@0.17 and @colyseus/redis-driver@0.17')
  })
  return {
    presence: new presence.RedisPresence(url),
    driver: new driver.RedisDriver(url),
    ...(publicAddress === undefined ? {} : { publicAddress }),
  }
}

// The checked log of a stored table whose race is over.
const finishedLog = (
  games: ReadonlyArray<AnyTableGame>,
  store: TableStore,
  id: string,
): Either<RuleViolation, RaceLog<unknown, unknown>> => {
  const opened = reopenTable(games, store, id)
  if (isLeft(opened)) return opened
  const { tableGame, table } = opened.right
  if (tableGame.game.status(table.state).kind !== 'over') return left(refusal('LOG_WHEN_OVER'))
  const seats = table.seats.map((h) => (h.kind === 'person' ? h.name : h.kind === 'bot' ? h.bot : 'open'))
  const log = recordLog(tableGame.game, table.config as never, table.actions, { seed: table.seed, seats })
  return isLeft(log) ? left(log.left) : right(log.right)
}

// A request's body as JSON, refused past `limit` bytes.
const readJson = (request: NodeJS.ReadableStream, limit: number): Promise<unknown> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    request.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > limit) reject(new Error('too large'))
      else chunks.push(chunk)
    })
    request.on('end', () => {
      try {
        resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown)
      } catch (error) {
        reject(error)
      }
    })
    request.on('error', reject)
  })

/** `pitwall serve [options]`: runs until the process is stopped (SIGINT, SIGTERM). */
export const serve = async (line: CommandLine, io: Io): Promise<number> => {
  const { flags } = line
  noMoreWords(line.words, 0, 'serve takes options only')
  if ((flags['public-address'] === undefined) !== (flags.redis === undefined))
    throw new UsageError('--redis and --public-address go together')
  let serving: Serving
  try {
    serving = await startServer(
      {
        port: flags.port ?? 2567,
        host: flags.host ?? '127.0.0.1',
        db: flags.db ?? 'pitwall-tables.sqlite',
        stepDelayMs: flags['step-delay'] ?? 400,
        budget: flags.budget ?? DEFAULT_BUDGET,
        ...(flags.page === undefined ? {} : { page: flags.page }),
        ...(flags.redis === undefined ? {} : { redis: flags.redis }),
        ...(flags['public-address'] === undefined ? {} : { publicAddress: flags['public-address'] }),
      },
      io,
    )
  } catch (error) {
    io.err(`pitwall serve: ${error instanceof Error ? error.message : String(error)}\n`)
    return 1
  }
  await new Promise<void>((resolve) => {
    process.once('SIGINT', resolve)
    process.once('SIGTERM', resolve)
  })
  await serving.stop()
  return 0
}
