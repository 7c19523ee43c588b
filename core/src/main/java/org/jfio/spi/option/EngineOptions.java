package org.jfio.spi.option;

import java.util.IdentityHashMap;
import java.util.Map;

/**
 * A job's values of its engine's own options, typed: the record the engine declared
 * ({@code IoEngineProvider.options()}), built by the parser from what the job wrote, with fio's
 * defaults for the rest; empty when the job wrote none of them (the provider's own defaults
 * then apply, see {@link #find}). An engine reads it once, when it is created:
 * {@code UringOptions o = context.options().get(UringOptions.SCHEMA)}. Immutable and thread-safe.
 */
public final class EngineOptions {
    /** No engine options set: every engine gets its defaults. */
    public static final EngineOptions EMPTY = new EngineOptions(Map.of());

    private final Map<Class<?>, Record> values;

    private EngineOptions(Map<Class<?>, Record> values) {
        this.values = values;
    }

    /** @return options holding one engine's record */
    public static EngineOptions of(Record options) {
        Map<Class<?>, Record> m = new IdentityHashMap<>();
        m.put(options.getClass(), options);
        return new EngineOptions(m);
    }

    /**
     * @param schema the engine's option schema
     * @return the job's values of that engine's options, or the engine's defaults when the job
     *         set none (or runs another engine)
     */
    public <R extends Record> R get(OptionRecord<R> schema) {
        Record r = values.get(schema.type());
        return r == null ? schema.defaults() : schema.type().cast(r);
    }

    /**
     * @return the job's values of that engine's options, when the job was built with the
     *         engine's option table (empty for a job built without it, e.g. in code)
     */
    public <R extends Record> java.util.Optional<R> find(OptionRecord<R> schema) {
        return java.util.Optional.ofNullable(values.get(schema.type())).map(schema.type()::cast);
    }

    @Override
    public String toString() {
        return values.values().toString();
    }
}
