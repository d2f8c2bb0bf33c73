#!/bin/sh
# Runs the match harness (src/test/java/org/beadbox/ai/mcts/Arena.java) against the game and
# player bundles installed in the local Maven repository. Build first: mvn -o install (here and
# in the other ai-* modules). Example:
#   ./arena.sh beadmaster --players 2 --games 10 --seat mcts:time=0.2:threads=1 --seat random
set -e
here=$(cd "$(dirname "$0")" && pwd)
repo=${MAVEN_REPO:-$HOME/.m2/repository}/org/beadbox
classes=${ARENA_CLASSES:-$here/target}  # a copy of target/ keeps a long run apart from rebuilds
cp="$classes/test-classes:$classes/classes"
for a in api game-beadmaster game-challenge game-mancala ai-random ai-greedy ai-alphabeta; do
  jar="$repo/beadbox-$a/0.1.0-SNAPSHOT/beadbox-$a-0.1.0-SNAPSHOT.jar"
  [ -f "$jar" ] && cp="$cp:$jar"
done
exec java -Xss8m -cp "$cp" org.beadbox.ai.mcts.Arena "$@"
