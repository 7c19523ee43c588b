#!/usr/bin/env bash
# Runs jextract over src/main/c/libaio.h with libaio.args into a fresh temporary directory, so a
# maintainer can diff its output against the hand-maintained bindings. It never touches the
# committed sources. Expected differences are listed in libaio_h's class comment (lazy libaio
# loading, errno capture on the glibc aio_* calls, final class, @SuppressWarnings, parameter names,
# file header lines); jextract would also emit struct timespec (a parameter of io_getevents and
# aio_suspend, bound in org.jfio.nativeheaders.libc) and the sigevent_t typedef class. IocbPrep.java
# and AioRing.java are hand-written and have no jextract counterpart.
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
module=$(cd "$here/../../.." && pwd)

if ! command -v jextract >/dev/null 2>&1; then
    echo "regenerate-libaio.sh: jextract is not on PATH (get it from https://jdk.java.net/jextract/); nothing done" >&2
    exit 1
fi

out=$(mktemp -d "${TMPDIR:-/tmp}/jfio-jextract-libaio.XXXXXX")
jextract @"$here/libaio.args" --output "$out" "$module/src/main/c/libaio.h"

echo "jextract output: $out"
echo "compare with:    diff -ru -x IocbPrep.java -x AioRing.java -x package-info.java $out/org/jfio/nativeheaders/libaio $module/src/main/java/org/jfio/nativeheaders/libaio"
