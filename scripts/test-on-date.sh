#!/bin/sh
# Runs vitest as if the machine's clock read another date and time (UTC), with Debian's faketime:
#   scripts/test-on-date.sh '2027-01-01 02:30:00' --project unit --project web
# Tests take "now" from a fixed clock (tests/support/test-clock.ts), so no answer may change with the date.
# - Only vitest's workers live at that date. Its main process runs the global setup, which drops template databases
#   whose names say they are over a day old: at a date ahead it would drop the templates of other runs on the same
#   PostgreSQL. It runs through a link named vitest-main, and libfaketime fakes only the processes named node, and
#   openssl (the push tests' certificate, valid for a day, must be made at the date their TLS checks it against).
# - Chromium gets a faketime of its own: libfaketime's per-command mode breaks the clock of Chromium's crash handler
#   (it does not start), and with the real monotonic clock (FAKETIME_DONT_FAKE_MONOTONIC) it takes ~25 s to start.
# - PostgreSQL keeps the real time.
set -eu
[ $# -ge 1 ] || { echo "usage: $0 'YYYY-MM-DD HH:MM:SS' [vitest run arguments]" >&2; exit 2; }
command -v faketime >/dev/null || { echo "$0 needs faketime (apt-get install faketime)" >&2; exit 2; }
at=$1
shift
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
ln -s "$(readlink -f "$(command -v node)")" "$dir/vitest-main"
cat > "$dir/chromium" <<EOF
#!/bin/sh
exec env -u LD_PRELOAD -u FAKETIME -u FAKETIME_ONLY_CMDS -u FAKETIME_DONT_FAKE_MONOTONIC faketime '$at' '${CHROMIUM_PATH:-/usr/bin/chromium}' "\$@"
EOF
chmod +x "$dir/chromium"
status=0
CHROMIUM_PATH="$dir/chromium" FAKETIME_ONLY_CMDS=node,openssl FAKETIME_DONT_FAKE_MONOTONIC=1 \
  faketime "$at" "$dir/vitest-main" node_modules/vitest/vitest.mjs run "$@" || status=$?
exit "$status"
