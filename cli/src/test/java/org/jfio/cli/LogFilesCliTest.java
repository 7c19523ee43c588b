package org.jfio.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The log options through the jfio command: files written, bad paths refused in one line, help. */
class LogFilesCliTest {
    @TempDir
    Path tmp;

    @Test
    void shouldWriteFiosLogsNamedAsFio() throws IOException {
        String p = tmp.resolve("c").toString();
        MainTest.Result r = MainTest.run("--name=c", "--ioengine=null", "--size=1m", "--rw=randread",
                "--number_ios=20", "--write_lat_log=" + p, "--write_iops_log=" + p, "--log_offset=1",
                "--output-format=terse");
        assertEquals(ExitCode.OK, r.code(), r.err());
        for (String type : List.of("clat", "lat", "iops")) {
            List<String> rows = Files.readAllLines(tmp.resolve("c_" + type + ".1.log"));
            assertEquals(20, rows.size(), type);
            assertTrue(rows.get(0).matches("\\d+, \\d+, 0, 4096, \\d+, 0"), rows.get(0));
        }
        assertEquals(0, Files.size(tmp.resolve("c_slat.1.log")), "a sync engine has no slat, the file is empty");
    }

    @Test
    void shouldRefuseALogInAMissingDirectoryInOneLine() {
        MainTest.Result r = MainTest.run("--name=m", "--ioengine=null", "--size=1m",
                "--write_bw_log=" + tmp.resolve("nope").resolve("m")).assertBadInput();
        assertTrue(r.err().contains("write_bw_log: cannot create "), r.err());
        assertTrue(r.err().contains("No such file or directory"), r.err());
    }

    @Test
    void shouldDescribeTheHdrHistogramLogAsAJfioExtra() {
        MainTest.Result r = MainTest.run("--cmdhelp=write_hdr_log");
        assertEquals(ExitCode.OK, r.code());
        assertTrue(r.out().contains("jfio extra: write an HdrHistogram interval log"), r.out());
        MainTest.Result all = MainTest.run("--cmdhelp");
        assertTrue(all.out().contains("Log files:"), all.out());
        assertTrue(all.out().contains("log_hdr_msec"), all.out());
    }
}
