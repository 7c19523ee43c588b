package org.jfio.result;

import java.util.List;

/**
 * One reporting group: every clone's own result and what the report shows for the group
 * (the clones themselves, or one merged result under {@code group_reporting}).
 *
 * @param groupId  the group number, from 0
 * @param jobs     each clone's result, in start order
 * @param reported what the report prints per job: {@code jobs}, or one merged result; fio's group
 *                 figures (min-max bandwidth and runtime, aggregate bandwidth) are computed over
 *                 these by the report writers
 */
public record GroupResult(int groupId, List<JobResult> jobs, List<JobResult> reported) {
}
