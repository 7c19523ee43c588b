package org.jfio.run;

import java.util.EnumSet;
import java.util.Set;
import java.util.concurrent.locks.LockSupport;

import org.jfio.spi.EngineCapability;
import org.jfio.spi.EngineContext;
import org.jfio.spi.IoClock;
import org.jfio.spi.IoEngine;
import org.jfio.spi.IoEngineProvider;
import org.jfio.spi.IoFile;
import org.jfio.spi.IoUnit;
import org.jfio.spi.JfioException;
import org.jfio.spi.QueueStatus;

/**
 * {@code io_submit_mode=offload} (fio's {@code rate-submit.c} and {@code workqueue.c}): the job
 * thread prepares each request, paced by the rate schedule, and hands it to one of
 * {@code iodepth} {@link SubmitWorker}s, each with its own engine instance given one request at a time (fio's depth 1), which
 * issues it and waits for it. To the job's {@link EngineDriver} this is an asynchronous engine:
 * {@link #queue} hands the unit over and returns {@code QUEUED}; {@link #reap} takes what the
 * workers handed back, with the issue and completion times the workers stamped, so a request's
 * lat runs from when the job thread prepared it (fio's {@code start_time}) and includes any wait
 * for a worker, and the job thread never blocks on the device while a unit is free.
 *
 * <p>A request goes to the next idle worker in turn (fio's {@code get_submit_worker}), else to the
 * one with the fewest requests handed over and not finished. The workers are started, and their engines created, before
 * the job's clock starts. Per I/O: no allocation, no lock; idle threads park (see {@link SubmitWorker} for why they do not spin).
 *
 * <p>Not thread-safe: the job thread calls everything but the workers' side.
 */
final class OffloadEngine implements IoEngine {
    private final SubmitWorker[] workers;
    /** Requests handed to each worker so far (job thread only); minus its {@link SubmitWorker#finished()}: its backlog. */
    private final long[] handed;
    private final IoUnit[] completed;
    private final SubmitWorker.Waiter waiter;
    private final Set<EngineCapability> capabilities;
    private int next;
    private int reapFrom;

    private OffloadEngine(SubmitWorker[] workers, int iodepth, SubmitWorker.Waiter waiter, Set<EngineCapability> inner) {
        this.workers = workers;
        this.handed = new long[workers.length];
        this.completed = new IoUnit[iodepth];
        this.waiter = waiter;
        EnumSet<EngineCapability> caps = EnumSet.noneOf(EngineCapability.class);
        caps.addAll(inner);
        caps.remove(EngineCapability.SYNC);
        caps.add(EngineCapability.SETS_ISSUE_TIME);
        this.capabilities = caps;
    }

    /**
     * Creates {@code context.iodepth()} engines and starts a worker for each, on the calling (job)
     * thread. Each engine gets the job's context (its units' indices range over the whole
     * iodepth) but is given one request at a time.
     *
     * @param provider the job's engine
     * @param context  the job's engine context; its arena must be shared (the workers use the
     *                 units' buffers and the engines' memory)
     * @throws JfioException when an engine cannot be created (the ones created are closed)
     */
    static OffloadEngine start(IoEngineProvider provider, EngineContext context) {
        int depth = context.iodepth();
        // each engine is told the job's iodepth: the units' indices (user_data, iocb data) range over
        // all of them, though a worker gives its engine one request at a time (fio's depth 1)
        SubmitWorker.Waiter waiter = new SubmitWorker.Waiter(Thread.currentThread());
        SubmitWorker[] workers = new SubmitWorker[depth];
        try {
            for (int i = 0; i < depth; i++) {
                workers[i] = new SubmitWorker(provider.create(context), depth, waiter,
                        "jfio-submit-" + context.jobName() + "-" + i);
            }
        } catch (RuntimeException e) {
            for (SubmitWorker w : workers) {
                if (w != null) {
                    closeQuietly(w.engine(), e);
                }
            }
            throw e;
        }
        OffloadEngine engine = new OffloadEngine(workers, depth, waiter, workers[0].engine().capabilities());
        for (SubmitWorker w : workers) {
            w.start();
        }
        return engine;
    }

