package org.jfio.run;

import java.io.IOException;
import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.nio.file.Files;
import java.nio.file.Path;

import org.jfio.job.Buffers;
import org.jfio.nativeheaders.libc.libc_h;
import org.jfio.spi.JfioException;
import org.jfio.spi.NativeCallException;

/**
 * Where a clone's I/O buffers come from: fio 3.33's {@code mem} (its {@code memory.c}).
 * <ul>
 *   <li>{@code malloc}: the clone's {@link Arena} (malloc underneath), aligned to a page;</li>
 *   <li>{@code shm}, {@code shmhuge}: a System V segment ({@code shmget(IPC_PRIVATE)} and
 *       {@code shmat}, with {@code SHM_HUGETLB} and the size rounded up to {@code hugepage-size}
 *       for shmhuge), marked for removal at once so it never outlives the run;</li>
 *   <li>{@code mmap}, {@code mmapshared}, {@code mmaphuge}: {@code mmap(2)}, anonymous and private
 *       (with {@code MAP_HUGETLB} for mmaphuge), or of {@code :FILE}, opened {@code O_RDWR|O_CREAT}:
 *       a file jfio creates is sized to the buffers, a file that was there must already be long
 *       enough (fio ftruncates it to the buffers' size; jfio never changes the length of a file it
 *       did not create); {@code mmap} maps it {@code MAP_PRIVATE},
 *       mmapshared and mmaphuge (a file on hugetlbfs) {@code MAP_SHARED}. A file jfio created is deleted when the clone ends.</li>
 * </ul>
 * Huge pages must be reserved ({@code HugePages_Total} in {@code /proc/meminfo}); without them a
 * huge source is refused with one line saying so. The memory is released when the clone's arena
 * closes. Setup only, never per I/O.
 */
final class IoMemory {
    private static final long PAGE_BYTES = 4096;
    private static final Path MEMINFO = Path.of("/proc/meminfo");

    private IoMemory() {
    }

    /**
     * @return {@code bytes} of buffer memory from the job's {@code mem} source, page aligned, freed
     *         when {@code arena} closes
     * @throws JfioException when huge pages are asked for and none are reserved
     * @throws NativeCallException when the kernel refuses (errno and the call)
     */
    static MemorySegment allocate(Arena arena, Buffers buffers, long bytes) {
        String mem = buffers.mem();
        boolean huge = mem.endsWith("huge");
        if (mem.equals(Buffers.MEM_MALLOC)) {
            return arena.allocate(bytes, PAGE_BYTES);
        }
        if (huge && buffers.memFile() == null) {
            requireHugePages(mem);
        }
        long unit = huge ? Math.max(PAGE_BYTES, buffers.hugepageBytes()) : PAGE_BYTES;
        long size = (bytes + unit - 1) / unit * unit;
        return mem.startsWith("shm") ? shm(arena, size, huge) : mmap(arena, buffers, size, huge);
    }

    private static void requireHugePages(String mem) {
        requireHugePages(null, mem);
    }

    /** @throws JfioException (naming the job when given) when no huge pages are reserved */
    static void requireHugePages(String job, String mem) {
        long total = hugePagesTotal();
        if (total == 0) {
            throw new JfioException((job == null ? "" : job + ": ") + "mem=" + mem + ": no huge pages are reserved (HugePages_Total: 0 in /proc/meminfo):"
                    + " reserve some with sysctl vm.nr_hugepages=N, or use mem=mmaphuge:FILE on a hugetlbfs mount");
        }
    }

    /** @return {@code HugePages_Total} from /proc/meminfo, or -1 when it cannot be read */
    static long hugePagesTotal() {
        try {
            for (String line : Files.readAllLines(MEMINFO)) {
                if (line.startsWith("HugePages_Total:")) {
                    return Long.parseLong(line.substring(line.indexOf(':') + 1).strip());
                }
            }
        } catch (IOException | NumberFormatException e) {
            return -1;
        }
        return -1;
    }

