package org.jfio.cli;

import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.jfio.merge.FleetMerge;
import org.jfio.merge.MergeReport;
import org.jfio.merge.MergedFleet;
import org.jfio.merge.SavedResult;
import org.jfio.report.ReportWriter;
import org.jfio.spi.JfioException;

/**
 * {@code jfio merge RESULT.json... [--output-format=F] [--output=FILE]}: one fio-format report of
 * the results of many ranks (hosts) of one run ({@link FleetMerge}): the all-hosts jobs with exact
 * percentiles from the added histograms and IOPS/bandwidth summed over the common window, then
 * one line per rank. Every result is read and checked before anything is written. Stateless.
 */
final class MergeCommand {
    /** The subcommand's name, the first job argument. */
    static final String NAME = "merge";

    private MergeCommand() {
    }

    /**
     * @param args the result files
     * @param o    jfio's flags: {@code --output-format}, {@code --terse-version}, {@code --extended}, {@code --output}
     * @param out  stdout
     * @param err  stderr
     * @return the exit code
     * @throws JfioException one line for a missing, unreadable or unmergeable result, or a bad flag
     * @throws IOException   when the report cannot be written
     */
    static int run(List<String> args, CliOptions o, PrintStream out, PrintStream err) throws IOException {
        List<String> files = new ArrayList<>();
        for (String a : args) {
            if (a.startsWith("-") && a.length() > 1) {
                throw new JfioException("merge: " + a + ": unknown flag (usage: jfio merge RESULT.json..."
                        + " [--output-format=normal|json|json+|terse|html] [--output=FILE])");
            }
            files.add(a);
        }
        if (files.isEmpty()) {
            throw new JfioException("merge: no result given (usage: jfio merge RESULT.json...; each rank writes its"
                    + " result with --output-format=json, e.g. --output=results/%r.json)");
        }
        Map<SameFile.Identity, String> seen = new HashMap<>();
        for (String f : files) {
            String before = seen.putIfAbsent(SameFile.identity(f), f);
            if (before != null) {
                throw new JfioException("merge: " + f + ": given twice" + (before.equals(f) ? ""
                        : " (the same file as " + before + ")"));
            }
        }
        OutputFormat.Selection formats = OutputFormat.select(o.outputFormats, o.terseVersion).extended(o.extended);
        List<SavedResult> results = new ArrayList<>();
        for (String f : files) {
            try {
                results.add(SavedResult.parse(f, ReportCommand.read(f)));
            } catch (JfioException e) {
                String m = e.getMessage();
                throw new JfioException("merge: " + (m.startsWith("report: ") ? m.substring(8) : m), e);
            }
        }
        report(results, formats, o.output, seen.keySet(), out);
        return ExitCode.OK;
    }

    /**
     * Merges the results and writes the report.
     *
     * @param results the ranks' results
     * @param formats the report formats
     * @param output  the report's file, or null for {@code out}
     * @param inputs  the results' files ({@link SameFile#identity}), which {@code output} may not be
     * @param out     stdout
     * @throws JfioException one line when they cannot be merged or the report cannot be written
     * @throws IOException   when stdout cannot be written
     */
    static void report(List<SavedResult> results, OutputFormat.Selection formats, String output, Set<SameFile.Identity> inputs,
            PrintStream out) throws IOException {
        MergedFleet merged = FleetMerge.merge(results);
        List<ReportWriter> writers = new ArrayList<>(formats.writers());
        if (formats.html() != null) {
            writers.add(formats.html());
        }
        if (output == null) {
            write(merged, writers, out);
            return;
        }
        if (inputs.contains(SameFile.identity(output))) {
            throw new JfioException("merge: --output=" + output + " is one of the results: give another file");
        }
        try (OutputStream file = new BufferedOutputStream(Files.newOutputStream(Path.of(output)))) {
            write(merged, writers, file);
        } catch (IOException e) {
            throw new JfioException("merge: " + output + ": cannot write: " + IoReason.of(e), e);
        }
    }

    private static void write(MergedFleet merged, List<ReportWriter> writers, OutputStream out) throws IOException {
        for (ReportWriter w : writers) {
            MergeReport.write(merged, w, out);
        }
        out.flush();
    }
}
