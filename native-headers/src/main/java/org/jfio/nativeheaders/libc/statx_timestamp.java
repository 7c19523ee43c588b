// jextract-shaped, hand-maintained; source header: linux/stat.h via sys/stat.h (glibc 2.36, x86_64 Linux)
// (kernel UAPI header from linux-libc-dev 6.1, which glibc's sys/stat.h includes)

package org.jfio.nativeheaders.libc;

import java.lang.foreign.Arena;
import java.lang.foreign.GroupLayout;
import java.lang.foreign.MemoryLayout;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.SegmentAllocator;
import java.util.function.Consumer;

import static java.lang.foreign.MemoryLayout.PathElement.groupElement;
import static java.lang.foreign.ValueLayout.OfInt;
import static java.lang.foreign.ValueLayout.OfLong;

/**
 * {@snippet lang=c :
 * struct statx_timestamp {
 *     __s64 tv_sec;
 *     __u32 tv_nsec;
 *     __s32 __reserved;
 * }
 * }
 *
 * A statx time: {@code tv_sec} seconds since the epoch (signed) plus {@code tv_nsec}
 * nanoseconds (0..999,999,999, unsigned in C). 16 bytes, 8-byte aligned.
 * <p>
 * All methods are static and stateless, so they are safe from any thread; the segments passed
 * in follow their own arena's thread rules.
 */
@SuppressWarnings("restricted")
public class statx_timestamp {

    statx_timestamp() {
        // Should not be called directly
    }

    private static final GroupLayout $LAYOUT = MemoryLayout.structLayout(
        libc_h.C_LONG_LONG.withName("tv_sec"),
        libc_h.C_INT.withName("tv_nsec"),
        libc_h.C_INT.withName("__reserved")
    ).withName("statx_timestamp");

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
     * __s64 tv_sec
     * }
     */
    public static final OfLong tv_sec$layout() {
        return tv_sec$LAYOUT;
    }

    private static final long tv_sec$OFFSET = 0;

    /**
     * Offset for field:
     * {@snippet lang=c :
     * __s64 tv_sec
     * }
     */
    public static final long tv_sec$offset() {
        return tv_sec$OFFSET;
    }

    /**
     * Getter for field:
     * {@snippet lang=c :
     * __s64 tv_sec
     * }
     */
    public static long tv_sec(MemorySegment struct) {
        return struct.get(tv_sec$LAYOUT, tv_sec$OFFSET);
    }

    /**
     * Setter for field:
     * {@snippet lang=c :
     * __s64 tv_sec
     * }
     */
    public static void tv_sec(MemorySegment struct, long fieldValue) {
        struct.set(tv_sec$LAYOUT, tv_sec$OFFSET, fieldValue);
    }

    private static final OfInt tv_nsec$LAYOUT = (OfInt)$LAYOUT.select(groupElement("tv_nsec"));

    /**
     * Layout for field:
     * {@snippet lang=c :
     * __u32 tv_nsec
     * }
     */
    public static final OfInt tv_nsec$layout() {
        return tv_nsec$LAYOUT;
    }

    private static final long tv_nsec$OFFSET = 8;

    /**
     * Offset for field:
     * {@snippet lang=c :
     * __u32 tv_nsec
     * }
     */
    public static final long tv_nsec$offset() {
        return tv_nsec$OFFSET;
    }

    /**
     * Getter for field:
     * {@snippet lang=c :
     * __u32 tv_nsec
     * }
     */
    public static int tv_nsec(MemorySegment struct) {
        return struct.get(tv_nsec$LAYOUT, tv_nsec$OFFSET);
    }

    /**
     * Setter for field:
     * {@snippet lang=c :
     * __u32 tv_nsec
     * }
     */
    public static void tv_nsec(MemorySegment struct, int fieldValue) {
        struct.set(tv_nsec$LAYOUT, tv_nsec$OFFSET, fieldValue);
    }

    private static final OfInt __reserved$LAYOUT = (OfInt)$LAYOUT.select(groupElement("__reserved"));

    /**
     * Layout for field:
     * {@snippet lang=c :
     * __s32 __reserved
     * }
     */
    public static final OfInt __reserved$layout() {
        return __reserved$LAYOUT;
    }

    private static final long __reserved$OFFSET = 12;

    /**
     * Offset for field:
     * {@snippet lang=c :
     * __s32 __reserved
     * }
     */
    public static final long __reserved$offset() {
        return __reserved$OFFSET;
    }

    /**
     * Getter for field:
     * {@snippet lang=c :
     * __s32 __reserved
     * }
     */
    public static int __reserved(MemorySegment struct) {
        return struct.get(__reserved$LAYOUT, __reserved$OFFSET);
    }

    /**
     * Setter for field:
     * {@snippet lang=c :
     * __s32 __reserved
     * }
     */
    public static void __reserved(MemorySegment struct, int fieldValue) {
        struct.set(__reserved$LAYOUT, __reserved$OFFSET, fieldValue);
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
