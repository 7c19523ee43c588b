package org.jfio.job;

import org.jfio.spi.option.FioUnits;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;

import org.jfio.spi.DataDirection;
import org.jfio.spi.JfioException;

/**
 * fio's {@code random_distribution}: how random offsets spread over a file's blocks.
 * <ul>
 *   <li>{@code random}: uniform (the default), with the random map unless {@code norandommap};</li>
 *   <li>{@code zipf:theta[:center]}: Zipf with exponent theta (not 1; 1.1 when not given);</li>
 *   <li>{@code pareto:h[:center]}: Pareto with shape h in (0,1) (0.2 when not given);</li>
 *   <li>{@code normal:dev[%][:center]} (alias {@code gauss}): Gaussian with a standard deviation of
 *       dev percent of the blocks (0 when not given: jfio then uses 1/12 of the blocks);</li>
 *   <li>{@code zoned:access/range:...}: access percent of the I/Os go to the next range percent
 *       of the file (accesses add up to 100, ranges to at most 100);</li>
 *   <li>{@code zoned_abs:access/size:...}: the same with absolute zone sizes.</li>
 * </ul>
 * Zones may be given per direction, separated by {@code ,} (read, write, trim; a missing entry
 * copies the last). {@code center} (0..1) shifts the hot spot; without it the shift is random.
 * Any distribution but {@code random} turns the random map off, as in fio. Immutable.
 */
public final class RandomDistribution {
    /** The uniform distribution, fio's default. */
    public static final RandomDistribution RANDOM = new RandomDistribution(Kind.RANDOM, 0, Double.NaN, null);
    /** fio's theta for a bare {@code zipf} ({@code FIO_DEF_ZIPF}). */
    public static final double DEFAULT_ZIPF_THETA = 1.1;
    /** fio's h for a bare {@code pareto} ({@code FIO_DEF_PARETO}). */
    public static final double DEFAULT_PARETO_H = 0.2;
    /** fio allows at most this many zones per direction. */
    public static final int MAX_ZONES = 256;

    /** The shape of the distribution. */
    public enum Kind {
        /** Uniform. */
        RANDOM,
        /** Zipf, with theta. */
        ZIPF,
        /** Pareto, with h. */
        PARETO,
        /** Normal, with a deviation in percent. */
        NORMAL,
        /** Zones sized in percent of the file. */
        ZONED,
        /** Zones sized in bytes. */
        ZONED_ABS
    }

    /**
     * One zone of a zoned distribution.
     *
     * @param accessPercent share of the I/Os that land in the zone, 0..100
     * @param rangePercent  size of the zone in percent of the file ({@code zoned}), else 0
     * @param sizeBytes     size of the zone in bytes ({@code zoned_abs}), else 0
     */
    public record Zone(int accessPercent, int rangePercent, long sizeBytes) {
    }

    private final Kind kind;
    private final double parameter;
    private final double center;
    private final List<List<Zone>> zones;

    private RandomDistribution(Kind kind, double parameter, double center, List<List<Zone>> zones) {
        this.kind = kind;
        this.parameter = parameter;
        this.center = center;
        this.zones = zones == null ? List.of(List.of(), List.of(), List.of()) : List.copyOf(zones);
    }

    /** @return the Zipf distribution with this theta and a random hot spot */
    public static RandomDistribution zipf(double theta) {
        return parse("random_distribution", "zipf:" + theta, FioUnits.KB_BASE_1024);
    }

    /** @return the shape */
    public Kind kind() {
        return kind;
    }

    /** @return theta (zipf), h (pareto) or the deviation in percent (normal); 0 otherwise */
    public double parameter() {
        return parameter;
    }

    /** @return true when a center was given */
    public boolean hasCenter() {
        return !Double.isNaN(center);
    }

    /** @return the center in [0,1], or NaN when none was given (a random shift) */
    public double center() {
        return center;
    }

    /** @return the zones of one data direction (empty unless zoned) */
    public List<Zone> zones(DataDirection ddir) {
        return zones.get(ddir.ordinal());
    }

