package org.jfio.compare;

import org.jfio.job.JobPlan;
import org.jfio.result.RunResult;

/**
 * Runs one cell's plan to the end: {@code plan -> JobRunner.of(plan).engines(registry).run()} for
 * the command (this package sits below the {@code org.jfio.api} facade, which provides the runner).
 */
@FunctionalInterface
public interface CellRunner {
    /**
     * @param plan the cell's plan
     * @return what it measured
     * @throws org.jfio.spi.JfioException when the plan cannot start
     */
    RunResult run(JobPlan plan);
}
