package org.jfio.nativeheaders.libc;

import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicInteger;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.jfio.nativeheaders.libc.libc_h.AT_EMPTY_PATH;
import static org.jfio.nativeheaders.libc.libc_h.AT_FDCWD;
import static org.jfio.nativeheaders.libc.libc_h.EBADF;
import static org.jfio.nativeheaders.libc.libc_h.EINVAL;
import static org.jfio.nativeheaders.libc.libc_h.ENOENT;
import static org.jfio.nativeheaders.libc.libc_h.EOPNOTSUPP;
import static org.jfio.nativeheaders.libc.libc_h.FALLOC_FL_KEEP_SIZE;
import static org.jfio.nativeheaders.libc.libc_h.FALLOC_FL_PUNCH_HOLE;
import static org.jfio.nativeheaders.libc.libc_h.O_CLOEXEC;
import static org.jfio.nativeheaders.libc.libc_h.O_CREAT;
import static org.jfio.nativeheaders.libc.libc_h.O_DIRECT;
import static org.jfio.nativeheaders.libc.libc_h.O_EXCL;
import static org.jfio.nativeheaders.libc.libc_h.O_RDONLY;
import static org.jfio.nativeheaders.libc.libc_h.O_RDWR;
import static org.jfio.nativeheaders.libc.libc_h.POSIX_FADV_DONTNEED;
import static org.jfio.nativeheaders.libc.libc_h.POSIX_FADV_NORMAL;
import static org.jfio.nativeheaders.libc.libc_h.POSIX_FADV_RANDOM;
import static org.jfio.nativeheaders.libc.libc_h.POSIX_FADV_SEQUENTIAL;
import static org.jfio.nativeheaders.libc.libc_h.POSIX_FADV_WILLNEED;
import static org.jfio.nativeheaders.libc.libc_h.RUSAGE_SELF;
import static org.jfio.nativeheaders.libc.libc_h.RUSAGE_THREAD;
import static org.jfio.nativeheaders.libc.libc_h.SEEK_CUR;
import static org.jfio.nativeheaders.libc.libc_h.SEEK_END;
import static org.jfio.nativeheaders.libc.libc_h.SEEK_SET;
import static org.jfio.nativeheaders.libc.libc_h.STATX_BASIC_STATS;
import static org.jfio.nativeheaders.libc.libc_h.STATX_DIOALIGN;
import static org.jfio.nativeheaders.libc.libc_h.S_IFMT;
import static org.jfio.nativeheaders.libc.libc_h.S_IFREG;
import static org.jfio.nativeheaders.libc.libc_h.errno;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Calls every bound function on a real file in a temporary directory. */
class LibcCallsTest {

    private static final int BLOCK = 4096;

    @TempDir
    Path dir;

    private Arena arena;
    private MemorySegment cs;

    @BeforeEach
    void setUp() {
        arena = Arena.ofConfined();
        cs = libc_h.allocateCallState(arena);
    }

    @AfterEach
    void tearDown() {
        arena.close();
    }

    @Test
    void shouldRoundTripBytesWithPositionalAndStreamingCalls() {
        int fd = create("data");
        MemorySegment out = pattern(3 * BLOCK, 7);
        assertEquals(3L * BLOCK, libc_h.pwrite(cs, fd, out, out.byteSize(), BLOCK), why("pwrite"));
        MemorySegment in = arena.allocate(out.byteSize());
        assertEquals(3L * BLOCK, libc_h.pread(cs, fd, in, in.byteSize(), BLOCK), why("pread"));
        assertEquals(-1L, in.mismatch(out), "pread must return what pwrite wrote");

        assertEquals(4L * BLOCK, libc_h.lseek(cs, fd, 0, SEEK_END()), why("lseek"));
        assertEquals(BLOCK, libc_h.lseek(cs, fd, BLOCK, SEEK_SET()), why("lseek"));
        MemorySegment streamed = arena.allocate(BLOCK);
        assertEquals(BLOCK, libc_h.read(cs, fd, streamed, BLOCK), why("read"));
        assertEquals(-1L, streamed.mismatch(out.asSlice(0, BLOCK)));
        assertEquals(2L * BLOCK, libc_h.lseek(cs, fd, 0, SEEK_CUR()), "read advances the position");

        MemorySegment tail = pattern(100, 99);
        assertEquals(4L * BLOCK, libc_h.lseek(cs, fd, 0, SEEK_END()));
        assertEquals(100L, libc_h.write(cs, fd, tail, 100), why("write"));
        MemorySegment back = arena.allocate(100);
        assertEquals(100L, libc_h.pread(cs, fd, back, 100, 4L * BLOCK));
        assertEquals(-1L, back.mismatch(tail));
        assertEquals(0L, libc_h.pread(cs, fd, back, 100, 10L * BLOCK), "pread past the end reads 0 bytes");

        assertEquals(0, libc_h.close(cs, fd), why("close"));
        assertEquals(-1, libc_h.close(cs, fd));
        assertEquals(EBADF(), errno(cs));
    }