    /** @return true for every shape but uniform: the random map is off */
    public boolean isNonUniform() {
        return kind != Kind.RANDOM;
    }

    /**
     * Parses fio's syntax.
     *
     * @param option the option name as written, for messages
     * @param text   the value
     * @param kbBase fio's {@code kb_base}, for {@code zoned_abs} sizes
     * @throws JfioException {@code option=text: reason}
     */
    public static RandomDistribution parse(String option, String text, int kbBase) {
        String v = Objects.requireNonNull(text, "text").trim().toLowerCase(Locale.ROOT);
        int colon = v.indexOf(':');
        String name = colon < 0 ? v : v.substring(0, colon);
        String rest = colon < 0 ? "" : v.substring(colon + 1);
        switch (name) {
            case "random" -> {
                if (!rest.isEmpty()) {
                    throw FioUnits.bad(option, text, "random takes no parameter");
                }
                return RANDOM;
            }
            case "zipf", "pareto", "normal", "gauss" -> {
                return shaped(option, text, name, rest);
            }
            case "zoned", "zoned_abs" -> {
                boolean abs = name.equals("zoned_abs");
                return new RandomDistribution(abs ? Kind.ZONED_ABS : Kind.ZONED, 0, Double.NaN,
                        zonesPerDdir(option, text, name, rest, abs, kbBase));
            }
            default -> throw FioUnits.bad(option, text,
                    "invalid value (allowed: random, zipf:theta, pareto:h, normal:dev%, zoned:..., zoned_abs:...)");
        }
    }

    private static RandomDistribution shaped(String option, String text, String name, String rest) {
        if (rest.isEmpty()) {
            rest = switch (name) {
                case "zipf" -> Double.toString(DEFAULT_ZIPF_THETA);
                case "pareto" -> Double.toString(DEFAULT_PARETO_H);
                default -> "0";
            };
        }
        String[] parts = rest.split(":", -1);
        if (parts.length > 2) {
            throw FioUnits.bad(option, text, "too many parameters (" + example(name) + ")");
        }
        String p = parts[0].trim();
        boolean normal = name.equals("normal") || name.equals("gauss");
        if (normal && p.endsWith("%")) {
            p = p.substring(0, p.length() - 1);
        }
        double value = number(option, text, p);
        double center = parts.length == 2 ? number(option, text, parts[1].trim()) : Double.NaN;
        if (parts.length == 2 && !(center >= 0 && center <= 1)) {
            throw FioUnits.bad(option, text, "center must be between 0 and 1");
        }
        Kind kind;
        switch (name) {
            case "zipf" -> {
                if (!(value > 0) || value == 1.0) {
                    throw FioUnits.bad(option, text, "zipf theta must be positive and different from 1.0");
                }
                kind = Kind.ZIPF;
            }
            case "pareto" -> {
                if (!(value > 0 && value < 1)) {
                    throw FioUnits.bad(option, text, "pareto h must be between 0 and 1 (exclusive)");
                }
                kind = Kind.PARETO;
            }
            default -> {
                if (!(value >= 0 && value <= 100)) {
                    throw FioUnits.bad(option, text, "normal deviation must be 0..100 percent");
                }
                kind = Kind.NORMAL;
            }
        }
        return new RandomDistribution(kind, value, center, null);
    }

    private static String example(String name) {
        return switch (name) {
            case "zipf" -> "zipf:1.2";
            case "pareto" -> "pareto:0.9";
            default -> "normal:10%";
        };
    }

    private static double number(String option, String text, String s) {
        if (!s.matches("[0-9]+(\\.[0-9]*)?|\\.[0-9]+")) {
            throw FioUnits.bad(option, text, "invalid number '" + s + "'");
        }
        return Double.parseDouble(s);
    }

