#!/usr/bin/env bash
# Runs jextract over src/main/c/libc.h with libc.args into a fresh temporary directory, so a
# maintainer can diff its output against the hand-maintained bindings. It never touches the
# committed sources. Expected differences are listed in libc_h's class comment (errno capture,
# the fixed open wrapper, final class, @SuppressWarnings, parameter names, file header lines);
# Errno.java is hand-written and has no jextract counterpart.
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
module=$(cd "$here/../../.." && pwd)

if ! command -v jextract >/dev/null 2>&1; then
    echo "regenerate.sh: jextract is not on PATH (get it from https://jdk.java.net/jextract/); nothing done" >&2
    exit 1
fi

out=$(mktemp -d "${TMPDIR:-/tmp}/jfio-jextract.XXXXXX")
jextract @"$here/libc.args" --output "$out" "$module/src/main/c/libc.h"

echo "jextract output: $out"
echo "compare with:    diff -ru -x Errno.java $out/org/jfio/nativeheaders/libc $module/src/main/java/org/jfio/nativeheaders/libc"
