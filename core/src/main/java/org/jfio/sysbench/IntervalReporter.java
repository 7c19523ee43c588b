package org.jfio.sysbench;

import java.io.PrintStream;
import java.util.concurrent.CountDownLatch;

import org.HdrHistogram.Histogram;
import org.jfio.api.JobRunner;
import org.jfio.result.DirectionResult;
import org.jfio.result.JobResult;
import org.jfio.result.LatencyStats;
import org.jfio.result.RunResult;
import org.jfio.spi.DataDirection;
import org.jfio.spi.IoClock;

/**
 * sysbench's {@code --report-interval} lines: a platform thread that, every N seconds, asks the
 * runner for the results so far ({@link JobRunner#currentResult()}), subtracts the previous ones
 * and prints bytes read and written per second, fsyncs per second and the interval's latency
 * percentile (sysbench's bucketed percentile, {@link EventHistogram}), from the start of the I/O
 * (after jfio's JIT warm-up, as sysbench's lines count from its threads' start). Runs beside the I/O
 * threads and never on them; {@link #close} stops it. Not reusable.
 */
final class IntervalReporter implements AutoCloseable {
    private final JobRunner runner;
    private final FileioOptions options;
    private final PrintStream out;
    private final Thread thread;
    private final CountDownLatch started;
    private volatile boolean stopped;

    private long lastRead;
    private long lastWritten;
    private long lastSyncs;
    private Histogram lastLatency;

    /**
     * @param started counted down when the run's I/O starts (its first clone's {@code jobStarted}):
     *                the lines count from there, not from the JIT warm-up before it
     */
    IntervalReporter(JobRunner runner, FileioOptions options, PrintStream out, CountDownLatch started) {
        this.runner = runner;
        this.options = options;
        this.out = out;
        this.started = started;
        this.thread = Thread.ofPlatform().daemon().name("jfio-fileio-interval").unstarted(this::loop);
    }

    void start() {
        thread.start();
    }

    private void loop() {
        try {
            started.await();
        } catch (InterruptedException e) {
            return;
        }
        long periodNs = options.reportInterval() * 1_000_000_000L;
        long startNs = IoClock.nowNs();
        long lastNs = startNs;
        for (long k = 1; !stopped; k++) {
            long due = startNs + k * periodNs;
            if (!sleepUntil(due)) {
                return;
            }
            RunResult r = runner.currentResult();
            long now = IoClock.nowNs();
            if (stopped) {
                return;
            }
            line(r, (now - startNs) / 1e9, (now - lastNs) / 1e9);
            lastNs = now;
        }
    }

    private void line(RunResult r, double at, double interval) {
        long read = 0;
        long written = 0;
        long syncs = 0;
        LatencyStats lat = LatencyStats.EMPTY;
        for (JobResult j : r.jobs(FileioJob.JOB_NAME)) {
            DirectionResult dr = j.direction(DataDirection.READ);
            DirectionResult dw = j.direction(DataDirection.WRITE);
            DirectionResult ds = j.direction(DataDirection.SYNC);
            read += dr.bytes();
            written += dw.bytes();
            syncs += ds.ios();
            lat = lat.merge(FileioSummary.eventLatency(dr, options)).merge(FileioSummary.eventLatency(dw, options));
            if (!options.fsyncAll()) {
                lat = lat.merge(FileioSummary.eventLatency(ds, options));
            }
        }
        Histogram now = lat.histogram();
        Histogram delta = now.copy();
        if (lastLatency != null && lastLatency.getTotalCount() <= now.getTotalCount()) {
            delta.subtract(lastLatency);
        }
        EventHistogram h = new EventHistogram();
        h.add(delta);
        out.print(FileioReport.interval(at, interval, Math.max(0, read - lastRead), Math.max(0, written - lastWritten),
                Math.max(0, syncs - lastSyncs), options.percentile(), h.percentileMs(options.percentile())));
        out.flush();
        lastRead = read;
        lastWritten = written;
        lastSyncs = syncs;
        lastLatency = now;
    }

    private boolean sleepUntil(long dueNs) {
        long left;
        while (!stopped && (left = dueNs - IoClock.nowNs()) > 0) {
            try {
                Thread.sleep(left / 1_000_000, (int) (left % 1_000_000));
            } catch (InterruptedException e) {
                return false;
            }
        }
        return !stopped;
    }

    @Override
    public void close() {
        stopped = true;
        thread.interrupt();
        try {
            thread.join(2000);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
