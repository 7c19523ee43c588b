package org.jfio.report;

import org.jfio.spi.DataDirection;
import org.jfio.result.JobProgress;
import org.jfio.result.JobState;
import org.jfio.job.JobSpec;

/**
 * The seconds a job clone has left, as fio 3.33 estimates them ({@code eta.c thread_eta}):
 * <ul>
 *   <li>While it does I/O: the share done is its bytes over what it has to move
 *       ({@code io_size} or its region, times {@code loops}); a {@code time_based} job uses its
 *       elapsed share of {@code runtime} when that is smaller. The time left is
 *       {@code elapsed / share - elapsed} (the full runtime while nothing is done), capped at
 *       {@code runtime + doneSecs - elapsed} when a runtime is set.</li>
 *   <li>Before it does I/O (not started, setting up, pre-reading, in ramp): its
 *       {@code runtime + startdelay} (plus {@code ramp_time} while the ramp is ahead or going
 *       on, minus the time spent in it so far), or its bytes at its {@code rate} plus the start
 *       delay, the smaller when both are known; 0 when neither is.</li>
 *   <li>After its I/O: 0.</li>
 * </ul>
 * Times are whole seconds as fio counts them (elapsed rounded up, runtime rounded down).
 * Stateless and thread-safe.
 */
final class JobEta {
    private static final long US_PER_S = 1_000_000L;

    private JobEta() {
    }

    /**
     * @param job      the clone
     * @param doneSecs seconds of the clones already reaped (fio's {@code done_secs})
     * @return the estimated seconds left, never negative
     */
    static long seconds(JobProgress job, long doneSecs) {
        JobSpec spec = job.spec();
        long elapsed = (job.elapsedMs() + 999) / 1000;
        long timeout = spec.timing().runtimeNs() / 1_000_000_000L;
        long bytesTotal = job.totalIoBytes();
        JobState state = job.state();
        if (state == JobState.RUNNING || state == JobState.VERIFYING) {
            long bytesDone = 0;
            for (int d = 0; d < DataDirection.DATA_COUNT; d++) {
                bytesDone += job.bytes(DataDirection.of(d));
            }
            double perc = bytesTotal > 0 ? Math.min(1.0, (double) bytesDone / (double) bytesTotal) : 0.0;
            if (spec.timing().timeBased()) {
                perc = timeout > 0 ? Math.min(perc, (double) elapsed / (double) timeout) : 0.0;
            }
            long eta = perc == 0.0 ? timeout : Math.max(0, (long) (elapsed * (1.0 / perc)) - elapsed);
            long cap = timeout + doneSecs - elapsed;
            if (spec.timing().runtimeNs() > 0 && cap >= 0 && eta > cap) {
                eta = cap;
            }
            return eta;
        }
        if (state.compareTo(JobState.RUNNING) < 0 || state == JobState.PRE_READING) {
            return beforeIo(job, spec, bytesTotal);
        }
        return 0;
    }

    /** The guess for a clone that has not started its measured I/O. */
    private static long beforeIo(JobProgress job, JobSpec spec, long bytesTotal) {
        long startDelayUs = spec.timing().startDelayNs() / 1000;
        long timeEta = 0;
        if (spec.timing().runtimeNs() > 0) {
            boolean inRamp = spec.timing().rampTimeNs() > 0;
            long us = spec.timing().runtimeNs() / 1000 + startDelayUs + (inRamp ? spec.timing().rampTimeNs() / 1000 : 0);
            timeEta = us / US_PER_S;
            if (job.state() == JobState.RAMP && inRamp) {
                long rampLeft = (job.elapsedMs() + 999) / 1000;
                if (rampLeft <= timeEta) {
                    timeEta -= rampLeft;
                }
            }
        }
        long rateBytes = 0;
        if (spec.rw().hasReads()) {
            rateBytes += spec.rate().bytesPerSec().get(DataDirection.READ);
        }
        if (spec.rw().hasWrites()) {
            rateBytes += spec.rate().bytesPerSec().get(DataDirection.WRITE);
        }
        if (spec.rw().hasTrims()) {
            rateBytes += spec.rate().bytesPerSec().get(DataDirection.TRIM);
        }
        long rateEta = 0;
        if (rateBytes > 0) {
            rateEta = bytesTotal / rateBytes + startDelayUs / US_PER_S;
        }
        if (rateEta > 0 && timeEta > 0) {
            return Math.min(rateEta, timeEta);
        }
        return rateEta > 0 ? rateEta : timeEta;
    }
}
