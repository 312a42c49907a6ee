#!/usr/bin/env bash
# The three suites on a busy machine: two CPU loops kept running through `npm test`,
# `npm run test:pg` (on a fresh database of the PostgreSQL server at $PG_SERVER_URL) and
# `npm run test:e2e`, one after the other, each timed by /usr/bin/time. Run it in a clean checkout
# after `npm ci` and `npm run build`; it prints one line per suite and exits 1 if any failed.
set -uo pipefail
server_url=${PG_SERVER_URL:-postgres://root@127.0.0.1:5432/postgres}
log_dir=${BUSY_LOG_DIR:-$(mktemp -d)}
database="bookshop_busy_$$"

sh -c 'while :; do :; done' &
loop1=$!
sh -c 'while :; do :; done' &
loop2=$!
psql "${server_url}" -qc "CREATE DATABASE ${database}"
pg_url="$(node -e 'const u = new URL(process.argv[1]); u.pathname = "/" + process.argv[2]; console.log(u.href)' "${server_url}" "${database}")"
trap 'kill ${loop1} ${loop2} 2>/dev/null; psql "${server_url}" -qc "DROP DATABASE IF EXISTS ${database} WITH (FORCE)"' EXIT

failed=0
for suite in test test:pg test:e2e; do
  out="${log_dir}/${suite}.log"
  start_load="$(cut -d' ' -f1 /proc/loadavg)"
  if [ "${suite}" = test:pg ]; then export TEST_PG_URL="${pg_url}"; else unset TEST_PG_URL; fi
  /usr/bin/time -f "wall %e s, user %U s, sys %S s" -o "${out}.time" npm run "${suite}" >"${out}" 2>&1
  status=$?
  [ "${status}" = 0 ] || failed=1
  summary="$(sed 's/\x1b\[[0-9;]*m//g' "${out}" | grep -E '^ +Tests ' | tail -1 | sed 's/^ *//')"
  echo "${suite}: exit ${status}; ${summary}; $(tail -1 "${out}.time"); load ${start_load} → $(cut -d' ' -f1 /proc/loadavg)"
done
echo "logs: ${log_dir}"
exit "${failed}"
