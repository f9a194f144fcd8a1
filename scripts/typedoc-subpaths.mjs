// A typedoc plugin (typedoc.json "plugin"): the API reference documents every public subpath
// of package.json's "exports" (scripts/subpaths.mjs), with its guide, docs/<name>.md, when it
// has one, so a subpath is listed in one place.
import { existsSync } from 'node:fs'
import { subpaths } from './subpaths.mjs'

/** @param {import('typedoc').Application} app */
export const load = (app) => {
  app.options.addReader({
    name: 'pitwall-subpaths',
    // After typedoc.json (100) and tsconfig.json (200), before the command line's own options (300).
    order: 250,
    supportsPackages: false,
    read: (options) => {
      const list = subpaths()
      options.setValue(
        'entryPoints',
        list.map((s) => s.source),
      )
      const guides = list.map((s) => `docs/${s.entry.replace(/\/?index$/, '')}.md`).filter((f) => existsSync(f))
      options.setValue('projectDocuments', [...guides, 'docs/new-game.md'])
    },
  })
}
