package org.jfio.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.locks.LockSupport;

import org.jfio.spi.DataDirection;
import org.jfio.spi.IoEngineProvider;
import org.jfio.testkit.InlineEngineProvider;
import org.jfio.testkit.TestEngines;
import org.junit.jupiter.api.Test;

/**
 * fio's {@code lockfile} on a diskless engine that counts the requests inside one shared file at
 * once (each stays 100 µs): four clones under {@code exclusive} never overlap; under
 * {@code readwrite} reads overlap and a write is always alone; under {@code none} they overlap.
 */
class FileLockTest {
    private final AtomicInteger inside = new AtomicInteger();
    private final AtomicInteger maxInside = new AtomicInteger();
    private final AtomicInteger writeWithOthers = new AtomicInteger();

    /** Counts the requests inside the file at once; each stays 100 µs. */
    private IoEngineProvider counting() {
        return new InlineEngineProvider("counting", "counts requests in the file at once", unit -> {
            int now = inside.incrementAndGet();
            maxInside.accumulateAndGet(now, Math::max);
            LockSupport.parkNanos(100_000);
            if (unit.ddir() == DataDirection.WRITE && inside.get() != 1) {
                writeWithOthers.incrementAndGet();
            }
            inside.decrementAndGet();
        });
    }

    private void run(String options) {
        String text = "[l]\nioengine=counting\nfilename=shared\nbs=4k\nsize=800k\nnumjobs=4\n" + options + "\n";
        TestEngines.runText(text, counting());
    }

    @Test
    void shouldLetOneRequestAtATimeIntoTheFileUnderExclusive() {
        run("rw=randrw\nlockfile=exclusive");
        assertEquals(1, maxInside.get());
    }

    @Test
    void shouldLetReadsTogetherAndWritesAloneUnderReadwrite() {
        run("rw=randrw\nlockfile=readwrite");
        assertEquals(0, writeWithOthers.get(), "a write shared the file");
        assertTrue(maxInside.get() > 1, "reads share the file");
    }

    @Test
    void shouldTakeNoLockByDefault() {
        run("rw=randrw");
        assertTrue(maxInside.get() > 1, "clones overlap without lockfile");
    }
}
