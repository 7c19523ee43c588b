// jextract-shaped, hand-maintained; source header: linux/time_types.h via liburing.h (Linux UAPI, x86_64)

package org.jfio.nativeheaders.liburing;

import java.lang.foreign.Arena;
import java.lang.foreign.GroupLayout;
import java.lang.foreign.MemoryLayout;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.SegmentAllocator;
import java.util.function.Consumer;

import static java.lang.foreign.MemoryLayout.PathElement.groupElement;
import static java.lang.foreign.ValueLayout.OfLong;

/**
 * {@snippet lang=c :
 * struct __kernel_timespec {
 *     __kernel_time64_t tv_sec;
 *     long long tv_nsec;
 * }
 * }
 *
 * The 64-bit time value io_uring takes for waits with a timeout
 * ({@link liburing_h#io_uring_wait_cqes}). 16 bytes, 8-byte aligned.
 * <p>
 * All methods are static and stateless, so they are safe from any thread; the segments passed
 * in follow their own arena's thread rules.
 */
@SuppressWarnings("restricted")
public class __kernel_timespec {

    __kernel_timespec() {
        // Should not be called directly
    }

    private static final GroupLayout $LAYOUT = MemoryLayout.structLayout(
        liburing_h.C_LONG_LONG.withName("tv_sec"),
        liburing_h.C_LONG_LONG.withName("tv_nsec")
    ).withName("__kernel_timespec");

    /**
     * The layout of this struct
     */
    public static final GroupLayout layout() {
        return $LAYOUT;
    }

    private static final OfLong tv_sec$LAYOUT = (OfLong)$LAYOUT.select(groupElement("tv_sec"));

    /**
     * Layout for field:
     * {@snippet lang=c :
     * __kernel_time64_t tv_sec
     * }
     */
    public static final OfLong tv_sec$layout() {
        return tv_sec$LAYOUT;
    }

    private static final long tv_sec$OFFSET = 0;

    /**
     * Offset for field:
     * {@snippet lang=c :
     * __kernel_time64_t tv_sec
     * }
     */
    public static final long tv_sec$offset() {
        return tv_sec$OFFSET;
    }

    /**
     * Getter for field:
     * {@snippet lang=c :
     * __kernel_time64_t tv_sec
     * }
     */
    public static long tv_sec(MemorySegment struct) {
        return struct.get(tv_sec$LAYOUT, tv_sec$OFFSET);
    }

    /**
     * Setter for field:
     * {@snippet lang=c :
     * __kernel_time64_t tv_sec
     * }
     */
    public static void tv_sec(MemorySegment struct, long fieldValue) {
        struct.set(tv_sec$LAYOUT, tv_sec$OFFSET, fieldValue);
    }

    private static final OfLong tv_nsec$LAYOUT = (OfLong)$LAYOUT.select(groupElement("tv_nsec"));

    /**
     * Layout for field:
     * {@snippet lang=c :
     * long long tv_nsec
     * }
     */
    public static final OfLong tv_nsec$layout() {
        return tv_nsec$LAYOUT;
    }

    private static final long tv_nsec$OFFSET = 8;

    /**
     * Offset for field:
     * {@snippet lang=c :
     * long long tv_nsec
     * }
     */
    public static final long tv_nsec$offset() {
        return tv_nsec$OFFSET;
    }

    /**
     * Getter for field:
     * {@snippet lang=c :
     * long long tv_nsec
     * }
     */
    public static long tv_nsec(MemorySegment struct) {
        return struct.get(tv_nsec$LAYOUT, tv_nsec$OFFSET);
    }

    /**
     * Setter for field:
     * {@snippet lang=c :
     * long long tv_nsec
     * }
     */
    public static void tv_nsec(MemorySegment struct, long fieldValue) {
        struct.set(tv_nsec$LAYOUT, tv_nsec$OFFSET, fieldValue);
    }


    /**
     * Obtains a slice of {@code array} which selects the array element at {@code index}.
     * The returned segment has address {@code array.address() + index * layout().byteSize()}
     */
    public static MemorySegment asSlice(MemorySegment array, long index) {
        return array.asSlice(layout().byteSize() * index);
    }

    /**
     * The size (in bytes) of this struct
     */
    public static long sizeof() { return layout().byteSize(); }

    /**
     * Allocate a segment of size {@code layout().byteSize()} using {@code allocator}
     */
    public static MemorySegment allocate(SegmentAllocator allocator) {
        return allocator.allocate(layout());
    }

    /**
     * Allocate an array of size {@code elementCount} using {@code allocator}.
     * The returned segment has size {@code elementCount * layout().byteSize()}.
     */
    public static MemorySegment allocateArray(long elementCount, SegmentAllocator allocator) {
        return allocator.allocate(MemoryLayout.sequenceLayout(elementCount, layout()));
    }

    /**
     * Reinterprets {@code addr} using target {@code arena} and {@code cleanup} (if any).
     * The returned segment has size {@code layout().byteSize()}
     */
    public static MemorySegment reinterpret(MemorySegment addr, Arena arena, Consumer<MemorySegment> cleanup) {
        return reinterpret(addr, 1, arena, cleanup);
    }

    /**
     * Reinterprets {@code addr} using target {@code arena} and {@code cleanup} (if any).
     * The returned segment has size {@code elementCount * layout().byteSize()}
     */
    public static MemorySegment reinterpret(MemorySegment addr, long elementCount, Arena arena, Consumer<MemorySegment> cleanup) {
        return addr.reinterpret(layout().byteSize() * elementCount, arena, cleanup);
    }
}
