package org.jfio.job;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Objects;
import java.util.function.Consumer;
import java.util.function.UnaryOperator;

import org.jfio.spi.JfioException;

/**
 * Reads fio job files (INI) into a {@link JobPlan}, with fio 3.33's rules ({@code init.c}
 * {@code parse_jobs_ini}, {@code parse.c}):
 * <ul>
 *   <li>{@code [name]} starts a job; the section name is the job name unless {@code name=} is
 *       given (also from a global section). {@code [global]} gives defaults to the jobs after
 *       it; several global sections add up, in order.</li>
 *   <li>{@code key=value}, or a bare {@code key} for booleans ({@code time_based}). Keys match
 *       option names and aliases of the {@link OptionTable}.</li>
 *   <li>Comments: everything from the first {@code ;} or {@code #} of a line to its end (so
 *       whole-line and trailing comments both work, and neither character can appear in a
 *       value, as in fio).</li>
 *   <li>{@code ${VAR}} is replaced by the environment variable, or by nothing when undefined.</li>
 *   <li>{@code include FILE} reads the options of FILE (relative to the including file) into
 *       the current section; included files must not contain sections; nesting is allowed up to
 *       {@value #MAX_INCLUDE_DEPTH} levels, and a file that includes itself (directly or through
 *       others) is an error naming the chain.</li>
 *   <li>The text is UTF-8, or ISO-8859-1 when it is not valid UTF-8 (fio reads bytes); a file
 *       with NUL bytes is refused as not a text file.</li>
 * </ul>
 *
 * <p>Errors are {@link JfioException}s of one line, starting with {@code file:line:} where one
 * is known, e.g. {@code job.fio:4: bs=4q: invalid size (unknown suffix 'q')}. Options accepted
 * but not implemented yet are reported to the warnings sink (once each), not thrown.
 *
 * <p>Not thread-safe; cheap to create, one per parse.
 */
public final class JobFileParser {
    /** Deepest {@code include} nesting accepted. */
    public static final int MAX_INCLUDE_DEPTH = 16;

    private OptionTable table = OptionTable.builtin();
    private UnaryOperator<String> environment = System::getenv;
    private int rank;
    private int ranks = 1;
    private Consumer<String> warnings = w -> { };
    /** The files being read, outermost first: an include of one of them is a cycle. */
    private final Deque<Path> including = new ArrayDeque<>();

    /** The job file name that means stdin, as in fio. */
    public static final String STDIN = "-";
    private java.io.InputStream stdin = System.in;
    private String stdinText;

    /** A parser with the built-in options, the process environment, and warnings dropped. */
    public JobFileParser() {
    }

    /** Uses a different option table (e.g. with engine options). */
    public JobFileParser options(OptionTable value) {
        table = Objects.requireNonNull(value, "table");
        return this;
    }

    /** Sets the rank {@code $rank} and {@code $ranks} read (default: rank 0 of 1). */
    public JobFileParser rank(int index, int count) {
        rank = index;
        ranks = count;
        return this;
    }

    /** Sets how {@code ${VAR}} is looked up (default: {@link System#getenv(String)}); null means undefined. */
    public JobFileParser environment(UnaryOperator<String> lookup) {
        environment = Objects.requireNonNull(lookup, "lookup");
        return this;
    }

    /** Sets where warnings go (options accepted but without effect yet); default: dropped. */
    public JobFileParser warnings(Consumer<String> sink) {
        warnings = Objects.requireNonNull(sink, "sink");
        return this;
    }

    OptionTable table() {
        return table;
    }

    Consumer<String> warningSink() {
        return warnings;
    }

    /**
     * @return the jobs of the file
     * @throws JfioException when the file cannot be read or holds a bad option
     */
    public JobPlan parse(Path file) {
        return new PlanAssembler(table, warnings).assemble(sections(file), " in " + file);
    }

    /**
     * Parses job-file text.
     *
     * @param text       the contents
     * @param sourceName name used in messages ({@code name:line:})
     * @param baseDir    directory {@code include} paths are relative to
     * @return the jobs
     */
    public JobPlan parse(String text, String sourceName, Path baseDir) {
        List<Section> out = new ArrayList<>();
        readText(text, sourceName, baseDir, out, null, 0);
        return new PlanAssembler(table, warnings).assemble(out, " in " + sourceName);
    }

