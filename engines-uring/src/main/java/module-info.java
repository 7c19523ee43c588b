/**
 * jfio's {@code io_uring} engine (fio's {@code ioengine=io_uring}) on liburing.so.2 through the FFM
 * API, found with {@link java.util.ServiceLoader}. {@link org.jfio.engines.uring.UringOptions} are
 * the engine's own options; {@link org.jfio.engines.uring.UringEngineProvider} the entry point.
 * Needs native access: {@code --enable-native-access=org.jfio.nativeheaders} (the module that makes
 * the native calls).
 */
module org.jfio.engines.uring {
    requires transitive org.jfio.core;
    requires org.jfio.nativeheaders;
    requires org.slf4j;

    exports org.jfio.engines.uring;

    provides org.jfio.spi.IoEngineProvider with org.jfio.engines.uring.UringEngineProvider;
}
