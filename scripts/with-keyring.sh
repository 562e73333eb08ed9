#!/usr/bin/env bash
# Runs COMMAND… on a private D-Bus session bus where an unlocked GNOME Keyring answers as the
# Secret Service, then stops both:
#
#   scripts/with-keyring.sh COMMAND [ARGUMENT…]
#
# dbus-run-session gives the bus; gnome-keyring-daemon (secrets component only) keeps its keyrings
# in a new temporary folder and unlocks (making it, the first time) its login keyring with a known
# password. For COMMAND:
#   ROSTER_TEST_KEYRING   the folder of the keyring (data/keyrings/login.keyring)
# The user's own keyring and session bus are never touched. The exit status is COMMAND's.
# Debian's packages: dbus (dbus-run-session, dbus-send) and gnome-keyring (make test-deps).
set -uo pipefail

fail() { echo "with-keyring.sh: $*" >&2; exit 1; }

[ $# -gt 0 ] || fail "usage: scripts/with-keyring.sh COMMAND [ARGUMENT…]"
if [ -z "${ROSTER_KEYRING_BUS:-}" ]; then
  command -v dbus-run-session >/dev/null || fail "dbus-run-session is missing: install Debian's dbus package (make test-deps)"
  command -v gnome-keyring-daemon >/dev/null || fail "gnome-keyring-daemon is missing: install Debian's gnome-keyring package (make test-deps)"
  exec env ROSTER_KEYRING_BUS=1 dbus-run-session -- "$0" "$@"
fi

# On the private bus now.
KEYRING=$(mktemp -d "${TMPDIR:-/tmp}/roster-keyring.XXXXXX") || fail "mktemp failed"
mkdir -p "$KEYRING/data" "$KEYRING/runtime" && chmod 700 "$KEYRING/runtime"
printf '%s' "roster-test-keyring" | XDG_DATA_HOME=$KEYRING/data XDG_RUNTIME_DIR=$KEYRING/runtime \
  gnome-keyring-daemon --foreground --unlock --components=secrets >"$KEYRING/daemon.log" 2>&1 &
DAEMON=$!
trap 'kill "$DAEMON" 2>/dev/null; wait "$DAEMON" 2>/dev/null; rm -rf "$KEYRING"' EXIT
trap 'exit 130' INT TERM

owned() {
  dbus-send --session --print-reply --dest=org.freedesktop.DBus /org/freedesktop/DBus \
    org.freedesktop.DBus.NameHasOwner string:org.freedesktop.secrets 2>/dev/null | grep -q "boolean true"
}
for _ in $(seq 1 100); do
  owned && break
  kill -0 "$DAEMON" 2>/dev/null || { cat "$KEYRING/daemon.log" >&2; fail "gnome-keyring-daemon stopped (see above)"; }
  sleep 0.1
done
owned || { cat "$KEYRING/daemon.log" >&2; fail "gnome-keyring-daemon did not take the Secret Service's name on the bus"; }

export ROSTER_TEST_KEYRING=$KEYRING
unset ROSTER_KEYRING_BUS
echo "with-keyring.sh: GNOME Keyring on a private session bus ($DBUS_SESSION_BUS_ADDRESS)"
"$@"
