package org.jfio.run;

import java.util.Set;

import org.jfio.spi.DataDirection;
import org.jfio.spi.EngineCapability;
import org.jfio.spi.IoClock;
import org.jfio.spi.IoEngine;
import org.jfio.spi.IoUnit;
import org.jfio.spi.QueueStatus;
import org.jfio.nativeheaders.libc.libc_h;
import org.jfio.stats.JobLogs;
import org.jfio.stats.JobStats;
import org.jfio.stats.PrioRecorders;

/**
 * Wraps an engine and owns what fio's {@code td_io_queue}/{@code td_io_commit}/
 * {@code td_io_getevents} own: issue timestamps, slat at commit, clat and lat at completion,
 * IO depth and batch tables, short-transfer handling. Engines only translate requests.
 *
 * <p>The per-I/O path: allocates nothing, locks nothing, throws nothing in the normal case. What
 * an engine throws from {@code queue}, {@code commit} or {@code reap} leaves as an
 * {@link EngineFailure} naming the call. Not thread-safe: one per job thread.
 */
final class EngineDriver {
    private final IoEngine engine;
    private final boolean sync;
    private final boolean movesData;
    private final boolean setsIssueTime;
    private final boolean recordsSlat;
    private final JobStats stats;
    private final JobLogs logs;
    private LatencyWatch latency;
    /** The clone's {@code lockfile} locks, null under lockfile=none (one null check per I/O). */
    private FileLocks.Held locks;
    private final CompletionSink sink;
    /** Per-I/O priorities (cmdprio) and their latencies; null without (one null check per I/O). */
    private PrioChooser prios;
    private PrioRecorders prioStats;
    /** The engine stamps each unit's completion time itself (the submit threads of offload). */
    private boolean engineStampsCompletion;
    private final IoUnit[] staged;
    private int stagedCount;
    private int inflight;
    private long lastNs;

    EngineDriver(IoEngine engine, Set<EngineCapability> capabilities, int iodepth, JobStats stats, CompletionSink sink) {
        this(engine, capabilities, iodepth, stats, null, sink);
    }

    /** @param logs the job's log files, or null when it writes none (then one null check per I/O) */
    EngineDriver(IoEngine engine, Set<EngineCapability> capabilities, int iodepth, JobStats stats, JobLogs logs,
            CompletionSink sink) {
        this.engine = engine;
        this.logs = logs;
        this.sync = capabilities.contains(EngineCapability.SYNC);
        this.setsIssueTime = capabilities.contains(EngineCapability.SETS_ISSUE_TIME);
        this.movesData = !capabilities.contains(EngineCapability.NO_IO);
        this.recordsSlat = !capabilities.contains(EngineCapability.NO_SLAT);
        this.stats = stats;
        this.sink = sink;
        this.staged = new IoUnit[iodepth];
    }

    /** Each unit's completion time is the one the engine stamped ({@link IoUnit#completeNs()}), not the reap's. */
    void engineStampsCompletion() {
        engineStampsCompletion = true;
    }

    /** Each request takes its file's {@code lockfile} lock around the engine's queue from now on. */
    void fileLocks(FileLocks.Held value) {
        locks = value;
    }

    /** Each read and write gets its priority from {@code chooser}, its latency recorded per priority, from now on. */
    void prios(PrioChooser chooser, PrioRecorders recorders) {
        prios = chooser;
        prioStats = recorders;
    }

    /** Completions are checked against {@code max_latency} and {@code latency_target} from now on. */
    void latencyWatch(LatencyWatch watch) {
        latency = watch;
    }

    /** @return true when the engine completes inside queue */
    boolean isSync() {
        return sync;
    }

    /** @return I/Os submitted or staged and not yet completed */
    int inflight() {
        return inflight;
    }

    /** @return I/Os staged since the last commit */
    int staged() {
        return stagedCount;
    }

    /** @return the time stamp of the last completion, or of the last call that took one */
    long lastNs() {
        return lastNs;
    }

    /**
     * Queues a prepared unit.
     *
     * @return false when the engine was busy; the unit was not taken
     */
    boolean queue(IoUnit unit) {
        if (prios != null) {
            prios.choose(unit); // fio: at the engine's queue, so a request queued again draws again
        }
        if (sync) {
            // the unit's issue stamp is the loop's start stamp (or, after verify's header, its own):
            // nothing runs between it and the call, so a third clock read per I/O would only add
            // its own cost (a vDSO clock_gettime: 20-30 ns on a VM's kvm-clock) to every request
            engineQueue(unit);
            long now = IoClock.nowNs();
            stats.recordDepth(1);
            stats.recordSubmitBatch(1);
            stats.recordCompleteBatch(1);
            complete(unit, now, false);
            return true;
        }
        QueueStatus status = engineQueue(unit);
        switch (status) {
            case COMPLETED -> {
                // done inside queue (an async engine's synchronous trim, as fio's libaio, io_uring
                // and posixaio): fio counts it at its depth and as a batch of one submitted and
                // completed, and records no slat (the engine stamped its issue before the call)
                long now = IoClock.nowNs();
                stats.recordDepth(inflight + 1);
                stats.recordSubmitBatch(1);
                stats.recordCompleteBatch(1);
                complete(unit, now, true);
            }
            case QUEUED -> {
                staged[stagedCount++] = unit;
                inflight++;
                stats.recordDepth(inflight);
            }
            case BUSY -> {
                return false;
            }
        }
        return true;
    }

