/**
 * jfio's Linux asynchronous I/O engines: {@code libaio} (kernel AIO through {@code libaio.so.1})
 * and {@code posixaio} (glibc POSIX AIO). Both are found through {@link java.util.ServiceLoader};
 * the exported package lets a program build a provider with explicit engine options.
 */
module org.jfio.engines.aio {
    requires org.jfio.core;
    requires org.jfio.nativeheaders;
    requires org.slf4j;

    exports org.jfio.engines.aio;

    provides org.jfio.spi.IoEngineProvider with
            org.jfio.engines.aio.LibaioEngineProvider,
            org.jfio.engines.aio.PosixAioEngineProvider;
}
