package org.jfio.engines.aio;

import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.util.EnumSet;
import java.util.Set;

import org.jfio.spi.DataDirection;
import org.jfio.spi.EngineCapability;
import org.jfio.spi.EngineContext;
import org.jfio.spi.IoClock;
import org.jfio.spi.IoEngine;
import org.jfio.spi.IoUnit;
import org.jfio.spi.JfioException;
import org.jfio.spi.NativeCallException;
import org.jfio.spi.QueueStatus;
import org.jfio.nativeheaders.libaio.IocbPrep;
import org.jfio.nativeheaders.libaio.iocb;
import org.jfio.nativeheaders.libaio.libaio_h;
import org.jfio.nativeheaders.libc.libc_h;

/**
 * fio's {@code libaio} engine: Linux kernel AIO through {@code libaio.so.1}.
 *
 * <h2>What it does</h2>
 * <ul>
 * <li>One AIO context per job thread, {@code io_setup(iodepth)}. The iocbs (one per
 *     {@link IoUnit}, found by {@link IoUnit#index()}), the iocb-pointer ring {@code io_submit} reads
 *     and the {@code io_event} array {@code io_getevents} fills are allocated once in the job's arena.
 *     {@code iocb.data} carries the unit's index back in {@code io_event.data}.</li>
 * <li>{@link #queue} prepares the unit's iocb ({@link IocbPrep}) and appends it to the pending ring
 *     (BUSY when {@code iodepth} are pending or in flight); {@link #commit} submits everything pending
 *     with {@code io_submit}, in ring-contiguous chunks, and stamps the issue time of the units the
 *     kernel took right after the call ({@link EngineCapability#SETS_ISSUE_TIME}, as fio's
 *     {@code fio_libaio_queued}): slat covers preparation and submission, clat starts after it.</li>
 * <li>{@link #reap} first submits anything still pending, then reads completions ({@link AioEvents})
 *     with {@code io_getevents(min, max)} as the core asks; a poll ({@code min == 0}, which the core
 *     repeats under {@code iodepth_batch_complete_min=0}, as fio does) passes a zero timeout, so libaio
 *     answers an empty ring without a system call. EINTR is retried.</li>
 * <li>{@code userspace_reap}: when min is 0 and the ring's magic is {@code 0xa10a10a1},
 *     completions are copied straight out of the kernel's ring without a system call, as fio and
 *     ActiveMQ Artemis do.</li>
 * <li>{@code nowait}: every read and write carries {@code RWF_NOWAIT} in {@code aio_rw_flags}; a
 *     request that would block completes with -EAGAIN (fio's semantics: a job error).</li>
 * </ul>
 *
 * <h2>Errors and back-pressure</h2>
 * <ul>
 * <li>A completion with a negative {@code res} becomes the unit's result, {@code -errno} (EINVAL for
 *     a misaligned O_DIRECT request, for instance); 0 &le; res &lt; length is a short transfer the
 *     core requeues.</li>
 * <li>{@code io_submit} returning -EAGAIN (or -ENOMEM) while requests are in flight: commit returns
 *     and the rest stays pending until the next {@link #reap}, which submits it after completions
 *     freed room. With nothing in flight it waits and retries, and after 30 s without progress fails
 *     the job with "aio appears to be stalled" (fio's rule). Units that stay pending across a commit
 *     get a provisional issue time at the end of that commit (the core records their slat there) and
 *     their real one when the kernel takes them.</li>
 * <li>{@code io_submit} refusing the first pending iocb with any other error (EBADF, EOPNOTSUPP for
 *     {@code nowait} on a file without it, ...): that unit completes with the error as its result.</li>
 * </ul>
 *
 * <h2>fsync and fdatasync</h2>
 * A sync unit is queued only when nothing else is pending or in flight (BUSY otherwise, so the core
 * reaps first): it then covers every write issued before it, like fio's serialised sync. It is sent
 * as an {@code IO_CMD_FSYNC}/{@code IO_CMD_FDSYNC} iocb (kernel 4.18+); later I/O may be queued
 * behind it. If the kernel refuses that iocb with EINVAL (a file system without AIO fsync), the
 * engine does that sync and every later one synchronously with {@code fsync(2)}/{@code fdatasync(2)}
 * instead, still only when nothing is in flight, as fio does for sync operations it cannot queue.
 * Trim is not supported (-EOPNOTSUPP), like the core's synchronous engines.
 *
 * <p>Not thread-safe: one instance per job thread. Nothing is allocated, locked, logged or thrown per
 * I/O in the normal case.
 */
