package org.jfio.run;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.jfio.job.JobPlan;
import org.jfio.result.GroupResult;
import org.jfio.result.JobResult;
import org.jfio.stats.GroupMerger;

/**
 * Sorts the clones' results into the plan's reporting groups: every group keeps its jobs'
 * results, and reports them one by one or, under {@code group_reporting}, merged into one. Jobs
 * with {@code stats=0} run but are left out. Stateless.
 */
final class RunGroups {
    private RunGroups() {
    }

    /**
     * @param perJob the clones' results, by job index
     * @return the groups that have results, in the plan's order
     */
    static List<GroupResult> of(JobPlan plan, List<List<JobResult>> perJob) {
        Map<Integer, List<JobResult>> byGroup = new LinkedHashMap<>();
        for (int j = 0; j < perJob.size(); j++) {
            int g = plan.groupId(j);
            List<JobResult> results = byGroup.computeIfAbsent(g, k -> new ArrayList<>());
            if (plan.jobs().get(j).measure().stats()) { // stats=0: run, but left out of every report (fio)
                results.addAll(perJob.get(j));
            }
        }
        List<GroupResult> out = new ArrayList<>();
        for (Map.Entry<Integer, List<JobResult>> e : byGroup.entrySet()) {
            List<JobResult> jobs = List.copyOf(e.getValue());
            if (jobs.isEmpty()) {
                continue;
            }
            List<JobResult> reported = plan.reportsAsOne(e.getKey()) ? List.of(GroupMerger.merge(jobs)) : jobs;
            out.add(new GroupResult(e.getKey(), jobs, reported));
        }
        return out;
    }
}
