package org.jfio.stats;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.concurrent.locks.LockSupport;

import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramLogWriter;
import org.jfio.spi.DataDirection;
import org.jfio.spi.IoClock;

/**
 * jfio's HdrHistogram interval log of completion latency ({@code write_hdr_log}): each
 * interval of {@code log_hdr_msec}, every direction the job issues gets one histogram (ns, 3
 * significant digits, tagged {@code read}, {@code write} or {@code trim}), written by
 * HdrHistogram's own {@link HistogramLogWriter} (log format 1.3, start time, legend), so
 * {@code HistogramLogReader} and {@code HistogramLogProcessor -tag read} read it. Interval
 * time stamps are seconds since the log's start time (the job's start, just before its first
 * I/O); the maximum column is in ms.
 *
 * <p>The job thread records into the interval's histograms; when the interval is over (seen at
 * the next completion, intervals aligned to multiples of {@code log_hdr_msec} from the start of
 * the measured run) it hands them to the {@link LogWriter} through a {@link HandoffRing} and
 * takes recycled ones, as HdrHistogram's interval recorders do. The job thread allocates
 * nothing unless a latency exceeds what a histogram covers (it then resizes once).
 *
 * <p>{@link #start}, {@link #record} and {@link #finish} belong to the job thread;
 * {@link #drain} and {@link #close} to the writer thread.
 */
final class HdrIntervalLog implements LogSink {
    /** Histograms per direction: one recording, the rest in flight or free. */
    private static final int PER_DIRECTION = 4;
    private static final String[] TAGS = {"read", "write", "trim"};
    /** The log's maximum column in ms for values in ns. */
    private static final double NS_PER_MS = 1_000_000.0;

    private final LogOutput out;
    private final LogWriter writer;
    private final boolean[] active;
    private final long intervalNs;
    private final HandoffRing<Histogram> full;
    private final HandoffRing<Histogram> free;
    private final Histogram[] current = new Histogram[DataDirection.DATA_COUNT];
    private final long logStartNs;
    private final ByteArrayOutputStream bytes = new ByteArrayOutputStream(4096);
    private final HistogramLogWriter logWriter = new HistogramLogWriter(bytes);
    private long intervalStartNs;
    private long nextRollNs = Long.MAX_VALUE;

    /**
     * Writes the log's header (on the job thread, before the writer starts).
     *
     * @param active     directions the job issues (by ordinal)
     * @param intervalMs {@code log_hdr_msec}
     */
    HdrIntervalLog(LogOutput out, LogWriter writer, boolean[] active, long intervalMs) throws IOException {
        this.out = out;
        this.writer = writer;
        this.active = active.clone();
        this.intervalNs = intervalMs * 1_000_000L;
        int n = 0;
        for (boolean a : active) {
            n += a ? 1 : 0;
        }
        this.full = new HandoffRing<>(Math.max(1, n * PER_DIRECTION));
        this.free = new HandoffRing<>(Math.max(1, n * PER_DIRECTION));
        for (int d = 0; d < current.length; d++) {
            if (this.active[d]) {
                current[d] = histogram();
                for (int i = 1; i < PER_DIRECTION; i++) {
                    free.offer(histogram());
                }
            }
        }
        this.logStartNs = IoClock.nowNs();
        logWriter.outputLogFormatVersion();
        logWriter.outputStartTime(System.currentTimeMillis());
        logWriter.outputLegend();
        out.rows(bytes.toByteArray(), bytes.size());
        bytes.reset();
        writer.add(this);
    }

    private static Histogram histogram() {
        Histogram h = new Histogram(1, LatencyRecorder.INITIAL_HIGHEST_NS, 3);
        h.setAutoResize(true);
        return h;
    }

    /** Starts the first interval at the start of the measured run (after ramp_time). */
    void start(long nowNs) {
        for (Histogram h : current) {
            if (h != null) {
                h.reset();
            }
        }
        intervalStartNs = nowNs;
        nextRollNs = nowNs + intervalNs;
    }

    /** Records one completion latency of direction {@code ddir}; ends the interval when due. */
    void record(int ddir, long clatNs, long nowNs) {
        if (nowNs >= nextRollNs) {
            // the interval ends on its boundary, however late this completion came; the next
            // starts on the last boundary before it (intervals without a completion are left out)
            roll(nextRollNs);
            while (nextRollNs <= nowNs) {
                nextRollNs += intervalNs;
            }
            intervalStartNs = nextRollNs - intervalNs;
        }
        Histogram h = current[ddir];
        if (h != null) {
            h.recordValue(clatNs < 0 ? 0 : clatNs);
        }
    }

    /** At the end of the job: writes the interval still open, unless nothing completed in it. */
    void finish(long nowNs) {
        if (nextRollNs == Long.MAX_VALUE) {
            return;
        }
        boolean any = false;
        for (Histogram h : current) {
            any |= h != null && h.getTotalCount() > 0;
        }
        if (any) {
            roll(Math.min(nowNs, nextRollNs));
        }
        nextRollNs = Long.MAX_VALUE;
    }

    /** Hands the interval's histograms, ending at {@code endNs}, to the writer and takes fresh ones. */
    private void roll(long endNs) {
        long startMs = (intervalStartNs - logStartNs) / 1_000_000L;
        long endMs = (endNs - logStartNs) / 1_000_000L;
        for (int d = 0; d < current.length; d++) {
            Histogram h = current[d];
            if (h == null) {
                continue;
            }
            h.setStartTimeStamp(startMs);
            h.setEndTimeStamp(endMs);
            h.setTag(TAGS[d]);
            while (!full.offer(h)) {
                // cannot happen: there are no more histograms than ring slots
                Thread.onSpinWait();
            }
            Histogram next = free.poll();
            while (next == null) {
                writer.wake();
                LockSupport.parkNanos(20_000);
                next = free.poll();
            }
            current[d] = next;
        }
        writer.wake();
    }

    @Override
    public boolean drain() {
        boolean any = false;
        Histogram h;
        while ((h = full.poll()) != null) {
            if (!out.failed()) {
                try {
                    logWriter.outputIntervalHistogram(h.getStartTimeStamp() / 1000.0, h.getEndTimeStamp() / 1000.0,
                            h, NS_PER_MS);
                    out.rows(bytes.toByteArray(), bytes.size());
                } catch (IOException | RuntimeException e) {
                    out.fail(e);
                }
                bytes.reset();
            }
            h.reset();
            free.offer(h);
            any = true;
        }
        if (any) {
            out.flushKeepingFailure();
        }
        return any;
    }

    @Override
    public void close() {
        out.finish();
    }

    @Override
    public String failure() {
        return out.failure();
    }
}
