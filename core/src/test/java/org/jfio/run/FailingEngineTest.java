package org.jfio.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.EnumSet;
import java.util.List;
import java.util.Set;

import org.jfio.spi.DataDirection;
import org.jfio.spi.EngineCapability;
import org.jfio.spi.EngineContext;
import org.jfio.api.EngineRegistry;
import org.jfio.spi.IoEngine;
import org.jfio.spi.IoEngineProvider;
import org.jfio.spi.IoUnit;
import org.jfio.spi.JfioException;
import org.jfio.spi.NativeCallException;
import org.jfio.result.JobResult;
import org.jfio.api.JobRunner;
import org.jfio.spi.QueueStatus;
import org.jfio.result.RunResult;
import org.jfio.job.JobPlan;
import org.jfio.job.JobSpec;
import org.jfio.job.ReadWrite;
import org.jfio.nativeheaders.libc.libc_h;
import org.junit.jupiter.api.Test;

/**
 * A failed I/O ends the job with its errno, and the report can say which request failed; an
 * engine that throws mid-run ends the run with a line saying what failed and when.
 */
class FailingEngineTest {

    /**
     * A diskless engine, synchronous or (with a ring of {@code iodepth}) asynchronous, whose
     * {@code call} ("queue", "commit" or "reap") throws {@code thrown} on its {@code n}-th call.
     */
    private static IoEngineProvider throwingAt(String call, int n, RuntimeException thrown, boolean async) {
        return new IoEngineProvider() {
            @Override
            public String name() {
                return "throwing";
            }

            @Override
            public String description() {
                return "throws from one of its I/O calls";
            }

            @Override
            public Set<EngineCapability> capabilities() {
                return Set.of(EngineCapability.DISKLESS);
            }

            @Override
            public IoEngine create(EngineContext context) {
                IoUnit[] ring = new IoUnit[context.iodepth()];
                return new IoEngine() {
                    int queued;
                    int committed;
                    int reaped;
                    int ready;

                    @Override
                    public Set<EngineCapability> capabilities() {
                        return async ? EnumSet.noneOf(EngineCapability.class) : EnumSet.of(EngineCapability.SYNC);
                    }

                    @Override
                    public QueueStatus queue(IoUnit unit) {
                        if (call.equals("queue") && ++queued == n) {
                            throw thrown;
                        }
                        unit.result(unit.lengthBytes());
                        if (!async) {
                            return QueueStatus.COMPLETED;
                        }
                        ring[ready++] = unit;
                        return QueueStatus.QUEUED;
                    }

                    @Override
                    public void commit() {
                        if (call.equals("commit") && ++committed == n) {
                            throw thrown;
                        }
                    }

                    @Override
                    public int reap(int min, int max, long timeoutNs) {
                        if (call.equals("reap") && ++reaped == n) {
                            throw thrown;
                        }
                        int got = Math.min(ready, max);
                        ready -= got;
                        return got;
                    }

                    @Override
                    public IoUnit completed(int i) {
                        return ring[ready + i];
                    }
                };
            }
        };
    }

    private static JfioException runThrowing(JobSpec spec, IoEngineProvider provider) {
        return assertThrows(JfioException.class,
                () -> JobRunner.of(JobPlan.of(spec)).engines(EngineRegistry.of(List.of(provider))).run());
    }

    private static IoEngineProvider failingAt(int n, int errno, int shortEvery) {
        return new IoEngineProvider() {
            @Override
            public String name() {
                return "failing";
            }

            @Override
            public String description() {
                return "fails the n-th request";
            }

            @Override
            public Set<EngineCapability> capabilities() {
                return Set.of(EngineCapability.DISKLESS);
            }

            @Override
            public IoEngine create(EngineContext context) {
                return new IoEngine() {
                    int count;

                    @Override
                    public Set<EngineCapability> capabilities() {
                        return EnumSet.of(EngineCapability.SYNC);
                    }

                    @Override
                    public QueueStatus queue(IoUnit unit) {
                        count++;
                        if (count == n) {
                            unit.result(-errno);
                        } else if (shortEvery > 0 && count % shortEvery == 0 && unit.lengthBytes() > 512) {
                            unit.result(512);
                        } else {
                            unit.result(unit.lengthBytes());
                        }
                        return QueueStatus.COMPLETED;
                    }
                };
            }
        };
    }

    @Test
    void shouldEndTheJobWithTheFirstErrno() {
        JobSpec spec = JobSpec.builder("bad").set("ioengine", "failing").rw(ReadWrite.WRITE).set("size", 1L << 20).build();
        RunResult r = JobRunner.of(JobPlan.of(spec)).engines(EngineRegistry.of(List.of(failingAt(10, libc_h.EIO(), 0)))).run();
        JobResult j = r.groups().get(0).reported().get(0);
        assertEquals(libc_h.EIO(), j.error());
        assertEquals(libc_h.EIO(), r.firstError());
        assertEquals(9, j.direction(DataDirection.WRITE).ios(), "the nine before the failure completed");
        assertTrue(j.errorMessage().startsWith("write of 4096 bytes at offset 36864 on "), j.errorMessage());
        assertTrue(j.errorMessage().contains("EIO"), j.errorMessage());
    }

