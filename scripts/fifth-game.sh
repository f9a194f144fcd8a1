#!/usr/bin/env bash
# What a new game touches: adds the guide's toy game (examples/custom-game, Dice Derby) to a
# scratch copy of the current commit as a fifth built-in game, renamed Derby (`src/derby/`,
# `pitwall/derby`: the tests still load the guide's Dice Derby as a game of one's own beside
# it), the way docs/new-game.md section 5 says, then checks that the tools
# that go over every game take it with no other edit: the type check, the build, the bundle
# sizes, the command (`simulate`, its search bot), the playground's build, its golden
# playthrough, and the tests of the command, the registry and the playthroughs. Fails when more
# than four existing files had to change. About 4 minutes of CPU: `bash scripts/fifth-game.sh`.
# The toy is not a whole built-in game: the tests that hold every built-in game to the full
# subpath surface (test/core/surface.test.ts, test/api-groups.test.ts, the encodings of
# test/learn, the French report) ask for what the game's own files must add (docs/new-game.md).
# Uncommitted changes are not in the copy: commit first.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
scratch=$(mktemp -d)
trap 'git -C "$root" worktree remove --force "$scratch/copy" >/dev/null 2>&1 || true; rm -rf "$scratch"' EXIT
step() { printf '\nfifth game: %s\n' "$*"; }

git -C "$root" worktree add --quiet --detach "$scratch/copy" HEAD
cd "$scratch/copy"
if [ -d "$root/node_modules" ]; then
  # Hard links where the file system allows them, a copy where not; the copy's node_modules is its own.
  cp -al "$root/node_modules" node_modules 2>/dev/null || cp -a "$root/node_modules" node_modules
else
  npm ci --no-audit --no-fund --loglevel=error
fi

step "the game's own files: src/derby/ from examples/custom-game, docs/derby.md"
mkdir src/derby
for file in rules.ts module.ts; do
  sed "s#'pitwall/core'#'../core/index.js'#; s#'pitwall/games'#'../games/module.js'#; s#'pitwall/search'#'../search/index.js'#; s#id: 'dice-derby'#id: 'derby'#; s#name: 'Dice Derby'#name: 'Derby'#" \
    "examples/custom-game/$file" >"src/derby/$file"
done
cat >src/derby/index.ts <<'EOF'
/**
 * Derby: the guide's toy race (Dice Derby) as a built-in game.
 * @packageDocumentation
 */
import { gameModule } from './module.js'
export { diceDerby, derbyRules } from './rules.js'
export type { DerbyAction, DerbyConfig, DerbyEvent, DerbyObservation, DerbyState } from './rules.js'
export { gameModule, boards } from './module.js'
export const defaultConfig = gameModule.defaultConfig
EOF
printf '# Derby\n\nThe guide'"'"'s toy race (docs/new-game.md).\n' >docs/derby.md

step "the four existing files: the registry, package.json, the README's guides, the CHANGELOG"
sed -i "s#^import { anyGameModule, type AnyGameModule } from './module.js'#import { gameModule as derby } from '../derby/module.js'\n&#; s#^  anyGameModule(bolide),#&\n  anyGameModule(derby),#" src/games/index.ts
node scripts/subpaths.mjs derby
sed -i "0,/\[Bolide\](docs\/bolide.md),/s##& [Derby](docs/derby.md),#" README.md
sed -i '0,/^## \[Unreleased\]$/s//&\n\n- Derby joins the games (`pitwall\/derby`)./' CHANGELOG.md
git add -A
changed=$(git diff --cached --name-only --diff-filter=M)
echo "$changed" | sed 's/^/  changed: /'
git diff --cached --name-only --diff-filter=A | sed 's/^/  added:   /'

step "type check and build"
npx tsc --noEmit
npx tsup --silent
step "bundle sizes"
npm run --silent size
step "the command races it, with its search bot"
node dist/cli.js simulate derby --seed 7 | tail -n 4
node dist/cli.js simulate derby --bots mcts,random --budget 50 --races 20 --seed 7 | tail -n 6
node dist/cli.js simulate all --seed 7 | grep -q 'Derby'
step "the playground offers it"
npx tsc -p playground/tsconfig.json
npx vite build --config playground/vite.config.ts --logLevel error
grep -q '"derby"' playground/dist/index.html
step "its golden playthrough (a new file), and the tests of the command (but its French: the toy speaks English only), the registry and the playthroughs"
npx tsx scripts/playthroughs.ts | grep derby
npx vitest run test/cli test/games test/playthroughs --exclude test/cli/lang.test.ts

count=$(echo "$changed" | grep -c .)
step "$count existing files changed"
[ "$count" -le 4 ] || { echo "fifth game: more than four existing files had to change"; exit 1; }
