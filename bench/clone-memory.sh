#!/usr/bin/env bash
# Memory per job clone: jfio (psync, libaio, io_uring) and fio --thread, at numjobs 1, 64, 1024.
# Each run reads a small file (4 KiB blocks, iodepth 1 for psync, 8 for the async engines) for a
# few seconds; while it runs, the script reads the process's RSS (/proc/PID/status VmRSS) and,
# for jfio, the Java heap in use after a full GC (jcmd GC.class_histogram forces one). Prints a
# Markdown table: totals, and per clone the growth over numjobs=1 divided by the added clones.
#
# usage: bench/clone-memory.sh [dir]   (dir: where the 16 MiB test file goes, default a temp dir)
# needs: a built cli (./mvnw -q -DskipTests package), fio, jcmd from the JDK that runs jfio.
set -euo pipefail
HOME_DIR=$(cd "$(dirname "$0")/.." && pwd)
. "$HOME_DIR/.mvn/find-jdk.sh"
jfio_find_jdk
JAVA="$JAVA_HOME/bin/java"
JCMD="$JAVA_HOME/bin/jcmd"
JAR=$(ls "$HOME_DIR"/cli/target/jfio-cli-*.jar | grep -v -e sources -e javadoc -e tests | head -1)
DIR=${1:-$(mktemp -d)}
FILE="$DIR/clone-memory.dat"
RUNTIME=${RUNTIME:-12}
COUNTS=${COUNTS:-"1 64 1024"}
head -c $((16 << 20)) /dev/urandom > "$FILE"

rss_kib() { awk '/^VmRSS:/ {print $2}' "/proc/$1/status"; }

# heap in use after a full GC, KiB (the histogram's total line is bytes)
heap_kib() { "$JCMD" "$1" GC.class_histogram 2>/dev/null | awk '/^Total/ {print int($3 / 1024)}'; }

measure() { # engine numjobs -> "rss_kib heap_kib"
    local engine=$1 n=$2 depth=1 pid
    [ "$engine" = psync ] || depth=8
    if [ "$engine" = fio ]; then
        fio --thread --name=m --filename="$FILE" --size=16m --rw=randread --bs=4k --ioengine=psync \
            --numjobs="$n" --time_based --runtime="$RUNTIME" --group_reporting >/dev/null 2>&1 &
    else
        "$JAVA" --enable-native-access=ALL-UNNAMED -cp "$JAR:$HOME_DIR/cli/target/lib/*" org.jfio.cli.Main \
            --name=m --filename="$FILE" --size=16m --rw=randread --bs=4k --ioengine="$engine" --iodepth=$depth \
            --numjobs="$n" --time_based --runtime="$RUNTIME" --group_reporting >/dev/null 2>"$DIR/clone-memory.err" &
    fi
    pid=$!
    sleep $((RUNTIME / 2))
    local rss heap=-
    rss=$(rss_kib "$pid")
    [ "$engine" = fio ] || heap=$(heap_kib "$pid")
    if ! wait "$pid"; then
        echo "jfio $engine numjobs=$n failed: $(grep -v warning "$DIR/clone-memory.err" | head -1)" >&2
    fi
    echo "$rss $heap"
}

echo "| engine | numjobs | RSS total | heap after GC | RSS per added clone | heap per added clone |"
echo "|---|---:|---:|---:|---:|---:|"
for engine in ${ENGINES:-psync libaio io_uring fio}; do
    base_rss=; base_heap=
    for n in $COUNTS; do
        read -r rss heap < <(measure "$engine" "$n")
        if [ -z "$base_rss" ]; then
            base_rss=$rss; base_heap=$heap; per_rss=-; per_heap=-
        else
            per_rss="$(( (rss - base_rss) / (n - 1) )) KiB"
            if [ "$heap" = - ]; then per_heap=-; else per_heap="$(( (heap - base_heap) / (n - 1) )) KiB"; fi
        fi
        label=$engine; [ "$engine" = fio ] && label="fio 3.33 --thread (psync)"
        echo "| $label | $n | $((rss / 1024)) MiB | $([ "$heap" = - ] && echo - || echo "$((heap / 1024)) MiB") | $per_rss | $per_heap |"
    done
done
rm -f "$FILE" "$DIR/clone-memory.err"
