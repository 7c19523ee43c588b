/**
 * jfio's native bindings: libc (and later liburing, libaio) in jextract's output shape, written by
 * hand because jextract is not available to the build. See {@code org.jfio.nativeheaders.libc.libc_h}.
 * Code calling into these bindings needs native access for this module
 * ({@code --enable-native-access=org.jfio.nativeheaders}).
 */
module org.jfio.nativeheaders {
    exports org.jfio.nativeheaders.libc;
    exports org.jfio.nativeheaders.libaio to org.jfio.engines.aio;
    exports org.jfio.nativeheaders.liburing to org.jfio.engines.uring;
}
