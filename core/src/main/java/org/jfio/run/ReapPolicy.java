package org.jfio.run;

import org.jfio.job.JobSpec;
import org.jfio.spi.IoUnit;

/**
 * The one place that decides how many completions a clone waits for, and when it submits, after
 * fio's {@code do_io}/{@code wait_for_completions}. Engines are told each time, through
 * {@link EngineDriver#reap}, and do what they are told.
 * <ul>
 *   <li>after a queued request: commit once {@code iodepth_batch_submit} are staged; under
 *       {@code iodepth_batch_complete_min=0}, take what has completed without waiting;</li>
 *   <li>no unit free (the queue is full): commit, then reap until no more than
 *       {@code iodepth_low} are in flight, each time at least one and
 *       {@code iodepth_batch_complete_min} when that many are in flight, at most
 *       {@code iodepth_batch_complete_max};</li>
 *   <li>the engine said BUSY: commit and wait for one;</li>
 *   <li>a rate wait or a thinktime stall: wait for everything in flight (fio's {@code io_u_quiesce});</li>
 *   <li>the end of the job: queue the remainders of short transfers and wait for everything.</li>
 * </ul>
 * Under {@code iodepth_batch_complete_min=0} every wait is a poll, as in fio's engines: the
 * engine is asked for what has completed, without waiting in the kernel, until enough came back.
 *
 * <p>Job-thread only; allocates nothing, locks nothing.
 */
final class ReapPolicy {
    private final EngineDriver driver;
    private final UnitPool pool;
    private final ErrorPolicy errors;
    private final int batchSubmit;
    private final int completeMin;
    private final int completeMax;
    private final int iodepthLow;
    private final boolean poll;

    ReapPolicy(JobSpec spec, EngineDriver driver, UnitPool pool, ErrorPolicy errors) {
        this.driver = driver;
        this.pool = pool;
        this.errors = errors;
        this.batchSubmit = spec.depth().iodepthBatchSubmit();
        this.completeMin = spec.depth().iodepthBatchCompleteMin();
        this.completeMax = Math.max(1, spec.depth().iodepthBatchCompleteMax());
        this.iodepthLow = spec.depth().iodepthLow();
        this.poll = completeMin == 0;
    }

    /** A request was queued (asynchronously): commits a full batch; polls under {@code complete_min=0}. */
    void afterQueue() {
        if (driver.staged() >= batchSubmit) {
            driver.commit();
        }
        if (poll && driver.inflight() > 0) {
            driver.reap(0, completeMax);
        }
    }

    /** No unit is free: commits, then reaps down to {@code iodepth_low} in flight. */
    void whenFull() {
        driver.commit();
        do {
            await(Math.max(1, Math.min(completeMin, driver.inflight())), completeMax);
        } while (driver.inflight() > iodepthLow && !errors.failedAlready());
    }

    /** {@code depth} requests are in flight, the most latency_target allows now: commits and reaps below it. */
    void atDepth(int depth) {
        driver.commit();
        while (driver.inflight() >= depth && !errors.failedAlready()) {
            await(1, completeMax);
        }
    }

    /** The engine refused a request (BUSY): commits and waits for one completion. */
    void whenBusy() {
        driver.commit();
        await(1, completeMax);
    }

    /** Waits for everything in flight (fio's {@code io_u_quiesce}). */
    void quiesce() {
        driver.commit();
        while (driver.inflight() > 0 && !errors.failedAlready()) {
            await(1, Math.max(completeMax, driver.inflight()));
        }
    }

    /** The end of the job: finishes short-transfer remainders and everything in flight. */
    void drain() {
        driver.commit();
        while (!errors.failedAlready()) {
            IoUnit again = pool.takeRequeued();
            if (again != null) {
                if (!driver.queue(again)) {
                    pool.pushBack(again);
                    driver.commit();
                    await(1, Math.max(completeMax, driver.inflight()));
                } else {
                    driver.commit();
                }
                continue;
            }
            if (driver.inflight() == 0) {
                return;
            }
            await(1, Math.max(completeMax, driver.inflight()));
        }
        while (driver.inflight() > 0) {
            await(1, driver.inflight());
        }
    }

    private void await(int min, int max) {
        if (poll) {
            driver.poll(min, max);
        } else {
            driver.reap(min, max);
        }
    }
}
