#!/usr/bin/env bash
# make terminal-mutants: the mutation run of the terminal front. Breaks each binding of roster-tui
# in turn (`roster-tui-scenario --break-binding NAME`: the binding draws its first value for ever)
# and replays the scenarios on the front until one differs from its golden transcript
# (scripts/mutants.sh); prints `bindings caught: N/M`.
# The scenarios listed in Examples/RosterTerminal/Tests/scenarios-not-identical.txt, which differ
# with no binding broken, are left out of the replays (they would catch every mutant).
# Usage: scripts/terminal-mutants.sh [HARNESS [SCENARIO_DIR]]
set -uo pipefail
cd "$(dirname "$0")/.."
harness=${1:-.build/debug/roster-tui-scenario}
dir=$(cd "${2:-Tests/Scenarios}" && pwd)
known=Examples/RosterTerminal/Tests/scenarios-not-identical.txt
chosen=$(mktemp -d)
trap 'rm -rf "$chosen"' EXIT
# The scenarios' own folder's other files (fixtures) stay reachable by their relative paths.
for entry in "$dir"/*; do
  case "$entry" in *.scenario | *.transcript) continue ;; esac
  ln -s "$entry" "$chosen/"
done
for scenario in "$dir"/*.scenario; do
  name=$(basename "${scenario%.scenario}")
  awk -v n="$name" '$1 == n { found = 1 } END { exit !found }' "$known" && continue
  [ -f "$dir/$name.transcript" ] || continue
  ln -s "$scenario" "$chosen/"
  ln -s "$dir/$name.transcript" "$chosen/"
done
MUTANTS_HEADLESS=1 ./scripts/mutants.sh "$harness" "$chosen"
