package org.jfio.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;

import org.jfio.spi.DataDirection;
import org.jfio.result.DirectionResult;
import org.jfio.result.DiskAggregate;
import org.jfio.result.DiskUtilization;
import org.jfio.result.GroupResult;
import org.jfio.result.JobResult;
import org.jfio.result.LatencyStats;
import org.jfio.result.RunResult;
import org.jfio.job.JobPlan;
import org.jfio.job.JobSpec;
import org.jfio.job.ReportOptions;
import org.jfio.job.UnifiedRwReporting;
import org.junit.jupiter.api.Test;

/** unified_rw_reporting, lat percentiles, dm/md aggregates and the --extended figures. */
class UnifiedAndExtendedReportTest {
    private static RunResult run(ReportOptions ro, List<DiskUtilization> disks, LatencyStats sched) {
        JobResult t = ReportFixtures.jobT();
        JobSpec spec = t.spec().toBuilder().with(ro).build();
        List<DirectionResult> dirs = new ArrayList<>(t.directions());
        DirectionResult r = dirs.get(0);
        dirs.set(0, new DirectionResult(r.ddir(), r.ios(), r.shortIos(), r.dropIos(), r.bytes(), r.runtimeMs(), r.slat(),
                r.clat(), r.lat(), r.bwKiBps(), r.iopsSamples(), sched));
        JobResult j = new JobResult(spec, 0, 1, t.threadId(), 0, "", t.endEpochMs(), t.runtimeMs(), dirs, t.cpu(),
                t.depths(), 16, List.of());
        return new RunResult(JobPlan.of(spec), "jfio-0.1.0", ReportFixtures.START_MS,
                List.of(new GroupResult(0, List.of(j), List.of(j))), disks, false);
    }

    private static RunResult run(UnifiedRwReporting mode) {
        return run(ReportOptions.DEFAULT.withUnifiedRw(mode), List.of(), LatencyStats.EMPTY);
    }

    private static String normal(RunResult r) {
        return new NormalReport(ZoneOffset.UTC).format(r);
    }

    private static Map<String, String> json(RunResult r, boolean extended) throws IOException {
        return JsonReportTest.flatten(new JsonReport(ZoneOffset.UTC).withExtended(extended).format(r));
    }

    @Test
    void shouldReportOnlyTheMixedDirectionWithMixed() throws IOException {
        RunResult r = run(UnifiedRwReporting.MIXED);
        String out = normal(r);
        // 1000 reads and 500 writes of 4 KiB in 3001 ms
        assertTrue(out.contains("\n  mixed: IOPS=499, BW=1999KiB/s (2047kB/s)(6000KiB/3001msec)\n"), out);
        assertFalse(out.contains("  read:") || out.contains("  write:"), out);
        assertTrue(out.contains("issued rwts: total=1500,0,0,0 "), out);
        assertTrue(out.contains("\n  MIXED: bw=1999KiB/s (2047kB/s), 1999KiB/s-1999KiB/s (2047kB/s-2047kB/s), "
                + "io=6000KiB (6144kB), run=3001-3001msec\n"), out);
        // bw samples of both directions summed as fio's pure_sum: min 1100+600, mean 1333.5+660, 12 samples;
        // per= is (int) 1993.5 over the 1999.33 KiB/s aggregate
        assertTrue(out.contains("   bw (  KiB/s): min= 1700, max= 2220, per=99.68%, avg=1993.50, stdev="), out);

        Map<String, String> v = json(r, false);
        assertEquals("1500", v.get("jobs[].mixed.total_ios"));
        assertEquals("12", v.get("jobs[].mixed.bw_samples"));
        assertEquals("1500", v.get("jobs[].mixed.clat_ns.N"));
        for (String gone : List.of("read", "write", "trim", "sync")) {
            assertFalse(v.containsKey("jobs[]." + gone), gone);
        }
        // fio 3.33: 121 - 41 fields (no WRITE block) + 9 for the disk
        assertEquals(80, fields(new TerseReport().format(r)));
    }

    @Test
    void shouldAddTheMixedDirectionAfterTheOthersWithBoth() throws IOException {
        RunResult r = run(UnifiedRwReporting.BOTH);
        String out = normal(r);
        int write = out.indexOf("\n  write: ");
        int mixed = out.indexOf("\n  mixed: IOPS=499, BW=1999KiB/s");
        int buckets = out.indexOf("\n  lat (");
        assertTrue(write > 0 && mixed > write && buckets > mixed, out);
        assertTrue(out.contains("  WRITE: bw=666KiB/s (682kB/s), 666KiB/s-666KiB/s (682kB/s-682kB/s), io=2000KiB "
                + "(2048kB), run=3001-3001msec\n  MIXED: bw=1999KiB/s (2047kB/s), 666KiB/s-1333KiB/s "
                + "(682kB/s-1365kB/s), io=6000KiB (6144kB), run=3001-3001msec\n"), out);

        Map<String, String> v = json(r, false);
        assertEquals("1000", v.get("jobs[].read.total_ios"));
        assertEquals("1500", v.get("jobs[].mixed.total_ios"));
        List<String> order = new ArrayList<>(v.keySet());
        assertTrue(order.indexOf("jobs[].mixed") > order.indexOf("jobs[].sync"), "mixed follows sync as in fio");
        assertTrue(order.indexOf("jobs[].mixed") < order.indexOf("jobs[].job_runtime"));
        assertEquals(121 + 41, fields(new TerseReport().format(r)));
    }

