#!/usr/bin/env bash
# Builds jfio, installs it into a private local Maven repository, then builds and runs the two
# example projects against those installed jars, as a project outside jfio's reactor would:
#   examples/embed          a program using jfio as a library (module path, module-info)
#   examples/custom-engine  an engine of one's own, run by that program with ioengine=discard
# The consumer's build output is printed in full; the script fails if Maven reports a
# filename-based automodule (nothing jfio brings may put one on a consumer's module path).
#
#   examples/embed/build.sh [REPO_DIR]      (default /tmp/libtest/repo; ~/.m2 is never touched)
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
repo=${1:-/tmp/libtest/repo}
mvnw="$root/mvnw"

echo "== jfio: install into $repo (tests skipped)"
(cd "$root" && "$mvnw" -q install -DskipTests -Dmaven.repo.local="$repo")

echo "== examples/custom-engine: build against the installed jfio-core"
(cd "$root/examples/custom-engine" && "$mvnw" -q -Dmaven.repo.local="$repo" clean package)

echo "== examples/embed: build against the installed jfio-core (full output)"
log=$(mktemp)
trap 'rm -f "$log"' EXIT
(cd "$here" && "$mvnw" -B -Dmaven.repo.local="$repo" clean package) 2>&1 | tee "$log"
if grep -q "automodule" "$log"; then
    echo "build.sh: the consumer build reported an automodule (see above)" >&2
    exit 1
fi
echo "build.sh: no automodule reported"

. "$root/.mvn/find-jdk.sh"
jfio_find_jdk
# Only org.jfio.nativeheaders calls restricted FFM methods; deny native access to everything else.
java=("$JAVA_HOME/bin/java" --enable-native-access=org.jfio.nativeheaders --illegal-native-access=deny)
mp="$here/target/classes:$here/target/lib"
engine_jar=$(ls "$root"/examples/custom-engine/target/jfio-discard-engine-*.jar)

echo "== run on the module path: null, psync, and the custom engine"
"${java[@]}" -p "$mp" -m org.jfio.examples.embed/org.jfio.examples.embed.Main null
"${java[@]}" -p "$mp" -m org.jfio.examples.embed/org.jfio.examples.embed.Main psync
"${java[@]}" -p "$mp:$engine_jar" -m org.jfio.examples.embed/org.jfio.examples.embed.Main discard
echo "== the same with jfio's debug diagnostics (slf4j-simple at debug for org.jfio)"
"${java[@]}" -Dorg.slf4j.simpleLogger.log.org.jfio=debug -p "$mp" -m org.jfio.examples.embed/org.jfio.examples.embed.Main psync
echo "== run on the class path"
"$JAVA_HOME/bin/java" --enable-native-access=ALL-UNNAMED -cp "$here/target/classes:$here/target/lib/*" \
    org.jfio.examples.embed.Main psync
