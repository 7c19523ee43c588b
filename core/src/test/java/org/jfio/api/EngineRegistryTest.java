package org.jfio.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.jfio.job.JobPlan;
import org.jfio.job.PlanChecks;
import org.jfio.spi.JfioException;
import org.junit.jupiter.api.Test;

/**
 * Engines that are not found. The core's tests run without the engine modules on the class
 * path, as an embedder who depends on jfio-core alone does.
 */
class EngineRegistryTest {
    @Test
    void shouldNameTheModuleOfAJfioEngineThatIsNotOnTheClassPath() {
        EngineRegistry engines = EngineRegistry.load();
        assertTrue(engines.find("libaio").isEmpty(), "jfio-engines-aio is not on core's test class path");
        assertEquals("ioengine=libaio is in org.jfio:jfio-engines-aio; add it to the class path",
                assertThrows(JfioException.class, () -> engines.require("libaio")).getMessage());
        assertEquals("ioengine=posixaio is in org.jfio:jfio-engines-aio; add it to the class path",
                assertThrows(JfioException.class, () -> engines.require("posixaio")).getMessage());
        assertEquals("ioengine=io_uring is in org.jfio:jfio-engines-uring; add it to the class path",
                assertThrows(JfioException.class, () -> engines.require("io_uring")).getMessage());
    }

    @Test
    void shouldSayTheSameWhenAJobAsksForIt() {
        JobPlan plan = JobPlan.fromFioArgs(List.of("--name=a", "--ioengine=libaio", "--size=1m"));
        JfioException e = assertThrows(JfioException.class, () -> PlanChecks.check(plan, EngineRegistry.load()));
        assertEquals("ioengine=libaio is in org.jfio:jfio-engines-aio; add it to the class path", e.getMessage());
        JfioException run = assertThrows(JfioException.class, () -> JobRunner.of(plan).run());
        assertEquals(e.getMessage(), run.getMessage());
    }

    @Test
    void shouldListTheKnownEnginesForAnyOtherName() {
        EngineRegistry engines = EngineRegistry.load();
        String m = assertThrows(JfioException.class, () -> engines.require("psyncc")).getMessage();
        assertEquals("ioengine=psyncc: unknown engine (known: " + String.join(", ", engines.names()) + ")", m);
        assertTrue(m.contains("psync"), "the list shows the name meant: " + m);
    }
}
