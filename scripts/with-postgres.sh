#!/usr/bin/env bash
# Runs COMMAND… against a throwaway PostgreSQL cluster, then stops and removes it:
#
#   scripts/with-postgres.sh COMMAND [ARGUMENT…]
#
# initdb in a new temporary folder (trust authentication, UTF-8), the server on 127.0.0.1 at a free
# port and on a unix socket in that folder, a database `roster_test`, and for COMMAND:
#   ROSTER_TEST_POSTGRES_URL   postgres://USER@127.0.0.1:PORT/roster_test
#   ROSTER_TEST_POSTGRES_DATA  the cluster's folder (data/, server.log, socket/)
# The cluster is stopped and removed whatever happens (trap); the exit status is COMMAND's.
# If the cluster cannot start, nothing runs and the script fails saying why.
#
# The same steps one at a time, for tests that stop and restart a private server:
#   scripts/with-postgres.sh --start DIR    make and start a cluster in the empty folder DIR;
#                                           DIR/url holds its URL
#   scripts/with-postgres.sh --pause DIR    stop its server (the data stays)
#   scripts/with-postgres.sh --resume DIR   start it again on the same port
#   scripts/with-postgres.sh --stop DIR     stop it and remove DIR
#
#   scripts/with-postgres.sh --start DIR --tls CERT KEY CA
#     the same cluster with TLS on: the server shows CERT (its key KEY) and checks clients'
#     certificates against CA; over TCP it takes only TLS connections (pg_hba.conf: hostssl, so a
#     plain connection is refused), still with trust, and a second database `roster_clientcert`
#     takes only clients with a certificate signed by CA whose CN is their user name
#     (clientcert=verify-full). The unix socket stays plain (local trust).
#
# The binaries come from Debian's `postgresql` package (/usr/lib/postgresql/VERSION/bin, the
# newest VERSION), else from PATH. initdb refuses to run as root: as root, the cluster belongs to
# the `postgres` system user and its commands run as that user (runuser).
set -uo pipefail

fail() { echo "with-postgres.sh: $*" >&2; exit 1; }

find_binaries() {
  local dir
  dir=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
  if [ -n "$dir" ] && [ -x "$dir/pg_ctl" ]; then
    PG_BIN=$dir
  elif command -v pg_ctl >/dev/null 2>&1; then
    PG_BIN=$(dirname "$(command -v pg_ctl)")
  else
    fail "PostgreSQL is not installed (no pg_ctl in /usr/lib/postgresql/*/bin or PATH): install Debian's postgresql package (make test-deps)"
  fi
  for tool in initdb pg_ctl createdb; do
    [ -x "$PG_BIN/$tool" ] || fail "$PG_BIN/$tool is missing: install Debian's postgresql package (make test-deps)"
  done
  if [ "$(id -u)" -eq 0 ]; then
    id postgres >/dev/null 2>&1 || fail "running as root needs the 'postgres' system user (Debian's postgresql package makes it): initdb refuses to run as root"
    AS_OWNER=(runuser -u postgres --)
    PG_USER=postgres
  else
    AS_OWNER=()
    PG_USER=$(id -un)
  fi
}

free_port() {
  python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1]); s.close()' 2>/dev/null \
    || shuf -i 20000-60000 -n 1
}

server_start() { # DIR
  local dir=$1 port
  port=$(cat "$dir/port")
  if ! "${AS_OWNER[@]}" "$PG_BIN/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 60 \
      -o "-c listen_addresses=127.0.0.1 -p $port -k $dir/socket -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=300" \
      start >"$dir/pg_ctl.log" 2>&1; then
    echo "with-postgres.sh: the PostgreSQL server did not start:" >&2
    cat "$dir/pg_ctl.log" "$dir/server.log" >&2 2>/dev/null
    return 1
  fi
}

# TLS_FILES: CERT KEY CA of --tls, or empty.
TLS_FILES=()

tls_setup() { # DIR: the server's files into DIR/tls, ssl=on, and a pg_hba.conf of hostssl lines only
  local dir=$1
  mkdir -p "$dir/tls" || fail "cannot create $dir/tls"
  cp "${TLS_FILES[0]}" "$dir/tls/server.crt" && cp "${TLS_FILES[1]}" "$dir/tls/server.key" && cp "${TLS_FILES[2]}" "$dir/tls/ca.crt" \
    || fail "cannot copy the TLS files ${TLS_FILES[*]} into $dir/tls"
  chmod 600 "$dir/tls/server.key" # the server refuses a key others may read
  [ "$(id -u)" -eq 0 ] && chown -R postgres: "$dir/tls"
  cat >>"$dir/data/postgresql.conf" <<EOF_CONF
ssl = on
ssl_cert_file = '$dir/tls/server.crt'
ssl_key_file = '$dir/tls/server.key'
ssl_ca_file = '$dir/tls/ca.crt'
EOF_CONF
  cat >"$dir/data/pg_hba.conf" <<EOF_HBA
local all all trust
hostssl roster_clientcert all 127.0.0.1/32 trust clientcert=verify-full
hostssl all all 127.0.0.1/32 trust
EOF_HBA
}

