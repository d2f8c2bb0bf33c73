#!/usr/bin/env bash
# Starts Beadbox from a package (the .deb, or the .tar.gz unpacked anywhere): the same start as
# the clone's ./beadbox, on the Java runtime inside the package, with no build step.
#
#   beadbox                 the window (or, with no display, a short help and the games)
#   beadbox --ui console    play in the terminal
#   beadbox COMMAND ...     a headless command: games, players, perft, replay, match, bench, help
#
# BEADBOX_HOME moves the Beadbox folder (default ~/.beadbox, as for ./beadbox, so games carry
# over); BEADBOX_JAVA_OPTS adds JVM options.
set -euo pipefail

top="$(cd "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")/.." && pwd)"  # also through /usr/bin/beadbox
java="$top/lib/runtime/bin/java"
app="$top/lib/app"
jar="$app/beadbox-launcher.jar"
archive="$app/beadbox.jsa"

if [[ ! -x "$java" || ! -f "$jar" ]]; then
  echo "beadbox: this package is incomplete ($java or $jar is missing): unpack or install it again" >&2
  exit 1
fi

# Class data sharing, as ./beadbox does: one quiet run records the classes a start loads. The
# archive holds the launcher jar's path, so it is remade when the folder moved (beadbox.jsa.where
# says where it was made). The .deb makes it at install time; an unpacked .tar.gz on its first
# run. A folder the user cannot write (an installed package) is left alone.
archive_classes() {
  [[ -w "$app" ]] || return 0
  rm -f "$archive" "$archive.where"
  "$java" "${java_opts[@]}" -XX:TieredStopAtLevel=1 -XX:+UseSerialGC "-XX:ArchiveClassesAtExit=$archive.tmp" \
    -jar "$jar" games </dev/null >/dev/null 2>&1 || true
  if [[ -s "$archive.tmp" ]]; then
    mv -f "$archive.tmp" "$archive"
    printf '%s\n' "$app" >"$archive.where"
  else
    rm -f "$archive.tmp"
  fi
}

java_opts=(-XX:-UsePerfData -Xshare:auto -Xlog:disable -Xlog:all=error:stderr)

if [[ ! -f "$archive" || "$(cat "$archive.where" 2>/dev/null)" != "$app" ]]; then
  archive_classes
fi

# The same choice of compiler and collector as ./beadbox (see there for the figures behind it).
case "${1:-}" in
  games | players | help | replay | --help | -h) java_opts+=(-XX:TieredStopAtLevel=1 -XX:+UseSerialGC) ;;
  *) java_opts+=(-XX:+UseG1GC) ;;
esac
if [[ -f "$archive" ]]; then
  java_opts+=("-XX:SharedArchiveFile=$archive")
fi

# The name this script was started by, for the commands Beadbox's messages tell the person to
# type: beadbox when the .deb's link on the PATH led here, else the path typed (an unpacked
# .tar.gz's beadbox/bin/beadbox), as in the clone's ./beadbox.
started_as="$0"
if [[ "$started_as" != */* || "$(command -v -- "${started_as##*/}" 2>/dev/null)" == "$started_as" ]]; then
  started_as="${started_as##*/}"
fi
java_opts+=("-Dbeadbox.command=$started_as")

# shellcheck disable=SC2086
exec "$java" "${java_opts[@]}" ${BEADBOX_JAVA_OPTS:-} -jar "$jar" "$@"
