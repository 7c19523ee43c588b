package org.jfio.run;

import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;

import org.jfio.job.CpuPlacement;
import org.jfio.nativeheaders.libc.libc_h;
import org.jfio.spi.NativeCallException;

/**
 * Gives the calling clone thread its job's priorities before it opens anything, as fio's
 * {@code thread_main} does: the I/O priority ({@code prio}, {@code prioclass}) with the
 * {@code ioprio_set} system call for this thread only ({@code IOPRIO_WHO_PROCESS}, 0: on Linux
 * an I/O priority belongs to a thread), which the block layer applies to the thread's
 * synchronous I/O and to asynchronous I/O without a priority of its own; and the CPU nice value
 * ({@code nice}) with {@code setpriority} on the thread's id, added to the current value as
 * fio's {@code nice(3)} adds it. Stateless and thread-safe; each call changes only its own thread.
 */
final class ThreadPriority {
    private ThreadPriority() {
    }

    /**
     * @throws NativeCallException when the kernel refuses: EPERM for the realtime class without
     *                             CAP_SYS_ADMIN, EACCES for a lower nice without CAP_SYS_NICE
     */
    static void apply(Arena arena, CpuPlacement placement) {
        if (!placement.setsIoprio() && placement.nice() == 0) {
            return;
        }
        MemorySegment callState = libc_h.allocateCallState(arena);
        if (placement.setsIoprio()) {
            int value = placement.ioprioValue();
            if (libc_h.syscall(callState, libc_h.SYS_ioprio_set(), libc_h.IOPRIO_WHO_PROCESS(), 0, value, 0, 0) != 0) {
                throw NativeCallException.of("ioprio_set(prioclass=" + (value >> CpuPlacement.IOPRIO_CLASS_SHIFT)
                        + ", prio=" + (value & 7) + ")", libc_h.errno(callState));
            }
        }
        if (placement.nice() != 0) {
            int tid = libc_h.gettid();
            int current = libc_h.getpriority(callState, libc_h.PRIO_PROCESS(), tid);
            int target = Math.max(-20, Math.min(19, current + placement.nice()));
            if (libc_h.setpriority(callState, libc_h.PRIO_PROCESS(), tid, target) != 0) {
                throw NativeCallException.of("setpriority(nice=" + placement.nice() + ")", libc_h.errno(callState));
            }
        }
    }

    /** @return the calling thread's ioprio value ({@code ioprio_get}), or -errno */
    static int current(Arena arena) {
        MemorySegment callState = libc_h.allocateCallState(arena);
        long v = libc_h.syscall(callState, libc_h.SYS_ioprio_get(), libc_h.IOPRIO_WHO_PROCESS(), 0, 0, 0, 0);
        return v < 0 ? -libc_h.errno(callState) : (int) v;
    }

    /** @return the calling thread's nice value */
    static int currentNice(Arena arena) {
        return libc_h.getpriority(libc_h.allocateCallState(arena), libc_h.PRIO_PROCESS(), libc_h.gettid());
    }
}
