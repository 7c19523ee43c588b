package org.jfio.run;

import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.util.Arrays;

import org.jfio.spi.NativeCallException;
import org.jfio.job.JobSpec;
import org.jfio.nativeheaders.libc.libc_h;

/**
 * Pins the calling job thread to the job's {@code cpus_allowed} set with
 * {@code sched_setaffinity(2)}: the whole set ({@code cpus_allowed_policy=shared}) or the
 * clone's own CPU of it, round robin ({@code split}). Only the job thread is pinned; the JVM's
 * compiler and GC threads keep running on any CPU. Stateless and thread-safe.
 */
final class CpuAffinity {
    private CpuAffinity() {
    }

    /**
     * @throws NativeCallException when the kernel refuses the set (EINVAL: none of its CPUs is online)
     */
    static void apply(Arena arena, JobSpec spec, int clone) {
        int[] cpus = spec.cpus().cpusAllowed();
        if (cpus.length == 0) {
            return;
        }
        if (spec.cpus().split()) {
            cpus = new int[] {cpus[clone % cpus.length]};
        }
        pin(arena, cpus, "cpus_allowed=" + Arrays.toString(cpus));
    }

    /**
     * Pins the calling thread to {@code cpus} (ascending, not empty).
     *
     * @param what the option, for the error ({@code cpus_allowed=[0, 1]})
     * @throws NativeCallException when the kernel refuses the set
     */
    static void pin(Arena arena, int[] cpus, String what) {
        long bytes = Math.max(128, (cpus[cpus.length - 1] / 64 + 1) * 8L);
        MemorySegment mask = arena.allocate(bytes, 8);
        for (int cpu : cpus) {
            long word = cpu / 64;
            long old = mask.getAtIndex(ValueLayout.JAVA_LONG, word);
            mask.setAtIndex(ValueLayout.JAVA_LONG, word, old | (1L << (cpu % 64)));
        }
        MemorySegment callState = libc_h.allocateCallState(arena);
        if (libc_h.sched_setaffinity(callState, 0, bytes, mask) != 0) {
            throw NativeCallException.of("sched_setaffinity(" + what + ")",
                    libc_h.errno(callState));
        }
    }
}