    @Test
    void shouldReportTheSameFileThroughFstatAndStatx() {
        int fd = create("meta");
        MemorySegment data = pattern(5 * BLOCK + 3, 1);
        assertEquals(data.byteSize(), libc_h.pwrite(cs, fd, data, data.byteSize(), 0));

        MemorySegment st = stat.allocate(arena);
        assertEquals(0, libc_h.fstat(cs, fd, st), why("fstat"));
        assertEquals(data.byteSize(), stat.st_size(st));
        assertEquals(S_IFREG(), stat.st_mode(st) & S_IFMT());
        assertEquals(0600, stat.st_mode(st) & 0700, "owner bits from mode 0600");
        assertEquals(1L, stat.st_nlink(st));
        assertTrue(stat.st_blksize(st) > 0);
        assertTrue(stat.st_blocks(st) > 0);
        assertTrue(timespec.tv_nsec(stat.st_mtim(st)) >= 0 && timespec.tv_nsec(stat.st_mtim(st)) < 1_000_000_000L);

        int mask = STATX_BASIC_STATS() | STATX_DIOALIGN();
        MemorySegment byFd = statx.allocate(arena);
        assertEquals(0, libc_h.statx(cs, fd, arena.allocateFrom(""), AT_EMPTY_PATH(), mask, byFd), why("statx(fd)"));
        MemorySegment byPath = statx.allocate(arena);
        MemorySegment path = arena.allocateFrom(dir.resolve("meta").toString());
        assertEquals(0, libc_h.statx(cs, AT_FDCWD(), path, 0, mask, byPath), why("statx(path)"));
        assertEquals(-1L, byFd.mismatch(byPath), "statx by descriptor and by path agree");

        assertEquals(STATX_BASIC_STATS(), statx.stx_mask(byFd) & STATX_BASIC_STATS());
        assertEquals(stat.st_size(st), statx.stx_size(byFd));
        assertEquals(stat.st_ino(st), statx.stx_ino(byFd));
        assertEquals(stat.st_blocks(st), statx.stx_blocks(byFd));
        assertEquals(stat.st_mode(st), statx.stx_mode(byFd) & 0xFFFF);
        assertEquals(stat.st_dev(st), makedev(statx.stx_dev_major(byFd), statx.stx_dev_minor(byFd)));
        MemorySegment mtime = statx.stx_mtime(byFd);
        assertEquals(timespec.tv_sec(stat.st_mtim(st)), statx_timestamp.tv_sec(mtime));
        assertEquals(timespec.tv_nsec(stat.st_mtim(st)), statx_timestamp.tv_nsec(mtime));
        if ((statx.stx_mask(byFd) & STATX_DIOALIGN()) != 0 && statx.stx_dio_offset_align(byFd) != 0) {
            assertEquals(1, Integer.bitCount(statx.stx_dio_mem_align(byFd)), "alignment is a power of two");
            assertEquals(1, Integer.bitCount(statx.stx_dio_offset_align(byFd)), "alignment is a power of two");
        }
        libc_h.close(cs, fd);
    }

