#!/bin/sh
# The journeys' browser: Debian's headless shell (Chromium's own headless build, without the
# full browser's window and UI machinery: a quarter less CPU a journey than `chromium --headless`).
#
# Run as root, Chromium raises its browser, compositor and IO threads to nice -8, some six times
# a normal thread's share of a core, ahead of the static checks, the server suite and the journeys'
# own servers on the two cores npm test keeps full (Lint took 773 s so against 599 s without).
# Without CAP_SYS_NICE its threads keep the nice level of everything else; setpriv drops it (a
# non-root user has no such capability to drop).
browser=/usr/bin/chromium-headless-shell
if [ "$(id -u)" = 0 ]; then
  exec setpriv --bounding-set -sys_nice --inh-caps -sys_nice "$browser" "$@"
fi
exec "$browser" "$@"
