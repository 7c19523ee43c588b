// jextract-shaped, hand-maintained; source header: bits/statfs.h via sys/statfs.h (glibc 2.36, x86_64 Linux)

package org.jfio.nativeheaders.libc;

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
import static java.lang.foreign.ValueLayout.OfLong;

/**
 * {@snippet lang=c :
 * struct statfs {
 *     __fsword_t f_type;
 *     __fsword_t f_bsize;
 *     __fsblkcnt_t f_blocks;
 *     __fsblkcnt_t f_bfree;
 *     __fsblkcnt_t f_bavail;
 *     __fsfilcnt_t f_files;
 *     __fsfilcnt_t f_ffree;
 *     __fsid_t f_fsid;
 *     __fsword_t f_namelen;
 *     __fsword_t f_frsize;
 *     __fsword_t f_flags;
 *     __fsword_t f_spare[4];
 * }
 * }
 *
 * The x86_64 {@code struct statfs} filled by {@link libc_h#statfs}: 120 bytes, 8-byte aligned.
 * {@code f_type} is the filesystem's magic number ({@code linux/magic.h}, e.g. {@code 0xEF53} for
 * ext2/3/4, {@code 0x01021994} for tmpfs). Block counts ({@code f_blocks}, {@code f_bfree}, {@code f_bavail})
 * are in units of {@code f_frsize} bytes (the fragment size; equal to {@code f_bsize} on Linux
 * filesystems); {@code f_bavail} is what an unprivileged user may still allocate, {@code f_bfree}
 * includes the root reserve. {@code f_flags} holds {@code ST_*} mount flags (Linux 2.6.36+).
 *
 * <p>One deliberate difference from jextract's output: {@code f_fsid} (the typedef'd anonymous
 * struct {@code __fsid_t}, {@code int __val[2]}) is modelled as an {@code int[2]} sequence here,
 * as the field is only copied, never interpreted; size and offset are pinned by {@code LibcAbiTest}.
 * <p>
 * All methods are static and stateless, so they are safe from any thread; the segments passed
 * in follow their own arena's thread rules.
 */
@SuppressWarnings("restricted")
public class statfs {

    statfs() {
        // Should not be called directly
    }

    private static final GroupLayout $LAYOUT = MemoryLayout.structLayout(
        libc_h.C_LONG.withName("f_type"),
        libc_h.C_LONG.withName("f_bsize"),
        libc_h.C_LONG.withName("f_blocks"),
        libc_h.C_LONG.withName("f_bfree"),
        libc_h.C_LONG.withName("f_bavail"),
        libc_h.C_LONG.withName("f_files"),
        libc_h.C_LONG.withName("f_ffree"),
        MemoryLayout.sequenceLayout(2, libc_h.C_INT).withName("f_fsid"),
        libc_h.C_LONG.withName("f_namelen"),
        libc_h.C_LONG.withName("f_frsize"),
        libc_h.C_LONG.withName("f_flags"),
        MemoryLayout.sequenceLayout(4, libc_h.C_LONG).withName("f_spare")
    ).withName("statfs");

    /**
     * The layout of this struct
     */
    public static final GroupLayout layout() {
        return $LAYOUT;
    }

    private static final OfLong f_type$LAYOUT = (OfLong)$LAYOUT.select(groupElement("f_type"));

    /**
     * Layout for field:
     * {@snippet lang=c :
     * __fsword_t f_type
     * }
     */
    public static final OfLong f_type$layout() {
        return f_type$LAYOUT;
    }

    private static final long f_type$OFFSET = 0;

    /**
     * Offset for field:
     * {@snippet lang=c :
     * __fsword_t f_type
     * }
     */
    public static final long f_type$offset() {
        return f_type$OFFSET;
    }

    /**
     * Getter for field:
     * {@snippet lang=c :
     * __fsword_t f_type
     * }
     */
    public static long f_type(MemorySegment struct) {
        return struct.get(f_type$LAYOUT, f_type$OFFSET);
    }

    /**
     * Setter for field:
     * {@snippet lang=c :
     * __fsword_t f_type
     * }
     */
    public static void f_type(MemorySegment struct, long fieldValue) {
        struct.set(f_type$LAYOUT, f_type$OFFSET, fieldValue);
    }

    private static final OfLong f_bsize$LAYOUT = (OfLong)$LAYOUT.select(groupElement("f_bsize"));

    /**
     * Layout for field:
     * {@snippet lang=c :
     * __fsword_t f_bsize
     * }
     */
    public static final OfLong f_bsize$layout() {
        return f_bsize$LAYOUT;
    }

    private static final long f_bsize$OFFSET = 8;

    /**
     * Offset for field:
     * {@snippet lang=c :
     * __fsword_t f_bsize
     * }
     */
    public static final long f_bsize$offset() {
        return f_bsize$OFFSET;
    }

