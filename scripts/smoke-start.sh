#!/usr/bin/env bash
# Starts the README's run command, waits until every service answers, then stops it.
# Fails when a service does not answer within the time limit.
set -euo pipefail
cd "$(dirname "$0")/.."
log=$(mktemp)
setsid bash -c 'npm install -g pnpm@10.34.9 >/dev/null && pnpm install >/dev/null && pnpm start' >"$log" 2>&1 &
pid=$!
trap 'kill -- -$pid 2>/dev/null || true' EXIT

urls=(${SMOKE_URLS:-"http://127.0.0.1:4000/graphql?query=%7B__typename%7D"})
for url in "${urls[@]}"; do
  for _ in $(seq 1 180); do
    if curl -fsS -o /dev/null "$url"; then echo "ok: $url"; continue 2; fi
    sleep 1
  done
  echo "no answer from $url; the run command printed:"; tail -n 60 "$log"; exit 1
done
