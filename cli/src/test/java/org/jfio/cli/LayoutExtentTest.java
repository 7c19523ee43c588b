package org.jfio.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What region the layout covers, as fio 3.33 lays it out: every clone's region of a shared file
 * ({@code offset_increment}), and at least {@code filesize} when {@code size=} does I/O over less.
 */
class LayoutExtentTest {
    private static final long MIB = 1L << 20;

    @TempDir
    Path tmp;

    @Test
    void shouldLayOutEveryClonesRegionOfASharedFile() throws Exception {
        Path f = tmp.resolve("f");
        MainTest.Result r = MainTest.run("--name=t", "--filename=" + f, "--size=1m", "--offset_increment=2m",
                "--numjobs=4", "--rw=read", "--output-format=json");
        assertEquals(ExitCode.OK, r.code(), r.err());
        assertEquals(7 * MIB, Files.size(f), "fio makes 7 MiB: the last clone reads 6..7 MiB");
        JsonNode jobs = new ObjectMapper().readTree(r.out()).get("jobs");
        assertEquals(4, jobs.size());
        for (JsonNode job : jobs) {
            assertEquals(0, job.get("error").asInt(), job.toString());
            assertEquals(MIB, job.get("read").get("io_bytes").asLong(), "each clone reads its whole region");
        }
    }

    @Test
    void shouldMakeTheFileFilesizeLongWhenSizeIsLess() throws Exception {
        Path f = tmp.resolve("f");
        MainTest.Result r = MainTest.run("--name=t", "--filename=" + f, "--size=1m", "--filesize=4m", "--rw=read",
                "--output-format=json");
        assertEquals(ExitCode.OK, r.code(), r.err());
        assertEquals(4 * MIB, Files.size(f), "fio makes filesize=4m");
        JsonNode job = new ObjectMapper().readTree(r.out()).get("jobs").get(0);
        assertEquals(MIB, job.get("read").get("io_bytes").asLong(), "and does I/O over size=1m");
    }

    @Test
    void shouldKeepTheRegionInsideFilesize() throws Exception {
        Path f = tmp.resolve("f");
        MainTest.Result r = MainTest.run("--name=t", "--filename=" + f, "--offset=2m", "--filesize=4m", "--rw=read",
                "--output-format=json");
        assertEquals(ExitCode.OK, r.code(), r.err());
        assertEquals(4 * MIB, Files.size(f), "never longer than filesize, as fio");
        JsonNode job = new ObjectMapper().readTree(r.out()).get("jobs").get(0);
        assertEquals(2 * MIB, job.get("read").get("io_bytes").asLong(), "offset 2m to the end of the 4m file");
    }

    @Test
    void shouldTakeAPercentageSizeOfFilesizeForANewFile() throws Exception {
        Path f = tmp.resolve("f");
        MainTest.Result r = MainTest.run("--name=t", "--filename=" + f, "--size=60%", "--filesize=4m", "--rw=read",
                "--output-format=json");
        assertEquals(ExitCode.OK, r.code(), r.err());
        assertEquals(2514944, Files.size(f), "fio 3.33: 60% of 4 MiB in whole blocks, and only that is laid out");
        JsonNode job = new ObjectMapper().readTree(r.out()).get("jobs").get(0);
        assertEquals(2514944, job.get("read").get("io_bytes").asLong());
    }
}
