package org.jfio.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;

import org.jfio.api.EngineRegistry;
import org.jfio.spi.JfioException;
import org.jfio.result.GroupResult;
import org.jfio.result.JobResult;
import org.jfio.api.JobRunner;
import org.jfio.result.RunResult;
import org.jfio.result.SloEvaluation;
import org.jfio.result.SloVerdict;
import org.jfio.job.ArgvParser;
import org.jfio.job.JobPlan;
import org.jfio.job.OptionHelp;
import org.jfio.job.OptionTable;
import org.jfio.job.PlanChecks;
import org.jfio.report.ReportWriter;

import picocli.CommandLine;

/**
 * The {@code jfio} command: a translator from fio-style arguments and job files to a
 * {@link JobPlan}, through {@link JobRunner}, to fio-style reports and an {@link ExitCode}.
 *
 * <p>Errors: every {@link JfioException} becomes one line {@code jfio: <message>} on stderr and
 * exit code 1; any other exception {@code jfio: internal error: <exception>}, also exit 1; a
 * stack trace only with {@code --debug}. Bad input is rejected before anything is written.
 */
public final class Main {
    private Main() {
    }

    /** Runs jfio and exits the JVM with its exit code. */
    public static void main(String[] args) {
        OutOfMemoryExit.install();
        StartupPreload.start(args);
        PrintStream out = StdoutSink.open();
        int code = run(args, out, System.err);
        out.flush();
        System.exit(code);
    }

    /**
     * Runs jfio in this JVM, writing to the given streams.
     *
     * @return the exit code ({@link ExitCode})
     */
    public static int run(String[] args, PrintStream out, PrintStream err) {
        int code;
        if (args.length == 1 && "--version".equals(args[0])) {
            // the answer needs no command-line model: picocli's (not in the AOT cache) is not built
            out.println(VersionInfo.string());
            code = ExitCode.OK;
        } else if (args.length == 1 && "--help".equals(args[0])) {
            UsageText.print(out); // rendered at build time, for the same reason
            code = ExitCode.OK;
        } else if (args.length > 0 && K8sCommand.NAME.equals(args[0])) {
            code = K8sCommand.standard(err).run(java.util.Arrays.copyOfRange(args, 1, args.length), out, err);
        } else {
            code = FileioCommand.selects(args) > 0
                    ? FileioCommand.run(args, out, err) // sysbench's command line, not fio's
                    : runFio(args, out, err);
        }
        out.flush();
        if (code == ExitCode.OK && out.checkError()) {
            if (StdoutSink.readerGone(out)) {
                return ExitCode.CLOSED_PIPE; // the reader went away (| head): quiet, as fio dies of SIGPIPE
            }
            // a PrintStream swallows write errors: without this, output lost to a full disk exits 0
            String why = StdoutSink.failure(out);
            err.println("jfio: stdout: the output could not be written"
                    + (why != null ? ": " + why : " (a write failed: a full disk or /dev/full)"));
            return ExitCode.JOB_ERROR;
        }
        return code;
    }

    private static int runFio(String[] args, PrintStream out, PrintStream err) {
        String[] normalized = CliOptions.normalize(args);
        String valueRefused = CliOptions.valueGivenToPlainFlag(normalized);
        if (valueRefused != null) {
            err.println("jfio: " + valueRefused + " (see jfio --help)");
            return ExitCode.JOB_ERROR; // fio's getopt error exits 1 too, not 2
        }
        CliOptions options = PlainFlags.read(normalized); // the common command lines, without picocli's start-up
        if (options == null) {
            options = new CliOptions();
            CommandLine cl = new CommandLine(options);
            cl.setUnmatchedOptionsArePositionalParams(true);
            cl.setUnmatchedOptionsAllowedAsOptionParameters(false); // "--output --name=t": --output lacks its value
            cl.setExpandAtFiles(false);
            cl.setCaseInsensitiveEnumValuesAllowed(true);
            try {
                cl.parseArgs(normalized);
            } catch (CommandLine.ParameterException e) {
                err.println("jfio: " + ErrorLine.oneLine(e.getMessage()) + " (see jfio --help)");
                return ExitCode.USAGE;
            }
        }
        boolean debug = DebugLog.isAll(options.debug);
        try (DebugLog log = DebugLog.open(options.debug, err)) {
            return execute(options, out, err);
        } catch (org.jfio.job.NoJobsException e) {
            ErrorLine.print(err, "jfio: " + ErrorLine.oneLine(e.getMessage()), e, debug);
            return ExitCode.USAGE; // no job at all, as a bare "jfio"
        } catch (JfioException e) {
            ErrorLine.print(err, "jfio: " + ErrorLine.oneLine(e.getMessage()), e, debug);
            return ExitCode.JOB_ERROR;
        } catch (Exception e) {
            ErrorLine.print(err, "jfio: internal error: " + ErrorLine.oneLine(e.toString()), e, debug);
            return ExitCode.JOB_ERROR;
        } catch (OutOfMemoryError e) {
            OutOfMemoryExit.exit(e);
            throw e;
        } finally {
            out.flush();
            err.flush();
        }
    }

