package org.jfio.run;

import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;

import org.jfio.nativeheaders.libc.libc_h;

/**
 * Sets the calling clone thread's timer slack to 1 ns ({@code prctl(PR_SET_TIMERSLACK)}, for this
 * thread only), so its timed waits end when they are due: Linux lets a thread's timer fire up to
 * its slack late (50 µs unless set) to batch wake-ups, and {@link Sleeper} parks for all but the
 * last 50 µs of a wait and spins the rest. With the default slack a 100 µs {@code thinktime} took
 * 122 µs per I/O on the null engine, with 1 ns 101 µs, as fio 3.33's (which sleeps the whole wait
 * in {@code nanosleep}); a 2-CPU VM, 3 alternating runs each, BENCHMARKS.md. Set for jobs that
 * wait ({@link Pacing#waits()}).
 *
 * <p>Stateless; each call changes only its own thread. A kernel that refuses is ignored: the waits
 * then end up to 50 µs late, as before.
 */
final class TimerSlack {
    /** The smallest slack the kernel takes (0 would mean "the thread's default"). */
    static final long SLACK_NS = 1;

    private TimerSlack() {
    }

    /** Sets the calling thread's slack; a refusal is ignored. */
    static void apply() {
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment callState = libc_h.allocateCallState(arena);
            libc_h.syscall(callState, libc_h.SYS_prctl(), libc_h.PR_SET_TIMERSLACK(), SLACK_NS, 0, 0, 0);
        }
    }

    /** @return the calling thread's timer slack in ns ({@code PR_GET_TIMERSLACK}), or -errno */
    static long current(Arena arena) {
        MemorySegment callState = libc_h.allocateCallState(arena);
        long v = libc_h.syscall(callState, libc_h.SYS_prctl(), libc_h.PR_GET_TIMERSLACK(), 0, 0, 0, 0);
        return v < 0 ? -libc_h.errno(callState) : v;
    }
}
