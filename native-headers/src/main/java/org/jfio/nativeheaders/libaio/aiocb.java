// jextract-shaped, hand-maintained; source header: aio.h (glibc 2.36, x86_64 Linux)

package org.jfio.nativeheaders.libaio;

import java.lang.foreign.AddressLayout;
import java.lang.foreign.Arena;
import java.lang.foreign.GroupLayout;
import java.lang.foreign.MemoryLayout;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.SegmentAllocator;
import java.lang.foreign.SequenceLayout;
import java.lang.invoke.VarHandle;
import java.util.function.Consumer;

import static java.lang.foreign.MemoryLayout.PathElement.groupElement;
import static java.lang.foreign.MemoryLayout.PathElement.sequenceElement;
import static java.lang.foreign.ValueLayout.OfInt;
import static java.lang.foreign.ValueLayout.OfLong;

/**
 * {@snippet lang=c :
 * struct aiocb {
 *     int aio_fildes;
 *     int aio_lio_opcode;
 *     int aio_reqprio;
 *     volatile void *aio_buf;
 *     size_t aio_nbytes;
 *     struct sigevent aio_sigevent;
 *     struct aiocb *__next_prio;
 *     int __abs_prio;
 *     int __policy;
 *     int __error_code;
 *     __ssize_t __return_value;
 *     __off_t aio_offset;
 *     char __pad[0];
 *     char __glibc_reserved[32];
 * }
 * }
 *
 * One glibc POSIX AIO request ({@code aio_read}, {@code aio_write}, {@code aio_fsync},
 * {@code aio_error}, {@code aio_return}, {@code aio_suspend}, {@code aio_cancel}). Callers set
 * {@code aio_fildes}, {@code aio_buf}, {@code aio_nbytes}, {@code aio_offset} and
 * {@code aio_sigevent}; the {@code __}-prefixed members belong to glibc and must not be touched while
 * the request is in flight. Without {@code _FILE_OFFSET_BITS=64} on x86_64 {@code __pad} is a
 * zero-length array ({@code sizeof(__off64_t) - sizeof(__off_t)}). 168 bytes, 8-byte aligned.
 * <p>
 * All methods are static and stateless, so they are safe from any thread; the segments passed
 * in follow their own arena's thread rules.
 */
@SuppressWarnings("restricted")
public class aiocb {

    aiocb() {
        // Should not be called directly
    }

    private static final GroupLayout $LAYOUT = MemoryLayout.structLayout(
        libaio_h.C_INT.withName("aio_fildes"),
        libaio_h.C_INT.withName("aio_lio_opcode"),
        libaio_h.C_INT.withName("aio_reqprio"),
        MemoryLayout.paddingLayout(4),
        libaio_h.C_POINTER.withName("aio_buf"),
        libaio_h.C_LONG.withName("aio_nbytes"),
        sigevent.layout().withName("aio_sigevent"),
        libaio_h.C_POINTER.withName("__next_prio"),
        libaio_h.C_INT.withName("__abs_prio"),
        libaio_h.C_INT.withName("__policy"),
        libaio_h.C_INT.withName("__error_code"),
        MemoryLayout.paddingLayout(4),
        libaio_h.C_LONG.withName("__return_value"),
        libaio_h.C_LONG.withName("aio_offset"),
        MemoryLayout.sequenceLayout(0, libaio_h.C_CHAR).withName("__pad"),
        MemoryLayout.sequenceLayout(32, libaio_h.C_CHAR).withName("__glibc_reserved")
    ).withName("aiocb");

    /**
     * The layout of this struct
     */
    public static final GroupLayout layout() {
        return $LAYOUT;
    }

    private static final OfInt aio_fildes$LAYOUT = (OfInt)$LAYOUT.select(groupElement("aio_fildes"));

    /**
     * Layout for field:
     * {@snippet lang=c :
     * int aio_fildes
     * }
     */
    public static final OfInt aio_fildes$layout() {
        return aio_fildes$LAYOUT;
    }

    private static final long aio_fildes$OFFSET = 0;

    /**
     * Offset for field:
     * {@snippet lang=c :
     * int aio_fildes
     * }
     */
    public static final long aio_fildes$offset() {
        return aio_fildes$OFFSET;
    }

    /**
     * Getter for field:
     * {@snippet lang=c :
     * int aio_fildes
     * }
     */
    public static int aio_fildes(MemorySegment struct) {
        return struct.get(aio_fildes$LAYOUT, aio_fildes$OFFSET);
    }

