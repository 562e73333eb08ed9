#!/usr/bin/env bash
# make terminal-mutants: the mutation run of the terminal front. Breaks each binding of roster-tui
# in turn (`roster-tui-scenario --break-binding NAME`: the binding draws its first value for ever)
# and replays the scenarios on the front until one differs from its golden transcript
# (scripts/mutants.sh); prints `bindings caught: N/M`.
# Usage: scripts/terminal-mutants.sh [HARNESS [SCENARIO_DIR]]
set -uo pipefail
cd "$(dirname "$0")/.."
MUTANTS_HEADLESS=1 exec ./scripts/mutants.sh "${1:-.build/debug/roster-tui-scenario}" "${2:-Tests/Scenarios}"
