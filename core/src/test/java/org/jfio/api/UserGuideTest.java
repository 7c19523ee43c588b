package org.jfio.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

import org.jfio.job.JobPlan;
import org.jfio.job.JobSpec;
import org.jfio.job.ReadWrite;
import org.jfio.report.ReportFormats;
import org.jfio.report.ReportSettings;
import org.jfio.report.ReportWriter;
import org.jfio.result.DirectionResult;
import org.jfio.result.Finding;
import org.jfio.result.GroupResult;
import org.jfio.result.JobResult;
import org.jfio.result.PreflightReport;
import org.jfio.result.RunProgress;
import org.jfio.result.RunResult;
import org.jfio.spi.Availability;
import org.jfio.spi.DataDirection;
import org.jfio.spi.EngineCapability;
import org.jfio.spi.EngineContext;
import org.jfio.spi.IoEngine;
import org.jfio.spi.IoEngineProvider;
import org.jfio.spi.IoUnit;
import org.jfio.spi.JfioException;
import org.jfio.spi.NativeCallException;
import org.jfio.spi.QueueStatus;
import org.jfio.testkit.InlineEngineProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Runs the code of the user guide, {@code org/jfio/api/package-info.java}, section by section:
 * each block between {@code // guide:} comments is the guide's code as printed there. Change
 * both together.
 */
class UserGuideTest {
    @TempDir
    Path dir;

    @Test
    void shouldRunAJobFromCode() throws Exception {
        // guide: Run a job from code
        Path file = dir.resolve("jfio-guide.dat");
        JobSpec job = JobSpec.builder("randread")
                .rw(ReadWrite.RANDREAD).set("bs", 4096).set("size", 4L << 20)
                .set("filename", file.toString()).set("ioengine", "psync")
                .build();
        RunResult result = JobRunner.of(JobPlan.of(job)).run();
        DirectionResult reads = result.job("randread").direction(DataDirection.READ);
        String line = String.format("%.0f IOPS, p99 %s", reads.iops(), reads.clat().fioPercentile(99));
        // end

        assertEquals(1024, reads.ios());
        assertEquals(4L << 20, Files.size(file), "laid out to size= first");
        assertTrue(line.matches("\\d+ IOPS, p99 PT[0-9.]+S"), line);
    }

    @Test
    void shouldReadFioArgumentsJobFilesAndJobText() throws Exception {
        Path file = dir.resolve("seq.dat");
        Path jobFile = dir.resolve("jobs.fio");
        Files.writeString(jobFile, "[global]\nioengine=null\nsize=1g\n[r]\nrw=randread\n");
        // guide: From fio arguments or a job file
        JobPlan fromArgs = JobPlan.fromFioArgs(List.of(
                "--name=seqwrite", "--rw=write", "--bs=1m", "--size=64m", "--filename=" + file));
        JobPlan fromFile = JobPlan.fromJobFile(jobFile);
        JobPlan fromText = JobPlan.fromJobText("""
                [global]
                ioengine=null
                size=1g
                [r]
                rw=randread
                """);
        // end

        assertEquals("seqwrite", fromArgs.jobs().get(0).name());
        assertEquals(64L << 20, fromArgs.jobs().get(0).region().sizeBytes());
        assertEquals(fromFile.jobs().get(0).options(), fromText.jobs().get(0).options());
        assertEquals(Set.of("rw"), fromText.jobs().get(0).options().keySet());
        assertEquals(fromFile.globalOptions(), fromText.globalOptions());
        assertEquals(Set.of("ioengine", "size"), fromText.globalOptions().keySet());
    }

    @Test
    void shouldReadResultsByJobName() {
        RunResult result = JobRunner.of(JobPlan.fromFioArgs(List.of("--name=randread", "--ioengine=null",
                "--rw=randread", "--size=4m", "--numjobs=2", "--group_reporting"))).run();
        // guide: Read results by job name
        JobResult job = result.job("randread");             // what the reports print for the job
        DirectionResult r = job.direction(DataDirection.READ);
        long ios = r.ios();                                  // completed reads
        long bytesPerSec = r.bwBytesPerSec();                // fio's bw_bytes
        Duration runtime = r.runtime();                      // fio's runtime
        Duration p99 = r.clat().fioPercentile(99);           // fio's clat_ns percentile 99.000000
        Duration p99exact = r.clat().percentile(99);         // HdrHistogram, 3 significant digits
        List<Long> perClone = new ArrayList<>();
        for (JobResult clone : result.jobs("randread")) {    // each clone's own result
            perClone.add(clone.direction(DataDirection.READ).ios());
        }
        // end

        assertEquals(2, job.jobs());
        assertEquals(2 * 1024, ios);
        assertEquals(List.of(1024L, 1024L), perClone);
        assertEquals(r.runtimeMs() == 0 ? 0 : r.bytes() * 1000 / r.runtimeMs(), bytesPerSec);
        assertEquals(r.runtimeMs(), runtime.toMillis());
        assertEquals(r.clat().fioPercentileNs(99), p99.toNanos());
        assertEquals(r.clat().percentileNs(99), p99exact.toNanos());
    }

    @Test
    void shouldListenWatchAndStop() throws Exception {
        JobPlan plan = JobPlan.fromFioArgs(List.of("--name=long", "--ioengine=null", "--size=1g",
                "--time_based", "--runtime=600"));
        // guide: Listen to progress
        List<String> finished = Collections.synchronizedList(new ArrayList<>());
        CountDownLatch started = new CountDownLatch(1);
        JobRunner runner = JobRunner.of(plan).listener(new RunListener() {
            @Override
            public void jobStarted(String job, int clone) { // on the job's own thread
                started.countDown();
            }

            @Override
            public void jobFinished(JobResult r) {
                finished.add(r.name());
            }
        });
        ExecutorService executor = Executors.newSingleThreadExecutor();
        Future<RunResult> running = executor.submit(runner::run);
        started.await();                                     // its measured I/O has begun
        RunProgress now = runner.progress();                 // any thread, no lock, no effect on the I/O
        long readsSoFar = now.jobs().get(0).ios(DataDirection.READ);
        RunResult soFar = runner.currentResult(Duration.ofMillis(500));   // full statistics so far
        runner.stop();                                       // jobs stop at their next I/O
        RunResult partial = running.get();                   // partial.interrupted() is true
        executor.shutdown();
        // end

        assertTrue(readsSoFar >= 0);
        assertFalse(soFar.interrupted());
        assertTrue(partial.interrupted());
        assertEquals(List.of("long"), finished);
    }

    @Test
    void shouldPreflight() {
        JobPlan plan = JobPlan.fromFioArgs(List.of("--name=w", "--rw=write", "--size=1m",
                "--filename=" + dir.resolve("w.dat")));
        // guide: Preflight
        PreflightReport before = JobRunner.of(plan).preflight();   // throws JfioException on the first error
        List<String> warnings = new ArrayList<>();
        for (Finding f : before.warnings()) {
            warnings.add(f.line());                          // "subject: message; fix: ..."
        }
        PreflightReport full = Preflight.of(plan).paths(List.of(dir)).report();   // jfio check
        boolean ok = !full.hasErrors();
        // end

        assertTrue(ok, full.findings().toString());
        assertFalse(full.findings().isEmpty());
        assertEquals(before.warnings().size(), warnings.size());
    }

    /** The guide's own engine of "Choose engines": completes every request inline, moves no data. */
    static final class MyEngineProvider extends InlineEngineProvider {
        MyEngineProvider() {
            super("mine", "completes every request at once");
        }
    }

    @Test
    void shouldChooseEngines() {
        JobPlan plan = JobPlan.fromFioArgs(List.of("--name=m", "--ioengine=mine", "--size=1m"),
                List.of(new MyEngineProvider()));
        // guide: Choose engines
        EngineRegistry installed = EngineRegistry.load();    // built-in engines and engine modules found
        List<String> unavailable = new ArrayList<>();
        for (IoEngineProvider p : installed.providers()) {
            Availability a = p.availability();
            if (!a.available()) {
                unavailable.add(p.name() + ": " + a.reason() + "; fix: " + a.fix());
            }
        }
        EngineRegistry mine = EngineRegistry.of(List.of(new MyEngineProvider()));
        RunResult result = JobRunner.of(plan).engines(mine).run();
        // end

        assertTrue(installed.names().contains("psync"));
        assertTrue(unavailable.size() < installed.providers().size());
        assertEquals(256, result.job("m").direction(DataDirection.READ).ios());
    }

    @Test
    void shouldWriteFioReports() throws Exception {
        RunResult result = JobRunner.of(JobPlan.fromFioArgs(List.of("--name=j", "--ioengine=null", "--size=1m"))).run();
        OutputStream out = new ByteArrayOutputStream();
        // guide: Reports
        ReportWriter json = ReportFormats.builtin().find("json").orElseThrow().writer(ReportSettings.defaults());
        json.write(result, out);                             // fio 3.33's JSON document, UTF-8
        // end

        assertTrue(out.toString().startsWith("{\n  \"fio version\" : \"jfio-"), out.toString());
    }

    /** The guide's error handling, on the plan given. */
    private static List<String> runAndCollectErrors(JobPlan plan, EngineRegistry engines) {
        List<String> errors = new ArrayList<>();
        // guide: Errors
        try {
            RunResult r = JobRunner.of(plan).engines(engines).run();
            for (GroupResult g : r.groups()) {
                for (JobResult j : g.jobs()) {
                    if (j.error() != 0) {                    // an I/O failed: errno in error()
                        errors.add(j.name() + ": " + j.errorMessage());
                    }
                }
            }
        } catch (NativeCallException e) {                    // a system call failed while setting up
            errors.add(e.call() + " failed with " + e.errnoName() + " (errno " + e.errno() + ")");
        } catch (JfioException e) {                          // bad input, unavailable engine, preflight error
            errors.add(e.getMessage());
        }
        // end
        return errors;
    }

    /** An engine of the errors test: {@code create} fails with EAGAIN, or every I/O fails with EIO. */
    private record FailingProvider(String name, boolean failSetup) implements IoEngineProvider {
        @Override
        public String description() {
            return "fails";
        }

        @Override
        public Set<EngineCapability> capabilities() {
            return Set.of(EngineCapability.DISKLESS);
        }

        @Override
        public IoEngine create(EngineContext context) {
            if (failSetup) {
                throw NativeCallException.of("io_setup(1)", 11);
            }
            return new IoEngine() {
                @Override
                public Set<EngineCapability> capabilities() {
                    return EnumSet.of(EngineCapability.SYNC);
                }

                @Override
                public QueueStatus queue(IoUnit unit) {
                    unit.result(-5);
                    return QueueStatus.COMPLETED;
                }
            };
        }
    }

    @Test
    void shouldReportErrorsOfEachKind() {
        List<IoEngineProvider> failing = List.of(new FailingProvider("nosetup", true), new FailingProvider("eio", false));
        EngineRegistry engines = EngineRegistry.of(failing);
        assertEquals(List.of("ioengine=bogus: unknown engine (known: eio, nosetup)"),
                runAndCollectErrors(JobPlan.fromFioArgs(List.of("--name=b", "--ioengine=bogus", "--size=1m")), engines));
        assertEquals(List.of("io_setup(1) failed with EAGAIN (errno 11)"), runAndCollectErrors(
                JobPlan.fromFioArgs(List.of("--name=s", "--ioengine=nosetup", "--size=1m"), failing), engines));
        List<String> io = runAndCollectErrors(
                JobPlan.fromFioArgs(List.of("--name=e", "--ioengine=eio", "--size=1m"), failing), engines);
        assertEquals(1, io.size(), io.toString());
        assertTrue(io.get(0).startsWith("e: ") && io.get(0).contains("EIO"), io.get(0));
    }
}
