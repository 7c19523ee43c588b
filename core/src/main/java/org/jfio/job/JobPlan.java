package org.jfio.job;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.jfio.spi.IoEngineProvider;

/**
 * Everything one run does: the jobs in order, each with its reporting group, and the global
 * options as written (for fio's JSON {@code "global options"}). Group numbers follow fio: the
 * first job is in group 0, and a job with {@code stonewall} or {@code new_group} after earlier
 * jobs starts the next group. A job's {@code wait_for} must name a job defined before it.
 * Immutable and thread-safe.
 */
public final class JobPlan {
    private final List<JobSpec> jobs;
    private final int[] groupIds;
    private final Map<String, String> globalOptions;

    private JobPlan(List<JobSpec> jobs, Map<String, String> globalOptions) {
        this.jobs = List.copyOf(jobs);
        this.globalOptions = Collections.unmodifiableMap(new LinkedHashMap<>(globalOptions));
        this.groupIds = new int[this.jobs.size()];
        for (int i = 0; i < this.jobs.size(); i++) {
            String waitFor = this.jobs.get(i).ordering().waitFor();
            if (waitFor != null && indexOf(waitFor, i) < 0) {
                throw new org.jfio.spi.JfioException(this.jobs.get(i).name() + ": wait_for=" + waitFor
                        + ": no job of that name is defined before this one");
            }
        }
        int group = 0;
        for (int i = 0; i < this.jobs.size(); i++) {
            JobSpec j = this.jobs.get(i);
            if (i > 0 && (j.ordering().stonewall() || j.ordering().newGroup())) {
                group++;
            }
            groupIds[i] = group;
        }
    }

    /** @return a plan of these jobs, with the global options as written */
    public static JobPlan of(List<JobSpec> jobs, Map<String, String> globalOptions) {
        if (jobs.isEmpty()) {
            throw new org.jfio.spi.JfioException("no jobs defined");
        }
        return new JobPlan(jobs, globalOptions);
    }

    /** @return a plan of these jobs without global options */
    public static JobPlan of(JobSpec... jobs) {
        return of(List.of(jobs), Map.of());
    }

    /**
     * Reads fio command-line arguments as {@code fio} (and {@code jfio}) reads them, e.g.
     * {@code List.of("--name=r", "--rw=randread", "--bs=4k", "--size=64m", "--filename=/tmp/f")}:
     * options before the first {@code --name} are global, each {@code --name=} starts a job, any
     * argument not starting with {@code --} is a job file ({@link ArgvParser} gives every rule).
     * The options are the built-in ones and those of every engine on the class or module path
     * (e.g. io_uring's {@code --fixedbufs}). {@code ${VAR}} in job files reads the environment;
     * warnings about options accepted without effect are dropped. The command's own flags
     * ({@code --output-format}, ...) are not job options and are refused.
     *
     * @param args the arguments, in order
     * @return the plan
     * @throws org.jfio.spi.JfioException one line naming the option and value, for an unknown
     *                                    option, a bad value, an unreadable job file, or no job
     */
    public static JobPlan fromFioArgs(List<String> args) {
        return FioSources.fromArgs(args, FioSources.installedEngines());
    }

    /**
     * {@link #fromFioArgs(List)} with the options of these engines instead of the installed
     * ones (e.g. {@code EngineRegistry.providers()} of the registry the plan will run with).
     *
     * @throws org.jfio.spi.JfioException as {@link #fromFioArgs(List)}
     */
    public static JobPlan fromFioArgs(List<String> args, Collection<? extends IoEngineProvider> engines) {
        return FioSources.fromArgs(args, engines);
    }

    /**
     * Reads a fio job file (INI: {@code [global]} and job sections, {@code include}, {@code ${VAR}};
     * {@link JobFileParser} gives every rule), with the built-in options and those of every
     * installed engine.
     *
     * @param file the job file; {@code include} paths are relative to its directory
     * @return the plan
     * @throws org.jfio.spi.JfioException one line starting {@code file:line:} where known, for an
     *                                    unreadable file, a bad option or value, or no job
     */
    public static JobPlan fromJobFile(Path file) {
        return FioSources.fromFile(file, FioSources.installedEngines());
    }

    /**
     * {@link #fromJobFile(Path)} with the options of these engines instead of the installed ones.
     *
     * @throws org.jfio.spi.JfioException as {@link #fromJobFile(Path)}
     */
    public static JobPlan fromJobFile(Path file, Collection<? extends IoEngineProvider> engines) {
        return FioSources.fromFile(file, engines);
    }

    /**
     * Reads the text of a fio job file, e.g. {@code "[r]\nrw=randread\nsize=64m\n"}, as
     * {@link #fromJobFile(Path)} reads a file; {@code include} paths are relative to the current
     * directory, and messages name the source {@code job text}.
     *
     * @param text the job file's contents
     * @return the plan
     * @throws org.jfio.spi.JfioException as {@link #fromJobFile(Path)}
     */
    public static JobPlan fromJobText(String text) {
        return FioSources.fromText(text, FioSources.installedEngines());
    }

    /**
     * {@link #fromJobText(String)} with the options of these engines instead of the installed ones.
     *
     * @throws org.jfio.spi.JfioException as {@link #fromJobText(String)}
     */
    public static JobPlan fromJobText(String text, Collection<? extends IoEngineProvider> engines) {
        return FioSources.fromText(text, engines);
    }

    /**
     * @return the index of the last job called {@code name} defined before {@code beforeIndex},
     *         or -1 (what {@code wait_for} refers to)
     */
    public int indexOf(String name, int beforeIndex) {
        for (int i = Math.min(beforeIndex, jobs.size()) - 1; i >= 0; i--) {
            if (jobs.get(i).name().equals(name)) {
                return i;
            }
        }
        return -1;
    }

    /** @return the jobs, in the order they were defined */
    public List<JobSpec> jobs() {
        return jobs;
    }

    /** @return the reporting group of the i-th job */
    public int groupId(int jobIndex) {
        return groupIds[jobIndex];
    }

    /** @return the number of reporting groups */
    public int groupCount() {
        return groupIds.length == 0 ? 0 : groupIds[groupIds.length - 1] + 1;
    }

    /** @return the indexes of the jobs of one group */
    public List<Integer> jobsOfGroup(int groupId) {
        List<Integer> out = new ArrayList<>();
        for (int i = 0; i < groupIds.length; i++) {
            if (groupIds[i] == groupId) {
                out.add(i);
            }
        }
        return out;
    }

    /**
     * @return true when the group is reported as one merged job: any of its jobs has
     *         {@code group_reporting} (fio's rule)
     */
    public boolean reportsAsOne(int groupId) {
        for (int j : jobsOfGroup(groupId)) {
            if (jobs.get(j).reporting().groupReporting()) {
                return true;
            }
        }
        return false;
    }

    /** @return global options as written, in order */
    public Map<String, String> globalOptions() {
        return globalOptions;
    }

    /** @return the total number of threads the plan starts (sum of numjobs) */
    public int threadCount() {
        int n = 0;
        for (JobSpec j : jobs) {
            n += j.numjobs();
        }
        return n;
    }
}
