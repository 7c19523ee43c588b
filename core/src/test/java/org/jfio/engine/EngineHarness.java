package org.jfio.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.nio.file.Path;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Function;
import java.util.Set;

import org.jfio.spi.EngineCapability;
import org.jfio.spi.EngineContext;
import org.jfio.spi.IoEngine;
import org.jfio.spi.IoEngineProvider;
import org.jfio.spi.IoFile;
import org.jfio.spi.IoUnit;
import org.jfio.spi.QueueStatus;
import org.jfio.nativeheaders.libc.Errno;
import org.jfio.nativeheaders.libc.libc_h;

/** Drives engines one request at a time, opens files the way the core does, and fills buffers. */
final class EngineHarness {
    private EngineHarness() {
    }

    /** Runs one request to completion on a sync or queued engine. @return its result */
    static long complete(IoEngine engine, IoUnit unit) {
        QueueStatus s = engine.queue(unit);
        if (s == QueueStatus.COMPLETED) {
            return unit.result();
        }
        assertEquals(QueueStatus.QUEUED, s, "an idle engine takes the request");
        engine.commit();
        assertEquals(1, engine.reap(1, 16, -1), "one completion");
        assertSame(unit, engine.completed(0));
        return unit.result();
    }

    /**
     * Opens {@code path} as the core does (O_RDWR or O_RDONLY, O_DIRECT when asked, O_CLOEXEC).
     *
     * @return the descriptor, or -1 when the filesystem refuses O_DIRECT (EINVAL)
     */
    static int open(Arena arena, Path path, boolean direct, boolean write) {
        MemorySegment cs = libc_h.allocateCallState(arena);
        int flags = (write ? libc_h.O_RDWR() : libc_h.O_RDONLY()) | (direct ? libc_h.O_DIRECT() : 0) | libc_h.O_CLOEXEC();
        int fd = libc_h.open(cs, arena.allocateFrom(path.toString()), flags, 0);
        if (fd < 0 && direct && libc_h.errno(cs) == libc_h.EINVAL()) {
            return -1;
        }
        assertTrue(fd >= 0, "open " + path + ": " + Errno.name(libc_h.errno(cs)));
        return fd;
    }

    static void close(Arena arena, int fd) {
        assertEquals(0, libc_h.close(libc_h.allocateCallState(arena), fd));
    }

    static IoFile file(Path path, int fd, long size) {
        IoFile f = new IoFile(path, 0, 0, size);
        f.fd(fd);
        return f;
    }

    static EngineContext context(Arena arena, int iodepth, boolean direct, int maxBs) {
        return new EngineContext("t", iodepth, direct, maxBs, arena);
    }

    static void fillRandom(MemorySegment buf, SplittableRandom rng) {
        for (long off = 0; off + 8 <= buf.byteSize(); off += 8) {
            buf.set(ValueLayout.JAVA_LONG_UNALIGNED, off, rng.nextLong());
        }
    }

    /** Reads {@code len} bytes at {@code offset} with pread on a fresh buffer, failing on error. */
    static MemorySegment pread(Arena arena, int fd, long offset, int len) {
        MemorySegment cs = libc_h.allocateCallState(arena);
        MemorySegment buf = arena.allocate(len, 4096);
        long r = libc_h.pread(cs, fd, buf, len, offset);
        if (r != len) {
            fail("pread " + len + " @ " + offset + " = " + r + " " + Errno.name(libc_h.errno(cs)));
        }
        return buf;
    }

    /** A provider that wraps another and remembers the engine it created last. */
    static final class Capturing<E extends IoEngine> implements IoEngineProvider {
        private final IoEngineProvider delegate;
        private final Function<IoEngine, E> cast;
        final AtomicReference<E> engine = new AtomicReference<>();

        Capturing(IoEngineProvider delegate, Function<IoEngine, E> cast) {
            this.delegate = delegate;
            this.cast = cast;
        }

        @Override
        public String name() {
            return delegate.name();
        }

        @Override
        public List<String> aliases() {
            return delegate.aliases();
        }

        @Override
        public String description() {
            return delegate.description();
        }

        @Override
        public Set<EngineCapability> capabilities() {
            return delegate.capabilities();
        }

        @Override
        public IoEngine create(EngineContext context) {
            E e = cast.apply(delegate.create(context));
            engine.set(e);
            return e;
        }
    }
}
