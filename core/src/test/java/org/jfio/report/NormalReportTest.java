package org.jfio.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.time.ZoneOffset;
import java.util.List;

import org.jfio.result.CpuUsage;
import org.jfio.spi.DataDirection;
import org.jfio.result.DepthDistribution;
import org.jfio.result.DirectionResult;
import org.jfio.result.GroupResult;
import org.jfio.result.JobResult;
import org.jfio.result.RunResult;
import org.jfio.job.JobPlan;
import org.jfio.job.JobSpec;
import org.jfio.job.ReadWrite;
import org.junit.jupiter.api.Test;

class NormalReportTest {
    private final NormalReport report = new NormalReport(ZoneOffset.UTC);

    static String resource(String name) throws IOException {
        try (InputStream in = NormalReportTest.class.getResourceAsStream(name)) {
            if (in == null) {
                throw new IOException("missing test resource " + name);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    @Test
    void shouldPrintEachDirectionsSmallestAndLargestBlockSizeInTheHeaderAsFio() {
        // fio 3.33's first lines for the same command lines
        assertEquals("t: (g=0): rw=read, bs=(R) 4096B-8192B, (W) 4096B-8192B, (T) 4096B-8192B, ioengine=null, iodepth=1",
                NormalReport.header(new org.jfio.job.ArgvParser().parse(List.of("--name=t", "--ioengine=null", "--size=1m",
                        "--bsrange=4k-8k")), "jfio").lines().findFirst().orElseThrow());
        assertEquals("t: (g=0): rw=read, bs=(R) 4096B-64.0KiB, (W) 4096B-64.0KiB, (T) 4096B-64.0KiB, ioengine=null, iodepth=1",
                NormalReport.header(new org.jfio.job.ArgvParser().parse(List.of("--name=t", "--ioengine=null", "--size=1m",
                        "--bssplit=4k/50:64k/50")), "jfio").lines().findFirst().orElseThrow());
    }

    @Test
    void shouldMatchTheGoldenFileByteForByte() throws IOException {
        RunResult r = ReportFixtures.run();
        StringBuilder out = new StringBuilder();
        out.append(NormalReport.header(r.plan(), r.version()));
        out.append(report.format(r));
        Golden.check("golden-normal.txt", out.toString());
    }

    @Test
    void shouldPrintTheHeaderLikeFio() throws IOException {
        // fio-example-group.txt's header, with jfio's thread wording and version
        JobSpec g = JobSpec.builder("g").rw(ReadWrite.RANDREAD).set("numjobs", 2).set("group_reporting", true).build();
        JobSpec w = JobSpec.builder("w").rw(ReadWrite.WRITE).set("bs", 128 * 1024).set("ioengine", "libaio").set("iodepth", 4)
                .set("stonewall", true).build();
        String fio = resource("fio-example-group.txt");
        String expected = fio.substring(0, fio.indexOf("fio-3.33\n")) + "jfio-0.1.0\nStarting 3 threads\n";
        assertEquals(expected, NormalReport.header(JobPlan.of(g, w), "jfio-0.1.0"));

        JobSpec one = JobSpec.builder("t").rw(ReadWrite.RANDRW).set("bs", 16384).build();
        assertEquals("t: (g=0): rw=randrw, bs=(R) 16.0KiB-16.0KiB, (W) 16.0KiB-16.0KiB, (T) 16.0KiB-16.0KiB, "
                + "ioengine=psync, iodepth=1\njfio-0.1.0\nStarting 1 thread\n", NormalReport.header(JobPlan.of(one), "jfio-0.1.0"));
    }

    @Test
    void shouldSkipJobsThatMovedNothingAndOmitEmptyDiskStats() {
        JobSpec spec = JobSpec.builder("idle").build();
        JobResult idle = new JobResult(spec, 0, 1, 1, 0, "", ReportFixtures.T_END_MS, 1000,
                List.of(DirectionResult.empty(DataDirection.READ), DirectionResult.empty(DataDirection.WRITE),
                        DirectionResult.empty(DataDirection.TRIM), DirectionResult.empty(DataDirection.SYNC)),
                CpuUsage.ZERO, DepthDistribution.empty(), 1, List.of());
        RunResult r = new RunResult(JobPlan.of(spec), "jfio-0.1.0", 0,
                List.of(new GroupResult(0, List.of(idle), List.of(idle))), List.of(), false);
        assertEquals("\n\nRun status group 0 (all jobs):\n", report.format(r));
    }

    @Test
    void shouldPrintTheBareHeaderOfAGroupWithoutResultsAsFioDoes() {
        // fio 3.33 "--name=a ... --name=b ... --stonewall --stats=0", or a Ctrl-C before b's wave started:
        // "Run status group 1 (all jobs):" alone after group 0's lines
        JobSpec spec = JobSpec.builder("idle").build();
        JobSpec later = JobSpec.builder("later").set("stonewall", true).build();
        JobResult idle = new JobResult(spec, 0, 1, 1, 0, "", ReportFixtures.T_END_MS, 1000,
                List.of(DirectionResult.empty(DataDirection.READ), DirectionResult.empty(DataDirection.WRITE),
                        DirectionResult.empty(DataDirection.TRIM), DirectionResult.empty(DataDirection.SYNC)),
                CpuUsage.ZERO, DepthDistribution.empty(), 1, List.of());
        RunResult r = new RunResult(JobPlan.of(spec, later), "jfio-0.1.0", 0,
                List.of(new GroupResult(0, List.of(idle), List.of(idle))), List.of(), true);
        assertEquals("\n\nRun status group 0 (all jobs):\n\nRun status group 1 (all jobs):\n", report.format(r));
    }

    @Test
    void shouldPrintTheErrorNextToItsNumber() {
        JobResult t = ReportFixtures.jobT();
        JobResult failed = new JobResult(t.spec(), 0, 1, t.threadId(), 5, "Input/output error", t.endEpochMs(),
                t.runtimeMs(), t.directions(), t.cpu(), t.depths(), 16, List.of());
        RunResult r = new RunResult(ReportFixtures.plan(), "jfio-0.1.0", 0,
                List.of(new GroupResult(0, List.of(failed), List.of(failed))), List.of(), false);
        String out = report.format(r);
        assertTrue(out.startsWith("\nt: (groupid=0, jobs=1): err= 5 (Input/output error): pid=7501: Sun Nov 29 18:10:00 2026\n"),
                out);
        assertFalse(out.contains("Disk stats"));
    }
}
