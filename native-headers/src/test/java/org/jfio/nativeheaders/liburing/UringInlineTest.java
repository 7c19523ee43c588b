package org.jfio.nativeheaders.liburing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.nio.file.Path;
import java.util.SplittableRandom;

import org.jfio.nativeheaders.libc.libc_h;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The Java ports of liburing's inline helpers against a real ring: SQEs written and CQEs read in
 * Java, submitted with the bare {@code io_uring_enter} or with liburing's own {@code io_uring_submit}
 * (which must agree with the Java bookkeeping), across many wraps of a small ring, and real file I/O
 * through every {@code io_uring_prep_*} port.
 */
class UringInlineTest {
    private static final int ENTRIES = 8;

    @TempDir
    Path dir;

    @BeforeEach
    void needLiburing() {
        LiburingAbiTest.requireLiburing();
    }

    /** A ring in {@code arena}; closed by {@link liburing_h#io_uring_queue_exit} in each test. */
    private static MemorySegment ring(Arena arena, int entries) {
        MemorySegment ring = io_uring.allocate(arena);
        MemorySegment params = io_uring_params.allocate(arena);
        int ret = liburing_h.io_uring_queue_init_params(entries, ring, params);
        assertEquals(0, ret, "io_uring_queue_init_params");
        return ring;
    }

    private static int enter(MemorySegment ring, int toSubmit, int minComplete) {
        return liburing_h.io_uring_enter(io_uring.ring_fd(ring), toSubmit, minComplete,
                liburing_h.IORING_ENTER_GETEVENTS(), MemorySegment.NULL);
    }