    /** Reads the sections of a file, without assembling. */
    List<Section> sections(Path file) {
        List<Section> out = new ArrayList<>();
        if (file.toString().equals(STDIN)) {
            // fio's "-": the job file is stdin, its includes relative to the working directory
            readText(stdinText(), STDIN, Path.of("").toAbsolutePath(), out, null, 0);
            return out;
        }
        readFile(file, out, null, 0, null);
        return out;
    }

    /** Where the job file named {@code -} is read from (default: {@link System#in}); read once, at its first use. */
    public JobFileParser stdin(java.io.InputStream in) {
        stdin = Objects.requireNonNull(in, "in");
        stdinText = null;
        return this;
    }

    /** @return stdin's text, read at the first call (a plan parsed twice, as --showcmd does, sees it again) */
    private String stdinText() {
        if (stdinText == null) {
            try {
                stdinText = decode(stdin.readAllBytes(), STDIN, null);
            } catch (IOException e) {
                throw new JfioException("cannot read the job file from stdin: " + e.getMessage(), e);
            }
        }
        return stdinText;
    }

    private void readFile(Path file, List<Section> out, Section include, int depth, String includedFrom) {
        if (Files.isDirectory(file)) {
            throw new JfioException(prefix(includedFrom) + "job file '" + file + "' is a directory");
        }
        Path key = identity(file);
        if (including.contains(key)) {
            throw new JfioException(prefix(includedFrom) + "include of '" + file + "' is recursive ("
                    + chain(key) + ")");
        }
        String text = text(file, includedFrom);
        Path dir = file.toAbsolutePath().getParent();
        including.addLast(key);
        try {
            readText(text, file.toString(), dir, out, include, depth);
        } finally {
            including.removeLast();
        }
    }

    /**
     * @return the file's text: UTF-8, or ISO-8859-1 when it is not valid UTF-8 (fio reads bytes, so
     *         a Latin-1 comment must not stop a job file)
     * @throws JfioException when it cannot be read or holds NUL bytes (not a text file)
     */
    private static String text(Path file, String includedFrom) {
        byte[] bytes;
        try {
            bytes = Files.readAllBytes(file);
        } catch (NoSuchFileException e) {
            throw new JfioException(prefix(includedFrom) + "job file '" + file + "' not found");
        } catch (FileSystemException e) {
            String reason = e.getReason() != null ? e.getReason() : "permission denied or unreadable";
            throw new JfioException(prefix(includedFrom) + "cannot read job file '" + file + "': " + reason, e);
        } catch (IOException e) {
            throw new JfioException(prefix(includedFrom) + "cannot read job file '" + file + "': " + e.getMessage(), e);
        }
        return decode(bytes, file.toString(), includedFrom);
    }

    private static String decode(byte[] bytes, String file, String includedFrom) {
        for (int i = 0; i < bytes.length; i++) {
            if (bytes[i] == 0) {
                throw new JfioException(prefix(includedFrom) + "job file '" + file
                        + "' is not a text file (NUL byte at offset " + i + ")");
            }
        }
        try {
            return StandardCharsets.UTF_8.newDecoder().decode(ByteBuffer.wrap(bytes)).toString();
        } catch (CharacterCodingException e) {
            return new String(bytes, StandardCharsets.ISO_8859_1);
        }
    }

    /** @return the file as one identity for the include chain (symbolic links resolved when it exists) */
    private static Path identity(Path file) {
        try {
            return file.toRealPath();
        } catch (IOException e) {
            return file.toAbsolutePath().normalize();
        }
    }

    /** @return the include chain that leads back to {@code key}: {@code a.fio -> b.inc -> a.fio} */
    private String chain(Path key) {
        StringBuilder out = new StringBuilder();
        boolean in = false;
        for (Path p : including) {
            in |= p.equals(key);
            if (in) {
                out.append(p.getFileName()).append(" -> ");
            }
        }
        return out.append(key.getFileName()).toString();
    }

    private static String prefix(String where) {
        return where == null ? "" : where + ": ";
    }

