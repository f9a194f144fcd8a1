// A typedoc plugin (typedoc.json "plugin"): the API reference documents every public subpath
// of package.json's "exports" (scripts/subpaths.mjs), so a subpath is listed in one place.
import { subpaths } from './subpaths.mjs'

/** @param {import('typedoc').Application} app */
export const load = (app) => {
  app.options.addReader({
    name: 'pitwall-subpaths',
    // After typedoc.json (100) and tsconfig.json (200), before the command line's own options (300).
    order: 250,
    supportsPackages: false,
    read: (options) => {
      options.setValue(
        'entryPoints',
        subpaths().map((s) => s.source),
      )
    },
  })
}
