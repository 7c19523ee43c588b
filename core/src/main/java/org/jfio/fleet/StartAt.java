package org.jfio.fleet;

import org.jfio.spi.JfioException;

/**
 * When the measured window starts, as {@code --start-at} gives it: an absolute wall-clock time
 * ({@code EPOCH}, seconds since the epoch, fractions allowed: {@code 1796190530.5}), or
 * {@code +D} ({@code +30s}, {@code +500ms}, {@code +2m}): the next wall-clock instant that is a
 * whole multiple of D and at least D/2 ahead. Ranks started by a scheduler within the same slot
 * of D therefore agree without talking to each other; an epoch is certain. The ranks' clocks are
 * assumed synchronized (NTP, chrony). Immutable and thread-safe.
 *
 * @param text     the value as given, for messages
 * @param epochMs  the absolute start in ms since the epoch, or 0 for a relative one
 * @param periodMs D in ms for a relative one, else 0
 */
public record StartAt(String text, long epochMs, long periodMs) {

    /**
     * @param text {@code EPOCH} or {@code +D}
     * @return the start
     * @throws JfioException one line for a value that is neither
     */
    public static StartAt parse(String text) {
        String t = text.strip();
        if (t.startsWith("+")) {
            long ms = durationMs(text, t.substring(1));
            return new StartAt(text, 0, ms);
        }
        try {
            double s = Double.parseDouble(t);
            if (!(s > 0) || s > 1e11) {
                throw new NumberFormatException();
            }
            return new StartAt(text, Math.round(s * 1000), 0);
        } catch (NumberFormatException e) {
            throw new JfioException("--start-at=" + text + ": give seconds since the epoch (e.g. --start-at=$(date -d '+1 min' +%s))"
                    + " or +D (e.g. +30s)", e);
        }
    }

    /**
     * @param nowEpochMs the wall clock now
     * @return the start in ms since the epoch
     */
    public long startEpochMs(long nowEpochMs) {
        if (periodMs == 0) {
            return epochMs;
        }
        long next = (nowEpochMs / periodMs + 1) * periodMs;
        return next - nowEpochMs < periodMs / 2 ? next + periodMs : next;
    }

    private static long durationMs(String text, String d) {
        int i = 0;
        while (i < d.length() && Character.isDigit(d.charAt(i))) {
            i++;
        }
        String unit = d.substring(i).strip();
        long factor = switch (unit) {
            case "ms" -> 1;
            case "", "s" -> 1000;
            case "m" -> 60_000;
            case "h" -> 3_600_000;
            default -> -1;
        };
        if (i == 0 || factor < 0 || i > 9) {
            throw new JfioException("--start-at=" + text + ": write +D with D a whole number of ms, s, m or h (e.g. +30s)");
        }
        long ms = Long.parseLong(d.substring(0, i)) * factor;
        if (ms < 1) {
            throw new JfioException("--start-at=" + text + ": the period must be above 0");
        }
        return ms;
    }
}
