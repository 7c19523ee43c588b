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
import static java.lang.foreign.ValueLayout.OfShort;

/**
 * {@snippet lang=c :
 * struct iocb {
 *     void *data;
 *     unsigned int key;
 *     unsigned int aio_rw_flags;
 *     short aio_lio_opcode;
 *     short aio_reqprio;
 *     int aio_fildes;
 *     union {
 *         struct io_iocb_common c;
 *         struct io_iocb_vector v;
 *         struct io_iocb_poll poll;
 *         struct io_iocb_sockaddr saddr;
 *     } u;
 * }
 * }
 *
 * One kernel AIO request as {@code io_submit} takes it (an array of pointers to these). {@code data}
 * comes back unchanged in {@link io_event#data$offset() io_event.data}; {@code aio_lio_opcode} is an
 * {@code IO_CMD_*} constant; {@code aio_rw_flags} takes {@code RWF_*} flags such as
 * {@code RWF_NOWAIT}. libaio fills these with {@code static inline io_prep_*} helpers that jextract
 * skips; their Java equivalents are in {@link IocbPrep}. 64 bytes, 8-byte aligned; on x86_64
 * libaio's {@code PADDED} macros expand to plain fields, so there are no {@code __pad} members.
 * <p>
 * All methods are static and stateless, so they are safe from any thread; the segments passed
 * in follow their own arena's thread rules.
 */
@SuppressWarnings("restricted")
public class iocb {

    iocb() {
        // Should not be called directly
    }

    private static final GroupLayout $LAYOUT = MemoryLayout.structLayout(
        libaio_h.C_POINTER.withName("data"),
        libaio_h.C_INT.withName("key"),
        libaio_h.C_INT.withName("aio_rw_flags"),
        libaio_h.C_SHORT.withName("aio_lio_opcode"),
        libaio_h.C_SHORT.withName("aio_reqprio"),
        libaio_h.C_INT.withName("aio_fildes"),
        iocb.u.layout().withName("u")
    ).withName("iocb");

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

    private static final OfInt key$LAYOUT = (OfInt)$LAYOUT.select(groupElement("key"));

    /**
     * Layout for field:
     * {@snippet lang=c :
     * unsigned int key
     * }
     */
    public static final OfInt key$layout() {
        return key$LAYOUT;
    }

    private static final long key$OFFSET = 8;

    /**
     * Offset for field:
     * {@snippet lang=c :
     * unsigned int key
     * }
     */
    public static final long key$offset() {
        return key$OFFSET;
    }

    /**
     * Getter for field:
     * {@snippet lang=c :
     * unsigned int key
     * }
     */
    public static int key(MemorySegment struct) {
        return struct.get(key$LAYOUT, key$OFFSET);
    }

    /**
     * Setter for field:
     * {@snippet lang=c :
     * unsigned int key
     * }
     */
    public static void key(MemorySegment struct, int fieldValue) {
        struct.set(key$LAYOUT, key$OFFSET, fieldValue);
    }

    private static final OfInt aio_rw_flags$LAYOUT = (OfInt)$LAYOUT.select(groupElement("aio_rw_flags"));

    /**
     * Layout for field:
     * {@snippet lang=c :
     * unsigned int aio_rw_flags
     * }
     */
    public static final OfInt aio_rw_flags$layout() {
        return aio_rw_flags$LAYOUT;
    }

    private static final long aio_rw_flags$OFFSET = 12;

    /**
     * Offset for field:
     * {@snippet lang=c :
     * unsigned int aio_rw_flags
     * }
     */
    public static final long aio_rw_flags$offset() {
        return aio_rw_flags$OFFSET;
    }

    /**
     * Getter for field:
     * {@snippet lang=c :
     * unsigned int aio_rw_flags
     * }
     */
    public static int aio_rw_flags(MemorySegment struct) {
        return struct.get(aio_rw_flags$LAYOUT, aio_rw_flags$OFFSET);
    }

    /**
     * Setter for field:
     * {@snippet lang=c :
     * unsigned int aio_rw_flags
     * }
     */
    public static void aio_rw_flags(MemorySegment struct, int fieldValue) {
        struct.set(aio_rw_flags$LAYOUT, aio_rw_flags$OFFSET, fieldValue);
    }

    private static final OfShort aio_lio_opcode$LAYOUT = (OfShort)$LAYOUT.select(groupElement("aio_lio_opcode"));

    /**
     * Layout for field:
     * {@snippet lang=c :
     * short aio_lio_opcode
     * }
     */
    public static final OfShort aio_lio_opcode$layout() {
        return aio_lio_opcode$LAYOUT;
    }

