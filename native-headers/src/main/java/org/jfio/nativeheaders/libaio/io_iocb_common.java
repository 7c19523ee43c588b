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
import static java.lang.foreign.ValueLayout.OfInt;
import static java.lang.foreign.ValueLayout.OfLong;

/**
 * {@snippet lang=c :
 * struct io_iocb_common {
 *     void *buf;
 *     unsigned long nbytes;
 *     long long offset;
 *     long long __pad3;
 *     unsigned int flags;
 *     unsigned int resfd;
 * }
 * }
 *
 * The read/write arm of {@code iocb.u} ({@code iocb.u.c}): buffer address, length in bytes and
 * file offset of an {@code IO_CMD_PREAD}/{@code IO_CMD_PWRITE} request ({@code nbytes} is the iovec
 * count for the vectored commands). {@code flags}/{@code resfd} carry {@code IOCB_FLAG_RESFD} and an
 * eventfd. 40 bytes, 8-byte aligned (x86_64: libaio's {@code PADDEDptr}/{@code PADDEDul} add no padding).
 * <p>
 * All methods are static and stateless, so they are safe from any thread; the segments passed
 * in follow their own arena's thread rules.
 */
@SuppressWarnings("restricted")
public class io_iocb_common {

    io_iocb_common() {
        // Should not be called directly
    }

    private static final GroupLayout $LAYOUT = MemoryLayout.structLayout(
        libaio_h.C_POINTER.withName("buf"),
        libaio_h.C_LONG.withName("nbytes"),
        libaio_h.C_LONG_LONG.withName("offset"),
        libaio_h.C_LONG_LONG.withName("__pad3"),
        libaio_h.C_INT.withName("flags"),
        libaio_h.C_INT.withName("resfd")
    ).withName("io_iocb_common");

    /**
     * The layout of this struct
     */
    public static final GroupLayout layout() {
        return $LAYOUT;
    }

    private static final AddressLayout buf$LAYOUT = (AddressLayout)$LAYOUT.select(groupElement("buf"));

    /**
     * Layout for field:
     * {@snippet lang=c :
     * void *buf
     * }
     */
    public static final AddressLayout buf$layout() {
        return buf$LAYOUT;
    }

    private static final long buf$OFFSET = 0;

    /**
     * Offset for field:
     * {@snippet lang=c :
     * void *buf
     * }
     */
    public static final long buf$offset() {
        return buf$OFFSET;
    }

    /**
     * Getter for field:
     * {@snippet lang=c :
     * void *buf
     * }
     */
    public static MemorySegment buf(MemorySegment struct) {
        return struct.get(buf$LAYOUT, buf$OFFSET);
    }

    /**
     * Setter for field:
     * {@snippet lang=c :
     * void *buf
     * }
     */
    public static void buf(MemorySegment struct, MemorySegment fieldValue) {
        struct.set(buf$LAYOUT, buf$OFFSET, fieldValue);
    }

    private static final OfLong nbytes$LAYOUT = (OfLong)$LAYOUT.select(groupElement("nbytes"));

    /**
     * Layout for field:
     * {@snippet lang=c :
     * unsigned long nbytes
     * }
     */
    public static final OfLong nbytes$layout() {
        return nbytes$LAYOUT;
    }

    private static final long nbytes$OFFSET = 8;

    /**
     * Offset for field:
     * {@snippet lang=c :
     * unsigned long nbytes
     * }
     */
    public static final long nbytes$offset() {
        return nbytes$OFFSET;
    }

    /**
     * Getter for field:
     * {@snippet lang=c :
     * unsigned long nbytes
     * }
     */
    public static long nbytes(MemorySegment struct) {
        return struct.get(nbytes$LAYOUT, nbytes$OFFSET);
    }

    /**
     * Setter for field:
     * {@snippet lang=c :
     * unsigned long nbytes
     * }
     */
    public static void nbytes(MemorySegment struct, long fieldValue) {
        struct.set(nbytes$LAYOUT, nbytes$OFFSET, fieldValue);
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

    private static final OfLong __pad3$LAYOUT = (OfLong)$LAYOUT.select(groupElement("__pad3"));

    /**
     * Layout for field:
     * {@snippet lang=c :
     * long long __pad3
     * }
     */
    public static final OfLong __pad3$layout() {
        return __pad3$LAYOUT;
    }

    private static final long __pad3$OFFSET = 24;

    /**
     * Offset for field:
     * {@snippet lang=c :
     * long long __pad3
     * }
     */
    public static final long __pad3$offset() {
        return __pad3$OFFSET;
    }

    /**
     * Getter for field:
     * {@snippet lang=c :
     * long long __pad3
     * }
     */
    public static long __pad3(MemorySegment struct) {
        return struct.get(__pad3$LAYOUT, __pad3$OFFSET);
    }

    /**
     * Setter for field:
     * {@snippet lang=c :
     * long long __pad3
     * }
     */
    public static void __pad3(MemorySegment struct, long fieldValue) {
        struct.set(__pad3$LAYOUT, __pad3$OFFSET, fieldValue);
    }

    private static final OfInt flags$LAYOUT = (OfInt)$LAYOUT.select(groupElement("flags"));

    /**
     * Layout for field:
     * {@snippet lang=c :
     * unsigned int flags
     * }
     */
    public static final OfInt flags$layout() {
        return flags$LAYOUT;
    }

    private static final long flags$OFFSET = 32;

    /**
     * Offset for field:
     * {@snippet lang=c :
     * unsigned int flags
     * }
     */
    public static final long flags$offset() {
        return flags$OFFSET;
    }

    /**
     * Getter for field:
     * {@snippet lang=c :
     * unsigned int flags
     * }
     */
    public static int flags(MemorySegment struct) {
        return struct.get(flags$LAYOUT, flags$OFFSET);
    }

    /**
     * Setter for field:
     * {@snippet lang=c :
     * unsigned int flags
     * }
     */
    public static void flags(MemorySegment struct, int fieldValue) {
        struct.set(flags$LAYOUT, flags$OFFSET, fieldValue);
    }

    private static final OfInt resfd$LAYOUT = (OfInt)$LAYOUT.select(groupElement("resfd"));

    /**
     * Layout for field:
     * {@snippet lang=c :
     * unsigned int resfd
     * }
     */
    public static final OfInt resfd$layout() {
        return resfd$LAYOUT;
    }

    private static final long resfd$OFFSET = 36;

    /**
     * Offset for field:
     * {@snippet lang=c :
     * unsigned int resfd
     * }
     */
    public static final long resfd$offset() {
        return resfd$OFFSET;
    }

    /**
     * Getter for field:
     * {@snippet lang=c :
     * unsigned int resfd
     * }
     */
    public static int resfd(MemorySegment struct) {
        return struct.get(resfd$LAYOUT, resfd$OFFSET);
    }

    /**
     * Setter for field:
     * {@snippet lang=c :
     * unsigned int resfd
     * }
     */
    public static void resfd(MemorySegment struct, int fieldValue) {
        struct.set(resfd$LAYOUT, resfd$OFFSET, fieldValue);
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
