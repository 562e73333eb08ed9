#!/usr/bin/env bash
# make terminal-scenarios: replays every scenario of Tests/Scenarios on the terminal front
# (roster-tui-scenario: keys and clicks into roster-tui's key handler, the transcript read off an
# off-screen ncurses screen) and compares each transcript with its golden file, byte for byte.
#
# The scenarios listed in Examples/RosterTerminal/Tests/scenarios-not-identical.txt (each with
# its reason) are known to differ: they are replayed and reported, never silently skipped, and
# the run fails when one of them has become identical (so that the list only shrinks).
# Usage: scripts/terminal-scenarios.sh [HARNESS [SCENARIO_DIR]]
set -uo pipefail
cd "$(dirname "$0")/.."
harness=${1:-.build/debug/roster-tui-scenario}
dir=${2:-Tests/Scenarios}
known=Examples/RosterTerminal/Tests/scenarios-not-identical.txt
[ -x "$harness" ] || { echo "terminal-scenarios: $harness is not built (make terminal)" >&2; exit 2; }
out=$(mktemp)
trap 'rm -f "$out"' EXIT
status=0 identical=0 total=0
for scenario in "$dir"/*.scenario; do
  name=$(basename "${scenario%.scenario}")
  total=$((total + 1))
  reason=$(awk -v n="$name" '$1 == n { $1 = ""; sub(/^ +/, ""); print }' "$known")
  if timeout 120 "$harness" "$scenario" > "$out" 2>"$out.err" && cmp -s "$out" "${scenario%.scenario}.transcript"; then
    identical=$((identical + 1))
    if [ -n "$reason" ]; then
      echo "NOW OK $name: identical now, delete its line from $known"; status=1
    else
      echo "ok     $name"
    fi
  elif [ -n "$reason" ]; then
    echo "known  $name: $reason"
  else
    echo "FAILED $name"; status=1
    cat "$out.err" >&2
    diff -u "${scenario%.scenario}.transcript" "$out" | head -40 >&2
  fi
  rm -f "$out.err"
done
echo "terminal front: $identical of $total scenarios give the golden transcript"
exit $status