    @Test
    void shouldSyncResizeAllocatePunchAndAdvise() {
        int fd = create("space");
        MemorySegment data = pattern(4 * BLOCK, 3);
        assertEquals(data.byteSize(), libc_h.pwrite(cs, fd, data, data.byteSize(), 0));
        assertEquals(0, libc_h.fsync(cs, fd), why("fsync"));
        assertEquals(0, libc_h.fdatasync(cs, fd), why("fdatasync"));

        assertEquals(0, libc_h.ftruncate(cs, fd, 3L * BLOCK), why("ftruncate"));
        assertEquals(3L * BLOCK, size(fd));

        assertEquals(0, libc_h.fallocate(cs, fd, 0, 0, 8L * BLOCK), why("fallocate"));
        assertEquals(8L * BLOCK, size(fd), "plain fallocate extends the file");
        int keep = libc_h.fallocate(cs, fd, FALLOC_FL_KEEP_SIZE(), 8L * BLOCK, 8L * BLOCK);
        int punch = libc_h.fallocate(cs, fd, FALLOC_FL_PUNCH_HOLE() | FALLOC_FL_KEEP_SIZE(), BLOCK, BLOCK);
        if (keep == 0 && punch == 0) {
            assertEquals(8L * BLOCK, size(fd), "KEEP_SIZE leaves the size alone");
            MemorySegment hole = arena.allocate(BLOCK);
            hole.fill((byte) 0x55);
            assertEquals(BLOCK, libc_h.pread(cs, fd, hole, BLOCK, BLOCK));
            assertEquals(-1L, hole.mismatch(arena.allocate(BLOCK)), "a punched hole reads as zeros");
            MemorySegment kept = arena.allocate(BLOCK);
            assertEquals(BLOCK, libc_h.pread(cs, fd, kept, BLOCK, 2L * BLOCK));
            assertEquals(-1L, kept.mismatch(data.asSlice(2L * BLOCK, BLOCK)), "data next to the hole is untouched");
        } else {
            assertEquals(EOPNOTSUPP(), errno(cs), "only an unsupporting filesystem may refuse: " + why("fallocate").get());
        }

        for (int advice : new int[] {POSIX_FADV_NORMAL(), POSIX_FADV_SEQUENTIAL(), POSIX_FADV_RANDOM(),
                POSIX_FADV_WILLNEED(), POSIX_FADV_DONTNEED()}) {
            assertEquals(0, libc_h.posix_fadvise(fd, 0, 0, advice), "posix_fadvise advice " + advice);
        }
        assertEquals(EINVAL(), libc_h.posix_fadvise(fd, 0, 0, 12345), "the error number is the return value");
        libc_h.close(cs, fd);
        assertEquals(EBADF(), libc_h.posix_fadvise(fd, 0, 0, POSIX_FADV_NORMAL()));
    }

    @Test
    void shouldMakeAMemfdThatOpensAgainThroughProcSelfFd() {
        int fd = libc_h.memfd_create(cs, arena.allocateFrom("jfio-test"), libc_h.MFD_CLOEXEC());
        assertTrue(fd >= 0, why("memfd_create"));
        assertEquals(0, libc_h.ftruncate(cs, fd, 4L * BLOCK), why("ftruncate"));
        MemorySegment out = arena.allocate(BLOCK, BLOCK);
        out.copyFrom(pattern(BLOCK, 23));
        assertEquals(BLOCK, libc_h.pwrite(cs, fd, out, BLOCK, BLOCK), why("pwrite"));
        int again = libc_h.open(cs, arena.allocateFrom("/proc/self/fd/" + fd), O_RDONLY() | O_CLOEXEC(), 0);
        assertTrue(again >= 0, why("open /proc/self/fd"));
        MemorySegment in = arena.allocate(BLOCK, BLOCK);
        assertEquals(BLOCK, libc_h.pread(cs, again, in, BLOCK, BLOCK), why("pread"));
        assertEquals(-1L, in.mismatch(out), "the same memory, read through a second descriptor");
        MemorySegment st = stat.allocate(arena);
        assertEquals(0, libc_h.fstat(cs, again, st), why("fstat"));
        assertEquals(4L * BLOCK, stat.st_size(st));
        assertEquals(0, libc_h.close(cs, again));
        assertEquals(0, libc_h.close(cs, fd));
    }

