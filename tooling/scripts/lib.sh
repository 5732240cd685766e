# Shared helpers of the two set-up commands (sourced, not run).
PNPM_VERSION=10.34.9

say() { printf '\033[1m▸ %s\033[0m\n' "$*"; }

# Node 20.19+ (or 22.12+) is the one thing a machine must already have.
ensure_node() {
  if ! command -v node >/dev/null 2>&1; then
    echo "Node.js 20.19 or newer is required (https://nodejs.org)." >&2
    exit 1
  fi
  node -e 'const [a,b]=process.versions.node.split(".").map(Number); process.exit((a===20&&b>=19)||(a===22&&b>=12)||a>22?0:1)' || {
    echo "Node.js $(node -v) is too old: 20.19+ or 22.12+ is required." >&2
    exit 1
  }
}

# pnpm at the version pinned in package.json; corepack cannot verify registry signatures here, npm can.
ensure_pnpm() {
  if command -v pnpm >/dev/null 2>&1 && [ "$(pnpm -v 2>/dev/null)" = "$PNPM_VERSION" ]; then return; fi
  say "Installing pnpm $PNPM_VERSION"
  if ! npm install -g "pnpm@$PNPM_VERSION" >/dev/null 2>&1; then
    npm install -g --prefix "$HOME/.local" "pnpm@$PNPM_VERSION" >/dev/null
    export PATH="$HOME/.local/bin:$PATH"
  fi
}

as_root() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi; }

# Debian's Chromium for the browser tests; Playwright never downloads a browser of its own.
ensure_chromium() {
  export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
  export CHROMIUM_PATH="${CHROMIUM_PATH:-/usr/bin/chromium}"
  if [ -x "$CHROMIUM_PATH" ]; then return; fi
  say "Installing Chromium from apt"
  as_root apt-get update -qq
  DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq chromium >/dev/null
}

# Debian's redis-server for the storefront's shared-cache tests (they start throw-away instances on free ports).
ensure_redis() {
  if command -v redis-server >/dev/null 2>&1; then return; fi
  say "Installing redis-server from apt"
  as_root apt-get update -qq
  DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq redis-server >/dev/null
  # The package starts a system instance; the tests need only the binary.
  as_root systemctl disable --now redis-server >/dev/null 2>&1 || as_root service redis-server stop >/dev/null 2>&1 || true
}

# Debian's PostgreSQL server for the API suite's second run (api-postgres): the tests initdb a throw-away
# cluster in a temp folder as an unprivileged user on a free port, and remove it afterwards.
ensure_postgres() {
  if ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then return; fi
  say "Installing postgresql from apt"
  as_root apt-get update -qq
  DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq postgresql >/dev/null
  # The package creates and starts a system cluster; the tests need only the binaries.
  as_root systemctl disable --now postgresql >/dev/null 2>&1 || as_root service postgresql stop >/dev/null 2>&1 || true
}

install_dependencies() {
  say "Installing dependencies"
  # The lockfile is the truth on every machine; better-sqlite3 compiles from source on a cold store (~3 min).
  pnpm install --frozen-lockfile
}
