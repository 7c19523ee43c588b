// jextract-shaped, hand-maintained; source header: sys/utsname.h (glibc 2.36, x86_64 Linux)

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

/**
 * {@snippet lang=c :
 * struct utsname {
 *     char sysname[65];
 *     char nodename[65];
 *     char release[65];
 *     char version[65];
 *     char machine[65];
 *     char domainname[65];
 * }
 * }
 *
 * The {@code struct utsname} filled by {@link libc_h#uname}: six NUL-terminated strings of
 * 65 bytes each ({@code _UTSNAME_LENGTH}), 390 bytes, byte-aligned: the kernel name ({@code Linux}),
 * the host name, the kernel release (e.g. {@code 6.1.0-18-amd64}), its build version, the machine
 * ({@code x86_64}) and the NIS domain name ({@code domainname} is the GNU name; {@code _GNU_SOURCE}).
 * Read a field with {@code sysname(struct).getString(0)}.
 * <p>
 * All methods are static and stateless, so they are safe from any thread; the segments passed
 * in follow their own arena's thread rules.
 */
@SuppressWarnings("restricted")
public class utsname {

    utsname() {
        // Should not be called directly
    }

    private static final GroupLayout $LAYOUT = MemoryLayout.structLayout(
        MemoryLayout.sequenceLayout(65, libc_h.C_CHAR).withName("sysname"),
        MemoryLayout.sequenceLayout(65, libc_h.C_CHAR).withName("nodename"),
        MemoryLayout.sequenceLayout(65, libc_h.C_CHAR).withName("release"),
        MemoryLayout.sequenceLayout(65, libc_h.C_CHAR).withName("version"),
        MemoryLayout.sequenceLayout(65, libc_h.C_CHAR).withName("machine"),
        MemoryLayout.sequenceLayout(65, libc_h.C_CHAR).withName("domainname")
    ).withName("utsname");

    /**
     * The layout of this struct
     */
    public static final GroupLayout layout() {
        return $LAYOUT;
    }

    private static final SequenceLayout sysname$LAYOUT = (SequenceLayout)$LAYOUT.select(groupElement("sysname"));

    /**
     * Layout for field:
     * {@snippet lang=c :
     * char sysname[65]
     * }
     */
    public static final SequenceLayout sysname$layout() {
        return sysname$LAYOUT;
    }

    private static final long sysname$OFFSET = 0;

    /**
     * Offset for field:
     * {@snippet lang=c :
     * char sysname[65]
     * }
     */
    public static final long sysname$offset() {
        return sysname$OFFSET;
    }

    /**
     * Getter for field:
     * {@snippet lang=c :
     * char sysname[65]
     * }
     */
    public static MemorySegment sysname(MemorySegment struct) {
        return struct.asSlice(sysname$OFFSET, sysname$LAYOUT.byteSize());
    }

    /**
     * Setter for field:
     * {@snippet lang=c :
     * char sysname[65]
     * }
     */
    public static void sysname(MemorySegment struct, MemorySegment fieldValue) {
        MemorySegment.copy(fieldValue, 0L, struct, sysname$OFFSET, sysname$LAYOUT.byteSize());
    }

    private static final long[] sysname$DIMS = { 65 };

    /**
     * Dimensions for array field:
     * {@snippet lang=c :
     * char sysname[65]
     * }
     */
    public static long[] sysname$dimensions() {
        return sysname$DIMS.clone();
    }

    private static final VarHandle sysname$ELEM_HANDLE = $LAYOUT.varHandle(groupElement("sysname"), sequenceElement());

    /**
     * Indexed getter for field:
     * {@snippet lang=c :
     * char sysname[65]
     * }
     */
    public static byte sysname(MemorySegment struct, long index0) {
        return (byte)sysname$ELEM_HANDLE.get(struct, 0L, index0);
    }

    /**
     * Indexed setter for field:
     * {@snippet lang=c :
     * char sysname[65]
     * }
     */
    public static void sysname(MemorySegment struct, long index0, byte fieldValue) {
        sysname$ELEM_HANDLE.set(struct, 0L, index0, fieldValue);
    }

    private static final SequenceLayout nodename$LAYOUT = (SequenceLayout)$LAYOUT.select(groupElement("nodename"));

    /**
     * Layout for field:
     * {@snippet lang=c :
     * char nodename[65]
     * }
     */
    public static final SequenceLayout nodename$layout() {
        return nodename$LAYOUT;
    }

    private static final long nodename$OFFSET = 65;

    /**
     * Offset for field:
     * {@snippet lang=c :
     * char nodename[65]
     * }
     */
    public static final long nodename$offset() {
        return nodename$OFFSET;
    }

