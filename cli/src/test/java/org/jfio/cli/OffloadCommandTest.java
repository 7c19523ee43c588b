package org.jfio.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code io_submit_mode=offload} and {@code serialize_overlap} from the command line: --cmdhelp,
 * the JSON {@code job options} echo as fio writes it, and fio's harness jobs t0010 and t0013
 * (which fio 3.33 hangs on) run to their end with fio's counts.
 */
class OffloadCommandTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path tmp;

    @Test
    void shouldDescribeTheOptionsInCmdhelp() {
        MainTest.Result r = MainTest.run("--cmdhelp=io_submit_mode");
        assertEquals(ExitCode.OK, r.code(), r.err());
        assertTrue(r.out().contains("io_submit_mode:") && r.out().contains("offload") && r.out().contains("submit threads"), r.out());
        MainTest.Result s = MainTest.run("--cmdhelp=serialize_overlap");
        assertTrue(s.out().contains("serialize_overlap:") && !s.out().contains("refused"), s.out());
    }

    @Test
    void shouldEchoTheOptionsAndCountEveryRequest() throws IOException {
        MainTest.Result r = MainTest.run("--name=o", "--ioengine=null", "--rw=randwrite", "--size=1m", "--iodepth=8",
                "--io_submit_mode=offload", "--serialize_overlap=1", "--output-format=json");
        assertEquals(ExitCode.OK, r.code(), r.err());
        JsonNode job = JSON.readTree(r.out()).get("jobs").get(0);
        assertEquals("offload", job.get("job options").get("io_submit_mode").asText());
        assertEquals("1", job.get("job options").get("serialize_overlap").asText());
        assertEquals(256, job.get("write").get("total_ios").asLong());
        assertEquals(1L << 20, job.get("write").get("io_bytes").asLong());
        assertEquals(0, job.get("error").asInt());
    }

    /** fio's t0013: eight offload jobs of one 4k block each, serialize_overlap, a million loops capped at 10 s (here 1 s). */
    @Test
    void shouldRunFiosHarnessJobT0013() throws IOException {
        Path file = tmp.resolve("t0013.fio");
        Files.writeString(file, """
                [test]
                ioengine=null
                thread=1
                size=4K
                blocksize=4K
                io_submit_mode=offload
                iodepth=1
                serialize_overlap=1
                numjobs=8
                loops=1000
                runtime=10
                """);
        MainTest.Result r = MainTest.run(file.toString(), "--output-format=json");
        assertEquals(ExitCode.OK, r.code(), r.err());
        JsonNode jobs = JSON.readTree(r.out()).get("jobs");
        assertEquals(8, jobs.size());
        for (JsonNode j : jobs) {
            assertEquals(0, j.get("error").asInt());
            assertEquals(1000, j.get("read").get("total_ios").asLong(), "one block per loop: " + j.get("read"));
            assertEquals(1000 * 4096L, j.get("read").get("io_bytes").asLong());
        }
    }
}
