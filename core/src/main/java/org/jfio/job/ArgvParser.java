package org.jfio.job;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.function.Consumer;
import java.util.function.UnaryOperator;

import org.jfio.spi.JfioException;

/**
 * Reads job options and job files from command-line arguments into a {@link JobPlan}, with
 * fio's command-line semantics:
 * <ul>
 *   <li>{@code --key=value}, or a bare {@code --key} for booleans. Keys are the option names and
 *       aliases of the {@link OptionTable}.</li>
 *   <li>Options before the first {@code --name} are global. Each {@code --name=x} starts job
 *       {@code x}, and the options after it apply to that job only: {@code --name=g --size=32M
 *       --name=w} leaves {@code w} without a size. {@code --name=global} starts a global section
 *       whose options apply to the jobs defined after it.</li>
 *   <li>Any other argument is a job file ({@link JobFileParser}). Command-line jobs come first,
 *       then the jobs of the files in order; the global options before the first {@code --name}
 *       are defaults for the files' jobs too, and a file's {@code [global]} sections carry on to
 *       the files after it (fio keeps one set of defaults). Each job file after the first starts
 *       a new reporting group: its first job gets {@code stonewall}.</li>
 * </ul>
 *
 * <p>The arguments given must not contain the CLI's own flags ({@code --output-format} etc.).
 * Errors are {@link JfioException}s of one line naming the option and value. Not thread-safe;
 * one per parse.
 */
public final class ArgvParser {
    private final JobFileParser files = new JobFileParser();
    private final java.util.Set<String> onlySections = new java.util.LinkedHashSet<>();
    private final List<String> commandFlags = new ArrayList<>();
    private int rank;
    private int ranks = 1;
    private boolean readOnly;

    /** A parser with the built-in options, the process environment, and warnings dropped. */
    public ArgvParser() {
    }

    /** Uses a different option table (e.g. with engine options). */
    public ArgvParser options(OptionTable value) {
        files.options(value);
        return this;
    }

    /** Sets how {@code ${VAR}} in job files is looked up (default: the environment). */
    public ArgvParser environment(UnaryOperator<String> lookup) {
        files.environment(lookup);
        return this;
    }

    /**
     * Sets this process's rank in a many-host run, which {@code $rank} and {@code $ranks} read in
     * option values (default: rank 0 of 1).
     *
     * @param index the rank, from 0
     * @param count the number of ranks
     */
    public ArgvParser rank(int index, int count) {
        rank = index;
        ranks = count;
        files.rank(index, count);
        return this;
    }

    /**
     * fio's {@code --readonly}, a flag of the whole run: every job gets {@code readonly=1}, whatever
     * its own options say (not echoed in its {@code job options}, as fio has no such job option),
     * so a replayed iolog ({@code read_iolog}) skips its writes, as fio's replay does in read-only
     * mode.
     */
    public ArgvParser readOnly(boolean value) {
        readOnly = value;
        return this;
    }

    /** Where the job file {@code -} is read from (fio's stdin job file); default {@link System#in}, read once. */
    public ArgvParser stdin(java.io.InputStream in) {
        files.stdin(in);
        return this;
    }

    /** Sets where warnings go (options accepted but without effect yet); default: dropped. */
    public ArgvParser warnings(Consumer<String> sink) {
        files.warnings(sink);
        return this;
    }

    /**
     * Names the caller's own flags (e.g. {@code --output-format}), which never reach this parser,
     * so that a mistyped one is answered with {@code did you mean '--output-format'?} rather than
     * the nearest job option.
     */
    public ArgvParser commandFlags(java.util.Collection<String> flags) {
        commandFlags.addAll(flags);
        return this;
    }

    /**
     * Runs only the named job sections of the job files, with their globals (fio {@code --section};
     * may be given several times). Empty: every section.
     */
    public ArgvParser sections(java.util.Collection<String> names) {
        onlySections.addAll(names);
        return this;
    }

