package org.jfio.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.stream.Stream;

import org.jfio.api.EngineRegistry;
import org.jfio.api.JobRunner;
import org.jfio.job.JobPlan;
import org.jfio.job.JobSpec;
import org.jfio.job.ReadWrite;
import org.jfio.result.JobResult;
import org.jfio.testkit.AllocationMeter;
import org.jfio.testkit.TestEngines;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * With verification on (every write stamped with fio's header and checksum, every block read
 * back and checked after each pass, or inline under verify_backlog), the job thread still
 * allocates nothing per I/O: psync on a file in tmpfs (so the read-back's cache drop costs
 * nothing), over a million queue calls, measured by the {@link AllocationMeter}. The
 * read-back's fadvise calls, once per pass, allocate about 40 bytes each time they run
 * uncompiled (FFM downcalls from the interpreter): per pass, not per I/O; a 16 MiB file (4096
 * writes and 4096 reads per pass) keeps that well under the limit, where a 1 MiB one would not.
 */
@Tag("allocation")
class VerifyAllocationTest {
    private static final int WARMUP_IOS = 200_000;
    private static final int MEASURED_IOS = 1_000_000;
    private static final int BS = 4096;
    private static final long FILE_BYTES = 16L << 20;

    /**
     * The read-back's two system calls run once per pass; the JVM customizes a method handle's
     * code after 127 calls (a one-time ~128 KiB of class generation on the calling thread). A
     * short job of 200 passes first lets that happen outside the measured window.
     */
    @BeforeAll
    static void customizeTheReadBacksDowncalls() throws IOException {
        Path dir = Files.createTempDirectory("jfio-verify-warm");
        try {
            JobSpec warm = JobSpec.builder("warm").set("ioengine", "psync").set("filename", dir.resolve("w.dat").toString())
                    .rw(ReadWrite.WRITE).set("size", 4 * BS).set("bs", BS).set("loops", 200).set("verify", "crc32c")
                    .set("verify_state_dir", dir.toString()).build();
            assertEquals(0, JobRunner.of(JobPlan.of(warm)).engines(EngineRegistry.load()).run().groups().get(0).reported().get(0).error());
        } finally {
            delete(dir);
        }
    }

    private static void delete(Path dir) throws IOException {
        try (Stream<Path> s = Files.walk(dir)) {
            s.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        }
    }

    /**
     * Each case also keeps the last completed writes for fio's verify state file
     * ({@code verify_state_save=1}, the default; the file goes to the temp directory);
     * {@code experimental_verify} reads back by replaying each pass's requests.
     */
    @ParameterizedTest(name = "verify={0} backlog={1} experimental_verify={2}")
    @CsvSource({"xxhash,0,0", "crc32c,0,0", "md5,0,0", "crc32c,16,0", "crc32c,0,1", "sha256,0,0", "crc64,0,0", "meta,0,0",
        "pattern,0,0", "sha1,16,0"})
    void shouldAllocateLessThanAHundredthOfABytePerIoWhileVerifying(String mode, int backlog, int experimental) throws IOException {
        Path shm = Path.of("/dev/shm");
        Path dir = Files.createTempDirectory(Files.isDirectory(shm) && Files.isWritable(shm) ? shm : Path.of(System.getProperty("java.io.tmpdir")),
                "jfio-verify-alloc");
        try {
            AllocationMeter meter = new AllocationMeter(new SyncEngineProvider.Psync(), WARMUP_IOS, MEASURED_IOS);
            long ios = meter.iosNeeded() + 10_000L;
            long perLoop = 2 * FILE_BYTES / BS; // the writes and their read-back
            int loops = (int) ((ios + perLoop - 1) / perLoop);
            JobSpec.Builder builder = JobSpec.builder("alloc-verify").set("ioengine", meter.name())
                    .set("filename", dir.resolve("v.dat").toString()).rw(ReadWrite.RANDWRITE).set("size", FILE_BYTES)
                    .set("bs", BS).set("loops", loops).set("verify", mode).set("verify_backlog", backlog)
                    .set("experimental_verify", experimental == 1).set("verify_state_dir", dir.toString())
                    .set("bwavgtime", AllocationMeter.SAMPLE_INTERVAL_MS).set("iopsavgtime", AllocationMeter.SAMPLE_INTERVAL_MS);
            JobSpec spec = (mode.equals("pattern") ? builder.set("verify_pattern", "0xdeadbeef") : builder).build();
            JobResult j = TestEngines.runOne(spec, meter);
            assertEquals(0, j.error(), j.errorMessage());
            assertTrue(j.verify().blocks() >= (long) loops * (FILE_BYTES / BS), j.verify().toString());
            assertTrue(Files.isRegularFile(dir.resolve("local-alloc-verify-0-verify.state")), "the state file was written");
            meter.assertAllocationFree("psync randwrite verify=" + mode + " backlog=" + backlog + " experimental_verify=" + experimental);
        } finally {
            delete(dir);
        }
    }
}
