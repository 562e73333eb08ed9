#!/usr/bin/env bash
# Extracts the translatable strings of the files po/POTFILES lists into OUTPUT (a .pot).
#
# xgettext has no Swift parser; its C scanner finds the L10n.tr("…") and
# L10n.trn("…", "…", n) calls. Locations are files only (no line numbers), so the
# template changes only when strings do. Swift's multi-line """ literals (help texts,
# never marked) make the C scanner warn about unterminated strings: those warnings
# are dropped, every other message is kept, and xgettext's exit status is returned.
#
# The desktop entry and the metainfo (data/*.in, merged back by scripts/translate-data.sh)
# are added after the sources, by xgettext's own Desktop and ITS (metainfo) readers.
#
# Usage: scripts/xgettext.sh OUTPUT
set -euo pipefail
cd "$(dirname "$0")/.."
output=${1:?usage: scripts/xgettext.sh OUTPUT}
status=0
xgettext --language=C --from-code=UTF-8 --keyword= --keyword=tr --keyword=trn:1,2 \
  --add-comments=TRANSLATORS: --add-location=file --package-name=Roster \
  --msgid-bugs-address=https://github.com/rosterteam/roster/issues \
  --files-from=po/POTFILES --output="$output" 2>"$output.log" || status=$?
xgettext --join-existing --from-code=UTF-8 --add-comments=TRANSLATORS: --add-location=file --package-name=Roster \
  --msgid-bugs-address=https://github.com/rosterteam/roster/issues \
  --output="$output" data/io.github.rosterteam.Roster.desktop.in data/io.github.rosterteam.Roster.metainfo.xml.in \
  2>>"$output.log" || status=$?
grep -vE 'warning: unterminated (string literal|character constant)' "$output.log" >&2 || true
rm -f "$output.log"
exit $status
