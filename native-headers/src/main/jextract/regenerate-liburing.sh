#!/usr/bin/env bash
# Runs jextract over src/main/c/liburing.h with liburing.args into a fresh temporary directory, so a
# maintainer can diff its output against the hand-maintained bindings. It never touches the
# committed sources. Expected differences are listed in liburing_h's class comment (lazy,
# failure-tolerant library loading, ffiLookup(), final class, @SuppressWarnings, file header lines)
# and in the struct classes (anonymous member names); UringInline.java is hand-written and has no
# jextract counterpart (jextract skips static inline functions).
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
module=$(cd "$here/../../.." && pwd)

if ! command -v jextract >/dev/null 2>&1; then
    echo "regenerate-liburing.sh: jextract is not on PATH (get it from https://jdk.java.net/jextract/); nothing done" >&2
    exit 1
fi
if [ ! -e /usr/include/liburing.h ]; then
    echo "regenerate-liburing.sh: /usr/include/liburing.h not found (apt-get install liburing-dev); nothing done" >&2
    exit 1
fi

out=$(mktemp -d "${TMPDIR:-/tmp}/jfio-jextract.XXXXXX")
jextract @"$here/liburing.args" --output "$out" "$module/src/main/c/liburing.h"

echo "jextract output: $out"
echo "compare with:    diff -ru -x UringInline.java -x package-info.java $out/org/jfio/nativeheaders/liburing $module/src/main/java/org/jfio/nativeheaders/liburing"
