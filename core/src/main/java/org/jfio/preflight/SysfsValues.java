package org.jfio.preflight;

import java.util.OptionalLong;

/**
 * Parsers of the one-line values the kernel shows under {@code /sys/block/DEV/queue} and
 * {@code /sys/dev/block}, kept apart from the reads so they can be tested on fixed text.
 * Stateless and thread-safe.
 */
public final class SysfsValues {
    private SysfsValues() {
    }

    /**
     * @param text the content of {@code queue/scheduler}, e.g. {@code none [mq-deadline] kyber bfq}
     * @return the active scheduler (the bracketed one; the only word when there is one, e.g.
     *         {@code none} on devices without a choice), or empty text for an empty file
     */
    public static String activeScheduler(String text) {
        String t = text.strip();
        int open = t.indexOf('[');
        int close = t.indexOf(']', open + 1);
        if (open >= 0 && close > open) {
            return t.substring(open + 1, close).strip();
        }
        String[] words = t.split("\\s+");
        return words.length == 1 ? words[0] : t;
    }

    /**
     * @param text a decimal number with optional whitespace, e.g. {@code "256\n"}
     * @return the number, or empty when the text is not one
     */
    public static OptionalLong number(String text) {
        try {
            return OptionalLong.of(Long.parseLong(text.strip()));
        } catch (NumberFormatException e) {
            return OptionalLong.empty();
        }
    }

    /**
     * @param text the content of a device's {@code dev} file, e.g. {@code "259:3\n"}
     * @return {@code {major, minor}}
     * @throws IllegalArgumentException when the text is not {@code major:minor}
     */
    public static int[] deviceNumbers(String text) {
        String t = text.strip();
        int colon = t.indexOf(':');
        if (colon <= 0) {
            throw new IllegalArgumentException("not major:minor: '" + t + "'");
        }
        try {
            return new int[] {Integer.parseInt(t.substring(0, colon)), Integer.parseInt(t.substring(colon + 1))};
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("not major:minor: '" + t + "'", e);
        }
    }
}
