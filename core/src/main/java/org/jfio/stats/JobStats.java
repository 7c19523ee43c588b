package org.jfio.stats;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.util.ArrayList;
import java.util.List;

import org.jfio.spi.DataDirection;
import org.jfio.result.DepthDistribution;
import org.jfio.result.DirectionResult;
import org.jfio.result.LatencyStats;
import org.jfio.result.SampleStats;
import org.jfio.result.Timeline;
import org.jfio.job.MeasureOptions;

/**
 * Everything one job thread measures while it runs: per direction (read, write, trim, sync)
 * the I/O and byte counts and slat/clat/lat recorders; bandwidth and IOPS samples; the IO depth
 * tables. The recording methods are the per-I/O path: they allocate nothing and take no lock.
 *
 * <p>Not thread-safe: owned by one job thread; {@link #directionResults} is called by that
 * thread. The exception is the progress counters: the I/O and byte counts are stored with
 * opaque writes, so another thread may read them at any time with {@link #publishedIos} and
 * {@link #publishedBytes} (a status line), without a lock and without slowing the job thread.
 */
public final class JobStats {
    private static final int SLOTS = DataDirection.SYNC.ordinal() + 1;
    /** Opaque access to the counter arrays: a plain store on x86 that the JIT cannot drop or defer. */
    private static final VarHandle LONGS = MethodHandles.arrayElementVarHandle(long[].class);

    private final LatencyRecorder[] slat = new LatencyRecorder[SLOTS];
    private final LatencyRecorder[] clat = new LatencyRecorder[SLOTS];
    private final LatencyRecorder[] lat = new LatencyRecorder[SLOTS];
    private final long[] ios = new long[SLOTS];
    private final long[] bytes = new long[DataDirection.DATA_COUNT];
    private final long[] shortIos = new long[SLOTS];
    private final long[] depthLevel = new long[DepthDistribution.BUCKETS];
    private final long[] depthSubmit = new long[DepthDistribution.BUCKETS];
    private final long[] depthComplete = new long[DepthDistribution.BUCKETS];
    private final IntervalSampler bwSampler;
    private final IntervalSampler iopsSampler;
    private final boolean recordSlat;
    private final boolean recordClat;
    private final boolean recordLat;
    /** false under disable_bw_measurement / gtod_reduce: no bw/iops samples are taken */
    private final boolean sampling;
    private long nextSampleNs = Long.MAX_VALUE;
    /** Latency from the scheduled start, per slot; null without a rate schedule. */
    private LatencyRecorder[] scheduled;
    private JobLogs logs;
    /** Per-priority latencies (cmdprio), null when the job gives no I/O a priority of its own. */
    private PrioRecorders prios;
    /** The job's points over time for plots; null when no samples are taken. */
    private final long timelineMs;
    private final boolean[] timelineActive;
    private TimelineRecorder timeline;
    private boolean measuring;

    /**
     * @param active      which data directions the job issues (indexed by ddir ordinal)
     * @param bwAvgTimeMs bandwidth sampling interval (0: a sample per I/O, fed by a bw log)
     * @param iopsAvgTimeMs IOPS sampling interval (0: a sample per I/O, fed by an IOPS log)
     * @param recordSlat  true for engines that submit asynchronously (slat exists)
     */
    public JobStats(boolean[] active, long bwAvgTimeMs, long iopsAvgTimeMs, boolean recordSlat) {
        this(active, bwAvgTimeMs, iopsAvgTimeMs, recordSlat, MeasureOptions.DEFAULT);
    }

