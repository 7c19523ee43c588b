package org.jfio.run;

import org.jfio.job.JobSpec;
import org.jfio.job.ThinktimeBlocksType;
import org.jfio.spi.IoClock;

/**
 * fio's {@code thinktime}, {@code thinktime_spin}, {@code thinktime_blocks} and
 * {@code thinktime_blocks_type}: after every {@code thinktime_blocks} issued (or completed)
 * requests the job waits for everything in flight, spins {@code thinktime_spin}, then sleeps the
 * rest of {@code thinktime}. With {@code thinktime_iotime} a stall is also due once that much time
 * has passed since the last stall ended. This class counts; the loop stalls. Allocates nothing.
 */
final class ThinkTime {
    private final long thinkNs;
    private final long spinNs;
    private final int blocks;
    private final boolean countIssued;
    private final long iotimeNs;
    private long issuedBase;
    private long completedBase;
    private long lastStallNs;

    ThinkTime(JobSpec spec) {
        this.thinkNs = spec.timing().thinktimeNs();
        this.spinNs = Math.min(spec.timing().thinktimeSpinNs(), spec.timing().thinktimeNs());
        this.blocks = spec.timing().thinktimeBlocks();
        this.countIssued = spec.timing().thinktimeBlocksType() == ThinktimeBlocksType.ISSUE;
        this.iotimeNs = spec.timing().thinktimeIotimeNs();
        this.lastStallNs = IoClock.nowNs();
    }

    /** @return true when the job thinks at all */
    boolean enabled() {
        return thinkNs > 0;
    }

    /**
     * @param issued    requests issued so far
     * @param completed requests completed so far
     * @param nowNs     the current {@link IoClock#nowNs()}
     * @return true when a stall is due now
     */
    boolean due(long issued, long completed, long nowNs) {
        if (iotimeNs > 0 && nowNs - lastStallNs >= iotimeNs) {
            return true;
        }
        return countIssued ? issued - issuedBase >= blocks : completed - completedBase >= blocks;
    }

    /** Records that a stall happened (or measuring started), with the counts and time at its end. */
    void stalled(long issued, long completed, long nowNs) {
        issuedBase = issued;
        completedBase = completed;
        lastStallNs = nowNs;
    }

    /** @return the busy-spinning part of a stall in nanoseconds */
    long spinNs() {
        return spinNs;
    }

    /** @return the sleeping part of a stall in nanoseconds */
    long sleepNs() {
        return thinkNs - spinNs;
    }
}
