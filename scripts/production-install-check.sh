#!/usr/bin/env bash
# A production install as an operator makes it: the build copied beside package.json and the lock
# file, `npm ci --omit=dev` (no Vite, no TypeScript loader), then `NODE_ENV=production npm start` on
# PostgreSQL. Passes when the shop answers ready without building anything, and SIGTERM to npm leaves
# neither a process on the port nor a connection to the database.
# Usage: scripts/production-install-check.sh <postgres-server-url>   (after `npm run build`)
set -euo pipefail
server_url=${1:?give a PostgreSQL server URL, e.g. postgres://root@127.0.0.1:5432/postgres}
root="$(cd "$(dirname "$0")/.." && pwd)"
place="$(mktemp -d)"
database="bookshop_production_install_$$"
port=$((20000 + RANDOM % 20000))
admin() { psql "${server_url}" -qAtc "$1"; }
cleanup() {
  admin "DROP DATABASE IF EXISTS ${database} WITH (FORCE)" >/dev/null || true
  rm -rf "${place}"
}
trap cleanup EXIT

mkdir -p "${place}/app/scripts" "${place}/data"
cp "${root}/package.json" "${root}/package-lock.json" "${place}/app/"
cp "${root}/scripts/start.mjs" "${place}/app/scripts/"
cp -r "${root}/dist" "${place}/app/dist"
(cd "${place}/app" && npm ci --omit=dev --no-audit --no-fund --loglevel=error)
if [ -e "${place}/app/node_modules/.bin/vite" ] || [ -e "${place}/app/node_modules/.bin/tsx" ]; then
  echo "the production install holds development tools" >&2
  exit 1
fi

admin "CREATE DATABASE ${database}"
url="$(node -e 'const u = new URL(process.argv[1]); u.pathname = "/" + process.argv[2]; console.log(u.href)' "${server_url}" "${database}")"
(
  cd "${place}/app"
  NODE_ENV=production DATABASE_URL="${url}" PUBLIC_URL=https://shop.example \
    DEVICE_TOKEN_SECRET=device-token-secret-of-the-check-32-chars-long HOST=127.0.0.1 PORT="${port}" \
    DATA_DIR="${place}/data" LOG_LEVEL=warn exec npm start --silent
) >"${place}/start.log" 2>&1 &
npm_pid=$!

ready=""
for _ in $(seq 1 240); do
  if curl -sf "http://127.0.0.1:${port}/api/health/ready" >/dev/null; then ready=yes; break; fi
  kill -0 "${npm_pid}" 2>/dev/null || break
  sleep 0.5
done
if [ -z "${ready}" ]; then
  echo "the production install did not become ready:" >&2
  cat "${place}/start.log" >&2
  exit 1
fi
if grep -qi "vite" "${place}/start.log"; then
  echo "the production start built the web app:" >&2
  cat "${place}/start.log" >&2
  exit 1
fi

kill -TERM "${npm_pid}"
wait "${npm_pid}" || true
for _ in $(seq 1 60); do
  left="$(admin "SELECT count(*) FROM pg_stat_activity WHERE datname = '${database}'")"
  if [ "${left}" = 0 ] && ! curl -s "http://127.0.0.1:${port}/api/health/live" >/dev/null; then
    echo "A production install (npm ci --omit=dev) started from the build, answered ready, and stopped on SIGTERM with nothing left running."
    exit 0
  fi
  sleep 0.5
done
echo "after SIGTERM to npm, a server still answers on port ${port} or holds ${left} database connection(s)" >&2
exit 1