    /**
     * @param measure which latencies and samples the job measures ({@code disable_*}, {@code gtod_reduce})
     */
    public JobStats(boolean[] active, long bwAvgTimeMs, long iopsAvgTimeMs, boolean recordSlat,
            MeasureOptions measure) {
        this.recordClat = measure.clat();
        this.recordLat = measure.lat();
        this.sampling = measure.bw();
        this.recordSlat = recordSlat && measure.slat();
        for (int i = 0; i < SLOTS; i++) {
            // a histogram is about 220 KiB: made now only for what the job measures (syncs follow writes)
            boolean used = i < active.length ? active[i] : active.length > DataDirection.WRITE.ordinal()
                    && active[DataDirection.WRITE.ordinal()];
            slat[i] = new LatencyRecorder(used && this.recordSlat);
            clat[i] = new LatencyRecorder(used && recordClat);
            lat[i] = new LatencyRecorder(used && recordLat);
        }
        this.bwSampler = new IntervalSampler(bwAvgTimeMs, 1024, active);
        this.iopsSampler = new IntervalSampler(iopsAvgTimeMs, 1, active);
        this.timelineMs = bwAvgTimeMs > 0 ? bwAvgTimeMs : DEFAULT_TIMELINE_MS;
        this.timelineActive = sampling && hasData(active) ? active.clone() : null;
    }

    /** Interval of the timeline when the bandwidth samples are taken per I/O. */
    private static final long DEFAULT_TIMELINE_MS = 500;

    private static boolean hasData(boolean[] active) {
        for (int d = 0; d < Math.min(active.length, DataDirection.DATA_COUNT); d++) {
            if (active[d]) {
                return true;
            }
        }
        return false;
    }

    /**
     * Starts the job's timeline ({@link #timeline()}) at its start, ramp included; call once,
     * before {@link #startMeasuring}. Without it the timeline stays empty and costs nothing (it
     * keeps two clat histogram copies per direction, about 220 KiB each, so it is made only when
     * asked for).
     */
    public void startTimeline(long nowNs, long epochMs) {
        if (timelineActive != null) {
            timeline = new TimelineRecorder(timelineMs, timelineActive);
            timeline.start(nowNs, epochMs);
            nextSampleNs = nextDue();
        }
    }

    /**
     * The job's window ended at {@code nowNs}: the timeline takes a last, shorter point of the
     * I/Os completed since its last point, so its points add up to the job's totals. Does nothing
     * without a timeline or when nothing completed since the last point.
     */
    public void endTimeline(long nowNs) {
        if (timeline != null) {
            timeline.end(nowNs, ios, bytes, clat);
        }
    }

    /** @return the points over time so far ({@link Timeline#EMPTY} when none are taken) */
    public Timeline timeline() {
        return timeline == null ? Timeline.EMPTY : timeline.snapshot();
    }

    private long nextDue() {
        long due = measuring && sampling ? Math.min(bwSampler.nextDueNs(), iopsSampler.nextDueNs()) : Long.MAX_VALUE;
        return timeline == null ? due : Math.min(due, timeline.nextDueNs());
    }

    /**
     * Turns on latency from the scheduled start (corrected for coordinated omission): from now
     * on {@link #recordScheduled} records it. Call once, before the run, and only under a rate
     * schedule.
     */
    public void trackSchedule() {
        scheduled = new LatencyRecorder[SLOTS];
        for (int i = 0; i < SLOTS; i++) {
            scheduled[i] = new LatencyRecorder(clat[i].expected());
        }
    }

    /**
     * Records the latency of a completed I/O from its scheduled start, when a schedule is
     * tracked ({@link #trackSchedule}); does nothing otherwise. Allocates nothing.
     *
     * @param scheduledNs when the request was due ({@link System#nanoTime()} scale; the I/O unit's
     *                    {@code scheduledNs})
     */
    public void recordScheduled(DataDirection ddir, long scheduledNs, long nowNs) {
        if (scheduled != null) {
            scheduled[slot(ddir)].record(nowNs - scheduledNs);
        }
    }

    private static int slot(DataDirection ddir) {
        return ddir == DataDirection.DATASYNC ? DataDirection.SYNC.ordinal() : ddir.ordinal();
    }

    /** Starts the measured window: clears everything and starts the samplers at {@code nowNs}. */
    public void startMeasuring(long nowNs) {
        if (timeline != null) {
            timeline.measuring(nowNs, ios, bytes, clat);
        }
        clear();
        startSampling(nowNs);
    }

