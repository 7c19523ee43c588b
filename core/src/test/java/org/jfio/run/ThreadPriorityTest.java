package org.jfio.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.foreign.Arena;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;

import org.jfio.api.EngineRegistry;
import org.jfio.api.JobRunner;
import org.jfio.job.JobPlan;
import org.jfio.job.JobSpec;
import org.jfio.result.RunResult;
import org.jfio.spi.IoEngineProvider;
import org.jfio.spi.IoUnit;
import org.jfio.spi.JfioException;
import org.jfio.testkit.InlineEngineProvider;
import org.junit.jupiter.api.Test;

/**
 * prio, prioclass, nice, numa_cpu_nodes and numa_mem_policy: parsed, echoed, and set on the
 * clone's own thread (read back there with ioprio_get, getpriority and get_mempolicy). This
 * machine may have one NUMA node: node 0, and a node that does not exist.
 */
class ThreadPriorityTest {
    /** A diskless engine that reads its I/O thread's ioprio and nice value at its first I/O. */
    static final class ProbeProvider extends InlineEngineProvider {
        final AtomicInteger ioprio = new AtomicInteger(Integer.MIN_VALUE);
        final AtomicInteger nice = new AtomicInteger(Integer.MIN_VALUE);
        final java.util.concurrent.atomic.AtomicReference<long[]> mempolicy = new java.util.concurrent.atomic.AtomicReference<>();

        ProbeProvider() {
            super("prioprobe", "test engine reading its thread's priorities");
        }

        @Override
        protected void seen(IoUnit unit) {
            if (ioprio.get() == Integer.MIN_VALUE) {
                try (Arena a = Arena.ofConfined()) {
                    ioprio.set(ThreadPriority.current(a));
                    nice.set(ThreadPriority.currentNice(a));
                    mempolicy.set(NumaPlacement.current(a));
                }
            }
        }
    }

    private static ProbeProvider run(JobSpec.Builder b) {
        ProbeProvider p = new ProbeProvider();
        RunResult r = JobRunner.of(JobPlan.of(b.set("ioengine", "prioprobe").set("size", "64k").build()))
                .engines(EngineRegistry.of(List.of(p))).run();
        assertTrue(r.groups().get(0).reported().get(0).error() == 0, "job error");
        return p;
    }

    @Test
    void shouldParseAndEchoAsFio() {
        JobSpec s = JobSpec.builder("p").set("ioengine", "null").record("prio", "3").record("prioclass", "3")
                .record("nice", "5").build();
        assertEquals(3, s.cpus().ioprio());
        assertEquals(3, s.cpus().ioprioClass());
        assertEquals(5, s.cpus().nice());
        assertEquals("3", s.options().get("prioclass"));
        assertEquals((3 << 13) | 3, s.cpus().ioprioValue());
        JobSpec none = JobSpec.builder("n").build();
        assertEquals(-1, none.cpus().ioprio());
        assertEquals(0, none.cpus().ioprioValue());
        assertEquals((2 << 13) | 6, JobSpec.builder("b").set("prio", "6").build().cpus().ioprioValue()); // class 0 -> best effort
        assertThrows(JfioException.class, () -> JobSpec.builder("x").set("prio", "8").build());
        assertThrows(JfioException.class, () -> JobSpec.builder("x").set("prioclass", "4").build());
        assertThrows(JfioException.class, () -> JobSpec.builder("x").set("nice", "20").build());
        // the declared range goes below zero: a minus sign is taken there (fio takes nice=-5)
        assertEquals(-5, JobSpec.builder("m").record("nice", "-5").build().cpus().nice());
        assertEquals(-20, JobSpec.builder("m").record("nice", "-20").build().cpus().nice());
        assertEquals("nice=-21: out of range (-20..19)", assertThrows(JfioException.class,
                () -> JobSpec.builder("x").set("nice", "-21").build()).getMessage());
        assertEquals("iodepth=-1: invalid integer (must not be negative)", assertThrows(JfioException.class,
                () -> JobSpec.builder("x").set("iodepth", "-1").build()).getMessage()); // no minus where the range has none
    }

