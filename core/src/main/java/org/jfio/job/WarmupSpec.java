package org.jfio.job;

import java.time.Duration;

/**
 * The job a JIT warm-up runs ({@code jit_warmup}): the same engine with the same engine options,
 * I/O pattern, block sizes, queue depth and batching, I/O type ({@code direct}, sync options, mix),
 * randomness, buffers, CPU placement and measurements as the job it warms up, on one private
 * file of {@code sizeBytes}, {@code time_based} for {@code runtimeNs}, one clone. A job that
 * verifies is warmed up verifying with the same checksum or pattern, header layout and interval,
 * without a state file, journal or dump: in write and read-back passes, as it runs, when it reads
 * back after each pass (not {@code time_based}, {@code do_verify}: the passes then loop until
 * {@code runtimeNs}), else read back inline ({@code verify_backlog}, since a {@code time_based} job
 * has no read-back pass). Everything else is fio's default: no log, iolog, rate or
 * think time, goal, ramp, start delay, file option or ordering is carried over, so nothing the
 * warm-up does writes or reads any file but its own, waits, or reports (an allow-list of the job's
 * option records: an option added later to another record stays out until it is added here; the
 * verify options are copied and the ones that touch other files switched off by name).
 *
 * <p>Stateless.
 */
public final class WarmupSpec {
    private WarmupSpec() {
    }

    /**
     * @param job       the job to warm up for
     * @param path      the private file's path
     * @param sizeBytes its size (a multiple of the job's largest block size)
     * @param runtimeNs how long the warm-up may run at most
     * @return the warm-up's job, named as the job
     */
    public static JobSpec of(JobSpec job, String path, long sizeBytes, long runtimeNs) {
        JobSpec.Builder b = JobSpec.builder(job.name())
                .with(new JobIdentity(job.name(), job.rw(), job.ioengine(), 1))
                .with(job.io())
                .with(job.blocks())
                .with(job.depth())
                .with(job.cpus())
                .with(job.random())
                .with(job.buffers())
                .with(job.measure());
        boolean verifies = job.verify().active() && job.rw().hasWrites() && !job.verify().verifyOnly();
        boolean passes = verifies && job.verify().doVerify() && !job.timing().timeBased();
        if (passes) {
            passVerify(b, job.verify());
        } else if (verifies) {
            inlineVerify(b, job.verify(), job.depth().iodepth());
        }
        b.set("number_ios", 0)
                .set("request_rules", "fio")
                .set("sync_all", 0)
                .set("filename", path)
                .set("size", sizeBytes)
                .set("time_based", !passes)
                .set("loops", passes ? Integer.MAX_VALUE : 1)
                .set("runtime", Duration.ofNanos(Math.max(1000, runtimeNs / 1000 * 1000)))
                .set("jit_warmup", 0);
        return b.build().withEngineOptions(job.engineOptions());
    }

    /**
     * Carries the job's verification over with its blocks read back inline, a queue's worth at a
     * time, and nothing written outside the private file (no state file, journal or dump). The
     * job's verify options are copied whole and the ones that would read or write another file,
     * or read back after the run, are set back by name, so a verify option added later is carried
     * over: one that touches a file of its own must be switched off here.
     */
    private static void inlineVerify(JobSpec.Builder b, VerifyOptions v, int iodepth) {
        int batch = Math.max(1, iodepth);
        noOtherFiles(b.with(v)
                .set("do_verify", false)
                .set("verify_only", false)
                .set("verify_backlog", batch)
                .set("verify_backlog_batch", batch)
                .set("verify_async", 0)
                .set("experimental_verify", false));
    }

    /**
     * Carries the job's verification over as it runs, write passes each followed by its read-back
     * pass (a job that is not {@code time_based} and reads back: its read-back is code of its own,
     * which an inline verification would leave cold), with nothing written outside the private
     * file.
     */
    private static void passVerify(JobSpec.Builder b, VerifyOptions v) {
        noOtherFiles(b.with(v));
    }

    private static void noOtherFiles(JobSpec.Builder b) {
        b.set("verify_dump", false)
                .set("verify_journal", "")
                .set("verify_state_save", false)
                .set("verify_state_load", false)
                .set("verify_state_dir", "");
    }
}
