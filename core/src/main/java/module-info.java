/**
 * jfio core: the public API and IoEngine SPI ({@code org.jfio.api}), the fio job model and
 * parser ({@code org.jfio.job}), report writers ({@code org.jfio.report}); the I/O loop,
 * statistics and built-in engines stay inside.
 */
module org.jfio.core {
    requires transitive HdrHistogram;
    requires com.fasterxml.jackson.core;
    requires org.slf4j;
    requires org.jfio.nativeheaders;

    exports org.jfio.api;
    exports org.jfio.job;
    exports org.jfio.report;

    uses org.jfio.api.IoEngineProvider;

    provides org.jfio.api.IoEngineProvider with
            org.jfio.engine.NullEngineProvider,
            org.jfio.engine.SyncEngineProvider.Sync,
            org.jfio.engine.SyncEngineProvider.Psync,
            org.jfio.engine.VectoredSyncEngineProvider.Vsync,
            org.jfio.engine.VectoredSyncEngineProvider.Pvsync,
            org.jfio.engine.VectoredSyncEngineProvider.Pvsync2,
            org.jfio.engine.MmapEngineProvider,
            org.jfio.engine.NioEngineProvider;

    // ExtendedOpenOption.DIRECT for the nio engine's direct=1
    requires jdk.unsupported;
}
