package org.jfio.nativeheaders.libaio;

import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.nio.file.Files;
import java.nio.file.Path;

import org.jfio.nativeheaders.libc.libc_h;
import org.jfio.nativeheaders.libc.timespec;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * Calls the bindings for real on a temporary file: a libaio context (write, read back, fsync,
 * the kernel's completion ring read from user space) and glibc POSIX AIO (write, suspend, read
 * back, fsync).
 */
class LibaioCallsTest {
    private static final int BLOCK = 4096;

    @Test
    void shouldWriteReadAndFsyncThroughALibaioContext(@TempDir Path dir) throws Exception {
        requireLibaio();
        try (Arena arena = Arena.ofConfined()) {
            int fd = openFile(arena, dir.resolve("f"));
            MemorySegment ctxp = arena.allocate(libaio_h.io_context_t);
            assertEquals(0, libaio_h.io_setup(4, ctxp));
            MemorySegment ctx = ctxp.get(libaio_h.io_context_t, 0);
            try {
                MemorySegment cb = iocb.allocate(arena);
                MemorySegment ptrs = arena.allocate(libaio_h.C_POINTER, 1);
                ptrs.set(libaio_h.C_POINTER, 0, cb);
                MemorySegment events = io_event.allocateArray(4, arena);
                MemorySegment out = arena.allocate(BLOCK, BLOCK);
                for (int i = 0; i < BLOCK; i++) {
                    out.set(ValueLayout.JAVA_BYTE, i, (byte) (i * 31 + 7));
                }

                IocbPrep.io_prep_pwrite(cb, fd, out, BLOCK, BLOCK);
                IocbPrep.io_set_data(cb, 77);
                assertEquals(1, libaio_h.io_submit(ctx, 1, ptrs));
                assertEquals(1, libaio_h.io_getevents(ctx, 1, 4, events, MemorySegment.NULL));
                assertEquals(77, events.get(ValueLayout.JAVA_LONG, io_event.data$offset()));
                assertEquals(cb.address(), io_event.obj(events).address());
                assertEquals(BLOCK, io_event.res(events));

                IocbPrep.io_prep_fsync(cb, fd);
                assertEquals(1, libaio_h.io_submit(ctx, 1, ptrs));
                assertEquals(1, libaio_h.io_getevents(ctx, 1, 4, events, MemorySegment.NULL));
                assertEquals(0, io_event.res(events), "fsync result");

                MemorySegment in = arena.allocate(BLOCK, BLOCK);
                IocbPrep.io_prep_pread(cb, fd, in, BLOCK, BLOCK);
                assertEquals(1, libaio_h.io_submit(ctx, 1, ptrs));
                MemorySegment ring = AioRing.of(ctx);
                assertTrue(ring.byteSize() > AioRing.HEADER_BYTES, "the kernel ring has the AIO_RING_MAGIC");
                assertEquals(AioRing.HEADER_BYTES, AioRing.headerLength(ring));
                assertTrue(AioRing.nr(ring) >= 4, "nr " + AioRing.nr(ring));
                // the read of a page-cached block completes inside io_submit: take it from the ring
                int head = AioRing.head(ring);
                long deadline = System.nanoTime() + 10_000_000_000L;
                while (AioRing.tailAcquire(ring) == head && System.nanoTime() < deadline) {
                    Thread.onSpinWait();
                }
                assertEquals((head + 1) % AioRing.nr(ring), AioRing.tailAcquire(ring));
                long ev = AioRing.eventOffset(head);
                assertEquals(cb.address(), ring.get(ValueLayout.JAVA_LONG, ev + io_event.obj$offset()));
                assertEquals(BLOCK, ring.get(ValueLayout.JAVA_LONG, ev + io_event.res$offset()));
                AioRing.putHeadRelease(ring, (head + 1) % AioRing.nr(ring));
                assertEquals(-1, in.mismatch(out));

                MemorySegment zero = timespec.allocate(arena);
                assertEquals(0, libaio_h.io_getevents(ctx, 0, 4, events, zero), "the ring was consumed");

                IocbPrep.io_prep_pread(cb, fd, in, BLOCK, 3);
                libc_h.close(libc_h.allocateCallState(arena), fd);
                assertTrue(libaio_h.io_submit(ctx, 1, ptrs) == -libc_h.EBADF(), "a closed fd is refused with -EBADF");
            } finally {
                assertEquals(0, libaio_h.io_destroy(ctx));
            }
        }
    }

