package org.jfio.job;

import java.util.BitSet;

import org.jfio.spi.JfioException;

/**
 * fio's CPU list syntax for {@code cpus_allowed}: CPU numbers and ranges separated by commas,
 * e.g. {@code 0,5,8-15}; a CPU the machine cannot have ({@code /sys/devices/system/cpu/possible})
 * is refused while parsing, as fio does. Stateless and thread-safe.
 */
final class CpuList {
    /** Highest CPU number accepted (the kernel's default CONFIG_NR_CPUS ceiling). */
    static final int MAX_CPU = 8191;

    private CpuList() {
    }

    /**
     * @return the CPUs in ascending order
     * @throws JfioException naming the option and the bad part
     */
    static int[] parse(String option, String text) {
        BitSet cpus = parseNumbers(option, text);
        if (cpus.isEmpty()) {
            throw new JfioException(option + "=" + text + ": no CPU given");
        }
        int highest = highestCpu();
        if (cpus.length() - 1 > highest) {
            // fio 3.33 refuses this while parsing too ("CPU 99 too large (max=1)"): nothing is laid out first
            throw new JfioException(option + "=" + text + ": CPU " + (cpus.length() - 1) + " too large (this machine's"
                    + " CPUs are 0-" + highest + ", /sys/devices/system/cpu/possible)");
        }
        return cpus.stream().toArray();
    }

    /**
     * @return the highest CPU number the kernel may bring online ({@code /sys/devices/system/cpu/possible},
     *         what glibc's {@code sysconf(_SC_NPROCESSORS_CONF)} counts and fio checks against), else
     *         the JVM's processor count less one
     */
    static int highestCpu() {
        try {
            String possible = java.nio.file.Files.readString(java.nio.file.Path.of("/sys/devices/system/cpu/possible")).strip();
            int[] all = parseNumbers("possible", possible).stream().toArray();
            if (all.length > 0) {
                return all[all.length - 1];
            }
        } catch (java.io.IOException | RuntimeException e) {
            // not Linux sysfs: fall back below
        }
        return Runtime.getRuntime().availableProcessors() - 1;
    }

    static BitSet parseNumbers(String option, String text) {
        BitSet cpus = new BitSet();
        for (String part : text.split(",")) {
            String p = part.trim();
            if (p.isEmpty()) {
                continue;
            }
            int dash = p.indexOf('-');
            int from = number(option, text, dash < 0 ? p : p.substring(0, dash));
            int to = dash < 0 ? from : number(option, text, p.substring(dash + 1));
            if (to < from) {
                throw new JfioException(option + "=" + text + ": range " + p + " runs backwards");
            }
            cpus.set(from, to + 1);
        }
        return cpus;
    }

    private static int number(String option, String text, String n) {
        try {
            int v = Integer.parseInt(n.trim());
            if (v < 0 || v > MAX_CPU) {
                throw new JfioException(option + "=" + text + ": CPU " + v + " is out of range (0.." + MAX_CPU + ")");
            }
            return v;
        } catch (NumberFormatException e) {
            throw new JfioException(option + "=" + text + ": '" + n.trim() + "' is not a CPU number");
        }
    }
}