    @Test
    void shouldReadAnAlignedBufferWithODirectOrBeRefusedWithEinval() {
        MemorySegment path = arena.allocateFrom(dir.resolve("direct").toString());
        int fd = libc_h.open(cs, path, O_RDWR() | O_CREAT() | O_DIRECT() | O_CLOEXEC(), 0600);
        if (fd < 0) {
            assertEquals(EINVAL(), errno(cs), "a filesystem without O_DIRECT refuses with EINVAL: " + why("open").get());
            return;
        }
        MemorySegment out = arena.allocate(BLOCK, BLOCK);
        out.copyFrom(pattern(BLOCK, 11));
        assertEquals(BLOCK, libc_h.pwrite(cs, fd, out, BLOCK, 0), why("pwrite O_DIRECT"));
        MemorySegment in = arena.allocate(BLOCK, BLOCK);
        assertEquals(BLOCK, libc_h.pread(cs, fd, in, BLOCK, 0), why("pread O_DIRECT"));
        assertEquals(-1L, in.mismatch(out));

        MemorySegment stx = statx.allocate(arena);
        assertEquals(0, libc_h.statx(cs, fd, arena.allocateFrom(""), AT_EMPTY_PATH(), STATX_DIOALIGN(), stx));
        if ((statx.stx_mask(stx) & STATX_DIOALIGN()) != 0 && statx.stx_dio_offset_align(stx) > 1) {
            assertEquals(-1L, libc_h.pread(cs, fd, in, BLOCK, 1), "a misaligned offset is refused");
            assertEquals(EINVAL(), errno(cs));
        }
        assertEquals(0, libc_h.close(cs, fd));
    }

    @Test
    void shouldCaptureErrnoOfAFailedOpen() {
        MemorySegment missing = arena.allocateFrom(dir.resolve("no/such/file").toString());
        assertEquals(-1, libc_h.open(cs, missing, O_RDONLY(), 0));
        int errno = errno(cs);
        assertEquals(ENOENT(), errno);
        assertEquals("ENOENT", Errno.name(errno));
        assertFalse(Errno.message(errno).isBlank());

        int fd = create("exclusive");
        libc_h.close(cs, fd);
        MemorySegment again = arena.allocateFrom(dir.resolve("exclusive").toString());
        assertEquals(-1, libc_h.open(cs, again, O_RDWR() | O_CREAT() | O_EXCL(), 0600));
        assertEquals("EEXIST", Errno.name(errno(cs)));
    }

    @Test
    void shouldReportThreadAndProcessUsage() {
        MemorySegment thread = rusage.allocate(arena);
        assertEquals(0, libc_h.getrusage(cs, RUSAGE_THREAD(), thread), why("getrusage(RUSAGE_THREAD)"));
        MemorySegment self = rusage.allocate(arena);
        assertEquals(0, libc_h.getrusage(cs, RUSAGE_SELF(), self), why("getrusage(RUSAGE_SELF)"));
        for (MemorySegment usage : new MemorySegment[] {thread, self}) {
            for (MemorySegment tv : new MemorySegment[] {rusage.ru_utime(usage), rusage.ru_stime(usage)}) {
                assertTrue(timeval.tv_sec(tv) >= 0);
                assertTrue(timeval.tv_usec(tv) >= 0 && timeval.tv_usec(tv) < 1_000_000L);
            }
            assertTrue(rusage.ru_maxrss(usage) >= 0);
            assertTrue(rusage.ru_minflt(usage) >= 0);
            assertTrue(rusage.ru_majflt(usage) >= 0);
            assertTrue(rusage.ru_nvcsw(usage) >= 0);
            assertTrue(rusage.ru_nivcsw(usage) >= 0);
            assertEquals(rusage.ru_nvcsw(usage), rusage.__ru_nvcsw_word(usage), "the union twins alias");
        }
        assertTrue(micros(rusage.ru_utime(self)) + micros(rusage.ru_stime(self)) > 0, "the JVM has used CPU");
        assertTrue(micros(rusage.ru_utime(self)) >= micros(rusage.ru_utime(thread)), "process >= thread");
        assertTrue(rusage.ru_maxrss(self) > 0, "resident set in KiB");
    }

