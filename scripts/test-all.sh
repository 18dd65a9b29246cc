#!/usr/bin/env bash
# The one command that runs every test on a fresh clone (`npm test`, and .ci/run in CI):
# installs what is missing (npm packages, Debian's chromium, a local PostgreSQL), checks the SPEC
# coverage table, builds, runs Vitest then Playwright (all always run), and prints
# `N passed, N failed` as the LAST line.
# Exit 1 when anything failed; a runner that crashed or wrote no totals counts as a failure,
# never as zero tests.
set -uo pipefail
cd "$(dirname "$0")/.."

export ASTRO_TELEMETRY_DISABLED=1
export TEST_DATABASE_URL="${TEST_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/test}"
RESULTS=tests/.results
started=$SECONDS

log() { printf '\n== %s\n' "$*"; }

as_root() {
  if [ "$(id -u)" = 0 ]; then "$@"; else sudo -n "$@"; fi
}

apt_install() {
  as_root env DEBIAN_FRONTEND=noninteractive apt-get update -qq &&
    as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@"
}

# node_modules is stale when package.json or the lockfile changed after the last install.
ensure_packages() {
  local marker=node_modules/.package-lock.json
  if [ ! -f "$marker" ] || [ package.json -nt "$marker" ] || [ package-lock.json -nt "$marker" ]; then
    log "npm install"
    npm install --no-audit --no-fund || return 1
  fi
  # npm's own PATH entry only exists under `npm run`; this file also runs as `bash scripts/test-all.sh`.
  export PATH="$PWD/node_modules/.bin:$PATH"
}

ensure_chromium() {
  [ -x /usr/bin/chromium ] && return 0
  log "installing Debian's chromium"
  apt_install chromium
}

db_answers() {
  node -e '
    const pg = require("pg");
    const client = new pg.Client({ connectionString: process.argv[1], connectionTimeoutMillis: 3000 });
    client.connect().then(() => client.end()).then(() => process.exit(0), () => process.exit(1));
  ' "$TEST_DATABASE_URL" 2>/dev/null
}

port_open() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }

# Only a server on this machine can be installed and started here; a remote one must answer.
ensure_postgres() {
  db_answers && return 0
  local host port
  host=$(node -e 'console.log(new URL(process.argv[1]).hostname)' "$TEST_DATABASE_URL")
  port=$(node -e 'console.log(new URL(process.argv[1]).port || 5432)' "$TEST_DATABASE_URL")
  if [ "$host" != 127.0.0.1 ] && [ "$host" != localhost ]; then
    echo "PostgreSQL at $TEST_DATABASE_URL does not answer" >&2
    return 1
  fi
  log "starting a local PostgreSQL on port $port"
  command -v pg_lsclusters >/dev/null || apt_install postgresql || return 1
  local version cluster
  read -r version cluster < <(pg_lsclusters -h | awk -v p="$port" '$3 == p { print $1, $2; exit }')
  if [ -z "${version:-}" ]; then
    version=$(ls /usr/lib/postgresql | sort -n | tail -1)
    cluster=main
    pg_lsclusters -h | awk '{ print $2 }' | grep -qx main && cluster="jurisia$port"
    as_root pg_createcluster --port "$port" "$version" "$cluster" >/dev/null || return 1
  fi
  local hba="/etc/postgresql/$version/$cluster/pg_hba.conf"
  if ! as_root grep -q '^host all all 127.0.0.1/32 trust' "$hba"; then
    as_root sed -i '1i host all all 127.0.0.1/32 trust\nhost all all ::1/128 trust' "$hba" || return 1
  fi
  port_open "$port" || as_root pg_ctlcluster --skip-systemctl-redirect "$version" "$cluster" start || return 1
  as_root pg_ctlcluster --skip-systemctl-redirect "$version" "$cluster" reload >/dev/null 2>&1
  for _ in $(seq 1 30); do port_open "$port" && break; sleep 1; done
  local database
  database=$(node -e 'console.log(new URL(process.argv[1]).pathname.slice(1))' "$TEST_DATABASE_URL")
  psql -h 127.0.0.1 -p "$port" -U postgres -d postgres -tAc "select 1 from pg_database where datname = '$database'" | grep -q 1 ||
    psql -h 127.0.0.1 -p "$port" -U postgres -d postgres -qc "create database \"$database\"" || return 1
  db_answers
}

# Reads one runner's totals; missing or unreadable totals, or a failed exit with no failing
# test, count as one failure.
read_totals() {
  node -e '
    const [file, exitCode] = process.argv.slice(1);
    let totals = { passed: 0, failed: 0 };
    try { totals = JSON.parse(require("fs").readFileSync(file, "utf8")); } catch { totals.failed = 1; }
    if (Number(exitCode) !== 0 && totals.failed === 0) totals.failed = 1;
    console.log(totals.passed, totals.failed);
  ' "$1" "$2"
}

passed=0
failed=0
add_totals() {
  local p f
  read -r p f < <(read_totals "$1" "$2")
  passed=$((passed + p))
  failed=$((failed + f))
}

prepared=1
ensure_packages || { echo "npm install failed" >&2; prepared=0; }
if [ "$prepared" = 1 ]; then
  ensure_chromium || { echo "could not install chromium" >&2; prepared=0; }
  ensure_postgres || { echo "PostgreSQL is not available at $TEST_DATABASE_URL" >&2; prepared=0; }
fi

rm -rf "$RESULTS"
mkdir -p "$RESULTS"

if [ "$prepared" = 1 ]; then
  # The SPEC coverage table counts as one test: every row's file and test must still exist.
  log "spec:check"
  if node scripts/spec-check.ts; then passed=$((passed + 1)); else failed=$((failed + 1)); fi
  # So do the import rules of docs/ARCHITECTURE.md "Boundaries".
  log "import rules"
  if node scripts/import-rules.ts; then passed=$((passed + 1)); else failed=$((failed + 1)); fi

  log "build"
  npm run build >"$RESULTS/build.log" 2>&1
  build_status=$?
  tail -n 3 "$RESULTS/build.log"

  log "vitest"
  vitest run
  add_totals "$RESULTS/vitest.json" $?

  # A failed build would leave Playwright testing an older dist/: count it as a crash instead.
  log "playwright"
  if [ "$build_status" = 0 ] && node tests/e2e/support/reset-db.ts; then
    playwright test
    add_totals "$RESULTS/playwright.json" $?
  else
    echo "build or e2e database reset failed; see $RESULTS/build.log" >&2
    failed=$((failed + 1))
  fi
else
  failed=$((failed + 1))
fi

echo "test-all: $((SECONDS - started)) s"
echo "$passed passed, $failed failed"
[ "$failed" = 0 ]
