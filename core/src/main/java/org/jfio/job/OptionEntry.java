package org.jfio.job;

/**
 * One option as the user wrote it. Package-private.
 *
 * @param key    the name as written (name or alias)
 * @param value  the value, or null for a bare key ({@code time_based})
 * @param origin where it was written ({@code file.fio:12}), or null for the command line
 * @param unset  when the line named environment variables that are not set (and so became
 *               nothing, as in fio): the line as written and the names, for an error about its value;
 *               else null
 */
record OptionEntry(String key, String value, String origin, String unset) {

    OptionEntry(String key, String value, String origin) {
        this(key, value, origin, null);
    }

    /** @return the value as fio records it in JSON "job options": a bare key records "" */
    String recordedValue() {
        return value == null ? "" : value;
    }

    /**
     * Merges a repeated option's echo: fio lists both and its JSON drops the empty one, so a
     * bare repeat ({@code time_based} after {@code time_based=1}) keeps the value.
     */
    static String keepValue(String earlier, String later) {
        return later.isEmpty() ? earlier : later;
    }

    /** @return {@code key=value} or {@code key} as written */
    String asWritten() {
        return value == null ? key : key + "=" + value;
    }
}
