package org.jfio.preflight;

import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.nio.file.Path;
import java.util.Optional;

import org.jfio.nativeheaders.libc.libc_h;
import org.jfio.nativeheaders.libc.statx;

/**
 * What {@code statx(2)} says about a file: its type, size, allocated blocks, the device it lives
 * on (or is, for a block device) and the O_DIRECT alignment ({@code STATX_DIOALIGN}, Linux 6.1+
 * for files, 6.11+ for block devices). One place for these reads: the preflight asks by path,
 * job threads by open descriptor ({@link #ofDescriptor}).
 *
 * @param mode          {@code stx_mode}: type and permission bits
 * @param sizeBytes     {@code stx_size} (0 for a block device; see {@link SysBlock#sizeBytes})
 * @param allocatedBytes {@code stx_blocks} times 512: the bytes the filesystem holds for the file
 * @param devMajor      major of the device holding the file
 * @param devMinor      minor of the device holding the file
 * @param rdevMajor     major of the device the file is (block and character devices), else 0
 * @param rdevMinor     minor of the device the file is, else 0
 * @param dioOffsetAlign O_DIRECT offset and length alignment in bytes, 0 when the kernel or
 *                      filesystem does not say
 * @param dioMemAlign   O_DIRECT buffer address alignment in bytes, 0 when unknown
 */
public record FileStatus(int mode, long sizeBytes, long allocatedBytes, int devMajor, int devMinor,
        int rdevMajor, int rdevMinor, long dioOffsetAlign, long dioMemAlign) {

    /** @return true for a block device */
    public boolean isBlockDevice() {
        return (mode & libc_h.S_IFMT()) == libc_h.S_IFBLK();
    }

    /** @return true for a character device, e.g. {@code /dev/null} ({@code S_IFCHR}, 0020000 in {@code <sys/stat.h>}) */
    public boolean isCharDevice() {
        return (mode & libc_h.S_IFMT()) == 0020000;
    }

    /**
     * @return what the file is, for messages: {@code a regular file}, {@code a directory},
     *         {@code a block device}, {@code a character device}, {@code a FIFO (named pipe)},
     *         {@code a socket} (the {@code S_IF*} types of {@code <sys/stat.h>})
     */
    public String kind() {
        return switch (mode & libc_h.S_IFMT()) {
            case 0100000 -> "a regular file";
            case 0040000 -> "a directory";
            case 0060000 -> "a block device";
            case 0020000 -> "a character device";
            case 0010000 -> "a FIFO (named pipe)";
            case 0140000 -> "a socket";
            default -> "a file of type 0" + Integer.toOctalString(mode & libc_h.S_IFMT());
        };
    }

    /** @return true for a regular file */
    public boolean isRegularFile() {
        return (mode & libc_h.S_IFMT()) == libc_h.S_IFREG();
    }

    /** @return true for a directory */
    public boolean isDirectory() {
        return (mode & libc_h.S_IFMT()) == libc_h.S_IFDIR();
    }

    /** @return {@code major:minor} of the device the file is on */
    public String device() {
        return devMajor + ":" + devMinor;
    }

    /**
     * @param path a path; symbolic links are followed
     * @return its status, or empty when it cannot be read (missing, no permission)
     */
    public static Optional<FileStatus> of(Path path) {
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment state = libc_h.allocateCallState(arena);
            return read(arena, state, libc_h.AT_FDCWD(), arena.allocateFrom(path.toString()), 0);
        }
    }

    /**
     * @param arena     where the statx buffer is allocated (the caller's, e.g. a job thread's)
     * @param callState errno capture segment of the calling thread
     * @param fd        an open descriptor
     * @return its status, or empty when statx fails
     */
    public static Optional<FileStatus> ofDescriptor(Arena arena, MemorySegment callState, int fd) {
        return read(arena, callState, fd, arena.allocateFrom(""), libc_h.AT_EMPTY_PATH());
    }

    private static Optional<FileStatus> read(Arena arena, MemorySegment state, int dirfd, MemorySegment path, int flags) {
        MemorySegment stx = statx.allocate(arena);
        int mask = libc_h.STATX_BASIC_STATS() | libc_h.STATX_DIOALIGN();
        if (libc_h.statx(state, dirfd, path, flags, mask, stx) != 0) {
            return Optional.empty();
        }
        boolean dio = (statx.stx_mask(stx) & libc_h.STATX_DIOALIGN()) != 0;
        return Optional.of(new FileStatus(Short.toUnsignedInt(statx.stx_mode(stx)), statx.stx_size(stx),
                statx.stx_blocks(stx) * 512, statx.stx_dev_major(stx), statx.stx_dev_minor(stx),
                statx.stx_rdev_major(stx), statx.stx_rdev_minor(stx),
                dio ? Integer.toUnsignedLong(statx.stx_dio_offset_align(stx)) : 0,
                dio ? Integer.toUnsignedLong(statx.stx_dio_mem_align(stx)) : 0));
    }
}