    /**
     * Getter for field:
     * {@snippet lang=c :
     * char nodename[65]
     * }
     */
    public static MemorySegment nodename(MemorySegment struct) {
        return struct.asSlice(nodename$OFFSET, nodename$LAYOUT.byteSize());
    }

    /**
     * Setter for field:
     * {@snippet lang=c :
     * char nodename[65]
     * }
     */
    public static void nodename(MemorySegment struct, MemorySegment fieldValue) {
        MemorySegment.copy(fieldValue, 0L, struct, nodename$OFFSET, nodename$LAYOUT.byteSize());
    }

    private static final long[] nodename$DIMS = { 65 };

    /**
     * Dimensions for array field:
     * {@snippet lang=c :
     * char nodename[65]
     * }
     */
    public static long[] nodename$dimensions() {
        return nodename$DIMS.clone();
    }

    private static final VarHandle nodename$ELEM_HANDLE = $LAYOUT.varHandle(groupElement("nodename"), sequenceElement());

    /**
     * Indexed getter for field:
     * {@snippet lang=c :
     * char nodename[65]
     * }
     */
    public static byte nodename(MemorySegment struct, long index0) {
        return (byte)nodename$ELEM_HANDLE.get(struct, 0L, index0);
    }

    /**
     * Indexed setter for field:
     * {@snippet lang=c :
     * char nodename[65]
     * }
     */
    public static void nodename(MemorySegment struct, long index0, byte fieldValue) {
        nodename$ELEM_HANDLE.set(struct, 0L, index0, fieldValue);
    }

    private static final SequenceLayout release$LAYOUT = (SequenceLayout)$LAYOUT.select(groupElement("release"));

    /**
     * Layout for field:
     * {@snippet lang=c :
     * char release[65]
     * }
     */
    public static final SequenceLayout release$layout() {
        return release$LAYOUT;
    }

    private static final long release$OFFSET = 130;

    /**
     * Offset for field:
     * {@snippet lang=c :
     * char release[65]
     * }
     */
    public static final long release$offset() {
        return release$OFFSET;
    }

    /**
     * Getter for field:
     * {@snippet lang=c :
     * char release[65]
     * }
     */
    public static MemorySegment release(MemorySegment struct) {
        return struct.asSlice(release$OFFSET, release$LAYOUT.byteSize());
    }

    /**
     * Setter for field:
     * {@snippet lang=c :
     * char release[65]
     * }
     */
    public static void release(MemorySegment struct, MemorySegment fieldValue) {
        MemorySegment.copy(fieldValue, 0L, struct, release$OFFSET, release$LAYOUT.byteSize());
    }

    private static final long[] release$DIMS = { 65 };

    /**
     * Dimensions for array field:
     * {@snippet lang=c :
     * char release[65]
     * }
     */
    public static long[] release$dimensions() {
        return release$DIMS.clone();
    }

    private static final VarHandle release$ELEM_HANDLE = $LAYOUT.varHandle(groupElement("release"), sequenceElement());

    /**
     * Indexed getter for field:
     * {@snippet lang=c :
     * char release[65]
     * }
     */
    public static byte release(MemorySegment struct, long index0) {
        return (byte)release$ELEM_HANDLE.get(struct, 0L, index0);
    }

    /**
     * Indexed setter for field:
     * {@snippet lang=c :
     * char release[65]
     * }
     */
    public static void release(MemorySegment struct, long index0, byte fieldValue) {
        release$ELEM_HANDLE.set(struct, 0L, index0, fieldValue);
    }

    private static final SequenceLayout version$LAYOUT = (SequenceLayout)$LAYOUT.select(groupElement("version"));

    /**
     * Layout for field:
     * {@snippet lang=c :
     * char version[65]
     * }
     */
    public static final SequenceLayout version$layout() {
        return version$LAYOUT;
    }

    private static final long version$OFFSET = 195;

    /**
     * Offset for field:
     * {@snippet lang=c :
     * char version[65]
     * }
     */
    public static final long version$offset() {
        return version$OFFSET;
    }

    /**
     * Getter for field:
     * {@snippet lang=c :
     * char version[65]
     * }
     */
    public static MemorySegment version(MemorySegment struct) {
        return struct.asSlice(version$OFFSET, version$LAYOUT.byteSize());
    }

    /**
     * Setter for field:
     * {@snippet lang=c :
     * char version[65]
     * }
     */
    public static void version(MemorySegment struct, MemorySegment fieldValue) {
        MemorySegment.copy(fieldValue, 0L, struct, version$OFFSET, version$LAYOUT.byteSize());
    }

    private static final long[] version$DIMS = { 65 };

    /**
     * Dimensions for array field:
     * {@snippet lang=c :
     * char version[65]
     * }
     */
    public static long[] version$dimensions() {
        return version$DIMS.clone();
    }

