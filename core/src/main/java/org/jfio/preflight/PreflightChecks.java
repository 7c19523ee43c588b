package org.jfio.preflight;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

import org.jfio.job.EngineLookup;
import org.jfio.result.Finding;
import org.jfio.result.Finding.Check;
import org.jfio.result.PreflightReport;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Runs the preflight checks in order: the machine ({@link SystemChecks}), each path
 * ({@link PathChecks}), each job ({@link JobChecks}), the layout as a whole
 * ({@link LayoutChecks}) and the plan's memory ({@link MemoryChecks}). Before a run only what can stop or mislead the run is checked; the
 * full report ({@code jfio check}) adds everything that is fine. Reads /proc and /sys, calls
 * statx/statfs/uname and probes O_DIRECT (creating and removing a probe file where a job's file
 * does not exist yet); writes nothing else. Stateless.
 */
public final class PreflightChecks {
    private static final Logger LOG = LoggerFactory.getLogger(PreflightChecks.class);

    private PreflightChecks() {
    }

    /**
     * The checks a run makes before it lays out or writes anything.
     *
     * @param jobs the plan's jobs with their file regions
     * @return errors and warnings only
     */
    public static PreflightReport beforeRun(List<PlannedJob> jobs) {
        Locations locations = new Locations(MountTable.read());
        MemInfo memory = MemInfo.read();
        List<Finding> out = new ArrayList<>();
        for (PlannedJob j : jobs) {
            List<Finding> found = JobChecks.findings(j, locations, memory, false);
            debug("job " + j.spec().name() + " (ioengine=" + j.provider().name() + ", direct="
                    + (j.spec().io().direct() ? 1 : 0) + ", " + j.paths().size() + " file(s))", found);
            out.addAll(found);
        }
        List<Finding> layout = LayoutChecks.findings(jobs, locations, false);
        debug("layout of " + jobs.size() + " job(s)", layout);
        out.addAll(layout);
        MemoryChecks.findings(jobs, Runtime.getRuntime().maxMemory(), memory, out);
        return new PreflightReport(out);
    }

    /**
     * The full report of {@code jfio check}.
     *
     * @param jobs      the jobs that could be planned, with their file regions (may be empty)
     * @param jobErrors errors found while planning the jobs (unknown engine, directory as file, ...)
     * @param paths     further paths to report on (a file, device or directory, existing or not)
     * @param engines   the engines to list
     * @return every finding, OK ones included
     */
    public static PreflightReport report(List<PlannedJob> jobs, List<Finding> jobErrors, List<Path> paths,
            EngineLookup engines) {
        Locations locations = new Locations(MountTable.read());
        MemInfo memory = MemInfo.read();
        Set<String> enginesUsed = new LinkedHashSet<>();
        Set<Path> allPaths = new LinkedHashSet<>();
        for (Path p : paths) {
            allPaths.add(p.toAbsolutePath().normalize());
        }
        for (PlannedJob j : jobs) {
            enginesUsed.add(j.provider().name());
            if (!j.diskless()) {
                for (Path p : j.paths()) {
                    allPaths.add(p.toAbsolutePath().normalize());
                }
            }
        }
        List<Finding> out = new ArrayList<>(SystemChecks.findings(KernelInfo.read(), memory, engines, enginesUsed));
        out.addAll(jobErrors);
        for (Path p : allPaths) {
            out.addAll(PathChecks.findings(locations.of(p)));
        }
        for (PlannedJob j : jobs) {
            List<Finding> found = JobChecks.findings(j, locations, memory, true);
            if (found.isEmpty() && !namedIn(jobErrors, j.spec().name())) {
                found = List.of(Finding.ok(Check.JOB, j.spec().name(), "rw=" + j.spec().rw().fioName() + ", ioengine="
                        + j.provider().name() + ", direct=" + (j.spec().io().direct() ? 1 : 0) + ", " + j.paths().size()
                        + (j.paths().size() == 1 ? " file" : " files") + ": no problem found"));
            }
            out.addAll(found);
        }
        out.addAll(LayoutChecks.findings(jobs, locations, true));
        MemoryChecks.findings(jobs, Runtime.getRuntime().maxMemory(), memory, out);
        return new PreflightReport(out);
    }

    /** Logs what the checks of one subject concluded, at debug level. */
    private static void debug(String subject, List<Finding> found) {
        if (!LOG.isDebugEnabled()) {
            return;
        }
        if (found.isEmpty()) {
            LOG.debug("preflight: {}: checked, no problem found", subject);
        }
        for (Finding f : found) {
            LOG.debug("preflight: {}: {}", subject, f.line());
        }
    }

    private static boolean namedIn(List<Finding> findings, String subject) {
        for (Finding f : findings) {
            if (f.subject().equals(subject)) {
                return true;
            }
        }
        return false;
    }
}
