package org.jfio.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

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
 * {@code serialize_overlap=1}: no request is queued while a request of the job in flight overlaps
 * it (fio's in_flight_overlap). An asynchronous test engine keeps what it was given in flight
 * until the core reaps, and counts the requests that arrived overlapping one in flight.
 */
class SerializeOverlapTest {
    /** Async diskless engine holding up to iodepth requests in flight; counts overlapping arrivals. */
    static final class OverlapCounter implements IoEngineProvider {
        long overlapping;
        long queued;

        @Override
        public String name() {
            return "overlap-counter";
        }

        @Override
        public String description() {
            return "counts requests queued over a request in flight";
        }

        @Override
        public Set<EngineCapability> capabilities() {
            return Set.of(EngineCapability.DISKLESS);
        }

        @Override
        public IoEngine create(EngineContext context) {
            IoUnit[] inflight = new IoUnit[context.iodepth()];
            return new IoEngine() {
                int count;
                final IoUnit[] done = new IoUnit[context.iodepth()];

                @Override
                public Set<EngineCapability> capabilities() {
                    return EnumSet.of(EngineCapability.DISKLESS);
                }

                @Override
                public QueueStatus queue(IoUnit unit) {
                    if (count == inflight.length) {
                        return QueueStatus.BUSY;
                    }
                    for (int i = 0; i < count; i++) {
                        IoUnit u = inflight[i];
                        if (unit.offsetBytes() < u.offsetBytes() + u.lengthBytes()
                                && u.offsetBytes() < unit.offsetBytes() + unit.lengthBytes()) {
                            overlapping++;
                            break;
                        }
                    }
                    queued++;
                    unit.result(unit.lengthBytes());
                    inflight[count++] = unit;
                    return QueueStatus.QUEUED;
                }

                @Override
                public int reap(int min, int max, long timeoutNs) {
                    // the oldest complete first, and only as many as asked for at least (so others stay in flight)
                    int n = Math.min(count, Math.max(min, 1));
                    n = Math.min(n, max);
                    System.arraycopy(inflight, 0, done, 0, n);
                    System.arraycopy(inflight, n, inflight, 0, count - n);
                    count -= n;
                    return n;
                }

                @Override
                public IoUnit completed(int i) {
                    return done[i];
                }
            };
        }
    }

    private static OverlapCounter run(boolean serialize) {
        OverlapCounter engine = new OverlapCounter();
        JobSpec spec = JobSpec.builder("overlap").set("ioengine", engine.name()).rw(ReadWrite.RANDWRITE)
                .set("size", 16 * 1024L).set("bs", 4096).set("iodepth", 8).set("norandommap", true).set("randseed", 7)
                .set("number_ios", 2000).set("time_based", true).set("runtime", java.time.Duration.ofSeconds(60))
                .set("serialize_overlap", serialize).build();
        JobResult j = JobRunner.of(JobPlan.of(spec)).engines(EngineRegistry.of(List.of(engine))).run()
                .groups().get(0).reported().get(0);
        assertEquals(0, j.error());
        assertEquals(2000, j.direction(DataDirection.WRITE).ios());
        return engine;
    }

    @Test
    void shouldNeverQueueARequestOverlappingOneInFlight() {
        OverlapCounter off = run(false);
        assertTrue(off.overlapping > 100, "without it, 8 in flight over 4 blocks overlap: " + off.overlapping);
        OverlapCounter on = run(true);
        assertEquals(0, on.overlapping, "with serialize_overlap=1 no request overlaps one in flight");
        assertEquals(2000, on.queued);
    }
}
