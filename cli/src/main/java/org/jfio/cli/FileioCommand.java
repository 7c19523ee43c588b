package org.jfio.cli;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.jfio.api.EngineRegistry;
import org.jfio.result.GroupResult;
import org.jfio.result.JobResult;
import org.jfio.result.RunResult;
import org.jfio.spi.JfioException;
import org.jfio.sysbench.FileioJob;
import org.jfio.sysbench.FileioOptions;
import org.jfio.sysbench.FileioSession;

/**
 * {@code jfio fileio [options] prepare|run|cleanup|help} (also {@code jfio sysbench fileio ...}, so
 * a pasted sysbench command needs only its first word changed): sysbench 1.0.20's fileio test,
 * run by jfio's engines ({@link FileioSession} in core's {@code org.jfio.sysbench}). Parses with
 * {@link FileioArgs}; {@code --showcmd} prints the equivalent job; Ctrl-C stops the run, keeps
 * the files and prints the partial report (exit 130). Bad input: one line, exit 1; a stack trace
 * only with {@code --debug}.
 */
final class FileioCommand {
    private FileioCommand() {
    }

    /**
     * @return 1 when the command line selects this command ({@code fileio ...}, or {@code sysbench}
     *         with the word {@code fileio} or the deprecated {@code --test=fileio} anywhere after it,
     *         as sysbench takes its options before and after the test name), 0 when not
     */
    static int selects(String[] args) {
        if (args.length > 0 && args[0].equals("fileio")) {
            return 1;
        }
        if (args.length > 1 && args[0].equals("sysbench")) {
            for (int i = 1; i < args.length; i++) {
                if (args[i].equals("fileio") || args[i].equals("--test=fileio")) {
                    return 1;
                }
            }
        }
        return 0;
    }

    /** @return the fileio arguments: the words after {@code fileio}, or after {@code sysbench} less the test name */
    private static List<String> fileioArgs(String[] args, List<String> warnings) {
        if (args[0].equals("fileio")) {
            return new ArrayList<>(Arrays.asList(args).subList(1, args.length));
        }
        List<String> rest = new ArrayList<>();
        boolean named = false;
        for (String a : Arrays.asList(args).subList(1, args.length)) {
            if (a.equals("--test=fileio")) {
                warnings.add("the --test option is deprecated (as in sysbench): write the test name, sysbench fileio ...");
            } else if (a.equals("fileio") && !named) {
                named = true;
            } else {
                rest.add(a);
            }
        }
        return rest;
    }

    /**
     * @param args the whole command line ({@code fileio ...} or {@code sysbench fileio ...})
     * @return the exit code ({@link ExitCode})
     */
    static int run(String[] args, PrintStream out, PrintStream err) {
        List<String> early = new ArrayList<>();
        List<String> rest = fileioArgs(args, early);
        boolean debug = rest.contains("--debug") || rest.contains("--debug=on");
        try {
            FileioWarnings warnings = FileioWarnings.take(rest, err);
            return execute(rest, early, out, warnings, err);
        } catch (JfioException e) {
            ErrorLine.print(err, "jfio fileio: " + ErrorLine.oneLine(FileioMessages.sysbenchTerms(e.getMessage())), e, debug);
            return ExitCode.JOB_ERROR;
        } catch (RuntimeException e) {
            ErrorLine.print(err, "jfio fileio: internal error: " + ErrorLine.oneLine(e.toString()), e, debug);
            return ExitCode.JOB_ERROR;
        } finally {
            out.flush();
            err.flush();
        }
    }

