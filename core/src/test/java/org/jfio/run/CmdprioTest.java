package org.jfio.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.ZoneOffset;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.jfio.api.JobRunner;
import org.jfio.job.CmdprioSplit;
import org.jfio.job.CpuPlacement;
import org.jfio.job.JobPlan;
import org.jfio.job.JobSpec;
import org.jfio.job.PlanChecks;
import org.jfio.report.JsonReport;
import org.jfio.report.NormalReport;
import org.jfio.result.DirectionResult;
import org.jfio.result.JobResult;
import org.jfio.result.PrioLatency;
import org.jfio.result.RunResult;
import org.jfio.spi.JfioException;
import org.jfio.spi.option.DdirValues;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * fio 3.33's per-I/O priorities ({@code cmdprio_percentage}, {@code cmdprio_class},
 * {@code cmdprio}, {@code cmdprio_bssplit}): parsed and echoed as fio, refused where fio refuses
 * them, chosen per I/O on the null engine (which takes them to measure jfio), reported per
 * priority as fio's {@code clat_prio} (normal output, JSON {@code prios}) and merged by group.
 */
class CmdprioTest {
    private static final int RT0 = 1 << 13;
    private static final int IOS = 20_000;

    @TempDir
    Path dir;

    @Test
    void shouldParseAndEchoPerDirectionAsFio() {
        JobSpec s = JobSpec.builder("p").record("ioengine", "null").record("cmdprio_percentage", "30,10")
                .record("cmdprio_class", "1,3").record("cmdprio", "0,5").build();
        CpuPlacement c = s.cpus();
        assertEquals(30, c.cmdprioPercentage().read());
        assertEquals(10, c.cmdprioPercentage().write());
        assertEquals(RT0, c.cmdprioValue(0));
        assertEquals((3 << 13) | 5, c.cmdprioValue(1));
        assertEquals("30,10", s.options().get("cmdprio_percentage"));
        assertEquals("1,3", s.options().get("cmdprio_class"));
        assertEquals("0,5", s.options().get("cmdprio"));
        // one value for both directions; the class defaults to realtime (fio's IOPRIO_CLASS_RT)
        CpuPlacement one = JobSpec.builder("o").set("cmdprio_percentage", "20").set("cmdprio", "2").build().cpus();
        assertEquals(20, one.cmdprioPercentage().write());
        assertEquals(RT0 | 2, one.cmdprioValue(1));
        assertTrue(one.cmdprio());
        assertFalse(JobSpec.builder("n").build().cpus().cmdprio());
    }

    @Test
    void shouldRefuseWhatFioRefusesInOneLine() {
        assertRefused("cmdprio_percentage=101: out of range", b -> b.set("cmdprio_percentage", "101"));
        assertRefused("cmdprio_class=0: out of range", b -> b.set("cmdprio_class", "0"));
        assertRefused("cmdprio_class=4: out of range", b -> b.set("cmdprio_class", "4"));
        assertRefused("cmdprio=8: out of range", b -> b.set("cmdprio", "8"));
        assertRefused("cmdprio_percentage and cmdprio_bssplit options are mutually exclusive",
                b -> b.set("cmdprio_percentage", "10").set("cmdprio_bssplit", "4k/10"));
        assertRefused("invalid entry '4k/10/1'", b -> b.set("cmdprio_bssplit", "4k/10/1"));
        assertRefused("the percentages of bs 4096 add up to more than 100", b -> b.set("cmdprio_bssplit", "4k/60:4k/50"));
        assertRefused("priority hint", b -> b.set("cmdprio_bssplit", "1M/10/2/0/1"));
        JfioException e = assertThrows(JfioException.class, () -> PlanChecks.checkEngines(JobPlan.of(
                JobSpec.builder("s").record("ioengine", "psync").record("cmdprio_percentage", "30").build()),
                org.jfio.api.EngineRegistry.load()));
        assertEquals("s: option cmdprio_percentage is not an option of ioengine=psync (it sets no per-I/O priorities;"
                + " see jfio --enghelp)", e.getMessage());
        assertFalse(e.getMessage().contains("\n"));
    }

    private static void assertRefused(String expected, java.util.function.UnaryOperator<JobSpec.Builder> options) {
        JfioException e = assertThrows(JfioException.class, () -> options.apply(JobSpec.builder("x")).build());
        assertTrue(e.getMessage().contains(expected), e.getMessage());
        assertFalse(e.getMessage().contains("\n"), e.getMessage());
    }

