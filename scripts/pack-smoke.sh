#!/usr/bin/env bash
# Installs the packed tarball in a scratch project and uses it the way users do:
# `import` and `require` of every subpath, and type-checking both from ESM and CJS.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT

cd "$root"
tarball=$(npm pack --silent --pack-destination "$scratch" | tail -n 1)
subpaths=$(node -e 'const p=require("./package.json");console.log(Object.keys(p.exports).filter(k=>k!=="./package.json").map(k=>k==="."?"pitwall":"pitwall/"+k.slice(2)).join(" "))')
typescript=$(node -p 'require("./package.json").devDependencies.typescript')
# pitwall/colyseus imports its optional peer @colyseus/core: a user of that subpath installs it.
colyseus=$(node -p 'require("./package.json").devDependencies["@colyseus/core"]')

cd "$scratch"
npm init -y >/dev/null
npm install --no-audit --no-fund --silent "./$tarball" "typescript@$typescript" "@types/node@20" "@colyseus/core@$colyseus"

esm=""; cjs=""; i=0
for sub in $subpaths; do
  esm+="import * as m$i from '$sub'; if (Object.keys(m$i).length === 0) throw new Error('$sub is empty (import)');"$'\n'
  cjs+="const m$i = require('$sub'); if (Object.keys(m$i).length === 0) throw new Error('$sub is empty (require)');"$'\n'
  i=$((i+1))
done
printf '%s' "$esm" > esm.mjs
printf '%s' "$cjs" > cjs.cjs
# The same typed use of pitwall/core, checked as ESM (.mts) and as CommonJS (.cts).
for ext in mts cts; do
  cat > "use.$ext" <<'TS'
import { faceOutcomes, nextInt, seedRng, type Rng } from 'pitwall/core'
const rng: Rng = seedRng(1)
const [roll] = nextInt(rng, 1, 6)
const faces: number = faceOutcomes([2, 3, 3, 4, 4, 4]).length
if (roll < 1 || faces !== 3) throw new Error('pitwall/core misbehaves')
TS
done
cat > tsconfig.json <<'JSON'
{ "compilerOptions": { "module": "node16", "moduleResolution": "node16", "strict": true, "noEmit": true, "types": ["node"], "skipLibCheck": false }, "files": ["use.mts", "use.cts"] }
JSON
node esm.mjs
node cjs.cjs
npx tsc -p tsconfig.json
echo "pack smoke: $subpaths work with import, require and types"