    @Test
    void shouldPrintLatPercentilesAndUseThemInTerse() throws IOException {
        RunResult r = run(ReportOptions.DEFAULT.withLatPercentiles(true).withClatPercentiles(false), List.of(),
                LatencyStats.EMPTY);
        String out = normal(r);
        assertTrue(out.contains("    lat percentiles (usec):\n"), out);
        assertFalse(out.contains("clat percentiles"), out);
        Map<String, String> v = json(r, false);
        assertTrue(v.containsKey("jobs[].read.lat_ns.percentile.50.000000"));
        assertFalse(v.containsKey("jobs[].read.clat_ns.percentile"));
        // terse: read lat = clat + 3000 ns; p1 falls in the 40960 + 3000 ns bucket (43520-44031, value 43776)
        assertEquals("1.000000%=43", new TerseReport().format(r).split(";")[17]);
    }

    @Test
    void shouldPrintTheSlavesAggregateOfADeviceMapperDevice() throws IOException {
        DiskUtilization dm = new DiskUtilization("dm-0", 4000, 4000, 0, 0, 800, 1000, 1800, 80.0,
                new DiskAggregate(2, 2000, 2000, 3, 3, 405, 500, 905, 90.0));
        DiskUtilization sda = new DiskUtilization("sda", 2100, 2000, 3, 3, 410, 500, 910, 40.0);
        RunResult r = run(ReportOptions.DEFAULT, List.of(dm, sda), LatencyStats.EMPTY);
        assertTrue(normal(r).endsWith("""

                Disk stats (read/write):
                    dm-0: ios=4000/4000, merge=0/0, ticks=800/1000, in_queue=1800, util=80.00%, aggrios=2000/2000, \
                aggrmerge=3/3, aggrticks=405/500, aggrin_queue=905, aggrutil=90.00%
                  sda: ios=2100/2000, merge=3/3, ticks=410/500, in_queue=910, util=40.00%
                """), normal(r));
        Map<String, String> v = json(r, false);
        assertEquals("2000", v.get("disk_util[].aggr_read_ios"));
        assertEquals("3", v.get("disk_util[].aggr_write_merge"), "fio's spelling");
        assertEquals("90.000000", v.get("disk_util[].aggr_util"));
        assertTrue(new TerseReport().format(r).endsWith(
                ";dm-0;4000;4000;0;0;800;1000;1800;80.00%;slaves;2000;2000;3;3;405;500;905;90.00%"
                        + ";sda;2100;2000;3;3;410;500;910;40.00%\n"));
    }

    @Test
    void shouldAddExtendedFiguresUnderOneKeyWithoutChangingFiosKeys() throws IOException {
        LatencyStats sched = ReportFixtures.latency(new long[] {990, 10}, new long[] {50_000, 30_000_000_000L});
        RunResult r = run(ReportOptions.DEFAULT, List.of(), sched);
        Map<String, String> plain = json(r, false);
        Map<String, String> ext = json(r, true);
        assertFalse(plain.keySet().stream().anyMatch(k -> k.startsWith("jobs[].jfio")));
        TreeSet<String> fioKeys = new TreeSet<>(ext.keySet());
        fioKeys.removeIf(k -> k.startsWith("jobs[].jfio"));
        assertEquals(new TreeSet<>(plain.keySet()), fioKeys);
        for (String k : plain.keySet()) {
            if (!k.startsWith("time")) {
                assertEquals(plain.get(k), ext.get(k), k);
            }
        }
        LatencyStats clat = r.groups().get(0).jobs().get(0).direction(DataDirection.READ).clat();
        assertEquals(Long.toString(clat.percentileNs(99.999)), ext.get("jobs[].jfio.read.clat_ns.percentile.99.999000"));
        assertEquals(Long.toString(clat.percentileNs(99.99)), ext.get("jobs[].jfio.read.clat_ns.percentile.99.990000"));
        assertTrue(ext.containsKey("jobs[].jfio.write.clat_ns.percentile.50.000000"));
        assertFalse(ext.containsKey("jobs[].jfio.write.sched_lat_ns"), "no schedule on writes here");
        // beyond fio's 17.18 s ceiling: fio's figure stops at its last bucket, the exact one does not
        assertEquals("1000", ext.get("jobs[].jfio.read.sched_lat_ns.N"));
        assertEquals("30000000000", ext.get("jobs[].jfio.read.sched_lat_ns.max"));
        long p999 = Long.parseLong(ext.get("jobs[].jfio.read.sched_lat_ns.percentile.99.900000"));
        assertTrue(p999 >= 30_000_000_000L && p999 < 30_100_000_000L, "exact to 3 digits: " + p999);
        assertEquals(17_112_760_320L, sched.fioPercentileNs(99.9), "fio's own value");

        String out = new NormalReport(ZoneOffset.UTC).withExtended(true).format(r);
        assertTrue(out.contains("    clat exact percentiles (usec):\n     |  1.000th=["), out);
        assertTrue(out.contains(" 99.999th=["), out);
        assertTrue(out.contains("    sched lat (usec): min=50, max=30000k, "), out);
        assertTrue(out.contains("    sched lat exact percentiles (usec):\n"), out);
        assertFalse(normal(r).contains("exact"), "only with --extended");
    }

    @Test
    void shouldMatchTheJsonGoldenFileByteForByte() throws IOException {
        Golden.check("golden-json.txt", new JsonReport(ZoneOffset.UTC).format(ReportFixtures.run(ReportFixtures.planWithGlobals())));
        Golden.check("golden-normal-extended.txt", new NormalReport(ZoneOffset.UTC).withExtended(true)
                .format(run(ReportOptions.DEFAULT, List.of(), ReportFixtures.latency(new long[] {990, 10},
                        new long[] {50_000, 30_000_000_000L}))));
    }

    private static int fields(String terseLine) {
        return terseLine.strip().split(";", -1).length;
    }
}
