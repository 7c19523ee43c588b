package org.jfio.job;

import org.jfio.spi.option.JobOption;
import org.jfio.spi.option.OptionKind;
import org.jfio.spi.option.EngineOptions;
import org.jfio.spi.option.OptionRecord;
import java.lang.invoke.MethodHandles;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.concurrent.atomic.AtomicReference;

import org.jfio.spi.EngineContext;
import org.jfio.api.EngineRegistry;
import org.jfio.spi.IoEngine;
import org.jfio.spi.IoEngineProvider;
import org.jfio.spi.JfioException;
import org.jfio.api.JobRunner;
import org.jfio.testkit.InlineEngineProvider;
import org.junit.jupiter.api.Test;

/** An engine's own options are parsed from the command line, typed, and reach the engine. */
class EngineOptionsTest {
    /** The widget engine's options, declared as an engine declares its own. */
    record WidgetOptions(boolean fancy, int slots, String mode) {
        static final OptionRecord<WidgetOptions> SCHEMA = OptionRecord.of(MethodHandles.lookup(), WidgetOptions.class, List.of(
                JobOption.builder("fancy", OptionKind.BOOL).help("turn fancy mode on").defaultValue("0")
                        .sets(WidgetOptions.class, "fancy").build(),
                JobOption.builder("slots", OptionKind.INT).range(1, 64).help("slot count").defaultValue("4")
                        .sets(WidgetOptions.class, "slots").build(),
                JobOption.builder("mode", OptionKind.ENUM).allowed("fast", "go fast").allowed("slow", "go slow")
                        .defaultValue("fast").sets(WidgetOptions.class, "mode").build()));
    }

    private final AtomicReference<EngineOptions> seen = new AtomicReference<>();

    private final IoEngineProvider widget = new InlineEngineProvider("widget", "test engine with options", unit -> { }) {
        @Override
        public OptionRecord<? extends Record> options() {
            return WidgetOptions.SCHEMA;
        }

        @Override
        public IoEngine create(EngineContext context) {
            seen.set(context.options());
            return super.create(context);
        }
    };

    private final EngineRegistry registry = EngineRegistry.of(List.of(widget, new org.jfio.engine.NullEngineProvider()));
    private final OptionTable table = OptionTable.builtin().withEngines(registry.providers());

    @Test
    void shouldDeliverTypedEngineOptionsToTheEngine() {
        JobPlan plan = new ArgvParser().options(table).parse(List.of(
                "--name=w", "--ioengine=widget", "--fancy", "--slots=12", "--mode=slow", "--size=64k"));
        PlanChecks.checkEngines(plan, registry);
        JobRunner.of(plan).engines(registry).run();
        WidgetOptions o = seen.get().get(WidgetOptions.SCHEMA);
        assertTrue(o.fancy());
        assertEquals(12, o.slots());
        assertEquals("slow", o.mode());
        assertEquals("12", plan.jobs().get(0).options().get("slots"), "recorded as written for job options");
    }

    @Test
    void shouldApplyTheOptionsOfAnEngineNamedByAnExtraName() {
        EngineRegistry external = registry.withName("external:/opt/Widget.jar", widget);
        JobPlan plan = new ArgvParser().options(OptionTable.builtin().withEngines(external)).parse(List.of(
                "--name=w", "--ioengine=external:/opt/Widget.jar", "--slots=7", "--size=64k"));
        assertEquals(7, plan.jobs().get(0).engineOptions().get(WidgetOptions.SCHEMA).slots(),
                "the engine's own record, found by the name the job wrote");
    }

    @Test
    void shouldRejectAnOptionOfAnotherEngine() {
        JfioException e = assertThrows(JfioException.class, () -> new ArgvParser().options(table).parse(List.of(
                "--name=w", "--ioengine=null", "--fancy", "--size=64k")));
        assertEquals("w: option fancy is not an option of ioengine=null (see jfio --enghelp=null)", e.getMessage());
    }

    @Test
    void shouldValidateEngineOptionValues() {
        JfioException e = assertThrows(JfioException.class, () -> new ArgvParser().options(table).parse(List.of(
                "--name=w", "--ioengine=widget", "--slots=99", "--size=64k")));
        assertTrue(e.getMessage().contains("slots"), e.getMessage());
    }
}
