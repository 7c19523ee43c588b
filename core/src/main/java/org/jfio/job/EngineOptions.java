package org.jfio.job;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;

/**
 * The values of a job's engine-specific options (fio's engine option tables, e.g. io_uring's
 * {@code fixedbufs}), parsed and typed by the option the engine declared: BOOL options give
 * {@link Boolean}, SIZE/INT/TIME give {@link Long} (bytes, count, nanoseconds), ENUM/STRING give
 * {@link String}. Options the job did not set are absent; engines supply their defaults.
 * Immutable and thread-safe.
 */
public final class EngineOptions {
    /** No engine options set. */
    public static final EngineOptions EMPTY = new EngineOptions(Map.of());

    private final Map<String, Object> values;

    EngineOptions(Map<String, Object> values) {
        this.values = Collections.unmodifiableMap(new LinkedHashMap<>(values));
    }

    /** @return the typed values by name (read-only), for copying between builders */
    Map<String, Object> values() {
        return values;
    }

    /** @return the options set, by name */
    public Set<String> names() {
        return values.keySet();
    }

    /** @return true when the job set the option */
    public boolean has(String name) {
        return values.containsKey(name);
    }

    /** @return a BOOL option's value, or {@code defaultValue} when unset */
    public boolean flag(String name, boolean defaultValue) {
        Object v = values.get(name);
        return v == null ? defaultValue : (Boolean) v;
    }

    /** @return a SIZE, INT or TIME option's value, or {@code defaultValue} when unset */
    public long number(String name, long defaultValue) {
        Object v = values.get(name);
        return v == null ? defaultValue : ((Number) v).longValue();
    }

    /** @return an ENUM or STRING option's value, or {@code defaultValue} when unset */
    public String text(String name, String defaultValue) {
        Object v = values.get(name);
        return v == null ? defaultValue : v.toString();
    }

    @Override
    public String toString() {
        return values.toString();
    }
}
