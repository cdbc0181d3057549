#!/usr/bin/env bash
# Starts the README's run command, waits until the commerce server answers with its seeded
# catalogue, then stops it. Fails when nothing answers within three minutes.
set -euo pipefail
cd "$(dirname "$0")/.."
log=$(mktemp)
setsid bash -c 'npm install -g pnpm@10.34.9 >/dev/null && pnpm install >/dev/null && pnpm start' >"$log" 2>&1 &
pid=$!
trap 'kill -- -$pid 2>/dev/null || true; wait $pid 2>/dev/null || true' EXIT

endpoint=http://127.0.0.1:4000/graphql
query='{"query":"{ products(first: 100) { nodes { databaseId } } }"}'
for _ in $(seq 1 180); do
  if body=$(curl -fs -H 'content-type: application/json' -d "$query" "$endpoint"); then
    count=$(node -e 'console.log(JSON.parse(process.argv[1]).data.products.nodes.length)' "$body")
    echo "ok: $endpoint answers with $count seeded products"
    [ "$count" -ge 30 ] && exit 0
    echo "expected at least 30 seeded products"; exit 1
  fi
  sleep 1
done
echo "no answer from $endpoint; the run command printed:"; tail -n 60 "$log"; exit 1