    @Test
    void shouldReportTheFilesystemAndTheKernel() throws java.io.IOException {
        MemorySegment fs = statfs.allocate(arena);
        assertEquals(0, libc_h.statfs(cs, arena.allocateFrom(dir.toString()), fs), why("statfs"));
        java.nio.file.FileStore store = java.nio.file.Files.getFileStore(dir);
        assertEquals(store.getTotalSpace(), statfs.f_blocks(fs) * statfs.f_frsize(fs), "JDK FileStore reads the same statfs");
        assertTrue(statfs.f_bavail(fs) <= statfs.f_bfree(fs));
        assertTrue(statfs.f_bsize(fs) > 0 && statfs.f_namelen(fs) >= 255, "block size and name length");
        assertEquals(-1, libc_h.statfs(cs, arena.allocateFrom(dir.resolve("missing").toString()), fs));
        assertEquals(ENOENT(), errno(cs));

        MemorySegment uts = utsname.allocate(arena);
        assertEquals(0, libc_h.uname(cs, uts), why("uname"));
        assertEquals("Linux", utsname.sysname(uts).getString(0));
        assertEquals(java.nio.file.Files.readString(Path.of("/proc/sys/kernel/osrelease")).strip(),
                utsname.release(uts).getString(0));
        assertEquals(System.getProperty("os.arch").replace("amd64", "x86_64"), utsname.machine(uts).getString(0));
    }

    @Test
    void shouldGiveEachThreadItsOwnId() throws InterruptedException {
        int mine = libc_h.gettid();
        assertTrue(mine > 0);
        assertEquals(mine, libc_h.gettid());
        AtomicInteger other = new AtomicInteger();
        Thread t = new Thread(() -> other.set(libc_h.gettid()));
        t.start();
        t.join();
        assertTrue(other.get() > 0);
        assertNotEquals(mine, other.get());
    }

    @Test
    void shouldReadErrnoAfterACallWithoutCapture() {
        MemorySegment errno = libc_h.errnoLocation();
        MemorySegment buf = arena.allocate(4096, 4096);
        assertEquals(-1L, libc_h.pread(987654, buf, 4096, 0));
        assertEquals(libc_h.EBADF(), errno.get(ValueLayout.JAVA_INT, 0));
        assertEquals(-1L, libc_h.lseek(987654, 0, libc_h.SEEK_SET()));
        assertEquals(libc_h.EBADF(), errno.get(ValueLayout.JAVA_INT, 0));
    }

    @Test
    void shouldPinAThreadToOneCpuAndReadItBack() throws InterruptedException {
        AtomicInteger seen = new AtomicInteger(-1);
        AtomicInteger rc = new AtomicInteger(-1);
        Thread t = new Thread(() -> {
            try (Arena a = Arena.ofConfined()) {
                MemorySegment cs = libc_h.allocateCallState(a);
                MemorySegment mask = a.allocate(128);
                mask.set(ValueLayout.JAVA_BYTE, 0, (byte) 1);
                rc.set(libc_h.sched_setaffinity(cs, 0, 128, mask));
                MemorySegment back = a.allocate(128);
                libc_h.sched_getaffinity(cs, libc_h.gettid(), 128, back);
                seen.set(back.get(ValueLayout.JAVA_BYTE, 0) & 0xff);
            }
        });
        t.start();
        t.join();
        assertEquals(0, rc.get(), "sched_setaffinity");
        assertEquals(1, seen.get(), "only CPU 0 allowed");
        MemorySegment cs = libc_h.allocateCallState(arena);
        assertEquals(-1, libc_h.sched_setaffinity(cs, 0, 128, arena.allocate(128)), "an empty mask is refused");
        assertEquals(libc_h.EINVAL(), libc_h.errno(cs));
    }

