#!/usr/bin/env bash
# make mutants: proves that every binding of the window is checked by some scenario.
#
# For each binding `roster-scenario --list-bindings` names, replays the scenarios of
# Tests/Scenarios on the real GTK window with that binding broken (`--break-binding`:
# its updates after bind time are dropped, the widget keeps a stale value) and stops
# at the first scenario that fails or whose transcript differs from its golden file.
# Prints each binding with the scenario that caught it, then `bindings caught: N/M`
# and the bindings no scenario catches; exits 1 when some binding is not caught.
#
# Needs a display (run it under xvfb-run, as `make mutants` does), unless MUTANTS_HEADLESS=1.
# Usage: scripts/mutants.sh [HARNESS [SCENARIO_DIR]]   (MUTANT_JOBS=2 replays two bindings at once)
set -uo pipefail
cd "$(dirname "$0")/.."
harness=${1:-.build/debug/roster-scenario}
dir=${2:-Tests/Scenarios}
jobs=${MUTANT_JOBS:-2}
# A replay that does not end within this many seconds counts as failed (a broken binding may stall a wait).
limit=${MUTANT_TIMEOUT:-60}
start=$(date +%s)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

[ -x "$harness" ] || { echo "mutants: $harness is not built (swift build)" >&2; exit 2; }
# A harness that draws no window (the terminal front's, roster-tui-scenario) sets MUTANTS_HEADLESS=1.
[ -n "${DISPLAY:-}" ] || [ "${MUTANTS_HEADLESS:-}" = 1 ] || { echo "mutants: no display (run under xvfb-run)" >&2; exit 2; }

# Replays one scenario (with the binding $2 broken, if given): 0 when it passes with the golden transcript.
replay() {
  local scenario=$1 binding=${2:-} out
  out=$(mktemp -p "$work")
  if [ -n "$binding" ]; then
    timeout "$limit" "$harness" --break-binding "$binding" "$scenario" > "$out" 2>/dev/null
  else
    timeout "$limit" "$harness" "$scenario" > "$out" 2>"$out.err"
  fi
  local status=$?
  if [ $status -eq 0 ] && cmp -s "$out" "${scenario%.scenario}.transcript"; then rm -f "$out" "$out.err"; return 0; fi
  [ -z "$binding" ] && { echo "mutants: $scenario fails with no binding broken:" >&2; cat "$out.err" >&2; diff -u "${scenario%.scenario}.transcript" "$out" | head -40 >&2; }
  rm -f "$out" "$out.err"
  return 1
}

# Baseline: a scenario that fails with no binding broken would make every mutant look
# caught: it is left out (and the run fails). The cheapest scenarios are tried first.
: > "$work/order"
unfit=()
for scenario in "$dir"/*.scenario; do
  t0=$(date +%s%N)
  # A replay that settles too early on a loaded machine can fail once: two more tries.
  replay "$scenario" 2>/dev/null || replay "$scenario" 2>/dev/null || replay "$scenario" || { unfit+=("$(basename "${scenario%.scenario}")"); continue; }
  echo "$(( ($(date +%s%N) - t0) / 1000000 )) $scenario" >> "$work/order"
done
sort -n "$work/order" | cut -d' ' -f2- > "$work/scenarios"

# One binding: the first scenario that catches it, or nothing.
mutate() {
  local binding=$1 scenario
  while read -r scenario; do
    # Caught only when the difference repeats (not a one-off timing failure).
    if ! replay "$scenario" "$binding" && ! replay "$scenario" "$binding"; then
      echo "$(basename "${scenario%.scenario}")" > "$work/caught.$binding"
      return
    fi
  done < "$work/scenarios"
  : > "$work/missed.$binding"
}
export -f replay mutate
export harness limit work

names=$("$harness" --list-bindings) || exit 2
printf '%s\n' $names | xargs -P "$jobs" -I{} bash -c 'mutate "$1"' _ {}

caught=0 total=0 missed=()
for binding in $names; do
  total=$((total + 1))
  if [ -f "$work/caught.$binding" ]; then
    caught=$((caught + 1))
    printf 'caught  %-28s by %s\n' "$binding" "$(cat "$work/caught.$binding")"
  else
    missed+=("$binding")
    printf 'MISSED  %s\n' "$binding"
  fi
done
echo "bindings caught: $caught/$total"
[ ${#missed[@]} -eq 0 ] || echo "not caught by any scenario: ${missed[*]}"
echo "mutants: $(( $(date +%s) - start )) s ($(wc -l < "$work/scenarios") scenarios, $jobs jobs)"
if [ ${#unfit[@]} -gt 0 ]; then
  echo "left out, failing with no binding broken (fix them first: make scenarios): ${unfit[*]}"
  exit 1
fi
[ "$caught" -eq "$total" ]