public final class LibaioEngine implements IoEngine {
    /** How long {@code io_submit} may keep failing with EAGAIN while nothing is in flight. */
    public static final long STALL_TIMEOUT_NS = 30_000_000_000L;

    private static final Set<EngineCapability> CAPABILITIES = EnumSet.of(EngineCapability.SETS_ISSUE_TIME, EngineCapability.TRIM);
    private static final long IOCB_BYTES = iocb.sizeof();

    private final int depth;
    private final boolean userspaceReap;
    private final boolean nowait;
    private final MemorySegment ctx;
    private final MemorySegment[] iocbOf;
    private final MemorySegment iocbPtrs;
    private final MemorySegment[] iocbPtrsFrom;
    /** Where completions are read: io_getevents, or the kernel's ring under userspace_reap. */
    private final AioEvents events;
    private final MemorySegment callState;
    /** Trims are done synchronously in queue, as fio's libaio engine does (no discard iocb). */
    private final org.jfio.spi.Discard discard;
    private final IoUnit[] byIndex;
    private final IoUnit[] pending;
    private final IoUnit[] local;
    private final IoUnit[] reaped;
    private final SubmitStall stall;

    private int pendingHead;
    private int pendingCount;
    private int kernelInflight;
    private int localCount;
    private int reapedCount;
    private boolean syncFallback;
    private boolean closed;

    /**
     * Creates the engine and its AIO context.
     *
     * @param context       the job's settings and arena (iodepth, direct)
     * @param userspaceReap fio's {@code userspace_reap}: poll completions from the kernel ring without
     *                      a system call when no minimum is asked for
     * @param nowait        fio's {@code nowait}: send reads and writes with {@code RWF_NOWAIT}
     * @throws JfioException when libaio is missing or {@code io_setup} fails (EAGAIN: see
     *                       {@code /proc/sys/fs/aio-max-nr})
     */
    public LibaioEngine(EngineContext context, boolean userspaceReap, boolean nowait) {
        this(context, userspaceReap, nowait, Math.max(1, context.iodepth()));
    }

    /** As the public constructor, with the context sized to {@code contextEvents} instead of iodepth (tests). */
    LibaioEngine(EngineContext context, boolean userspaceReap, boolean nowait, int contextEvents) {
        libaio_h.libaioLoadFailure().ifPresent(why -> {
            throw new JfioException("ioengine=libaio: " + why + "; fix: " + LibaioEngineProvider.FIX);
        });
        Arena arena = context.arena();
        this.depth = Math.max(1, context.iodepth());
        this.stall = new SubmitStall(STALL_TIMEOUT_NS, contextEvents);
        this.userspaceReap = userspaceReap;
        this.nowait = nowait;
        this.callState = libc_h.allocateCallState(arena);
        this.discard = new org.jfio.spi.Discard(arena);

        MemorySegment ctxp = arena.allocate(libaio_h.io_context_t);
        int rc = libaio_h.io_setup(contextEvents, ctxp);
        if (rc < 0) {
            NativeCallException e = NativeCallException.of("io_setup(" + contextEvents + ")", -rc);
            if (rc == -libc_h.EAGAIN()) {
                throw new JfioException(e.getMessage() + "; the events of all AIO contexts are limited by "
                        + "/proc/sys/fs/aio-max-nr: raise it or lower iodepth/numjobs", e);
            }
            throw e;
        }
        this.ctx = ctxp.get(libaio_h.io_context_t, 0);

        MemorySegment iocbs = iocb.allocateArray(depth, arena);
        this.iocbOf = new MemorySegment[depth];
        this.iocbPtrs = arena.allocate(libaio_h.C_POINTER, depth);
        this.iocbPtrsFrom = new MemorySegment[depth];
        for (int i = 0; i < depth; i++) {
            iocbOf[i] = iocbs.asSlice(i * IOCB_BYTES, IOCB_BYTES);
            iocbPtrsFrom[i] = iocbPtrs.asSlice(i * libaio_h.C_POINTER.byteSize());
        }
        this.events = new AioEvents(ctx, depth, userspaceReap, arena);
        this.byIndex = new IoUnit[depth];
        this.pending = new IoUnit[depth];
        this.local = new IoUnit[depth];
        this.reaped = new IoUnit[depth];
        // Link the per-I/O downcalls here rather than on the first measured I/O (whose slat paid
        // about 2 ms for it): no iocb to submit, no event to wait for, both return 0 at once.
        libaio_h.io_submit(ctx, 0, iocbPtrs);
        events.link();
    }