    /**
     * Clears every count, histogram and depth level without starting the window: the slow part of
     * {@link #startMeasuring} (it touches all the histograms' memory), for a clone that does it
     * before waiting for the rest of its wave. {@link #startCleared} then starts the window.
     */
    public void clear() {
        for (int i = 0; i < SLOTS; i++) {
            slat[i].reset();
            clat[i].reset();
            lat[i].reset();
            if (scheduled != null) {
                scheduled[i].reset();
            }
            LONGS.setOpaque(ios, i, 0L);
            shortIos[i] = 0;
        }
        for (int i = 0; i < bytes.length; i++) {
            LONGS.setOpaque(bytes, i, 0L);
        }
        if (prios != null) {
            prios.reset();
        }
        java.util.Arrays.fill(depthLevel, 0);
        java.util.Arrays.fill(depthSubmit, 0);
        java.util.Arrays.fill(depthComplete, 0);
    }

    /**
     * Starts the measured window at {@code nowNs} on statistics {@link #clear cleared} with
     * nothing recorded since: {@link #startMeasuring} without its slow part.
     */
    public void startCleared(long nowNs) {
        if (timeline != null) {
            timeline.measuring(nowNs, ios, bytes, clat);
        }
        startSampling(nowNs);
    }

    private void startSampling(long nowNs) {
        measuring = true;
        bwSampler.start(nowNs, bytes);
        iopsSampler.start(nowNs, ios);
        nextSampleNs = nextDue();
        if (logs != null) {
            logs.start(nowNs);
        }
    }

    /**
     * Moves the start of the bandwidth/IOPS sampling windows (and the logs') to {@code nowNs}:
     * for a caller that cleared the statistics with {@link #startMeasuring} and then did more
     * setup before the measured window really began. Nothing is recorded in between.
     */
    public void restartSamplers(long nowNs) {
        bwSampler.start(nowNs, bytes);
        iopsSampler.start(nowNs, ios);
        nextSampleNs = nextDue();
        if (logs != null) {
            logs.start(nowNs);
        }
    }

    /**
     * The measured run ends at {@code runEndNs} (the start of its window plus its runtime), or
     * never with 0: the bandwidth/IOPS interval that ends there is not sampled, as in fio 3.33
     * ({@link IntervalSampler#stopAt}). Call after {@link #restartSamplers}.
     */
    public void samplingEndsAt(long runEndNs) {
        long end = runEndNs == 0 ? Long.MAX_VALUE : runEndNs;
        bwSampler.stopAt(end);
        iopsSampler.stopAt(end);
    }

    /** Records per-priority latencies from now on (jobs with {@code cmdprio_*}); call before the run. */
    public void prios(PrioRecorders value) {
        prios = value;
    }

    /** @return the per-priority recorders, or null when the job has none */
    public PrioRecorders prios() {
        return prios;
    }

    /** Lets the job's log files start with the measured window (called once, by {@link JobLogs}). */
    void logs(JobLogs value) {
        logs = value;
    }

    IntervalSampler bandwidthSampler() {
        return bwSampler;
    }

    IntervalSampler iopsSampler() {
        return iopsSampler;
    }

    /** Records the submission latency of one I/O (async engines). */
    public void recordSlat(DataDirection ddir, long slatNs) {
        if (recordSlat) {
            slat[slot(ddir)].record(slatNs);
        }
    }

    /** Records one completed I/O: its bytes, clat and lat. */
    public void recordCompletion(DataDirection ddir, long transferredBytes, long clatNs, long latNs) {
        int s = slot(ddir);
        LONGS.setOpaque(ios, s, ios[s] + 1);
        if (s < DataDirection.DATA_COUNT) {
            LONGS.setOpaque(bytes, s, bytes[s] + transferredBytes);
            if (recordClat) {
                clat[s].record(clatNs);
            }
        }
        if (recordLat) {
            lat[s].record(latNs);
        }
    }

    /** Adds the bytes of a short transfer whose remainder is reissued. */
    public void recordShort(DataDirection ddir, long transferredBytes) {
        int s = slot(ddir);
        shortIos[s]++;
        if (s < DataDirection.DATA_COUNT) {
            LONGS.setOpaque(bytes, s, bytes[s] + transferredBytes);
        }
    }

