#!/usr/bin/env bash
# make terminal-scenarios: replays every scenario of Tests/Scenarios on the terminal front
# (roster-tui-scenario: keys and clicks into roster-tui's key handler, the transcript read off an
# off-screen ncurses screen) and compares each transcript with its golden file, byte for byte.
# Every scenario must give its golden transcript: the run fails at the first that does not.
# Usage: scripts/terminal-scenarios.sh [HARNESS [SCENARIO_DIR]]
set -uo pipefail
cd "$(dirname "$0")/.."
harness=${1:-.build/debug/roster-tui-scenario}
dir=${2:-Tests/Scenarios}
[ -x "$harness" ] || { echo "terminal-scenarios: $harness is not built (make terminal)" >&2; exit 2; }
out=$(mktemp)
trap 'rm -f "$out" "$out.err"' EXIT
status=0 identical=0 total=0
for scenario in "$dir"/*.scenario; do
  name=$(basename "${scenario%.scenario}")
  total=$((total + 1))
  if timeout 120 "$harness" "$scenario" > "$out" 2>"$out.err" && cmp -s "$out" "${scenario%.scenario}.transcript"; then
    identical=$((identical + 1))
    echo "ok     $name"
  else
    echo "FAILED $name"; status=1
    cat "$out.err" >&2
    diff -u "${scenario%.scenario}.transcript" "$out" | head -40 >&2
  fi
done
echo "terminal front: $identical of $total scenarios give the golden transcript"
exit $status