    @Override
    public Set<EngineCapability> capabilities() {
        return CAPABILITIES;
    }

    @Override
    public QueueStatus queue(IoUnit unit) {
        int busy = pendingCount + kernelInflight + localCount;
        if (busy >= depth) {
            return QueueStatus.BUSY;
        }
        DataDirection ddir = unit.ddir();
        int index = unit.index();
        MemorySegment cb = iocbOf[index];
        int fd = unit.file().fd();
        switch (ddir) {
            case READ -> IocbPrep.io_prep_pread(cb, fd, unit.buffer(), unit.lengthBytes(), unit.offsetBytes());
            case WRITE -> IocbPrep.io_prep_pwrite(cb, fd, unit.buffer(), unit.lengthBytes(), unit.offsetBytes());
            case SYNC, DATASYNC -> {
                if (busy > 0) {
                    return QueueStatus.BUSY;
                }
                if (syncFallback) {
                    syncNow(unit);
                    return QueueStatus.COMPLETED;
                }
                if (ddir == DataDirection.SYNC) {
                    IocbPrep.io_prep_fsync(cb, fd);
                } else {
                    IocbPrep.io_prep_fdsync(cb, fd);
                }
            }
            case TRIM -> {
                if (pendingCount > 0) {
                    return QueueStatus.BUSY; // fio: the queued iocbs go first
                }
                unit.issueNs(IoClock.nowNs());
                unit.result(discard.trim(unit));
                return QueueStatus.COMPLETED;
            }
        }
        if (nowait && ddir.isData()) {
            IocbPrep.io_set_rw_flags(cb, libaio_h.RWF_NOWAIT());
        }
        int ioprio = unit.ioprio();
        if (ioprio != 0 && ddir.isData()) {
            // the request's own priority (cmdprio, or the job's prio/prioclass, which the thread has too)
            IocbPrep.io_set_ioprio(cb, ioprio);
        }
        IocbPrep.io_set_data(cb, index);
        byIndex[index] = unit;
        int slot = pendingHead + pendingCount;
        if (slot >= depth) {
            slot -= depth;
        }
        iocbPtrs.setAtIndex(ValueLayout.JAVA_LONG, slot, cb.address());
        pending[slot] = unit;
        pendingCount++;
        return QueueStatus.QUEUED;
    }

    @Override
    public void commit() {
        if (pendingCount == 0) {
            return;
        }
        submitPending();
        if (pendingCount > 0) {
            // refused for now (EAGAIN): the core records slat for every staged unit after this call
            long now = IoClock.nowNs();
            for (int i = 0, slot = pendingHead; i < pendingCount; i++, slot = slot + 1 == depth ? 0 : slot + 1) {
                pending[slot].issueNs(now);
            }
        }
    }