    private static final VarHandle version$ELEM_HANDLE = $LAYOUT.varHandle(groupElement("version"), sequenceElement());

    /**
     * Indexed getter for field:
     * {@snippet lang=c :
     * char version[65]
     * }
     */
    public static byte version(MemorySegment struct, long index0) {
        return (byte)version$ELEM_HANDLE.get(struct, 0L, index0);
    }

    /**
     * Indexed setter for field:
     * {@snippet lang=c :
     * char version[65]
     * }
     */
    public static void version(MemorySegment struct, long index0, byte fieldValue) {
        version$ELEM_HANDLE.set(struct, 0L, index0, fieldValue);
    }

    private static final SequenceLayout machine$LAYOUT = (SequenceLayout)$LAYOUT.select(groupElement("machine"));

    /**
     * Layout for field:
     * {@snippet lang=c :
     * char machine[65]
     * }
     */
    public static final SequenceLayout machine$layout() {
        return machine$LAYOUT;
    }

    private static final long machine$OFFSET = 260;

    /**
     * Offset for field:
     * {@snippet lang=c :
     * char machine[65]
     * }
     */
    public static final long machine$offset() {
        return machine$OFFSET;
    }

    /**
     * Getter for field:
     * {@snippet lang=c :
     * char machine[65]
     * }
     */
    public static MemorySegment machine(MemorySegment struct) {
        return struct.asSlice(machine$OFFSET, machine$LAYOUT.byteSize());
    }

    /**
     * Setter for field:
     * {@snippet lang=c :
     * char machine[65]
     * }
     */
    public static void machine(MemorySegment struct, MemorySegment fieldValue) {
        MemorySegment.copy(fieldValue, 0L, struct, machine$OFFSET, machine$LAYOUT.byteSize());
    }

    private static final long[] machine$DIMS = { 65 };

    /**
     * Dimensions for array field:
     * {@snippet lang=c :
     * char machine[65]
     * }
     */
    public static long[] machine$dimensions() {
        return machine$DIMS.clone();
    }

    private static final VarHandle machine$ELEM_HANDLE = $LAYOUT.varHandle(groupElement("machine"), sequenceElement());

    /**
     * Indexed getter for field:
     * {@snippet lang=c :
     * char machine[65]
     * }
     */
    public static byte machine(MemorySegment struct, long index0) {
        return (byte)machine$ELEM_HANDLE.get(struct, 0L, index0);
    }

    /**
     * Indexed setter for field:
     * {@snippet lang=c :
     * char machine[65]
     * }
     */
    public static void machine(MemorySegment struct, long index0, byte fieldValue) {
        machine$ELEM_HANDLE.set(struct, 0L, index0, fieldValue);
    }

    private static final SequenceLayout domainname$LAYOUT = (SequenceLayout)$LAYOUT.select(groupElement("domainname"));

    /**
     * Layout for field:
     * {@snippet lang=c :
     * char domainname[65]
     * }
     */
    public static final SequenceLayout domainname$layout() {
        return domainname$LAYOUT;
    }

    private static final long domainname$OFFSET = 325;

    /**
     * Offset for field:
     * {@snippet lang=c :
     * char domainname[65]
     * }
     */
    public static final long domainname$offset() {
        return domainname$OFFSET;
    }

    /**
     * Getter for field:
     * {@snippet lang=c :
     * char domainname[65]
     * }
     */
    public static MemorySegment domainname(MemorySegment struct) {
        return struct.asSlice(domainname$OFFSET, domainname$LAYOUT.byteSize());
    }

    /**
     * Setter for field:
     * {@snippet lang=c :
     * char domainname[65]
     * }
     */
    public static void domainname(MemorySegment struct, MemorySegment fieldValue) {
        MemorySegment.copy(fieldValue, 0L, struct, domainname$OFFSET, domainname$LAYOUT.byteSize());
    }

    private static final long[] domainname$DIMS = { 65 };

    /**
     * Dimensions for array field:
     * {@snippet lang=c :
     * char domainname[65]
     * }
     */
    public static long[] domainname$dimensions() {
        return domainname$DIMS.clone();
    }

    private static final VarHandle domainname$ELEM_HANDLE = $LAYOUT.varHandle(groupElement("domainname"), sequenceElement());

    /**
     * Indexed getter for field:
     * {@snippet lang=c :
     * char domainname[65]
     * }
     */
    public static byte domainname(MemorySegment struct, long index0) {
        return (byte)domainname$ELEM_HANDLE.get(struct, 0L, index0);
    }

    /**
     * Indexed setter for field:
     * {@snippet lang=c :
     * char domainname[65]
     * }
     */
    public static void domainname(MemorySegment struct, long index0, byte fieldValue) {
        domainname$ELEM_HANDLE.set(struct, 0L, index0, fieldValue);
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
