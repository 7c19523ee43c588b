package org.jfio.engines.aio;

import java.nio.file.Path;
import java.util.List;

import org.jfio.spi.DataDirection;
import org.jfio.result.DirectionResult;
import org.jfio.api.EngineRegistry;
import org.jfio.spi.IoEngineProvider;
import org.jfio.spi.JfioException;
import org.jfio.result.JobResult;
import org.jfio.api.JobRunner;
import org.jfio.result.RunResult;
import org.jfio.job.JobPlan;
import org.jfio.job.JobSpec;
import org.jfio.job.ReadWrite;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import static org.jfio.engines.aio.AioTestSupport.requireLibaio;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Whole jobs through {@link JobRunner} on the libaio and posixaio engines. */
class AioJobTest {
    private static final int BS = 4096;

    private static JobResult run(JobSpec spec, IoEngineProvider... providers) {
        JobRunner runner = JobRunner.of(JobPlan.of(spec));
        if (providers.length > 0) {
            runner.engines(EngineRegistry.of(List.of(providers)));
        }
        RunResult result = runner.run();
        return result.groups().get(0).reported().get(0);
    }

    /**
     * fio's fixed-rate-submission.fio, shrunk: libaio at iodepth 32 with io_submit_mode=offload
     * (32 submit threads, each with its own libaio context) under rate_iops: every request is
     * issued by a submit thread and completed with the job's unit indices.
     */
    @Test
    void shouldRunLibaioOffloadedUnderARateCap(@TempDir Path dir) {
        requireLibaio();
        long size = 1L << 20;
        JobSpec spec = JobSpec.builder("offload").set("filename", dir.resolve("f").toString()).set("size", size).set("bs", BS)
                .rw(ReadWrite.RANDREAD).set("iodepth", 32).set("direct", true).set("ioengine", "libaio")
                .set("io_submit_mode", "offload").set("rate_iops", DataDirection.READ, 2000).build();
        JobResult job = run(spec);
        assertEquals(0, job.error(), job.errorMessage());
        DirectionResult read = job.direction(DataDirection.READ);
        assertEquals(size / BS, read.ios(), "every block once");
        assertEquals(size, read.bytes());
        assertEquals(read.ios(), read.lat().count());
    }

    @ParameterizedTest(name = "{0} direct={1}")
    @CsvSource({"libaio, true", "libaio, false", "posixaio, true"})
    void shouldRunARandrwJobAtIodepth32WithEveryLatencyRecorded(String engine, boolean direct, @TempDir Path dir) {
        if (engine.equals("libaio")) {
            requireLibaio();
        }
        long size = 16L << 20;
        JobSpec spec = JobSpec.builder("randrw").set("filename", dir.resolve("f").toString()).set("size", size).set("bs", BS)
                .rw(ReadWrite.RANDRW).set("iodepth", 32).set("direct", direct).set("ioengine", engine).build();
        JobResult job = run(spec);
        assertEquals(0, job.error(), job.errorMessage());
        DirectionResult read = job.direction(DataDirection.READ);
        DirectionResult write = job.direction(DataDirection.WRITE);
        assertEquals(size / BS, read.ios() + write.ios(), "every block once");
        assertEquals(size, read.bytes() + write.bytes());
        assertTrue(read.ios() > 0 && write.ios() > 0, "both directions: " + read.ios() + "/" + write.ios());
        for (DirectionResult d : List.of(read, write)) {
            assertEquals(d.ios(), d.slat().count(), d.ddir() + " slat samples");
            assertEquals(d.ios(), d.clat().count(), d.ddir() + " clat samples");
            assertEquals(d.ios(), d.lat().count(), d.ddir() + " lat samples");
            assertTrue(d.clat().meanNs() > 0 && d.lat().meanNs() >= d.clat().meanNs(), d.ddir() + " lat >= clat > 0");
            assertTrue(d.lat().maxNs() >= d.slat().maxNs(), d.ddir() + " lat covers slat");
        }
        assertEquals(32, job.effectiveIodepth());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({"libaio", "posixaio"})
    void shouldCountFsyncsOfAWriteJob(String engine, @TempDir Path dir) {
        if (engine.equals("libaio")) {
            requireLibaio();
        }
        JobSpec spec = JobSpec.builder("fsync").set("filename", dir.resolve("f").toString()).set("size", 1L << 20).set("bs", BS)
                .rw(ReadWrite.RANDWRITE).set("iodepth", 8).set("direct", true).set("fsync", 16).set("ioengine", engine).build();
        JobResult job = run(spec);
        assertEquals(0, job.error(), job.errorMessage());
        assertEquals(256, job.direction(DataDirection.WRITE).ios());
        assertTrue(job.direction(DataDirection.SYNC).ios() >= 15, "fsyncs: " + job.direction(DataDirection.SYNC).ios());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({"libaio", "posixaio"})
    void shouldRefuseMisalignedDirectIoBeforeTheRun(String engine, @TempDir Path dir) {
        if (engine.equals("libaio")) {
            requireLibaio();
        }
        JobSpec spec = JobSpec.builder("misaligned").set("filename", dir.resolve("f").toString()).set("size", 1L << 20).set("bs", 1000)
                .rw(ReadWrite.READ).set("iodepth", 4).set("direct", true).set("ioengine", engine).build();
        JfioException e = assertThrows(JfioException.class, () -> run(spec));
        assertTrue(e.getMessage().matches("misaligned: direct=1 needs offsets and lengths that are multiples of [0-9]+ bytes "
                + "on .* but bs=1000 \\(read\\) is not; fix: .*"), "names both numbers: " + e.getMessage());
        assertFalse(java.nio.file.Files.exists(dir.resolve("f")), "refused before the layout");
    }

    /**
     * libaio trims synchronously inside queue, as fio 3.33's engine does; fio then records no slat
     * and counts each trim at depth 1, submitted and completed in batches of one (fio's own run on
     * a loop device, randtrim bs=64k size=4m iodepth=4: slat N=0, IO depths 1=100%, submit and
     * complete 1-4=100%). Here on a regular file, whose trims jfio punches as holes.
     */
    @Test
    void shouldCountSynchronousTrimsAsFio(@TempDir Path dir) {
        requireLibaio();
        JobResult job = run(JobSpec.builder("trim").set("filename", dir.resolve("f").toString()).set("size", 1L << 20)
                .set("bs", 65536).rw(ReadWrite.RANDTRIM).set("iodepth", 4).set("ioengine", "libaio").build());
        assertEquals(0, job.error(), job.errorMessage());
        DirectionResult trim = job.direction(DataDirection.TRIM);
        assertEquals(16, trim.ios());
        assertEquals(16, trim.clat().count());
        assertEquals(0, trim.slat().count(), "no slat: the trim was done inside queue");
        assertEquals(16, job.depths().level()[0], "each at depth 1");
        assertEquals(16, job.depths().submit()[1], "submitted one at a time");
        assertEquals(16, job.depths().complete()[1], "completed one at a time");
    }
}
