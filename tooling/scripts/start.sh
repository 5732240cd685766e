#!/usr/bin/env bash
# One command on a fresh machine: installs everything, builds, starts the API and the shop, prints the URL.
set -euo pipefail
cd "$(dirname "$0")/../.."
. tooling/scripts/lib.sh
export TURBO_TELEMETRY_DISABLED=1
ensure_node
ensure_pnpm
install_dependencies
say "Building"
pnpm exec turbo run build --output-logs=errors-only
exec node tooling/scripts/start.mjs