    /**
     * Setter for field:
     * {@snippet lang=c :
     * int aio_fildes
     * }
     */
    public static void aio_fildes(MemorySegment struct, int fieldValue) {
        struct.set(aio_fildes$LAYOUT, aio_fildes$OFFSET, fieldValue);
    }

    private static final OfInt aio_lio_opcode$LAYOUT = (OfInt)$LAYOUT.select(groupElement("aio_lio_opcode"));

    /**
     * Layout for field:
     * {@snippet lang=c :
     * int aio_lio_opcode
     * }
     */
    public static final OfInt aio_lio_opcode$layout() {
        return aio_lio_opcode$LAYOUT;
    }

    private static final long aio_lio_opcode$OFFSET = 4;

    /**
     * Offset for field:
     * {@snippet lang=c :
     * int aio_lio_opcode
     * }
     */
    public static final long aio_lio_opcode$offset() {
        return aio_lio_opcode$OFFSET;
    }

    /**
     * Getter for field:
     * {@snippet lang=c :
     * int aio_lio_opcode
     * }
     */
    public static int aio_lio_opcode(MemorySegment struct) {
        return struct.get(aio_lio_opcode$LAYOUT, aio_lio_opcode$OFFSET);
    }

    /**
     * Setter for field:
     * {@snippet lang=c :
     * int aio_lio_opcode
     * }
     */
    public static void aio_lio_opcode(MemorySegment struct, int fieldValue) {
        struct.set(aio_lio_opcode$LAYOUT, aio_lio_opcode$OFFSET, fieldValue);
    }

    private static final OfInt aio_reqprio$LAYOUT = (OfInt)$LAYOUT.select(groupElement("aio_reqprio"));

    /**
     * Layout for field:
     * {@snippet lang=c :
     * int aio_reqprio
     * }
     */
    public static final OfInt aio_reqprio$layout() {
        return aio_reqprio$LAYOUT;
    }

    private static final long aio_reqprio$OFFSET = 8;

    /**
     * Offset for field:
     * {@snippet lang=c :
     * int aio_reqprio
     * }
     */
    public static final long aio_reqprio$offset() {
        return aio_reqprio$OFFSET;
    }

    /**
     * Getter for field:
     * {@snippet lang=c :
     * int aio_reqprio
     * }
     */
    public static int aio_reqprio(MemorySegment struct) {
        return struct.get(aio_reqprio$LAYOUT, aio_reqprio$OFFSET);
    }

    /**
     * Setter for field:
     * {@snippet lang=c :
     * int aio_reqprio
     * }
     */
    public static void aio_reqprio(MemorySegment struct, int fieldValue) {
        struct.set(aio_reqprio$LAYOUT, aio_reqprio$OFFSET, fieldValue);
    }

    private static final AddressLayout aio_buf$LAYOUT = (AddressLayout)$LAYOUT.select(groupElement("aio_buf"));

    /**
     * Layout for field:
     * {@snippet lang=c :
     * volatile void *aio_buf
     * }
     */
    public static final AddressLayout aio_buf$layout() {
        return aio_buf$LAYOUT;
    }

    private static final long aio_buf$OFFSET = 16;

    /**
     * Offset for field:
     * {@snippet lang=c :
     * volatile void *aio_buf
     * }
     */
    public static final long aio_buf$offset() {
        return aio_buf$OFFSET;
    }

    /**
     * Getter for field:
     * {@snippet lang=c :
     * volatile void *aio_buf
     * }
     */
    public static MemorySegment aio_buf(MemorySegment struct) {
        return struct.get(aio_buf$LAYOUT, aio_buf$OFFSET);
    }

    /**
     * Setter for field:
     * {@snippet lang=c :
     * volatile void *aio_buf
     * }
     */
    public static void aio_buf(MemorySegment struct, MemorySegment fieldValue) {
        struct.set(aio_buf$LAYOUT, aio_buf$OFFSET, fieldValue);
    }

    private static final OfLong aio_nbytes$LAYOUT = (OfLong)$LAYOUT.select(groupElement("aio_nbytes"));

    /**
     * Layout for field:
     * {@snippet lang=c :
     * size_t aio_nbytes
     * }
     */
    public static final OfLong aio_nbytes$layout() {
        return aio_nbytes$LAYOUT;
    }

    private static final long aio_nbytes$OFFSET = 24;

