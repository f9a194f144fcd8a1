#!/usr/bin/env bash
# The package as a user gets it, from a clean clone of the current commit: `npm ci`, then
# `npm pack` (its `prepack` builds dist/), the tarball installed in a scratch project, and used
# the way users do: `import` and `require` of every subpath, types from ESM and CommonJS, and
# the `pitwall` command through npx. Nothing is reached but the npm registry.
# Uncommitted changes are not in the clone: commit first.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
step() { printf '\npack smoke: %s\n' "$*"; }

commit=$(git -C "$root" rev-parse HEAD)
[ -z "$(git -C "$root" status --porcelain)" ] || echo "pack smoke: uncommitted changes are left out, $commit is tested"

step "clean clone of $commit"
git init --quiet "$scratch/clone"
git -C "$scratch/clone" fetch --quiet --depth 1 "$root" HEAD
git -C "$scratch/clone" checkout --quiet FETCH_HEAD
cd "$scratch/clone"
step "npm ci"
npm ci --no-audit --no-fund --loglevel=error
[ ! -e dist ] || { echo "pack smoke: a fresh clone has a dist/ already; prepack is not tested"; exit 1; }
step "npm pack (prepack builds dist/)"
npm pack --pack-destination "$scratch" --json --loglevel=error >"$scratch/pack.out"
# The JSON report is the output's last part; prepack's build log comes before it.
node -e '
  const text = require("fs").readFileSync(process.argv[1], "utf8")
  const [pack] = JSON.parse(text.slice(text.lastIndexOf("\n[") + 1))
  const files = pack.files.map((f) => f.path)
  const maps = pack.files.filter((f) => f.path.endsWith(".map")).reduce((n, f) => n + f.size, 0)
  const mb = (n) => (n / 1e6).toFixed(2) + " MB"
  console.log(`${pack.filename}: ${mb(pack.size)} packed, ${mb(pack.unpackedSize)} unpacked (source maps ${mb(maps)}), ${pack.entryCount} files`)
  for (const need of ["bin/pitwall.mjs", "dist/cli.js", "dist/cli-worker.js", "dist/index.js", "dist/index.cjs", "dist/index.d.ts"])
    if (!files.includes(need)) throw new Error(`the tarball lacks ${need}: did prepack build?`)
  const sources = files.filter((f) => f.startsWith("src/") || f.startsWith("test/"))
  if (sources.length > 0) throw new Error(`the tarball carries sources: ${sources.slice(0, 3).join(", ")}`)
  require("fs").writeFileSync(process.argv[2], pack.filename)
' "$scratch/pack.out" "$scratch/tarball"
tarball="$scratch/$(cat "$scratch/tarball")"
subpaths=$(node -e 'const p=require("./package.json");console.log(Object.keys(p.exports).filter(k=>k!=="./package.json").map(k=>k==="."?"pitwall":"pitwall/"+k.slice(2)).join(" "))')
typescript=$(node -p 'require("./package.json").devDependencies.typescript')
# pitwall/colyseus and pitwall/boardgame-io import their optional peers: a user of a binding
# installs its framework.
colyseus=$(node -p 'require("./package.json").devDependencies["@colyseus/core"]')
boardgameio=$(node -p 'require("./package.json").devDependencies["boardgame.io"]')

step "install in a consumer project"
mkdir "$scratch/consumer"
cd "$scratch/consumer"
npm init -y >/dev/null
npm install --no-audit --no-fund --loglevel=error "$tarball" "typescript@$typescript" "@types/node@20" "@colyseus/core@$colyseus" "boardgame.io@$boardgameio"

esm=""
cjs=""
types=""
bindings=""
i=0
for sub in $subpaths; do
  esm+="import * as m$i from '$sub'; if (Object.keys(m$i).length === 0) throw new Error('$sub is empty (import)');"$'\n'
  cjs+="const m$i = require('$sub'); if (Object.keys(m$i).length === 0) throw new Error('$sub is empty (require)');"$'\n'
  # Without declarations, an import is an implicit any: an error under strict.
  line="import * as m$i from '$sub'; export const keys$i: string[] = Object.keys(m$i);"$'\n'
  case $sub in
    pitwall/colyseus | pitwall/boardgame-io) bindings+="$line" ;;
    *) types+="$line" ;;
  esac
  i=$((i + 1))
done
printf '%s' "$esm" >esm.mjs
printf '%s' "$cjs" >cjs.cjs
printf '%s' "$types" >subpaths.mts
printf '%s' "$types" >subpaths.cts
printf '%s' "$bindings" >bindings.mts
printf '%s' "$bindings" >bindings.cts
# The same typed use of pitwall/core and a game, checked as ESM (.mts) and as CommonJS (.cts).
for ext in mts cts; do
  cat >"use.$ext" <<'TS'
import { faceOutcomes, nextInt, seedRng, type Rng } from 'pitwall/core'
import { defaultConfig, rallyman, type State } from 'pitwall/rallyman'
const rng: Rng = seedRng(1)
const [roll] = nextInt(rng, 1, 6)
const faces: number = faceOutcomes([2, 3, 3, 4, 4, 4]).length
if (roll < 1 || faces !== 3) throw new Error('pitwall/core misbehaves')
const start = rallyman.setup(defaultConfig({ players: 2 }))
export const state: State | null = start._tag === 'Right' ? start.right : null
TS
done
cat >tsconfig.json <<'JSON'
{ "compilerOptions": { "module": "node16", "moduleResolution": "node16", "strict": true, "noEmit": true, "types": ["node"], "skipLibCheck": false }, "files": ["use.mts", "use.cts", "subpaths.mts", "subpaths.cts"] }
JSON
# The bindings' declarations import their frameworks', which are checked by skipLibCheck's
# default: @colyseus/core's own declarations need express and debug types it does not bring,
# and its one declaration file for import and require reads as ESM from CommonJS (TS1479).
cat >tsconfig.bindings.json <<'JSON'
{ "compilerOptions": { "module": "node16", "moduleResolution": "node16", "strict": true, "noEmit": true, "types": ["node"], "skipLibCheck": true }, "files": ["bindings.mts", "bindings.cts"] }
JSON
step "import, require and types of $subpaths"
node esm.mjs
node cjs.cjs
npx tsc -p tsconfig.json
npx tsc -p tsconfig.bindings.json

step "the command through npx"
npx --no-install pitwall --help >help.txt
grep -q '^Commands:' help.txt || { cat help.txt; echo "pack smoke: pitwall --help lists no commands"; exit 1; }
# Two threads: the race worker (dist/cli-worker.js) loads from the installed package too.
npx --no-install pitwall simulate formula-motor-racing --races 4 --workers 2 --seed 7 >race.txt
grep -q 'Race length' race.txt || { cat race.txt; echo "pack smoke: pitwall simulate printed no report"; exit 1; }
npx --no-install pitwall simulate bolide --seed 7 --save race.json >/dev/null
npx --no-install pitwall replay race.json >/dev/null

echo "pack smoke: a clean clone packs a built dist; $subpaths work with import, require and types; npx pitwall runs"
