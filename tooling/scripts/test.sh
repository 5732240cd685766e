#!/usr/bin/env bash
# One command on a fresh machine: installs everything (pnpm, Chromium, dependencies) and runs every check:
# lint, build, typecheck, unit + property + component + API tests, and the browser journeys.
# The last line it prints is `N passed, N failed` over every test it ran.
set -uo pipefail
cd "$(dirname "$0")/../.."
. tooling/scripts/lib.sh
export TURBO_TELEMETRY_DISABLED=1 CI="${CI:-}"
ensure_node
ensure_pnpm
ensure_chromium
install_dependencies || exit 1
rm -rf reports apps/storefront/reports
mkdir -p reports

status=0
stage() {
  local name=$1; shift
  say "$name"
  if ! "$@"; then
    echo "✗ $name failed" >&2
    status=1
  fi
}

stage "Lint and format check (Biome)" pnpm exec biome ci .
stage "Build and typecheck" pnpm exec turbo run build typecheck --output-logs=errors-only
if [ $status -eq 0 ]; then
  stage "Unit, property, component and API tests (Vitest)" \
    pnpm exec vitest run --reporter=default --reporter=json --outputFile.json=reports/vitest.json
  stage "Browser journeys (Playwright, Debian Chromium)" pnpm exec turbo run e2e --output-logs=full
fi
node tooling/scripts/summarize-tests.mjs reports/vitest.json apps/storefront/reports/e2e.json || status=1
exit $status
