package org.jfio.result;

/**
 * Where a job clone is in its life, as fio's {@code runstate} ({@code TD_*}), in fio's order (a
 * later constant is a later stage; the status line relies on the order as fio does). Each state
 * carries the character fio's status line shows for it; {@link #RUNNING} has none of its own,
 * its character depends on the workload (see {@link #runningChar}).
 *
 * <p>jfio enters: {@code NOT_CREATED} (waiting for its turn: {@code stonewall},
 * {@code wait_for}, {@code startdelay}), {@code SETTING_UP} (laying out and opening files),
 * {@code PRE_READING}, {@code RAMP}, {@code RUNNING}, {@code FSYNCING} ({@code end_fsync}),
 * {@code FINISHING} (closing files, collecting the result), {@code EXITED} and {@code REAPED}.
 * {@code CREATED}, {@code INITIALIZED} and {@code VERIFYING} exist for fio parity (jfio has no
 * verify phase yet).
 */
public enum JobState {
    /** Not started yet: {@code P}. */
    NOT_CREATED('P'),
    /** Thread created: {@code C}. */
    CREATED('C'),
    /** Initialized: {@code I}. */
    INITIALIZED('I'),
    /** In {@code ramp_time}, not measured: {@code /}. */
    RAMP('/'),
    /** Setting up files and engine: {@code I}. */
    SETTING_UP('I'),
    /** Doing measured I/O: the character depends on the workload ({@link #runningChar}). */
    RUNNING('?'),
    /** Reading the files into the cache ({@code pre_read}): {@code p}. */
    PRE_READING('p'),
    /** Verifying: {@code V}. */
    VERIFYING('V'),
    /** Syncing the files at the end ({@code end_fsync}): {@code F}. */
    FSYNCING('F'),
    /** I/O done, cleaning up: {@code f}. */
    FINISHING('f'),
    /** Thread ended, not yet reaped: {@code E}. */
    EXITED('E'),
    /** Ended and collected: {@code _} ({@code X} when the job failed). */
    REAPED('_');

    private final char fioChar;

    JobState(char fioChar) {
        this.fioChar = fioChar;
    }

    /**
     * @return the character fio's status line shows for this state ({@code ?} for
     *         {@link #RUNNING}, whose character comes from {@link #runningChar})
     */
    public char fioChar() {
        return fioChar;
    }

    /** @return true for the states fio counts as running: ramp, I/O, pre-read, verify, fsync, finishing */
    public boolean isRunning() {
        return this == RAMP || this == RUNNING || this == PRE_READING || this == VERIFYING
                || this == FSYNCING || this == FINISHING;
    }

    /** @return true once the clone's measured counters count: running and every later state */
    public boolean countsIo() {
        return compareTo(SETTING_UP) > 0;
    }

    /**
     * fio's character for a running job ({@code eta.c check_str_update}): for mixed reads and
     * writes {@code m} (random) or {@code M} (sequential), or the pure direction's letter when
     * {@code rwmixread} is 100 or 0; for reads {@code r}/{@code R}; writes {@code w}/{@code W};
     * trims {@code d}/{@code D}.
     *
     * @param random    true when offsets are random
     * @param reads     true when the job reads
     * @param writes    true when the job writes
     * @param rwmixread percentage of reads in a mixed job
     */
    public static char runningChar(boolean random, boolean reads, boolean writes, int rwmixread) {
        if (reads && writes) {
            if (rwmixread == 100) {
                return random ? 'r' : 'R';
            }
            if (rwmixread == 0) {
                return random ? 'w' : 'W';
            }
            return random ? 'm' : 'M';
        }
        if (reads) {
            return random ? 'r' : 'R';
        }
        if (writes) {
            return random ? 'w' : 'W';
        }
        return random ? 'd' : 'D';
    }
}
