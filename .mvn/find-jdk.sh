# Sourced by ./mvnw (sh) and ./jfio (bash), so POSIX sh: makes JAVA_HOME point at a JDK 25 or newer when it does not already.
# Order: JAVA_HOME, then `java` on PATH, then the newest JDK under /usr/lib/jvm (JFIO_JVM_DIR, for
# tests) that is new enough. Sets JFIO_JDK_FOUND to the version seen when nothing suitable exists
# (JAVA_HOME is then left alone).
#
# Written with shell built-ins only, apart from one readlink for a java that is a symbolic link:
# every jfio command runs this first, and starting a process costs 5-10 ms on some VMs (the
# launcher used to start about 30 of them before the JVM).

# Sets JFIO_JAVA_FEATURE to the feature release (17, 25, ...) of the java binary $1, or to nothing.
# Reads the JDK's release file (JAVA_VERSION="25.0.3"), much faster than starting a JVM; a JDK
# without one is asked (java -XshowSettings).
jfio_java_feature() {
    local java=$1 line
    JFIO_JAVA_FEATURE=""
    [ -L "$java" ] && java=$(readlink -f "$java")
    local release="${java%/bin/java}/release"
    if [ "$release" != "$java" ] && [ -r "$release" ]; then
        while IFS= read -r line || [ -n "$line" ]; do
            case $line in
                JAVA_VERSION=\"[0-9]*)
                    line=${line#JAVA_VERSION=\"}
                    JFIO_JAVA_FEATURE=${line%%[!0-9]*}
                    return 0 ;;
            esac
        done <"$release"
    fi
    JFIO_JAVA_FEATURE=$("$1" -XshowSettings:properties -version 2>&1 |
        sed -n 's/^ *java\.specification\.version = \([0-9]*\).*/\1/p' | head -n 1)
}

jfio_find_jdk() {
    JFIO_JDK_FOUND=""
    local candidate="" best="" best_v=0
    if [ -n "${JAVA_HOME:-}" ] && [ -x "$JAVA_HOME/bin/java" ]; then
        jfio_java_feature "$JAVA_HOME/bin/java"
        if [ -n "$JFIO_JAVA_FEATURE" ] && [ "$JFIO_JAVA_FEATURE" -ge 25 ]; then return 0; fi
        JFIO_JDK_FOUND="$JFIO_JAVA_FEATURE"
    fi
    local dir saved_ifs="$IFS"
    IFS=:
    for dir in $PATH; do
        if [ -n "$dir" ] && [ -x "$dir/java" ] && [ ! -d "$dir/java" ]; then candidate=$dir/java; break; fi
    done
    IFS=$saved_ifs
    if [ -n "$candidate" ]; then
        [ -L "$candidate" ] && candidate=$(readlink -f "$candidate")
        jfio_java_feature "$candidate"
        if [ -n "$JFIO_JAVA_FEATURE" ] && [ "$JFIO_JAVA_FEATURE" -ge 25 ] && [ -x "${candidate%/java}/javac" ]; then
            JAVA_HOME=${candidate%/bin/java}; export JAVA_HOME; return 0
        fi
        [ -z "$JFIO_JDK_FOUND" ] && JFIO_JDK_FOUND="$JFIO_JAVA_FEATURE"
    fi
    # the newest feature release; among equals, the last name in order (as sort -V would); the
    # directory's names need globbing, which ./mvnw turns off (set -f)
    local noglob=""
    case $- in *f*) noglob=1; set +f ;; esac
    for candidate in "${JFIO_JVM_DIR:-/usr/lib/jvm}"/*/; do
        candidate=${candidate%/}
        [ -x "$candidate/bin/java" ] && [ -x "$candidate/bin/javac" ] || continue
        jfio_java_feature "$candidate/bin/java"
        if [ -n "$JFIO_JAVA_FEATURE" ] && [ "$JFIO_JAVA_FEATURE" -ge 25 ] && [ "$JFIO_JAVA_FEATURE" -ge "$best_v" ]; then
            best=$candidate best_v=$JFIO_JAVA_FEATURE
        fi
    done
    [ -z "$noglob" ] || set -f
    if [ -n "$best" ]; then
        JAVA_HOME=$best; export JAVA_HOME; return 0
    fi
    return 1
}