    private static int execute(CliOptions o, PrintStream out, PrintStream err) throws IOException {
        if (o.help) {
            UsageText.print(out);
            return ExitCode.OK;
        }
        if (o.version) {
            out.println(VersionInfo.string());
            return ExitCode.OK;
        }
        o.fio.check();
        if (o.fio.crctest != null || o.fio.inflateLog != null) {
            return fioUtility(o.fio, out, err);
        }
        UserEngines user = UserEngines.load(o.enginePath, UserEngines.externals(o.jobArgs, o.enghelp));
        if (o.enghelp != null) {
            out.print(EngineHelp.format(user.registry(), user.origins(), o.enghelp));
            return ExitCode.OK;
        }
        if (o.cmdhelp != null) {
            out.print(cmdhelp(user.registry(), o.cmdhelp));
            return ExitCode.OK;
        }
        OutputFormat.Selection formats = OutputFormat.select(o.outputFormats, o.terseVersion);
        StatusOptions.Settings status = o.status.settings();
        if (o.jobArgs.isEmpty()) {
            err.println("jfio: no jobs given: pass a job file or --name=<job> with its options (see jfio --help)");
            return ExitCode.USAGE;
        }
        EngineRegistry engines = user.registry();
        RunWarnings warnings = new RunWarnings(o.fio, err, Terminal.isTerminalStderr(err),
                o.parseOnly);
        ArgvParser parser = new ArgvParser().options(optionTable(engines)).sections(o.sections)
                .commandFlags(CliOptions.FLAG_NAMES).warnings(w -> warnings.parser(ErrorLine.oneLine(w)))
                .readOnly(o.readonly); // fio's --readonly: every job read-only, so a replayed iolog skips its writes
        String first = o.jobArgs.get(0);
        if (List.of(CheckCommand.NAME, ReportCommand.NAME, MergeCommand.NAME, CompareCommand.NAME).contains(first)) {
            o.fleet.refuseFor(first);
        }
        if (CheckCommand.NAME.equals(o.jobArgs.get(0))) {
            return CheckCommand.run(o.jobArgs.subList(1, o.jobArgs.size()), parser, engines, out);
        }
        if (ReportCommand.NAME.equals(o.jobArgs.get(0))) {
            return ReportCommand.run(o.jobArgs.subList(1, o.jobArgs.size()), o, out, err);
        }
        if (MergeCommand.NAME.equals(o.jobArgs.get(0))) {
            return MergeCommand.run(o.jobArgs.subList(1, o.jobArgs.size()), o, out, err);
        }
        if (CompareCommand.NAME.equals(o.jobArgs.get(0))) {
            return CompareCommand.run(o.jobArgs.subList(1, o.jobArgs.size()), o, parser, engines, out, err);
        }
        if (o.showcmd) {
            out.print(parser.showCommand(o.jobArgs));
            return ExitCode.OK;
        }
        FleetOptions.Settings fleet = o.fleet.settings(System.getenv());
        parser.rank(fleet.rank().index(), fleet.rank().count());
        JobPlan plan = parser.parse(o.jobArgs);
        checkFlags(o.fio, plan, warnings);
        if (o.parseOnly) {
            return ExitCode.OK;
        }
        PlanChecks.check(plan, engines);
        if (o.readonly) {
            PlanChecks.checkReadOnly(plan, engines);
        }
        // a ranked run's JSON names its host and rank and carries what jfio merge reads (--extended's data)
        List<ReportWriter> writers = ranked(formats.extended(o.extended || fleet.ranked()).writers(), fleet);
        boolean htmlAlone = writers.isEmpty();
        String output = fleet.output(o.output);
        try (HtmlOutput html = HtmlOutput.open(formats.html(), htmlAlone, output, Terminal.isTerminal(Terminal.STDOUT),
                plan, out); ReportStream report = ReportOutput.open(HtmlOutput.textOutput(htmlAlone, output), plan, out)) {
            RunOutputs outputs = new RunOutputs(writers, html, report, err, warnings, o.fio.bandwidthLog,
                    IdleProfile.of(o.fio.idleProf));
            OutOfMemoryExit.prepare(); // ready before any job thread runs (the preload thread may still be at it)
            int code = runPlan(plan, new RunSetup(engines, fleet), outputs, new StatusPrinter(status, report,
                    (r, s) -> writeReports(r, writers, s), err, DebugLog.isAll(o.debug)), DebugLog.isAll(o.debug));
            report.requireWritten();
            return code;
        } finally {
            if (fleet.barrier() != null) {
                fleet.barrier().close();
            }
        }
    }

    /** fio's flags that do something else than run jobs: {@code --crctest}, {@code --inflate-log}. */
    private static int fioUtility(FioFlags fio, PrintStream out, PrintStream err) {
        if (fio.crctest != null) {
            return CrcTest.run(fio.crctest, out, err);
        }
        LogInflater.inflate(java.nio.file.Path.of(fio.inflateLog), out);
        return ExitCode.OK;
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

    /** @return the built-in options plus every engine's own options */
    private static OptionTable optionTable(EngineRegistry engines) {
        return OptionTable.builtin().withEngines(engines);
    }

    private static String cmdhelp(EngineRegistry engines, String name) {
        OptionTable table = optionTable(engines);
        if (name.isBlank() || name.equals("all")) {
            return OptionHelp.list(table);
        }
        return OptionHelp.describe(table.require(name));
    }

    /** Where a run's results go: the report writers, the HTML page, the streams, the warnings, the bandwidth logs. */
    private record RunOutputs(List<ReportWriter> writers, HtmlOutput html, PrintStream report, PrintStream err,
            RunWarnings warnings, boolean bandwidthLog, IdleProfile idle) {
    }

    /** What a run is given besides its plan and outputs: the engines and the many-host settings. */
    private record RunSetup(EngineRegistry engines, FleetOptions.Settings fleet) {
    }

    private static int runPlan(JobPlan plan, RunSetup setup, RunOutputs outputs, StatusPrinter status,
            boolean debug) throws IOException {
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
            String timing = debug ? timeline.describe() : null;
            if (timing != null) {
                err.println(timing);
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
