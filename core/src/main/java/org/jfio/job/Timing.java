package org.jfio.job;

import java.lang.invoke.MethodHandles;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.jfio.spi.IoClock;
import org.jfio.spi.JfioException;
import org.jfio.spi.option.JobOption;
import org.jfio.spi.option.OptionDraft;
import org.jfio.spi.option.OptionRecord;

import static org.jfio.spi.option.OptionCategory.TIMING;
import static org.jfio.spi.option.OptionKind.BOOL;
import static org.jfio.spi.option.OptionKind.ENUM;
import static org.jfio.spi.option.OptionKind.INT;
import static org.jfio.spi.option.OptionKind.TIME;
import static org.jfio.spi.option.OptionKind.TIME_RANGE;

/**
 * When a job runs and how long: runtime, ramp, loops, start delay and think time (fio's timing
 * options). Times in nanoseconds. Immutable.
 *
 * @param runtimeNs           stop after this long, 0 no limit ({@code runtime})
 * @param timeBased           run for the whole runtime, looping over the region ({@code time_based})
 * @param rampTimeNs          warm-up before measuring ({@code ramp_time})
 * @param loops               passes over the region ({@code loops})
 * @param startDelayNs        delay before the job starts; the low end of a range ({@code startdelay})
 * @param startDelayMaxNs     the high end of a {@code startdelay} range (the same as the low end otherwise)
 * @param thinktimeNs         stall after {@code thinktimeBlocks} I/Os ({@code thinktime})
 * @param thinktimeSpinNs     busy-spun part of the stall, at most the stall ({@code thinktime_spin})
 * @param thinktimeBlocks     I/Os between stalls ({@code thinktime_blocks})
 * @param thinktimeIotimeNs   also stall once this much I/O time has passed ({@code thinktime_iotime})
 * @param thinktimeBlocksType what {@code thinktime_blocks} counts
 * @param jitWarmupNs         at most this long before the clock starts, the job's engine and loop run
 *                            against a private file in memory until the JIT has compiled them; 0 off
 *                            ({@code jit_warmup}, a jfio option)
 * @param clocksource         the clock of the time stamps ({@code clocksource}; the run's first job's
 *                            choice is every job's, as in fio, where it is one per process)
 */
