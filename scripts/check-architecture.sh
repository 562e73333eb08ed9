#!/usr/bin/env bash
# Fails when a module depends on what the architecture forbids (ARCHITECTURE.md): the core
# and the view models know no engine (no GRDB, no PostgreSQL driver, no sample data), the views
# and the headless front reach the data only through the core's store protocols, only the
# composition roots pick an engine, and no shipping library nor the app links the test code
# (RosterTesting, RosterGtkScenarios). Reads the target graph SwiftPM resolves (`swift package describe`).
set -euo pipefail
cd "$(dirname "$0")/.."
command -v python3 >/dev/null || { echo "check-architecture: python3 is missing (make test-deps installs it)" >&2; exit 1; }
swift package describe --type json 2>/dev/null | python3 -c '
import json, sys
targets = {t["name"]: t for t in json.load(sys.stdin)["targets"]}
def closure(name, seen=None):
    seen = set() if seen is None else seen
    target = targets.get(name, {})
    for dep in target.get("target_dependencies", []) + target.get("product_dependencies", []):
        if dep not in seen:
            seen.add(dep)
            closure(dep, seen)
    return seen
engines = {"GRDB", "PostgresNIO", "RosterSQLite", "RosterPostgres", "RosterREST", "RosterEngines", "RosterSampleData"}
# The test code: the scenario machinery and the in-memory store (RosterTesting), the GTK driver.
testing = {"RosterTesting", "RosterGtkScenarios"}
gtk = {"RosterGtk", "GtkKit", "CGtk", "CAdw"}
# module: what it must never reach, directly or through another module
forbidden = {
    "RosterModel": engines | testing | {"RosterSearch", "RosterViewModels", "GtkKit", "CGtk"},
    # The view models own the session-state protocol; its file implementation is below the roots.
    "RosterViewModels": engines | testing | {"GtkKit", "CGtk", "CAdw", "RosterSessionFile"},
    # The search engine knows the model, nothing above it and no engine.
    "RosterSearch": engines | testing | {"RosterViewModels", "RosterGtk", "RosterHeadless", "GtkKit", "CGtk", "CAdw"},
    # The session state on disk implements SessionStateStore (the view models own it): no GTK, no engine.
    "RosterSessionFile": engines | testing | {"RosterGtk", "RosterHeadless", "GtkKit", "CGtk", "CAdw"},
    "RosterGtk": engines | testing | {"RosterSessionFile"},
    "GtkKit": testing | {"RosterModel", "RosterViewModels"},
    # The keyring kit (libsecret) knows nothing of Roster, as GtkKit.
    "SecretKeyring": engines | testing | gtk | {"RosterModel", "RosterViewModels", "RosterSearch", "RosterLaunch"},
    "RosterHeadless": engines | testing,
    # Test code for every front: the sample team seeds its store, but no engine and no GTK.
    "RosterTesting": (engines - {"RosterSampleData"}) | gtk | {"RosterGtkScenarios", "RosterHeadless"},
    # How every front starts (locale, command line, directory): no toolkit, no test code.
    "RosterLaunch": testing | gtk,
    # The app that ships: no scenario runner, no fault injection.
    "roster": testing,
}
failed = False
for module, banned in forbidden.items():
    reached = closure(module) & banned
    if reached:
        failed = True
        print(f"check-architecture: {module} depends on {sorted(reached)}, which it must not", file=sys.stderr)
    else:
        print(f"check-architecture: {module}: ok ({len(closure(module))} modules below it, none forbidden)")
sys.exit(1 if failed else 0)
'
# The views see view models only: no view file imports the model or a C module, though
# both are below RosterGtk in the graph (through RosterViewModels and GtkKit).
leaks=$(grep -rlE '^(@testable |package |public )?import (RosterModel|RosterSearch|C[A-Z][A-Za-z]*)$' Sources/RosterGtk || true)
if [ -n "$leaks" ]; then
  echo "check-architecture: views import the model or a C module: $leaks" >&2
  exit 1
fi
echo "check-architecture: RosterGtk's files import only GtkKit, the view models and Foundation: ok"
# The shipping libraries and the app import no test code, not even a module the build happens to
# have made (SwiftPM does not stop an undeclared import of a module built before).
shipping="Sources/RosterLaunch Sources/RosterModel Sources/RosterSearch Sources/RosterViewModels Sources/RosterSessionFile Sources/RosterHeadless Sources/RosterGtk Sources/GtkKit Sources/roster"
leaks=$(grep -rlE '^(@testable |package |public )?import (RosterTesting|RosterGtkScenarios)$' $shipping || true)
if [ -n "$leaks" ]; then
  echo "check-architecture: shipping code imports the test code (RosterTesting, RosterGtkScenarios): $leaks" >&2
  exit 1
fi
echo "check-architecture: the shipping libraries and roster import no test code: ok"
# A file past 400 lines is a sign that logic wants a home of its own (HACKING.md): none in Sources.
long=$(find Sources -name '*.swift' -exec awk 'END { if (NR > 400) print FILENAME " (" NR " lines)" }' {} \;)
if [ -n "$long" ]; then
  echo "check-architecture: Swift files over 400 lines: $long" >&2
  exit 1
fi
echo "check-architecture: no Swift file in Sources is over 400 lines: ok"
