package org.jfio.spi.option;

import java.util.List;

/**
 * Converts an option's parsed value to the type of the record component it sets, and gives
 * each component type its zero. Package-private.
 */
final class ComponentValues {
    private ComponentValues() {
    }

    /** @return the value a component starts from before any default: 0, false, null, empty */
    static Object zero(Class<?> type) {
        if (type == long.class) {
            return 0L;
        }
        if (type == int.class) {
            return 0;
        }
        if (type == boolean.class) {
            return false;
        }
        if (type == double.class) {
            return 0.0;
        }
        if (type == DdirValues.class) {
            return DdirValues.ZERO;
        }
        if (type == List.class) {
            return List.of();
        }
        return null;
    }

    /**
     * @param option  the declaration (for enum values mapped to constants)
     * @param parsed  what {@link JobOption#parse} returned
     * @param type    the component's type
     * @param current the component's current value (per-ddir lists merge into it)
     * @return the value to store
     */
    static Object convert(JobOption option, Object parsed, Class<?> type, Object current) {
        if (type == int.class || type == Integer.class) {
            return Math.toIntExact((Long) parsed);
        }
        if (type == DdirValues.class) {
            return ((DdirValues) current).merge((long[]) parsed);
        }
        if (type.isEnum() && parsed instanceof String s) {
            return constantOf(option, s, type);
        }
        return parsed;
    }

    /**
     * @return the constant an ENUM value stands for: the one given with
     *         {@link JobOption.Builder#allowed(String, String, Enum)}, else the constant of the same name
     */
    private static Object constantOf(JobOption option, String canonical, Class<?> enumType) {
        String v = canonical.indexOf(':') >= 0 ? canonical.substring(0, canonical.indexOf(':')) : canonical;
        for (AllowedValue a : option.allowed()) {
            if (a.value().equals(v) && a.constant() != null) {
                return a.constant();
            }
        }
        for (Object c : enumType.getEnumConstants()) {
            if (((Enum<?>) c).name().equalsIgnoreCase(v.replace('-', '_'))) {
                return c;
            }
        }
        throw new IllegalArgumentException("option " + option.name() + ": value " + v + " maps to no "
                + enumType.getSimpleName());
    }

    /** @return {@code value}, after checking it fits the component (boxing aside) */
    static Object checked(OptionRecord<?> schema, int i, Object value) {
        Class<?> type = box(schema.componentType(i));
        if (value == null ? schema.componentType(i).isPrimitive() : !type.isInstance(value)) {
            throw new IllegalArgumentException(schema.type().getSimpleName() + "." + schema.componentName(i)
                    + " is a " + schema.componentType(i).getSimpleName() + ", not "
                    + (value == null ? "null" : value.getClass().getSimpleName()));
        }
        return value;
    }

    private static Class<?> box(Class<?> t) {
        if (t == long.class) {
            return Long.class;
        }
        if (t == int.class) {
            return Integer.class;
        }
        if (t == boolean.class) {
            return Boolean.class;
        }
        if (t == double.class) {
            return Double.class;
        }
        return t;
    }
}
