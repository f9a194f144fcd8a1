/**
 * The playground: pick a game and a race, watch bots or drive a seat, travel through the
 * log, save and load replays in core's race-log format. Everything runs in the page.
 */
import { isLeft } from 'fp-ts/lib/Either.js'
import './style.css'
import { KITS, kitOf } from './games/index.js'
import { Session } from './session.js'
import { byId, fill, h } from './ui/dom.js'
import { mountRace, type RaceHandle } from './ui/race.js'
import { mountSetup, type SetupResult } from './ui/setup.js'
import { mountCreate, mountTable, serverGames } from './online.js'

let race: RaceHandle | null = null

const setupView = byId('setup')
const raceView = byId('race')
const flash = byId('flash')

const say = (text: string, kind: 'refusal' | 'info' = 'info'): void => {
  fill(flash, text === '' ? null : h('div', { class: kind, 'data-testid': `flash-${kind}` }, text))
}

const showRace = (title: string): void => {
  setupView.hidden = true
  raceView.hidden = false
  fill(byId('race-title'), title)
}

const start = (setup: SetupResult): void => {
  say('')
  setup.kit.open((kit) => {
    const config = kit.config(setup.choice)
    if (isLeft(config)) return say(config.left.join('\n'), 'refusal')
    const session = Session.start(kit, config.right, setup.seed, setup.seats, setup.chance)
    if (isLeft(session)) return say(session.left.message, 'refusal')
    race?.destroy()
    const board = setup.choice.board === 'custom' ? 'custom board' : setup.choice.board
    showRace(`${kit.game.name}${board === '' ? '' : ` · ${board}`} · ${setup.choice.preset} · seed ${setup.seed}`)
    session.right.iterations = setup.iterations
    race = mountRace(session.right, kit.seatNames(config.right), true)
  })
}

const setup = mountSetup(KITS, start)

const load = async (file: File): Promise<void> => {
  let json: unknown
  try {
    json = JSON.parse(await file.text()) as unknown
  } catch {
    return say(`${file.name} is not JSON.`, 'refusal')
  }
  const id = typeof json === 'object' && json !== null && 'game' in json ? String((json as { game: unknown }).game) : ''
  const kit = kitOf(id)
  if (kit === undefined) return say(`${file.name}: not a log of a game the playground knows ("${id}").`, 'refusal')
  kit.open((k) => {
    const session = Session.load(k, json, 'heuristic')
    if (isLeft(session)) return say(`${file.name}: ${session.left.code}: ${session.left.message}`, 'refusal')
    race?.destroy()
    showRace(`${k.game.name} · replay ${file.name} · ${session.right.history.length - 1} steps`)
    race = mountRace(session.right, k.seatNames(session.right.config), false)
    say(
      `Replay loaded and checked step by step: ${session.right.history.length - 1} steps. Step through it with the timeline, or run the bots from any step.`,
    )
  })
}

byId('new-race').onclick = () => {
  byId('online').hidden = true
  race?.destroy()
  race = null
  raceView.hidden = true
  setupView.hidden = false
  say('')
  setup.show()
}

byId('save-log').onclick = () => {
  if (race === null) return say('Start or load a race first.', 'refusal')
  const saved = race.saveLog()
  if ('error' in saved) return say(saved.error.message, 'refusal')
  const link = h('a', {
    href: URL.createObjectURL(new Blob([saved.text], { type: 'application/json' })),
    download: saved.name,
  })
  link.click()
  URL.revokeObjectURL(link.href)
}

const loadInput = byId<HTMLInputElement>('load-log')
loadInput.onchange = () => {
  const file = loadInput.files?.[0]
  if (file !== undefined) void load(file)
  loadInput.value = ''
}

// Served by `pitwall serve`: online tables too; `?table=ID` opens one.
const showOnline = (): void => {
  race?.destroy()
  race = null
  setupView.hidden = true
  raceView.hidden = true
  byId('online').hidden = false
}

const table = new URLSearchParams(location.search).get('table')
void serverGames().then((games) => {
  if (games === null) return
  const open = byId('online-open')
  open.hidden = false
  open.onclick = () => {
    showOnline()
    mountCreate(games)
  }
  if (table !== null) {
    showOnline()
    mountTable(table, games)
  }
})

if (table === null) setup.show()
