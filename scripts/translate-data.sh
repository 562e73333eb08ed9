#!/usr/bin/env bash
# Writes the desktop entry and the AppStream metainfo, translated, into OUTDIR: msgfmt merges
# every catalog po/LINGUAS lists into data/io.github.rosterteam.Roster.desktop.in
# (Name[de]=…) and data/io.github.rosterteam.Roster.metainfo.xml.in (xml:lang="de"), as
# GNOME apps' builds do. scripts/xgettext.sh extracts their strings into po/roster.pot.
# Needs gettext's msgfmt (and its ITS rules for metainfo, /usr/share/gettext/its).
#
# Usage: scripts/translate-data.sh OUTDIR
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:?usage: scripts/translate-data.sh OUTDIR}
app=io.github.rosterteam.Roster
command -v msgfmt >/dev/null || { echo "translate-data: msgfmt is missing: install Debian's gettext package" >&2; exit 1; }
mkdir -p "$out"
msgfmt --desktop --template="data/$app.desktop.in" -d po -o "$out/$app.desktop"
msgfmt --xml --template="data/$app.metainfo.xml.in" -d po -o "$out/$app.metainfo.xml"
