package org.jfio.spi.option;

import java.util.ArrayList;
import java.util.List;

import org.jfio.spi.DataDirection;
import org.jfio.spi.JfioException;

/**
 * Parses one option's value text by its {@link OptionKind}, with fio 3.33's rules
 * ({@link FioUnits}): the single place that knows each kind's syntax. Package-private; reach it
 * through {@link JobOption#parse}. Stateless.
 */
final class OptionValues {
    private OptionValues() {
    }

    static Object parse(JobOption o, String key, String text, int kbBase) {
        if (text == null && o.kind() == OptionKind.STRING && o.valueOptional()) {
            return "";
        }
        if (text == null && o.kind() != OptionKind.BOOL) {
            throw new JfioException(key + ": needs a value (" + key + "=" + example(o) + ")");
        }
        return switch (o.kind()) {
            case SIZE -> checked(o, key, text, FioUnits.parseSize(key, text, kbBase));
            case INT -> checked(o, key, text, parseInt(o, key, text, kbBase));
            // A region length (size, min 1) may be 100% of the file; a start (offset, min 0) may not.
            case SIZE_RANGE -> parseSizeOrRange(o, key, text, kbBase);
            case SIZE_OR_PERCENT -> text.trim().endsWith("%") ? FioUnits.parsePercent(key, text, o.min() > 0)
                    : checked(o, key, text, FioUnits.parseSize(key, text, kbBase));
            case TIME -> FioUnits.parseTimeNs(key, text, o.bareTimeUnitNs());
            case BOOL -> FioUnits.parseBool(key, text);
            case ENUM -> parseEnum(o, key, text);
            case STRING -> text.trim();
            case SIZE_PER_DDIR, INT_PER_DDIR -> parsePerDdir(o, key, text, kbBase, false);
            case TIME_RANGE -> parseTimeRange(o, key, text);
            case SIZE_RANGE_PER_DDIR -> parsePerDdir(o, key, text, kbBase, true);
            case FILENAME_LIST -> parseFilenames(key, text);
            case PERCENTILE_LIST -> parsePercentiles(key, text);
        };
    }

    /** An integer; a minus sign only where the declared range goes below zero ({@code nice=-5}). */
    private static long parseInt(JobOption o, String key, String text, int kbBase) {
        String t = text.trim();
        if (o.min() < 0 && t.startsWith("-") && t.length() > 1 && Character.isDigit(t.charAt(1))) {
            return -FioUnits.parseIntegerValue(key, t.substring(1), kbBase);
        }
        return FioUnits.parseIntegerValue(key, text, kbBase);
    }

    static String reversedRangeNote(JobOption o, String key, String text, int kbBase) {
        if (text == null || (o.kind() != OptionKind.SIZE_RANGE_PER_DDIR && o.kind() != OptionKind.TIME_RANGE)) {
            return null;
        }
        for (String part : text.split(",")) {
            String p = part.trim();
            int sep = p.indexOf('-');
            if (sep < 0 && o.kind() == OptionKind.SIZE_RANGE_PER_DDIR) {
                sep = p.indexOf(':');
            }
            if (sep <= 0) {
                continue;
            }
            String low = p.substring(0, sep).trim();
            String high = p.substring(sep + 1).trim();
            try {
                boolean reversed = o.kind() == OptionKind.TIME_RANGE
                        ? FioUnits.parseTimeNs(key, low, o.bareTimeUnitNs()) > FioUnits.parseTimeNs(key, high, o.bareTimeUnitNs())
                        : FioUnits.parseSize(key, low, kbBase) > FioUnits.parseSize(key, high, kbBase);
                if (reversed) {
                    return key + "=" + text + ": the range runs from high to low; using " + high + "-" + low
                            + " as fio does";
                }
            } catch (JfioException e) {
                return null;
            }
        }
        return null;
    }

    private static String example(JobOption o) {
        return switch (o.kind()) {
            case SIZE, SIZE_PER_DDIR -> "4k";
            case SIZE_OR_PERCENT -> "50%";
            case SIZE_RANGE -> "1m-4m";
            case INT_PER_DDIR -> "500";
            case TIME_RANGE -> "1s-5s";
            case SIZE_RANGE_PER_DDIR -> "4k-64k";
            case TIME -> "10s";
            case INT -> "1";
            case BOOL -> "1";
            case ENUM -> o.allowed().isEmpty() ? "value" : o.allowed().get(0).value();
            case STRING -> "text";
            case FILENAME_LIST -> "/path/a:/path/b";
            case PERCENTILE_LIST -> "50:99:99.9";
        };
    }

    private static long checked(JobOption o, String key, String text, long value) {
        FioUnits.checkRange(key, text, value, o.min(), o.max());
        return value;
    }

    private static String parseEnum(JobOption o, String key, String text) {
        String v = text.trim();
        String suffix = "";
        int colon = v.indexOf(':');
        if (o.enumSuffix() && colon >= 0) {
            suffix = v.substring(colon);
            v = v.substring(0, colon).trim();
            if (suffix.length() == 1) {
                throw FioUnits.bad(key, text, "missing value after ':'");
            }
        }
        for (AllowedValue a : o.allowed()) {
            if (a.value().equalsIgnoreCase(v)) {
                return a.value() + suffix;
            }
        }
        List<String> names = new ArrayList<>();
        for (AllowedValue a : o.allowed()) {
            names.add(a.value());
        }
        throw FioUnits.bad(key, text, "invalid value (allowed: " + String.join(", ", names) + ")");
    }

