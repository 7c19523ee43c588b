package org.jfio.cli;

import java.io.Closeable;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;

import org.jfio.job.JobPlan;
import org.jfio.report.ReportWriter;
import org.jfio.result.RunResult;
import org.jfio.spi.JfioException;

/**
 * Where {@code --output-format=html}'s page goes, opened (and checked) before any job runs, as
 * {@link ReportOutput} opens the text report: asked for alone, to {@code --output}, else to
 * {@link #DEFAULT_FILE} when stdout is a terminal, else to stdout; asked for with other formats
 * ({@code normal,html}), to {@link #DEFAULT_FILE}, the others going to {@code --output} or stdout
 * as usual. A page written to a file is named on stderr when stderr is a terminal (as {@code jfio
 * report -o} and {@code jfio compare} do): a script's stderr stays empty on success. Not
 * thread-safe: one per run.
 */
final class HtmlOutput implements Closeable {
    /** The page's file when none is named. */
    static final String DEFAULT_FILE = "jfio-report.html";

    private static final HtmlOutput NONE = new HtmlOutput(null, null, null, false);

    private final ReportWriter page;
    private final PrintStream stream;
    private final String file;
    private final boolean ownsStream;

    private HtmlOutput(ReportWriter page, PrintStream stream, String file, boolean ownsStream) {
        this.page = page;
        this.stream = stream;
        this.file = file;
        this.ownsStream = ownsStream;
    }

    /**
     * @param page         the HTML writer, or null when html was not asked for
     * @param alone        true when html is the only format asked for
     * @param output       {@code --output} as given, or null
     * @param stdoutIsTerminal whether stdout is a terminal
     * @param plan         the jobs about to run (their files are refused as the page)
     * @param out          stdout
     * @return where the page goes
     * @throws JfioException one line when the file is refused or cannot be opened
     */
    static HtmlOutput open(ReportWriter page, boolean alone, String output, boolean stdoutIsTerminal, JobPlan plan,
            PrintStream out) {
        if (page == null) {
            return NONE;
        }
        String file = target(alone, output, stdoutIsTerminal);
        if (file == null) {
            return new HtmlOutput(page, out, null, false);
        }
        return new HtmlOutput(page, ReportOutput.open(file, plan, out), file, true);
    }

    /**
     * @return the page's file, or null for stdout
     * @throws JfioException when {@code --output} names the page's file while other formats go there
     */
    static String target(boolean alone, String output, boolean stdoutIsTerminal) {
        if (alone) {
            return output != null ? output : stdoutIsTerminal ? DEFAULT_FILE : null;
        }
        if (output != null && Path.of(output).toAbsolutePath().normalize()
                .equals(Path.of(DEFAULT_FILE).toAbsolutePath().normalize())) {
            throw new JfioException("--output=" + output + ": the HTML page goes to " + DEFAULT_FILE
                    + " when other formats are asked for too; give the text report another file");
        }
        return DEFAULT_FILE;
    }

    /** @return true when a page is drawn */
    boolean active() {
        return page != null;
    }

    /** @return where the text formats go: {@code --output}, or stdout (null) when the page took it */
    static String textOutput(boolean htmlAlone, String output) {
        return htmlAlone ? null : output;
    }

    /**
     * Writes the page of a run, when one was asked for; names its file on {@code err} when that is
     * the process's stderr and a terminal ({@link Terminal#isTerminalStderr}).
     */
    void write(RunResult result, PrintStream err) throws IOException {
        if (page == null) {
            return;
        }
        page.write(result, stream);
        stream.flush();
        if (file != null && Terminal.isTerminalStderr(err)) {
            err.println("jfio: HTML report written to " + file);
        }
    }

    @Override
    public void close() {
        if (ownsStream) {
            stream.close();
        }
    }
}