public record Timing(long runtimeNs, boolean timeBased, long rampTimeNs, int loops, long startDelayNs,
        long startDelayMaxNs, long thinktimeNs, long thinktimeSpinNs, int thinktimeBlocks, long thinktimeIotimeNs,
        ThinktimeBlocksType thinktimeBlocksType, long jitWarmupNs, IoClock.Source clocksource) {
    private static final long INT_MAX = Integer.MAX_VALUE;
    /** The longest {@code jit_warmup}: a warm-up is meant to be short (it runs before every job that needs one). */
    public static final long MAX_JIT_WARMUP_NS = 10_000_000_000L;

    /** @throws JfioException when a value is out of range or {@code time_based} has no runtime */
    public Timing {
        Ranges.require("thinktime_blocks", thinktimeBlocks, 1, Integer.MAX_VALUE);
        if (thinktimeNs < 0 || thinktimeSpinNs < 0 || startDelayNs < 0) {
            throw new JfioException("thinktime, thinktime_spin and startdelay must not be negative");
        }
        if (thinktimeSpinNs > thinktimeNs && thinktimeNs > 0) {
            thinktimeSpinNs = thinktimeNs;
        }
        Ranges.require("loops", loops, 1, Integer.MAX_VALUE);
        if (jitWarmupNs < 0 || jitWarmupNs > MAX_JIT_WARMUP_NS) {
            throw new JfioException("jit_warmup must be between 0 (off) and 10s");
        }
        if (runtimeNs < 0 || rampTimeNs < 0) {
            throw new JfioException("runtime and ramp_time must not be negative");
        }
        if (timeBased && runtimeNs == 0) {
            throw new JfioException("time_based needs runtime= to be set");
        }
    }

    static final OptionRecord<Timing> SCHEMA = OptionRecord.of(MethodHandles.lookup(), Timing.class, List.of(
            JobOption.declare("runtime", TIME, TIMING, "0", "Stop after this long (bare number: seconds; 0: no limit)")
                    .alias("timeout").bareTimeUnit(TimeUnit.SECONDS).sets(Timing.class, "runtimeNs").build(),
            JobOption.declare("time_based", BOOL, TIMING, "0", "Keep running until runtime ends, looping over the region")
                    .sets(Timing.class, "timeBased").build(),
            JobOption.declare("ramp_time", TIME, TIMING, "0", "Warm-up before measuring (bare number: seconds)")
                    .bareTimeUnit(TimeUnit.SECONDS).sets(Timing.class, "rampTimeNs").build(),
            JobOption.declare("loops", INT, TIMING, "1", "Passes over the region")
                    .range(1, INT_MAX).sets(Timing.class, "loops").build(),
            JobOption.declare("startdelay", TIME_RANGE, TIMING, "0",
                    "Delay before the job starts (bare number: seconds; a range a-b picks per clone)")
                    .bareTimeUnit(TimeUnit.SECONDS).applier((d, v, c) -> {
                        long[] r = (long[]) v;
                        d.set(Timing.class, "startDelayNs", Math.min(r[0], r[1]));
                        d.set(Timing.class, "startDelayMaxNs", Math.max(r[0], r[1]));
                    }).build(),
            JobOption.declare("thinktime", TIME, TIMING, "0", "Stall after thinktime_blocks I/Os (bare number: microseconds)")
                    .bareTimeUnit(TimeUnit.MICROSECONDS).sets(Timing.class, "thinktimeNs").build(),
            JobOption.declare("thinktime_spin", TIME, TIMING, "0", "Busy-spin this part of thinktime (bare number: microseconds)")
                    .bareTimeUnit(TimeUnit.MICROSECONDS).sets(Timing.class, "thinktimeSpinNs").build(),
            JobOption.declare("thinktime_blocks", INT, TIMING, "1", "I/Os between thinktime stalls")
                    .range(1, INT_MAX).sets(Timing.class, "thinktimeBlocks").build(),
            JobOption.declare("thinktime_iotime", TIME, TIMING, "0",
                    "Also stall once this much I/O time has passed since the last stall (alone when thinktime_blocks is not set)")
                    .sets(Timing.class, "thinktimeIotimeNs").build(),
            JobOption.declare("thinktime_blocks_type", ENUM, TIMING, "complete", "What thinktime_blocks counts")
                    .allowed("complete", "Completed I/Os").allowed("issue", "Issued I/Os")
                    .sets(Timing.class, "thinktimeBlocksType").build(),
            JobOption.declare("jit_warmup", TIME, TIMING, "2s",
                    "Before the clock starts, run the job's engine and loop against a private file in memory until the JIT "
                    + "has compiled them, for at most this long (bare number: milliseconds; 0: off; a jfio option)")
                    .bareTimeUnit(TimeUnit.MILLISECONDS).sets(Timing.class, "jitWarmupNs").build(),
            JobOption.declare("clocksource", ENUM, TIMING, "cpu", "Clock of the time stamps")
                    .allowed("cpu", "The CPU's time-stamp counter where it is invariant, else clock_gettime (--debug says why)",
                            IoClock.Source.CPU)
                    .allowed("clock_gettime", "clock_gettime(CLOCK_MONOTONIC)", IoClock.Source.CLOCK_GETTIME)
                    .allowed("gettimeofday", "fio's microsecond wall clock; refused by jfio")
                    .applier((d, v, c) -> {
                        if (String.valueOf(v).equals("gettimeofday")) {
                            throw new JfioException("clocksource=gettimeofday: not supported by jfio: a wall clock in whole "
                                    + "microseconds that steps with NTP cannot time sub-microsecond I/Os; use cpu or clock_gettime");
                        }
                        d.set(Timing.class, "clocksource",
                                String.valueOf(v).equals("cpu") ? IoClock.Source.CPU : IoClock.Source.CLOCK_GETTIME);
                    }).build()));

    /**
     * fio 3.33 ({@code init.c}): {@code time_based} without {@code runtime} is reported and turned
     * off, and the job runs as without it (its size, times {@code loops}). Job files and command
     * lines go through this; a {@link JobSpec.Builder} that sets both is refused by the record.
     *
     * @return true when it was turned off (the caller warns)
     */
    static boolean dropTimeBasedWithoutRuntime(OptionDraft d) {
        if (d.get(Timing.class, "timeBased", Boolean.class) && d.get(Timing.class, "runtimeNs", Long.class) == 0) {
            d.set(Timing.class, "timeBased", false);
            return true;
        }
        return false;
    }

    /** fio: {@code thinktime_iotime} without {@code thinktime_blocks} stalls on time alone (the default of 1 I/O is ignored). */
    static void thinktimeOnTimeAlone(OptionDraft d) {
        if (d.get(Timing.class, "thinktimeIotimeNs", Long.class) > 0 && !d.isSet(Timing.class, "thinktimeBlocks")) {
            d.set(Timing.class, "thinktimeBlocks", Integer.MAX_VALUE);
        }
    }

    /** @return true when the job waits before it starts ({@code startdelay}, a fixed delay or a range) */
    public boolean hasStartDelay() {
        return startDelayNs > 0 || startDelayMaxNs > 0;
    }
}
