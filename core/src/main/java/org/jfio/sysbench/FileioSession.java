package org.jfio.sysbench;

import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.function.Consumer;

import org.jfio.api.EngineRegistry;
import org.jfio.api.JobRunner;
import org.jfio.api.RunListener;
import org.jfio.report.ReportFormats;
import org.jfio.report.ReportSettings;
import org.jfio.result.Finding;
import org.jfio.result.RunResult;
import org.jfio.spi.IoClock;
import org.jfio.spi.JfioException;

/**
 * Runs one {@code sysbench fileio} command with jfio: prepare ({@link #prepare}), run
 * ({@link #run}) or cleanup ({@link #cleanup}), printing what sysbench 1.0.20 prints
 * ({@link FileioReport}). Every check (options, files, the preflight of the plan) happens before
 * the first line is printed or anything is written. The caller runs the {@link JobRunner} through
 * a {@link Gate}, so it can stop it on Ctrl-C (the files stay, the partial report is printed).
 * One session per command; not thread-safe.
 */
public final class FileioSession {
    /** Runs the runner to its end; the CLI wraps it with its signal handling. */
    @FunctionalInterface
    public interface Gate {
        /** @return the runner's result ({@link JobRunner#run()}) */
        RunResult run(JobRunner runner);
    }

    private final FileioOptions options;
    private final EngineRegistry engines;
    private final String banner;
    private final PrintStream out;
    private final Consumer<String> warnings;
    private boolean forcedShutdown;

    /**
     * @param banner   the first line of every output ({@code jfio 0.1.0 fileio (sysbench 1.0.20 compatible)})
     * @param out      where the output goes
     * @param warnings where one-line warnings go (stderr in the CLI)
     */
    public FileioSession(FileioOptions options, EngineRegistry engines, String banner, PrintStream out,
            Consumer<String> warnings) {
        this.options = options;
        this.engines = engines;
        this.banner = banner;
        this.out = out;
        this.warnings = warnings;
    }

    private boolean notices() {
        return options.verbosity() >= 3;
    }

    /** What prepare did: the bytes written, and whether Ctrl-C stopped it (the file being written is left short). */
    public record Prepared(long bytes, boolean interrupted) {
    }

    /**
     * Creates the files (a missing one), extends a short one, writes a sparse one anew, reuses one
     * long enough (a longer one too, never shrunk), for every test mode, seqwr included, as
     * sysbench. Each file's line is printed once that file is done, as sysbench prints it.
     *
     * @return the bytes written, and whether it was stopped
     * @throws JfioException when a file is in the way (see {@link FileioFiles#survey})
     */
    public Prepared prepare(Gate gate) {
        List<FileioFiles.Planned> planned = FileioFiles.survey(options);
        List<JobRunner> runners = new java.util.ArrayList<>();
        for (int i = 0; i < planned.size(); i++) {
            JobRunner runner = planned.get(i).action() == FileioFiles.Action.REUSE ? null
                    : JobRunner.of(FileioJob.prepareFile(options, i).plan()).engines(engines).listener(listener());
            if (runner != null) {
                runner.preflight();
            }
            runners.add(runner);
        }
        if (notices()) {
            out.print(FileioReport.prepareHeader(options, banner));
            out.flush();
        }
        long bytes = 0;
        long target = FileioJob.preparedFileBytes(options);
        long t0 = IoClock.nowNs();
        for (int i = 0; i < planned.size(); i++) {
            FileioFiles.Planned p = planned.get(i);
            if (runners.get(i) != null) {
                if (p.sparse()) {
                    warnings.accept(p.path() + " has holes (fewer bytes on disk than its length): written anew");
                    FileioFiles.truncate(p.path());
                }
                RunResult r = gate.run(runners.get(i));
                if (r.interrupted()) {
                    return new Prepared(bytes, true);
                }
                bytes += target - p.existingBytes();
            }
            if (notices()) {
                out.println(p.action().line() + p.path().getFileName());
                out.flush();
            }
        }
        double seconds = (IoClock.nowNs() - t0) / 1e9;
        if (notices()) {
            out.print(FileioReport.prepareDone(bytes, seconds));
        }
        out.flush();
        return new Prepared(bytes, false);
    }

