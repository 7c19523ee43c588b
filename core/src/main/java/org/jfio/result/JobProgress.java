package org.jfio.result;

import org.jfio.spi.DataDirection;

import java.time.Duration;
import java.util.Objects;

import org.jfio.job.JobSpec;

/**
 * One job clone's progress at one moment, as a status line needs it: its state, its files, how
 * long it has been going, how much it has to do and what it has done per data direction.
 *
 * <p>The counters are read while the job runs without stopping it, so the I/O count and the
 * byte count of a direction may be one I/O apart; each is exact on its own. They cover the
 * measured window: they restart at 0 when {@code ramp_time} ends.
 *
 * <p>Immutable and thread-safe.
 */
public final class JobProgress {
    private final JobSpec spec;
    private final int clone;
    private final JobState state;
    private final int error;
    private final int files;
    private final long elapsedMs;
    private final long totalIoBytes;
    private final long[] ios;
    private final long[] bytes;

    /**
     * @param spec         the job
     * @param clone        the clone number, from 0
     * @param state        where the clone is
     * @param error        the errno the clone failed with, -1 when it could not set up, 0 when none
     * @param files        number of files the clone uses (fio's {@code f=} counts them while it runs)
     * @param elapsedMs    ms since the clone started its I/O (restarted when {@code ramp_time}
     *                     ends; fio's {@code td->epoch}); frozen when it was reaped; 0 before
     * @param totalIoBytes bytes the clone moves in a run that is not time based
     *                     ({@code io_size} or its region, times {@code loops}); 0 when unknown
     * @param ios          completed I/Os per data direction (READ, WRITE, TRIM), copied
     * @param bytes        bytes moved per data direction (READ, WRITE, TRIM), copied
     * @throws IllegalArgumentException when an array does not have {@link DataDirection#DATA_COUNT} entries
     */
    public JobProgress(JobSpec spec, int clone, JobState state, int error, int files, long elapsedMs,
                       long totalIoBytes, long[] ios, long[] bytes) {
        if (ios.length != DataDirection.DATA_COUNT || bytes.length != DataDirection.DATA_COUNT) {
            throw new IllegalArgumentException("ios.length=" + ios.length + " and bytes.length=" + bytes.length
                    + " must be " + DataDirection.DATA_COUNT);
        }
        this.spec = Objects.requireNonNull(spec, "spec");
        this.clone = clone;
        this.state = Objects.requireNonNull(state, "state");
        this.error = error;
        this.files = files;
        this.elapsedMs = elapsedMs;
        this.totalIoBytes = totalIoBytes;
        this.ios = ios.clone();
        this.bytes = bytes.clone();
    }

    /** @return a clone that has not started: no I/O, nothing elapsed */
    public static JobProgress notStarted(JobSpec spec, int clone, int files, long totalIoBytes) {
        long[] zero = new long[DataDirection.DATA_COUNT];
        return new JobProgress(spec, clone, JobState.NOT_CREATED, 0, files, 0, totalIoBytes, zero, zero);
    }

    /** @return the job */
    public JobSpec spec() {
        return spec;
    }

    /** @return the clone number, from 0 */
    public int cloneIndex() {
        return clone;
    }

    /** @return where the clone is */
    public JobState state() {
        return state;
    }

    /** @return the errno the clone failed with, -1 when it could not set up, 0 when none */
    public int error() {
        return error;
    }

    /** @return number of files the clone uses */
    public int files() {
        return files;
    }

    /** @return ms since the clone started its I/O (restarted after ramp), frozen once reaped */
    public long elapsedMs() {
        return elapsedMs;
    }

    /** @return {@link #elapsedMs()} as a duration */
    public Duration elapsed() {
        return Duration.ofMillis(elapsedMs);
    }

    /** @return bytes the clone moves when not time based; 0 when unknown */
    public long totalIoBytes() {
        return totalIoBytes;
    }

    /** @return completed I/Os of a data direction (0 for SYNC and DATASYNC) */
    public long ios(DataDirection ddir) {
        return ddir.isData() ? ios[ddir.ordinal()] : 0;
    }

    /** @return bytes moved in a data direction (0 for SYNC and DATASYNC) */
    public long bytes(DataDirection ddir) {
        return ddir.isData() ? bytes[ddir.ordinal()] : 0;
    }

    /** @return the character fio's status line shows for this clone */
    public char statusChar() {
        if (state == JobState.RUNNING) {
            return JobState.runningChar(spec.rw().isRandom(), spec.rw().hasReads(), spec.rw().hasWrites(),
                    spec.io().rwmixread());
        }
        if (state == JobState.REAPED && error != 0) {
            return 'X';
        }
        return state.fioChar();
    }

    @Override
    public String toString() {
        return spec.name() + "." + clone + "[" + state + ", r=" + ios[0] + "/" + bytes[0] + "B, w=" + ios[1] + "/"
                + bytes[1] + "B, t=" + ios[2] + "/" + bytes[2] + "B, " + elapsedMs + "ms]";
    }
}
