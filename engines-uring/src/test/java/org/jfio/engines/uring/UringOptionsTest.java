package org.jfio.engines.uring;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;

import org.jfio.spi.JfioException;
import org.jfio.job.ArgvParser;
import org.jfio.job.JobSpec;
import org.jfio.job.OptionTable;
import org.junit.jupiter.api.Test;

/** fio's io_uring options: names, defaults, parsing from properties and from a job, precedence. */
class UringOptionsTest {

    @Test
    void shouldDefaultLikeFio() {
        UringOptions d = UringOptions.DEFAULTS;
        assertEquals(new UringOptions(false, UringOptions.NO_CPU, false, false, false, UringOptions.AUTO), d);
        assertEquals(d, UringOptions.from(name -> null));
        assertEquals("sqthread_poll=0 hipri=0 fixedbufs=0 registerfiles=0 nonvectored=-1", d.toString());
    }

    @Test
    void shouldReadPropertiesByFioName() {
        Map<String, String> props = Map.of("fixedbufs", "1", "registerfiles", "", "sqthread_poll", "1",
                "sqthread_poll_cpu", "1", "nonvectored", "0", "hipri", "0");
        UringOptions o = UringOptions.from(props::get);
        assertEquals(new UringOptions(true, 1, false, true, true, 0), o);
        JfioException e = assertThrows(JfioException.class, () -> UringOptions.from(Map.of("fixedbufs", "maybe")::get));
        assertEquals("jfio.io_uring.fixedbufs=maybe: invalid boolean (use 0 or 1)", e.getMessage());
        assertThrows(JfioException.class, () -> UringOptions.from(Map.of("nonvectored", "2")::get));
    }

    @Test
    void shouldLetSqpollImplyRegisterfiles() {
        assertTrue(UringOptions.DEFAULTS.withSqthreadPoll(true).registerfilesEffective());
        assertTrue(UringOptions.DEFAULTS.withRegisterfiles(true).registerfilesEffective());
    }

    @Test
    void shouldGiveTheJobItsOwnTypedOptions() {
        OptionTable table = OptionTable.builtin().withEngines(List.of(new UringEngineProvider()));
        JobSpec spec = new ArgvParser().options(table).parse(List.of("--name=j", "--ioengine=io_uring", "--size=1m",
                "--sqthread_poll", "--sqthread_poll_cpu=1", "--nonvectored=1", "--fixedbufs=0")).jobs().get(0);
        UringOptions o = spec.engineOptions().get(UringOptions.SCHEMA);
        assertEquals(new UringOptions(true, 1, false, false, false, 1), o, "set by the job, fio's defaults for the rest");
        JobSpec inCode = JobSpec.builder("c").set("ioengine", "io_uring").set("size", 1 << 20).build();
        assertTrue(inCode.engineOptions().find(UringOptions.SCHEMA).isEmpty(), "a job built in code leaves them to the provider");
        JfioException e = assertThrows(JfioException.class, () -> new ArgvParser().options(table)
                .parse(List.of("--name=j", "--ioengine=io_uring", "--size=1m", "--nonvectored=5")));
        assertTrue(e.getMessage().contains("nonvectored"), e.getMessage());
    }
}
