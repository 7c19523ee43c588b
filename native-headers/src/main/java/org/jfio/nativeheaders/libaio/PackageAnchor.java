package org.jfio.nativeheaders.libaio;

/** Keeps the package non-empty while its bindings are written; removed once they land. */
final class PackageAnchor {
    private PackageAnchor() {
    }
}
