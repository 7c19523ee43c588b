package org.jfio.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.util.List;

import org.jfio.api.EngineRegistry;
import org.jfio.api.JobRunner;
import org.jfio.job.ArgvParser;
import org.jfio.job.JobPlan;
import org.jfio.job.PlanChecks;
import org.jfio.report.ReportWriter;
import org.jfio.result.GroupResult;
import org.jfio.result.JobResult;
import org.jfio.result.RunResult;
import org.jfio.result.SloEvaluation;
import org.jfio.result.SloVerdict;

/**
 * A run of jobs, once {@link Main} has read the flags: the plan parsed and checked, the report
 * outputs opened before any job starts, the jobs run under the stop signals and the status output,
 * then the reports, the HTML page, the job errors and the SLO gates, and the exit code. Stateless.
 */
final class JobRun {
    private JobRun() {
    }

    /** What the flags chose for a run besides its jobs: the report formats, the status output, the warnings. */
    record RunChoices(OutputFormat.Selection formats, StatusOptions.Settings status, RunWarnings warnings) {
    }

    /**
     * Parses the jobs, checks them, opens the outputs and runs the plan.
     *
     * @return the exit code ({@link ExitCode})
     * @throws org.jfio.spi.JfioException for a bad job, a refused output file or a failed start
     */
    static int run(CliOptions o, ArgvParser parser, RunSetup setup, RunChoices choices, PrintStream out,
            PrintStream err) throws IOException {
        FleetOptions.Settings fleet = setup.fleet();
        parser.rank(fleet.rank().index(), fleet.rank().count());
        JobPlan plan = parser.parse(o.jobArgs);
        checkFlags(o.fio, plan, choices.warnings());
        if (o.parseOnly) {
            return ExitCode.OK;
        }
        PlanChecks.check(plan, setup.engines());
        if (o.readonly) {
            PlanChecks.checkReadOnly(plan, setup.engines());
        }
        // a ranked run's JSON names its host and rank and carries what jfio merge reads (--extended's data)
        List<ReportWriter> writers = ranked(choices.formats().extended(o.extended || fleet.ranked()).writers(), fleet);
        boolean htmlAlone = writers.isEmpty();
        String output = fleet.output(o.output);
        boolean debug = DebugLog.isAll(o.debug);
        boolean timing = DebugLog.wantsTime(o.debug);
        try (HtmlOutput html = HtmlOutput.open(choices.formats().html(), htmlAlone, output,
                Terminal.isTerminal(Terminal.STDOUT), plan, out);
                ReportStream report = ReportOutput.open(HtmlOutput.textOutput(htmlAlone, output), plan, out)) {
            RunOutputs outputs = new RunOutputs(writers, html, report, err, choices.warnings(), o.fio.bandwidthLog,
                    IdleProfile.of(o.fio.idleProf));
            OutOfMemoryExit.prepare(); // ready before any job thread runs (the preload thread may still be at it)
            int code = runPlan(plan, setup, outputs, new StatusPrinter(choices.status(), report,
                    (r, s) -> writeReports(r, writers, s), err, debug), timing);
            report.requireWritten();
            return code;
        } finally {
            if (fleet.barrier() != null) {
                fleet.barrier().close();
            }
        }
    }
    /**
     * fio's flags that apply to a parsed plan: {@code --max-jobs} (fio's own limit without it),
     * and the note that {@code --alloc-size} has nothing to size.
     *
     * @throws org.jfio.spi.JfioException when the plan starts more threads than the limit
     */
    private static void checkFlags(FioFlags fio, JobPlan plan, RunWarnings warnings) {
        if (plan.threadCount() > fio.jobLimit()) {
            throw new org.jfio.spi.JfioException("maximum number of jobs reached: the jobs start " + plan.threadCount()
                    + " threads (numjobs counted), the limit is " + fio.jobLimit()
                    + (fio.maxJobs == null ? " (fio's)" : " (--max-jobs)"));
        }
        if (fio.allocSize != null) {
            warnings.note(org.jfio.result.Finding.warning(RunWarnings.OPTIONS, "--alloc-size=" + fio.allocSize.strip(),
                    "no effect: it sizes fio's shared-memory pool, and jfio keeps none (its memory is the JVM's heap "
                            + "and the jobs' own buffers)", "drop --alloc-size"));
        }
    }

    /** @return the writers, each JSON one naming this rank when the run is ranked */
    private static List<ReportWriter> ranked(List<ReportWriter> writers, FleetOptions.Settings fleet) {
        if (!fleet.ranked()) {
            return writers;
        }
        List<ReportWriter> out = new java.util.ArrayList<>();
        for (ReportWriter w : writers) {
            out.add(w instanceof org.jfio.report.JsonReport j ? j.withRank(fleet.rank()) : w);
        }
        return List.copyOf(out);
    }