    @Test
    void shouldSetTheIoPriorityOfTheClonesThreadOnly() {
        ProbeProvider p = run(JobSpec.builder("p").set("prioclass", "3").set("prio", "0"));
        assertEquals(3 << 13, p.ioprio.get()); // idle class, level 0
        ProbeProvider be = run(JobSpec.builder("p").set("prio", "5"));
        assertEquals((2 << 13) | 5, be.ioprio.get());
        try (Arena a = Arena.ofConfined()) {
            assertTrue(ThreadPriority.current(a) >> 13 != 3, "the test thread kept its own I/O priority");
        }
    }

    @Test
    void shouldLowerTheClonesNiceWithANegativeNice() {
        int base;
        try (Arena a = Arena.ofConfined()) {
            base = ThreadPriority.currentNice(a);
        }
        // as root (CI): CAP_SYS_NICE lets the thread go below its current value
        ProbeProvider p = run(JobSpec.builder("p").set("nice", "-5"));
        assertEquals(Math.max(-20, base - 5), p.nice.get());
        try (Arena a = Arena.ofConfined()) {
            assertEquals(base, ThreadPriority.currentNice(a)); // only the clone's thread changed
        }
    }

    @Test
    void shouldAddNiceToTheClonesThread() {
        int base;
        try (Arena a = Arena.ofConfined()) {
            base = ThreadPriority.currentNice(a);
        }
        ProbeProvider p = run(JobSpec.builder("p").set("nice", "3"));
        assertEquals(Math.min(19, base + 3), p.nice.get());
        try (Arena a = Arena.ofConfined()) {
            assertEquals(base, ThreadPriority.currentNice(a)); // only the clone's thread changed
        }
    }

    @Test
    void shouldBindTheClonesMemoryToNode0AndRefuseAMissingNode() {
        ProbeProvider bind = run(JobSpec.builder("m").set("numa_mem_policy", "bind:0").set("numa_cpu_nodes", "0"));
        assertEquals(2, bind.mempolicy.get()[0]); // MPOL_BIND
        assertEquals(1L, bind.mempolicy.get()[1]); // node 0 only
        ProbeProvider local = run(JobSpec.builder("m").set("numa_mem_policy", "local"));
        assertEquals(4, local.mempolicy.get()[0]); // MPOL_LOCAL
        ProbeProvider none = run(JobSpec.builder("m"));
        assertEquals(0, none.mempolicy.get()[0]); // untouched: the default policy
        try (Arena a = Arena.ofConfined()) {
            assertEquals(0, NumaPlacement.current(a)[0]); // the test thread kept its own policy
        }
        JobSpec s = JobSpec.builder("m").record("numa_mem_policy", "interleave").record("numa_cpu_nodes", "all").build();
        assertEquals(3, s.cpus().numaMemMode());
        assertTrue(s.cpus().numaMemNodes().length >= 1);
        assertEquals("interleave", s.options().get("numa_mem_policy"));
        int missing = 4095;
        JfioException e = assertThrows(JfioException.class, () -> JobSpec.builder("m").set("numa_cpu_nodes", "" + missing).build());
        assertTrue(e.getMessage().contains("numa_cpu_nodes=" + missing + ": this machine has no NUMA node " + missing + " (it has: 0"),
                e.getMessage());
        JfioException p = assertThrows(JfioException.class, () -> JobSpec.builder("m").set("numa_mem_policy", "prefer").build());
        assertTrue(p.getMessage().contains("'prefer' needs one node"), p.getMessage());
        assertThrows(JfioException.class, () -> JobSpec.builder("m").set("numa_mem_policy", "local:0").build());
        assertThrows(JfioException.class, () -> JobSpec.builder("m").set("numa_mem_policy", "fast:0").build());
    }
}
