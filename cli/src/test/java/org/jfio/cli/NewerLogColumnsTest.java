package org.jfio.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The log columns of fio after 3.33 ({@code log_window_value}, {@code log_issue_time}, with
 * {@code log_prio} and {@code log_offset}): the jobs of fio's {@code t/jobs/t0033.fio} and
 * {@code t0034.fio} (same options, paths in a temporary directory), each file's first row checked
 * with the pattern fio's {@code t/run-fio-tests.py} checks it with.
 */
class NewerLogColumnsTest {
    @TempDir
    Path tmp;

    private void run(String jobs) throws Exception {
        Path job = tmp.resolve("job.fio");
        Files.writeString(job, jobs.replace("@", tmp.toString() + "/"));
        MainTest.Result r = MainTest.run(job.toString());
        assertEquals(ExitCode.OK, r.code(), r.err());
    }

    private void assertRows(Map<String, String> patterns) throws Exception {
        for (Map.Entry<String, String> e : patterns.entrySet()) {
            List<String> lines = Files.readAllLines(tmp.resolve(e.getKey()));
            assertTrue(!lines.isEmpty(), e.getKey() + " is empty");
            assertTrue(Pattern.matches(e.getValue(), lines.get(0)), e.getKey() + ": " + lines.get(0) + " !~ " + e.getValue());
        }
    }

    @Test
    void shouldWriteT0033sColumns() throws Exception {
        run("""
                [global]
                rw=read
                filename=@t0033file
                size=8k
                time_based
                runtime=1s
                ioengine=libaio
                iodepth=1
                [job1]
                write_bw_log=@log
                log_prio=1
                [job2]
                write_lat_log=@log
                log_avg_msec=100
                log_window_value=both
                [job3]
                write_iops_log=@log
                log_offset=1
                log_prio=1
                [job4]
                write_iops_log=@log
                log_avg_msec=100
                log_window_value=both
                log_offset=1
                """);
        assertRows(Map.of(
                "log_bw.1.log", "\\d+, \\d+, \\d+, \\d+, 0x[\\da-f]+",
                "log_clat.2.log", "\\d+, \\d+, \\d+, \\d+, 0, \\d+",
                "log_iops.3.log", "\\d+, \\d+, \\d+, \\d+, \\d+, 0x[\\da-f]+",
                "log_iops.4.log", "\\d+, \\d+, \\d+, \\d+, 0, 0, \\d+"));
    }

    @Test
    void shouldWriteT0034sColumns() throws Exception {
        run("""
                [global]
                rw=read
                filename=@t0034file
                size=8k
                time_based
                runtime=1s
                ioengine=libaio
                iodepth=1
                [job1]
                write_lat_log=@log
                log_offset=1
                log_issue_time=1
                [job2]
                write_lat_log=@log
                log_offset=1
                log_issue_time=1
                log_avg_msec=100
                log_window_value=both
                [job3]
                write_lat_log=@log
                write_bw_log=@log
                write_iops_log=@log
                log_offset=1
                log_issue_time=1
                """);
        assertRows(Map.of(
                "log_clat.1.log", "\\d+, \\d+, \\d+, \\d+, \\d+, \\d+, \\d+",
                "log_slat.1.log", "\\d+, \\d+, \\d+, \\d+, \\d+, \\d+, \\d+",
                "log_lat.1.log", "\\d+, \\d+, \\d+, \\d+, \\d+, \\d+, 0",
                "log_clat.2.log", "\\d+, \\d+, \\d+, \\d+, 0, 0, \\d+, 0",
                "log_bw.3.log", "\\d+, \\d+, \\d+, \\d+, \\d+, \\d+, 0",
                "log_iops.3.log", "\\d+, \\d+, \\d+, \\d+, \\d+, \\d+, 0"));
        List<String> clat = Files.readAllLines(tmp.resolve("log_clat.1.log"));
        long previous = -1;
        for (String row : clat) { // issue times: ns since the start, in issue order at iodepth=1
            long issue = Long.parseLong(row.substring(row.lastIndexOf(' ') + 1));
            assertTrue(issue > previous, row);
            previous = issue;
        }
    }

    @Test
    void shouldRefuseIssueTimeWithoutTheLatencyLogAndOffsetInOneLine() {
        MainTest.Result r = MainTest.run("--name=x", "--ioengine=null", "--size=64k", "--log_issue_time=1",
                "--write_lat_log=" + tmp.resolve("l"));
        r.assertBadInput();
        assertTrue(r.err().contains("log_issue_time needs write_lat_log and log_offset"), r.err());
    }

    @Test
    void shouldSayTheseAreNewerThanFio333InCmdhelp() {
        for (String o : new String[] {"log_window_value", "log_issue_time"}) {
            MainTest.Result r = MainTest.run("--cmdhelp=" + o);
            assertEquals(ExitCode.OK, r.code());
            assertTrue(r.out().contains("not in 3.33"), r.out());
        }
    }
}