    /** Submits everything staged (slat is recorded when each request completes). */
    void commit() {
        if (stagedCount == 0) {
            return;
        }
        if (!setsIssueTime) {
            long now = IoClock.nowNs();
            for (int i = 0; i < stagedCount; i++) {
                staged[i].issueNs(now);
            }
        }
        try {
            engine.commit();
        } catch (RuntimeException e) {
            throw new EngineFailure("commit", e);
        }
        stats.recordSubmitBatch(stagedCount);
        stagedCount = 0;
    }

    /**
     * Reaps completions, waiting in the engine for {@code min} of them, and hands each unit to
     * the sink. {@code min} 0 takes what has completed without waiting. What to ask for is the
     * {@link ReapPolicy}'s decision.
     *
     * @return the number reaped
     */
    int reap(int min, int max) {
        int n = takeCompletions(min, max);
        if (n > 0 || min > 0) {
            stats.recordCompleteBatch(n);
        }
        return n;
    }

    /**
     * Reaps by polling: asks the engine for what has completed, never letting it wait, until
     * {@code min} came back (or nothing is in flight), and records them as one batch (fio's
     * polling under {@code iodepth_batch_complete_min=0}).
     *
     * @return the number reaped
     */
    int poll(int min, int max) {
        int total = 0;
        do {
            total += takeCompletions(0, max - total);
        } while (total < min && total < max && inflight > 0);
        if (total > 0 || min > 0) {
            stats.recordCompleteBatch(total);
        }
        return total;
    }

    private int takeCompletions(int min, int max) {
        int n;
        try {
            n = engine.reap(min, max, -1);
        } catch (RuntimeException e) {
            throw new EngineFailure("reap", e);
        }
        long now = IoClock.nowNs();
        lastNs = now;
        for (int i = 0; i < n; i++) {
            inflight--;
            IoUnit unit = engine.completed(i);
            complete(unit, engineStampsCompletion ? unit.completeNs() : now, false);
        }
        lastNs = now;
        return n;
    }

    /**
     * The engine's queue; what it throws leaves as an {@link EngineFailure} naming the call. Under
     * fio's lockfile the file's lock is held while the engine takes the request (td_io_prep to
     * td_io_queue).
     */
    private QueueStatus engineQueue(IoUnit unit) {
        if (locks != null) {
            locks.lock(unit);
        }
        try {
            return engine.queue(unit);
        } catch (RuntimeException e) {
            throw new EngineFailure("queue", e);
        } finally {
            if (locks != null) {
                locks.unlock(unit);
            }
        }
    }

    /** @param inline true for a unit completed inside an async engine's queue: no slat, as fio */
    private void complete(IoUnit unit, long now, boolean inline) {
        lastNs = now;
        unit.completeNs(now);
        // samples due by now first: they count the I/Os completed before this one, all of them
        // before the interval's end, so each interval gets exactly its own (IntervalSampler#sample)
        stats.tick(now);
        long r = unit.result();
        DataDirection ddir = unit.ddir();
        if (r < 0) {
            sink.failed(unit, (int) -r);
        } else if (ddir.isData() && r < unit.lengthBytes()) {
            if (r == 0) {
                sink.failed(unit, libc_h.EIO());
            } else {
                stats.recordShort(ddir, r);
                unit.advance((int) r);
                sink.requeue(unit);
            }
        } else {
            if (recordsSlat && !sync && !inline) {
                // slat (issue - start) is recorded here, after the completion stamp, rather than
                // between the submit call and the reap, where it would lengthen the next clat
                stats.recordSlat(ddir, unit.issueNs() - unit.startNs());
            }
            stats.recordCompletion(ddir, ddir.isData() && movesData ? unit.lengthBytes() : 0,
                    now - unit.issueNs(), now - unit.startNs());
            stats.recordScheduled(ddir, unit.scheduledNs(), now);
            if (prios != null) {
                prioStats.record(ddir.ordinal(), prios.index(unit), now - unit.issueNs(), now - unit.startNs());
            }
            if (latency != null) {
                latency.completed(unit, now - unit.startNs());
            }
            if (logs != null) {
                logs.completed(unit, now);
            }
            sink.release(unit);
        }
    }
}
