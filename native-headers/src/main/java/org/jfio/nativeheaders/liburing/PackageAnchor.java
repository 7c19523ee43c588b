package org.jfio.nativeheaders.liburing;

/** Keeps the package non-empty while its bindings are written; removed once they land. */
final class PackageAnchor {
    private PackageAnchor() {
    }
}
