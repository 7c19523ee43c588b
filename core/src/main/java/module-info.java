/**
 * jfio core: the library facade ({@code org.jfio.api}), the engine SPI ({@code org.jfio.spi}),
 * results ({@code org.jfio.result}), the fio job model and parser ({@code org.jfio.job}), report
 * writers ({@code org.jfio.report}), sysbench fileio's front end ({@code org.jfio.sysbench}) and fio's number formatting ({@code org.jfio.format}); the
 * I/O loop, statistics and built-in engines stay inside.
 *
 * <p>HdrHistogram is not a module of its own (its jar has no module name): the build compiles
 * against it on the class path and bundles it, relocated to the concealed package
 * {@code org.jfio.internal.hdrhistogram}, inside this module's jar. Consumers see only named
 * modules, and a program's own HdrHistogram never clashes with jfio's copy.
 */
module org.jfio.core {
    requires com.fasterxml.jackson.core;
    requires org.slf4j;
    requires org.jfio.nativeheaders;

    exports org.jfio.api;
    exports org.jfio.spi;
    exports org.jfio.spi.option;
    exports org.jfio.result;
    exports org.jfio.format;
    exports org.jfio.job;
    exports org.jfio.report;
    exports org.jfio.report.html;
    exports org.jfio.compare;
    exports org.jfio.sysbench;
    exports org.jfio.fleet;
    exports org.jfio.merge;

    uses org.jfio.spi.IoEngineProvider;

    provides org.jfio.spi.IoEngineProvider with
            org.jfio.engine.NullEngineProvider,
            org.jfio.engine.SyncEngineProvider.Sync,
            org.jfio.engine.SyncEngineProvider.Psync,
            org.jfio.engine.VectoredSyncEngineProvider.Vsync,
            org.jfio.engine.VectoredSyncEngineProvider.Pvsync,
            org.jfio.engine.VectoredSyncEngineProvider.Pvsync2,
            org.jfio.engine.MmapEngineProvider,
            org.jfio.engine.NioEngineProvider,
            org.jfio.engine.FileSizeEngineProvider.Falloc,
            org.jfio.engine.FileSizeEngineProvider.Ftruncate,
            org.jfio.engine.FileOperationEngineProvider.Filecreate,
            org.jfio.engine.FileOperationEngineProvider.Filestat,
            org.jfio.engine.FileOperationEngineProvider.Filedelete,
            org.jfio.engine.FileOperationEngineProvider.Dircreate,
            org.jfio.engine.FileOperationEngineProvider.Dirstat,
            org.jfio.engine.FileOperationEngineProvider.Dirdelete,
            org.jfio.engine.CpuExecEngineProvider.CpuIo,
            org.jfio.engine.CpuExecEngineProvider.Exec,
            org.jfio.engine.UndrivenDeviceEngineProvider.Sg,
            org.jfio.engine.UndrivenDeviceEngineProvider.IoUringCmd;

    // ExtendedOpenOption.DIRECT for the nio engine's direct=1
    requires jdk.unsupported;
}
