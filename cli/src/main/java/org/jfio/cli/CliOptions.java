package org.jfio.cli;

import java.util.ArrayList;
import java.util.List;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * jfio's own flags, as picocli reads them. Everything else (job options {@code --key=value} and
 * job files) stays in {@link #jobArgs}, in the order given, for the job parser.
 */
@Command(name = "jfio",
        customSynopsis = "jfio [flags] [--option=value ...] [jobfile ...]",
        description = {
            "Flexible I/O tester: runs fio job files and fio command-line jobs.",
            "",
            "Options before the first --name=<job> are global; each --name=<job> starts",
            "a job, and the options after it apply to that job only. Job files run after",
            "the command-line jobs. --cmdhelp lists the options, --enghelp the engines.",
            ""},
        footer = {
            "",
            "Examples:",
            "  jfio --name=t --filename=/tmp/f --size=1g --rw=randread --runtime=30",
            "  jfio examples/03-mysql-innodb.fio --output-format=json --output=result.json",
            "  jfio check [PATH...] [--option=value ...]   preflight report, exit 1 on errors",
            "  jfio compare [--engines=a,b] [--repeat=N] [--iodepth=1,8,32] [--option=value ...] [jobfile]",
            "                                              one job across engines, with a diagnosis",
            "  jfio report RESULT.json... [-o report.html] draws saved results (--output-format=json",
            "                                              --extended) as one HTML page, overlaid",
            "",
            "  jfio merge RESULT.json... [--output-format=F]  one report of many hosts' results (exact",
            "                                              percentiles, IOPS summed over the common window)",
            "  srun -N 4 jfio --barrier-dir=/shared/b job.fio --output-format=json --output=r/%%r.json",
            "                                              many hosts, one start ($rank in job options)",
            "",
            "  jfio --name=t ... --slo='read.clat.p99<=2ms' --slo='iops>=50k'   SLO gates, exit 3 when one fails",
            "",
            "Warnings are kept in the report (jfio warnings:, JSON jfio.warnings) and go to",
            "stderr only at a terminal (or --warnings=stderr): scripts see a clean stderr.",
            "",
            "Exit codes: 0 ok, 1 job error or bad input, 2 bad flags, 3 an SLO gate failed, 130 interrupted",
            "(Ctrl-C or SIGTERM: the jobs stop and the partial report is printed; a second Ctrl-C quits at once)."})
final class CliOptions {
    /** Flags taking an optional value, written bare or as {@code --flag=value}. */
    static final List<String> OPTIONAL_VALUE_FLAGS = List.of("--enghelp", "--cmdhelp", "--debug", "--crctest");

    /**
     * Every name of the flags below and in the mixins, as picocli's model lists them (CliOptionsTest
     * holds the two equal): what the job parser refuses as a job option.
     */
    static final List<String> FLAG_NAMES = List.of("--help", "--version", "--terse-version", "--output-format",
            "--minimal", "--output", "--enghelp", "--engine-path", "--cmdhelp", "--debug", "--max-jobs",
            "--warnings-fatal", "--warnings", "--alloc-size", "--bandwidth-log", "--inflate-log", "--crctest",
            "--idle-prof", "--aux-path", "--trigger-file", "--trigger-timeout", "--trigger", "--trigger-remote",
            "--parse-only", "--section", "--showcmd", "--readonly", "--extended", "--eta", "--eta-newline",
            "--eta-interval", "--status-interval", "--rank", "--start-at", "--barrier-dir", "--barrier-timeout");

    /**
     * The flags that take no value (picocli's booleans; CliOptionsTest holds the two equal). fio's
     * getopt refuses a value given to one of its own ({@code --readonly=1}, even {@code =true}) and
     * exits 1; jfio does the same for these, its own {@code --extended} included.
     */
    static final List<String> NO_VALUE_FLAGS = List.of("--help", "--version", "--minimal", "--warnings-fatal",
            "--bandwidth-log", "--parse-only", "--showcmd", "--readonly", "--extended");

    /** An option written with one dash, as fio's getopt_long_only reads it: {@code -name=x}, {@code -rw=read}. */
    private static final java.util.regex.Pattern SINGLE_DASH = java.util.regex.Pattern.compile("-[A-Za-z][A-Za-z0-9_-]+(=.*)?",
            java.util.regex.Pattern.DOTALL);

    @Option(names = "--help", usageHelp = true, description = "Print this help and exit.")
    boolean help;

    @Option(names = "--version", versionHelp = true, description = "Print the version and exit.")
    boolean version;

    /**
     * The report formats as last set: by the last {@code --output-format} (its values only, as
     * fio replaces the set each time), or {@code terse} when {@code --minimal} came after it.
     * Empty means the default ({@code normal}).
     */
    List<String> outputFormats = new ArrayList<>();

    /** How many {@code --output-format} values picocli has passed so far (it accumulates them). */
    private int outputFormatValuesSeen;

    @Option(names = "--terse-version", paramLabel = "N",
            description = "Terse format version: 2, 3 (default), 4 or 5.")
    String terseVersion;

    /** Picocli calls this per occurrence with all values so far; the newest ones replace the set. */
    @Option(names = "--output-format", split = ",", paramLabel = "FORMAT",
            completionCandidates = OutputFormat.Names.class,
            description = "Report formats, comma-separated (default normal): ${COMPLETION-CANDIDATES}.")
    void outputFormat(List<String> accumulated) {
        if (accumulated.size() > outputFormatValuesSeen) {
            outputFormats = new ArrayList<>(accumulated.subList(outputFormatValuesSeen, accumulated.size()));
        }
        outputFormatValuesSeen = accumulated.size();
    }

    /** {@code --minimal}: terse output only, as {@code --output-format=terse}. */
    @Option(names = "--minimal", description = "Terse output only (same as --output-format=terse).")
    void minimal(boolean on) {
        if (on) {
            outputFormats = new ArrayList<>(List.of("terse"));
        }
    }

    @Option(names = "--output", paramLabel = "FILE", description = "Write the report to FILE instead of stdout.")
    String output;

    @Option(names = "--enghelp", arity = "0..1", fallbackValue = "", paramLabel = "ENGINE",
            description = "List the I/O engines, or describe one, and exit.")
    String enghelp;

    @Option(names = "--engine-path", paramLabel = "DIR_OR_JAR[:...]",
            description = "Add the I/O engines of these jars (a directory: its *.jar) for every job; repeatable. "
                    + "A job can also name one jar: ioengine=external:PATH.jar[:ENGINE].")
    List<String> enginePath = new ArrayList<>();

    @Option(names = "--cmdhelp", arity = "0..1", fallbackValue = "", paramLabel = "OPTION",
            description = "List the job options, or describe one, and exit.")
    String cmdhelp;

    @Option(names = "--debug", arity = "0..1", fallbackValue = "", paramLabel = "TYPE[,TYPE]",
            description = "Debug lines on stderr: all (the default), or fio's categories "
                    + "${COMPLETION-CANDIDATES} (e.g. random: each job's seeds).",
            completionCandidates = DebugLog.Categories.class)
    String debug;

    /** fio's remaining flags ({@code --max-jobs}, {@code --bandwidth-log}, ...). */
    @Mixin
    FioFlags fio = new FioFlags();

    @Option(names = "--parse-only", description = "Parse the jobs, report errors, and exit without running.")
    boolean parseOnly;

    @Option(names = "--section", paramLabel = "NAME",
            description = "Run only this job section of the job files (with their globals); repeatable.")
    List<String> sections = new ArrayList<>();

    @Option(names = "--showcmd", description = "Print each job file as the equivalent command line and exit.")
    boolean showcmd;

    @Option(names = "--readonly", description = "Safety net: refuse jobs that write or trim, or that would lay out a file.")
    boolean readonly;

    // --- jfio extras in the reports (issue 7 part 6) ---
    @Option(names = "--extended",
            description = "Add jfio's extra figures: exact percentiles with p99.99/p99.999, and latency from "
                    + "the scheduled start under a rate cap (extra normal lines, JSON key \"jfio\").")
    boolean extended;

    /** {@code --eta}, {@code --eta-newline}, {@code --eta-interval}, {@code --status-interval}. */
    @Mixin
    StatusOptions status = new StatusOptions();

    /** {@code --rank}, {@code --start-at}, {@code --barrier-dir}, {@code --barrier-timeout}. */
    @Mixin
    FleetOptions fleet = new FleetOptions();

    @Parameters(paramLabel = "JOB", description = "Job files, and job options as --key=value (--key for booleans).")
    List<String> jobArgs = new ArrayList<>();

    /**
     * @param normalized the arguments as {@link #normalize} writes them
     * @return the error line (without {@code jfio: }) for the first flag that takes no value given
     *         one ({@code --readonly=1}), or null when there is none; arguments after {@code --} are
     *         job arguments, not flags
     */
    static String valueGivenToPlainFlag(String[] normalized) {
        for (String arg : normalized) {
            if (arg.equals("--")) {
                return null;
            }
            int eq = arg.indexOf('=');
            if (eq > 0 && NO_VALUE_FLAGS.contains(arg.substring(0, eq))) {
                String flag = arg.substring(0, eq);
                return "option '" + flag + "' takes no value, and was given one (" + ErrorLine.oneLine(arg)
                        + "): write " + flag + " alone";
            }
        }
        return null;
    }

    /**
     * Writes an option given with one dash ({@code -name=x}, as fio accepts) with two, and a bare
     * optional-value flag as {@code --flag=} with an empty value, so that picocli never takes the
     * next argument (a job file) as its value.
     */
    static String[] normalize(String[] args) {
        String[] out = args.clone();
        for (int i = 0; i < out.length; i++) {
            if (SINGLE_DASH.matcher(out[i]).matches()) {
                out[i] = "-" + out[i];
            }
            if (OPTIONAL_VALUE_FLAGS.contains(out[i])) {
                out[i] = out[i] + "=";
            }
        }
        return out;
    }
}