    @Test
    void shouldHintAtTheAlignmentWhenADirectIoFailsWithEinval() {
        // the preflight refuses misaligned jobs it can see; this is the run's own hint for what it cannot
        JobSpec spec = JobSpec.builder("einval").set("ioengine", "failing").rw(ReadWrite.READ).set("size", 1L << 20).set("direct", true).build();
        RunResult r = JobRunner.of(JobPlan.of(spec)).engines(EngineRegistry.of(List.of(failingAt(1, libc_h.EINVAL(), 0)))).run();
        JobResult j = r.groups().get(0).reported().get(0);
        assertEquals(libc_h.EINVAL(), j.error());
        assertTrue(j.errorMessage().contains("EINVAL (Invalid argument); hint: with direct=1 the offset, length and buffer "
                + "must be multiples of the device's logical block size"), j.errorMessage());
    }

    @Test
    void shouldReissueTheRestOfAShortTransfer() {
        JobSpec spec = JobSpec.builder("short").set("ioengine", "failing").rw(ReadWrite.READ).set("size", 1L << 20).build();
        RunResult r = JobRunner.of(JobPlan.of(spec)).engines(EngineRegistry.of(List.of(failingAt(-1, 0, 4)))).run();
        JobResult j = r.groups().get(0).reported().get(0);
        assertEquals(0, j.error());
        assertEquals(256, j.direction(DataDirection.READ).ios(), "every request completes once");
        assertEquals(1L << 20, j.direction(DataDirection.READ).bytes(), "bytes of the parts add up");
        assertTrue(j.direction(DataDirection.READ).shortIos() > 0);
    }

    @Test
    void shouldNotMeasureTheRampTime() {
        JobSpec spec = JobSpec.builder("ramp").set("ioengine", "null").rw(ReadWrite.RANDREAD).set("size", 1L << 20)
                .set("ramp_time", java.time.Duration.ofNanos(600_000_000L)).set("time_based", true).set("runtime", java.time.Duration.ofNanos(600_000_000L)).build();
        long t0 = System.nanoTime();
        RunResult r = JobRunner.of(JobPlan.of(spec)).run();
        long wallMs = (System.nanoTime() - t0) / 1_000_000;
        JobResult j = r.groups().get(0).reported().get(0);
        assertTrue(wallMs >= 1200, "ramp and runtime both ran: " + wallMs);
        assertTrue(j.runtimeMs() < 1000 && j.runtimeMs() >= 600, "only the runtime is measured: " + j.runtimeMs());
    }

    @Test
    void shouldSayWhichEngineCallFailedMidRunAndWhen() {
        JobSpec spec = JobSpec.builder("mid").set("ioengine", "throwing").rw(ReadWrite.READ).set("size", 1L << 20).build();
        JfioException e = runThrowing(spec, throwingAt("queue", 10, new JfioException("the device went away"), false));
        assertTrue(e.getMessage().startsWith("mid: the device went away; ioengine=throwing queue() failed during the "
                + "measured run, after 9 I/Os ("), e.getMessage());
        assertTrue(e.getMessage().endsWith(" ms in)"), e.getMessage());
        assertFalse(e.getMessage().contains("setup"), e.getMessage());
    }

    @Test
    void shouldKeepTheErrnoAndHintOfANativeFailureMidRun() {
        JobSpec spec = JobSpec.builder("native").set("ioengine", "throwing").rw(ReadWrite.RANDREAD).set("size", 1L << 20)
                .set("iodepth", 8).build();
        JfioException e = runThrowing(spec,
                throwingAt("reap", 5, NativeCallException.of("io_getevents(1, 8)", libc_h.EIO()), true));
        assertTrue(e.getMessage().startsWith("native: io_getevents(1, 8): EIO (Input/output error); hint: "), e.getMessage());
        assertTrue(e.getMessage().contains("; ioengine=throwing reap() failed during the measured run, after "),
                e.getMessage());
        NativeCallException n = assertInstanceOf(NativeCallException.class, e.getCause());
        assertEquals(libc_h.EIO(), n.errno());
        assertEquals("io_getevents(1, 8)", n.call());
    }

    @Test
    void shouldNotCallAnEngineBugMidRunASetupFailure() {
        JobSpec spec = JobSpec.builder("bug").set("ioengine", "throwing").rw(ReadWrite.WRITE).set("size", 1L << 20).set("iodepth", 4)
                .set("ramp_time", java.time.Duration.ofNanos(1000)).set("time_based", true).set("runtime", java.time.Duration.ofNanos(1_000_000_000L)).build();
        JfioException e = runThrowing(spec, throwingAt("commit", 3, new IllegalStateException("ring corrupted"), true));
        assertTrue(e.getMessage().startsWith("bug: java.lang.IllegalStateException: ring corrupted; "
                + "ioengine=throwing commit() failed during "), e.getMessage());
        assertFalse(e.getMessage().contains("setup"), e.getMessage());
        assertInstanceOf(IllegalStateException.class, e.getCause());
    }

    @Test
    void shouldKeepTheSetupFailureTextForAnEngineThatFailsToStart() {
        IoEngineProvider broken = new IoEngineProvider() {
            @Override
            public String name() {
                return "broken";
            }

            @Override
            public String description() {
                return "cannot be created";
            }

            @Override
            public Set<EngineCapability> capabilities() {
                return Set.of(EngineCapability.DISKLESS);
            }

            @Override
            public IoEngine create(EngineContext context) {
                throw new IllegalStateException("no rings left");
            }
        };
        JobSpec spec = JobSpec.builder("early").set("ioengine", "broken").rw(ReadWrite.READ).set("size", 1L << 20).build();
        JfioException e = runThrowing(spec, broken);
        assertEquals("job setup failed: java.lang.IllegalStateException: no rings left", e.getMessage());
    }
}
