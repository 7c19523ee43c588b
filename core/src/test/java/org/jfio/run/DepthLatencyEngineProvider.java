package org.jfio.run;

import java.util.EnumSet;
import java.util.Set;
import java.util.concurrent.locks.LockSupport;

import org.jfio.spi.EngineCapability;
import org.jfio.spi.EngineContext;
import org.jfio.spi.IoClock;
import org.jfio.spi.IoEngine;
import org.jfio.spi.IoEngineProvider;
import org.jfio.spi.IoUnit;
import org.jfio.spi.QueueStatus;

/**
 * A diskless asynchronous test engine whose latency grows with the queue depth, as a device's
 * does once it is saturated: a request submitted with {@code d} requests in flight (itself
 * included) completes {@code d x d x unitNs} after its submission (quadratic, so neighbouring
 * depths are far apart and a loaded machine's timer jitter cannot blur them).
 */
final class DepthLatencyEngineProvider implements IoEngineProvider {
    private final long unitNs;

    DepthLatencyEngineProvider(long unitNs) {
        this.unitNs = unitNs;
    }

    @Override
    public String name() {
        return "depthlat";
    }

    @Override
    public String description() {
        return "test engine whose latency is the square of the depth";
    }

    @Override
    public Set<EngineCapability> capabilities() {
        return Set.of(EngineCapability.DISKLESS);
    }

    @Override
    public IoEngine create(EngineContext context) {
        return new IoEngine() {
            private final IoUnit[] inflight = new IoUnit[4096];
            private final long[] due = new long[4096];
            private final IoUnit[] done = new IoUnit[4096];
            private int count;
            private int staged;

            @Override
            public Set<EngineCapability> capabilities() {
                return EnumSet.of(EngineCapability.DISKLESS);
            }

            @Override
            public QueueStatus queue(IoUnit unit) {
                inflight[count] = unit;
                due[count] = Long.MAX_VALUE;
                count++;
                staged++;
                return QueueStatus.QUEUED;
            }

            @Override
            public void commit() {
                long now = IoClock.nowNs();
                for (int i = count - staged; i < count; i++) {
                    due[i] = now + (long) (i + 1) * (i + 1) * unitNs;
                }
                staged = 0;
            }

            @Override
            public int reap(int min, int max, long timeoutNs) {
                int n = 0;
                while (true) {
                    long now = IoClock.nowNs();
                    long earliest = Long.MAX_VALUE;
                    for (int i = 0; i < count && n < max; ) {
                        if (due[i] <= now) {
                            done[n++] = inflight[i];
                            inflight[i].result(inflight[i].lengthBytes());
                            System.arraycopy(inflight, i + 1, inflight, i, count - i - 1);
                            System.arraycopy(due, i + 1, due, i, count - i - 1);
                            count--;
                        } else {
                            earliest = Math.min(earliest, due[i]);
                            i++;
                        }
                    }
                    if (n >= min || n >= max || count == 0 || earliest == Long.MAX_VALUE) {
                        return n;
                    }
                    LockSupport.parkNanos(earliest - now);
                }
            }

            @Override
            public IoUnit completed(int i) {
                return done[i];
            }
        };
    }
}