    /** @return the writers, each JSON one writing {@code cpu_idleness} ({@code --idle-prof}) */
    private static List<ReportWriter> withIdleness(List<ReportWriter> writers, org.jfio.result.CpuIdleness idle) {
        List<ReportWriter> out = new java.util.ArrayList<>();
        for (ReportWriter w : writers) {
            out.add(w instanceof org.jfio.report.JsonReport j ? j.withCpuIdleness(idle) : w);
        }
        return List.copyOf(out);
    }
    /** Where a run's results go: the report writers, the HTML page, the streams, the warnings, the bandwidth logs. */
    private record RunOutputs(List<ReportWriter> writers, HtmlOutput html, PrintStream report, PrintStream err,
            RunWarnings warnings, boolean bandwidthLog, IdleProfile idle) {
    }

    /** What a run is given besides its plan and outputs: the engines and the many-host settings. */
    record RunSetup(EngineRegistry engines, FleetOptions.Settings fleet) {
    }

    private static int runPlan(JobPlan plan, RunSetup setup, RunOutputs outputs, StatusPrinter status,
            boolean timing) throws IOException {
        List<ReportWriter> writers = outputs.writers();
        HtmlOutput html = outputs.html();
        PrintStream report = outputs.report();
        PrintStream err = outputs.err();
        boolean notices = false;
        for (ReportWriter w : writers) {
            notices |= w.showsNotices();
        }
        java.util.concurrent.atomic.AtomicBoolean stopping = new java.util.concurrent.atomic.AtomicBoolean();
        IoTimeline timeline = new IoTimeline(new NoticePrinter(notices ? report : null, err, outputs.warnings(), stopping::get));
        // the per-interval timeline costs memory per clone: recorded only for what draws it
        JobRunner runner = JobRunner.of(plan).engines(setup.engines()).listener(timeline)
                .timeline(html.active() || extendedJson(writers) || outputs.bandwidthLog());
        if (setup.fleet().gate() != null) {
            runner.startGate(setup.fleet().gate());
        }
        runner.preflight();
        // Ctrl-C/SIGTERM: the first stops the jobs and the partial report below is written (exit
        // 130); a second one quits at once (StopSignals).
        try (StopSignals signals = StopSignals.install(() -> {
            stopping.set(true);
            runner.stop();
        }, err)) {
            for (ReportWriter w : writers) {
                w.writeHeader(plan, VersionInfo.string(), report);
            }
            report.flush();
            if (outputs.idle() != null) {
                outputs.idle().start();
            }
            RunResult result = outputs.warnings().addTo(RunNotesPrinter.add(status.watch(runner), outputs.warnings()));
            org.jfio.result.CpuIdleness idle = outputs.idle() == null ? null : outputs.idle().finish();
            writeReports(result, idle == null ? writers : withIdleness(writers, idle), report);
            if (idle != null && notices) {
                IdleProfile.print(idle, report); // fio prints it with the normal output
            }
            if (outputs.bandwidthLog()) {
                BandwidthLogs.write(result, java.nio.file.Path.of(""));
            }
            html.write(result, err);
            reportJobErrors(result, err);
            String ioTimes = timing ? timeline.describe() : null;
            if (ioTimes != null) {
                err.println(ioTimes);
            }
            if (result.interrupted() || signals.received() > 0) {
                return ExitCode.INTERRUPTED;
            }
            if (result.firstError() != 0) {
                return ExitCode.JOB_ERROR;
            }
            return reportFailedGates(result, err) ? ExitCode.SLO_FAILED : ExitCode.OK;
        }
    }

    /** @return true when an SLO gate failed (each failed gate is one line on stderr) */
    private static boolean reportFailedGates(RunResult result, PrintStream err) {
        List<SloVerdict> verdicts = SloEvaluation.evaluate(result);
        boolean withJob = SloEvaluation.severalJobs(verdicts);
        boolean failed = false;
        for (SloVerdict v : verdicts) {
            if (!v.passed()) {
                err.println("jfio: " + v.line(withJob));
                failed = true;
            }
        }
        return failed;
    }

    /** @return true when a writer prints JSON with jfio's extra figures, which carry the plot data ({@code jfio.plot}) */
    private static boolean extendedJson(List<ReportWriter> writers) {
        for (ReportWriter w : writers) {
            if (w instanceof org.jfio.report.JsonReport j && j.isExtended()) {
                return true;
            }
        }
        return false;
    }

    /** Writes the reports in the registry's print order (fio's: terse lines, the JSON document, normal). */
    private static void writeReports(RunResult result, List<ReportWriter> writers, PrintStream report)
            throws IOException {
        for (ReportWriter w : writers) {
            w.write(result, report);
        }
        report.flush();
    }

    private static void reportJobErrors(RunResult result, PrintStream err) {
        for (GroupResult g : result.groups()) {
            for (JobResult j : g.jobs()) {
                if (j.error() != 0) {
                    err.println("jfio: " + j.name() + ": " + ErrorLine.oneLine(j.errorMessage()));
                }
            }
        }
    }
}
