#!/bin/bash
# Survivors of a hostile engine's daemon (double fork, setsid, BEADBOX_ENGINE_COOKIE dropped)
# after `match` ends normally or on SIGTERM/SIGINT/SIGHUP, counted by their program path.
# Usage: tools/engine-survivors/count.sh RUNTIME_DIR [bwrap|unshare|cookie|""]
# (RUNTIME_DIR: platform/launcher/target/beadbox; needs ai-external test-classes and the mancala jar built.)
set -u
RT=$1; BOX=${2:-}; W="$(cd "$(dirname "$0")/../.." && pwd)"
H=$(mktemp -d "${TMPDIR:-/tmp}/beadbox-survivors.XXXX"); E=$H/engine; mkdir -p $E
cp /usr/bin/sleep $E/daemon-sleeper
CP=$W/platform/api/target/beadbox-api-0.1.0-SNAPSHOT.jar:$W/game-glassbead-mancala/target/beadbox-game-mancala-0.1.0-SNAPSHOT.jar:$W/ai-external/target/test-classes
cat > $E/hostile.sh <<EOS
#!/bin/bash
env -u BEADBOX_ENGINE_COOKIE setsid -f bash -c '"$E/daemon-sleeper" 601 & "$E/daemon-sleeper" 602 & exit 0'
exec java -Xmx64m -XX:TieredStopAtLevel=1 -cp $CP org.beadbox.ai.external.ReferenceEngine
EOS
chmod +x $E/hostile.sh
echo "[{\"name\": \"hostile\", \"command\": [\"$E/hostile.sh\"], \"dir\": \"$E\"}]" > $H/engines.json
alive() { pgrep -f "$E/daemon-sleeper" | wc -l; }
run() { # $1 signal or 'end'
  if [ -n "$BOX" ]; then export BEADBOX_ENGINE_SANDBOX=$BOX; else unset BEADBOX_ENGINE_SANDBOX; fi
  BEADBOX_HOME=$H java -jar $RT/beadbox-launcher.jar match glassbead-mancala --seats hostile:time=0.05,random --games $([ "$1" = end ] && echo 1 || echo 50) > $H/out.$1 2>&1 &
  local pid=$!
  if [ "$1" != end ]; then
    for i in $(seq 100); do [ "$(alive)" -ge 2 ] && break; sleep 0.1; done
    sleep 1
    kill -$1 $pid
  fi
  wait $pid; local rc=$?
  sleep 2
  echo "$1: exit $rc, daemon processes left: $(alive)"
  for p in $(pgrep -f "$E/daemon-sleeper"); do kill -KILL $p; done
}
for s in end TERM INT HUP; do run $s; done