    private static final long aio_lio_opcode$OFFSET = 16;

    /**
     * Offset for field:
     * {@snippet lang=c :
     * short aio_lio_opcode
     * }
     */
    public static final long aio_lio_opcode$offset() {
        return aio_lio_opcode$OFFSET;
    }

    /**
     * Getter for field:
     * {@snippet lang=c :
     * short aio_lio_opcode
     * }
     */
    public static short aio_lio_opcode(MemorySegment struct) {
        return struct.get(aio_lio_opcode$LAYOUT, aio_lio_opcode$OFFSET);
    }

    /**
     * Setter for field:
     * {@snippet lang=c :
     * short aio_lio_opcode
     * }
     */
    public static void aio_lio_opcode(MemorySegment struct, short fieldValue) {
        struct.set(aio_lio_opcode$LAYOUT, aio_lio_opcode$OFFSET, fieldValue);
    }

    private static final OfShort aio_reqprio$LAYOUT = (OfShort)$LAYOUT.select(groupElement("aio_reqprio"));

    /**
     * Layout for field:
     * {@snippet lang=c :
     * short aio_reqprio
     * }
     */
    public static final OfShort aio_reqprio$layout() {
        return aio_reqprio$LAYOUT;
    }

    private static final long aio_reqprio$OFFSET = 18;

    /**
     * Offset for field:
     * {@snippet lang=c :
     * short aio_reqprio
     * }
     */
    public static final long aio_reqprio$offset() {
        return aio_reqprio$OFFSET;
    }

    /**
     * Getter for field:
     * {@snippet lang=c :
     * short aio_reqprio
     * }
     */
    public static short aio_reqprio(MemorySegment struct) {
        return struct.get(aio_reqprio$LAYOUT, aio_reqprio$OFFSET);
    }

