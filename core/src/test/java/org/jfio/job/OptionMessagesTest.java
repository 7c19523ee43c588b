package org.jfio.job;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;

import org.jfio.spi.JfioException;
import org.junit.jupiter.api.Test;

/** Errors name the option and the value as the user wrote them, and the kind of value expected. */
class OptionMessagesTest {

    private static String error(String... args) {
        return assertThrows(JfioException.class, () -> new ArgvParser().parse(List.of(args))).getMessage();
    }

    @Test
    void shouldEchoTheWholeValueWhenAPartOfItIsBad() {
        assertEquals("rw=randread:abc: invalid integer (not a number)", error("--name=t", "--rw=randread:abc", "--size=1m"));
        assertEquals("rw=randread:0: out of range (1..2147483647)", error("--name=t", "--rw=randread:0", "--size=1m"));
        assertEquals("rw=write:4q: invalid size (unknown suffix 'q')", error("--name=t", "--rw=write:4q", "--size=1m"));
        assertEquals("rate=,1q: invalid size (unknown suffix 'q')", error("--name=t", "--rate=,1q", "--size=1m"));
        assertEquals("rate_iops=,x: invalid integer (not a number)", error("--name=t", "--rate_iops=,x", "--size=1m"));
    }

    @Test
    void shouldCallAnIntegerAnInteger() {
        assertEquals("iodepth=abc: invalid integer (not a number)", error("--name=t", "--iodepth=abc"));
        assertEquals(1024, new ArgvParser().parse(List.of("--name=t", "--iodepth=1k", "--size=1m"))
                .jobs().get(0).depth().iodepth(), "fio's integer options take size suffixes");
    }

    @Test
    void shouldRefuseAnOtherEnginesOptionFromTheBuilderAsTheCommandDoes() {
        JfioException e = assertThrows(JfioException.class, () -> JobSpec.builder("x").set("ioengine", "psync")
                .set("hipri", true).set("size", 1 << 20).build());
        assertEquals("x: option hipri is not an option of ioengine=psync (see jfio --enghelp=psync)", e.getMessage());
    }

    @Test
    void shouldRefuseWhatFioHasAndJfioDoesNotDoWithTheReason() {
        JfioException fewer = assertThrows(JfioException.class, () -> PlanChecks.checkEngines(
                JobPlan.fromFioArgs(List.of("--name=t", "--size=1m", "--nrfiles=4", "--openfiles=2")),
                org.jfio.api.EngineRegistry.load()));
        assertEquals("t: openfiles=2: not supported by jfio with ioengine=psync: jfio keeps every file of a job open for the "
                + "whole run (4 here); drop openfiles", fewer.getMessage());
        PlanChecks.checkEngines(JobPlan.fromFioArgs(List.of("--name=t", "--size=1m", "--nrfiles=2", "--openfiles=2")),
                org.jfio.api.EngineRegistry.load()); // as many as the job's files: what jfio does
        assertEquals("log_alternate_epoch=1: not supported by jfio: jfio's log times count from the job's start, "
                + "or from the Unix epoch with log_unix_epoch=1", error("--name=t", "--size=1m", "--log_alternate_epoch"));
        assertEquals(1, new ArgvParser().parse(List.of("--name=t", "--size=1m", "--openfiles=0", "--log_store_compressed=0"))
                .jobs().size(), "the default value is accepted");
    }
}
