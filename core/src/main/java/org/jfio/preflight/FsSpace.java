package org.jfio.preflight;

import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.nio.file.Path;
import java.util.Optional;

import org.jfio.nativeheaders.libc.libc_h;
import org.jfio.nativeheaders.libc.statfs;

/**
 * The size and free space of the filesystem holding a path, from {@code statfs(2)}.
 *
 * @param typeMagic      {@code f_type}, e.g. {@code 0xEF53} (ext2/3/4)
 * @param totalBytes     size of the filesystem
 * @param freeBytes      free, including the blocks reserved for root ({@code f_bfree})
 * @param availableBytes free for unprivileged users ({@code f_bavail})
 */
public record FsSpace(long typeMagic, long totalBytes, long freeBytes, long availableBytes) {

    /** @return the figures for the filesystem holding {@code path}, or empty when statfs fails */
    public static Optional<FsSpace> of(Path path) {
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment buf = statfs.allocate(arena);
            if (libc_h.statfs(libc_h.allocateCallState(arena), arena.allocateFrom(path.toString()), buf) != 0) {
                return Optional.empty();
            }
            long unit = statfs.f_frsize(buf) > 0 ? statfs.f_frsize(buf) : statfs.f_bsize(buf);
            return Optional.of(new FsSpace(statfs.f_type(buf), statfs.f_blocks(buf) * unit,
                    statfs.f_bfree(buf) * unit, statfs.f_bavail(buf) * unit));
        }
    }
}
