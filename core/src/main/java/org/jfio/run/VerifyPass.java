package org.jfio.run;

import org.jfio.job.JobSpec;
import org.jfio.result.JobState;
import org.jfio.spi.DataDirection;
import org.jfio.spi.IoClock;
import org.jfio.spi.IoFile;
import org.jfio.spi.IoUnit;
import org.jfio.verify.WriteTable;

/**
 * Issues a clone's verify reads through the same engine, units and reap policy as its I/O (so
 * they count as reads in the report, as fio's do): the read-back after a pass of writes (fio's
 * {@code do_verify}: files synced and their cache dropped first, then every block not verified
 * since its last write, in file and offset order, until done, the runtime ends, a stop is asked
 * for or a block fails), and the inline {@code verify_backlog} reads, {@code verify_backlog_batch}
 * at a time, of writes that completed and were not overwritten since. Before the loop queues a
 * request it stamps a write and prepares the check of a read-only job's read ({@link #beforeQueue}).
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
    /** {@code verify_backlog} reads follow the writes ({@link #queued}). */
    private final boolean backlogOn;
    /** A job that only reads checks every read as it completes (fio: reads of a read-only job are verified). */
    private final boolean inlineReads;
    /** {@code experimental_verify}: the request source replayed (on the clone's seed), or null; its main source. */
    private final RequestSource twin;
    private final RequestSource mainRequests;
    /** A write was queued since the last {@link #backlogFirst}. */
    private boolean backlogDue;
    /** Reads left in the {@code verify_backlog} batch under way (fio's {@code verify_batch}). */
    private long batchLeft;
    private long replayed;

    /**
     * @param twin         {@code experimental_verify}: a request source on the clone's seed, else null
     * @param mainRequests the clone's request source (its count of requests prepared bounds each replay)
     */
    VerifyPass(JobSpec spec, Verifier verifier, EngineDriver driver, UnitPool pool, ReapPolicy reaper, ErrorPolicy errors,
            RunControl control, CloneFiles files, CloneProgress progress, RequestSource twin, RequestSource mainRequests) {
        this.twin = twin;
        this.mainRequests = mainRequests;
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
        this.backlogOn = backlog > 0 && !spec.verify().verifyOnly();
        this.inlineReads = !spec.rw().hasWrites();
    }

    /**
     * Verification's part of a request about to be queued: a write is stamped, a read of a
     * read-only job is checked.
     *
     * @return false when the read is past what {@code verify_state_load}'s state says was written: the job ends here
     */
    boolean beforeQueue(IoUnit unit) {
        if (unit.ddir() == DataDirection.WRITE) {
            if (verifier.beforeWrite(unit)) {
                reaper.quiesce(); // an overlapping write is in flight: let it land first
            }
        } else if (inlineReads && unit.ddir() == DataDirection.READ) {
            if (verifier.stateStops(unit.file(), unit.offsetBytes())) {
                return false;
            }
            verifier.beforeRead(unit);
        }
        return true;
    }

    /** The loop queued {@code unit}: after a write, a {@code verify_backlog} batch may be due before the next request. */
    void queued(IoUnit unit) {
        if (backlogOn && unit.ddir() == DataDirection.WRITE) {
            backlogDue = true;
        }
    }

    /**
     * The loop took {@code unit} for its next request: when a write was queued since the last
     * time, a {@code verify_backlog} batch may be due, and goes first (fio's {@code get_io_u}
     * checks for one once it has a free unit); the unit then goes back to the pool. After the
     * pass's last write there is no next request: the read-back at the pass's end verifies what is
     * left, as in fio.
     *
     * @return true when the batch ran and the unit went back: the loop takes a unit again
     */
    boolean backlogFirst(IoUnit unit) {
        if (!backlogDue) {
            return false;
        }
        backlogDue = false;
        pool.unused(unit);
        afterWrite();
        return true;
    }

    /**
     * A loop that another follows ends: a {@code verify_backlog} batch due after its last write
     * runs before the read-back, as in fio, whose loop goes on (its bytes bound the loops
     * together) to find the region done only at the request after the batch; after the last loop
     * the read-back verifies those blocks instead ({@link #backlogFirst}).
     */
    void loopEnds() {
        if (backlogDue) {
            backlogDue = false;
            afterWrite();
            reaper.drain();
        }
    }

    /**
     * Reads back and checks every block written and not verified since.
     *
     * @param deadlineNs when the job's runtime ends ({@link Long#MAX_VALUE} for none)
     */
    void readBack(long deadlineNs) {
        if (twin != null) {
            replay(twin, mainRequests.prepared() - replayed, Long.MAX_VALUE, deadlineNs);
            replayed = mainRequests.prepared();
            twin.newPass(true);
            return;
        }
        long start = beginReadBack();
        WriteTable table = verifier.table();
        IoFile[] f = files.files();
        table.rewind();
        while (!control.stopRequested() && !errors.failedAlready() && IoClock.nowNs() < deadlineNs) {
            IoUnit unit = takeUnit();
            if (unit == null) {
                continue;
            }
            if (!table.next() || verifier.stateStops(f[table.file()], table.offset())) {
                pool.unused(unit);
                break;
            }
            verifier.prepareRead(unit, f[table.file()], table.offset(), table.length(), table.generation(), IoClock.nowNs());
            mainRequests.verifyRead(unit);
            queue(unit);
        }
        endReadBack(start);
    }

    private long beginReadBack() {
        long start = IoClock.nowNs();
        reaper.drain();
        mainRequests.filesClosed(); // fio's clear_io_state before do_verify: the reads open them again
        backlogDue = false; // this read-back verifies every block not verified yet
        batchLeft = 0;
        if (verifier.backlog() != null) {
            verifier.backlog().clear();
        }
        if (verifier.journal() != null) {
            verifier.journal().sync();
        }
        files.dropCacheForReadBack();
        progress.state(JobState.VERIFYING);
        return start;
    }

    private void endReadBack(long start) {
        reaper.drain();
        progress.state(JobState.RUNNING);
        verifier.addVerifyTime(IoClock.nowNs() - start);
    }

    /**
     * {@code experimental_verify} (fio's do_verify with it): no table of written blocks; the
     * pass's requests are generated again from the clone's seed, its writes are read back in the
     * order they were issued (a write's expected seed and numberio follow from its place among
     * the pass's writes) and its reads are passed over, until as many requests as the pass
     * prepared were generated.
     *
     * @param source   requests generated from the clone's seed, at the pass's start
     * @param requests the data requests the pass prepared (at most)
     * @param maxBytes the bytes of the pass's data requests (at most)
     */
    void replay(RequestSource source, long requests, long maxBytes, long deadlineNs) {
        long start = beginReadBack();
        IoUnit unit = null;
        long n = 0;
        long writes = 0;
        long issued = 0;
        while (n < requests && issued < maxBytes && !control.stopRequested() && !errors.failedAlready() && IoClock.nowNs() < deadlineNs) {
            if (unit == null) {
                unit = takeUnit();
                continue;
            }
            long now = IoClock.nowNs();
            int d = source.nextDirection();
            long bytes = source.prepare(unit, now, now);
            if (bytes < 0) {
                break;
            }
            if (d < 0) {
                continue; // a sync of the pass: nothing to read back
            }
            n++;
            issued += bytes;
            if (unit.ddir() != DataDirection.WRITE) {
                continue;
            }
            if (verifier.stateStops(unit.file(), unit.offsetBytes())) {
                break;
            }
            verifier.prepareRead(unit, unit.file(), unit.offsetBytes(), unit.lengthBytes(), verifier.replayGeneration(writes++), now);
            mainRequests.verifyRead(unit);
            queue(unit);
            unit = null;
        }
        if (unit != null) {
            pool.unused(unit);
        }
        endReadBack(start);
    }

    /**
     * After a write, fio 3.33's {@code verify_backlog} rule ({@code get_io_u}): when the writes not
     * verified yet are a multiple of {@code verify_backlog}, a batch of
     * {@code verify_backlog_batch} reads ({@code verify_backlog} when 0) begins, oldest first; what
     * of a batch the pending writes could not fill goes on after the next write.
     */
    private void afterWrite() {
        BacklogQueue q = verifier.backlog();
        if (q == null || q.isEmpty()) {
            return;
        }
        if (batchLeft == 0) {
            if (q.size() % backlog != 0) {
                return;
            }
            batchLeft = batch;
        }
        long start = IoClock.nowNs();
        WriteTable table = verifier.table();
        IoFile[] f = files.files();
        while (batchLeft > 0 && !q.isEmpty() && !errors.failedAlready()) {
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
            verifier.prepareRead(unit, f[file], offset, length, gen, IoClock.nowNs());
            mainRequests.verifyRead(unit);
            queue(unit);
            batchLeft--;
        }
        verifier.addVerifyTime(IoClock.nowNs() - start);
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
        requests.dryRun(true); // fio's iolog has the read-back's reads, not the requests walked
        if (verifier.table() == null) { // experimental_verify: the pass is generated and read back at once
            replay(requests, numberIos == 0 ? Long.MAX_VALUE : numberIos, passBytes, deadlineNs);
            requests.dryRun(false);
            return;
        }
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
        requests.dryRun(false);
        readBack(deadlineNs);
    }
}
