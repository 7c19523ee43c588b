package org.jfio.compare;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.jfio.spi.JfioException;

/**
 * Reads {@code jfio compare}'s own arguments out of a command line and leaves the rest (job
 * options and job files) for the job parser:
 * <ul>
 *   <li>{@code --engines=a,b,c}: the engines to compare, in order (default: every engine that does I/O);</li>
 *   <li>{@code --repeat=N}: runs per cell, 1..{@value #MAX_REPEAT} (default 1);</li>
 *   <li>{@code --iodepth=}, {@code --bs=} ({@code --blocksize=}), {@code --numjobs=}: set on every
 *       job, overriding the job's own value; a comma-separated list sweeps that option, one cell
 *       per value. At most one option is swept. In {@code compare}, {@code --bs=4k,16k} is
 *       therefore a sweep, not fio's per-direction block sizes (write those in the job file).</li>
 * </ul>
 * Stateless and thread-safe.
 */
public final class CompareArgs {
    /** Most runs per cell. */
    public static final int MAX_REPEAT = 100;
    private static final Map<String, String> SWEEPABLE = Map.of("iodepth", "iodepth", "bs", "bs",
            "blocksize", "bs", "numjobs", "numjobs");

    private CompareArgs() {
    }

    /**
     * @param spec    how to compare
     * @param jobArgs the remaining arguments, in order, for {@link org.jfio.job.ArgvParser}
     */
    public record Parsed(CompareSpec spec, List<String> jobArgs) {
        /** Copies the arguments. */
        public Parsed {
            jobArgs = List.copyOf(jobArgs);
        }
    }

    /**
     * @param args the arguments after {@code compare}
     * @return the comparison's settings and the job arguments
     * @throws JfioException one line for a bad {@code --repeat}, an empty list, or two swept options
     */
    public static Parsed parse(List<String> args) {
        List<String> engines = new ArrayList<>();
        int repeat = 1;
        Sweep sweep = Sweep.NONE;
        Map<String, String> overrides = new LinkedHashMap<>();
        List<String> rest = new ArrayList<>();
        for (String a : args) {
            int eq = a.indexOf('=');
            String key = a.startsWith("--") && eq > 2 ? a.substring(2, eq) : "";
            String value = eq > 0 ? a.substring(eq + 1).strip() : "";
            if (key.equals("engines")) {
                engines = list(key, value);
            } else if (key.equals("repeat")) {
                repeat = repeat(value);
            } else if (SWEEPABLE.containsKey(key)) {
                String option = SWEEPABLE.get(key);
                List<String> values = list(key, value);
                if (values.size() == 1) {
                    overrides.put(option, values.get(0));
                } else if (sweep.none()) {
                    sweep = new Sweep(option, values);
                } else {
                    throw new JfioException("--" + key + "=" + value + ": compare sweeps one option at a time, and --"
                            + sweep.option() + " already has several values");
                }
            } else {
                rest.add(a);
            }
        }
        if (!sweep.none()) {
            overrides.remove(sweep.option());
        }
        return new Parsed(new CompareSpec(engines, repeat, sweep, overrides), rest);
    }

    private static List<String> list(String key, String value) {
        List<String> out = new ArrayList<>();
        for (String v : value.split(",", -1)) {
            if (v.isBlank()) {
                throw new JfioException("--" + key + "=" + value + ": empty value in the list");
            }
            out.add(v.strip());
        }
        return out;
    }

    private static int repeat(String value) {
        try {
            int n = Integer.parseInt(value);
            if (n >= 1 && n <= MAX_REPEAT) {
                return n;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw new JfioException("--repeat=" + value + ": expected a whole number from 1 to " + MAX_REPEAT);
    }
}
