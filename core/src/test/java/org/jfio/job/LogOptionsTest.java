package org.jfio.job;

import org.jfio.spi.option.JobOption;
import org.jfio.spi.option.OptionCategory;
import org.jfio.spi.option.OptionSupport;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.jfio.spi.JfioException;
import org.junit.jupiter.api.Test;

/** The log options as fio 3.33 reads them: prefixes, names, and what they do to bw/iops sampling. */
class LogOptionsTest {
    private static JobSpec job(String... options) {
        List<String> args = new ArrayList<>(List.of("--name=j", "--size=1m"));
        for (String o : options) {
            args.add("--" + o);
        }
        return new ArgvParser().parse(args).jobs().get(0);
    }

    private static List<JobSpec> file(String text) {
        return new JobFileParser().parse(text, "t.fio", Path.of(".")).jobs();
    }

    @Test
    void shouldHaveNoLogsByDefault() {
        LogSpec l = job().logs();
        assertEquals(LogSpec.NONE, l);
        assertFalse(l.any());
        assertTrue(l.perJobLogs());
        assertEquals(500, job().reporting().bwAvgTimeMs());
    }

    @Test
    void shouldReadEveryLogOption() {
        LogSpec l = job("write_bw_log=b", "write_iops_log=i", "write_lat_log=l", "write_hist_log=h",
                "write_hdr_log=d", "log_avg_msec=250", "log_max_value=1", "log_offset=1", "log_prio=1",
                "per_job_logs=0", "log_unix_epoch=1", "log_hist_msec=100", "log_hist_coarseness=3",
                "log_hdr_msec=2000").logs();
        assertEquals(new LogSpec("b", "i", "l", "h", "d", 250, true, true, true, false, true, 100, 3, 2000, 0, false, false, false), l);
    }

    @Test
    void shouldNameLogsAsFio() {
        LogSpec l = job("write_bw_log").logs();
        assertEquals("", l.bwLog(), "the bare option: the job's name");
        assertEquals("j_bw.3.log", l.fileName(l.bwLog(), "j", "bw", 3, "log"));
        assertEquals("out/x_clat_hist.1.log", l.fileName("out/x", "j", "clat_hist", 1, "log"));
        assertEquals("x_clat.1.hlog", l.fileName("x", "j", "clat", 1, "hlog"));
        LogSpec shared = job("write_lat_log=x", "per_job_logs=0").logs();
        assertEquals("x_slat.log", shared.fileName(shared.latLog(), "j", "slat", 7, "log"));
    }

    @Test
    void shouldKeepAnInheritedPrefixWhenTheOptionIsBare() {
        List<JobSpec> jobs = file("[global]\nsize=1m\nwrite_bw_log=x\n[a]\n[b]\nwrite_bw_log\n[c]\nwrite_iops_log\n");
        assertEquals("x", jobs.get(0).logs().bwLog());
        assertEquals("x", jobs.get(1).logs().bwLog(), "as fio 3.33: the bare option keeps the global prefix");
        assertEquals("", jobs.get(2).logs().iopsLog());
        assertNull(jobs.get(2).logs().latLog());
    }

    @Test
    void shouldSampleBandwidthAtTheLogWindowUnlessBwavgtimeIsSet() {
        assertEquals(1000, job("write_bw_log=b", "log_avg_msec=1000").reporting().bwAvgTimeMs());
        assertEquals(500, job("write_bw_log=b", "log_avg_msec=1000").reporting().iopsAvgTimeMs(), "no IOPS log");
        assertEquals(1000, job("write_iops_log=b", "log_avg_msec=1000").reporting().iopsAvgTimeMs());
        assertEquals(200, job("write_bw_log=b", "log_avg_msec=1000", "bwavgtime=200").reporting().bwAvgTimeMs());
        assertEquals(500, job("write_lat_log=b", "log_avg_msec=1000").reporting().bwAvgTimeMs(), "a latency log leaves it");
        assertEquals(500, job("write_bw_log=b").reporting().bwAvgTimeMs(), "per-I/O rows: sampled per I/O instead");
        assertTrue(job("write_bw_log=b").logs().bwPerIo());
        assertFalse(job("write_bw_log=b", "log_avg_msec=10").logs().bwPerIo());
        JobSpec copied = job("write_bw_log=b", "log_avg_msec=1000").toBuilder().build();
        assertEquals(1000, copied.reporting().bwAvgTimeMs());
    }

    @Test
    void shouldRefuseValuesOutOfRange() {
        assertEquals("log_hist_coarseness=7: out of range (0..6)",
                assertThrows(JfioException.class, () -> job("log_hist_coarseness=7")).getMessage());
        assertTrue(assertThrows(JfioException.class, () -> job("log_hdr_msec=0")).getMessage()
                .startsWith("log_hdr_msec=0"));
        assertTrue(assertThrows(JfioException.class, () -> job("log_avg_msec=-1")).getMessage()
                .startsWith("log_avg_msec=-1"));
        assertEquals("log_hist_coarseness=9 is out of range (0..6)", assertThrows(JfioException.class,
                () -> LogSpec.NONE.withHistCoarseness(9)).getMessage(), "the record checks its own rules");
    }

    @Test
    void shouldDescribeTheHdrLogAsAJfioExtra() {
        JobOption o = OptionTable.builtin().find("write_hdr_log").orElseThrow();
        assertTrue(o.help().startsWith("jfio extra:"), o.help());
        assertEquals(OptionCategory.LOGS, o.category());
        assertEquals(OptionSupport.NO_EFFECT, OptionTable.builtin().find("log_entries").orElseThrow().support());
    }
}
