package org.jfio.run;

import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.util.Arrays;

import org.jfio.job.CpuPlacement;
import org.jfio.job.NumaNodes;
import org.jfio.nativeheaders.libc.libc_h;
import org.jfio.spi.NativeCallException;

/**
 * fio's {@code numa_cpu_nodes} and {@code numa_mem_policy} for the calling clone thread, before
 * it allocates its buffers: the thread runs on the CPUs of the nodes ({@code sched_setaffinity},
 * after and instead of {@code cpus_allowed}, as fio applies it after), and its memory policy is
 * set with the {@code set_mempolicy} system call (what libnuma's {@code numa_set_membind},
 * {@code numa_set_preferred}, {@code numa_set_interleave_mask} and {@code numa_set_localalloc},
 * which fio calls, come down to), so the pages of its buffers come from those nodes. Stateless
 * and thread-safe; each call changes only its own thread.
 */
final class NumaPlacement {
    private NumaPlacement() {
    }

    /** @throws NativeCallException when the kernel refuses the CPUs or the policy */
    static void apply(Arena arena, CpuPlacement placement) {
        int[] nodes = placement.numaCpuNodes();
        if (nodes.length > 0) {
            int[] cpus = NumaNodes.cpusOf(nodes);
            CpuAffinity.pin(arena, cpus, "numa_cpu_nodes=" + Arrays.toString(nodes));
        }
        int mode = placement.numaMemMode();
        if (mode < 0) {
            return;
        }
        MemorySegment callState = libc_h.allocateCallState(arena);
        int[] memNodes = placement.numaMemNodes();
        long address = 0;
        long maxNode = 0;
        if (memNodes.length > 0) {
            int highest = memNodes[memNodes.length - 1];
            MemorySegment mask = arena.allocate((highest / 64 + 1) * 8L, 8);
            for (int n : memNodes) {
                long word = n / 64;
                mask.setAtIndex(ValueLayout.JAVA_LONG, word, mask.getAtIndex(ValueLayout.JAVA_LONG, word) | (1L << (n % 64)));
            }
            address = mask.address();
            maxNode = mask.byteSize() * 8 + 1; // the kernel reads maxnode - 1 bits
        }
        if (libc_h.syscall(callState, libc_h.SYS_set_mempolicy(), mode, address, maxNode, 0, 0) != 0) {
            throw NativeCallException.of("set_mempolicy(numa_mem_policy mode " + mode + ", nodes " + Arrays.toString(memNodes) + ")",
                    libc_h.errno(callState));
        }
    }

    /**
     * @return the calling thread's memory policy mode and, after it, its node mask's first word
     *         ({@code get_mempolicy}); for tests
     */
    static long[] current(Arena arena) {
        MemorySegment callState = libc_h.allocateCallState(arena);
        MemorySegment mode = arena.allocate(ValueLayout.JAVA_INT);
        MemorySegment mask = arena.allocate(128, 8);
        // get_mempolicy(int *mode, unsigned long *nodemask, unsigned long maxnode, void *addr, unsigned long flags)
        long r = libc_h.syscall(callState, libc_h.SYS_get_mempolicy(), mode.address(), mask.address(), 128 * 8 + 1, 0, 0);
        if (r != 0) {
            throw NativeCallException.of("get_mempolicy", libc_h.errno(callState));
        }
        return new long[] {mode.get(ValueLayout.JAVA_INT, 0), mask.get(ValueLayout.JAVA_LONG, 0)};
    }
}