    /**
     * Offset for field:
     * {@snippet lang=c :
     * size_t aio_nbytes
     * }
     */
    public static final long aio_nbytes$offset() {
        return aio_nbytes$OFFSET;
    }

    /**
     * Getter for field:
     * {@snippet lang=c :
     * size_t aio_nbytes
     * }
     */
    public static long aio_nbytes(MemorySegment struct) {
        return struct.get(aio_nbytes$LAYOUT, aio_nbytes$OFFSET);
    }

    /**
     * Setter for field:
     * {@snippet lang=c :
     * size_t aio_nbytes
     * }
     */
    public static void aio_nbytes(MemorySegment struct, long fieldValue) {
        struct.set(aio_nbytes$LAYOUT, aio_nbytes$OFFSET, fieldValue);
    }

    private static final GroupLayout aio_sigevent$LAYOUT = (GroupLayout)$LAYOUT.select(groupElement("aio_sigevent"));

    /**
     * Layout for field:
     * {@snippet lang=c :
     * struct sigevent aio_sigevent
     * }
     */
    public static final GroupLayout aio_sigevent$layout() {
        return aio_sigevent$LAYOUT;
    }

    private static final long aio_sigevent$OFFSET = 32;

    /**
     * Offset for field:
     * {@snippet lang=c :
     * struct sigevent aio_sigevent
     * }
     */
    public static final long aio_sigevent$offset() {
        return aio_sigevent$OFFSET;
    }

    /**
     * Getter for field:
     * {@snippet lang=c :
     * struct sigevent aio_sigevent
     * }
     */
    public static MemorySegment aio_sigevent(MemorySegment struct) {
        return struct.asSlice(aio_sigevent$OFFSET, aio_sigevent$LAYOUT.byteSize());
    }

    /**
     * Setter for field:
     * {@snippet lang=c :
     * struct sigevent aio_sigevent
     * }
     */
    public static void aio_sigevent(MemorySegment struct, MemorySegment fieldValue) {
        MemorySegment.copy(fieldValue, 0L, struct, aio_sigevent$OFFSET, aio_sigevent$LAYOUT.byteSize());
    }

    private static final AddressLayout __next_prio$LAYOUT = (AddressLayout)$LAYOUT.select(groupElement("__next_prio"));

    /**
     * Layout for field:
     * {@snippet lang=c :
     * struct aiocb *__next_prio
     * }
     */
    public static final AddressLayout __next_prio$layout() {
        return __next_prio$LAYOUT;
    }

    private static final long __next_prio$OFFSET = 96;

    /**
     * Offset for field:
     * {@snippet lang=c :
     * struct aiocb *__next_prio
     * }
     */
    public static final long __next_prio$offset() {
        return __next_prio$OFFSET;
    }

    /**
     * Getter for field:
     * {@snippet lang=c :
     * struct aiocb *__next_prio
     * }
     */
    public static MemorySegment __next_prio(MemorySegment struct) {
        return struct.get(__next_prio$LAYOUT, __next_prio$OFFSET);
    }

    /**
     * Setter for field:
     * {@snippet lang=c :
     * struct aiocb *__next_prio
     * }
     */
    public static void __next_prio(MemorySegment struct, MemorySegment fieldValue) {
        struct.set(__next_prio$LAYOUT, __next_prio$OFFSET, fieldValue);
    }

    private static final OfInt __abs_prio$LAYOUT = (OfInt)$LAYOUT.select(groupElement("__abs_prio"));

    /**
     * Layout for field:
     * {@snippet lang=c :
     * int __abs_prio
     * }
     */
    public static final OfInt __abs_prio$layout() {
        return __abs_prio$LAYOUT;
    }

    private static final long __abs_prio$OFFSET = 104;

    /**
     * Offset for field:
     * {@snippet lang=c :
     * int __abs_prio
     * }
     */
    public static final long __abs_prio$offset() {
        return __abs_prio$OFFSET;
    }

    /**
     * Getter for field:
     * {@snippet lang=c :
     * int __abs_prio
     * }
     */
    public static int __abs_prio(MemorySegment struct) {
        return struct.get(__abs_prio$LAYOUT, __abs_prio$OFFSET);
    }

    /**
     * Setter for field:
     * {@snippet lang=c :
     * int __abs_prio
     * }
     */
    public static void __abs_prio(MemorySegment struct, int fieldValue) {
        struct.set(__abs_prio$LAYOUT, __abs_prio$OFFSET, fieldValue);
    }

