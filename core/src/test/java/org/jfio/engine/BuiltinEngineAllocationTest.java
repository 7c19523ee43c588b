package org.jfio.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.List;

import org.jfio.api.EngineRegistry;
import org.jfio.spi.IoEngineProvider;
import org.jfio.result.JobResult;
import org.jfio.api.JobRunner;
import org.jfio.job.JobPlan;
import org.jfio.job.JobSpec;
import org.jfio.job.ReadWrite;
import org.jfio.testkit.AllocationMeter;
import org.jfio.testkit.TestEngines;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The per-I/O path of each built-in engine allocates nothing: over a million page-cached I/Os
 * through the whole core, measured on the job thread by the {@link AllocationMeter}.
 */
@Tag("allocation")
class BuiltinEngineAllocationTest {
    private static final int WARMUP_IOS = 200_000;
    private static final int MEASURED_IOS = 1_000_000;
    private static final int BS = 4096;
    private static final long FILE_BYTES = 1L << 20;

    @TempDir
    Path dir;

    @ParameterizedTest(name = "{0} {1} iodepth={2} batch={3}")
    @CsvSource({
        "null,RANDRW,1,1",
        "null,RANDRW,16,4",
        "sync,RANDRW,1,1",
        "psync,RANDRW,1,1",
        "mmap,RANDRW,1,1",
        "vsync,RANDRW,4,4",
        "vsync,READ,8,8",
        "pvsync,RANDRW,1,1",
        "pvsync2,RANDRW,1,1",
        "nio,RANDRW,1,1",
        "falloc,RANDRW,1,1",
        "ftruncate,WRITE,1,1"})
    void shouldAllocateLessThanAHundredthOfABytePerIo(String engine, ReadWrite rw, int iodepth, int batch) {
        IoEngineProvider real = switch (engine) {
            case "null" -> new NullEngineProvider();
            case "sync" -> new SyncEngineProvider.Sync();
            case "psync" -> new SyncEngineProvider.Psync();
            case "mmap" -> new MmapEngineProvider();
            case "vsync" -> new VectoredSyncEngineProvider.Vsync();
            case "pvsync" -> new VectoredSyncEngineProvider.Pvsync();
            case "pvsync2" -> new VectoredSyncEngineProvider.Pvsync2(true, false, false);
            case "nio" -> new NioEngineProvider();
            case "falloc" -> new FileSizeEngineProvider.Falloc();
            case "ftruncate" -> new FileSizeEngineProvider.Ftruncate();
            default -> throw new IllegalArgumentException(engine);
        };
        AllocationMeter meter = new AllocationMeter(real, WARMUP_IOS, MEASURED_IOS);
        long ios = meter.iosNeeded() + 10_000L;
        int loops = (int) ((ios * BS + FILE_BYTES - 1) / FILE_BYTES);
        JobSpec spec = JobSpec.builder("alloc-" + engine).set("ioengine", meter.name()).set("filename", dir.resolve(engine).toString())
                .rw(rw).set("size", FILE_BYTES).set("bs", BS).set("loops", loops).set("invalidate", false)
                .set("bwavgtime", AllocationMeter.SAMPLE_INTERVAL_MS).set("iopsavgtime", AllocationMeter.SAMPLE_INTERVAL_MS)
                .set("iodepth", iodepth).set("iodepth_batch", batch).set("iodepth_batch_complete_max", batch).build();
        JobResult j = TestEngines.runOne(spec, meter);
        assertEquals(0, j.error(), j.errorMessage());
        meter.assertAllocationFree(engine + " " + rw + " iodepth=" + iodepth);
    }

    /**
     * The file-operation engines: every I/O is one call on a new name (each file gets one I/O at
     * filesize=bs), so the files are as many as the I/Os; 40 000 of them (half warm-up) instead of
     * a million keep the directory small, under the same bound per I/O. One engine per kind of
     * engine: open+close, stat of laid-out files, unlink, mkdir, stat of directories, rmdir.
     */
    @ParameterizedTest(name = "{0}")
    @CsvSource({"filecreate", "filestat", "filedelete", "dircreate", "dirstat", "dirdelete"})
    void shouldOperateOnEachFileWithoutAllocating(String engine) {
        IoEngineProvider real = switch (engine) {
            case "filecreate" -> new FileOperationEngineProvider.Filecreate();
            case "dircreate" -> new FileOperationEngineProvider.Dircreate();
            case "filedelete" -> new FileOperationEngineProvider.Filedelete();
            case "dirdelete" -> new FileOperationEngineProvider.Dirdelete();
            case "dirstat" -> new FileOperationEngineProvider.Dirstat();
            case "filestat" -> new FileOperationEngineProvider.Filestat();
            default -> throw new IllegalArgumentException(engine);
        };
        // filestat's files are laid out and opened by the core (openfiles keeps a few open at once): fewer of them
        boolean laidOut = engine.equals("filestat");
        AllocationMeter meter = laidOut ? new AllocationMeter(real, 5_000, 5_000) : new AllocationMeter(real, 20_000, 20_000);
        long files = meter.iosNeeded() + 500;
        JobSpec spec = JobSpec.builder("alloc-" + engine).set("ioengine", meter.name()).set("directory", dir.toString())
                .set("nrfiles", files).set("filesize", BS).set("bs", BS).set("openfiles", laidOut ? 64 : 0)
                .set("bwavgtime", AllocationMeter.SAMPLE_INTERVAL_MS).set("iopsavgtime", AllocationMeter.SAMPLE_INTERVAL_MS)
                .build();
        JobResult j = TestEngines.runOne(spec, meter);
        assertEquals(0, j.error(), j.errorMessage());
        meter.assertAllocationFree(engine);
    }

    /**
     * cpuio: each I/O burns one cycle on the clock ({@code cpuchunks=1}: one microsecond) with no
     * idle part at {@code cpuload=100}, so a million I/Os take about a second of spinning.
     */
    @Test
    void shouldBurnTheCpuWithoutAllocating() {
        AllocationMeter meter = new AllocationMeter(new CpuExecEngineProvider.CpuIo(), WARMUP_IOS, MEASURED_IOS);
        String job = "[alloc-cpuio]\nioengine=" + meter.name() + "\ncpuload=100\ncpuchunks=1\nnumber_ios=" + (meter.iosNeeded() + 10_000L)
                + "\ntime_based=1\nruntime=600\nbwavgtime=" + AllocationMeter.SAMPLE_INTERVAL_MS + "\niopsavgtime="
                + AllocationMeter.SAMPLE_INTERVAL_MS + "\n";
        JobResult j = JobRunner.of(JobPlan.fromJobText(job, List.of(meter))).engines(EngineRegistry.of(List.of(meter))).run()
                .groups().get(0).reported().get(0);
        assertEquals(0, j.error(), j.errorMessage());
        meter.assertAllocationFree("cpuio noop");
    }
}