    /** Counts one submission made at this depth in flight. */
    public void recordDepth(int depthInFlight) {
        depthLevel[DepthDistribution.levelBucket(depthInFlight)]++;
    }

    /** Counts one submit call that moved {@code n} I/Os. */
    public void recordSubmitBatch(int n) {
        depthSubmit[DepthDistribution.batchBucket(n)]++;
    }

    /** Counts one reap call that returned {@code n} completions. */
    public void recordCompleteBatch(int n) {
        depthComplete[DepthDistribution.batchBucket(n)]++;
    }

    /** Takes bandwidth/IOPS samples when due; cheap to call after every completion. */
    public void tick(long nowNs) {
        if (nowNs < nextSampleNs) {
            return;
        }
        if (measuring && sampling && nowNs >= bwSampler.nextDueNs()) {
            bwSampler.sample(nowNs, bytes);
        }
        if (measuring && sampling && nowNs >= iopsSampler.nextDueNs()) {
            iopsSampler.sample(nowNs, ios);
        }
        if (timeline != null && nowNs >= timeline.nextDueNs()) {
            timeline.sample(nowNs, ios, bytes, clat);
        }
        nextSampleNs = nextDue();
    }

    /** @return completed I/Os of a direction in the measured window */
    public long ios(DataDirection ddir) {
        return ios[slot(ddir)];
    }

    /** @return bytes moved in a data direction in the measured window */
    public long bytes(DataDirection ddir) {
        return bytes[ddir.ordinal()];
    }

    /**
     * The completed I/Os of a direction as last stored by the job thread. Safe from any thread;
     * never blocks the job thread.
     */
    public long publishedIos(DataDirection ddir) {
        return (long) LONGS.getOpaque(ios, slot(ddir));
    }

    /**
     * The bytes of a data direction as last stored by the job thread. Safe from any thread;
     * never blocks the job thread.
     */
    public long publishedBytes(DataDirection ddir) {
        return (long) LONGS.getOpaque(bytes, ddir.ordinal());
    }

    /** @return the IO depth tables */
    public DepthDistribution depths() {
        return new DepthDistribution(depthLevel.clone(), depthSubmit.clone(), depthComplete.clone());
    }

    /**
     * @param runtimeMs the job's measured runtime, given to every direction that did I/O
     * @return results for READ, WRITE, TRIM and SYNC, in ordinal order
     */
    public List<DirectionResult> directionResults(long runtimeMs) {
        return directionResults(new long[] {runtimeMs, runtimeMs, runtimeMs, runtimeMs});
    }

    /**
     * @param runtimeMsBySlot per direction (READ, WRITE, TRIM, SYNC) its measured runtime, as fio
     *                        keeps one per direction (a verify read-back counts under READ only)
     * @return results for READ, WRITE, TRIM and SYNC, in ordinal order
     */
    public List<DirectionResult> directionResults(long[] runtimeMsBySlot) {
        List<DirectionResult> out = new ArrayList<>(SLOTS);
        for (int s = 0; s < SLOTS; s++) {
            DataDirection d = DataDirection.of(s);
            boolean data = s < DataDirection.DATA_COUNT;
            long n = ios[s];
            long runtimeMs = runtimeMsBySlot[s];
            out.add(new DirectionResult(d, n, shortIos[s], 0, data ? bytes[s] : 0, n > 0 ? runtimeMs : 0,
                    n > 0 ? slat[s].snapshot() : LatencyStats.EMPTY,
                    n > 0 ? clat[s].snapshot() : LatencyStats.EMPTY,
                    n > 0 ? lat[s].snapshot() : LatencyStats.EMPTY,
                    data ? bwSampler.stats(d) : SampleStats.EMPTY,
                    data ? iopsSampler.stats(d) : SampleStats.EMPTY,
                    n > 0 && scheduled != null ? scheduled[s].snapshot() : LatencyStats.EMPTY,
                    prios != null ? prios.snapshot(s) : List.of()));
        }
        return out;
    }
}
