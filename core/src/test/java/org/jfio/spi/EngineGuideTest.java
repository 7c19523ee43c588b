package org.jfio.spi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;

import org.jfio.api.EngineRegistry;
import org.jfio.api.JobRunner;
import org.jfio.job.JobPlan;
import org.jfio.result.JobResult;
import org.jfio.result.RunResult;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Runs the engine of the engine-writing guide, {@code org/jfio/spi/package-info.java} (the two
 * classes below are the guide's code as printed there: change both together), and checks the
 * DISKLESS contract the guide and {@link EngineCapability#DISKLESS} state.
 */
class EngineGuideTest {
    @TempDir
    Path dir;

    // guide: provider
    public static final class LoopbackProvider implements IoEngineProvider {
        @Override
        public String name() {
            return "loopback";
        }

        @Override
        public String description() {
            return "completes every request at the next reap, moves no data";
        }

        @Override
        public Set<EngineCapability> capabilities() {
            return Set.of(EngineCapability.DISKLESS);     // no files: nothing is opened or laid out
        }

        @Override
        public IoEngine create(EngineContext context) {   // once per job clone, on its thread
            return new LoopbackEngine(context.iodepth());
        }
    }
    // end

    // guide: engine
    static final class LoopbackEngine implements IoEngine {
        private final IoUnit[] staged;      // queued, not committed yet
        private final IoUnit[] submitted;   // committed, not reaped yet
        private final IoUnit[] reaped;      // the last reap's completions
        private int stagedCount;
        private int submittedCount;

        LoopbackEngine(int iodepth) {       // allocate here, never per I/O
            staged = new IoUnit[iodepth];
            submitted = new IoUnit[iodepth];
            reaped = new IoUnit[iodepth];
        }

        @Override
        public Set<EngineCapability> capabilities() {
            return EnumSet.noneOf(EngineCapability.class);   // asynchronous: queue, commit, reap
        }

        @Override
        public QueueStatus queue(IoUnit unit) {
            if (stagedCount + submittedCount == staged.length) {
                return QueueStatus.BUSY;                      // the core commits, reaps, and retries
            }
            staged[stagedCount++] = unit;
            return QueueStatus.QUEUED;
        }

        @Override
        public void commit() {                                // a real engine: one io_submit / io_uring_enter
            System.arraycopy(staged, 0, submitted, submittedCount, stagedCount);
            submittedCount += stagedCount;
            stagedCount = 0;
        }

        @Override
        public int reap(int min, int max, long timeoutNs) {  // a real engine waits for at least min
            int n = Math.min(max, submittedCount);
            for (int i = 0; i < n; i++) {
                IoUnit u = submitted[i];
                u.result(u.lengthBytes());                    // bytes moved, or -errno
                reaped[i] = u;
            }
            System.arraycopy(submitted, n, submitted, 0, submittedCount - n);
            submittedCount -= n;
            return n;
        }

        @Override
        public IoUnit completed(int i) {
            return reaped[i];
        }
    }
    // end

    @Test
    void shouldRunTheGuidesEngine() {
        Path file = dir.resolve("no/such/directory/file");
        // guide: run
        EngineRegistry engines = EngineRegistry.of(List.of(new LoopbackProvider()));
        JobPlan plan = JobPlan.fromFioArgs(List.of("--name=loop", "--ioengine=loopback", "--iodepth=8",
                "--rw=randrw", "--bs=4k", "--size=1m", "--filename=" + file), engines.providers());
        RunResult result = JobRunner.of(plan).engines(engines).run();
        // end
        JobResult loop = result.job("loop");
        assertEquals(0, loop.error(), loop.errorMessage());
        assertEquals(256, loop.direction(DataDirection.READ).ios() + loop.direction(DataDirection.WRITE).ios());
        assertEquals(8, loop.effectiveIodepth());
        assertFalse(Files.exists(dir.resolve("no")), "a diskless job creates nothing");
        assertEquals(List.of(), result.disks(), "and measures no device");
    }

    /** A diskless engine that records what the core asks of it. */
    private static final class Recording implements IoEngineProvider {
        final AtomicInteger opens = new AtomicInteger();
        final AtomicInteger closes = new AtomicInteger();
        final AtomicInteger syncs = new AtomicInteger();
        final AtomicInteger openFds = new AtomicInteger();

        @Override
        public String name() {
            return "recording";
        }

        @Override
        public String description() {
            return "records";
        }

        @Override
        public Set<EngineCapability> capabilities() {
            return Set.of(EngineCapability.DISKLESS);
        }

        @Override
        public IoEngine create(EngineContext context) {
            return new IoEngine() {
                @Override
                public Set<EngineCapability> capabilities() {
                    return EnumSet.of(EngineCapability.SYNC);
                }

                @Override
                public void open(IoFile f) {
                    opens.incrementAndGet();
                }

                @Override
                public void close(IoFile f) {
                    closes.incrementAndGet();
                }

                @Override
                public QueueStatus queue(IoUnit unit) {
                    if (unit.ddir() == DataDirection.SYNC) {
                        syncs.incrementAndGet();
                    }
                    if (unit.file().fd() >= 0) {
                        openFds.incrementAndGet();
                    }
                    unit.result(unit.lengthBytes());
                    return QueueStatus.COMPLETED;
                }
            };
        }
    }

    @Test
    void shouldKeepTheDisklessContract() {
        Recording engine = new Recording();
        Path file = dir.resolve("absent/f");
        JobPlan plan = JobPlan.fromFioArgs(List.of("--name=d", "--ioengine=recording", "--rw=write", "--bs=4k",
                "--size=1m", "--fsync=4", "--end_fsync=1", "--filename=" + file), List.of(engine));
        RunResult r = JobRunner.of(plan).engines(EngineRegistry.of(List.of(engine))).run();
        assertEquals(0, r.job("d").error(), r.job("d").errorMessage());
        assertEquals(256, r.job("d").direction(DataDirection.WRITE).ios());
        assertEquals(1, engine.opens.get(), "open(IoFile) is called once per file (fd -1), before the clock starts");
        assertEquals(0, engine.closes.get(), "nor close(IoFile)");
        assertEquals(0, engine.openFds.get(), "every fd stays -1");
        // a sync unit is issued before the request that follows every 4th write: 256 / 4 - 1 (the
        // last write ends the job), and end_fsync's sync of the file is not issued without a file
        assertEquals(63, engine.syncs.get(), "fsync=4 units still reach the engine");
        assertFalse(Files.exists(dir.resolve("absent")), "nothing laid out");
    }
}
