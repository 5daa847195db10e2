#!/usr/bin/env bash
# The multi-server topology of docs/deploy.md on one machine, no containers: Varnish in front of
# WEB_PORTS `next start` servers on one PostgreSQL and one Redis, plus the outbox worker as its
# own process. Needs a production build (`npm run build`), varnishd with varnish-modules, and a
# PostgreSQL database and Redis to point at. Ctrl-C (or SIGTERM) stops everything it started.
#
#   DATABASE_URL=postgres://postgres@127.0.0.1:5432/forecourt REDIS_URL=redis://127.0.0.1:6379/0 \
#     deploy/local-cluster.sh
#
# Where Debian's caddy is installed, Caddy stands in front of Varnish (deploy/caddy/Caddyfile)
# with its internal CA: https://{verified custom domain}:CADDY_HTTPS_PORT gets a certificate on
# demand (curl --resolve www.lonestarauto.test:8443:127.0.0.1 --cacert $RUN_DIR/caddy/pki/...).
#
# Settings (environment): WEB_PORTS (default "3000 3001"), VARNISH_PORT (6081), RUN_DIR (a new
# temporary folder: backends.vcl, logs, one <name>.pid per process), VARNISH_MEMORY (256m),
# SUPERVISE (off; on: a web server or the worker that exits is started again), CADDY (auto:
# when installed; on; off), CADDY_HTTPS_PORT (VARNISH_PORT + 2362, 8443 by
# default) and CADDY_HTTP_PORT (VARNISH_PORT + 1999, 8080), CADDY_ISSUER (internal),
# METRICS_BASE_PORT (9464: each process's Prometheus /metrics on 127.0.0.1, the web servers' in
# WEB_PORTS order from it, then the worker's) and WORKER_HEALTH_PORT (the port after the worker's
# metrics: its /api/health/live and /ready); METRICS_PORTS ("9500 9510 9520") names them instead,
# one per web server and then the worker's. Any other variable (limits, PLATFORM_DOMAIN,
# REDIS_KEY_PREFIX, SMTP_URL...) reaches the servers.
set -euo pipefail

ROOT="$(cd "$(dirname "$0")/.." && pwd)"
WEB="$ROOT/apps/web"
: "${DATABASE_URL:?DATABASE_URL must name the PostgreSQL database every server shares}"
: "${REDIS_URL:?REDIS_URL must name the Redis every server shares}"
WEB_PORTS="${WEB_PORTS:-3000 3001}"
VARNISH_PORT="${VARNISH_PORT:-6081}"
RUN_DIR="${RUN_DIR:-$(mktemp -d /tmp/forecourt-cluster.XXXXXX)}"
mkdir -p "$RUN_DIR"
# A run folder used before (kept for Caddy's certificates) starts without the last run's marks.
rm -f "$RUN_DIR/ready" "$RUN_DIR/stopping"
[ -f "$WEB/.next/BUILD_ID" ] || { echo "No production build: run npm run build first." >&2; exit 1; }
command -v varnishd >/dev/null || { echo "varnishd not found: apt-get install varnish varnish-modules" >&2; exit 1; }

export DATABASE_URL REDIS_URL NEXT_TELEMETRY_DISABLED=1
export CACHE_PURGE=varnish VARNISH_PURGE_URLS="http://127.0.0.1:$VARNISH_PORT"
# Several servers share PostgreSQL: the worker runs on its own, not inside each server.
export OUTBOX_WORKER=off
# glibc's malloc settings that give memory back after a burst (scripts/server-env.mjs).
eval "$(node "$ROOT/scripts/server-env.mjs")"
# While Redis is down each server allows its share of the rate limits: one per server here.
read -r -a web_ports <<< "$WEB_PORTS"
export WEB_SERVER_COUNT="${WEB_SERVER_COUNT:-${#web_ports[@]}}"
# One metrics listener per process, so each port is its own scrape target (docs/deploy.md,
# "Metrics and alerts"), and the worker's health on a port of its own.
METRICS_BASE_PORT="${METRICS_BASE_PORT:-9464}"
if [ -n "${METRICS_PORTS:-}" ]; then
  read -r -a metrics_ports <<< "$METRICS_PORTS"
