package org.jfio.run;

import java.util.SplittableRandom;

import org.jfio.api.CpuUsage;
import org.jfio.api.DataDirection;
import org.jfio.api.IoFile;
import org.jfio.api.IoUnit;
import org.jfio.job.JobSpec;
import org.jfio.job.ReadWrite;
import org.jfio.stats.JobStats;
import org.jfio.stats.ThreadCpuClock;

/**
 * fio's {@code do_io} for one job clone: until the runtime ends, the bytes of every loop are
 * issued, an error happens or a stop is asked for, it prepares requests (direction by
 * {@code rwmixread}, chosen per I/O by count; file round-robin; block size per direction;
 * offset sequential or random), queues them, commits when {@code iodepth_batch_submit} are
 * staged, and reaps when the queue is full. {@code ramp_time} runs first and is not measured.
 *
 * <p>Allocates nothing, locks nothing and throws nothing per I/O. Not thread-safe.
 */
final class IoLoop {
    private final JobSpec spec;
    private final IoFile[] files;
    private final EngineDriver driver;
    private final JobStats stats;
    private final JobWorker units;
    private final RunControl control;
    private final SplittableRandom ddirRandom;
    private final OffsetGenerator offsets;
    private final boolean mixed;
    private final DataDirection fixedDdir;
    private final int rwmixread;
    private final long[] blockSize = new long[DataDirection.DATA_COUNT];
    private final long ioSizePerPass;
    private final int fsyncEvery;
    private final int fdatasyncEvery;

    private int fileIndex;
    private int writesSinceSync;
    private int writesSinceDatasync;
    private IoFile lastWritten;
    private long measureStartNs;
    private long endNs;
    private CpuUsage cpuAtStart = CpuUsage.ZERO;
    private CpuUsage cpuAtEnd = CpuUsage.ZERO;

    IoLoop(JobSpec spec, IoFile[] files, EngineDriver driver, JobStats stats, JobWorker units,
           RunControl control, SplittableRandom random) {
        this.spec = spec;
        this.files = files;
        this.driver = driver;
        this.stats = stats;
        this.units = units;
        this.control = control;
        this.ddirRandom = random.split();
        ReadWrite rw = spec.rw();
        this.mixed = rw.isMixed();
        this.fixedDdir = JobWorker.fixedDirection(rw);
        this.rwmixread = spec.rwmixread();
        for (int d = 0; d < DataDirection.DATA_COUNT; d++) {
            blockSize[d] = spec.blockSizeBytes(DataDirection.of(d));
        }
        long region = 0;
        for (IoFile f : files) {
            region += f.sizeBytes();
        }
        this.ioSizePerPass = spec.ioSizeBytes() > 0 ? spec.ioSizeBytes() : region;
        this.offsets = new OffsetGenerator(files, rw.isRandom(), FileSetup.minBlockSize(spec), spec.norandommap(),
                random.split());
        this.fsyncEvery = spec.fsyncEvery();
        this.fdatasyncEvery = spec.fdatasyncEvery();
    }

