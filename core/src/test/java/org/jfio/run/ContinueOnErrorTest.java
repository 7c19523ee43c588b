package org.jfio.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
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
import org.jfio.result.JobResult;
import org.jfio.api.JobRunner;
import org.jfio.spi.QueueStatus;
import org.jfio.job.ContinueOnError;
import org.jfio.job.JobPlan;
import org.jfio.job.JobSpec;
import org.jfio.job.ReadWrite;
import org.jfio.nativeheaders.libc.libc_h;
import org.jfio.testkit.TestEngines;
import org.junit.jupiter.api.Test;

class ContinueOnErrorTest {

    /** Fails every 10th write with EIO. */
    private static IoEngineProvider failingWrites() {
        return TestEngines.failingWrites("badwrites", 10, libc_h.EIO());
    }

    private static JobResult run(ContinueOnError policy) {
        JobSpec spec = JobSpec.builder("coe").set("ioengine", "badwrites").rw(ReadWrite.RW).set("size", 1L << 20)
                .set("continue_on_error", policy).build();
        return TestEngines.runOne(spec, failingWrites());
    }

    @Test
    void shouldCountWriteErrorsAndGoOn() {
        for (ContinueOnError policy : List.of(ContinueOnError.WRITE, ContinueOnError.IO, ContinueOnError.ALL)) {
            JobResult j = run(policy);
            assertEquals(0, j.error(), policy.name());
            long writes = j.direction(DataDirection.WRITE).ios();
            long reads = j.direction(DataDirection.READ).ios();
            long failed = (writes + reads == 256) ? 0 : 256 - writes - reads;
            assertTrue(failed > 5, policy + ": failed writes are not counted as done: " + failed);
            assertTrue(j.notes().stream().anyMatch(n -> n.contains("continue_on_error: " + failed + " I/O error")),
                    j.notes().toString());
        }
    }

    @Test
    void shouldStopAtTheFirstErrorOtherwise() {
        for (ContinueOnError policy : List.of(ContinueOnError.NONE, ContinueOnError.READ, ContinueOnError.VERIFY)) {
            JobResult j = run(policy);
            assertEquals(libc_h.EIO(), j.error(), policy.name());
            assertEquals(9, j.direction(DataDirection.WRITE).ios(), policy.name());
        }
    }
}
