package org.jfio.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.EnumSet;
import java.util.List;
import java.util.Set;

import org.jfio.api.EngineRegistry;
import org.jfio.api.JobRunner;
import org.jfio.job.JobPlan;
import org.jfio.job.JobSpec;
import org.jfio.job.ReadWrite;
import org.jfio.nativeheaders.libc.libc_h;
import org.jfio.result.JobResult;
import org.jfio.spi.EngineCapability;
import org.jfio.spi.EngineContext;
import org.jfio.spi.IoEngine;
import org.jfio.spi.IoEngineProvider;
import org.jfio.spi.IoUnit;
import org.jfio.spi.NativeCallException;
import org.jfio.spi.QueueStatus;
import org.junit.jupiter.api.Test;

/** The job's engine gives the hint for its own failed calls; the errno hints cover the rest. */
class EngineHintTest {
    private static final String RING_HINT = "the ring needs more locked memory: raise ulimit -l";

    /** A diskless engine that knows ENOMEM from its {@code ring_setup}, fails setup or its first I/O. */
    private static IoEngineProvider engine(boolean failSetup, int ioErrno) {
        return new IoEngineProvider() {
            @Override
            public String name() {
                return "hinting";
            }

            @Override
            public String description() {
                return "fails its setup or its first I/O";
            }

            @Override
            public Set<EngineCapability> capabilities() {
                return Set.of(EngineCapability.DISKLESS);
            }

            @Override
            public String errnoHint(String call, int errno) {
                return call.startsWith("ring_setup") && errno == libc_h.ENOMEM() ? RING_HINT : "";
            }

            @Override
            public IoEngine create(EngineContext context) {
                if (failSetup) {
                    throw NativeCallException.of("ring_setup(8)", libc_h.ENOMEM());
                }
                return new IoEngine() {
                    @Override
                    public Set<EngineCapability> capabilities() {
                        return EnumSet.of(EngineCapability.SYNC);
                    }

                    @Override
                    public QueueStatus queue(IoUnit unit) {
                        unit.result(-ioErrno);
                        return QueueStatus.COMPLETED;
                    }
                };
            }
        };
    }

    @Test
    void shouldAskTheEngineFirst() {
        IoEngineProvider e = engine(false, 0);
        assertEquals(RING_HINT, ErrnoHints.hint(e, "ring_setup(8)", libc_h.ENOMEM(), false, false, 0));
        assertEquals(ErrnoHints.hint("read", libc_h.ENOMEM(), false, true, 0),
                ErrnoHints.hint(e, "read", libc_h.ENOMEM(), false, true, 0), "the errno hints where the engine has none");
        assertTrue(ErrnoHints.hint(e, "read", libc_h.ENOMEM(), false, true, 0).startsWith("out of memory"));
    }

    @Test
    void shouldAddTheEnginesHintToASetupFailure() {
        JobSpec spec = JobSpec.builder("ring").set("ioengine", "hinting").rw(ReadWrite.READ).set("size", 1L << 20).build();
        RuntimeException e = assertThrows(RuntimeException.class,
                () -> JobRunner.of(JobPlan.of(spec)).engines(EngineRegistry.of(List.of(engine(true, 0)))).run());
        assertEquals("ring: ring_setup(8): ENOMEM (Cannot allocate memory); hint: " + RING_HINT, e.getMessage());
    }

    @Test
    void shouldKeepTheErrnoHintsForAFailedIo() {
        JobSpec spec = JobSpec.builder("io").set("ioengine", "hinting").rw(ReadWrite.READ).set("size", 1L << 20).build();
        JobResult j = JobRunner.of(JobPlan.of(spec)).engines(EngineRegistry.of(List.of(engine(false, libc_h.EIO()))))
                .run().groups().get(0).reported().get(0);
        assertEquals(libc_h.EIO(), j.error());
        assertTrue(j.errorMessage().endsWith("EIO (Input/output error); hint: the device reported an I/O error: check the "
                + "kernel log (dmesg) and the device's health"), j.errorMessage());
    }
}
