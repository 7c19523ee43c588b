package org.jfio.merge;

import java.util.List;

import org.jfio.report.html.JsonNode;
import org.jfio.spi.JfioException;

/**
 * Reads the fields of a saved result strictly: a field that is there must have its type (a number
 * where a number is written, an object, an array of numbers), a required one must be there, so an
 * edited or foreign result is refused in one line naming the file and the field instead of merged
 * as zeros. Stateless.
 */
final class SavedFields {
    private SavedFields() {
    }

    /**
     * @param where the file and the place in it, for the message ({@code r1.json: job 't': read})
     * @return the member {@code key}, a number
     * @throws JfioException when it is absent or not a non-negative number
     */
    static double required(String where, JsonNode parent, String key) {
        JsonNode v = parent.get(key);
        if (v.isMissing()) {
            throw bad(where, key, "is missing");
        }
        return number(where, parent, key, 0);
    }

    /**
     * @return the member {@code key}, a number, or {@code fallback} when it is absent
     * @throws JfioException when it is there but not a number of at least 0 (every number merge reads
     *                       is a count, a time or a share)
     */
    static double number(String where, JsonNode parent, String key, double fallback) {
        JsonNode v = parent.get(key);
        if (v.isMissing()) {
            return fallback;
        }
        double d = v.number(Double.NaN);
        if (!(d >= 0) || Double.isInfinite(d)) {
            throw bad(where, key, "is " + kind(v) + ", not a number of at least 0");
        }
        return d;
    }

    /**
     * @return the member {@code key}, an object, or {@link JsonNode#MISSING} when absent and not required
     * @throws JfioException when it is there but not an object, or required and absent
     */
    static JsonNode object(String where, JsonNode parent, String key, boolean required) {
        JsonNode v = parent.get(key);
        if (v.isMissing() && !required) {
            return v;
        }
        if (!v.isObject()) {
            throw bad(where, key, v.isMissing() ? "is missing" : "is " + kind(v) + ", not an object");
        }
        return v;
    }

    /**
     * @return the member {@code key}, an array of whole non-negative numbers
     * @throws JfioException when it is absent, not an array, or holds anything else
     */
    static long[] longs(String where, JsonNode parent, String key) {
        JsonNode v = parent.get(key);
        List<JsonNode> l = v.elements();
        if (!v.isArray()) {
            throw bad(where, key, v.isMissing() ? "is missing" : "is " + kind(v) + ", not an array");
        }
        long[] out = new long[l.size()];
        for (int i = 0; i < out.length; i++) {
            double d = l.get(i).number(Double.NaN);
            if (!(d >= 0) || d != Math.rint(d)) {
                throw bad(where, key + "[" + i + "]", "is " + kind(l.get(i)) + ", not a whole number of at least 0");
            }
            out[i] = (long) d;
        }
        return out;
    }

    static JfioException bad(String where, String key, String what) {
        return new JfioException(where + "." + key + " " + what + ": not a result as jfio writes it (edited or cut?)");
    }

    /** @return what the node is, for messages */
    static String kind(JsonNode v) {
        if (v.isMissing()) {
            return "missing";
        }
        if (v.isObject()) {
            return "an object";
        }
        if (v.isArray()) {
            return "an array";
        }
        double d = v.number(Double.NaN);
        if (!Double.isNaN(d)) {
            return d < 0 ? "negative" : "a number";
        }
        String t = v.text(null);
        return t == null ? "null" : "'" + (t.length() > 20 ? t.substring(0, 20) + "..." : t) + "'";
    }
}
