package org.jfio.compare;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.jfio.api.EngineRegistry;
import org.jfio.job.ArgvParser;
import org.jfio.job.JobPlan;
import org.jfio.job.JobSpec;
import org.jfio.spi.Availability;
import org.jfio.spi.EngineContext;
import org.jfio.spi.IoEngine;
import org.jfio.spi.IoEngineProvider;
import org.jfio.spi.JfioException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ComparePlannerTest {
    @TempDir
    Path tmp;

    /** An engine whose library is missing. */
    static final class Missing implements IoEngineProvider {
        @Override
        public String name() {
            return "missing-test";
        }

        @Override
        public String description() {
            return "never available";
        }

        @Override
        public Availability availability() {
            return Availability.unavailable("libmissing.so.1 not found", "apt-get install libmissing1");
        }

        @Override
        public IoEngine create(EngineContext context) {
            throw new JfioException("never");
        }
    }

    private EngineRegistry registry() {
        List<IoEngineProvider> all = new ArrayList<>(EngineRegistry.load().providers());
        all.add(new Missing());
        return EngineRegistry.of(all);
    }

    private JobPlan plan(String... extra) {
        List<String> args = new ArrayList<>(List.of("--name=j", "--filename=" + tmp.resolve("f"), "--size=1m",
                "--rw=randread"));
        args.addAll(List.of(extra));
        return new ArgvParser().parse(args);
    }

    @Test
    void shouldRunEveryEngineThatDoesIoAndSkipTheOthersWithTheReason() {
        List<CellPlan> cells = ComparePlanner.cells(plan("--direct=1"),
                new CompareSpec(List.of(), 1, Sweep.NONE, Map.of()), registry());
        List<String> names = cells.stream().map(CellPlan::engine).toList();
        assertFalse(names.contains("null"), "a diskless engine does no file I/O: " + names);
        CellPlan missing = cells.stream().filter(c -> c.engine().equals("missing-test")).findFirst().orElseThrow();
        assertNull(missing.plan());
        assertEquals("not available here: libmissing.so.1 not found; fix: apt-get install libmissing1", missing.skipped());
        CellPlan mmap = cells.stream().filter(c -> c.engine().equals("mmap")).findFirst().orElseThrow();
        assertTrue(mmap.skipped().contains("does not support direct=1"), mmap.skipped());
        CellPlan psync = cells.stream().filter(c -> c.engine().equals("psync")).findFirst().orElseThrow();
        assertTrue(psync.runs() && psync.synchronous());
        assertEquals("psync", psync.plan().jobs().get(0).ioengine());
    }

    @Test
    void shouldSetTheSweptValueAndOverridesOnEveryJobAndDropTheCacheWhenBuffered() {
        JobPlan base = plan("--iodepth=4");
        List<CellPlan> cells = ComparePlanner.cells(base, new CompareSpec(List.of("psync", "sync"), 1,
                new Sweep("bs", List.of("4k", "16k")), Map.of("iodepth", "2")), registry());
        assertEquals(List.of("psync4k", "sync4k", "psync16k", "sync16k"),
                cells.stream().map(c -> c.engine() + c.sweepValue()).toList());
        for (CellPlan c : cells) {
            for (JobSpec job : c.plan().jobs()) {
                assertEquals(c.engine(), job.ioengine());
                assertEquals(c.sweepValue().equals("4k") ? 4096 : 16384, job.blocks().maxBytes().get(0));
                assertEquals(2, job.depth().iodepth());
                assertTrue(job.buffers().invalidate());
            }
        }
    }

    @Test
    void shouldRefuseAnUnknownEngineAndABadSweptValue() {
        JfioException e = assertThrows(JfioException.class, () -> ComparePlanner.cells(plan(),
                new CompareSpec(List.of("psycn"), 1, Sweep.NONE, Map.of()), registry()));
        assertTrue(e.getMessage().contains("psycn"), e.getMessage());
        assertThrows(JfioException.class, () -> ComparePlanner.cells(plan(),
                new CompareSpec(List.of("psync"), 1, new Sweep("iodepth", List.of("1", "x")), Map.of()), registry()));
    }

    @Test
    void shouldRefuseAPlanOfSeveralJobs() {
        JobPlan two = plan("--name=k", "--filename=" + tmp.resolve("g"), "--size=1m");
        JfioException e = assertThrows(JfioException.class, () -> ComparePlanner.cells(two,
                new CompareSpec(List.of("psync"), 1, Sweep.NONE, Map.of()), registry()));
        assertEquals("compare runs one job per cell; the job files and options make 2 jobs (j, k): "
                + "give a job file with one job", e.getMessage());
    }

    @Test
    void shouldCheckEveryCellAsAPlainRunUnderReadonly() {
        CompareSpec spec = new CompareSpec(List.of("psync", "sync"), 1, Sweep.NONE, Map.of());
        JfioException e = assertThrows(JfioException.class,
                () -> ComparePlanner.cells(plan("--rw=randwrite"), spec, registry(), true));
        assertEquals("j: rw=randwrite writes or trims, but --readonly allows only reads", e.getMessage());
        JfioException layout = assertThrows(JfioException.class,
                () -> ComparePlanner.cells(plan(), spec, registry(), true));
        assertTrue(layout.getMessage().contains("--readonly forbids creating it"), layout.getMessage());
        assertEquals(2, ComparePlanner.cells(plan("--rw=randwrite"), spec, registry(), false).size(),
                "without --readonly a writing job is compared");
    }
}