    /**
     * fio's per-ddir list: one value for all, else read,write[,trim]; missing entries copy the last.
     * Without a comma, fio's parser also splits a single value at {@code :} and {@code -}
     * ({@code bs=4k-64k} is bs=4k,64k in fio 3.33: reads 4k, writes and trims 64k); ranges keep them.
     */
    private static long[] parsePerDdir(JobOption o, String key, String text, int kbBase, boolean ranges) {
        String[] parts = ranges || text.indexOf(',') >= 0 ? text.split(",", -1)
                : text.strip().split("(?<=.)[:-]", -1);
        if (text.isBlank()) {
            throw FioUnits.bad(key, text, "missing value");
        }
        if (parts.length > DataDirection.DATA_COUNT) {
            throw FioUnits.bad(key, text, "too many entries (at most read,write,trim)");
        }
        int width = ranges ? 2 : 1;
        long[] out = new long[DataDirection.DATA_COUNT * width];
        java.util.Arrays.fill(out, -1);
        boolean none = true;
        for (int d = 0; d < DataDirection.DATA_COUNT; d++) {
            String part = (d < parts.length ? parts[d] : parts[parts.length - 1]).trim();
            if (part.isEmpty()) {
                continue;
            }
            none = false;
            if (ranges) {
                long[] r = parseRange(o, key, text, part, kbBase);
                out[2 * d] = r[0];
                out[2 * d + 1] = r[1];
            } else {
                out[d] = checked(o, key, text, o.kind() == OptionKind.INT_PER_DDIR
                        ? FioUnits.parseIntegerPart(key, text, part, Long.MIN_VALUE, Long.MAX_VALUE)
                        : FioUnits.parseSizePart(key, text, part, kbBase));
            }
        }
        if (none) { // fio 3.33 refuses a list of empty entries ("," is no value for any direction)
            throw FioUnits.bad(key, text, "missing value (no entry of read,write,trim has one)");
        }
        return out;
    }

    /** @return {o.min(), o.max()}: both the same for a single size */
    private static long[] parseSizeOrRange(JobOption o, String key, String text, int kbBase) {
        String v = text.trim();
        boolean range = !v.startsWith("(") && (v.indexOf('-', 1) > 0 || v.indexOf(':') > 0);
        if (range) {
            return parseRange(o, key, text, v, kbBase);
        }
        long size = checked(o, key, text, FioUnits.parseSize(key, v, kbBase));
        return new long[] {size, size};
    }

    private static long[] parseTimeRange(JobOption o, String key, String text) {
        String v = text.trim();
        if (v.startsWith("-")) { // not a range with an empty low end: a negative time
            throw FioUnits.bad(key, text, "invalid time (must not be negative)");
        }
        int sep = v.indexOf('-');
        if (sep < 0) {
            long t = FioUnits.parseTimeNs(key, v, o.bareTimeUnitNs());
            return new long[] {t, t};
        }
        long a = FioUnits.parseTimeNs(key, rangeEnd(key, text, v.substring(0, sep), "low"), o.bareTimeUnitNs());
        long b = FioUnits.parseTimeNs(key, rangeEnd(key, text, v.substring(sep + 1), "high"), o.bareTimeUnitNs());
        return new long[] {Math.min(a, b), Math.max(a, b)};
    }

    private static long[] parseRange(JobOption o, String key, String text, String part, int kbBase) {
        if (part.strip().startsWith("-")) { // not a range with an empty low end: a negative size
            throw FioUnits.bad(key, text, "invalid size (must not be negative)");
        }
        int sep = part.indexOf('-');
        if (sep < 0) {
            sep = part.indexOf(':');
        }
        if (sep < 0) {
            throw FioUnits.bad(key, text, "invalid range '" + part + "' (write min-max, e.g. 4k-64k)");
        }
        long a = checked(o, key, text, FioUnits.parseSize(key, rangeEnd(key, text, part.substring(0, sep), "low"), kbBase));
        long b = checked(o, key, text, FioUnits.parseSize(key, rangeEnd(key, text, part.substring(sep + 1), "high"), kbBase));
        return new long[] {Math.min(a, b), Math.max(a, b)};
    }

    /** @return one end of a range; an empty end is named with the whole value ({@code 1k-}), not as {@code key=} */
    private static String rangeEnd(String key, String text, String end, String which) {
        if (end.isBlank()) {
            throw FioUnits.bad(key, text, "the range has no " + which + " end (write min-max, e.g. 4k-64k)");
        }
        return end;
    }

    private static List<String> parseFilenames(String key, String text) {
        List<String> out = new ArrayList<>();
        StringBuilder cur = new StringBuilder();
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '\\' && i + 1 < text.length() && text.charAt(i + 1) == ':') {
                cur.append(':');
                i++;
            } else if (c == ':') {
                out.add(cur.toString().trim());
                cur.setLength(0);
            } else {
                cur.append(c);
            }
        }
        out.add(cur.toString().trim());
        for (String f : out) {
            if (f.isEmpty()) {
                throw FioUnits.bad(key, text, "empty file name in the ':'-separated list");
            }
        }
        return List.copyOf(out);
    }

    private static double[] parsePercentiles(String key, String text) {
        String[] parts = text.split(":", -1);
        if (parts.length > JobOption.MAX_PERCENTILES) {
            throw FioUnits.bad(key, text, "too many percentiles (at most " + JobOption.MAX_PERCENTILES + ")");
        }
        double[] out = new double[parts.length];
        for (int i = 0; i < parts.length; i++) {
            String p = parts[i].trim();
            if (!p.matches("[0-9]+(\\.[0-9]*)?|\\.[0-9]+")) {
                throw FioUnits.bad(key, text, "invalid percentile '" + p + "'");
            }
            double v = Double.parseDouble(p);
            if (!(v > 0 && v <= 100)) {
                throw FioUnits.bad(key, text, "percentile '" + p + "' is outside (0,100]");
            }
            out[i] = v;
        }
        return out;
    }
}