    private static final OfInt __policy$LAYOUT = (OfInt)$LAYOUT.select(groupElement("__policy"));

    /**
     * Layout for field:
     * {@snippet lang=c :
     * int __policy
     * }
     */
    public static final OfInt __policy$layout() {
        return __policy$LAYOUT;
    }

    private static final long __policy$OFFSET = 108;

    /**
     * Offset for field:
     * {@snippet lang=c :
     * int __policy
     * }
     */
    public static final long __policy$offset() {
        return __policy$OFFSET;
    }

    /**
     * Getter for field:
     * {@snippet lang=c :
     * int __policy
     * }
     */
    public static int __policy(MemorySegment struct) {
        return struct.get(__policy$LAYOUT, __policy$OFFSET);
    }

    /**
     * Setter for field:
     * {@snippet lang=c :
     * int __policy
     * }
     */
    public static void __policy(MemorySegment struct, int fieldValue) {
        struct.set(__policy$LAYOUT, __policy$OFFSET, fieldValue);
    }

    private static final OfInt __error_code$LAYOUT = (OfInt)$LAYOUT.select(groupElement("__error_code"));

    /**
     * Layout for field:
     * {@snippet lang=c :
     * int __error_code
     * }
     */
    public static final OfInt __error_code$layout() {
        return __error_code$LAYOUT;
    }

    private static final long __error_code$OFFSET = 112;

    /**
     * Offset for field:
     * {@snippet lang=c :
     * int __error_code
     * }
     */
    public static final long __error_code$offset() {
        return __error_code$OFFSET;
    }

    /**
     * Getter for field:
     * {@snippet lang=c :
     * int __error_code
     * }
     */
    public static int __error_code(MemorySegment struct) {
        return struct.get(__error_code$LAYOUT, __error_code$OFFSET);
    }

    /**
     * Setter for field:
     * {@snippet lang=c :
     * int __error_code
     * }
     */
    public static void __error_code(MemorySegment struct, int fieldValue) {
        struct.set(__error_code$LAYOUT, __error_code$OFFSET, fieldValue);
    }

    private static final OfLong __return_value$LAYOUT = (OfLong)$LAYOUT.select(groupElement("__return_value"));

    /**
     * Layout for field:
     * {@snippet lang=c :
     * __ssize_t __return_value
     * }
     */
    public static final OfLong __return_value$layout() {
        return __return_value$LAYOUT;
    }

    private static final long __return_value$OFFSET = 120;

    /**
     * Offset for field:
     * {@snippet lang=c :
     * __ssize_t __return_value
     * }
     */
    public static final long __return_value$offset() {
        return __return_value$OFFSET;
    }

    /**
     * Getter for field:
     * {@snippet lang=c :
     * __ssize_t __return_value
     * }
     */
    public static long __return_value(MemorySegment struct) {
        return struct.get(__return_value$LAYOUT, __return_value$OFFSET);
    }

    /**
     * Setter for field:
     * {@snippet lang=c :
     * __ssize_t __return_value
     * }
     */
    public static void __return_value(MemorySegment struct, long fieldValue) {
        struct.set(__return_value$LAYOUT, __return_value$OFFSET, fieldValue);
    }

    private static final OfLong aio_offset$LAYOUT = (OfLong)$LAYOUT.select(groupElement("aio_offset"));

    /**
     * Layout for field:
     * {@snippet lang=c :
     * __off_t aio_offset
     * }
     */
    public static final OfLong aio_offset$layout() {
        return aio_offset$LAYOUT;
    }

    private static final long aio_offset$OFFSET = 128;

    /**
     * Offset for field:
     * {@snippet lang=c :
     * __off_t aio_offset
     * }
     */
    public static final long aio_offset$offset() {
        return aio_offset$OFFSET;
    }

    /**
     * Getter for field:
     * {@snippet lang=c :
     * __off_t aio_offset
     * }
     */
    public static long aio_offset(MemorySegment struct) {
        return struct.get(aio_offset$LAYOUT, aio_offset$OFFSET);
    }

    /**
     * Setter for field:
     * {@snippet lang=c :
     * __off_t aio_offset
     * }
     */
    public static void aio_offset(MemorySegment struct, long fieldValue) {
        struct.set(aio_offset$LAYOUT, aio_offset$OFFSET, fieldValue);
    }

    private static final SequenceLayout __pad$LAYOUT = (SequenceLayout)$LAYOUT.select(groupElement("__pad"));

