package org.jfio.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.util.List;

import org.jfio.api.EngineRegistry;
import org.jfio.spi.JfioException;
import org.jfio.api.JobRunner;
import org.jfio.job.ArgvParser;
import org.jfio.job.JobPlan;
import org.jfio.job.OptionHelp;
import org.jfio.job.OptionTable;

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
    /** The first job arguments that name a command of jfio's own rather than a job file. */
    private static final List<String> SUBCOMMANDS = List.of(CheckCommand.NAME, ReportCommand.NAME, MergeCommand.NAME,
            CompareCommand.NAME);

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

    /** @return true for {@code jfio --version} alone, answered without the command-line model */
    static boolean isVersionOnly(String[] args) {
        return args.length == 1 && "--version".equals(args[0]);
    }

    /** @return true for {@code jfio --help} alone, a text rendered at build time */
    static boolean isHelpOnly(String[] args) {
        return args.length == 1 && "--help".equals(args[0]);
    }

    /**
     * Runs jfio in this JVM, writing to the given streams.
     *
     * @return the exit code ({@link ExitCode})
     */
    public static int run(String[] args, PrintStream out, PrintStream err) {
        int code;
        if (isVersionOnly(args)) {
            // the answer needs no command-line model: picocli's (not in the AOT cache) is not built
            out.println(VersionInfo.string());
            code = ExitCode.OK;
        } else if (isHelpOnly(args)) {
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
        if (o.help || o.version) {
            return helpOrVersion(o, out);
        }
        o.fio.check();
        if (o.fio.crctest != null || o.fio.inflateLog != null) {
            return fioUtility(o.fio, out, err);
        }
        StdinJobFile stdin = stdinJobFile(o.jobArgs);
        UserEngines user = UserEngines.load(o.enginePath, externals(o, stdin));
        if (o.enghelp != null || o.cmdhelp != null) {
            out.print(o.enghelp != null ? EngineHelp.format(user.registry(), user.origins(), o.enghelp)
                    : cmdhelp(user.registry(), o.cmdhelp));
            return ExitCode.OK;
        }
        OutputFormat.Selection formats = OutputFormat.select(o.outputFormats, o.terseVersion);
        StatusOptions.Settings status = o.status.settings();
        if (o.jobArgs.isEmpty()) {
            err.println("jfio: no jobs given: pass a job file or --name=<job> with its options (see jfio --help)");
            return ExitCode.USAGE;
        }
        EngineRegistry engines = user.registry();
        RunWarnings warnings = new RunWarnings(o.fio, err, Terminal.isTerminalStderr(err), o.parseOnly);
        ArgvParser parser = new ArgvParser().options(optionTable(engines)).sections(o.sections)
                .commandFlags(CliOptions.FLAG_NAMES).warnings(w -> warnings.parser(ErrorLine.oneLine(w)))
                .readOnly(o.readonly); // fio's --readonly: every job read-only, so a replayed iolog skips its writes
        if (stdin != null) {
            parser.stdin(stdin.stream());
        }
        if (SUBCOMMANDS.contains(o.jobArgs.get(0))) {
            return subcommand(o, parser, engines, out, err);
        }
        if (o.showcmd) {
            out.print(parser.showCommand(o.jobArgs));
            return ExitCode.OK;
        }
        return JobRun.run(o, parser, new JobRun.RunSetup(engines, o.fleet.settings(System.getenv())),
                new JobRun.RunChoices(formats, status, warnings), out, err);
    }

    private static int helpOrVersion(CliOptions o, PrintStream out) {
        if (o.help) {
            UsageText.print(out);
        } else {
            out.println(VersionInfo.string());
        }
        return ExitCode.OK;
    }

    /**
     * @return the job file {@code -} when the command reads job files and names it, else null
     *         ({@code report} and {@code merge} read results, never stdin)
     */
    private static StdinJobFile stdinJobFile(List<String> jobArgs) {
        boolean readsResults = !jobArgs.isEmpty()
                && List.of(ReportCommand.NAME, MergeCommand.NAME).contains(jobArgs.get(0));
        return !readsResults && StdinJobFile.named(jobArgs) ? StdinJobFile.of(System.in) : null;
    }

    /** @return the {@code external:} engines the arguments, the job files and the stdin job file name */
    private static List<String> externals(CliOptions o, StdinJobFile stdin) {
        List<String> names = new java.util.ArrayList<>(UserEngines.externals(o.jobArgs, o.enghelp));
        if (stdin != null) {
            names.addAll(stdin.externals());
        }
        return names;
    }

    /** Runs {@code check}, {@code report}, {@code merge} or {@code compare}, which take no many-host flags. */
    private static int subcommand(CliOptions o, ArgvParser parser, EngineRegistry engines, PrintStream out,
            PrintStream err) throws IOException {
        String name = o.jobArgs.get(0);
        o.fleet.refuseFor(name);
        List<String> rest = o.jobArgs.subList(1, o.jobArgs.size());
        return switch (name) {
            case CheckCommand.NAME -> CheckCommand.run(rest, parser, engines, out);
            case ReportCommand.NAME -> ReportCommand.run(rest, o, out, err);
            case MergeCommand.NAME -> MergeCommand.run(rest, o, out, err);
            default -> CompareCommand.run(rest, o, parser, engines, out, err);
        };
    }

    /** fio's flags that do something else than run jobs: {@code --crctest}, {@code --inflate-log}. */
    private static int fioUtility(FioFlags fio, PrintStream out, PrintStream err) {
        if (fio.crctest != null) {
            return CrcTest.run(fio.crctest, out, err);
        }
        LogInflater.inflate(java.nio.file.Path.of(fio.inflateLog), out);
        return ExitCode.OK;
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
}
