package org.jfio.testkit;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.management.ManagementFactory;
import java.util.Set;

import org.jfio.spi.Availability;
import org.jfio.spi.EngineCapability;
import org.jfio.spi.EngineContext;
import org.jfio.spi.IoEngine;
import org.jfio.spi.IoEngineProvider;
import org.jfio.spi.IoFile;
import org.jfio.spi.IoUnit;
import org.jfio.spi.QueueStatus;

/**
 * The allocation guard every engine's allocation test shares (the tests carry
 * {@code @Tag("allocation")}: {@code ./mvnw -q verify -Dgroups=allocation} runs them alone). It
 * wraps a real engine provider; the engines it creates read the job thread's allocated bytes
 * ({@code com.sun.management.ThreadMXBean#getCurrentThreadAllocatedBytes}) inside two
 * {@code queue} calls, the warm-up mark and the end mark, so what is measured is the whole core
 * loop around the engine on the job thread itself, once the JIT has settled.
 * {@link #assertAllocationFree} then requires less than {@link #MAX_BYTES_PER_IO} bytes per I/O
 * in between and prints the figure.
 *
 * <p>Run the job with {@link #name()} as its {@code ioengine} and this provider as the only
 * engine, for at least {@link #iosNeeded()} queue calls. Shipped to the engine modules in
 * jfio-core's test jar.
 */
public final class AllocationMeter implements IoEngineProvider {
    /** The limit: less than one byte per hundred I/Os (a stray boxing or lambda costs 16+ bytes each). */
    public static final double MAX_BYTES_PER_IO = 0.01;

    /**
     * The bw/iops sample interval ({@code bwavgtime}, {@code iopsavgtime}) for engine jobs under the
     * meter. The sample arrays start at 64 samples and double as a run goes on: allocation per
     * unit of time, not per I/O (about 30 KB in the first three minutes of a randrw job at fio's
     * default 500 ms). On a loaded machine a slow engine (io_uring with SQPOLL competing with the
     * kernel thread) can take minutes for the measured I/Os, and the doublings would then count as
     * per-I/O allocation; at 10 s they never come inside the window. The core test of the null
     * engine keeps the default interval, so sampling itself stays under the meter.
     */
    public static final long SAMPLE_INTERVAL_MS = 10_000;

    private final IoEngineProvider real;
    private final long warmupIos;
    private final long measuredIos;
    private volatile long allocatedAtWarmup = -1;
    private volatile long allocatedAtEnd = -1;

    /**
     * @param real        the provider whose engines are measured
     * @param warmupIos   queue calls before the first mark (long enough for the JIT to settle)
     * @param measuredIos queue calls between the two marks
     */
    public AllocationMeter(IoEngineProvider real, long warmupIos, long measuredIos) {
        this.real = real;
        this.warmupIos = warmupIos;
        this.measuredIos = measuredIos;
    }

    /** @return queue calls the job must make for both marks to be taken */
    public long iosNeeded() {
        return warmupIos + measuredIos;
    }

    /** @return bytes the job thread allocated between the two marks */
    public long allocatedBytes() {
        assertTrue(allocatedAtWarmup >= 0 && allocatedAtEnd >= 0, "both marks taken (" + iosNeeded() + " queue calls)");
        return allocatedAtEnd - allocatedAtWarmup;
    }

    /**
     * Asserts the measured I/Os allocated less than {@link #MAX_BYTES_PER_IO} bytes each, and prints
     * the figure as {@code allocation: WHAT: N bytes over M I/Os = X per I/O}.
     */
    public void assertAllocationFree(String what) {
        long bytes = allocatedBytes();
        double perIo = (double) bytes / measuredIos;
        String figure = what + ": " + bytes + " bytes over " + measuredIos + " I/Os = " + perIo + " per I/O";
        System.out.println("allocation: " + figure);
        assertTrue(perIo < MAX_BYTES_PER_IO, "allocated " + figure);
    }

    @Override
    public String name() {
        return "metered-" + real.name();
    }

    @Override
    public String description() {
        return real.description() + ", with allocation marks";
    }

    @Override
    public Set<EngineCapability> capabilities() {
        return real.capabilities();
    }

    @Override
    public Availability availability() {
        return real.availability();
    }

    @Override
    public org.jfio.spi.option.OptionRecord<? extends Record> options() {
        return real.options();
    }

    @Override
    public IoEngine create(EngineContext context) {
        return new Metered(real.create(context));
    }

    /** Passes every call through; the queue calls at the two marks read the allocation counter first. */
    private final class Metered implements IoEngine {
        private final com.sun.management.ThreadMXBean mx =
                (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        private final IoEngine engine;
        private long queued;

        Metered(IoEngine engine) {
            this.engine = engine;
        }

        @Override
        public Set<EngineCapability> capabilities() {
            return engine.capabilities();
        }

        @Override
        public void open(IoFile file) {
            engine.open(file);
        }

        @Override
        public QueueStatus queue(IoUnit unit) {
            long n = ++queued;
            if (n == warmupIos) {
                allocatedAtWarmup = mx.getCurrentThreadAllocatedBytes();
            } else if (n == warmupIos + measuredIos) {
                allocatedAtEnd = mx.getCurrentThreadAllocatedBytes();
            }
            return engine.queue(unit);
        }

        @Override
        public void commit() {
            engine.commit();
        }

        @Override
        public int reap(int min, int max, long timeoutNs) {
            return engine.reap(min, max, timeoutNs);
        }

        @Override
        public IoUnit completed(int i) {
            return engine.completed(i);
        }

        @Override
        public void close(IoFile file) {
            engine.close(file);
        }

        @Override
        public void close() {
            engine.close();
        }
    }
}