    /** @return the number of submit workers (the job's iodepth) */
    int workers() {
        return workers.length;
    }

    @Override
    public Set<EngineCapability> capabilities() {
        return capabilities;
    }

    @Override
    public void open(IoFile file) {
        for (SubmitWorker w : workers) {
            w.engine().open(file);
        }
    }

    @Override
    public QueueStatus queue(IoUnit unit) {
        int n = workers.length;
        int pick = -1;
        long pickBacklog = Long.MAX_VALUE;
        for (int k = 0; k < n; k++) {
            int i = next + k < n ? next + k : next + k - n;
            long backlog = handed[i] - workers[i].finished();
            if (backlog == 0) {
                pick = i;
                break;
            }
            if (backlog < pickBacklog) {
                pick = i;
                pickBacklog = backlog;
            }
        }
        if (!workers[pick].submit(unit)) {
            return QueueStatus.BUSY;
        }
        handed[pick]++;
        next = pick + 1 < n ? pick + 1 : 0;
        return QueueStatus.QUEUED;
    }

    /**
     * Takes what the workers handed back, waiting (parked) for {@code min}.
     *
     * @param timeoutNs negative: no limit; 0: do not wait
     * @throws RuntimeException what a worker's engine threw (or the {@link Error})
     */
    @Override
    public int reap(int min, int max, long timeoutNs) {
        int n = collect(0, max);
        if (n < min && timeoutNs != 0) {
            long start = IoClock.nowNs();
            while (n < min) {
                waiter.waiting = true;
                n = collect(n, max);
                if (n >= min) {
                    waiter.waiting = false;
                    break;
                }
                if (timeoutNs < 0) {
                    LockSupport.park(this);
                } else {
                    long left = start + timeoutNs - IoClock.nowNs();
                    if (left <= 0) {
                        waiter.waiting = false;
                        break;
                    }
                    LockSupport.parkNanos(this, left);
                }
                waiter.waiting = false;
                n = collect(n, max);
            }
        }
        for (SubmitWorker w : workers) {
            Throwable failure = w.failure();
            if (failure instanceof RuntimeException e) {
                throw e;
            }
            if (failure instanceof Error e) {
                throw e;
            }
        }
        return n;
    }

    private int collect(int n, int max) {
        int count = workers.length;
        for (int k = 0; k < count && n < max; k++) {
            int i = reapFrom + k < count ? reapFrom + k : reapFrom + k - count;
            IoUnit u;
            while (n < max && (u = workers[i].completed()) != null) {
                completed[n++] = u;
            }
        }
        reapFrom = reapFrom + 1 < count ? reapFrom + 1 : 0;
        return n;
    }

    @Override
    public IoUnit completed(int i) {
        return completed[i];
    }

    @Override
    public void close(IoFile file) {
        for (SubmitWorker w : workers) {
            w.engine().close(file);
        }
    }

    /** Stops every worker (requests not yet issued are not issued), then closes their engines. */
    @Override
    public void close() {
        RuntimeException first = null;
        for (SubmitWorker w : workers) {
            w.stop();
        }
        for (SubmitWorker w : workers) {
            try {
                w.engine().close();
            } catch (RuntimeException e) {
                if (first == null) {
                    first = e;
                } else {
                    first.addSuppressed(e);
                }
            }
        }
        if (first != null) {
            throw first;
        }
    }

    /** @return true when every worker thread has ended (after {@link #close()}) */
    boolean workersEnded() {
        for (SubmitWorker w : workers) {
            if (!w.ended()) {
                return false;
            }
        }
        return true;
    }

    private static void closeQuietly(IoEngine engine, RuntimeException cause) {
        try {
            engine.close();
        } catch (RuntimeException e) {
            cause.addSuppressed(e);
        }
    }
}
