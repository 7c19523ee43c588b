package org.jfio.testkit;

import java.util.EnumSet;
import java.util.List;
import java.util.Set;

import org.jfio.api.EngineRegistry;
import org.jfio.api.JobRunner;
import org.jfio.job.JobPlan;
import org.jfio.job.JobSpec;
import org.jfio.result.JobResult;
import org.jfio.result.RunResult;
import org.jfio.spi.DataDirection;
import org.jfio.spi.EngineCapability;
import org.jfio.spi.EngineContext;
import org.jfio.spi.IoEngine;
import org.jfio.spi.IoEngineProvider;
import org.jfio.spi.IoUnit;
import org.jfio.spi.QueueStatus;

/**
 * The test engines and the one-job runner several test classes share: a diskless engine that fails
 * every n-th write with a given errno (continue_on_error, ignore_error, error reporting), and
 * {@link #runOne} for a plan of one job on given engines, {@link #runText} for a job file's text on
 * one engine (often an {@link InlineEngineProvider}).
 */
public final class TestEngines {
    private TestEngines() {
    }

    /**
     * @param name  the engine's name, as jobs give it in {@code ioengine}
     * @param every every this many writes, one fails (the 10th, 20th, ... with 10)
     * @param errno the positive errno the failed writes return
     * @return a diskless, synchronous engine: reads and the other writes complete in full
     */
    public static IoEngineProvider failingWrites(String name, int every, int errno) {
        return new IoEngineProvider() {
            @Override
            public String name() {
                return name;
            }

            @Override
            public String description() {
                return "fails every " + every + "th write with errno " + errno;
            }

            @Override
            public Set<EngineCapability> capabilities() {
                return Set.of(EngineCapability.DISKLESS);
            }

            @Override
            public IoEngine create(EngineContext context) {
                return new IoEngine() {
                    int writes;

                    @Override
                    public Set<EngineCapability> capabilities() {
                        return EnumSet.of(EngineCapability.SYNC);
                    }

                    @Override
                    public QueueStatus queue(IoUnit unit) {
                        boolean fail = unit.ddir() == DataDirection.WRITE && ++writes % every == 0;
                        unit.result(fail ? -errno : unit.lengthBytes());
                        return QueueStatus.COMPLETED;
                    }
                };
            }
        };
    }

    /**
     * @param jobText an fio job file's text whose jobs name {@code engine} in {@code ioengine}
     * @return the run's result, on {@code engine} only
     */
    public static RunResult runText(String jobText, IoEngineProvider engine) {
        return JobRunner.of(JobPlan.fromJobText(jobText, List.of(engine))).engines(EngineRegistry.of(List.of(engine))).run();
    }

    /** @return the result of the one job {@code spec}, run on {@code engines} only */
    public static JobResult runOne(JobSpec spec, IoEngineProvider... engines) {
        return JobRunner.of(JobPlan.of(spec)).engines(EngineRegistry.of(List.of(engines))).run()
                .groups().get(0).reported().get(0);
    }
}
