package org.jfio.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

import org.jfio.api.EngineRegistry;
import org.jfio.api.JobRunner;
import org.jfio.job.JobPlan;
import org.jfio.job.JobSpec;
import org.jfio.job.ReadWrite;
import org.jfio.result.JobResult;
import org.jfio.spi.DataDirection;
import org.jfio.spi.EngineCapability;
import org.jfio.spi.EngineContext;
import org.jfio.spi.IoEngine;
import org.jfio.spi.IoEngineProvider;
import org.jfio.spi.IoUnit;
import org.jfio.spi.QueueStatus;
import org.junit.jupiter.api.Test;

/**
 * The core alone decides how many completions to wait for, and the engine is told on each reap:
 * a diskless asynchronous engine that completes whatever was committed records every call.
 */
class ReapPolicyTest {
    private static final int IODEPTH = 8;
    private static final long SIZE = 1L << 20;

    /** One reap call: what was asked, and how many requests the engine held then. */
    private record Reap(int min, int max, long timeoutNs, int inflight) {
    }

    /** Completes what was committed, in order, up to {@code max} per reap; logs queues ('q') and reaps. */
    private static final class RecordingAsync implements IoEngineProvider {
        final List<Reap> reaps = new ArrayList<>();
        final StringBuilder calls = new StringBuilder();

        @Override
        public String name() {
            return "recording-async";
        }

        @Override
        public String description() {
            return "records how it is reaped";
        }

        @Override
        public Set<EngineCapability> capabilities() {
            return Set.of(EngineCapability.DISKLESS);
        }

        @Override
        public IoEngine create(EngineContext context) {
            return new IoEngine() {
                final ArrayDeque<IoUnit> staged = new ArrayDeque<>();
                final ArrayDeque<IoUnit> committed = new ArrayDeque<>();
                final IoUnit[] reaped = new IoUnit[context.iodepth()];

                @Override
                public Set<EngineCapability> capabilities() {
                    return EnumSet.noneOf(EngineCapability.class);
                }

                @Override
                public QueueStatus queue(IoUnit unit) {
                    unit.result(unit.lengthBytes());
                    staged.add(unit);
                    calls.append('q');
                    return QueueStatus.QUEUED;
                }

                @Override
                public void commit() {
                    committed.addAll(staged);
                    staged.clear();
                }

                @Override
                public int reap(int min, int max, long timeoutNs) {
                    reaps.add(new Reap(min, max, timeoutNs, staged.size() + committed.size()));
                    calls.append('r');
                    int n = 0;
                    while (n < max && !committed.isEmpty()) {
                        reaped[n++] = committed.poll();
                    }
                    return n;
                }

                @Override
                public IoUnit completed(int i) {
                    return reaped[i];
                }
            };
        }
    }

    private static JobResult run(JobSpec.Builder spec, RecordingAsync engine) {
        JobSpec s = spec.set("ioengine", engine.name()).rw(ReadWrite.RANDREAD).set("size", SIZE).set("bs", 4096).set("iodepth", IODEPTH).build();
        return JobRunner.of(JobPlan.of(s)).engines(EngineRegistry.of(List.of(engine))).run()
                .groups().get(0).reported().get(0);
    }

    @Test
    void shouldOnlyPollUnderCompleteMinZero() {
        RecordingAsync engine = new RecordingAsync();
        JobResult j = run(JobSpec.builder("poll").set("iodepth_batch", 4).set("iodepth_batch_complete_min", 0), engine);
        assertEquals(SIZE / 4096, j.direction(DataDirection.READ).ios());
        assertTrue(engine.reaps.size() > 0);
        for (Reap r : engine.reaps) {
            assertEquals(0, r.min(), "a poll never asks the engine to wait: " + r);
            assertEquals(-1, r.timeoutNs(), r.toString());
        }
    }

    @Test
    void shouldAskForCompleteMinWhenTheQueueIsFull() {
        RecordingAsync engine = new RecordingAsync();
        JobResult j = run(JobSpec.builder("min4").set("iodepth_batch", IODEPTH).set("iodepth_batch_complete_min", 4)
                .set("iodepth_batch_complete_max", IODEPTH), engine);
        assertEquals(SIZE / 4096, j.direction(DataDirection.READ).ios());
        Reap first = engine.reaps.get(0);
        assertEquals(new Reap(4, IODEPTH, -1, IODEPTH), first, "the first reap comes with a full queue");
        for (Reap r : engine.reaps) {
            // with the queue full: complete_min; the end-of-job drain waits for one at a time, taking all
            assertTrue(r.min() == 4 && r.max() == IODEPTH || r.min() == 1 && r.max() >= r.inflight(), r.toString());
        }
    }

    @Test
    void shouldReapDownToIodepthLowBeforeQueueingAgain() {
        RecordingAsync engine = new RecordingAsync();
        run(JobSpec.builder("low").set("iodepth_batch", 1).set("iodepth_batch_complete_min", 1).set("iodepth_batch_complete_max", 1)
                .set("iodepth_low", 2), engine);
        assertTrue(engine.calls.toString().startsWith("qqqqqqqq" + "rrrrrr" + "qqqqqq"), engine.calls.substring(0, 40));
        for (int i = 0; i < 6; i++) {
            assertEquals(new Reap(1, 1, -1, IODEPTH - i), engine.reaps.get(i), "reap " + i);
        }
    }
}
