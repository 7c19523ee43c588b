package org.jfio.spi.option;

import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

import org.jfio.spi.JfioException;

/**
 * The values of one job's option records while its options are applied: each record's
 * components, starting from their defaults, set by the options as they are read, then built
 * into the records. What the parser hands on is only the built records; a draft never leaves
 * the parsing thread. Not thread-safe.
 */
public final class OptionDraft {
    private final Map<Class<?>, Slot> slots = new IdentityHashMap<>();

    private static final class Slot {
        final OptionRecord<?> schema;
        final Object[] values;
        final boolean[] set;

        Slot(OptionRecord<?> schema) {
            this.schema = schema;
            this.values = schema.zeroValues();
            this.set = new boolean[values.length];
        }
    }

    /**
     * Starts a draft of these records, each component at its default (the declarations' default
     * texts applied in order, with {@code kb_base=1024}).
     */
    public OptionDraft(List<? extends OptionRecord<?>> records) {
        for (OptionRecord<?> r : records) {
            slots.put(r.type(), new Slot(r));
        }
        ParseContext defaults = ParseContext.DEFAULT;
        for (OptionRecord<?> r : records) {
            for (JobOption o : r.options()) {
                o.applyDefault(this, defaults);
            }
        }
        for (Slot s : slots.values()) {
            java.util.Arrays.fill(s.set, false);
        }
    }

    private Slot slot(Class<?> record) {
        Slot s = slots.get(record);
        if (s == null) {
            throw new IllegalArgumentException("this draft holds no " + record.getSimpleName());
        }
        return s;
    }

    /** @return true when this draft holds the record type */
    public boolean holds(Class<?> record) {
        return slots.containsKey(record);
    }

    /**
     * Sets a component.
     *
     * @throws IllegalArgumentException when the record has no such component or the value has
     *                                  the wrong type (a programming error in a declaration)
     */
    public void set(Class<? extends Record> record, String component, Object value) {
        Slot s = slot(record);
        int i = s.schema.componentIndex(component);
        s.values[i] = ComponentValues.checked(s.schema, i, value);
        s.set[i] = true;
    }

    /**
     * Sets every component of a record this draft holds to the record's values.
     *
     * @throws IllegalArgumentException when the draft holds no record of that type
     */
    public void setAll(Record values) {
        Slot s = slot(values.getClass());
        java.lang.reflect.RecordComponent[] components = values.getClass().getRecordComponents();
        for (int i = 0; i < components.length; i++) {
            try {
                java.lang.reflect.Method accessor = components[i].getAccessor();
                s.values[i] = ComponentValues.checked(s.schema, i, accessor.invoke(values));
                s.set[i] = true;
            } catch (ReflectiveOperationException e) {
                throw new IllegalArgumentException("cannot read " + components[i].getName() + " of " + values, e);
            }
        }
    }

    /** @return a component's current value (boxed) */
    public Object get(Class<? extends Record> record, String component) {
        Slot s = slot(record);
        return s.values[s.schema.componentIndex(component)];
    }

    /** @return a component's current value, cast to {@code type} */
    public <T> T get(Class<? extends Record> record, String component, Class<T> type) {
        return type.cast(get(record, component));
    }

    /** @return true when an option set the component after the defaults */
    public boolean isSet(Class<? extends Record> record, String component) {
        Slot s = slot(record);
        return s.set[s.schema.componentIndex(component)];
    }

    /**
     * @return the record built from the current values
     * @throws JfioException when the record's rules refuse the combination
     */
    public <R extends Record> R build(OptionRecord<R> schema) {
        Slot s = slot(schema.type());
        return schema.construct(s.values.clone());
    }
}
