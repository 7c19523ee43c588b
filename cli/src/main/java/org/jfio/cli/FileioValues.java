package org.jfio.cli;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

import org.jfio.spi.JfioException;
import org.jfio.sysbench.FileioOptions;
import org.jfio.sysbench.TestMode;

/**
 * The value rules of {@code jfio fileio}'s options (sysbench 1.0.20's): integers, sizes with K, M,
 * G or T (powers of 1024; sysbench reads {@code 8G}, {@code 16k}, {@code 8GB}), on/off flags, the
 * enumerations. Every failure is one {@link JfioException} line naming the option, the value and
 * what it takes. Stateless.
 */
final class FileioValues {
    private static final String SIZE_UNITS = "KMGT";

    private FileioValues() {
    }

    static long integer(String name, String v, long min, long max) {
        long n;
        try {
            n = Long.parseLong(v.strip());
        } catch (NumberFormatException e) {
            throw new JfioException("--" + name + "=" + v + ": invalid integer");
        }
        if (n < min || n > max) {
            throw new JfioException("--" + name + "=" + v + ": out of range " + min + ".." + max);
        }
        return n;
    }

    /** @return the bytes of a sysbench size ({@code 16384}, {@code 16K}, {@code 2G}, {@code 8GB}) */
    static long size(String name, String v, long min, long max) {
        String s = v.strip();
        int digits = 0;
        while (digits < s.length() && Character.isDigit(s.charAt(digits))) {
            digits++;
        }
        String rest = s.substring(digits).toUpperCase(Locale.ROOT);
        int unit = rest.isEmpty() ? -1 : SIZE_UNITS.indexOf(rest.charAt(0));
        boolean unitOk = rest.isEmpty() || (unit >= 0 && (rest.length() == 1 || rest.substring(1).equals("B")));
        if (digits == 0 || !unitOk || digits > 18) {
            throw new JfioException("--" + name + "=" + v + ": invalid size (digits with an optional K, M, G or T: 16K, 2G)");
        }
        long n = Long.parseLong(s.substring(0, digits));
        for (int i = 0; i <= unit; i++) {
            if (n > Long.MAX_VALUE / 1024) {
                throw new JfioException("--" + name + "=" + v + ": too large");
            }
            n *= 1024;
        }
        if (n < min || n > max) {
            throw new JfioException("--" + name + "=" + v + ": out of range " + min + ".." + max + " bytes");
        }
        return n;
    }

    /** @return the value of an on/off option; null (the bare name) is on */
    static boolean bool(String name, String v) {
        if (v == null) {
            return true;
        }
        return switch (v.strip().toLowerCase(Locale.ROOT)) {
            case "on", "yes", "true", "1" -> true;
            case "off", "no", "false", "0" -> false;
            default -> throw new JfioException("--" + name + "=" + v + ": expected on or off");
        };
    }

    static TestMode testMode(String v) {
        TestMode m = TestMode.parse(v.strip());
        if (m == null) {
            throw new JfioException("--file-test-mode=" + v + ": expected one of " + testModeList());
        }
        return m;
    }

    static String testModeList() {
        List<String> names = new ArrayList<>();
        for (TestMode m : TestMode.values()) {
            names.add(m.option());
        }
        return String.join(", ", names);
    }

    static FileioOptions.IoMode ioMode(String v) {
        return switch (v.strip()) {
            case "sync" -> FileioOptions.IoMode.SYNC;
            case "async" -> FileioOptions.IoMode.ASYNC;
            case "mmap" -> FileioOptions.IoMode.MAPPED;
            default -> throw new JfioException("--file-io-mode=" + v + ": expected sync, async or mmap");
        };
    }

    static Set<FileioOptions.ExtraFlag> extraFlags(String v) {
        Set<FileioOptions.ExtraFlag> flags = EnumSet.noneOf(FileioOptions.ExtraFlag.class);
        for (String part : v.split(",", -1)) {
            String p = part.strip();
            if (p.isEmpty()) {
                continue; // sysbench skips an empty item ("direct," is direct)
            }
            flags.add(switch (p) {
                case "sync" -> FileioOptions.ExtraFlag.SYNC;
                case "dsync" -> FileioOptions.ExtraFlag.DSYNC;
                case "direct" -> FileioOptions.ExtraFlag.DIRECT;
                default -> throw new JfioException("--file-extra-flags=" + v + ": '" + p
                        + "' is not one of sync, dsync, direct");
            });
        }
        return flags;
    }

    /** @return true for fdatasync, false for fsync */
    static boolean fdatasync(String v) {
        return switch (v.strip()) {
            case "fsync" -> false;
            case "fdatasync" -> true;
            default -> throw new JfioException("--file-fsync-mode=" + v + ": expected fsync or fdatasync");
        };
    }

    static double ratio(String v) {
        double r;
        try {
            r = Double.parseDouble(v.strip());
        } catch (NumberFormatException e) {
            throw new JfioException("--file-rw-ratio=" + v + ": not a number");
        }
        if (!(r >= 0) || Double.isInfinite(r)) {
            throw new JfioException("--file-rw-ratio=" + v + ": must be at least 0");
        }
        return r;
    }

    /** @return the notice that the value changes nothing (sysbench's fileio ignores it too) */
    static String randType(String v) {
        return switch (v.strip()) {
            case "uniform", "gaussian", "special", "pareto", "zipfian" ->
                    "--rand-type=" + v.strip() + " has no effect on fileio: its random offsets are uniform (as in sysbench 1.0.20)";
            default -> throw new JfioException("--rand-type=" + v + ": expected uniform, gaussian, special, pareto or zipfian");
        };
    }

    /** @return seconds, or -1 for off */
    static long forcedShutdown(String v) {
        if (v.strip().equals("off")) {
            return -1;
        }
        return integer("forced-shutdown", v, 0, Integer.MAX_VALUE);
    }

    static String asyncEngine(String v) {
        return switch (v.strip()) {
            case "libaio", "io_uring" -> v.strip();
            default -> throw new JfioException("--file-async-engine=" + v + ": expected libaio or io_uring");
        };
    }

    static List<String> outputs(String v) {
        List<String> out = new ArrayList<>();
        for (String part : v.split(",", -1)) {
            String p = part.strip();
            if (!p.equals("sysbench") && !p.equals("json")) {
                throw new JfioException("--output-format=" + v + ": '" + p + "' is not one of sysbench, json");
            }
            if (!out.contains(p)) {
                out.add(p);
            }
        }
        return List.copyOf(out);
    }

    static String nonEmpty(String name, String v) {
        if (v.isBlank()) {
            throw new JfioException("--" + name + "= needs a value");
        }
        return v;
    }
}