    @Test
    void shouldWriteStructFieldsWhereTheLayoutPutsThem() {
        MemorySegment st = stat.allocate(arena);
        stat.st_size(st, 0x1122334455667788L);
        assertEquals(0x1122334455667788L, st.get(ValueLayout.JAVA_LONG, stat.st_size$offset()));
        stat.__glibc_reserved(st, 2, 42L);
        assertEquals(42L, st.get(ValueLayout.JAVA_LONG, stat.__glibc_reserved$offset() + 16));
        assertEquals(42L, stat.__glibc_reserved(st, 2));
        MemorySegment stx = statx.allocate(arena);
        statx.__spare3(stx, 11, -1L);
        assertEquals(-1L, stx.get(ValueLayout.JAVA_LONG, statx.sizeof() - 8));
        assertEquals(0L, stx.get(ValueLayout.JAVA_LONG, 0), "the indexed setter must not write at offset 0");
        statx_timestamp.tv_nsec(statx.stx_btime(stx), 999);
        assertEquals(999, stx.get(ValueLayout.JAVA_INT, statx.stx_btime$offset() + statx_timestamp.tv_nsec$offset()));
    }

    @Test
    void shouldScatterAndGatherWithTheVectoredCalls() {
        int fd = create("vectored");
        MemorySegment a = pattern(BLOCK, 21);
        MemorySegment b = pattern(2 * BLOCK, 22);
        MemorySegment iov = iovec.allocateArray(2, arena);
        setIov(iov, 0, a);
        setIov(iov, 1, b);
        assertEquals(3L * BLOCK, libc_h.writev(cs, fd, iov, 2), why("writev"));
        assertEquals(3L * BLOCK, libc_h.lseek(cs, fd, 0, SEEK_CUR()), "writev advances the position");
        assertEquals(3L * BLOCK, libc_h.pwritev(cs, fd, iov, 2, 3L * BLOCK), why("pwritev"));
        assertEquals(3L * BLOCK, libc_h.lseek(cs, fd, 0, SEEK_CUR()), "pwritev leaves the position alone");
        MemorySegment whole = arena.allocate(6L * BLOCK);
        assertEquals(6L * BLOCK, libc_h.pread(cs, fd, whole, whole.byteSize(), 0));
        for (long base : new long[] {0, 3L * BLOCK}) {
            assertEquals(-1L, whole.asSlice(base, BLOCK).mismatch(a), "first iovec at " + base);
            assertEquals(-1L, whole.asSlice(base + BLOCK, 2L * BLOCK).mismatch(b), "second iovec at " + base);
        }

        MemorySegment x = arena.allocate(2 * BLOCK);
        MemorySegment y = arena.allocate(BLOCK);
        MemorySegment in = iovec.allocateArray(2, arena);
        setIov(in, 0, x);
        setIov(in, 1, y);
        assertEquals(0L, libc_h.lseek(cs, fd, 0, SEEK_SET()));
        assertEquals(3L * BLOCK, libc_h.readv(cs, fd, in, 2), why("readv"));
        assertEquals(-1L, x.mismatch(whole.asSlice(0, 2L * BLOCK)));
        assertEquals(-1L, y.mismatch(whole.asSlice(2L * BLOCK, BLOCK)));
        assertEquals(3L * BLOCK, libc_h.preadv(cs, fd, in, 2, 3L * BLOCK), why("preadv"));
        assertEquals(-1L, x.mismatch(whole.asSlice(3L * BLOCK, 2L * BLOCK)));
        assertEquals(2L * BLOCK, libc_h.preadv(cs, fd, in, 2, 4L * BLOCK), "short at the end of the file");
        assertEquals(0L, libc_h.preadv(cs, fd, in, 2, 6L * BLOCK), "0 at the end of the file");

        assertEquals(3L * BLOCK, libc_h.pwritev2(cs, fd, iov, 2, 0, libc_h.RWF_DSYNC()), why("pwritev2"));
        assertEquals(3L * BLOCK, libc_h.preadv2(cs, fd, in, 2, 0, libc_h.RWF_HIPRI()), why("preadv2"));
        assertEquals(-1L, x.mismatch(whole.asSlice(0, 2L * BLOCK)));
        assertEquals(-1L, libc_h.preadv2(cs, fd, in, 2, 0, 1 << 30), "an unknown RWF flag is refused");
        assertEquals(EOPNOTSUPP(), errno(cs));
        assertEquals(-1L, libc_h.readv(cs, fd, in, -1));
        assertEquals(EINVAL(), errno(cs));
        assertTrue(libc_h.IOV_MAX() >= 16, "POSIX minimum _XOPEN_IOV_MAX");
        libc_h.close(cs, fd);
        assertEquals(-1L, libc_h.preadv(cs, fd, in, 2, 0));
        assertEquals(EBADF(), errno(cs));
    }

