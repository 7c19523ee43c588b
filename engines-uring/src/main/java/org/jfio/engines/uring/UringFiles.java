package org.jfio.engines.uring;

import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.util.Arrays;

import org.jfio.nativeheaders.liburing.liburing_h;
import org.jfio.spi.IoFile;
import org.jfio.spi.JfioException;
import org.jfio.spi.NativeCallException;

/**
 * The registered files of one ring ({@code registerfiles}): a table of descriptors the kernel
 * holds, each file in a slot whose number its requests carry ({@code IOSQE_FIXED_FILE}, the slot
 * kept as the file's {@link IoFile#engineHandle()}). The table grows by re-registering when it
 * is full; files come and go only between I/Os.
 *
 * <p>Job-thread only; nothing here is on the per-I/O path.
 */
final class UringFiles {
    private final MemorySegment ring;
    private final MemorySegment fdScratch;
    /** fd per slot, -1 when free. */
    private int[] slots = new int[0];

    UringFiles(MemorySegment ring, Arena arena) {
        this.ring = ring;
        this.fdScratch = arena.allocate(ValueLayout.JAVA_INT);
    }

    /**
     * Puts the file in a free slot and keeps the slot as its engine handle.
     *
     * @throws JfioException when the kernel refuses the table or the update
     */
    void register(IoFile file) {
        int slot = 0;
        while (slot < slots.length && slots[slot] != -1) {
            slot++;
        }
        if (slot == slots.length) {
            grow(Math.max(8, slots.length * 2));
        }
        fdScratch.set(ValueLayout.JAVA_INT, 0, file.fd());
        int ret = liburing_h.io_uring_register_files_update(ring, slot, fdScratch, 1);
        if (ret < 0) {
            throw new JfioException("io_uring: registerfiles=1: cannot register " + file + " in slot " + slot,
                    NativeCallException.of("io_uring_register_files_update(" + file + ")", -ret));
        }
        slots[slot] = file.fd();
        file.engineHandle(slot);
    }

    /** Registers a bigger table holding the current files; only between I/Os (files open before the loop). */
    private void grow(int size) {
        int[] next = Arrays.copyOf(slots, size);
        Arrays.fill(next, slots.length, size, -1);
        try (Arena scratch = Arena.ofConfined()) {
            MemorySegment fds = scratch.allocate(ValueLayout.JAVA_INT, size);
            for (int i = 0; i < size; i++) {
                fds.setAtIndex(ValueLayout.JAVA_INT, i, next[i]);
            }
            if (slots.length > 0) {
                int ret = liburing_h.io_uring_unregister_files(ring);
                if (ret < 0) {
                    throw NativeCallException.of("io_uring_unregister_files", -ret);
                }
            }
            int ret = liburing_h.io_uring_register_files(ring, fds, size);
            if (ret < 0) {
                throw new JfioException("io_uring: registerfiles=1: cannot register a table of " + size + " files",
                        NativeCallException.of("io_uring_register_files(" + size + ")", -ret));
            }
        }
        slots = next;
    }

    /** Drops the table's reference to the file, so the core's close really closes it. */
    void unregister(IoFile file) {
        int slot = (int) file.engineHandle();
        if (slot >= 0 && slot < slots.length && slots[slot] == file.fd()) {
            fdScratch.set(ValueLayout.JAVA_INT, 0, -1);
            liburing_h.io_uring_register_files_update(ring, slot, fdScratch, 1);
            slots[slot] = -1;
        }
    }
}