    @Test
    void shouldParseBssplitAsFio33() {
        CmdprioSplit s = CmdprioSplit.parse("cmdprio_bssplit", "64k/25/1/1:64k/75/3/2:1024k/0,1024k/0", 1024);
        assertEquals(List.of(new CmdprioSplit.Entry(65536, 25, RT0 | 1), new CmdprioSplit.Entry(65536, 75, (3 << 13) | 2)),
                s.read());
        assertEquals(List.of(), s.write()); // 0 % entries are dropped
        CmdprioSplit simple = CmdprioSplit.parse("cmdprio_bssplit", "8k/20:4k/200:16k/10/9/9", 1024);
        // sorted by size, percentages capped at 100, class at 3 and level at 7; one list serves both directions
        assertEquals(List.of(new CmdprioSplit.Entry(4096, 100, -1), new CmdprioSplit.Entry(8192, 20, -1),
                new CmdprioSplit.Entry(16384, 10, (3 << 13) | 7)), simple.write());
        assertEquals(simple.read(), simple.write());
        assertEquals(1, CmdprioSplit.parse("o", "1M/10/2/0/0", 1024).read().size()); // a zero hint is no hint
    }

    @Test
    void shouldGiveThePercentageOfIosThePriorityAndReportEachPriority() {
        RunResult r = JobRunner.of(JobPlan.of(nullJob("p").set("rw", "randrw").set("cmdprio_percentage", "30,10")
                .set("cmdprio_class", "1,3").set("cmdprio", "0,5").set("prio", "4").build())).run();
        JobResult j = r.groups().get(0).reported().get(0);
        assertShare(j.directions().get(0), (2 << 13) | 4, RT0, 30);
        assertShare(j.directions().get(1), (2 << 13) | 4, (3 << 13) | 5, 10);
        String normal = new NormalReport(ZoneOffset.UTC).format(r);
        assertTrue(normal.contains("    clat prio 2/4 (nsec): min=") || normal.contains("    clat prio 2/4 (usec): min="), normal);
        assertTrue(normal.matches("(?s).*\n    clat prio 1/0 \\([0-9.]+% of IOs\\) percentiles \\((nsec|usec|msec)\\):\n.*"), normal);
        assertTrue(normal.matches("(?s).*\n    clat prio 3/5 \\([0-9.]+% of IOs\\) percentiles .*"), normal);
        String json = new JsonReport(ZoneOffset.UTC).format(r);
        assertTrue(json.matches("(?s).*\"prios\" : \\[\\s*\\{\\s*\"prioclass\" : 2,\\s*\"prio\" : 4,\\s*\"clat_ns\" : \\{.*"), json);
        assertTrue(json.contains("\"prioclass\" : 1"), json);
        String plus = new JsonReport(ZoneOffset.UTC, true).format(r);
        assertTrue(plus.matches("(?s).*\"prio\" : 0,\\s*\"clat_ns\" : \\{.*?\"percentile\" : \\{.*?\"bins\" : \\{.*"), plus);
    }

    /** fio: the job's priority is index 0, the cmdprio one next; about {@code percent} % of the I/Os carry it. */
    private static void assertShare(DirectionResult d, int jobPrio, int cmdPrio, int percent) {
        assertEquals(2, d.prios().size(), d.prios().toString());
        PrioLatency job = d.prios().get(0);
        PrioLatency cmd = d.prios().get(1);
        assertEquals(jobPrio, job.ioprio());
        assertEquals(cmdPrio, cmd.ioprio());
        assertEquals(d.ios(), job.latency().count() + cmd.latency().count());
        double share = 100.0 * cmd.latency().count() / d.ios();
        assertTrue(Math.abs(share - percent) < 3.5, "share " + share + " of " + d.ios());
    }

    @Test
    void shouldReportNoPrioritiesWhenOnlyOneHadSamples() {
        RunResult r = JobRunner.of(JobPlan.of(nullJob("w").set("rw", "randwrite").set("cmdprio_percentage", "0,100")
                .build())).run();
        DirectionResult w = r.groups().get(0).reported().get(0).directions().get(1);
        assertEquals(1, w.prioSamples()); // 100 %: the job's own priority has no samples
        assertFalse(new JsonReport(ZoneOffset.UTC).format(r).contains("\"prios\""));
        assertFalse(new NormalReport(ZoneOffset.UTC).format(r).contains(" prio "));
    }

