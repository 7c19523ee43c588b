package org.jfio.run;

import org.jfio.job.JobSpec;
import org.jfio.job.ThinktimeBlocksType;

/**
 * fio's {@code thinktime}, {@code thinktime_spin}, {@code thinktime_blocks} and
 * {@code thinktime_blocks_type}: after every {@code thinktime_blocks} issued (or completed)
 * requests the job waits for everything in flight, spins {@code thinktime_spin}, then sleeps the
 * rest of {@code thinktime}. This class counts; the loop stalls. Allocates nothing.
 */
final class ThinkTime {
    private final long thinkNs;
    private final long spinNs;
    private final int blocks;
    private final boolean countIssued;
    private long issuedBase;
    private long completedBase;

    ThinkTime(JobSpec spec) {
        this.thinkNs = spec.thinktimeNs();
        this.spinNs = Math.min(spec.thinktimeSpinNs(), spec.thinktimeNs());
        this.blocks = spec.thinktimeBlocks();
        this.countIssued = spec.thinktimeBlocksType() == ThinktimeBlocksType.ISSUE;
    }

    /** @return true when the job thinks at all */
    boolean enabled() {
        return thinkNs > 0;
    }

    /**
     * @param issued    requests issued so far
     * @param completed requests completed so far
     * @return true when a stall is due now
     */
    boolean due(long issued, long completed) {
        return countIssued ? issued - issuedBase >= blocks : completed - completedBase >= blocks;
    }

    /** Records that a stall happened, with the counts at its end. */
    void stalled(long issued, long completed) {
        issuedBase = issued;
        completedBase = completed;
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