    /**
     * Getter for field:
     * {@snippet lang=c :
     * __fsword_t f_bsize
     * }
     */
    public static long f_bsize(MemorySegment struct) {
        return struct.get(f_bsize$LAYOUT, f_bsize$OFFSET);
    }

    /**
     * Setter for field:
     * {@snippet lang=c :
     * __fsword_t f_bsize
     * }
     */
    public static void f_bsize(MemorySegment struct, long fieldValue) {
        struct.set(f_bsize$LAYOUT, f_bsize$OFFSET, fieldValue);
    }

    private static final OfLong f_blocks$LAYOUT = (OfLong)$LAYOUT.select(groupElement("f_blocks"));

    /**
     * Layout for field:
     * {@snippet lang=c :
     * __fsblkcnt_t f_blocks
     * }
     */
    public static final OfLong f_blocks$layout() {
        return f_blocks$LAYOUT;
    }

    private static final long f_blocks$OFFSET = 16;

    /**
     * Offset for field:
     * {@snippet lang=c :
     * __fsblkcnt_t f_blocks
     * }
     */
    public static final long f_blocks$offset() {
        return f_blocks$OFFSET;
    }

    /**
     * Getter for field:
     * {@snippet lang=c :
     * __fsblkcnt_t f_blocks
     * }
     */
    public static long f_blocks(MemorySegment struct) {
        return struct.get(f_blocks$LAYOUT, f_blocks$OFFSET);
    }

    /**
     * Setter for field:
     * {@snippet lang=c :
     * __fsblkcnt_t f_blocks
     * }
     */
    public static void f_blocks(MemorySegment struct, long fieldValue) {
        struct.set(f_blocks$LAYOUT, f_blocks$OFFSET, fieldValue);
    }

    private static final OfLong f_bfree$LAYOUT = (OfLong)$LAYOUT.select(groupElement("f_bfree"));

    /**
     * Layout for field:
     * {@snippet lang=c :
     * __fsblkcnt_t f_bfree
     * }
     */
    public static final OfLong f_bfree$layout() {
        return f_bfree$LAYOUT;
    }

    private static final long f_bfree$OFFSET = 24;

    /**
     * Offset for field:
     * {@snippet lang=c :
     * __fsblkcnt_t f_bfree
     * }
     */
    public static final long f_bfree$offset() {
        return f_bfree$OFFSET;
    }

    /**
     * Getter for field:
     * {@snippet lang=c :
     * __fsblkcnt_t f_bfree
     * }
     */
    public static long f_bfree(MemorySegment struct) {
        return struct.get(f_bfree$LAYOUT, f_bfree$OFFSET);
    }

    /**
     * Setter for field:
     * {@snippet lang=c :
     * __fsblkcnt_t f_bfree
     * }
     */
    public static void f_bfree(MemorySegment struct, long fieldValue) {
        struct.set(f_bfree$LAYOUT, f_bfree$OFFSET, fieldValue);
    }

    private static final OfLong f_bavail$LAYOUT = (OfLong)$LAYOUT.select(groupElement("f_bavail"));

    /**
     * Layout for field:
     * {@snippet lang=c :
     * __fsblkcnt_t f_bavail
     * }
     */
    public static final OfLong f_bavail$layout() {
        return f_bavail$LAYOUT;
    }

    private static final long f_bavail$OFFSET = 32;

    /**
     * Offset for field:
     * {@snippet lang=c :
     * __fsblkcnt_t f_bavail
     * }
     */
    public static final long f_bavail$offset() {
        return f_bavail$OFFSET;
    }

    /**
     * Getter for field:
     * {@snippet lang=c :
     * __fsblkcnt_t f_bavail
     * }
     */
    public static long f_bavail(MemorySegment struct) {
        return struct.get(f_bavail$LAYOUT, f_bavail$OFFSET);
    }

    /**
     * Setter for field:
     * {@snippet lang=c :
     * __fsblkcnt_t f_bavail
     * }
     */
    public static void f_bavail(MemorySegment struct, long fieldValue) {
        struct.set(f_bavail$LAYOUT, f_bavail$OFFSET, fieldValue);
    }

    private static final OfLong f_files$LAYOUT = (OfLong)$LAYOUT.select(groupElement("f_files"));

    /**
     * Layout for field:
     * {@snippet lang=c :
     * __fsfilcnt_t f_files
     * }
     */
    public static final OfLong f_files$layout() {
        return f_files$LAYOUT;
    }

    private static final long f_files$OFFSET = 40;

    /**
     * Offset for field:
     * {@snippet lang=c :
     * __fsfilcnt_t f_files
     * }
     */
    public static final long f_files$offset() {
        return f_files$OFFSET;
    }

