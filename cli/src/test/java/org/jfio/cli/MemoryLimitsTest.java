package org.jfio.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;

/**
 * jfio against its memory limits, in a child JVM with a small heap ({@code -Xmx}), never the
 * machine's memory: many clones fit because each holds histograms only for what it measures; a
 * plan that cannot fit is refused before it starts; an OutOfMemoryError in a job thread ends
 * jfio with one line and exit code 1 instead of a hang.
 */
class MemoryLimitsTest {
    private static final long TIMEOUT_S = 120;

    @Test
    void shouldRunManyClonesInASmallHeap() throws Exception {
        // 512 clones took about 2.7 MB of heap each before (every histogram made up front): 1.4 GB
        try (ChildJfio jfio = ChildJfio.withJvmOptions(List.of("-Xmx640m"), "--name=many", "--ioengine=null",
                "--rw=randread", "--size=4m", "--numjobs=512", "--group_reporting", "--output-format=json")) {
            assertEquals(ExitCode.OK, jfio.await(TIMEOUT_S), jfio.stderr());
            JsonNode job = new ObjectMapper().readTree(jfio.stdout()).get("jobs").get(0);
            assertEquals(512L * (4 << 20), job.get("read").get("io_bytes").asLong(), "every clone ran its region");
        }
    }

    @Test
    void shouldRefuseAPlanWhoseStatisticsCannotFitTheHeap() throws Exception {
        try (ChildJfio jfio = ChildJfio.withJvmOptions(List.of("-Xmx64m"), "--name=many", "--ioengine=null",
                "--rw=randread", "--size=4m", "--numjobs=1024")) {
            assertEquals(ExitCode.JOB_ERROR, jfio.await(TIMEOUT_S), jfio.stderr());
            String err = jfio.stderr();
            assertEquals(1, err.lines().count(), err);
            assertTrue(err.startsWith("jfio: many: 1024 job clones need about "), err);
            assertTrue(err.contains(" of heap for their statistics"), err);
            assertTrue(err.contains("fix: give it more heap (JFIO_JAVA_OPTS=-Xmx"), err);
            assertEquals("", jfio.stdout(), "refused before the job header");
        }
    }

    @Test
    void shouldRefuseBuffersLargerThanTheMachinesMemory() {
        // 64 MiB x 65536 x 1024 clones: 4 PiB of buffers, more than any machine has
        MainTest.Result r = MainTest.run("--name=big", "--ioengine=null", "--bs=64m", "--iodepth=65536",
                "--numjobs=1", "--size=64m");
        r.assertBadInput();
        assertTrue(r.err().startsWith("jfio: big: the I/O buffers need 4096GiB (bs=64.0MiB x iodepth=65536 x numjobs=1),"
                + " more than the "), r.err());
        assertTrue(r.err().contains("of memory available (MemAvailable in /proc/meminfo); fix: use a smaller bs,"
                + " iodepth or numjobs"), r.err());
    }

    @Test
    void shouldEndWithOneLineWhenAJobThreadRunsOutOfMemory() throws Exception {
        try (ChildJfio jfio = ChildJfio.withJvmOptions(List.of("-Xmx64m"), "--name=hog",
                "--ioengine=" + OutOfMemoryTestEngineProvider.NAME, "--rw=read", "--size=1m")) {
            assertEquals(ExitCode.JOB_ERROR, jfio.await(TIMEOUT_S), jfio.stderr());
            assertEquals("jfio: out of memory (Java heap space): the plan needs more heap than jfio has; give it more"
                    + " (JFIO_JAVA_OPTS=-Xmx...), or run fewer clones (numjobs) or smaller verify tables", jfio.stderr().strip());
        }
    }
}