    private static List<List<Zone>> zonesPerDdir(String option, String text, String name, String rest,
            boolean abs, int kbBase) {
        String[] lists = rest.split(",", -1);
        if (lists.length > DataDirection.DATA_COUNT) {
            throw FioUnits.bad(option, text, "too many zone lists (at most read,write,trim)");
        }
        List<List<Zone>> out = new ArrayList<>();
        for (int d = 0; d < DataDirection.DATA_COUNT; d++) {
            String list = (d < lists.length ? lists[d] : lists[lists.length - 1]).trim();
            if (list.startsWith(name + ":")) {
                list = list.substring(name.length() + 1);
            }
            if (list.isEmpty()) {
                throw FioUnits.bad(option, text, "empty zone list");
            }
            out.add(zones(option, text, list, abs, kbBase));
        }
        return out;
    }

    private static List<Zone> zones(String option, String text, String list, boolean abs, int kbBase) {
        String[] entries = list.split(":", -1);
        if (entries.length > MAX_ZONES) {
            throw FioUnits.bad(option, text, "too many zones (at most " + MAX_ZONES + ")");
        }
        List<int[]> relative = new ArrayList<>();
        List<Zone> zones = new ArrayList<>();
        int access = 0;
        int range = 0;
        int missing = 0;
        for (String e : entries) {
            if (e.isBlank()) {
                break; // fio's split_parse_ddir stops at an empty entry
            }
            int slash = e.indexOf('/');
            if (slash < 0 && abs) {
                throw FioUnits.bad(option, text, "invalid zone '" + e + "' (write access%/size, e.g. 60/1g)");
            }
            int a = percent(option, text, slash < 0 ? e : e.substring(0, slash));
            String second = slash < 0 ? "" : e.substring(slash + 1).trim();
            if (abs) {
                long size = FioUnits.parseSizePart(option, text, second, kbBase);
                if (size == 0) {
                    throw FioUnits.bad(option, text, "zone size must be positive");
                }
                zones.add(new Zone(a, 0, size));
            } else {
                // fio: a range left out or 0 ("20/", "20/0", "20") shares what the others leave
                int r = second.isEmpty() ? 0 : percent(option, text, second);
                missing += r == 0 ? 1 : 0;
                range += r;
                relative.add(new int[] {a, r});
            }
            access += a;
        }
        if (access != 100) {
            throw FioUnits.bad(option, text, "zone access percentages add up to " + access + ", not 100");
        }
        if (range > 100) {
            throw FioUnits.bad(option, text, "zone ranges add up to " + range + "%, more than 100%");
        }
        if (missing == 1 && relative.size() == 1) {
            // fio's zone_split_ddir: a lone zone without its range gets (100 - 100) / 1 = 0%, every I/O at offset 0
            throw FioUnits.bad(option, text, "invalid zone '" + entries[0] + "': a single zone without its range is empty"
                    + " in fio (every I/O at offset 0); give the range, e.g. 100/100");
        }
        int share = missing == 0 ? 0 : (100 - range) / missing;
        for (int[] z : relative) {
            zones.add(new Zone(z[0], z[1] == 0 ? share : z[1], 0));
        }
        return List.copyOf(zones);
    }

    private static int percent(String option, String text, String s) {
        String p = s.trim();
        if (p.endsWith("%")) {
            p = p.substring(0, p.length() - 1);
        }
        if (!p.matches("[0-9]{1,3}")) {
            throw FioUnits.bad(option, text, "invalid percentage '" + s + "'");
        }
        int v = Integer.parseInt(p);
        if (v > 100) {
            throw FioUnits.bad(option, text, "percentage " + v + " is more than 100");
        }
        return v;
    }

    @Override
    public String toString() {
        return switch (kind) {
            case RANDOM -> "random";
            case ZIPF -> "zipf:" + parameter + (hasCenter() ? ":" + center : "");
            case PARETO -> "pareto:" + parameter + (hasCenter() ? ":" + center : "");
            case NORMAL -> "normal:" + parameter + "%" + (hasCenter() ? ":" + center : "");
            case ZONED, ZONED_ABS -> kind.name().toLowerCase(Locale.ROOT) + ":" + zones;
        };
    }
}