else
  metrics_ports=()
  for i in $(seq 0 "${#web_ports[@]}"); do metrics_ports+=($((METRICS_BASE_PORT + i))); done
fi
[ "${#metrics_ports[@]}" -eq $((${#web_ports[@]} + 1)) ] \
  || { echo "METRICS_PORTS needs one port per web server, then the worker's" >&2; exit 1; }
WORKER_METRICS_PORT="${metrics_ports[${#web_ports[@]}]}"
WORKER_HEALTH_PORT="${WORKER_HEALTH_PORT:-$((WORKER_METRICS_PORT + 1))}"
export METRICS_HOST="${METRICS_HOST:-127.0.0.1}" WORKER_HEALTH_HOST="${WORKER_HEALTH_HOST:-127.0.0.1}"
metrics_port_of() {
  local i
  for i in "${!web_ports[@]}"; do
    [ "${web_ports[$i]}" = "$1" ] && { echo "${metrics_ports[$i]}"; return; }
  done
}
CADDY="${CADDY:-auto}"
if [ "$CADDY" = auto ]; then
  if command -v caddy >/dev/null; then CADDY=on; else CADDY=off; fi
fi
CADDY_HTTPS_PORT="${CADDY_HTTPS_PORT:-$((VARNISH_PORT + 2362))}"
CADDY_HTTP_PORT="${CADDY_HTTP_PORT:-$((VARNISH_PORT + 1999))}"
# Varnish stands in front and appends the client's address to X-Forwarded-For (and Caddy, in
# front of it, the client's before that).
if [ "$CADDY" = on ]; then
  export TRUSTED_PROXY_HOPS="${TRUSTED_PROXY_HOPS:-2}"
else
  export TRUSTED_PROXY_HOPS="${TRUSTED_PROXY_HOPS:-1}"
fi

pids=()
stop_all() {
  trap - EXIT INT TERM
  touch "$RUN_DIR/stopping"
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  # Supervised processes (SUPERVISE=on) are the children of their loops: stopped by their pid.
  for file in "$RUN_DIR"/web-*.pid "$RUN_DIR/worker.pid"; do
    [ -f "$file" ] && kill "$(cat "$file")" 2>/dev/null || true
  done
  wait 2>/dev/null || true
}
trap stop_all EXIT
trap 'exit 130' INT TERM

# Runs `name`'s command as its own child, its pid in RUN_DIR/<name>.pid so a test can stop
# exactly one. With SUPERVISE=on a process that exits is started again (as systemd's
# Restart=always would), with a new pid, until the cluster stops: a rolling restart is a SIGTERM
# to each pid in turn (bench/rolling-restart.ts).
start_process() {
  local name="$1"
  shift
  if [ "${SUPERVISE:-off}" = on ]; then
    (
      while [ ! -e "$RUN_DIR/stopping" ]; do
        "$@" >>"$RUN_DIR/$name.log" 2>&1 &
        echo "$!" >"$RUN_DIR/$name.pid"
        wait "$!" || true
        sleep 0.2
      done
    ) &
    pids+=("$!")
    for _ in $(seq 1 50); do [ -f "$RUN_DIR/$name.pid" ] && break; sleep 0.1; done
  else
    "$@" >"$RUN_DIR/$name.log" 2>&1 &
    pids+=("$!")
    echo "$!" >"$RUN_DIR/$name.pid"
  fi
}

run_web() {
  cd "$WEB" && METRICS_PORT="$(metrics_port_of "$1")" \
    exec node "$ROOT/node_modules/next/dist/bin/next" start -p "$1"
}
run_worker() {
  cd "$WEB" && METRICS_PORT="$WORKER_METRICS_PORT" WORKER_HEALTH_PORT="$WORKER_HEALTH_PORT" \
    exec node --conditions=react-server --import tsx src/server/worker/main.ts
}

start_web() { start_process "web-$1" run_web "$1"; }

wait_for() {
  local url="$1" name="$2"
  for _ in $(seq 1 180); do
    if curl -fs -o /dev/null -H "Host: localhost" "$url"; then return 0; fi
    sleep 1
  done
  echo "$name did not answer at $url within 180 s; see $RUN_DIR" >&2
  exit 1
}

# The first server migrates and seeds an empty database alone; the others start once it is up.
ports=($WEB_PORTS)
start_web "${ports[0]}"
wait_for "http://127.0.0.1:${ports[0]}/" "web server ${ports[0]}"
for port in "${ports[@]:1}"; do start_web "$port"; done
for port in "${ports[@]:1}"; do wait_for "http://127.0.0.1:$port/" "web server $port"; done

start_process worker run_worker

{
  echo "probe ready {"
  echo '  .request = "GET /api/health/ready HTTP/1.1" "Host: localhost" "Connection: close";'
  echo "  .interval = 1s; .timeout = 2s; .window = 3; .threshold = 2;"
  echo "}"
  for port in "${ports[@]}"; do
    echo "backend web$port { .host = \"127.0.0.1\"; .port = \"$port\"; .probe = ready; }"
  done
  echo "sub vcl_init {"
  echo "  new web = directors.round_robin();"
  for port in "${ports[@]}"; do echo "  web.add_backend(web$port);"; done
  echo "}"
} >"$RUN_DIR/backends.vcl"

varnishd -F -j none -n "$RUN_DIR/varnish" -a "127.0.0.1:$VARNISH_PORT" \
  -p vcl_path="$RUN_DIR:$ROOT/deploy/varnish" -f "$ROOT/deploy/varnish/default.vcl" \
  -s "malloc,${VARNISH_MEMORY:-256m}" >"$RUN_DIR/varnish.log" 2>&1 &
pids+=("$!")
echo "$!" >"$RUN_DIR/varnish.pid"
wait_for "http://127.0.0.1:$VARNISH_PORT/" "Varnish"
wait_for "http://127.0.0.1:$WORKER_HEALTH_PORT/api/health/ready" "The worker"

if [ "$CADDY" = on ]; then
  mkdir -p "$RUN_DIR/caddy"
  CADDY_ADMIN=off CADDY_ISSUER="${CADDY_ISSUER:-internal}" CADDY_DATA_DIR="$RUN_DIR/caddy" \
    CADDY_HTTP_PORT="$CADDY_HTTP_PORT" CADDY_HTTPS_PORT="$CADDY_HTTPS_PORT" \
    FORECOURT_UPSTREAM="127.0.0.1:$VARNISH_PORT" \
    FORECOURT_ASK_URL="http://127.0.0.1:$VARNISH_PORT/api/domains/ask" \
    HOME="$RUN_DIR/caddy" XDG_DATA_HOME="$RUN_DIR/caddy" XDG_CONFIG_HOME="$RUN_DIR/caddy" \
    caddy run --config "$ROOT/deploy/caddy/Caddyfile" --adapter caddyfile \
    >"$RUN_DIR/caddy.log" 2>&1 &
  pids+=("$!")
  echo "$!" >"$RUN_DIR/caddy.pid"
  for _ in $(seq 1 30); do
    grep -q "serving initial configuration" "$RUN_DIR/caddy.log" && break
    sleep 1
  done
  grep -q "serving initial configuration" "$RUN_DIR/caddy.log" \
    || { echo "Caddy did not start; see $RUN_DIR/caddy.log" >&2; exit 1; }
fi

echo "Forecourt cluster up (logs and pids in $RUN_DIR):"
echo "  Varnish   http://127.0.0.1:$VARNISH_PORT  (sites at http://{slug}.localhost:$VARNISH_PORT)"
for port in "${ports[@]}"; do
  echo "  web       http://127.0.0.1:$port  (pid $(cat "$RUN_DIR/web-$port.pid"), metrics http://$METRICS_HOST:$(metrics_port_of "$port")/metrics)"
done
echo "  worker    pid $(cat "$RUN_DIR/worker.pid"), metrics http://$METRICS_HOST:$WORKER_METRICS_PORT/metrics,"
echo "            health http://127.0.0.1:$WORKER_HEALTH_PORT/api/health/ready"
if [ "$CADDY" = on ]; then
  echo "  Caddy     https://{verified custom domain}:$CADDY_HTTPS_PORT, http on $CADDY_HTTP_PORT"
  echo "            (its CA: $RUN_DIR/caddy/pki/authorities/local/root.crt)"
fi
echo "ready" >"$RUN_DIR/ready"
# Runs until stopped; a process that dies on its own does not stop the rest (a test kills one).
wait
