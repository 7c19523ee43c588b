package org.jfio.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;

import org.jfio.api.EngineRegistry;
import org.jfio.api.JobRunner;
import org.jfio.compare.CellPlan;
import org.jfio.compare.CellResult;
import org.jfio.compare.CompareArgs;
import org.jfio.compare.CompareJson;
import org.jfio.compare.CompareRun;
import org.jfio.compare.CompareTable;
import org.jfio.compare.Comparison;
import org.jfio.job.ArgvParser;
import org.jfio.job.JobPlan;
import org.jfio.spi.JfioException;
import org.jfio.report.HtmlReport;
import org.jfio.report.ReportFormats;
import org.jfio.report.html.ReportPage;
import org.jfio.report.html.ResultDocument;

/**
 * {@code jfio compare [--engines=a,b] [--repeat=N] [--iodepth=1,8,32 | --bs=... | --numjobs=...]
 * [--option=value ...] [JOBFILE ...]}: one workload once per engine and swept value, each cell
 * repeated in an interleaved order, printed as a table ({@link CompareTable}) or, with
 * {@code --output-format=json}, as JSON ({@link CompareJson}), with the diagnosis; to stdout, or
 * to the {@code --output} file (checked before anything runs, as a plain run checks it). Options without
 * a {@code --name} and without a job file make one job called {@code compare}. A line per run goes
 * to stderr. Ctrl-C stops the run in progress and prints what was measured. Exit code 0, 1 for
 * bad input, when a cell failed (the others' results are still printed) or when no cell could
 * run, 130 when interrupted.
 */
final class CompareCommand {
    /** The first argument that selects this command. */
    static final String NAME = "compare";
    private static final String DEFAULT_JOB = "--name=compare";

    private CompareCommand() {
    }

    /**
     * @param args    the arguments after {@code compare}
     * @param o       jfio's flags: {@code --output-format} ({@code json} selects JSON, {@code html}
     *                the HTML page of the JSON; empty or {@code normal} the table), {@code --output} (the file the report goes to
     *                instead of {@code out}), {@code --readonly}, {@code --parse-only} (plan and
     *                check the cells, run nothing); the flags compare cannot do are refused
     * @param parser  the job parser, with every engine's options
     * @param engines the engines to choose from
     * @param out     where the report goes
     * @param err     where progress lines go
     * @return the exit code: 1 also when a cell failed or no engine could run the job
     * @throws IOException when the report cannot be written
     */
    static int run(List<String> args, CliOptions o, ArgvParser parser, EngineRegistry engines,
            PrintStream out, PrintStream err) throws IOException {
        refuseUnsupported(o);
        String format = format(o.outputFormats);
        CompareArgs.Parsed parsed = CompareArgs.parse(args);
        List<String> jobArgs = new ArrayList<>(parsed.jobArgs());
        boolean named = false;
        boolean jobFile = false;
        for (String a : jobArgs) {
            named |= a.startsWith("--name=");
            jobFile |= !a.startsWith("--");
        }
        if (!named && !jobFile) {
            jobArgs.add(DEFAULT_JOB);
        }
        JobPlan plan = parser.parse(jobArgs);
        CompareRun compare = new CompareRun(plan, parsed.spec(), engines).readOnly(o.readonly)
                .progress(line -> err.println("jfio compare: " + line));
        List<CellPlan> cells = compare.plan();
        if (o.parseOnly) {
            return ExitCode.OK;
        }
        String none = noEngine(cells);
        if (!none.isEmpty()) {
            throw new JfioException("compare: no engine could run this job (" + none + ")");
        }
        String output = format.equals(ReportFormats.HTML)
                ? HtmlOutput.target(true, o.output, Terminal.isTerminal(Terminal.STDOUT)) : o.output;
        try (ReportStream report = ReportOutput.open(output, plan, out)) {
            Comparison result = run(compare, engines, err);
            report.print(render(result, format));
            report.requireWritten();
            if (output != null && format.equals(ReportFormats.HTML) && Terminal.isTerminalStderr(err)) {
                err.println("jfio: HTML report written to " + output);
            }
            if (result.interrupted()) {
                return ExitCode.INTERRUPTED;
            }
            return result.order().isEmpty() || failed(result) ? ExitCode.JOB_ERROR : ExitCode.OK;
        }
    }

    private static Comparison run(CompareRun compare, EngineRegistry engines, PrintStream err) {
        AtomicReference<JobRunner> current = new AtomicReference<>();
        try (StopSignals signals = StopSignals.install(() -> {
            compare.stop();
            JobRunner r = current.get();
            if (r != null) {
                r.stop();
            }
        }, err)) {
            return compare.run(p -> {
                JobRunner r = JobRunner.of(p).engines(engines);
                current.set(r);
                return r.run();
            });
        }
    }

    /** @return the skip reasons, "; "-separated, when no cell runs; empty when one does */
    private static String noEngine(List<CellPlan> cells) {
        StringBuilder b = new StringBuilder();
        for (CellPlan c : cells) {
            if (c.runs()) {
                return "";
            }
            b.append(b.isEmpty() ? "" : "; ").append(c.engine()).append(": ").append(c.skipped());
        }
        return b.toString();
    }

    private static boolean failed(Comparison result) {
        for (CellResult c : result.cells()) {
            if (!c.failure().isEmpty()) {
                return true;
            }
        }
        return false;
    }

    /** Refuses, before anything runs, the flags of a plain run that compare does not do. */
    private static void refuseUnsupported(CliOptions o) {
        refuse(o.showcmd, "--showcmd", "it prints job files as command lines; run jfio --showcmd without compare");
        refuse(o.status.eta != null, "--eta", "compare prints a line per run on stderr instead of a status line");
        refuse(o.status.etaNewline != null, "--eta-newline", "compare prints a line per run on stderr instead of a status line");
        refuse(o.status.etaInterval != null, "--eta-interval", "compare prints a line per run on stderr instead of a status line");
        refuse(o.status.statusInterval != null, "--status-interval", "compare reports once, when every cell has run");
        refuse(o.extended, "--extended", "its table and JSON have their own figures");
        refuse(o.terseVersion != null, "--terse-version", "compare writes normal (the table) or json, not terse");
    }

    private static void refuse(boolean given, String flag, String why) {
        if (given) {
            throw new JfioException("compare does not support " + flag + ": " + why);
        }
    }

    /** @return the one format asked for: normal (the table), json or html */
    private static String format(List<String> formats) {
        if (formats.size() > 1) {
            throw new JfioException("--output-format=" + String.join(",", formats)
                    + ": compare writes one format, normal (the table), json or html");
        }
        String format = "normal";
        for (String f : formats) {
            if (!f.equals("json") && !f.equals(ReportFormats.HTML) && !f.equals("normal")) {
                throw new JfioException("--output-format=" + f + ": compare writes normal (the table), json or html");
            }
            format = f;
        }
        return format;
    }

    /** @return the report in its format: the table, the JSON document, or the HTML page drawn from that document */
    private static String render(Comparison result, String format) {
        return switch (format) {
            case "json" -> CompareJson.format(result);
            case ReportFormats.HTML -> ReportPage.of(HtmlReport.TITLE,
                    List.of(ResultDocument.parse("jfio compare", CompareJson.format(result)))).html();
            default -> CompareTable.format(result);
        };
    }
}
