package org.jfio.cli;

import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.MalformedInputException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.jfio.report.HtmlReport;
import org.jfio.report.ReportFormats;
import org.jfio.report.html.ReportPage;
import org.jfio.report.html.ResultDocument;
import org.jfio.spi.JfioException;

/**
 * {@code jfio report RESULT.json... [-o report.html]}: draws saved results (jfio's JSON, written
 * with {@code --extended} for the plots over time, or {@code jfio compare}'s JSON) as one HTML
 * page ({@link ReportPage}), several results overlaid. The page goes to {@code -o}/{@code --output},
 * else to {@value HtmlOutput#DEFAULT_FILE} when stdout is a terminal, else to stdout. Every result
 * is read and checked before anything is written; a result given as the page is refused. The file
 * written is named on stderr only when stderr is a terminal. Stateless.
 */
final class ReportCommand {
    /** The subcommand's name, the first job argument. */
    static final String NAME = "report";

    private ReportCommand() {
    }

    /**
     * @param args the arguments after {@code report}: result files and {@code -o FILE}
     * @param o    jfio's flags: {@code --output} (same as {@code -o}); {@code --output-format} may only be html
     * @param out  stdout
     * @param err  where the page's file is named
     * @return the exit code
     * @throws JfioException one line for a missing or unreadable result, a bad flag or a refused output
     * @throws IOException   when the page cannot be written
     */
    static int run(List<String> args, CliOptions o, PrintStream out, PrintStream err) throws IOException {
        for (String f : o.outputFormats) {
            if (!f.trim().equalsIgnoreCase(ReportFormats.HTML)) {
                throw new JfioException("report: --output-format=" + f + ": jfio report writes the html page only");
            }
        }
        String output = o.output;
        List<String> files = new ArrayList<>();
        for (int i = 0; i < args.size(); i++) {
            String a = args.get(i);
            if (a.equals("-o")) {
                if (i + 1 == args.size()) {
                    throw new JfioException("report: -o needs the page's file: jfio report RESULT.json... -o report.html");
                }
                output = args.get(++i);
            } else if (a.startsWith("-o=")) {
                output = a.substring(3);
            } else if (a.startsWith("-") && a.length() > 1) {
                throw new JfioException("report: " + a + ": unknown flag (usage: jfio report RESULT.json... -o report.html)");
            } else {
                files.add(a);
            }
        }
        if (files.isEmpty()) {
            throw new JfioException("report: no result given (usage: jfio report RESULT.json... -o report.html;"
                    + " write results with --output-format=json --extended)");
        }
        List<ResultDocument> docs = new ArrayList<>();
        java.util.Map<SameFile.Identity, String> seen = new java.util.HashMap<>();
        for (String f : files) {
            String before = seen.putIfAbsent(SameFile.identity(f), f);
            if (before != null) {
                throw new JfioException("report: " + f + ": given twice (" + (before.equals(f) ? ""
                        : "the same file as " + before + "; ") + "each result is drawn once)");
            }
        }
        for (String f : files) {
            String text = read(f);
            try {
                docs.add(ResultDocument.parse(label(f, files), text));
            } catch (JfioException e) {
                throw new JfioException("report: " + e.getMessage(), e);
            }
        }
        ReportPage page = ReportPage.of(HtmlReport.TITLE, docs);
        String target = output != null ? output : HtmlOutput.target(true, null, Terminal.isTerminal(Terminal.STDOUT));
        if (target == null) {
            page.write(out);
            return ExitCode.OK;
        }
        check(target, files);
        try (OutputStream file = new BufferedOutputStream(Files.newOutputStream(Path.of(target)))) {
            page.write(file);
        } catch (IOException e) {
            throw new JfioException("report: " + target + ": cannot write: " + IoReason.of(e), e);
        }
        if (Terminal.isTerminalStderr(err)) {
            // a script that named the file knows where it went: its stderr stays empty, as fio's does
            err.println("jfio: HTML report written to " + target);
        }
        return ExitCode.OK;
    }

    /** @return the file's name, or the path as given when another result has the same name (before/r.json, after/r.json) */
    private static String label(String file, List<String> files) {
        String name = Path.of(file).getFileName().toString();
        for (String other : files) {
            if (!other.equals(file) && Path.of(other).getFileName().toString().equals(name)) {
                return file;
            }
        }
        return name;
    }

    /** A result larger than this is not one of jfio's or fio's (a 3000-job result is about 40 MB). */
    private static final long MAX_RESULT_BYTES = 1L << 30;

    static String read(String file) {
        try {
            Path p = Path.of(file);
            if (Files.exists(p) && !Files.isDirectory(p)
                    && (!Files.isRegularFile(p) || Files.size(p) > MAX_RESULT_BYTES)) {
                throw new JfioException("report: " + file + ": not a jfio result: "
                        + (Files.isRegularFile(p) ? "larger than 1 GiB" : "not a regular file"));
            }
            return Files.readString(p, StandardCharsets.UTF_8);
        } catch (NoSuchFileException e) {
            throw new JfioException("report: " + file + ": no such file", e);
        } catch (MalformedInputException e) {
            throw new JfioException("report: " + file + ": not a jfio result: not UTF-8 text", e);
        } catch (IOException e) {
            throw new JfioException("report: " + file + ": cannot read: " + e.getMessage(), e);
        }
    }

    private static void check(String target, List<String> files) {
        if (target.isBlank()) {
            throw new JfioException("report: -o is empty: give the file the page goes to");
        }
        Path t = Path.of(target).toAbsolutePath().normalize();
        if (Files.isDirectory(t)) {
            throw new JfioException("report: " + target + ": is a directory");
        }
        SameFile.Identity same = SameFile.identity(target);
        for (String f : files) {
            if (SameFile.identity(f).equals(same)) {
                throw new JfioException("report: " + target + " is one of the results: writing the page there"
                        + " would overwrite it; give another file");
            }
        }
    }
}