    /**
     * Getter for field:
     * {@snippet lang=c :
     * __fsfilcnt_t f_files
     * }
     */
    public static long f_files(MemorySegment struct) {
        return struct.get(f_files$LAYOUT, f_files$OFFSET);
    }

    /**
     * Setter for field:
     * {@snippet lang=c :
     * __fsfilcnt_t f_files
     * }
     */
    public static void f_files(MemorySegment struct, long fieldValue) {
        struct.set(f_files$LAYOUT, f_files$OFFSET, fieldValue);
    }

    private static final OfLong f_ffree$LAYOUT = (OfLong)$LAYOUT.select(groupElement("f_ffree"));

    /**
     * Layout for field:
     * {@snippet lang=c :
     * __fsfilcnt_t f_ffree
     * }
     */
    public static final OfLong f_ffree$layout() {
        return f_ffree$LAYOUT;
    }

    private static final long f_ffree$OFFSET = 48;

    /**
     * Offset for field:
     * {@snippet lang=c :
     * __fsfilcnt_t f_ffree
     * }
     */
    public static final long f_ffree$offset() {
        return f_ffree$OFFSET;
    }

    /**
     * Getter for field:
     * {@snippet lang=c :
     * __fsfilcnt_t f_ffree
     * }
     */
    public static long f_ffree(MemorySegment struct) {
        return struct.get(f_ffree$LAYOUT, f_ffree$OFFSET);
    }

    /**
     * Setter for field:
     * {@snippet lang=c :
     * __fsfilcnt_t f_ffree
     * }
     */
    public static void f_ffree(MemorySegment struct, long fieldValue) {
        struct.set(f_ffree$LAYOUT, f_ffree$OFFSET, fieldValue);
    }

    private static final SequenceLayout f_fsid$LAYOUT = (SequenceLayout)$LAYOUT.select(groupElement("f_fsid"));

    /**
     * Layout for field:
     * {@snippet lang=c :
     * __fsid_t f_fsid[2]
     * }
     */
    public static final SequenceLayout f_fsid$layout() {
        return f_fsid$LAYOUT;
    }

    private static final long f_fsid$OFFSET = 56;

    /**
     * Offset for field:
     * {@snippet lang=c :
     * __fsid_t f_fsid[2]
     * }
     */
    public static final long f_fsid$offset() {
        return f_fsid$OFFSET;
    }

    /**
     * Getter for field:
     * {@snippet lang=c :
     * __fsid_t f_fsid[2]
     * }
     */
    public static MemorySegment f_fsid(MemorySegment struct) {
        return struct.asSlice(f_fsid$OFFSET, f_fsid$LAYOUT.byteSize());
    }

    /**
     * Setter for field:
     * {@snippet lang=c :
     * __fsid_t f_fsid[2]
     * }
     */
    public static void f_fsid(MemorySegment struct, MemorySegment fieldValue) {
        MemorySegment.copy(fieldValue, 0L, struct, f_fsid$OFFSET, f_fsid$LAYOUT.byteSize());
    }

    private static final long[] f_fsid$DIMS = { 2 };

    /**
     * Dimensions for array field:
     * {@snippet lang=c :
     * __fsid_t f_fsid[2]
     * }
     */
    public static long[] f_fsid$dimensions() {
        return f_fsid$DIMS.clone();
    }

    private static final VarHandle f_fsid$ELEM_HANDLE = $LAYOUT.varHandle(groupElement("f_fsid"), sequenceElement());

    /**
     * Indexed getter for field:
     * {@snippet lang=c :
     * __fsid_t f_fsid[2]
     * }
     */
    public static int f_fsid(MemorySegment struct, long index0) {
        return (int)f_fsid$ELEM_HANDLE.get(struct, 0L, index0);
    }

    /**
     * Indexed setter for field:
     * {@snippet lang=c :
     * __fsid_t f_fsid[2]
     * }
     */
    public static void f_fsid(MemorySegment struct, long index0, int fieldValue) {
        f_fsid$ELEM_HANDLE.set(struct, 0L, index0, fieldValue);
    }

    private static final OfLong f_namelen$LAYOUT = (OfLong)$LAYOUT.select(groupElement("f_namelen"));

    /**
     * Layout for field:
     * {@snippet lang=c :
     * __fsword_t f_namelen
     * }
     */
    public static final OfLong f_namelen$layout() {
        return f_namelen$LAYOUT;
    }

    private static final long f_namelen$OFFSET = 64;

    /**
     * Offset for field:
     * {@snippet lang=c :
     * __fsword_t f_namelen
     * }
     */
    public static final long f_namelen$offset() {
        return f_namelen$OFFSET;
    }

    /**
     * Getter for field:
     * {@snippet lang=c :
     * __fsword_t f_namelen
     * }
     */
    public static long f_namelen(MemorySegment struct) {
        return struct.get(f_namelen$LAYOUT, f_namelen$OFFSET);
    }

