#!/usr/bin/env bash
# Screenshot of the Roster window on a throwaway copy of the default data.
# Usage: screenshot.sh ROSTER_BINARY OUTPUT.png [extra roster arguments]
set -euo pipefail
binary=$1; output=$2; shift 2
data=$(mktemp -d)
trap 'rm -rf "$data"' EXIT
XDG_DATA_HOME="$data" XDG_STATE_HOME="$data/state" xvfb-run -a -s "-screen 0 1100x760x24" bash -c '
  "$0" "${@:2}" & app=$!
  sleep 3
  import -window root -crop 1044x724+0+0 "$1"
  kill $app' "$binary" "$output" "$@"
echo "wrote $output"
