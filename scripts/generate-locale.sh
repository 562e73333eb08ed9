#!/usr/bin/env bash
# Generates the glibc locales named as arguments (e.g. de_DE.UTF-8) when `locale -a`
# lacks them: the German tests need de_DE.UTF-8 for gettext to pick the German catalog.
# Needs Debian's `locales` package (make test-deps installs it); uses sudo when not root.
set -euo pipefail
sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"
for name in "$@"; do
  # `locale -a` spells de_DE.UTF-8 as de_DE.utf8.
  short=$(echo "$name" | sed 's/\.UTF-8$/.utf8/')
  locale -a 2>/dev/null | grep -qx "$short" && continue
  if ! grep -q "^$name UTF-8" /etc/locale.gen 2>/dev/null; then
    if grep -q "^# *$name UTF-8" /etc/locale.gen 2>/dev/null; then
      $sudo sed -i "s/^# *\($name UTF-8\)/\1/" /etc/locale.gen
    else
      echo "$name UTF-8" | $sudo tee -a /etc/locale.gen >/dev/null
    fi
  fi
  echo "Generating locale $name"
  $sudo locale-gen >/dev/null
done
