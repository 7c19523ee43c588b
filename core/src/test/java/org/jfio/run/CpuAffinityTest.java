package org.jfio.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

import org.jfio.spi.EngineContext;
import org.jfio.api.EngineRegistry;
import org.jfio.spi.IoEngine;
import org.jfio.spi.IoEngineProvider;
import org.jfio.spi.JfioException;
import org.jfio.api.JobRunner;
import org.jfio.job.ArgvParser;
import org.jfio.job.JobPlan;
import org.jfio.nativeheaders.libc.libc_h;
import org.jfio.testkit.InlineEngineProvider;
import org.junit.jupiter.api.Test;

/** cpus_allowed pins each job thread (and only it) with sched_setaffinity. */
class CpuAffinityTest {
    private final Set<Long> masks = ConcurrentHashMap.newKeySet();

    private final IoEngineProvider probe = new InlineEngineProvider("affinity-probe", "records the job thread's CPU mask",
            unit -> { }) {
        @Override
        public IoEngine create(EngineContext context) {
            try (Arena a = Arena.ofConfined()) {
                MemorySegment mask = a.allocate(128, 8);
                libc_h.sched_getaffinity(libc_h.allocateCallState(a), 0, 128, mask);
                masks.add(mask.get(ValueLayout.JAVA_LONG, 0));
            }
            return super.create(context);
        }
    };

    private void run(String... args) {
        JobPlan plan = new ArgvParser().parse(List.of(args));
        JobRunner.of(plan).engines(EngineRegistry.of(List.of(probe))).run();
    }

    @Test
    void shouldPinTheJobThreadToTheSet() {
        run("--name=a", "--ioengine=affinity-probe", "--size=64k", "--cpus_allowed=0");
        assertEquals(Set.of(1L), masks);
    }

    @Test
    void shouldGiveEachCloneItsOwnCpuWhenSplit() {
        int cpus = Runtime.getRuntime().availableProcessors();
        run("--name=a", "--ioengine=affinity-probe", "--size=64k", "--numjobs=" + cpus,
                "--cpus_allowed=0-" + (cpus - 1), "--cpus_allowed_policy=split");
        assertEquals(cpus, masks.size(), "one CPU each: " + masks);
        for (long m : masks) {
            assertEquals(1, Long.bitCount(m));
        }
    }

    @Test
    void shouldRejectABadCpuList() {
        JfioException e = assertThrows(JfioException.class, () -> run("--name=a", "--ioengine=affinity-probe",
                "--size=64k", "--cpus_allowed=3-1"));
        assertTrue(e.getMessage().contains("cpus_allowed=3-1"), e.getMessage());
    }
}