    /**
     * Setter for field:
     * {@snippet lang=c :
     * __fsword_t f_namelen
     * }
     */
    public static void f_namelen(MemorySegment struct, long fieldValue) {
        struct.set(f_namelen$LAYOUT, f_namelen$OFFSET, fieldValue);
    }

    private static final OfLong f_frsize$LAYOUT = (OfLong)$LAYOUT.select(groupElement("f_frsize"));

    /**
     * Layout for field:
     * {@snippet lang=c :
     * __fsword_t f_frsize
     * }
     */
    public static final OfLong f_frsize$layout() {
        return f_frsize$LAYOUT;
    }

    private static final long f_frsize$OFFSET = 72;

    /**
     * Offset for field:
     * {@snippet lang=c :
     * __fsword_t f_frsize
     * }
     */
    public static final long f_frsize$offset() {
        return f_frsize$OFFSET;
    }

    /**
     * Getter for field:
     * {@snippet lang=c :
     * __fsword_t f_frsize
     * }
     */
    public static long f_frsize(MemorySegment struct) {
        return struct.get(f_frsize$LAYOUT, f_frsize$OFFSET);
    }

    /**
     * Setter for field:
     * {@snippet lang=c :
     * __fsword_t f_frsize
     * }
     */
    public static void f_frsize(MemorySegment struct, long fieldValue) {
        struct.set(f_frsize$LAYOUT, f_frsize$OFFSET, fieldValue);
    }

    private static final OfLong f_flags$LAYOUT = (OfLong)$LAYOUT.select(groupElement("f_flags"));

    /**
     * Layout for field:
     * {@snippet lang=c :
     * __fsword_t f_flags
     * }
     */
    public static final OfLong f_flags$layout() {
        return f_flags$LAYOUT;
    }

    private static final long f_flags$OFFSET = 80;

    /**
     * Offset for field:
     * {@snippet lang=c :
     * __fsword_t f_flags
     * }
     */
    public static final long f_flags$offset() {
        return f_flags$OFFSET;
    }

    /**
     * Getter for field:
     * {@snippet lang=c :
     * __fsword_t f_flags
     * }
     */
    public static long f_flags(MemorySegment struct) {
        return struct.get(f_flags$LAYOUT, f_flags$OFFSET);
    }

    /**
     * Setter for field:
     * {@snippet lang=c :
     * __fsword_t f_flags
     * }
     */
    public static void f_flags(MemorySegment struct, long fieldValue) {
        struct.set(f_flags$LAYOUT, f_flags$OFFSET, fieldValue);
    }

    private static final SequenceLayout f_spare$LAYOUT = (SequenceLayout)$LAYOUT.select(groupElement("f_spare"));

    /**
     * Layout for field:
     * {@snippet lang=c :
     * __fsword_t f_spare[4]
     * }
     */
    public static final SequenceLayout f_spare$layout() {
        return f_spare$LAYOUT;
    }

    private static final long f_spare$OFFSET = 88;

    /**
     * Offset for field:
     * {@snippet lang=c :
     * __fsword_t f_spare[4]
     * }
     */
    public static final long f_spare$offset() {
        return f_spare$OFFSET;
    }

    /**
     * Getter for field:
     * {@snippet lang=c :
     * __fsword_t f_spare[4]
     * }
     */
    public static MemorySegment f_spare(MemorySegment struct) {
        return struct.asSlice(f_spare$OFFSET, f_spare$LAYOUT.byteSize());
    }

    /**
     * Setter for field:
     * {@snippet lang=c :
     * __fsword_t f_spare[4]
     * }
     */
    public static void f_spare(MemorySegment struct, MemorySegment fieldValue) {
        MemorySegment.copy(fieldValue, 0L, struct, f_spare$OFFSET, f_spare$LAYOUT.byteSize());
    }

    private static final long[] f_spare$DIMS = { 4 };

    /**
     * Dimensions for array field:
     * {@snippet lang=c :
     * __fsword_t f_spare[4]
     * }
     */
    public static long[] f_spare$dimensions() {
        return f_spare$DIMS.clone();
    }

    private static final VarHandle f_spare$ELEM_HANDLE = $LAYOUT.varHandle(groupElement("f_spare"), sequenceElement());

    /**
     * Indexed getter for field:
     * {@snippet lang=c :
     * __fsword_t f_spare[4]
     * }
     */
    public static long f_spare(MemorySegment struct, long index0) {
        return (long)f_spare$ELEM_HANDLE.get(struct, 0L, index0);
    }

    /**
     * Indexed setter for field:
     * {@snippet lang=c :
     * __fsword_t f_spare[4]
     * }
     */
    public static void f_spare(MemorySegment struct, long index0, long fieldValue) {
        f_spare$ELEM_HANDLE.set(struct, 0L, index0, fieldValue);
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
