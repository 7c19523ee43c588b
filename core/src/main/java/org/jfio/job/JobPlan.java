package org.jfio.job;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

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