    private static MemorySegment shm(Arena arena, long size, boolean huge) {
        MemorySegment state = libc_h.allocateCallState(arena);
        int flags = libc_h.IPC_CREAT() | 0600 | (huge ? libc_h.SHM_HUGETLB() : 0);
        int id = libc_h.shmget(state, libc_h.IPC_PRIVATE(), size, flags);
        if (id < 0) {
            throw NativeCallException.of("shmget(IPC_PRIVATE, " + size + (huge ? ", SHM_HUGETLB" : "") + ")",
                    libc_h.errno(state));
        }
        MemorySegment at = libc_h.shmat(state, id, MemorySegment.NULL, 0);
        int atErrno = libc_h.errno(state);
        // removed now: the kernel frees it when it is detached, whatever happens to jfio
        libc_h.shmctl(state, id, libc_h.IPC_RMID(), MemorySegment.NULL);
        if (at.address() == -1L) {
            throw NativeCallException.of("shmat(" + id + ")", atErrno);
        }
        return at.reinterpret(size, arena, s -> {
            try (Arena a = Arena.ofConfined()) {
                libc_h.shmdt(libc_h.allocateCallState(a), s);
            }
        });
    }

    private static MemorySegment mmap(Arena arena, Buffers buffers, long size, boolean huge) {
        MemorySegment state = libc_h.allocateCallState(arena);
        String file = buffers.memFile();
        int fd = -1;
        boolean created = false;
        int flags;
        if (file != null) {
            created = !Files.exists(Path.of(file));
            if (!created && fileBytes(file) < size) {
                // fio ftruncates it to the buffers' size; jfio never grows (nor truncates) a file that was there
                throw new JfioException("mem=" + buffers.mem() + ":" + file + ": the file is " + fileBytes(file)
                        + " bytes and the buffers need " + size + "; jfio does not lengthen a file it did not create "
                        + "(fio would): give a file of at least " + size + " bytes, or a name that does not exist yet "
                        + "(jfio then creates it and deletes it after the job)");
            }
            fd = libc_h.open(state, arena.allocateFrom(file), libc_h.O_RDWR() | libc_h.O_CREAT() | libc_h.O_CLOEXEC(), 0644);
            if (fd < 0) {
                throw NativeCallException.of("open(" + file + ", O_RDWR|O_CREAT)", libc_h.errno(state));
            }
            boolean shared = huge || buffers.mem().equals("mmapshared");
            // a file jfio created is sized to the buffers (fio sizes it for mmap only; a shorter file under
            // mmapshared would fault, SIGBUS, on the first buffer fill)
            if (created && libc_h.ftruncate(state, fd, size) != 0) {
                int e = libc_h.errno(state);
                release(fd, file, created);
                throw NativeCallException.of("ftruncate(" + file + ", " + size + ")", e);
            }
            flags = shared ? libc_h.MAP_SHARED() : libc_h.MAP_PRIVATE();
        } else {
            // fio: without a file every mmap source is anonymous and private, mmaphuge with MAP_HUGETLB
            flags = libc_h.MAP_ANONYMOUS() | libc_h.MAP_PRIVATE() | (huge ? libc_h.MAP_HUGETLB() : 0);
        }
        MemorySegment m = libc_h.mmap(state, MemorySegment.NULL, size, libc_h.PROT_READ() | libc_h.PROT_WRITE(), flags, fd, 0);
        if (m.address() == -1L) {
            int e = libc_h.errno(state);
            release(fd, file, created);
            throw NativeCallException.of("mmap(" + (file == null ? "anonymous" : file) + ", " + size + " bytes)", e);
        }
        int mappedFd = fd;
        boolean remove = created;
        return m.reinterpret(size, arena, s -> {
            try (Arena a = Arena.ofConfined()) {
                libc_h.munmap(libc_h.allocateCallState(a), s, size);
            }
            release(mappedFd, file, remove);
        });
    }

    private static long fileBytes(String file) {
        try {
            return Files.size(Path.of(file));
        } catch (IOException e) {
            return 0;
        }
    }

    /** Closes the mapped file, and deletes it when jfio created it (fio keeps a file that was there). */
    private static void release(int fd, String file, boolean created) {
        if (fd < 0) {
            return;
        }
        try (Arena a = Arena.ofConfined()) {
            libc_h.close(libc_h.allocateCallState(a), fd);
        }
        if (created) {
            try {
                Files.deleteIfExists(Path.of(file));
            } catch (IOException e) {
                // the buffers are gone either way; a leftover file is the only trace
            }
        }
    }
}