    /**
     * Submits pending iocbs until none is left, or EAGAIN/ENOMEM says to reap first while something
     * is in flight. A refused head iocb completes locally with the error.
     */
    private void submitPending() {
        while (pendingCount > 0) {
            int n = Math.min(pendingCount, depth - pendingHead);
            int r = libaio_h.io_submit(ctx, n, iocbPtrsFrom[pendingHead]);
            if (r > 0) {
                long now = IoClock.nowNs();
                for (int i = 0; i < r; i++) {
                    pending[pendingHead + i].issueNs(now);
                    pending[pendingHead + i] = null;
                }
                advancePending(r);
                kernelInflight += r;
                stall.progressed();
            } else if (r == 0 || r == -libc_h.EINTR()) {
                continue;
            } else if (r == -libc_h.EAGAIN() || r == -libc_h.ENOMEM()) {
                if (kernelInflight > 0 || localCount > 0) {
                    stall.refused();
                    return;
                }
                stall.waitForRoom(r, pendingCount);
            } else {
                IoUnit head = pending[pendingHead];
                if (r == -libc_h.EINVAL() && head.ddir().isSync()) {
                    if (kernelInflight > 0) {
                        return; // retried once what is in flight completed
                    }
                    syncFallback = true;
                    syncNow(head);
                } else {
                    head.issueNs(IoClock.nowNs());
                    head.result(r);
                }
                pending[pendingHead] = null;
                advancePending(1);
                local[localCount++] = head;
            }
        }
    }

    private void advancePending(int n) {
        pendingHead += n;
        if (pendingHead >= depth) {
            pendingHead -= depth;
        }
        pendingCount -= n;
    }

    /** fsync(2)/fdatasync(2) on the job thread, for a file system that refuses the AIO sync commands. */
    private void syncNow(IoUnit unit) {
        unit.issueNs(IoClock.nowNs());
        int fd = unit.file().fd();
        int rc = unit.ddir() == DataDirection.SYNC ? libc_h.fsync(callState, fd) : libc_h.fdatasync(callState, fd);
        unit.result(rc == 0 ? 0 : -libc_h.errno(callState));
    }

    @Override
    public int reap(int min, int max, long timeoutNs) {
        reapedCount = 0;
        if (max <= 0) {
            return 0;
        }
        max = Math.min(max, depth);
        if (pendingCount > 0) {
            submitPending();
        }
        long deadline = timeoutNs >= 0 ? IoClock.nowNs() + timeoutNs : Long.MAX_VALUE;
        int n = 0;
        while (true) {
            while (localCount > 0 && n < max) {
                reaped[n++] = local[--localCount];
            }
            if (n < max && kernelInflight > 0) {
                int want = Math.min(Math.max(0, min - n), kernelInflight);
                int got = events.get(want, Math.min(max - n, kernelInflight), timeoutNs, deadline);
                if (got > 0) {
                    n = takeEvents(got, n);
                } else if (got < 0 && got != -libc_h.EINTR()) {
                    throw NativeCallException.of("io_getevents(" + want + ", " + (max - n) + ")", -got);
                }
            }
            if (n >= min || n >= max) {
                break;
            }
            if (pendingCount > 0) {
                submitPending();
            } else if (kernelInflight == 0 && localCount == 0) {
                break; // nothing more can come
            }
            if (timeoutNs >= 0 && IoClock.nowNs() >= deadline) {
                break;
            }
        }
        reapedCount = n;
        return n;
    }

    private int takeEvents(int got, int n) {
        for (int i = 0; i < got; i++) {
            IoUnit unit = byIndex[events.unitIndex(i)];
            // res is the byte count or a negative errno (fio: res > length means -res is the error)
            unit.result(events.result(i));
            reaped[n++] = unit;
        }
        kernelInflight -= got;
        return n;
    }

    @Override
    public IoUnit completed(int i) {
        if (i < 0 || i >= reapedCount) {
            throw new IndexOutOfBoundsException("completed(" + i + ") after a reap of " + reapedCount);
        }
        return reaped[i];
    }

    /** @return true once a sync command was refused and syncs run synchronously */
    boolean syncFallback() {
        return syncFallback;
    }

    /** @return requests queued but not yet taken by the kernel */
    int pendingCount() {
        return pendingCount;
    }

    /** @return requests the kernel holds */
    int kernelInflight() {
        return kernelInflight;
    }

    @Override
    public void close() {
        if (closed) {
            return;
        }
        closed = true;
        int rc = libaio_h.io_destroy(ctx);
        if (rc < 0) {
            throw NativeCallException.of("io_destroy", -rc);
        }
    }
}
