# Sourced by ./mvnw and ./jfio: makes JAVA_HOME point at a JDK 25 or newer when it does not already.
# Order: JAVA_HOME, then `java` on PATH, then the newest /usr/lib/jvm/* that is new enough.
# Sets JFIO_JDK_FOUND to the version seen when nothing suitable exists (JAVA_HOME is then left alone).
jfio_java_feature() {
    # prints the feature release (17, 25, ...) of the java binary $1, or nothing; reads the JDK's
    # release file (JAVA_VERSION="25.0.3") when there is one, which is much faster than starting
    # a JVM (the launcher's start-up counts in every jfio command)
    local release v
    release="$(dirname "$(dirname "$(readlink -f "$1")")")/release"
    if [ -r "$release" ]; then
        v=$(sed -n 's/^JAVA_VERSION="\([0-9]*\).*/\1/p' "$release" | head -n 1)
        if [ -n "$v" ]; then printf '%s\n' "$v"; return 0; fi
    fi
    "$1" -XshowSettings:properties -version 2>&1 | sed -n 's/^ *java\.specification\.version = \([0-9]*\).*/\1/p' | head -n 1
}
jfio_find_jdk() {
    JFIO_JDK_FOUND=""
    local candidate v
    if [ -n "${JAVA_HOME:-}" ] && [ -x "$JAVA_HOME/bin/java" ]; then
        v=$(jfio_java_feature "$JAVA_HOME/bin/java")
        if [ -n "$v" ] && [ "$v" -ge 25 ]; then return 0; fi
        JFIO_JDK_FOUND="$v"
    fi
    if command -v java >/dev/null 2>&1; then
        candidate=$(command -v java)
        v=$(jfio_java_feature "$candidate")
        if [ -n "$v" ] && [ "$v" -ge 25 ] && [ -x "$(dirname "$(readlink -f "$candidate")")/javac" ]; then
            JAVA_HOME=$(dirname "$(dirname "$(readlink -f "$candidate")")"); export JAVA_HOME; return 0
        fi
        [ -z "$JFIO_JDK_FOUND" ] && JFIO_JDK_FOUND="$v"
    fi
    for candidate in $(find /usr/lib/jvm -mindepth 1 -maxdepth 1 \( -type d -o -type l \) 2>/dev/null | sort -rV); do
        candidate="${candidate%/}/"
        [ -x "${candidate}bin/java" ] && [ -x "${candidate}bin/javac" ] || continue
        v=$(jfio_java_feature "${candidate}bin/java")
        if [ -n "$v" ] && [ "$v" -ge 25 ]; then
            JAVA_HOME="${candidate%/}"; export JAVA_HOME; return 0
        fi
    done
    return 1
}