    @Test
    void shouldChooseByBlockSizeAndLogEachIosPriority() throws Exception {
        String log = dir.resolve("p").toString();
        JobRunner.of(JobPlan.of(nullJob("b").set("rw", "randread").set("bssplit", "4k/50:8k/50")
                .set("cmdprio_bssplit", "4k/100:8k/25/3/6").set("write_lat_log", log).set("log_prio", "1").build())).run();
        Map<String, Integer> rows = new HashMap<>();
        for (String row : Files.readAllLines(Path.of(log + "_clat.1.log"))) {
            String[] c = row.split(", ");
            rows.merge(c[3] + " " + c[4], 1, Integer::sum);
        }
        assertEquals(null, rows.get("4096 0x0000"), rows.toString()); // every 4k read: realtime 0
        int idle = rows.getOrDefault("8192 0x6006", 0);
        int plain = rows.getOrDefault("8192 0x0000", 0);
        assertEquals(rows.get("4096 0x2000") + idle + plain, IOS, rows.toString());
        assertTrue(Math.abs(100.0 * idle / (idle + plain) - 25) < 3.5, rows.toString());
    }

    @Test
    void shouldMergeAGroupByPriorityAsFio() {
        RunResult r = JobRunner.of(JobPlan.of(
                nullJob("a").set("rw", "randread").set("prio", "1").set("group_reporting", true).build(),
                nullJob("b").set("rw", "randread").set("prio", "6").set("group_reporting", true).build(),
                nullJob("c").set("rw", "randread").set("cmdprio_percentage", "50").set("cmdprio_class", "3")
                        .set("group_reporting", true).set("lat_percentiles", true).build())).run();
        JobResult g = r.groups().get(0).reported().get(0);
        List<PrioLatency> prios = g.directions().get(0).prios();
        assertEquals(List.of((2 << 13) | 1, (2 << 13) | 6, 0, 3 << 13), prios.stream().map(PrioLatency::ioprio).toList());
        assertEquals(IOS, prios.get(0).latency().count());
        assertEquals(IOS, prios.get(2).latency().count() + prios.get(3).latency().count());
        // without cmdprio and at one priority, a group has none (fio's disable_prio_stat)
        RunResult same = JobRunner.of(JobPlan.of(nullJob("a").set("group_reporting", true).build(),
                nullJob("b").set("group_reporting", true).build())).run();
        assertTrue(same.groups().get(0).reported().get(0).directions().get(0).prios().isEmpty());
        assertEquals(DdirValues.ZERO, JobSpec.builder("z").build().cpus().cmdprioPercentage());
    }

    @Test
    void shouldMergeTheDirectionsByPriorityUnderUnifiedMixedReporting() throws Exception {
        RunResult r = JobRunner.of(JobPlan.of(nullJob("m").set("rw", "randrw").set("cmdprio_percentage", "30,0")
                .set("unified_rw_reporting", "mixed").build())).run();
        String json = new JsonReport(ZoneOffset.UTC).format(r);
        String mixed = json.substring(json.indexOf("\"mixed\" : {"));
        mixed = mixed.substring(mixed.indexOf("\"prios\" : ["), mixed.indexOf("\"bw_min\""));
        java.util.regex.Matcher m = java.util.regex.Pattern.compile(
                "\"prioclass\" : (\\d),\\s*\"prio\" : 0,\\s*\"clat_ns\" : \\{[^}]*?\"N\" : (\\d+)").matcher(mixed);
        Map<String, Long> n = new HashMap<>();
        while (m.find()) {
            n.put(m.group(1), Long.parseLong(m.group(2)));
        }
        // the writes count at the job's priority (0), the reads' draws at realtime, as fio sums them
        assertEquals(java.util.Set.of("0", "1"), n.keySet(), mixed);
        assertEquals(IOS, n.get("0") + n.get("1"));
    }

    private static JobSpec.Builder nullJob(String name) {
        return JobSpec.builder(name).set("ioengine", "null").set("iodepth", "8").set("size", "1g")
                .set("number_ios", Integer.toString(IOS));
    }
}