    /**
     * Layout for field:
     * {@snippet lang=c :
     * char __pad[0]
     * }
     */
    public static final SequenceLayout __pad$layout() {
        return __pad$LAYOUT;
    }

    private static final long __pad$OFFSET = 136;

    /**
     * Offset for field:
     * {@snippet lang=c :
     * char __pad[0]
     * }
     */
    public static final long __pad$offset() {
        return __pad$OFFSET;
    }

    /**
     * Getter for field:
     * {@snippet lang=c :
     * char __pad[0]
     * }
     */
    public static MemorySegment __pad(MemorySegment struct) {
        return struct.asSlice(__pad$OFFSET, __pad$LAYOUT.byteSize());
    }

    /**
     * Setter for field:
     * {@snippet lang=c :
     * char __pad[0]
     * }
     */
    public static void __pad(MemorySegment struct, MemorySegment fieldValue) {
        MemorySegment.copy(fieldValue, 0L, struct, __pad$OFFSET, __pad$LAYOUT.byteSize());
    }

    private static final long[] __pad$DIMS = { 0 };

    /**
     * Dimensions for array field:
     * {@snippet lang=c :
     * char __pad[0]
     * }
     */
    public static long[] __pad$dimensions() {
        return __pad$DIMS.clone();
    }

    private static final VarHandle __pad$ELEM_HANDLE = $LAYOUT.varHandle(groupElement("__pad"), sequenceElement());

    /**
     * Indexed getter for field:
     * {@snippet lang=c :
     * char __pad[0]
     * }
     */
    public static byte __pad(MemorySegment struct, long index0) {
        return (byte)__pad$ELEM_HANDLE.get(struct, 0L, index0);
    }

    /**
     * Indexed setter for field:
     * {@snippet lang=c :
     * char __pad[0]
     * }
     */
    public static void __pad(MemorySegment struct, long index0, byte fieldValue) {
        __pad$ELEM_HANDLE.set(struct, 0L, index0, fieldValue);
    }

    private static final SequenceLayout __glibc_reserved$LAYOUT = (SequenceLayout)$LAYOUT.select(groupElement("__glibc_reserved"));

    /**
     * Layout for field:
     * {@snippet lang=c :
     * char __glibc_reserved[32]
     * }
     */
    public static final SequenceLayout __glibc_reserved$layout() {
        return __glibc_reserved$LAYOUT;
    }

    private static final long __glibc_reserved$OFFSET = 136;

    /**
     * Offset for field:
     * {@snippet lang=c :
     * char __glibc_reserved[32]
     * }
     */
    public static final long __glibc_reserved$offset() {
        return __glibc_reserved$OFFSET;
    }

    /**
     * Getter for field:
     * {@snippet lang=c :
     * char __glibc_reserved[32]
     * }
     */
    public static MemorySegment __glibc_reserved(MemorySegment struct) {
        return struct.asSlice(__glibc_reserved$OFFSET, __glibc_reserved$LAYOUT.byteSize());
    }

    /**
     * Setter for field:
     * {@snippet lang=c :
     * char __glibc_reserved[32]
     * }
     */
    public static void __glibc_reserved(MemorySegment struct, MemorySegment fieldValue) {
        MemorySegment.copy(fieldValue, 0L, struct, __glibc_reserved$OFFSET, __glibc_reserved$LAYOUT.byteSize());
    }

    private static final long[] __glibc_reserved$DIMS = { 32 };

    /**
     * Dimensions for array field:
     * {@snippet lang=c :
     * char __glibc_reserved[32]
     * }
     */
    public static long[] __glibc_reserved$dimensions() {
        return __glibc_reserved$DIMS.clone();
    }

    private static final VarHandle __glibc_reserved$ELEM_HANDLE = $LAYOUT.varHandle(groupElement("__glibc_reserved"), sequenceElement());

    /**
     * Indexed getter for field:
     * {@snippet lang=c :
     * char __glibc_reserved[32]
     * }
     */
    public static byte __glibc_reserved(MemorySegment struct, long index0) {
        return (byte)__glibc_reserved$ELEM_HANDLE.get(struct, 0L, index0);
    }

    /**
     * Indexed setter for field:
     * {@snippet lang=c :
     * char __glibc_reserved[32]
     * }
     */
    public static void __glibc_reserved(MemorySegment struct, long index0, byte fieldValue) {
        __glibc_reserved$ELEM_HANDLE.set(struct, 0L, index0, fieldValue);
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
