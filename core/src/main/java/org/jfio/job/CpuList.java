package org.jfio.job;

import java.util.BitSet;

import org.jfio.spi.JfioException;

/**
 * fio's CPU list syntax for {@code cpus_allowed}: CPU numbers and ranges separated by commas,
 * e.g. {@code 0,5,8-15}. Stateless and thread-safe.
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
        if (cpus.isEmpty()) {
            throw new JfioException(option + "=" + text + ": no CPU given");
        }
        return cpus.stream().toArray();
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
