#!/usr/bin/env bash
# Starts the README's run command and checks that ITS OWN processes answer: the storefront on
# port 3000 with the shop's HTML, the commerce server on port 4000 with its seeded catalogue.
# Fails when a port is already taken before the start, when a port is answered by a process
# that is not a child of the run command, or when nothing answers within five minutes.
set -euo pipefail
cd "$(dirname "$0")/.."

storefront_port=3000
commerce_port=4000
storefront=http://127.0.0.1:$storefront_port
endpoint=http://127.0.0.1:$commerce_port/graphql

# Pids listening on a TCP port (any address), read from /proc so no extra tool is needed.
listeners() {
  local hex inodes link fd inode
  hex=$(printf ':%04X' "$1")
  inodes=$(awk -v port="$hex" '$4 == "0A" && substr($2, length($2) - 4) == port { print $10 }' \
    /proc/net/tcp /proc/net/tcp6 2>/dev/null | sort -u)
  [ -n "$inodes" ] || return 0
  for fd in /proc/[0-9]*/fd/*; do
    link=$(readlink "$fd" 2>/dev/null) || continue
    for inode in $inodes; do
      if [ "$link" = "socket:[$inode]" ]; then
        fd=${fd#/proc/}
        echo "${fd%%/*}"
      fi
    done
  done | sort -u
}

# The parent pid of a process (field 4 of /proc/PID/stat, after the parenthesised name).
parent_of() { sed -E 's/^.*\) //' "/proc/$1/stat" 2>/dev/null | awk '{ print $2 }'; }

# Whether pid $1 is $2 or one of its descendants.
descends_from() {
  local pid=$1
  while [ -n "$pid" ] && [ "$pid" -gt 1 ]; do
    [ "$pid" = "$2" ] && return 0
    pid=$(parent_of "$pid")
  done
  return 1
}

for port in $storefront_port $commerce_port; do
  if [ -n "$(listeners "$port")" ]; then
    echo "port $port is already in use (pid $(listeners "$port" | tr '\n' ' ')); stop that program first"
    exit 1
  fi
done

log=$(mktemp)
setsid bash -c 'npm install -g pnpm@10.34.9 >/dev/null && pnpm install >/dev/null && pnpm start' \
  >"$log" 2>&1 &
pid=$!

stop() {
  kill -- -"$pid" 2>/dev/null || true
  for _ in $(seq 1 30); do
    [ -z "$(listeners $storefront_port)$(listeners $commerce_port)" ] && break
    sleep 1
  done
  # Whatever of the run command still listens (a task in its own process group) is stopped too.
  for port in $storefront_port $commerce_port; do
    for listener in $(listeners "$port"); do
      descends_from "$listener" "$pid" && kill "$listener" 2>/dev/null || true
    done
  done
  wait "$pid" 2>/dev/null || true
}
trap stop EXIT

# Fails unless every process listening on the port is the run command's own.
check_owner() {
  local port=$1 owners
  owners=$(listeners "$port")
  [ -n "$owners" ] || { echo "nothing listens on port $port"; return 1; }
  for owner in $owners; do
    if ! descends_from "$owner" "$pid"; then
      echo "port $port is answered by pid $owner, which the run command did not start"
      return 1
    fi
  done
}

query='{"query":"{ products(first: 100) { nodes { databaseId } } }"}'
commerce_ok=false
storefront_ok=false
for _ in $(seq 1 300); do
  if ! kill -0 "$pid" 2>/dev/null; then
    echo "the run command stopped; it printed:"; tail -n 60 "$log"; exit 1
  fi
  if ! $commerce_ok && body=$(curl -fs -H 'content-type: application/json' -d "$query" "$endpoint"); then
    count=$(node -e 'console.log(JSON.parse(process.argv[1]).data.products.nodes.length)' "$body")
    [ "$count" -ge 30 ] || { echo "expected at least 30 seeded products, got $count"; exit 1; }
    check_owner $commerce_port
    echo "ok: $endpoint answers with $count seeded products"
    commerce_ok=true
  fi
  # The storefront is checked once the commerce server answers: before that its pages rightly
  # show their backend-down state, which is no failure of the run command.
  if $commerce_ok && ! $storefront_ok && html=$(curl -fs "$storefront/shop"); then
    for text in '<title>Shop research peptides' 'BPC-157 5mg' 'Add to cart'; do
      grep -qF "$text" <<<"$html" || { echo "$storefront/shop lacks '$text'"; exit 1; }
    done
    home=$(curl -fs "$storefront/")
    grep -qF 'Our Best Selling Products' <<<"$home" || { echo "$storefront/ lacks the best sellers"; exit 1; }
    check_owner $storefront_port
    echo "ok: $storefront serves the shop (home and /shop with the seeded products)"
    storefront_ok=true
  fi
  if $commerce_ok && $storefront_ok; then exit 0; fi
  sleep 1
done
echo "no answer from both $storefront and $endpoint; the run command printed:"; tail -n 60 "$log"
exit 1