    @Test
    void shouldShareMappedPagesWithTheFile() {
        long page = libc_h.sysconf(cs, libc_h._SC_PAGESIZE());
        assertTrue(page >= 4096 && Long.bitCount(page) == 1, "page size " + page);
        int fd = create("mapped");
        long len = 4 * page;
        assertEquals(0, libc_h.ftruncate(cs, fd, len));
        MemorySegment map = libc_h.mmap(cs, MemorySegment.NULL, len, libc_h.PROT_READ() | libc_h.PROT_WRITE(),
                libc_h.MAP_SHARED(), fd, 0);
        assertNotEquals(-1L, map.address(), why("mmap"));
        MemorySegment view = map.asSlice(0, len);
        for (int advice : new int[] {libc_h.MADV_SEQUENTIAL(), libc_h.MADV_RANDOM(), libc_h.MADV_WILLNEED(),
                libc_h.MADV_NORMAL()}) {
            assertEquals(0, libc_h.madvise(cs, view, len, advice), why("madvise " + advice));
        }
        MemorySegment data = pattern(page, 5);
        view.asSlice(page, page).copyFrom(data);
        assertEquals(0, libc_h.msync(cs, view, len, libc_h.MS_SYNC()), why("msync MS_SYNC"));
        assertEquals(0, libc_h.msync(cs, view, len, libc_h.MS_ASYNC()), why("msync MS_ASYNC"));
        assertEquals(0, libc_h.msync(cs, view, len, libc_h.MS_ASYNC() | libc_h.MS_INVALIDATE()), why("msync MS_INVALIDATE"));
        MemorySegment back = arena.allocate(page);
        assertEquals(page, libc_h.pread(cs, fd, back, page, page));
        assertEquals(-1L, back.mismatch(data), "pread sees what was stored through the mapping");

        MemorySegment other = pattern(page, 9);
        assertEquals(page, libc_h.pwrite(cs, fd, other, page, 2 * page));
        assertEquals(-1L, view.asSlice(2 * page, page).mismatch(other), "the mapping sees what pwrite wrote");
        assertEquals(0, libc_h.madvise(cs, view, len, libc_h.MADV_DONTNEED()), why("madvise MADV_DONTNEED"));
        assertEquals(-1L, view.asSlice(page, page).mismatch(data), "a shared file mapping refaults from the file");

        assertEquals(-1, libc_h.msync(cs, view.asSlice(1), page, libc_h.MS_SYNC()), "msync needs a page-aligned address");
        assertEquals(EINVAL(), errno(cs));
        assertEquals(0, libc_h.munmap(cs, view, len), why("munmap"));

        MemorySegment refused = libc_h.mmap(cs, MemorySegment.NULL, len, libc_h.PROT_READ(), libc_h.MAP_SHARED(), -1, 0);
        assertEquals(-1L, refused.address(), "MAP_FAILED");
        assertEquals(EBADF(), errno(cs));
        assertEquals(-1L, libc_h.sysconf(cs, -12345));
        assertEquals(EINVAL(), errno(cs));
        libc_h.close(cs, fd);
    }