    /** Runs the job to its end, then drains what is in flight. */
    void run(ThreadCpuClock cpuClock) {
        long now = System.nanoTime();
        long rampEndNs = now + spec.rampTimeNs();
        boolean measuring = spec.rampTimeNs() == 0;
        if (measuring) {
            startMeasuring(now, cpuClock);
        }
        long issued = 0;
        int pass = 0;
        int completeMin = spec.iodepthBatchCompleteMin();
        int completeMax = Math.max(1, spec.iodepthBatchCompleteMax());
        int batchSubmit = spec.iodepthBatchSubmit();
        int iodepthLow = spec.iodepthLow();
        boolean sync = driver.isSync();
        while (!control.stopRequested() && !units.failedAlready()) {
            if (!measuring && now >= rampEndNs) {
                measuring = true;
                issued = 0;
                startMeasuring(now, cpuClock);
            }
            if (measuring && endNs != 0 && now >= endNs) {
                break;
            }
            if (issued >= ioSizePerPass) {
                if (spec.timeBased() || !measuring) {
                    offsets.newPass();
                    issued = 0;
                } else if (++pass < spec.loops()) {
                    offsets.newPass();
                    issued = 0;
                } else {
                    break;
                }
            }
            IoUnit unit = units.takeRequeued();
            if (unit == null) {
                unit = units.takeFree();
                if (unit == null) {
                    driver.commit();
                    do {
                        driver.reap(Math.max(1, Math.min(completeMin, driver.inflight())), completeMax);
                    } while (driver.inflight() > iodepthLow && !units.failedAlready());
                    now = driver.lastNs();
                    continue;
                }
                issued += prepare(unit, now);
            }
            if (!driver.queue(unit)) {
                units.pushBack(unit);
                driver.commit();
                driver.reap(1, completeMax);
                now = driver.lastNs();
                continue;
            }
            if (sync) {
                now = driver.lastNs();
                continue;
            }
            if (driver.staged() >= batchSubmit) {
                driver.commit();
            }
            if (completeMin == 0 && driver.inflight() > 0) {
                driver.reap(0, completeMax);
            }
            now = System.nanoTime();
        }
        drain(completeMax);
        long end = System.nanoTime();
        cpuAtEnd = cpuClock.now();
        if (!measuring) {
            measureStartNs = end;
            cpuAtStart = cpuAtEnd;
        }
        endNs = end;
    }

    private void startMeasuring(long now, ThreadCpuClock cpuClock) {
        measureStartNs = now;
        endNs = spec.runtimeNs() > 0 ? now + spec.runtimeNs() : 0;
        stats.startMeasuring(now);
        cpuAtStart = cpuClock.now();
    }

    /** Finishes what was started: short-transfer remainders and everything in flight. */
    private void drain(int completeMax) {
        driver.commit();
        while (!units.failedAlready()) {
            IoUnit again = units.takeRequeued();
            if (again != null) {
                if (!driver.queue(again)) {
                    units.pushBack(again);
                    driver.commit();
                    driver.reap(1, Math.max(completeMax, driver.inflight()));
                } else {
                    driver.commit();
                }
                continue;
            }
            if (driver.inflight() == 0) {
                return;
            }
            driver.reap(1, Math.max(completeMax, driver.inflight()));
        }
        while (driver.inflight() > 0) {
            driver.reap(1, driver.inflight());
        }
    }

    /** Fills in the next request; @return its data bytes (0 for a sync request) */
    private long prepare(IoUnit unit, long now) {
        if (fsyncEvery > 0 && writesSinceSync >= fsyncEvery && lastWritten != null) {
            writesSinceSync = 0;
            unit.prepare(DataDirection.SYNC, lastWritten, 0, 0, now);
            return 0;
        }
        if (fdatasyncEvery > 0 && writesSinceDatasync >= fdatasyncEvery && lastWritten != null) {
            writesSinceDatasync = 0;
            unit.prepare(DataDirection.DATASYNC, lastWritten, 0, 0, now);
            return 0;
        }
        DataDirection ddir = mixed
                ? (ddirRandom.nextInt(100) < rwmixread ? DataDirection.READ : DataDirection.WRITE)
                : fixedDdir;
        IoFile file = files[fileIndex];
        if (++fileIndex == files.length) {
            fileIndex = 0;
        }
        long bs = blockSize[ddir.ordinal()];
        long offset = offsets.next(file, ddir, bs);
        if (ddir == DataDirection.WRITE) {
            writesSinceSync++;
            writesSinceDatasync++;
            lastWritten = file;
        }
        unit.prepare(ddir, file, offset, (int) bs, now);
        return bs;
    }

    /** @return measured time in ms (at least 1 when anything was measured) */
    long runtimeMs() {
        long ms = (endNs - measureStartNs) / 1_000_000L;
        return Math.max(ms, endNs > measureStartNs ? 1 : 0);
    }

    CpuUsage cpuAtStart() {
        return cpuAtStart;
    }

    CpuUsage cpuAtEnd() {
        return cpuAtEnd;
    }
}