    /** seqwr removes the files it then creates: said on the warning stream when there are any, never silently. */
    private void announceCreation() {
        if (FileioFiles.anyExists(options)) {
            warnings.accept("seqwr is sysbench's creation test: its run writes test_file.0 .. test_file."
                    + (options.fileNum() - 1) + " anew from their start, as sysbench does (seqrewr rewrites them in place)");
        }
    }

    /** Removes {@code test_file.0} .. {@code test_file.N-1} (see {@link FileioFiles#remove}). */
    public void cleanup() {
        if (notices()) {
            out.print(FileioReport.cleanup(banner));
        }
        FileioFiles.remove(options).forEach(warnings);
        out.flush();
    }

    /**
     * @return true when the last {@link #run} was stopped by {@code --forced-shutdown} (sysbench
     *         1.0.20 then exits with status 2)
     */
    public boolean forcedShutdown() {
        return forcedShutdown;
    }

    /**
     * Runs the test: checks the files (seqwr removes and recreates them), prints the header, the
     * interim lines, then the report (and jfio's extras when asked).
     *
     * @param prepareCommand the command that prepares the files, for the hint when they are missing
     * @return the run's result
     * @throws JfioException when the files are missing or short, or the plan cannot start
     */
    public RunResult run(Gate gate, String prepareCommand) {
        if (options.testMode() != TestMode.SEQWR) {
            FileioFiles.checkRun(options, prepareCommand);
        }
        CountDownLatch started = new CountDownLatch(1);
        JobRunner runner = JobRunner.of(FileioJob.run(options).plan()).engines(engines).listener(listener(started));
        runner.preflight();
        if (options.testMode() == TestMode.SEQWR) {
            announceCreation();
            FileioFiles.remove(options).forEach(warnings);
        }
        boolean text = options.outputs().contains("sysbench") && notices();
        if (text) {
            out.print(FileioReport.runHeader(options, banner));
            out.flush();
        }
        RunResult result;
        try (IntervalReporter interval = new IntervalReporter(runner, options, out, started);
                ForcedShutdown forced = new ForcedShutdown(runner, options, started)) {
            if (text && options.reportInterval() > 0) {
                interval.start();
            }
            forced.start();
            result = gate.run(runner);
            forcedShutdown = forced.fired();
        }
        if (options.testMode() == TestMode.SEQWR) {
            FileioFiles.cutToWritten(options, writtenBytes(result)).forEach(warnings);
        }
        FileioSummary summary = FileioSummary.of(result, options, !result.interrupted());
        if (text) {
            if (forcedShutdown) {
                out.print(FileioReport.forcedShutdown());
            }
            out.print(FileioReport.report(summary, options, forcedShutdown));
            if (options.extended()) {
                out.print(FileioReport.extended(summary));
            }
        }
        if (options.outputs().contains("json")) {
            writeJson(result);
        }
        out.flush();
        return result;
    }

    /**
     * @return the bytes the run's clones wrote in the measured time (a --warmup-time's writes are not
     *         counted, so such a run leaves its files that much shorter than written, never with holes)
     */
    private static long writtenBytes(RunResult result) {
        long bytes = 0;
        for (org.jfio.result.JobResult j : result.jobs(FileioJob.JOB_NAME)) {
            bytes += j.direction(org.jfio.spi.DataDirection.WRITE).bytes();
        }
        return bytes;
    }

    private void writeJson(RunResult result) {
        try {
            ReportFormats.builtin().find("json").orElseThrow().writer(ReportSettings.defaults().withExtended(options.extended()))
                    .write(result, nonClosing(out));
        } catch (IOException e) {
            throw new JfioException("cannot write the JSON report: " + e.getMessage(), e);
        }
    }

    private static OutputStream nonClosing(PrintStream out) {
        return new OutputStream() {
            @Override
            public void write(int b) {
                out.write(b);
            }

            @Override
            public void write(byte[] b, int off, int len) {
                out.write(b, off, len);
            }
        };
    }

    private RunListener listener() {
        return listener(new CountDownLatch(1));
    }

    /** @param started counted down when a clone starts its measured I/O */
    private RunListener listener(CountDownLatch started) {
        return new RunListener() {
            @Override
            public void jobStarted(String jobName, int clone) {
                started.countDown();
            }

            @Override
            public void warning(Finding finding) {
                warnings.accept(finding.line());
            }

            @Override
            public void warning(String line) {
                warnings.accept(line);
            }
        };
    }
}