cluster_start() { # DIR
  local dir=$1 attempt
  mkdir -p "$dir/socket" || fail "cannot create $dir"
  if [ "$(id -u)" -eq 0 ]; then
    chown -R postgres: "$dir"
    "${AS_OWNER[@]}" test -w "$dir/socket" \
      || fail "the postgres user cannot reach $dir (a parent folder is closed to it): use a folder under /tmp"
  fi
  if ! "${AS_OWNER[@]}" "$PG_BIN/initdb" -D "$dir/data" -U "$PG_USER" --auth=trust -E UTF8 --locale=C.UTF-8 >"$dir/initdb.log" 2>&1; then
    cat "$dir/initdb.log" >&2
    fail "initdb failed in $dir (see above)"
  fi
  [ ${#TLS_FILES[@]} -gt 0 ] && tls_setup "$dir"
  for attempt in 1 2 3; do # a free port may be taken between the check and the start
    free_port >"$dir/port"
    server_start "$dir" 2>"$dir/start-errors.log" && break
    [ "$attempt" -eq 3 ] && { cat "$dir/start-errors.log" >&2; fail "the PostgreSQL server did not start (see above)"; }
  done
  local port
  port=$(cat "$dir/port")
  if [ ${#TLS_FILES[@]} -gt 0 ]; then # over the socket: TCP takes only TLS
    for db in roster_test roster_clientcert; do
      "${AS_OWNER[@]}" "$PG_BIN/createdb" -h "$dir/socket" -p "$port" -U "$PG_USER" "$db" >"$dir/createdb.log" 2>&1 \
        || { cat "$dir/createdb.log" >&2; fail "createdb $db failed"; }
    done
  else
    "${AS_OWNER[@]}" "$PG_BIN/createdb" -h 127.0.0.1 -p "$port" -U "$PG_USER" roster_test >"$dir/createdb.log" 2>&1 \
      || { cat "$dir/createdb.log" >&2; fail "createdb roster_test failed"; }
  fi
  echo "postgres://$PG_USER@127.0.0.1:$port/roster_test" >"$dir/url"
}

server_stop() { # DIR
  "${AS_OWNER[@]}" "$PG_BIN/pg_ctl" -D "$1/data" -m fast -w -t 60 stop >/dev/null 2>&1
}

cluster_stop() { # DIR
  local dir=$1
  [ -d "$dir/data" ] && { server_stop "$dir" || "${AS_OWNER[@]}" "$PG_BIN/pg_ctl" -D "$dir/data" -m immediate stop >/dev/null 2>&1; }
  rm -rf "$dir"
}

find_binaries
case "${1:-}" in
  --start)
    [ -n "${2:-}" ] || fail "--start needs a folder"
    if [ $# -gt 2 ]; then
      [ "$3" = --tls ] && [ $# -eq 6 ] || fail "usage: scripts/with-postgres.sh --start DIR [--tls CERT KEY CA]"
      for file in "$4" "$5" "$6"; do [ -r "$file" ] || fail "--tls: cannot read $file"; done
      TLS_FILES=("$4" "$5" "$6")
    fi
    cluster_start "$2"; exit 0 ;;
  --pause)  [ -n "${2:-}" ] || fail "--pause needs a folder"; server_stop "$2" || fail "pg_ctl stop failed"; exit 0 ;;
  --resume) [ -n "${2:-}" ] || fail "--resume needs a folder"; server_start "$2" || exit 1; exit 0 ;;
  --stop)   [ -n "${2:-}" ] || fail "--stop needs a folder"; cluster_stop "$2"; exit 0 ;;
  "")       fail "usage: scripts/with-postgres.sh COMMAND [ARGUMENT…]" ;;
esac

# As root the cluster belongs to `postgres`, which must reach the folder: /tmp, whatever TMPDIR says.
parent=${TMPDIR:-/tmp}
[ "$(id -u)" -eq 0 ] && parent=/tmp
CLUSTER=$(mktemp -d "$parent/roster-postgres.XXXXXX") || fail "mktemp failed"
chmod 755 "$CLUSTER"
trap 'cluster_stop "$CLUSTER"' EXIT
trap 'exit 130' INT TERM
cluster_start "$CLUSTER"
export ROSTER_TEST_POSTGRES_URL
ROSTER_TEST_POSTGRES_URL=$(cat "$CLUSTER/url")
export ROSTER_TEST_POSTGRES_DATA=$CLUSTER
echo "with-postgres.sh: PostgreSQL $("$PG_BIN/pg_ctl" --version | awk '{print $3}') at $ROSTER_TEST_POSTGRES_URL"
"$@"
status=$?
exit $status
