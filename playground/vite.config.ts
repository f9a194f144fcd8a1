/**
 * The playground's build: a static page with the library bundled in, every pitwall subpath
 * aliased to its source in ../src, exactly as an app would import the published package.
 * `vite build` writes one self-contained index.html (script and styles inlined), so the
 * folder works offline, from any static host or opened straight from the disk.
 */
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineConfig, type Plugin } from 'vite'
import { sourceAliases } from '../scripts/subpaths.mjs'

// A page opened from file:// may not load module scripts from files (the browser treats the
// origin as opaque), but it runs inline ones: the bundle goes into the page itself.
const inlineBundle = (): Plugin => ({
  name: 'pitwall-inline-bundle',
  apply: 'build',
  enforce: 'post',
  generateBundle(_options, bundle) {
    const html = Object.values(bundle).find((item) => item.type === 'asset' && item.fileName.endsWith('.html'))
    if (html === undefined || html.type !== 'asset') return
    let page = String(html.source)
    for (const [name, item] of Object.entries(bundle)) {
      if (item.type === 'chunk' && item.isEntry) {
        const tag = new RegExp(`<script type="module" crossorigin src="[^"]*${item.fileName}"></script>`)
        const code = item.code.replace(/<\/script/gi, '<\\/script')
        page = page.replace(tag, () => `<script type="module">${code}</script>`)
        delete bundle[name]
      } else if (item.type === 'asset' && item.fileName.endsWith('.css')) {
        const tag = new RegExp(`<link rel="stylesheet" crossorigin href="[^"]*${item.fileName}">`)
        page = page.replace(tag, () => `<style>${String(item.source)}</style>`)
        delete bundle[name]
      }
    }
    html.source = page
  },
})

// Games of one's own: `PITWALL_GAMES=FILE` (a module whose default export is a game module or
// a list of them, docs/new-game.md) joins the built-in games; without it, none.
const addedGames =
  process.env.PITWALL_GAMES === undefined || process.env.PITWALL_GAMES === ''
    ? fileURLToPath(new URL('src/games/no-games.ts', import.meta.url))
    : resolve(process.env.PITWALL_GAMES)

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: './',
  resolve: {
    // pitwall/<subpath> → ../src/<subpath>/index.ts: the subpaths of package.json's "exports".
    alias: [...sourceAliases(), { find: /^pitwall-playground-games$/, replacement: addedGames }],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    assetsInlineLimit: Number.MAX_SAFE_INTEGER,
    cssCodeSplit: false,
    chunkSizeWarningLimit: 4096,
    rollupOptions: { output: { inlineDynamicImports: true } },
  },
  server: { port: 5173, open: false },
  plugins: [inlineBundle()],
})