    @Test
    void shouldWriteSuspendAndReadThroughPosixAio(@TempDir Path dir) throws Exception {
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment cs = libc_h.allocateCallState(arena);
            int fd = openFile(arena, dir.resolve("p"));
            MemorySegment cb = aiocb.allocate(arena);
            MemorySegment list = arena.allocate(libaio_h.C_POINTER, 1);
            list.set(libaio_h.C_POINTER, 0, cb);
            MemorySegment out = arena.allocate(BLOCK, BLOCK);
            out.fill((byte) 0x5A);

            prep(cb, fd, out, BLOCK);
            assertEquals(0, libaio_h.aio_write(cs, cb), () -> "aio_write errno " + libc_h.errno(cs));
            waitFor(cs, cb, list);
            assertEquals(0, libaio_h.aio_error(cb));
            assertEquals(BLOCK, libaio_h.aio_return(cb));

            prep(cb, fd, out, 0);
            assertEquals(0, libaio_h.aio_fsync(cs, libc_h.O_SYNC(), cb));
            waitFor(cs, cb, list);
            assertEquals(0, libaio_h.aio_error(cb));
            assertEquals(0, libaio_h.aio_return(cb));

            MemorySegment in = arena.allocate(BLOCK, BLOCK);
            prep(cb, fd, in, BLOCK);
            assertEquals(0, libaio_h.aio_read(cs, cb));
            waitFor(cs, cb, list);
            assertEquals(BLOCK, libaio_h.aio_return(cb));
            assertEquals(-1, in.mismatch(out));

            assertEquals(libaio_h.AIO_ALLDONE(), libaio_h.aio_cancel(cs, fd, cb));
            assertEquals(0, libc_h.close(cs, fd));

            prep(cb, fd, in, BLOCK);
            int rc = libaio_h.aio_read(cs, cb);
            if (rc == 0) {
                waitFor(cs, cb, list);
                assertEquals(libc_h.EBADF(), libaio_h.aio_error(cb));
                assertEquals(-1, libaio_h.aio_return(cb));
            } else {
                assertEquals(libc_h.EBADF(), libc_h.errno(cs));
            }
        }
    }

    private static void prep(MemorySegment cb, int fd, MemorySegment buf, int length) {
        cb.fill((byte) 0);
        aiocb.aio_fildes(cb, fd);
        aiocb.aio_buf(cb, buf);
        aiocb.aio_nbytes(cb, length);
        aiocb.aio_offset(cb, 0);
        sigevent.sigev_notify(aiocb.aio_sigevent(cb), libaio_h.SIGEV_NONE());
    }

    private static void waitFor(MemorySegment cs, MemorySegment cb, MemorySegment list) {
        while (libaio_h.aio_error(cb) == libaio_h.EINPROGRESS()) {
            int rc = libaio_h.aio_suspend(cs, list, 1, MemorySegment.NULL);
            if (rc != 0 && libc_h.errno(cs) != libc_h.EINTR()) {
                fail("aio_suspend errno " + libc_h.errno(cs));
            }
        }
    }

    private static int openFile(Arena arena, Path path) throws Exception {
        Files.write(path, new byte[2 * BLOCK]);
        MemorySegment cs = libc_h.allocateCallState(arena);
        int fd = libc_h.open(cs, arena.allocateFrom(path.toString()), libc_h.O_RDWR(), 0);
        assertTrue(fd >= 0, "open errno " + libc_h.errno(cs));
        return fd;
    }

    /** Skips without libaio.so.1 on a workstation; on CI ({@code CI=true}) that is a failure. */
    static void requireLibaio() {
        libaio_h.libaioLoadFailure().ifPresent(why -> {
            if ("true".equals(System.getenv("CI"))) {
                fail(why + "; CI=true requires it (apt-get install libaio1)");
            }
            Assumptions.abort(why + " (apt-get install libaio1)");
        });
    }
}