    private static int execute(List<String> args, List<String> early, PrintStream out, FileioWarnings warnings,
            PrintStream err) {
        FileioOptions o = new FileioArgs(Path.of("").toAbsolutePath()).parse(args);
        String banner = VersionInfo.string() + " fileio (sysbench 1.0.20 compatible)";
        if (o.command() == FileioOptions.Command.HELP) {
            out.print(banner + "\n\n" + FileioOptionTable.help());
            return ExitCode.OK;
        }
        // below verbosity 3 only errors are printed (sysbench's levels): no warning, no notice
        boolean warn = o.verbosity() >= 3;
        List<String> notes = new ArrayList<>(early);
        notes.addAll(o.notes());
        if (o.showcmd()) {
            // no report follows: the notes go to stderr unless --warnings=report
            for (String note : warn && !warnings.reportOnly() ? notes : List.<String>of()) {
                err.println("jfio fileio: warning: " + note);
            }
            out.print(switch (o.command()) {
                case PREPARE -> FileioJob.prepare(o).jobFile();
                case RUN -> FileioJob.run(o).jobFile();
                default -> "; cleanup runs no job: it removes " + o.file(0) + " .. " + FileioOptions.fileName(o.fileNum() - 1)
                        + "\n";
            });
            return ExitCode.OK;
        }
        if (warn) {
            notes.forEach(warnings::accept);
        }
        boolean report = warn && o.outputs().contains("sysbench");
        try {
            return session(o, banner, args, out, warn ? warnings : w -> { }, err);
        } finally {
            if (report) {
                warnings.printReport(out);
            }
        }
    }

    private static int session(FileioOptions o, String banner, List<String> args, PrintStream out,
            java.util.function.Consumer<String> warnings, PrintStream err) {
        FileioSession session = new FileioSession(o, EngineRegistry.load(), banner, out, warnings);
        // one stop for the whole session: a signal that lands after one file's run has ended must
        // still stop the next (prepare runs one job per file, each under its own handlers)
        java.util.concurrent.atomic.AtomicBoolean stopped = new java.util.concurrent.atomic.AtomicBoolean();
        FileioSession.Gate gate = runner -> {
            try (StopSignals signals = StopSignals.install(() -> {
                stopped.set(true);
                runner.stop();
            }, err)) {
                if (stopped.get()) {
                    runner.stop();
                }
                return runner.run();
            }
        };
        switch (o.command()) {
            case PREPARE -> {
                if (session.prepare(gate).interrupted()) {
                    err.println("jfio fileio: prepare stopped: the file being written is left at the length it reached; "
                            + "run prepare again to complete it");
                    return ExitCode.INTERRUPTED;
                }
            }
            case CLEANUP -> session.cleanup();
            case RUN -> {
                RunResult result = session.run(gate, prepareCommand(args));
                int code = exitCode(result, err);
                // a signal that came first keeps its status; else a forced shutdown is sysbench's 2
                return code == ExitCode.INTERRUPTED && !stopped.get() && session.forcedShutdown() ? ExitCode.FORCED_SHUTDOWN
                        : code;
            }
            default -> throw new IllegalStateException(o.command().toString());
        }
        return ExitCode.OK;
    }

    private static int exitCode(RunResult result, PrintStream err) {
        for (GroupResult g : result.groups()) {
            for (JobResult j : g.jobs()) {
                if (j.error() != 0) {
                    err.println("jfio fileio: " + ErrorLine.oneLine(FileioMessages.sysbenchTerms(j.errorMessage())));
                    return ExitCode.JOB_ERROR;
                }
            }
        }
        return result.interrupted() ? ExitCode.INTERRUPTED : ExitCode.OK;
    }

    /**
     * @return the command line with {@code run} replaced by {@code prepare}: what prepares the files;
     *         an option given more than once appears once, with the value that counted (the last)
     */
    static String prepareCommand(List<String> args) {
        List<String> words = new ArrayList<>(List.of("jfio", "fileio"));
        for (int i = 0; i < args.size(); i++) {
            String a = args.get(i);
            if (!givenAgain(args, i)) {
                words.add(a.equals("run") ? "prepare" : a);
            }
        }
        return String.join(" ", words);
    }

    /** @return true when the option at {@code i} ({@code --name[=value]}) is given again later */
    private static boolean givenAgain(List<String> args, int i) {
        String a = args.get(i);
        if (!a.startsWith("--")) {
            return false;
        }
        String name = a.contains("=") ? a.substring(0, a.indexOf('=')) : a;
        for (String later : args.subList(i + 1, args.size())) {
            if (later.equals(name) || later.startsWith(name + "=")) {
                return true;
            }
        }
        return false;
    }

}
