package org.jfio.cli;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.jfio.api.EngineRegistry;
import org.jfio.api.Preflight;
import org.jfio.result.PreflightReport;
import org.jfio.job.ArgvParser;
import org.jfio.job.JobPlan;
import org.jfio.report.CheckReport;

/**
 * {@code jfio check [PATH...] [--option=value ...] [JOBFILE ...]}: the preflight report of
 * {@link Preflight}, printed by {@link CheckReport}. Arguments: {@code --key=value} are job
 * options (options without a {@code --name} make one job called {@code check}); a regular file
 * whose first line that is not a comment is a {@code [section]} header is a job file; anything else
 * (a directory, a device, a data file, a path that does not exist yet) is a path to check. Without
 * paths or jobs the working directory is checked. Exit code 0 without errors, 1 with.
 */
final class CheckCommand {
    /** The first argument that selects this command. */
    static final String NAME = "check";
    private static final String DEFAULT_JOB = "--name=check";

    private CheckCommand() {
    }

    /**
     * @param args    the arguments after {@code check}
     * @param parser  the job parser, with every engine's options
     * @param engines the engines to check
     * @param out     where the report goes
     * @return {@link ExitCode#OK} or {@link ExitCode#JOB_ERROR}
     */
    static int run(List<String> args, ArgvParser parser, EngineRegistry engines, PrintStream out) {
        List<String> jobArgs = new ArrayList<>();
        List<Path> paths = new ArrayList<>();
        boolean options = false;
        boolean named = false;
        boolean jobFiles = false;
        for (String a : args) {
            if (a.startsWith("--")) {
                options = true;
                named |= a.startsWith("--name=");
                jobArgs.add(a);
            } else if (isJobFile(Path.of(a))) {
                jobFiles = true;
                jobArgs.add(a);
            } else if (a.endsWith(".fio") && !Files.exists(Path.of(a), java.nio.file.LinkOption.NOFOLLOW_LINKS)) {
                throw new org.jfio.spi.JfioException("check: " + a + ": no such job file");
            } else {
                paths.add(Path.of(a));
            }
        }
        if (options && !named && !jobFiles) {
            jobArgs.add(DEFAULT_JOB);
        }
        Preflight preflight;
        if (jobArgs.isEmpty()) {
            preflight = Preflight.ofPaths(paths.isEmpty() ? List.of(Path.of("").toAbsolutePath()) : paths);
        } else {
            JobPlan plan = parser.parse(jobArgs);
            preflight = Preflight.of(plan).paths(paths);
        }
        PreflightReport report = preflight.engines(engines).report();
        out.print(CheckReport.format(report));
        return report.hasErrors() ? ExitCode.JOB_ERROR : ExitCode.OK;
    }

    /** @return true for a readable text file whose first line that is not blank or a comment is {@code [name]} */
    static boolean isJobFile(Path p) {
        if (!Files.isRegularFile(p)) {
            return false;
        }
        try (BufferedReader r = Files.newBufferedReader(p, StandardCharsets.UTF_8)) {
            for (int i = 0; i < 1000; i++) {
                String line = r.readLine();
                if (line == null) {
                    return false;
                }
                String t = line.strip();
                if (t.isEmpty() || t.startsWith(";") || t.startsWith("#")) {
                    continue;
                }
                return t.startsWith("[") && t.endsWith("]") && t.length() > 2;
            }
            return false;
        } catch (IOException | RuntimeException e) {
            return false;
        }
    }
}
