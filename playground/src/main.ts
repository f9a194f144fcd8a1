/**
 * The playground: pick a game and a race, watch bots or drive a seat, travel through the
 * log, save and load replays in core's race-log format. Everything runs in the page, in
 * English or French (the switch in the top bar; `?lang=fr` in the address).
 */
import { isLeft } from 'fp-ts/lib/Either.js'
import { LANGS } from 'pitwall/core'
import './style.css'
import { KITS, kitOf } from './games/index.js'
import { Session } from './session.js'
import { byId, fill, h } from './ui/dom.js'
import { mountRace, type RaceHandle } from './ui/race.js'
import { mountSetup, type SetupResult } from './ui/setup.js'
import { mountCreate, mountTable, serverGames, type OnlineHandle } from './online.js'
import { chooseLanguage, lang, words } from './words/index.js'

let race: RaceHandle | null = null
let online: OnlineHandle | null = null
// The race's title in the top bar, written again after a language switch.
let title: (() => string) | null = null

const setupView = byId('setup')
const raceView = byId('race')
const flash = byId('flash')

const say = (text: string, kind: 'refusal' | 'info' = 'info'): void => {
  fill(flash, text === '' ? null : h('div', { class: kind, 'data-testid': `flash-${kind}` }, text))
}

const showTitle = (): void => fill(byId('race-title'), title?.() ?? '')

const showRace = (raceTitle: () => string): void => {
  setupView.hidden = true
  raceView.hidden = false
  title = raceTitle
  showTitle()
}

const start = (setup: SetupResult): void => {
  say('')
  setup.kit.open((kit) => {
    const config = kit.config(setup.choice)
    if (isLeft(config)) return say(config.left.join('\n'), 'refusal')
    const session = Session.start(kit, config.right, setup.seed, setup.seats, setup.chance)
    if (isLeft(session)) return say(kit.describeRefusal(session.left, lang()), 'refusal')
    race?.destroy()
    const { board, preset } = setup.choice
    showRace(() => {
      const named = board === 'custom' ? words().customBoard : board
      return `${kit.game.name}${named === '' ? '' : ` · ${named}`} · ${preset} · ${words().seedTitle(setup.seed)}`
    })
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
    return say(words().notJson(file.name), 'refusal')
  }
  const id = typeof json === 'object' && json !== null && 'game' in json ? String((json as { game: unknown }).game) : ''
  const kit = kitOf(id)
  if (kit === undefined) return say(words().unknownLog(file.name, id), 'refusal')
  kit.open((k) => {
    const session = Session.load(k, json, 'heuristic')
    if (isLeft(session))
      return say(`${file.name}: ${session.left.code}: ${k.describeRefusal(session.left, lang())}`, 'refusal')
    race?.destroy()
    const steps = session.right.history.length - 1
    showRace(() => `${k.game.name} · ${words().replayTitle(file.name, steps)}`)
    race = mountRace(session.right, k.seatNames(session.right.config), false)
    say(words().replayLoaded(steps))
  })
}

// The words of the top bar and the language switch.
const renderFrame = (): void => {
  const w = words()
  document.documentElement.lang = lang()
  document.title = `pitwall ${w.playground}`
  fill(byId('brand-sub'), w.playground)
  fill(byId('online-open'), w.onlineTable)
  fill(byId('new-race'), w.newRace)
  fill(byId('load-label'), w.loadReplay)
  fill(byId('save-log'), w.saveReplay)
  fill(byId('log-title'), w.log)
  showTitle()
  fill(
    byId('lang'),
    ...LANGS.map((l) =>
      h(
        'button',
        {
          class: l === lang() ? 'selected' : '',
          'data-testid': `lang-${l}`,
          'aria-pressed': l === lang() ? 'true' : 'false',
          title: `${w.langSwitch}: ${l === 'fr' ? 'Français' : 'English'}`,
          onclick: () => switchTo(l),
        },
        l.toUpperCase(),
      ),
    ),
  )
}

// A switch draws every part of the page shown again in the new language.
const switchTo = (next: (typeof LANGS)[number]): void => {
  if (next === lang()) return
  chooseLanguage(next)
  say('')
  renderFrame()
  if (!setupView.hidden) setup.show()
  race?.render()
  online?.render()
}

byId('new-race').onclick = () => {
  byId('online').hidden = true
  race?.destroy()
  race = null
  title = null
  showTitle()
  raceView.hidden = true
  setupView.hidden = false
  say('')
  setup.show()
}

byId('save-log').onclick = () => {
  if (race === null) return say(words().noRaceYet, 'refusal')
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
  title = null
  showTitle()
  setupView.hidden = true
  raceView.hidden = true
  byId('online').hidden = false
}

renderFrame()
const table = new URLSearchParams(location.search).get('table')
void serverGames().then((games) => {
  if (games === null) return
  const open = byId('online-open')
  open.hidden = false
  open.onclick = () => {
    showOnline()
    online = mountCreate(games)
  }
  if (table !== null) {
    showOnline()
    online = mountTable(table, games)
  }
})

if (table === null) setup.show()