    /**
     * Setter for field:
     * {@snippet lang=c :
     * short aio_reqprio
     * }
     */
    public static void aio_reqprio(MemorySegment struct, short fieldValue) {
        struct.set(aio_reqprio$LAYOUT, aio_reqprio$OFFSET, fieldValue);
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

    private static final long aio_fildes$OFFSET = 20;

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

    private static final GroupLayout u$LAYOUT = (GroupLayout)$LAYOUT.select(groupElement("u"));

    /**
     * Layout for field:
     * {@snippet lang=c :
     * union { ... } u
     * }
     */
    public static final GroupLayout u$layout() {
        return u$LAYOUT;
    }

    private static final long u$OFFSET = 24;

    /**
     * Offset for field:
     * {@snippet lang=c :
     * union { ... } u
     * }
     */
    public static final long u$offset() {
        return u$OFFSET;
    }

    /**
     * Getter for field:
     * {@snippet lang=c :
     * union { ... } u
     * }
     */
    public static MemorySegment u(MemorySegment struct) {
        return struct.asSlice(u$OFFSET, u$LAYOUT.byteSize());
    }

    /**
     * Setter for field:
     * {@snippet lang=c :
     * union { ... } u
     * }
     */
    public static void u(MemorySegment struct, MemorySegment fieldValue) {
        MemorySegment.copy(fieldValue, 0L, struct, u$OFFSET, u$LAYOUT.byteSize());
    }

    /**
     * {@snippet lang=c :
     * union {
     *     struct io_iocb_common c;
     *     struct io_iocb_vector v;
     *     struct io_iocb_poll poll;
     *     struct io_iocb_sockaddr saddr;
     * }
     * }
     */
    public static class u {

        u() {
            // Should not be called directly
        }

        private static final GroupLayout $LAYOUT = MemoryLayout.unionLayout(
            io_iocb_common.layout().withName("c"),
            io_iocb_vector.layout().withName("v"),
            io_iocb_poll.layout().withName("poll"),
            io_iocb_sockaddr.layout().withName("saddr")
        ).withName("$anon$142:2");

        /**
         * The layout of this union
         */
        public static final GroupLayout layout() {
            return $LAYOUT;
        }

        private static final GroupLayout c$LAYOUT = (GroupLayout)$LAYOUT.select(groupElement("c"));

        /**
         * Layout for field:
         * {@snippet lang=c :
         * struct io_iocb_common c
         * }
         */
        public static final GroupLayout c$layout() {
            return c$LAYOUT;
        }

        private static final long c$OFFSET = 0;

        /**
         * Offset for field:
         * {@snippet lang=c :
         * struct io_iocb_common c
         * }
         */
        public static final long c$offset() {
            return c$OFFSET;
        }

        /**
         * Getter for field:
         * {@snippet lang=c :
         * struct io_iocb_common c
         * }
         */
        public static MemorySegment c(MemorySegment struct) {
            return struct.asSlice(c$OFFSET, c$LAYOUT.byteSize());
        }

        /**
         * Setter for field:
         * {@snippet lang=c :
         * struct io_iocb_common c
         * }
         */
        public static void c(MemorySegment struct, MemorySegment fieldValue) {
            MemorySegment.copy(fieldValue, 0L, struct, c$OFFSET, c$LAYOUT.byteSize());
        }

        private static final GroupLayout v$LAYOUT = (GroupLayout)$LAYOUT.select(groupElement("v"));

        /**
         * Layout for field:
         * {@snippet lang=c :
         * struct io_iocb_vector v
         * }
         */
        public static final GroupLayout v$layout() {
            return v$LAYOUT;
        }

        private static final long v$OFFSET = 0;

        /**
         * Offset for field:
         * {@snippet lang=c :
         * struct io_iocb_vector v
         * }
         */
        public static final long v$offset() {
            return v$OFFSET;
        }

        /**
         * Getter for field:
         * {@snippet lang=c :
         * struct io_iocb_vector v
         * }
         */
        public static MemorySegment v(MemorySegment struct) {
            return struct.asSlice(v$OFFSET, v$LAYOUT.byteSize());
        }

        /**
         * Setter for field:
         * {@snippet lang=c :
         * struct io_iocb_vector v
         * }
         */
        public static void v(MemorySegment struct, MemorySegment fieldValue) {
            MemorySegment.copy(fieldValue, 0L, struct, v$OFFSET, v$LAYOUT.byteSize());
        }

        private static final GroupLayout poll$LAYOUT = (GroupLayout)$LAYOUT.select(groupElement("poll"));

        /**
         * Layout for field:
         * {@snippet lang=c :
         * struct io_iocb_poll poll
         * }
         */
        public static final GroupLayout poll$layout() {
            return poll$LAYOUT;
        }

        private static final long poll$OFFSET = 0;

        /**
         * Offset for field:
         * {@snippet lang=c :
         * struct io_iocb_poll poll
         * }
         */
        public static final long poll$offset() {
            return poll$OFFSET;
        }

        /**
         * Getter for field:
         * {@snippet lang=c :
         * struct io_iocb_poll poll
         * }
         */
        public static MemorySegment poll(MemorySegment struct) {
            return struct.asSlice(poll$OFFSET, poll$LAYOUT.byteSize());
        }

        /**
         * Setter for field:
         * {@snippet lang=c :
         * struct io_iocb_poll poll
         * }
         */
        public static void poll(MemorySegment struct, MemorySegment fieldValue) {
            MemorySegment.copy(fieldValue, 0L, struct, poll$OFFSET, poll$LAYOUT.byteSize());
        }

        private static final GroupLayout saddr$LAYOUT = (GroupLayout)$LAYOUT.select(groupElement("saddr"));

        /**
         * Layout for field:
         * {@snippet lang=c :
         * struct io_iocb_sockaddr saddr
         * }
         */
        public static final GroupLayout saddr$layout() {
            return saddr$LAYOUT;
        }

        private static final long saddr$OFFSET = 0;

        /**
         * Offset for field:
         * {@snippet lang=c :
         * struct io_iocb_sockaddr saddr
         * }
         */
        public static final long saddr$offset() {
            return saddr$OFFSET;
        }

        /**
         * Getter for field:
         * {@snippet lang=c :
         * struct io_iocb_sockaddr saddr
         * }
         */
        public static MemorySegment saddr(MemorySegment struct) {
            return struct.asSlice(saddr$OFFSET, saddr$LAYOUT.byteSize());
        }

        /**
         * Setter for field:
         * {@snippet lang=c :
         * struct io_iocb_sockaddr saddr
         * }
         */
        public static void saddr(MemorySegment struct, MemorySegment fieldValue) {
            MemorySegment.copy(fieldValue, 0L, struct, saddr$OFFSET, saddr$LAYOUT.byteSize());
        }

        /**
         * Obtains a slice of {@code array} which selects the array element at {@code index}.
         * The returned segment has address {@code array.address() + index * layout().byteSize()}
         */
        public static MemorySegment asSlice(MemorySegment array, long index) {
            return array.asSlice(layout().byteSize() * index);
        }

        /**
         * The size (in bytes) of this union
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
