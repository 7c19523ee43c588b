package org.jfio.run;

import org.jfio.job.JobSpec;
import org.jfio.result.JobState;
import org.jfio.spi.DataDirection;
import org.jfio.spi.IoFile;
import org.jfio.spi.IoUnit;
import org.jfio.verify.WriteTable;

/**
 * Issues a clone's verify reads through the same engine, units and reap policy as its I/O (so
 * they count as reads in the report, as fio's do): the read-back after a pass of writes (fio's
 * {@code do_verify}: files synced and their cache dropped first, then every block not verified
 * since its last write, in file and offset order, until done, the runtime ends, a stop is asked
 * for or a block fails), and the inline {@code verify_backlog} reads, {@code verify_backlog_batch}
 * at a time, of writes that completed and were not overwritten since.
 *
 * <p>Allocates nothing per read. Job-thread only.
 */
final class VerifyPass {
    private final Verifier verifier;
    private final EngineDriver driver;
    private final UnitPool pool;
    private final ReapPolicy reaper;
    private final ErrorPolicy errors;
    private final RunControl control;
    private final CloneFiles files;
    private final CloneProgress progress;
    private final boolean sync;
    private final long backlog;
    private final long batch;

    VerifyPass(JobSpec spec, Verifier verifier, EngineDriver driver, UnitPool pool, ReapPolicy reaper, ErrorPolicy errors,
            RunControl control, CloneFiles files, CloneProgress progress) {
        this.verifier = verifier;
        this.driver = driver;
        this.pool = pool;
        this.reaper = reaper;
        this.errors = errors;
        this.control = control;
        this.files = files;
        this.progress = progress;
        this.sync = driver.isSync();
        this.backlog = spec.verify().backlog();
        this.batch = spec.verify().backlogBatch() > 0 ? spec.verify().backlogBatch() : backlog;
    }

    /**
     * Reads back and checks every block written and not verified since.
     *
     * @param deadlineNs when the job's runtime ends ({@link Long#MAX_VALUE} for none)
     */
    void readBack(long deadlineNs) {
        long start = System.nanoTime();
        reaper.drain();
        if (verifier.journal() != null) {
            verifier.journal().sync();
        }
        files.syncAndDropCache();
        progress.state(JobState.VERIFYING);
        WriteTable table = verifier.table();
        IoFile[] f = files.files();
        table.rewind();
        while (!control.stopRequested() && !errors.failedAlready() && System.nanoTime() < deadlineNs) {
            IoUnit unit = takeUnit();
            if (unit == null) {
                continue;
            }
            if (!table.next()) {
                pool.unused(unit);
                break;
            }
            verifier.prepareRead(unit, f[table.file()], table.offset(), table.length(), table.generation(), System.nanoTime());
            queue(unit);
        }
        reaper.drain();
        progress.state(JobState.RUNNING);
        verifier.addVerifyTime(System.nanoTime() - start);
    }

    /** After a write: when {@code verify_backlog} writes completed since the last time, verifies a batch of them. */
    void afterWrite() {
        BacklogQueue q = verifier.backlog();
        if (q == null || q.sinceLast() < backlog) {
            return;
        }
        q.started();
        long start = System.nanoTime();
        WriteTable table = verifier.table();
        IoFile[] f = files.files();
        for (long n = 0; n < batch && !q.isEmpty() && !errors.failedAlready(); ) {
            int file = q.file();
            long offset = q.offset();
            long gen = q.generation();
            int length = q.length();
            q.remove();
            if (table.generationAt(file, offset) != gen) {
                continue; // overwritten since: the newer write is verified in its turn
            }
            IoUnit unit = takeUnit();
            while (unit == null && !errors.failedAlready()) {
                unit = takeUnit();
            }
            if (unit == null) {
                return;
            }
            verifier.prepareRead(unit, f[file], offset, length, gen, System.nanoTime());
            queue(unit);
            n++;
        }
        verifier.addVerifyTime(System.nanoTime() - start);
    }

    private IoUnit takeUnit() {
        IoUnit unit = pool.takeRequeued();
        if (unit != null) {
            queue(unit);
            return null;
        }
        unit = pool.takeFree();
        if (unit == null) {
            reaper.whenFull();
        }
        return unit;
    }

    private void queue(IoUnit unit) {
        if (!driver.queue(unit)) {
            pool.pushBack(unit);
            reaper.whenBusy();
        } else if (!sync) {
            reaper.afterQueue();
        }
    }

    /**
     * {@code verify_only}: walks one pass of the job's requests without issuing them (fio's dry
     * run), recording where its writes would go, then reads those blocks back and checks them.
     *
     * @param passBytes  the bytes of one pass over the region
     * @param numberIos  the job's {@code number_ios}, 0 for none
     * @param deadlineNs when the runtime ends
     */
    void dryRun(RequestSource requests, long nowNs, long passBytes, long numberIos, long deadlineNs) {
        long issued = 0;
        long n = 0;
        while (issued < passBytes && (numberIos == 0 || n < numberIos)) {
            IoUnit unit = pool.takeFree();
            int d = requests.nextDirection();
            long bytes = requests.prepare(unit, nowNs, nowNs);
            if (bytes < 0) {
                pool.unused(unit);
                break;
            }
            if (d >= 0) {
                issued += bytes;
                n++;
                if (unit.ddir() == DataDirection.WRITE) {
                    verifier.phantomWrite(unit);
                }
            }
            pool.unused(unit);
        }
        readBack(deadlineNs);
    }
}
