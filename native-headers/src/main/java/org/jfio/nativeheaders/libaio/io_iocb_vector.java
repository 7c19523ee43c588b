// jextract-shaped, hand-maintained; source header: libaio.h (libaio 0.3.113, x86_64 Linux)

package org.jfio.nativeheaders.libaio;

import java.lang.foreign.AddressLayout;
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
 * struct io_iocb_vector {
 *     const struct iovec *vec;
 *     unsigned long nr;
 *     long long offset;
 * }
 * }
 *
 * The vectored arm of {@code iocb.u} ({@code iocb.u.v}). 24 bytes, 8-byte aligned.
 * <p>
 * All methods are static and stateless, so they are safe from any thread; the segments passed
 * in follow their own arena's thread rules.
 */
@SuppressWarnings("restricted")
public class io_iocb_vector {

    io_iocb_vector() {
        // Should not be called directly
    }

    private static final GroupLayout $LAYOUT = MemoryLayout.structLayout(
        libaio_h.C_POINTER.withName("vec"),
        libaio_h.C_LONG.withName("nr"),
        libaio_h.C_LONG_LONG.withName("offset")
    ).withName("io_iocb_vector");

    /**
     * The layout of this struct
     */
    public static final GroupLayout layout() {
        return $LAYOUT;
    }

    private static final AddressLayout vec$LAYOUT = (AddressLayout)$LAYOUT.select(groupElement("vec"));

    /**
     * Layout for field:
     * {@snippet lang=c :
     * const struct iovec *vec
     * }
     */
    public static final AddressLayout vec$layout() {
        return vec$LAYOUT;
    }

    private static final long vec$OFFSET = 0;

    /**
     * Offset for field:
     * {@snippet lang=c :
     * const struct iovec *vec
     * }
     */
    public static final long vec$offset() {
        return vec$OFFSET;
    }

    /**
     * Getter for field:
     * {@snippet lang=c :
     * const struct iovec *vec
     * }
     */
    public static MemorySegment vec(MemorySegment struct) {
        return struct.get(vec$LAYOUT, vec$OFFSET);
    }

    /**
     * Setter for field:
     * {@snippet lang=c :
     * const struct iovec *vec
     * }
     */
    public static void vec(MemorySegment struct, MemorySegment fieldValue) {
        struct.set(vec$LAYOUT, vec$OFFSET, fieldValue);
    }

    private static final OfLong nr$LAYOUT = (OfLong)$LAYOUT.select(groupElement("nr"));

    /**
     * Layout for field:
     * {@snippet lang=c :
     * unsigned long nr
     * }
     */
    public static final OfLong nr$layout() {
        return nr$LAYOUT;
    }

    private static final long nr$OFFSET = 8;

    /**
     * Offset for field:
     * {@snippet lang=c :
     * unsigned long nr
     * }
     */
    public static final long nr$offset() {
        return nr$OFFSET;
    }

    /**
     * Getter for field:
     * {@snippet lang=c :
     * unsigned long nr
     * }
     */
    public static long nr(MemorySegment struct) {
        return struct.get(nr$LAYOUT, nr$OFFSET);
    }

    /**
     * Setter for field:
     * {@snippet lang=c :
     * unsigned long nr
     * }
     */
    public static void nr(MemorySegment struct, long fieldValue) {
        struct.set(nr$LAYOUT, nr$OFFSET, fieldValue);
    }

    private static final OfLong offset$LAYOUT = (OfLong)$LAYOUT.select(groupElement("offset"));

    /**
     * Layout for field:
     * {@snippet lang=c :
     * long long offset
     * }
     */
    public static final OfLong offset$layout() {
        return offset$LAYOUT;
    }

    private static final long offset$OFFSET = 16;

    /**
     * Offset for field:
     * {@snippet lang=c :
     * long long offset
     * }
     */
    public static final long offset$offset() {
        return offset$OFFSET;
    }

    /**
     * Getter for field:
     * {@snippet lang=c :
     * long long offset
     * }
     */
    public static long offset(MemorySegment struct) {
        return struct.get(offset$LAYOUT, offset$OFFSET);
    }

    /**
     * Setter for field:
     * {@snippet lang=c :
     * long long offset
     * }
     */
    public static void offset(MemorySegment struct, long fieldValue) {
        struct.set(offset$LAYOUT, offset$OFFSET, fieldValue);
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
