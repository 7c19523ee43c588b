package org.jfio.result;

import java.time.Duration;

/**
 * CPU used by a job's thread(s), from {@code getrusage(RUSAGE_THREAD)} (fio's {@code cpu}
 * line; JSON {@code usr_cpu}, {@code sys_cpu}, {@code ctx}, {@code majf}, {@code minf}).
 * Immutable and thread-safe.
 *
 * @param userNs          user time in ns
 * @param systemNs        system time in ns
 * @param contextSwitches voluntary plus involuntary context switches (fio {@code ctx})
 * @param majorFaults     major page faults (fio {@code majf})
 * @param minorFaults     minor page faults (fio {@code minf})
 */
public record CpuUsage(long userNs, long systemNs, long contextSwitches, long majorFaults, long minorFaults) {
    /** Nothing measured. */
    public static final CpuUsage ZERO = new CpuUsage(0, 0, 0, 0, 0);

    /** @return user time ({@link #userNs()}) as a duration */
    public Duration user() {
        return Duration.ofNanos(userNs);
    }

    /** @return system time ({@link #systemNs()}) as a duration */
    public Duration system() {
        return Duration.ofNanos(systemNs);
    }

    /** @return the sum of both usages */
    public CpuUsage plus(CpuUsage o) {
        return new CpuUsage(userNs + o.userNs, systemNs + o.systemNs, contextSwitches + o.contextSwitches,
                majorFaults + o.majorFaults, minorFaults + o.minorFaults);
    }

    /** @return user time as a percentage of {@code runtimeMs} (fio {@code usr_cpu}) */
    public double userPercent(long runtimeMs) {
        return runtimeMs == 0 ? 0 : userNs / 1e4 / runtimeMs;
    }

    /** @return system time as a percentage of {@code runtimeMs} (fio {@code sys_cpu}) */
    public double systemPercent(long runtimeMs) {
        return runtimeMs == 0 ? 0 : systemNs / 1e4 / runtimeMs;
    }
}