    @Test
    void shouldRoundTripNopsThroughTheJavaPortsAcrossManyWraps() {
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment ring = ring(arena, ENTRIES);
            try {
                UringInline.Ring r = UringInline.Ring.of(ring);
                assertEquals(ENTRIES, r.sqRingEntries());
                SplittableRandom rng = new SplittableRandom(7);
                int total = 20_000;
                boolean[] seen = new boolean[total];
                int next = 0;
                int done = 0;
                while (done < total) {
                    int batch = Math.min(1 + rng.nextInt(ENTRIES), total - next);
                    for (int i = 0; i < batch; i++) {
                        long sqe = UringInline.io_uring_get_sqe(r);
                        assertTrue(sqe >= 0, "an SQE is free");
                        UringInline.io_uring_prep_nop(r.sqes(), sqe);
                        UringInline.io_uring_sqe_set_data64(r.sqes(), sqe, next++);
                    }
                    assertEquals(batch, UringInline.io_uring_sq_ready(r));
                    int toSubmit = UringInline.io_uring_flush_sq(r);
                    assertEquals(batch, toSubmit);
                    assertEquals(batch, enter(ring, toSubmit, batch));
                    assertEquals(0, UringInline.io_uring_sq_ready(r));
                    assertEquals(batch, UringInline.io_uring_cq_ready(r));
                    int head = UringInline.io_uring_cq_head(r);
                    int tail = UringInline.io_uring_cq_tail(r);
                    for (int h = head; h != tail; h++) {
                        long cqe = UringInline.io_uring_cqe_offset(r, h);
                        int id = (int) UringInline.io_uring_cqe_get_data64(r.cqes(), cqe);
                        assertFalse(seen[id], "completion " + id + " seen twice");
                        seen[id] = true;
                        assertEquals(0, UringInline.io_uring_cqe_res(r.cqes(), cqe));
                    }
                    UringInline.io_uring_cq_advance(r, tail - head);
                    done += tail - head;
                }
                for (int i = 0; i < total; i++) {
                    assertTrue(seen[i], "completion " + i + " missing");
                }
                assertEquals(0, r.cqOverflow());
                assertFalse(UringInline.io_uring_cq_has_overflow(r));
            } finally {
                liburing_h.io_uring_queue_exit(ring);
            }
        }
    }

    @Test
    void shouldRefuseAnSqeWhenTheRingIsFull() {
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment ring = ring(arena, ENTRIES);
            try {
                UringInline.Ring r = UringInline.Ring.of(ring);
                for (int i = 0; i < ENTRIES; i++) {
                    long sqe = UringInline.io_uring_get_sqe(r);
                    assertTrue(sqe >= 0);
                    UringInline.io_uring_prep_nop(r.sqes(), sqe);
                }
                assertEquals(-1, UringInline.io_uring_get_sqe(r));
                assertEquals(0, UringInline.io_uring_sq_space_left(r));
                assertEquals(ENTRIES, liburing_h.io_uring_submit(ring), "liburing submits what Java prepared");
                assertTrue(UringInline.io_uring_get_sqe(r) >= 0, "room again once the kernel consumed the SQEs");
            } finally {
                liburing_h.io_uring_queue_exit(ring);
            }
        }
    }

    @Test
    void shouldInteroperateWithLiburingsSubmitAndWait() {
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment ring = ring(arena, ENTRIES);
            try {
                UringInline.Ring r = UringInline.Ring.of(ring);
                MemorySegment cqePtr = arena.allocate(liburing_h.C_POINTER);
                for (int round = 0; round < 50; round++) {
                    for (int i = 0; i < 3; i++) {
                        long sqe = UringInline.io_uring_get_sqe(r);
                        UringInline.io_uring_prep_nop(r.sqes(), sqe);
                        UringInline.io_uring_sqe_set_data64(r.sqes(), sqe, 1000L * round + i);
                    }
                    assertEquals(3, liburing_h.io_uring_submit_and_wait(ring, 3));
                    assertEquals(0, liburing_h.io_uring_wait_cqes(ring, cqePtr, 3, MemorySegment.NULL, MemorySegment.NULL));
                    long first = cqePtr.get(liburing_h.C_POINTER, 0).address() - r.cqes().address();
                    assertEquals(UringInline.io_uring_peek_cqe(r), first, "liburing and Java agree on the oldest CQE");
                    for (int i = 0; i < 3; i++) {
                        long cqe = UringInline.io_uring_peek_cqe(r);
                        assertEquals(1000L * round + i, UringInline.io_uring_cqe_get_data64(r.cqes(), cqe));
                        UringInline.io_uring_cqe_seen(r, cqe);
                    }
                    assertEquals(-1, UringInline.io_uring_peek_cqe(r));
                }
            } finally {
                liburing_h.io_uring_queue_exit(ring);
            }
        }
    }

    @Test
    void shouldDoFileIoThroughEveryPrepPort() {
        int bs = 4096;
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment cs = libc_h.allocateCallState(arena);
            int fd = libc_h.open(cs, arena.allocateFrom(dir.resolve("f").toString()),
                    libc_h.O_RDWR() | libc_h.O_CREAT(), 0644);
            assertTrue(fd >= 0, "open errno " + libc_h.errno(cs));
            MemorySegment ring = ring(arena, ENTRIES);
            try {
                UringInline.Ring r = UringInline.Ring.of(ring);
                MemorySegment src = arena.allocate(bs, 4096);
                MemorySegment dst = arena.allocate(bs, 4096);
                SplittableRandom rng = new SplittableRandom(3);
                for (long off = 0; off < bs; off += 8) {
                    src.set(ValueLayout.JAVA_LONG, off, rng.nextLong());
                }
                MemorySegment iov = iovec.allocate(arena);
                iovec.iov_base(iov, dst);
                iovec.iov_len(iov, bs);
                assertEquals(0, liburing_h.io_uring_register_buffers(ring, iov, 1), "register one fixed buffer");

                long sqe = UringInline.io_uring_get_sqe(r);
                UringInline.io_uring_prep_write(r.sqes(), sqe, fd, src.address(), bs, 0);
                assertEquals(bs, submitOne(ring, r, sqe), "write");
                sqe = UringInline.io_uring_get_sqe(r);
                UringInline.io_uring_prep_writev(r.sqes(), sqe, fd, iovOf(arena, src, bs).address(), 1, bs);
                assertEquals(bs, submitOne(ring, r, sqe), "writev");
                sqe = UringInline.io_uring_get_sqe(r);
                UringInline.io_uring_prep_fsync(r.sqes(), sqe, fd, liburing_h.IORING_FSYNC_DATASYNC());
                assertEquals(0, submitOne(ring, r, sqe), "fdatasync");

                for (int kind = 0; kind < 3; kind++) {
                    dst.fill((byte) 0);
                    sqe = UringInline.io_uring_get_sqe(r);
                    switch (kind) {
                        case 0 -> UringInline.io_uring_prep_read(r.sqes(), sqe, fd, dst.address(), bs, bs);
                        case 1 -> UringInline.io_uring_prep_readv(r.sqes(), sqe, fd, iov.address(), 1, 0);
                        default -> UringInline.io_uring_prep_read_fixed(r.sqes(), sqe, fd, dst.address(), bs, bs, 0);
                    }
                    assertEquals(bs, submitOne(ring, r, sqe), "read kind " + kind);
                    assertEquals(-1, src.mismatch(dst), "read kind " + kind + " returns what was written");
                }
                sqe = UringInline.io_uring_get_sqe(r);
                UringInline.io_uring_prep_write_fixed(r.sqes(), sqe, fd, dst.address(), bs, 2L * bs, 0);
                assertEquals(bs, submitOne(ring, r, sqe), "write_fixed");
                sqe = UringInline.io_uring_get_sqe(r);
                UringInline.io_uring_prep_read(r.sqes(), sqe, fd, dst.address(), bs, 3L * bs);
                assertEquals(0, submitOne(ring, r, sqe), "a read at the end of the file returns 0");
                sqe = UringInline.io_uring_get_sqe(r);
                UringInline.io_uring_prep_read(r.sqes(), sqe, -1, dst.address(), bs, 0);
                assertEquals(-libc_h.EBADF(), submitOne(ring, r, sqe), "an error comes back as -errno in res");
            } finally {
                liburing_h.io_uring_queue_exit(ring);
                libc_h.close(cs, fd);
            }
        }
    }

    private static MemorySegment iovOf(Arena arena, MemorySegment buf, long len) {
        MemorySegment iov = iovec.allocate(arena);
        iovec.iov_base(iov, buf);
        iovec.iov_len(iov, len);
        return iov;
    }

    private static int submitOne(MemorySegment ring, UringInline.Ring r, long sqe) {
        UringInline.io_uring_sqe_set_data64(r.sqes(), sqe, 77);
        assertEquals(1, enter(ring, UringInline.io_uring_flush_sq(r), 1));
        long cqe = UringInline.io_uring_peek_cqe(r);
        assertTrue(cqe >= 0, "a completion is there after waiting for one");
        assertEquals(77, UringInline.io_uring_cqe_get_data64(r.cqes(), cqe));
        int res = UringInline.io_uring_cqe_res(r.cqes(), cqe);
        UringInline.io_uring_cqe_seen(r, cqe);
        return res;
    }

    @Test
    void shouldProbeOpcodesLikeLiburing() {
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment ring = ring(arena, ENTRIES);
            MemorySegment probe = liburing_h.io_uring_get_probe_ring(ring);
            try {
                assertTrue(probe.address() != 0, "IORING_REGISTER_PROBE works on Linux 5.6+");
                MemorySegment p = probe.reinterpret(UringInline.PROBE_BYTES);
                int lastOp = io_uring_probe.last_op(p) & 0xff;
                assertTrue(lastOp >= liburing_h.IORING_OP_WRITE());
                for (int op = 0; op < 256; op++) {
                    boolean java = UringInline.io_uring_opcode_supported_java(p, op);
                    assertEquals(java, UringInline.io_uring_opcode_supported(p, op), "op " + op + ": Java port vs liburing-ffi");
                    if (op > lastOp) {
                        assertFalse(java, "op " + op + " is past last_op");
                    }
                }
                for (int op : new int[] {liburing_h.IORING_OP_NOP(), liburing_h.IORING_OP_READV(), liburing_h.IORING_OP_WRITEV(),
                        liburing_h.IORING_OP_FSYNC(), liburing_h.IORING_OP_READ_FIXED(), liburing_h.IORING_OP_WRITE_FIXED(),
                        liburing_h.IORING_OP_READ(), liburing_h.IORING_OP_WRITE()}) {
                    assertTrue(UringInline.io_uring_opcode_supported(p, op), "op " + op + " supported on this kernel");
                }
            } finally {
                liburing_h.io_uring_free_probe(probe);
                liburing_h.io_uring_queue_exit(ring);
            }
        }
    }

    @Test
    void shouldReportAMissingLibraryWithoutThrowing() {
        assertTrue(liburing_h.isAvailable());
        assertTrue(liburing_h.loadFailure().isEmpty());
        // liburing 2.3 (Debian 12) has no liburing-ffi; 2.4+ may. Either answer is fine, asking must not throw.
        liburing_h.ffiLookup();
    }
}
