#!/usr/bin/env bash
# Installs Roster, or with --uninstall removes it again: the executables with their
# resources, the desktop entry and AppStream metainfo (translated: scripts/translate-data.sh),
# icons, GSettings schema, and what GNOME Shell's search needs: the search provider and the
# D-Bus service that starts Roster for it (`roster --gapplication-service`).
#
# Usage: scripts/install.sh [--uninstall] BINDIR [TUI_BINDIR]
#   BINDIR   where `swift build` put roster, roster-cli and their resource bundles
#            (Roster_RosterSampleData.resources; Roster_RosterViewModels.resources, the translations;
#            Roster_RosterGtk.resources, the window's style.css)
#   TUI_BINDIR  where `swift build --package-path Examples/RosterTerminal` put roster-tui, the
#            terminal front (it uses the same resource bundles as roster); none: not installed.
#            `make install` builds it in this package's .build, so there it is BINDIR again
#   PREFIX   where to install (default /usr/local); DESTDIR is prepended to every path (staging)
#
# The executables live in PREFIX/lib/roster beside their resource bundle (Foundation finds
# it next to the real executable) and are linked from PREFIX/bin.
set -euo pipefail
cd "$(dirname "$0")/.."
uninstall=false
if [ "${1:-}" = "--uninstall" ]; then uninstall=true; shift; fi
bindir=${1:?usage: scripts/install.sh [--uninstall] BINDIR [TUI_BINDIR]}
tui_bindir=${2:-}
prefix=${PREFIX:-/usr/local}
root="${DESTDIR:-}$prefix"
app=io.github.rosterteam.Roster
bundles=(Roster_RosterSampleData.resources Roster_RosterViewModels.resources Roster_RosterGtk.resources)

files=(
  "lib/roster/roster" "lib/roster/roster-cli" "bin/roster" "bin/roster-cli"
  "lib/roster/roster-tui" "bin/roster-tui"
  "share/applications/$app.desktop"
  "share/metainfo/$app.metainfo.xml"
  "share/icons/hicolor/scalable/apps/$app.svg"
  "share/icons/hicolor/symbolic/apps/$app-symbolic.svg"
  "share/glib-2.0/schemas/$app.gschema.xml"
  "share/gnome-shell/search-providers/$app.search-provider.ini"
  "share/dbus-1/services/$app.service"
)

if $uninstall; then
  for file in "${files[@]}"; do rm -f "$root/$file"; done
  for bundle in "${bundles[@]}"; do rm -rf "$root/lib/roster/$bundle"; done
  rmdir "$root/lib/roster" 2>/dev/null || true
else
  for executable in roster roster-cli; do
    [ -x "$bindir/$executable" ] || { echo "install: $bindir/$executable is not built" >&2; exit 1; }
    install -Dm755 "$bindir/$executable" "$root/lib/roster/$executable"
    mkdir -p "$root/bin"
    ln -sf "../lib/roster/$executable" "$root/bin/$executable"
  done
  if [ -n "$tui_bindir" ]; then
    [ -x "$tui_bindir/roster-tui" ] || { echo "install: $tui_bindir/roster-tui is not built" >&2; exit 1; }
    install -Dm755 "$tui_bindir/roster-tui" "$root/lib/roster/roster-tui"
    ln -sf "../lib/roster/roster-tui" "$root/bin/roster-tui"
  fi
  for bundle in "${bundles[@]}"; do
    rm -rf "$root/lib/roster/$bundle"
    cp -R "$bindir/$bundle" "$root/lib/roster/$bundle"
  done
  translated=$(mktemp -d); trap 'rm -rf "$translated"' EXIT
  ./scripts/translate-data.sh "$translated"
  install -Dm644 "$translated/$app.desktop" "$root/share/applications/$app.desktop"
  install -Dm644 "$translated/$app.metainfo.xml" "$root/share/metainfo/$app.metainfo.xml"
  install -Dm644 "data/$app.search-provider.ini" "$root/share/gnome-shell/search-providers/$app.search-provider.ini"
  # D-Bus starts the installed roster (PREFIX, not the staging DESTDIR) when the Shell searches.
  sed "s|@bindir@|$prefix/bin|" "data/$app.service.in" > "$translated/$app.service"
  install -Dm644 "$translated/$app.service" "$root/share/dbus-1/services/$app.service"
  install -Dm644 "data/icons/$app.svg" "$root/share/icons/hicolor/scalable/apps/$app.svg"
  install -Dm644 "data/icons/$app-symbolic.svg" "$root/share/icons/hicolor/symbolic/apps/$app-symbolic.svg"
  install -Dm644 "data/$app.gschema.xml" "$root/share/glib-2.0/schemas/$app.gschema.xml"
fi

# On the live system (no staging), refresh what the desktop reads.
if [ -z "${DESTDIR:-}" ]; then
  glib-compile-schemas "$root/share/glib-2.0/schemas" 2>/dev/null || true
  gtk-update-icon-cache -q -t -f "$root/share/icons/hicolor" 2>/dev/null || true
  update-desktop-database -q "$root/share/applications" 2>/dev/null || true
fi
