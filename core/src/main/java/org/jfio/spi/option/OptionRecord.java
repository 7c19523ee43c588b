package org.jfio.spi.option;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.jfio.spi.JfioException;

/**
 * The options that fill one record: the record type, its components, and the {@link JobOption}
 * declarations that set them. A record of options (the core's {@code Depth}, {@code Timing}, ...,
 * or an engine's own, e.g. io_uring's) declares its options next to its components, so an
 * option is written once: its declaration names the component it sets, parsing converts the
 * value to that component's type, and the record's canonical constructor checks the rules that
 * tie its components together.
 *
 * <p>Defaults come from the declarations' default texts, parsed like user input; a component
 * that no declaration gives a default starts at its type's zero ({@code 0}, {@code false},
 * {@code null}, an empty list, {@link DdirValues#ZERO}).
 *
 * <p>Built once per record type (a {@code static final} field of the record); immutable and
 * thread-safe.
 *
 * @param <R> the record type
 */
public final class OptionRecord<R extends Record> {
    private final Class<R> type;
    private final List<JobOption> options;
    private final String[] names;
    private final Class<?>[] types;
    private final Map<String, Integer> index = new LinkedHashMap<>();
    /** The canonical constructor through core reflection, or null when its package is not open to this module. */
    private final Constructor<R> reflective;
    /** The canonical constructor through the declaring class's lookup, used when {@link #reflective} is null. */
    private final MethodHandle constructor;

    private OptionRecord(MethodHandles.Lookup lookup, Class<R> type, List<JobOption> options) {
        this.type = type;
        RecordComponent[] components = type.getRecordComponents();
        names = new String[components.length];
        types = new Class<?>[components.length];
        for (int i = 0; i < components.length; i++) {
            names[i] = components[i].getName();
            types[i] = components[i].getType();
            index.put(names[i], i);
        }
        // Core reflection first: the jfio launcher runs with -Djdk.reflect.useNativeAccessorOnly=true,
        // under which a constructor call spins no method-handle classes (a method handle's
        // invokeWithArguments spun some 300 at start-up, about 100 ms interpreted). A record in a
        // package not open to this module (an engine on the module path) is built through its lookup.
        try {
            Constructor<R> c = type.getDeclaredConstructor(types);
            reflective = c.trySetAccessible() ? c : null;
            constructor = reflective != null ? null
                    : lookup.findConstructor(type, MethodType.methodType(void.class, types));
        } catch (ReflectiveOperationException e) {
            throw new IllegalArgumentException(type.getName() + ": no canonical constructor visible to the lookup", e);
        }
        List<JobOption> bound = new ArrayList<>();
        for (JobOption o : options) {
            bound.add(o.boundTo(this));
        }
        this.options = List.copyOf(bound);
    }

    /**
     * @param lookup  a lookup that can reach the record's canonical constructor (the declaring
     *                class's {@code MethodHandles.lookup()}: engines' records need not be exported)
     * @param type    the record type
     * @param options the options that set its components (their {@link JobOption.Builder#sets}
     *                names must be components of {@code type})
     * @return the record's option schema
     * @throws IllegalArgumentException when a declaration names a component the record lacks,
     *                                  or the constructor cannot be reached
     */
    public static <R extends Record> OptionRecord<R> of(MethodHandles.Lookup lookup, Class<R> type,
            List<JobOption> options) {
        return new OptionRecord<>(lookup, type, options);
    }

    /** @return the record type */
    public Class<R> type() {
        return type;
    }

    /** @return the declarations, bound to this record, in declaration order */
    public List<JobOption> options() {
        return options;
    }

    /**
     * @return the position of a component
     * @throws IllegalArgumentException when the record has no such component
     */
    int componentIndex(String component) {
        Integer i = index.get(component);
        if (i == null) {
            throw new IllegalArgumentException(type.getSimpleName() + " has no component '" + component
                    + "' (components: " + index.keySet() + ")");
        }
        return i;
    }

    /** @return the Java type of the component at {@code i} */
    Class<?> componentType(int i) {
        return types[i];
    }

    /** @return the name of the component at {@code i} */
    String componentName(int i) {
        return names[i];
    }

    /** @return each component's zero value, the start of a draft */
    Object[] zeroValues() {
        Object[] v = new Object[types.length];
        for (int i = 0; i < types.length; i++) {
            v[i] = ComponentValues.zero(types[i]);
        }
        return v;
    }

    /**
     * @return the record built from the drafted values
     * @throws JfioException when the record's constructor refuses the combination
     */
    R construct(Object[] values) {
        try {
            return reflective != null ? reflective.newInstance(values)
                    : type.cast(constructor.invokeWithArguments(values));
        } catch (InvocationTargetException e) {
            Throwable cause = e.getCause(); // what the record's constructor threw: its rules' message
            if (cause instanceof RuntimeException r) {
                throw r;
            }
            if (cause instanceof Error err) {
                throw err;
            }
            throw new IllegalStateException("cannot build " + type.getSimpleName(), e.getCause());
        } catch (JfioException | IllegalArgumentException | ClassCastException | NullPointerException e) {
            throw e;
        } catch (Throwable e) {
            throw new IllegalStateException("cannot build " + type.getSimpleName(), e);
        }
    }

    /** @return the record with every option at its default */
    public R defaults() {
        OptionDraft draft = new OptionDraft(List.of(this));
        return draft.build(this);
    }

    /**
     * Builds the record from option text found by name, as a job file would give it: for each
     * declared option whose {@code lookup} answers, that text is parsed and applied (an empty
     * answer is the bare option: 1 for a boolean); the rest keep their defaults.
     *
     * @param lookup    the text of an option by its name, or null when not given
     * @param keyPrefix what to put before the option's name in error messages (e.g. the system
     *                  property prefix the values came from)
     * @throws JfioException {@code prefix+name=value: reason} for a bad value
     */
    public R fromText(java.util.function.UnaryOperator<String> lookup, String keyPrefix) {
        OptionDraft draft = new OptionDraft(List.of(this));
        for (JobOption o : options) {
            String v = lookup.apply(o.name());
            if (v != null) {
                String text = v.isEmpty() && o.kind() == OptionKind.BOOL ? null : v;
                o.apply(draft, o.parse(keyPrefix + o.name(), text, FioUnits.KB_BASE_1024), ParseContext.DEFAULT);
            }
        }
        return draft.build(this);
    }

    @Override
    public String toString() {
        return "OptionRecord[" + type.getSimpleName() + "]";
    }
}
