package org.jfio.api;

import org.jfio.result.Finding;
import org.jfio.result.PreflightReport;
import org.jfio.spi.JfioException;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Objects;

import org.jfio.job.JobEngines;
import org.jfio.job.JobPlan;
import org.jfio.job.JobSpec;
import org.jfio.job.PlanChecks;
import org.jfio.preflight.PlannedJob;
import org.jfio.preflight.PreflightChecks;
import org.jfio.run.PlanFiles;

/**
 * The full preflight report ({@code jfio check}): what this machine offers and what a plan would
 * run into, OK findings included. Before a run, {@link JobRunner#preflight()} makes the same job
 * checks (errors and warnings only).
 *
 * <pre>{@code
 * PreflightReport r = Preflight.of(plan).paths(List.of(Path.of("/data"))).report();
 * for (Finding f : r.findings()) System.out.println(f.severity() + " " + f.line());
 * }</pre>
 *
 * <p>Findings, in order: the kernel release ({@code uname}), each engine's own checks of the
 * machine ({@link org.jfio.spi.IoEngineProvider#systemFindings()}, e.g. a kernel switch the engine
 * depends on), every engine's availability (its library found and usable: this is where a missing
 * native library shows, with the fix), RAM; for each path (those given
 * and every job's files) the filesystem and its mount options ({@code statfs},
 * {@code /proc/self/mountinfo}), a real O_DIRECT probe (an aligned read of an existing file or
 * device; where the file does not exist yet, a probe file created in its directory, written, read
 * back and removed), logical and physical block size and the O_DIRECT alignment
 * ({@code statx STATX_DIOALIGN}, else sysfs), the queue of each disk behind it (rotational,
 * scheduler, nr_requests, max_sectors_kb, hardware queues; partitions and dm/md devices resolved
 * to their disks) and free space; then each job's errors and warnings ({@link Finding.Check}),
 * and free space against the layout. Nothing is written but the probe file.
 *
 * <p>Not thread-safe while being configured; {@link #report()} may be called from any thread.
 */
public final class Preflight {
    private final JobPlan plan;
    private final List<Path> paths = new ArrayList<>();
    private EngineRegistry engines;

    private Preflight(JobPlan plan) {
        this.plan = plan;
    }

    /** @return a preflight of this plan's jobs and their files */
    public static Preflight of(JobPlan plan) {
        return new Preflight(Objects.requireNonNull(plan, "plan"));
    }

    /** @return a preflight of the machine and these paths only, without jobs */
    public static Preflight ofPaths(Collection<Path> paths) {
        return new Preflight(null).paths(paths);
    }

    /** Adds paths to report on: files, devices or directories, existing or not. */
    public Preflight paths(Collection<Path> more) {
        paths.addAll(more);
        return this;
    }

    /** Sets where engines are looked up (default: {@link EngineRegistry#load()}). */
    public Preflight engines(EngineRegistry value) {
        engines = Objects.requireNonNull(value, "engines");
        return this;
    }

    /**
     * @return every finding; a job that cannot be planned at all (unknown engine, a directory as
     *         file, a missing size) is an error finding, not an exception
     */
    public PreflightReport report() {
        EngineRegistry e = engines == null ? EngineRegistry.load() : engines;
        List<Finding> errors = new ArrayList<>();
        List<PlannedJob> jobs = List.of();
        if (plan != null) {
            List<String> broken = new ArrayList<>();
            JobEngines resolved = JobEngines.resolve(plan, e);
            try {
                PlanChecks.check(plan, resolved);
            } catch (JfioException ex) {
                JobSpec job = jobNamedIn(ex.getMessage());
                errors.add(job != null ? PlanFiles.jobError(job, ex.getMessage())
                        : Finding.error(Finding.Check.JOB, "plan", ex.getMessage(), ""));
                if (job != null) {
                    broken.add(job.name());
                }
            }
            jobs = PlanFiles.lenient(plan, resolved, broken, errors);
        }
        return PreflightChecks.report(jobs, errors, paths, e);
    }

    private JobSpec jobNamedIn(String message) {
        for (JobSpec j : plan.jobs()) {
            if (message != null && message.startsWith(j.name() + ": ")) {
                return j;
            }
        }
        return null;
    }
}