    /**
     * fio's {@code --showcmd}: each job file as the command line that means the same, e.g.
     * {@code fio --name=global --bs=4k --name=job1 --rw=randread}, one line per file. The job
     * file {@code -} is stdin, as fio's {@code --showcmd -} reads it.
     *
     * @param jobFiles the command line's arguments: the job files among them (not {@code --options})
     * @throws JfioException when a file cannot be read or has a syntax error, or {@code -} is given twice
     */
    public String showCommand(List<String> jobFiles) {
        requireStdinOnce(jobFiles);
        StringBuilder out = new StringBuilder();
        for (String f : jobFiles) {
            if (f.startsWith("-") && !f.equals(JobFileParser.STDIN)) {
                continue; // a job option
            }
            out.append("fio");
            for (Section s : files.sections(jobFile(f))) {
                // a job's own name= names it; on a command line --name= starts a job, so it becomes
                // the job's --name. A name= in [global] names no job (fio 3.33) and is left out.
                String ownName = null;
                for (OptionEntry e : s.entries()) {
                    if (e.key().equals("name")) {
                        ownName = e.value();
                    }
                }
                String name = s.isGlobal() ? Section.GLOBAL : ownName != null ? ownName : s.name();
                out.append(' ').append(shellWord("--name=" + name));
                for (OptionEntry e : s.entries()) {
                    if (!e.key().equals("name")) {
                        out.append(' ').append(shellWord("--" + e.asWritten()));
                    }
                }
            }
            out.append('\n');
        }
        return out.toString();
    }

    /** @return {@code word} as a shell reads it back: as is when it is safe, else in single quotes */
    private static String shellWord(String word) {
        if (word.matches("[A-Za-z0-9_./:,=+%@-]*")) {
            return word;
        }
        return "'" + word.replace("'", "'\\''") + "'";
    }

    /**
     * @param args job options and job file paths, in the order given
     * @return the plan
     * @throws JfioException for an unknown option, a bad value, an unreadable job file, or
     *                       when no job is defined
     */
    public JobPlan parse(List<String> args) {
        Objects.requireNonNull(args, "args");
        List<Section> sections = new ArrayList<>();
        List<String> jobFiles = new ArrayList<>();
        readCommandLine(args, sections, jobFiles);
        addJobFileSections(jobFiles, sections);
        return new PlanAssembler(files.table(), files.warningSink()).readOnly(readOnly)
                .assemble(sections, " (give a job file or --name=<job> with its options)");
    }

    /**
     * Adds the command line's sections to {@code sections}: its global options first, then a
     * section for each {@code --name}; the other arguments are job files, added to {@code jobFiles}.
     */
    private void readCommandLine(List<String> args, List<Section> sections, List<String> jobFiles) {
        Section current = new Section(Section.GLOBAL);
        sections.add(current);
        for (int i = 0; i < args.size(); i++) {
            String arg = args.get(i);
            if (arg.startsWith("--")) {
                OptionEntry e = entry(arg);
                java.util.Optional<org.jfio.spi.option.JobOption> option = files.table().find(e.key());
                if (option.isEmpty()) {
                    throw unknown(e.key());
                }
                if (e.value() == null && i + 1 < args.size() && takesNext(option.get(), args.get(i + 1))) {
                    e = new OptionEntry(e.key(), FioKeywords.replace(args.get(++i), rank, ranks), null);
                }
                if (e.key().equals("name")) {
                    if (e.value() == null || e.value().isBlank()) {
                        throw new JfioException("name: needs a value (--name=job)");
                    }
                    current = new Section(e.value().strip());
                    sections.add(current);
                    if (current.isGlobal()) {
                        continue;
                    }
                }
                current.add(e);
            } else if (arg.startsWith("-") && arg.length() > 1) {
                throw new JfioException("unknown argument '" + arg + "' (job options are written --key=value)");
            } else {
                jobFiles.add(arg);
            }
        }
    }

