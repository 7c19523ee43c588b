#!/usr/bin/env bash
# The jfio image's own root file system, for Jib's extraDirectories on top of the empty "scratch"
# base (no base image can be pulled where jfio is built): a jlink'ed Java runtime in /opt/java and
# every shared library it and jfio's engines load (glibc, libz, liburing, libaio, ...), found with
# ldd and copied to the paths the dynamic loader looks in, with an /etc/ld.so.cache made for them.
# Jib adds jfio's jars (/app) and the entrypoint.
#
#   rootfs.sh OUT_DIR JAVA_HOME
set -euo pipefail

out=${1:?usage: rootfs.sh OUT_DIR JAVA_HOME}
java_home=${2:?usage: rootfs.sh OUT_DIR JAVA_HOME}
# what jdeps --print-module-deps finds in jfio and its jars, with java.logging and java.xml (read
# reflectively by the HTTP client and logback)
modules=java.base,java.desktop,java.logging,java.management,java.naming,java.net.http,java.sql,java.xml,jdk.unsupported
# the engines' libraries, opened with dlopen at run time (ldd of java does not list them)
engine_libs=(liburing.so.2 libaio.so.1)

rm -rf "$out"
mkdir -p "$out/opt" "$out/etc" "$out/tmp" "$out/data" "$out/proc" "$out/sys" "$out/dev"
"$java_home/bin/jlink" --add-modules "$modules" --strip-debug --no-header-files --no-man-pages \
    --compress=zip-6 --output "$out/opt/java"

# the libraries: of the runtime's binaries, and of the engines' libraries
find_lib() {
    local name=$1 p
    p=$(ldconfig -p | awk -v n="$name" '$1 == n && /x86-64|x86_64|64bit/ { print $NF; exit }')
    [ -n "$p" ] || p=$(ldconfig -p | awk -v n="$name" '$1 == n { print $NF; exit }')
    [ -n "$p" ] || { echo "rootfs.sh: $name not installed (apt-get install liburing2 libaio1)" >&2; exit 1; }
    printf '%s\n' "$p"
}
objects=("$out/opt/java/bin/java")
# (not the GUI and sound libraries of java.desktop, which a headless jfio never loads: no X11 in the image)
while IFS= read -r so; do objects+=("$so"); done < <(find "$out/opt/java/lib" -name '*.so' \
    ! -name libawt_xawt.so ! -name libjsound.so ! -name libsplashscreen.so)
for l in "${engine_libs[@]}"; do objects+=("$(find_lib "$l")"); done
declare -A copied=()
copy() {
    local src=$1 dest
    for dest in "$src" "$(readlink -f "$src")"; do
        [ -n "${copied[$dest]:-}" ] && continue
        copied[$dest]=1
        mkdir -p "$out$(dirname "$dest")"
        cp -L "$src" "$out$dest"
    done
}
for o in "${objects[@]}"; do
    case "$o" in "$out"/*) ;; *) copy "$o" ;; esac
    # "libz.so.1 => /lib/x86_64-linux-gnu/libz.so.1 (0x...)" and "/lib64/ld-linux-x86-64.so.2 (0x...)"
    while read -r path; do
        copy "$path"
    done < <(ldd "$o" | awk '$2 == "=>" && $3 ~ /^\// { print $3 } $1 ~ /^\// { print $1 }')
done
# the loader finds the engines' libraries by soname through its cache
ldconfig -r "$out" 2>/dev/null || true
[ -f "$out/etc/ld.so.cache" ] || { echo "rootfs.sh: ldconfig -r made no cache" >&2; exit 1; }
echo "root:x:0:0:root:/root:/sbin/nologin" > "$out/etc/passwd"
echo "root:x:0:" > "$out/etc/group"
