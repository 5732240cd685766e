#!/usr/bin/env bash
# One command on a fresh machine: installs everything (pnpm, Chromium, redis-server, PostgreSQL, dependencies) and
# runs every check: lint, build, typecheck, unit + property + component + API tests (the API suite on SQLite and on
# PostgreSQL), and the browser journeys.
# The last line it prints is `N passed, N failed` over every test it ran.
set -uo pipefail
cd "$(dirname "$0")/../.."
. tooling/scripts/lib.sh
export TURBO_TELEMETRY_DISABLED=1 CI="${CI:-}"
ensure_node
ensure_pnpm
ensure_chromium
ensure_redis
ensure_postgres
rm -rf reports apps/storefront/reports apps/admin/reports
mkdir -p reports

status=0
# Each stage says how long it took, so a slow CI run shows where its minutes went.
stage() {
  local name=$1; shift
  local started=$SECONDS
  say "$name"
  if ! "$@"; then
    echo "✗ $name failed" >&2
    status=1
  fi
  say "$name: $((SECONDS - started)) s (load average $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo ?))"
}

stage "Dependencies (pnpm install)" install_dependencies
[ $status -eq 0 ] || exit 1

colors=()
[ -n "$CI" ] && colors=(--colors=off)
stage "Lint and format check (Biome)" pnpm exec biome ci "${colors[@]}" .
built=0
stage "Build and typecheck" pnpm exec turbo run build typecheck --output-logs=errors-only || true
pnpm exec turbo run build --output-logs=none >/dev/null 2>&1 && built=1
# Tests run whenever the build succeeded, so a lint or type error still reports every test result.
if [ $built -eq 1 ]; then
  stage "Unit, property, component and API tests (Vitest)" \
    pnpm exec vitest run --reporter=default --reporter=json --outputFile.json=reports/vitest.json
  # The shop's journeys (19–55 min, by the host) and the back office's (5–16 min) run side by side: each starts its own
  # servers on its own ports and temporary folder, so they share nothing but the two cores.
  stage "Browser journeys (Playwright, Debian Chromium)" pnpm exec turbo run e2e --concurrency=2 --continue --output-logs=full
fi
node tooling/scripts/summarize-tests.mjs reports/vitest.json apps/storefront/reports/e2e.json apps/admin/reports/e2e.json \
  apps/admin/reports/e2e-shop.json ||
  status=1
exit $status
