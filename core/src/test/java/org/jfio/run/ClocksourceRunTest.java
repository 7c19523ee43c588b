package org.jfio.run;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

import org.jfio.api.JobRunner;
import org.jfio.job.ArgvParser;
import org.jfio.spi.IoClock;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * Which clock a run uses (fio 3.33: one per process, from the last {@code clocksource=} parsed),
 * seen through {@link IoClock#source()} after the run, which stays on the run's choice.
 */
class ClocksourceRunTest {
    private static final IoClock.Source COUNTER = IoClock.cpuProblem() == null ? IoClock.Source.CPU : IoClock.Source.CLOCK_GETTIME;

    @AfterEach
    void backToTheDefault() {
        IoClock.begin(IoClock.Source.CPU);
        IoClock.end();
    }

    private static IoClock.Source clockOf(String... argv) {
        JobRunner.of(new ArgvParser().parse(List.of(argv))).run();
        return IoClock.source();
    }

    @Test
    void shouldTakeTheLastJobThatNamesAClock() {
        assertEquals(IoClock.Source.CLOCK_GETTIME, clockOf("--name=a", "--ioengine=null", "--size=1m",
                "--name=b", "--ioengine=null", "--size=1m", "--clocksource=clock_gettime"));
        assertEquals(IoClock.Source.CLOCK_GETTIME, clockOf("--name=a", "--ioengine=null", "--size=1m", "--clocksource=clock_gettime",
                "--name=b", "--ioengine=null", "--size=1m"), "a later job that names none does not set it back");
        assertEquals(COUNTER, clockOf("--name=a", "--ioengine=null", "--size=1m", "--clocksource=clock_gettime",
                "--name=b", "--ioengine=null", "--size=1m", "--clocksource=cpu"));
    }

    @Test
    void shouldUseTheCounterByDefault() {
        assertEquals(IoClock.Source.CLOCK_GETTIME, clockOf("--name=a", "--ioengine=null", "--size=1m", "--clocksource=clock_gettime"));
        assertEquals(COUNTER, clockOf("--name=a", "--ioengine=null", "--size=1m"));
    }
}
