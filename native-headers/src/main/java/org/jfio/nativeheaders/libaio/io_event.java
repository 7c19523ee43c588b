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
 * struct io_event {
 *     void *data;
 *     struct iocb *obj;
 *     unsigned long res;
 *     unsigned long res2;
 * }
 * }
 *
 * One completion filled by {@code io_getevents} (and the record format of the kernel's
 * completion ring): {@code data} is the submitted {@code iocb.data}, {@code obj} the {@code iocb}
 * address, {@code res} the byte count or a negative errno (read it as a signed {@code long}),
 * {@code res2} a secondary status. 32 bytes, 8-byte aligned.
 * <p>
 * All methods are static and stateless, so they are safe from any thread; the segments passed
 * in follow their own arena's thread rules.
 */
@SuppressWarnings("restricted")
public class io_event {

    io_event() {
        // Should not be called directly
    }

    private static final GroupLayout $LAYOUT = MemoryLayout.structLayout(
        libaio_h.C_POINTER.withName("data"),
        libaio_h.C_POINTER.withName("obj"),
        libaio_h.C_LONG.withName("res"),
        libaio_h.C_LONG.withName("res2")
    ).withName("io_event");

    /**
     * The layout of this struct
     */
    public static final GroupLayout layout() {
        return $LAYOUT;
    }

    private static final AddressLayout data$LAYOUT = (AddressLayout)$LAYOUT.select(groupElement("data"));

    /**
     * Layout for field:
     * {@snippet lang=c :
     * void *data
     * }
     */
    public static final AddressLayout data$layout() {
        return data$LAYOUT;
    }

    private static final long data$OFFSET = 0;

    /**
     * Offset for field:
     * {@snippet lang=c :
     * void *data
     * }
     */
    public static final long data$offset() {
        return data$OFFSET;
    }

    /**
     * Getter for field:
     * {@snippet lang=c :
     * void *data
     * }
     */
    public static MemorySegment data(MemorySegment struct) {
        return struct.get(data$LAYOUT, data$OFFSET);
    }

    /**
     * Setter for field:
     * {@snippet lang=c :
     * void *data
     * }
     */
    public static void data(MemorySegment struct, MemorySegment fieldValue) {
        struct.set(data$LAYOUT, data$OFFSET, fieldValue);
    }

    private static final AddressLayout obj$LAYOUT = (AddressLayout)$LAYOUT.select(groupElement("obj"));

    /**
     * Layout for field:
     * {@snippet lang=c :
     * struct iocb *obj
     * }
     */
    public static final AddressLayout obj$layout() {
        return obj$LAYOUT;
    }

    private static final long obj$OFFSET = 8;

    /**
     * Offset for field:
     * {@snippet lang=c :
     * struct iocb *obj
     * }
     */
    public static final long obj$offset() {
        return obj$OFFSET;
    }

    /**
     * Getter for field:
     * {@snippet lang=c :
     * struct iocb *obj
     * }
     */
    public static MemorySegment obj(MemorySegment struct) {
        return struct.get(obj$LAYOUT, obj$OFFSET);
    }

    /**
     * Setter for field:
     * {@snippet lang=c :
     * struct iocb *obj
     * }
     */
    public static void obj(MemorySegment struct, MemorySegment fieldValue) {
        struct.set(obj$LAYOUT, obj$OFFSET, fieldValue);
    }

    private static final OfLong res$LAYOUT = (OfLong)$LAYOUT.select(groupElement("res"));

    /**
     * Layout for field:
     * {@snippet lang=c :
     * unsigned long res
     * }
     */
    public static final OfLong res$layout() {
        return res$LAYOUT;
    }

    private static final long res$OFFSET = 16;

    /**
     * Offset for field:
     * {@snippet lang=c :
     * unsigned long res
     * }
     */
    public static final long res$offset() {
        return res$OFFSET;
    }

    /**
     * Getter for field:
     * {@snippet lang=c :
     * unsigned long res
     * }
     */
    public static long res(MemorySegment struct) {
        return struct.get(res$LAYOUT, res$OFFSET);
    }

    /**
     * Setter for field:
     * {@snippet lang=c :
     * unsigned long res
     * }
     */
    public static void res(MemorySegment struct, long fieldValue) {
        struct.set(res$LAYOUT, res$OFFSET, fieldValue);
    }

    private static final OfLong res2$LAYOUT = (OfLong)$LAYOUT.select(groupElement("res2"));

    /**
     * Layout for field:
     * {@snippet lang=c :
     * unsigned long res2
     * }
     */
    public static final OfLong res2$layout() {
        return res2$LAYOUT;
    }

    private static final long res2$OFFSET = 24;

    /**
     * Offset for field:
     * {@snippet lang=c :
     * unsigned long res2
     * }
     */
    public static final long res2$offset() {
        return res2$OFFSET;
    }

    /**
     * Getter for field:
     * {@snippet lang=c :
     * unsigned long res2
     * }
     */
    public static long res2(MemorySegment struct) {
        return struct.get(res2$LAYOUT, res2$OFFSET);
    }

    /**
     * Setter for field:
     * {@snippet lang=c :
     * unsigned long res2
     * }
     */
    public static void res2(MemorySegment struct, long fieldValue) {
        struct.set(res2$LAYOUT, res2$OFFSET, fieldValue);
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
