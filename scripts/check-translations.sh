#!/usr/bin/env bash
# Fails when po/roster.pot is stale (the sources' strings changed: run `make pot`), when a
# po/LANG.po leaves a message untranslated or fuzzy, or when its compiled roster.mo in the
# view models' bundle differs from what msgfmt makes of it (run `make mo`).
# Needs gettext (xgettext, msgfmt), which `make test-deps` installs.
set -euo pipefail
cd "$(dirname "$0")/.."
command -v xgettext >/dev/null && command -v msgfmt >/dev/null \
  || { echo "po-check: xgettext and msgfmt are missing: install Debian's gettext package (make test-deps)" >&2; exit 1; }
locale_dir=$(make -s --no-print-directory -f Makefile print-locale-dir)
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
status=0
# Every source file that marks strings must be listed (Translations.swift only defines the marks).
unlisted=$(comm -23 <(grep -rl 'L10n\.trn\?(' Sources --include='*.swift' | grep -v '/Translations.swift$' | sort) \
                    <(grep -v '^#' po/POTFILES | sort))
if [ -n "$unlisted" ]; then
  echo "po-check: files with L10n.tr strings missing from po/POTFILES:" $unlisted >&2
  status=1
fi
./scripts/xgettext.sh "$tmp/roster.pot"
if ! diff -u <(grep -v '^"POT-Creation-Date:' po/roster.pot) <(grep -v '^"POT-Creation-Date:' "$tmp/roster.pot") >"$tmp/pot.diff"; then
  echo "po-check: po/roster.pot is out of date with the sources; run \`make pot\`:" >&2
  head -40 "$tmp/pot.diff" >&2
  status=1
fi
for po in po/*.po; do
  lang=$(basename "$po" .po)
  stats=$(LC_ALL=C msgfmt --check --statistics -o "$tmp/$lang.mo" "$po" 2>&1)
  if echo "$stats" | grep -qE "untranslated|fuzzy"; then
    echo "po-check: $po is incomplete: $stats" >&2; status=1
  fi
  # Every msgid of the template must be in the catalog (msgmerge adds missing ones as untranslated).
  missing=$(msgcmp --use-untranslated "$po" po/roster.pot 2>&1 || true)
  if [ -n "$missing" ]; then echo "po-check: $po lacks messages of roster.pot; run \`make pot\`: $missing" >&2; status=1; fi
  if ! cmp -s "$tmp/$lang.mo" "$locale_dir/$lang/LC_MESSAGES/roster.mo"; then
    echo "po-check: $locale_dir/$lang/LC_MESSAGES/roster.mo is not compiled from $po; run \`make mo\`" >&2; status=1
  fi
  echo "po-check: $po: $stats"
done
exit $status
