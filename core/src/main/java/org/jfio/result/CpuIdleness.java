package org.jfio.result;

import java.util.List;

/**
 * How idle the CPUs were while the jobs ran ({@code --idle-prof=system|percpu}): idle plus iowait
 * time as a percentage of all CPU time, from the kernel's accounting ({@code /proc/stat}) between
 * the run's start and its end. fio 3.33 measures the same thing with a calibrated idle loop and
 * also reports that loop's {@code unit_mean}/{@code unit_stddev}; jfio has no such loop, so it has
 * no such figures. Immutable and thread-safe.
 *
 * @param systemPercent the whole machine's idleness, 0..100 (fio's {@code cpu_idleness.system})
 * @param perCpuPercent each CPU's idleness, 0..100, in CPU order ({@code cpu-0}, {@code cpu-1}, ...);
 *                      empty unless per-CPU figures were asked for ({@code percpu})
 */
public record CpuIdleness(double systemPercent, List<Double> perCpuPercent) {

    /** Copies the per-CPU list. */
    public CpuIdleness {
        perCpuPercent = List.copyOf(perCpuPercent);
    }
}