    /**
     * @param include the section an included file adds to, or null for a top-level file
     */
    private void readText(String text, String source, Path dir, List<Section> out, Section include, int depth) {
        Section current = include;
        String[] lines = text.split("\r?\n|\r", -1);
        for (int i = 0; i < lines.length; i++) {
            String where = source + ":" + (i + 1);
            String line = stripComment(lines[i]).strip();
            if (line.isEmpty()) {
                continue;
            }
            if (line.startsWith("[")) {
                if (include != null) {
                    throw new JfioException(where + ": included files must not contain sections");
                }
                current = new Section(sectionName(line, where));
                out.add(current);
            } else if (isInclude(line)) {
                includeFile(line, where, dir, out, current, depth);
            } else {
                if (current == null) {
                    throw new JfioException(where + ": option '" + line + "' is outside a [section]");
                }
                OptionEntry e = entry(expand(line), where);
                String unset = unsetVariables(line);
                current.add(unset == null ? e : new OptionEntry(e.key(), e.value(), where, line + ": " + unset));
            }
        }
    }

    private void includeFile(String line, String where, Path dir, List<Section> out, Section current, int depth) {
        if (depth >= MAX_INCLUDE_DEPTH) {
            throw new JfioException(where + ": includes nested deeper than " + MAX_INCLUDE_DEPTH + " levels");
        }
        if (current == null) {
            throw new JfioException(where + ": include outside a [section]");
        }
        String name = expand(line.substring("include".length())).strip();
        if (name.isEmpty()) {
            throw new JfioException(where + ": include needs a file name");
        }
        Path p = Path.of(name);
        readFile(p.isAbsolute() ? p : dir.resolve(p), out, current, depth + 1, where);
    }

    private static boolean isInclude(String line) {
        return line.startsWith("include") && line.length() > "include".length()
                && Character.isWhitespace(line.charAt("include".length()));
    }

    private static String sectionName(String line, String where) {
        if (!line.endsWith("]")) {
            throw new JfioException(where + ": section header '" + line + "' lacks its closing ']'");
        }
        String name = line.substring(1, line.length() - 1).strip();
        if (name.isEmpty()) {
            throw new JfioException(where + ": empty section name '[]'");
        }
        return name;
    }

    private static OptionEntry entry(String line, String where) {
        int eq = line.indexOf('=');
        String key = (eq < 0 ? line : line.substring(0, eq)).strip();
        String value = eq < 0 ? null : line.substring(eq + 1).strip();
        if (key.isEmpty()) {
            throw new JfioException(where + ": '" + line + "' has no option name");
        }
        return new OptionEntry(key, value, where);
    }

    /** fio's {@code strip_blank_end}: a line ends at its first ';' or '#'. */
    static String stripComment(String line) {
        int cut = line.length();
        int semi = line.indexOf(';');
        int hash = line.indexOf('#');
        if (semi >= 0) {
            cut = semi;
        }
        if (hash >= 0 && hash < cut) {
            cut = hash;
        }
        return line.substring(0, cut);
    }

    /** @return {@code the environment variable X is not set} (or {@code ... variables X, Y are ...}) for the line, or null */
    private String unsetVariables(String text) {
        List<String> names = new ArrayList<>();
        for (int i = text.indexOf("${"); i >= 0; i = text.indexOf("${", i + 2)) {
            int close = text.indexOf('}', i + 2);
            if (close > i + 2 && environment.apply(text.substring(i + 2, close)) == null) {
                names.add(text.substring(i + 2, close));
            }
        }
        if (names.isEmpty()) {
            return null;
        }
        return (names.size() == 1 ? "the environment variable " + names.get(0) + " is not set"
                : "the environment variables " + String.join(", ", names) + " are not set") + ", so it reads as nothing";
    }

    /** fio's {@code option_dup_subs}: {@code ${VAR}} becomes the variable's value, or nothing. */
    String expand(String text) {
        StringBuilder out = new StringBuilder(text.length());
        int i = 0;
        while (i < text.length()) {
            if (text.startsWith("${", i)) {
                int close = text.indexOf('}', i + 2);
                if (close > i + 2) {
                    String value = environment.apply(text.substring(i + 2, close));
                    if (value != null) {
                        out.append(value);
                    }
                    i = close + 1;
                    continue;
                }
            }
            out.append(text.charAt(i));
            i++;
        }
        return FioKeywords.replace(out.toString(), rank, ranks);
    }
}
