package org.jfio.run;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;

import org.jfio.api.JobRunner;
import org.jfio.job.JobPlan;
import org.jfio.result.RunResult;
import org.jfio.spi.JfioException;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * Any job file over the workload options, run whole on the null engine with a short runtime,
 * either runs to a result or is refused with one clear line: never another exception, never a
 * multi-line message, never a hang. Only options that touch no file are generated (the null
 * engine is diskless), so nothing is written anywhere.
 */
class RunPropertyTest {
    private static final List<String> KEYS = List.of("bs", "bsrange", "bssplit", "rw", "readwrite", "size", "io_size",
            "iodepth", "iodepth_batch", "iodepth_batch_complete_min", "rwmixread", "rwmixwrite", "time_based", "loops",
            "offset", "offset_increment", "percentage_random", "random_distribution", "norandommap", "randrepeat",
            "rate", "rate_iops", "rate_process", "thinktime", "thinktime_blocks", "number_ios", "blockalign",
            "zonesize", "zonerange", "zoneskip", "fsync", "fdatasync", "ddir_seq_nr", "numjobs", "group_reporting",
            "disable_lat", "disable_clat", "disable_slat", "gtod_reduce", "continue_on_error", "unified_rw_reporting");

    /** Generated files that ran to a result: the property must not pass by refusing everything. */
    private static final java.util.concurrent.atomic.AtomicInteger RAN = new java.util.concurrent.atomic.AtomicInteger();

    @net.jqwik.api.lifecycle.AfterProperty
    void someRan() {
        assertTrue(RAN.get() > 0, "no generated job ran: the fixed tail must be refused");
    }

    @Property(tries = 60)
    void shouldRunOrRefuseWithOneLine(@ForAll("jobFiles") String text) {
        assertTimeoutPreemptively(Duration.ofSeconds(60), () -> {
            JobPlan plan;
            try {
                plan = JobPlan.fromJobText(text);
            } catch (JfioException e) {
                assertOneLine(e);
                return;
            }
            try {
                RunResult r = JobRunner.of(plan).run();
                assertNotNull(r);
                assertFalse(r.groups().isEmpty(), text);
                RAN.incrementAndGet();
            } catch (JfioException e) {
                assertOneLine(e);
            }
        }, () -> "hung on:\n" + text);
    }

    private static void assertOneLine(JfioException e) {
        String m = e.getMessage();
        assertTrue(m != null && !m.isBlank() && !m.contains("\n"), "one line: " + m);
    }

    @Provide
    Arbitrary<String> jobFiles() {
        Arbitrary<String> value = Arbitraries.oneOf(
                Arbitraries.of("4k", "1m", "0", "1", "2", "randrw", "read", "randwrite", "trimwrite", "(1k+2)", "4MiB",
                        "1-4k", "4k,64k", "4k/50:64k/50", "-1", "99999999999999999999", "", "zipf:1.2", "0x10", "50%",
                        "1.5g", "10ms", "pareto:0.9", "normal:20", "zoned:50/10:50/90", "512"),
                Arbitraries.strings().ofMaxLength(8));
        Arbitrary<String> option = Combinators.combine(Arbitraries.of(KEYS), value).as((k, v) -> k + "=" + v);
        return option.list().ofMaxSize(12).map(lines -> "[global]\nioengine=null\nsize=4m\n[job]\n"
                + String.join("\n", lines)
                // the last word on what could make the run long or large
                + "\nioengine=null\nruntime=200ms\nramp_time=0\nnumjobs=2\nthinktime=0\nrate=0\nrate_iops=0\n");
    }
}
