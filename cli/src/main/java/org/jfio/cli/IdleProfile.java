package org.jfio.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import org.jfio.result.CpuIdleness;
import org.jfio.spi.JfioException;

/**
 * {@code --idle-prof=system|percpu}: how idle the CPUs were while the jobs ran, printed after the
 * normal report as fio's {@code CPU idleness:} block and written in the JSON as its {@code cpu_idleness}
 * object. What it measures here: the kernel's own
 * accounting of idle time ({@code /proc/stat}: idle plus iowait jiffies over all jiffies, per CPU
 * and for the whole machine) between the start and the end of the run. fio instead runs a
 * calibrated busy-loop thread at the lowest priority on each CPU and counts how much of its work
 * got done; both answer "how much CPU did the benchmark leave unused", but jfio has no
 * calibration, so fio's {@code unit work} line and {@code --idle-prof=calibrate} do not exist
 * here. Not thread-safe: one per run.
 */
final class IdleProfile {
    private static final Path PROC_STAT = Path.of("/proc/stat");

    private final boolean perCpu;
    private List<long[]> start;

    private IdleProfile(boolean perCpu) {
        this.perCpu = perCpu;
    }

    /**
     * @param mode the flag's value, or null when it was not given
     * @return the profile, or null without the flag
     * @throws JfioException for {@code calibrate} or an unknown mode
     */
    static IdleProfile of(String mode) {
        if (mode == null) {
            return null;
        }
        return switch (mode.strip().toLowerCase(Locale.ROOT)) {
            case "system" -> new IdleProfile(false);
            case "percpu" -> new IdleProfile(true);
            case "calibrate" -> throw new JfioException("--idle-prof=calibrate: not supported: jfio reads the kernel's "
                    + "idle time (/proc/stat) instead of calibrating fio's idle loop; use system or percpu");
            default -> throw new JfioException("--idle-prof=" + mode + ": must be system or percpu");
        };
    }

    /** Takes the start sample. */
    void start() {
        start = sample();
    }

    /** @return the idleness from {@link #start()} to now: the whole machine's, and each CPU's with {@code percpu} */
    CpuIdleness finish() {
        List<long[]> end = sample();
        List<Double> cpus = new ArrayList<>();
        for (int i = 1; perCpu && i < end.size() && i < start.size(); i++) {
            cpus.add(idlePercent(start.get(i), end.get(i)));
        }
        return new CpuIdleness(idlePercent(start.get(0), end.get(0)), cpus);
    }

    /** Appends fio's block, {@code \nCPU idleness:\n  system: 97.45%\n} (and the per-CPU line), to the report. */
    static void print(CpuIdleness idle, PrintStream report) {
        StringBuilder b = new StringBuilder("\nCPU idleness:\n");
        b.append(String.format(Locale.ROOT, "  system: %3.2f%%%n", idle.systemPercent()));
        if (!idle.perCpuPercent().isEmpty()) {
            b.append("  percpu: ");
            for (int i = 0; i < idle.perCpuPercent().size(); i++) {
                b.append(i > 0 ? ", " : "").append(String.format(Locale.ROOT, "%3.2f%%", idle.perCpuPercent().get(i)));
            }
            b.append('\n');
        }
        report.print(b);
        report.flush();
    }

    /** @return idle and iowait time as a percentage of all time between two samples of one line */
    static double idlePercent(long[] from, long[] to) {
        long total = 0;
        for (int i = 0; i < Math.min(from.length, to.length); i++) {
            total += to[i] - from[i];
        }
        long idle = (to[3] - from[3]) + (to.length > 4 ? to[4] - from[4] : 0);
        return total <= 0 ? 100.0 : 100.0 * idle / total;
    }

    /** @return the {@code cpu} line, then each {@code cpuN} line: user, nice, system, idle, iowait, irq, softirq, steal */
    private static List<long[]> sample() {
        List<long[]> out = new ArrayList<>();
        try {
            for (String line : Files.readAllLines(PROC_STAT)) {
                if (!line.startsWith("cpu")) {
                    continue;
                }
                String[] f = line.trim().split("\\s+");
                int n = Math.min(8, f.length - 1); // guest time is already counted in user
                long[] v = new long[n];
                for (int i = 0; i < n; i++) {
                    v[i] = Long.parseLong(f[i + 1]);
                }
                out.add(v);
            }
        } catch (IOException | NumberFormatException e) {
            throw new JfioException("--idle-prof: cannot read " + PROC_STAT + ": " + e.getMessage());
        }
        if (out.isEmpty()) {
            throw new JfioException("--idle-prof: " + PROC_STAT + " has no cpu lines");
        }
        return out;
    }
}