    /**
     * Adds the job files' sections to {@code sections}, in order: only the {@code --section}s asked
     * for (with the globals), and the first job of each file after the first with {@code stonewall}.
     *
     * @throws JfioException when a {@code --section} names no job section of the files
     */
    private void addJobFileSections(List<String> jobFiles, List<Section> sections) {
        requireStdinOnce(jobFiles);
        java.util.Set<String> matched = new java.util.HashSet<>();
        for (int i = 0; i < jobFiles.size(); i++) {
            List<Section> fileSections = files.sections(jobFile(jobFiles.get(i)));
            if (!onlySections.isEmpty()) {
                fileSections.removeIf(s -> !s.isGlobal() && !onlySections.contains(s.name()));
                for (Section s : fileSections) {
                    matched.add(s.name());
                }
            }
            if (i > 0) {
                for (Section s : fileSections) {
                    if (!s.isGlobal()) {
                        s.forceStonewall();
                        break;
                    }
                }
            }
            sections.addAll(fileSections);
        }
        for (String wanted : onlySections) {
            if (!matched.contains(wanted)) {
                throw new JfioException("--section=" + wanted + ": no job section of that name in the job files");
            }
        }
    }

    /** @throws JfioException when the job file {@code -} (stdin, read once) is given twice */
    private static void requireStdinOnce(List<String> jobFiles) {
        if (jobFiles.indexOf(JobFileParser.STDIN) != jobFiles.lastIndexOf(JobFileParser.STDIN)) {
            throw new JfioException("job file '-' given twice: stdin holds one job file");
        }
    }

    /** fio's options that getopt reads with an optional value only ({@code FIO_OPT_STR_SET}): never the next argument. */
    private static final java.util.Set<String> FLAG_OPTIONS = java.util.Set.of("bs_unaligned", "norandommap", "time_based",
            "verify_only", "exitall", "exitall_on_error", "stonewall", "new_group", "thread", "group_reporting",
            "zero_buffers", "refill_buffers", "flow_sleep");

    /**
     * fio reads its job options with getopt_long_only, every one but the flags above with a required
     * value, so {@code --name x} (and {@code -name x}) is {@code --name=x}. jfio takes the next
     * argument as the value the same way, except where it would swallow the next option, and, for a
     * boolean (which jfio also takes bare: {@code --direct} is {@code direct=1}), unless it is a
     * boolean's value, so that {@code --direct job.fio} keeps {@code job.fio} a job file.
     */
    private static boolean takesNext(org.jfio.spi.option.JobOption option, String next) {
        if (FLAG_OPTIONS.contains(option.name()) || next.startsWith("--")) {
            return false;
        }
        if (option.kind() == org.jfio.spi.option.OptionKind.BOOL) {
            return next.equals("0") || next.equals("1");
        }
        return true;
    }

    /** @return the unknown-option error, suggesting the closer of the nearest job option and command flag */
    private JfioException unknown(String key) {
        JfioException fioFlag = FioCommandFlags.refusal(key);
        if (fioFlag != null) {
            return fioFlag;
        }
        String k = key.toLowerCase(java.util.Locale.ROOT);
        String flag = null;
        int flagDistance = Integer.MAX_VALUE;
        for (String f : commandFlags) {
            int d = OptionTable.editDistance(k, f.replaceFirst("^--", ""));
            if (d < flagDistance) {
                flag = f;
                flagDistance = d;
            }
        }
        java.util.Optional<String> option = files.table().closest(key);
        boolean flagIsCloser = flag != null && OptionTable.closeEnough(k, flagDistance)
                && (option.isEmpty() || flagDistance < OptionTable.editDistance(k, option.get()));
        if (flagIsCloser) {
            return new JfioException("unknown option '" + key + "' (did you mean '" + flag + "'?)");
        }
        return files.table().unknown(key);
    }

    private static Path jobFile(String arg) {
        if (arg.isBlank()) {
            throw new JfioException("empty job file name");
        }
        if (arg.contains("=") && !java.nio.file.Files.exists(Path.of(arg))) {
            throw new JfioException("job file '" + arg + "' not found (job options are written --" + arg + ")");
        }
        return Path.of(arg);
    }

    private OptionEntry entry(String arg) {
        String body = arg.substring(2);
        int eq = body.indexOf('=');
        String key = (eq < 0 ? body : body.substring(0, eq)).strip();
        if (key.isEmpty()) {
            throw new JfioException("'" + arg + "': missing option name (write --key=value)");
        }
        return new OptionEntry(key, eq < 0 ? null : FioKeywords.replace(body.substring(eq + 1), rank, ranks), null);
    }
}
