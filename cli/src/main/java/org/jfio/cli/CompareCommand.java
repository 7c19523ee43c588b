package org.jfio.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;

import org.jfio.api.EngineRegistry;
import org.jfio.api.JobRunner;
import org.jfio.compare.CompareArgs;
import org.jfio.compare.CompareJson;
import org.jfio.compare.CompareRun;
import org.jfio.compare.CompareTable;
import org.jfio.compare.Comparison;
import org.jfio.job.ArgvParser;
import org.jfio.job.JobPlan;
import org.jfio.spi.JfioException;

/**
 * {@code jfio compare [--engines=a,b] [--repeat=N] [--iodepth=1,8,32 | --bs=... | --numjobs=...]
 * [--option=value ...] [JOBFILE ...]}: one workload once per engine and swept value, each cell
 * repeated in an interleaved order, printed as a table ({@link CompareTable}) or, with
 * {@code --output-format=json}, as JSON ({@link CompareJson}), with the diagnosis; to stdout, or
 * to the {@code --output} file. Options without
 * a {@code --name} and without a job file make one job called {@code compare}. A line per run goes
 * to stderr. Ctrl-C stops the run in progress and prints what was measured. Exit code 0, 1 for
 * bad input or when no cell could run, 130 when interrupted.
 */
final class CompareCommand {
    /** The first argument that selects this command. */
    static final String NAME = "compare";
    private static final String DEFAULT_JOB = "--name=compare";

    private CompareCommand() {
    }

    /**
     * @param args    the arguments after {@code compare}
     * @param formats the {@code --output-format} values ({@code json} selects JSON; empty or
     *                {@code normal} the table)
     * @param parser  the job parser, with every engine's options
     * @param engines the engines to choose from
     * @param output  {@code --output}: the file the report goes to instead of {@code out}, or null
     * @param out     where the report goes
     * @param err     where progress lines go
     * @return the exit code
     * @throws IOException when the report cannot be written
     */
    static int run(List<String> args, List<String> formats, ArgvParser parser, EngineRegistry engines,
            String output, PrintStream out, PrintStream err) throws IOException {
        boolean json = json(formats);
        Path report = output == null ? null : Path.of(output);
        if (report != null && Files.isDirectory(report)) {
            throw new JfioException("--output=" + output + ": is a directory");
        }
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
        CompareRun compare = new CompareRun(plan, parsed.spec(), engines).progress(line -> err.println("jfio compare: " + line));
        AtomicReference<JobRunner> current = new AtomicReference<>();
        Comparison result;
        try (StopSignals signals = StopSignals.install(() -> {
            compare.stop();
            JobRunner r = current.get();
            if (r != null) {
                r.stop();
            }
        }, err)) {
            result = compare.run(p -> {
                JobRunner r = JobRunner.of(p).engines(engines);
                current.set(r);
                return r.run();
            });
        }
        String text = json ? CompareJson.format(result) : CompareTable.format(result);
        if (report == null) {
            out.print(text);
            out.flush();
        } else {
            Files.writeString(report, text, StandardCharsets.UTF_8);
        }
        if (result.interrupted()) {
            return ExitCode.INTERRUPTED;
        }
        return result.order().isEmpty() ? ExitCode.JOB_ERROR : ExitCode.OK;
    }

    private static boolean json(List<String> formats) {
        boolean json = false;
        for (String f : formats) {
            if (f.equals("json")) {
                json = true;
            } else if (!f.equals("normal")) {
                throw new JfioException("--output-format=" + f + ": compare writes normal (the table) or json");
            }
        }
        return json;
    }
}