    @Test
    void shouldRefuseNowaitReadsOfUncachedPages() {
        int fd = create("nowait");
        MemorySegment data = pattern(64L * BLOCK, 4);
        assertEquals(data.byteSize(), libc_h.pwrite(cs, fd, data, data.byteSize(), 0));
        assertEquals(0, libc_h.fsync(cs, fd));
        assertEquals(0, libc_h.posix_fadvise(fd, 0, 0, POSIX_FADV_DONTNEED()));
        MemorySegment buf = arena.allocate(BLOCK);
        MemorySegment iov = iovec.allocate(arena);
        setIov(iov, 0, buf);
        long r = libc_h.preadv2(cs, fd, iov, 1, 32L * BLOCK, libc_h.RWF_NOWAIT());
        assertTrue(r == BLOCK || (r == -1 && errno(cs) == libc_h.EAGAIN()), "EAGAIN or served from cache: " + r);
        assertEquals(BLOCK, libc_h.preadv2(cs, fd, iov, 1, 32L * BLOCK, 0));
        assertEquals(BLOCK, libc_h.preadv2(cs, fd, iov, 1, 32L * BLOCK, libc_h.RWF_NOWAIT()), "cached now");
        long dontcache = libc_h.preadv2(cs, fd, iov, 1, 0, libc_h.RWF_DONTCACHE());
        assertTrue(dontcache == BLOCK || (dontcache == -1 && errno(cs) == EOPNOTSUPP()),
                "RWF_DONTCACHE works (Linux >= 6.14) or is refused: " + dontcache);
        libc_h.close(cs, fd);
    }

    @Test
    void shouldPlaceIovecFieldsWhereTheLayoutSays() {
        MemorySegment iov = iovec.allocateArray(3, arena);
        MemorySegment second = iovec.asSlice(iov, 1);
        iovec.iov_len(second, 77L);
        iovec.iov_base(second, MemorySegment.ofAddress(0x1000));
        assertEquals(77L, iov.get(ValueLayout.JAVA_LONG, 16 + 8));
        assertEquals(0x1000L, iov.get(ValueLayout.JAVA_LONG, 16));
        assertEquals(0x1000L, iovec.iov_base(second).address());
        assertEquals(77L, iovec.iov_len(second));
    }

    // ---- helpers ----

    private static void setIov(MemorySegment array, long index, MemorySegment buffer) {
        MemorySegment one = iovec.asSlice(array, index);
        iovec.iov_base(one, buffer);
        iovec.iov_len(one, buffer.byteSize());
    }

    private int create(String name) {
        MemorySegment path = arena.allocateFrom(dir.resolve(name).toString());
        int fd = libc_h.open(cs, path, O_RDWR() | O_CREAT() | O_EXCL() | O_CLOEXEC(), 0600);
        assertTrue(fd >= 0, why("open " + name));
        return fd;
    }

    private long size(int fd) {
        MemorySegment st = stat.allocate(arena);
        assertEquals(0, libc_h.fstat(cs, fd, st), why("fstat"));
        return stat.st_size(st);
    }

    private MemorySegment pattern(long size, int seed) {
        MemorySegment s = arena.allocate(size);
        for (long i = 0; i < size; i++) {
            s.set(ValueLayout.JAVA_BYTE, i, (byte) (i * 31 + seed));
        }
        return s;
    }

    /** The failure text of the call that just ran: {@code call: ENAME (message)}. */
    private java.util.function.Supplier<String> why(String call) {
        int errno = errno(cs);
        return () -> call + ": " + Errno.name(errno) + " (" + Errno.message(errno) + ")";
    }

    private static long micros(MemorySegment tv) {
        return timeval.tv_sec(tv) * 1_000_000L + timeval.tv_usec(tv);
    }

    /** glibc's {@code makedev(major, minor)}. */
    private static long makedev(int major, int minor) {
        long ma = Integer.toUnsignedLong(major);
        long mi = Integer.toUnsignedLong(minor);
        return ((ma & 0xfffL) << 8) | ((ma & 0xfffff000L) << 32) | (mi & 0xffL) | ((mi & 0xffffff00L) << 12);
    }
}
