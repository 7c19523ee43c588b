package org.jfio.spi.option;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.concurrent.TimeUnit;

import org.jfio.spi.DataDirection;
import org.jfio.spi.JfioException;

/**
 * The declaration of one job option, written once: name, aliases, value syntax
 * ({@link OptionKind}), default, range, allowed values with their help, help line, category,
 * and the record component it sets ({@link Builder#sets}) or its own {@link Applier}. Parsing,
 * validation, defaults, {@code --cmdhelp}, "did you mean" and the JSON {@code job options} echo
 * all read this one declaration. Declarations are listed by the record that owns their
 * components ({@link OptionRecord}); the core's records and each engine's own record declare
 * theirs the same way.
 *
 * <p>Values are parsed with fio 3.33's rules ({@link FioUnits}); a bad value throws
 * {@link JfioException} with one line naming the option as written and the value, e.g.
 * {@code rw=randomread: invalid value (allowed: read, write, ...)}.
 *
 * <p>Immutable and thread-safe.
 */
public final class JobOption {
    /** At most this many {@code percentile_list} entries (fio's {@code FIO_IO_U_LIST_MAX_LEN}). */
    public static final int MAX_PERCENTILES = 20;

    /**
     * Applies a parsed value to the job's draft, for options that set more than one component or
     * need more than a conversion (fio's {@code rw=randread:8}, {@code bs} over {@code bsrange}).
     * Most options need none: {@link Builder#sets} binds them to one record component.
     */
    public interface Applier {
        /**
         * @param draft   the job's records being drafted
         * @param value   what {@link #parse} returned
         * @param context the parse context ({@code kb_base})
         * @throws JfioException when the value is refused
         */
        void apply(OptionDraft draft, Object value, ParseContext context);
    }

    /** The declared values (name, syntax, default, range, binding, ...). */
    private final OptionDeclaration d;

    private JobOption(OptionDeclaration declaration) {
        this.d = declaration;
    }

    /** @return this declaration, owned by the record schema that lists it (its component checked) */
    JobOption boundTo(OptionRecord<?> schema) {
        if (d.record() != null) {
            if (d.record() != schema.type()) {
                throw new IllegalArgumentException("option " + d.name() + " sets " + d.record().getSimpleName() + "."
                        + d.component() + " but is listed by " + schema.type().getSimpleName());
            }
            schema.componentIndex(d.component());
        }
        return new JobOption(d.ownedBy(schema));
    }

    /** @return the record schema that declares this option, or null for a free-standing declaration */
    public OptionRecord<?> owner() {
        return d.owner();
    }

    /**
     * @return a builder for an option with its name, syntax, help category, default as fio
     *         writes it ({@code ""}: none) and help line
     */
    public static Builder declare(String name, OptionKind kind, OptionCategory category, String defaultText,
            String help) {
        return new Builder(name, kind).category(category).defaultValue(defaultText).help(help);
    }

    /** @return a builder for an option called {@code name} with this value syntax */
    public static Builder builder(String name, OptionKind kind) {
        return new Builder(name, kind);
    }

    /** @return the option's name, e.g. {@code bs} */
    public String name() {
        return d.name();
    }

    /** @return other names accepted, e.g. {@code blocksize} */
    public List<String> aliases() {
        return d.aliases();
    }

    /** @return the value syntax */
    public OptionKind kind() {
        return d.kind();
    }

    /** @return the help category */
    public OptionCategory category() {
        return d.category();
    }

    /** @return one line describing the option */
    public String help() {
        return d.help();
    }

    /** @return the default as fio writes it (e.g. {@code 4k}), or empty when there is none */
    public String defaultText() {
        return d.defaultText();
    }

    /** @return the smallest value accepted (SIZE, INT, per-ddir sizes) */
    public long min() {
        return d.min();
    }

    /** @return the largest value accepted (SIZE, INT, per-ddir sizes) */
    public long max() {
        return d.max();
    }

    /** @return for TIME options: nanoseconds of one unit when a value has no suffix */
    public long bareTimeUnitNs() {
        return d.bareTimeUnitNs();
    }

    /** @return for ENUM options: the values accepted, each with help */
    public List<AllowedValue> allowed() {
        return d.allowed();
    }

    /** @return how far jfio honours the option */
    public OptionSupport support() {
        return d.support();
    }

    /** @return true when {@code key} is this option's name or one of its aliases */
    public boolean matches(String key) {
        return d.name().equals(key) || d.aliases().contains(key);
    }

    /**
     * Parses a value of this option.
     *
     * @param key    the option name as written (name or alias), for messages
     * @param text   the value, or null when only the bare name was written (allowed for BOOL,
     *               and for a STRING whose value is optional: it then parses as {@code ""})
     * @param kbBase fio's {@code kb_base} in effect (1024 or 1000)
     * @return the typed value: {@code Long} (SIZE, INT; TIME in ns), {@code Long} or a
     *         {@link Percent} (SIZE_OR_PERCENT), {@code Boolean}, the
     *         canonical {@code String} of an ENUM (with {@code ":suffix"} appended for options
     *         that take one, e.g. {@code rw=randread:8}), {@code String}, {@code long[3]} per ddir
     *         (-1 = keep the default), {@code long[6]} min/max per ddir, {@code long[2]} min/max
     *         of a TIME_RANGE in ns or of a SIZE_RANGE in bytes, {@code List<String>}, {@code double[]}
     * @throws JfioException {@code key=text: reason} when the value is bad
     */
    public Object parse(String key, String text, int kbBase) {
        return OptionValues.parse(this, key, text, kbBase);
    }

    /**
     * @return a note when a range of this option is written high to low ({@code bsrange=8k-4k}),
     *         which fio accepts and swaps without a word; null for any other value
     */
    public String reversedRangeNote(String key, String text, int kbBase) {
        return OptionValues.reversedRangeNote(this, key, text, kbBase);
    }

    /**
     * Applies a value returned by {@link #parse} to a job's draft: through the option's own
     * {@link Applier}, else by converting it to the bound component's type and setting it.
     * An option with neither (accepted for compatibility) changes nothing.
     *
     * @throws JfioException when the value is refused
     */
    public void apply(OptionDraft draft, Object value, ParseContext context) {
        if (d.refusal() != null) {
            // an option without a default (fio's uid, cgroup, exec-style strings) is refused whatever its value
            if (d.defaultText().isEmpty() || !value.equals(parse(d.name(), d.defaultText(), context.kbBase()))) {
                String shown = value instanceof Boolean b ? (b ? "1" : "0") : String.valueOf(value);
                throw new JfioException(d.name() + "=" + shown + ": not supported by jfio: " + d.refusal());
            }
            return;
        }
        if (d.applier() != null) {
            d.applier().apply(draft, value, context);
        } else if (d.record() != null) {
            Class<?> type = d.owner().componentType(d.owner().componentIndex(d.component()));
            Object current = draft.get(d.record(), d.component());
            draft.set(d.record(), d.component(), ComponentValues.convert(this, value, type, current));
        }
    }

    /**
     * Applies the option's default to a fresh draft: its default text, or for an option without
     * one its {@link Builder#unset} value (nothing when it has neither).
     */
    void applyDefault(OptionDraft draft, ParseContext context) {
        if (d.defaultText().isEmpty() && d.unsetValue() != null && d.record() != null) {
            draft.set(d.record(), d.component(), d.unsetValue());
            return;
        }
        if (d.defaultText().isEmpty() || (d.applier() == null && d.record() == null)) {
            return;
        }
        apply(draft, parse(d.name(), d.defaultText(), context.kbBase()), context);
    }

    /** @return true when an ENUM value may carry a {@code :suffix} */
    boolean enumSuffix() {
        return d.enumSuffix();
    }

    /** @return true when a STRING option may be written without a value */
    boolean valueOptional() {
        return d.valueOptional();
    }

    @Override
    public String toString() {
        return d.name();
    }

    /**
     * Collects an option's definition. Options built here without a package-internal applier
     * are validated and recorded only (engine options). Not thread-safe.
     */
    public static final class Builder {
        private final String name;
        private final OptionKind kind;
        private final List<String> aliases = new ArrayList<>();
        private final List<AllowedValue> allowed = new ArrayList<>();
        private OptionCategory category = OptionCategory.ENGINE_SPECIFIC;
        private String help = "";
        private String defaultText = "";
        private long min = 0;
        private long max = Long.MAX_VALUE;
        private long bareTimeUnitNs = TimeUnit.SECONDS.toNanos(1);
        private OptionSupport support = OptionSupport.FULL;
        private Applier applier;
        private Class<? extends Record> record;
        private String component;
        private Object unsetValue;
        private String refusal;
        private boolean enumSuffix;
        private boolean valueOptional;

        private Builder(String name, OptionKind kind) {
            this.name = Objects.requireNonNull(name, "name").toLowerCase(Locale.ROOT);
            this.kind = Objects.requireNonNull(kind, "kind");
        }

        /** Adds other names for the option. */
        public Builder alias(String... names) {
            for (String n : names) {
                aliases.add(n.toLowerCase(Locale.ROOT));
            }
            return this;
        }

        /** Sets the help line. */
        public Builder help(String value) {
            help = Objects.requireNonNull(value, "help");
            return this;
        }

        /** Sets the help category. */
        public Builder category(OptionCategory value) {
            category = Objects.requireNonNull(value, "category");
            return this;
        }

        /**
         * Sets the default as fio writes it: {@code --cmdhelp} shows it, and a fresh job starts
         * with it, parsed like user input.
         */
        public Builder defaultValue(String value) {
            defaultText = Objects.requireNonNull(value, "default");
            return this;
        }

        /** Sets the accepted range of SIZE, INT and per-ddir size values. */
        public Builder range(long minValue, long maxValue) {
            if (minValue > maxValue) {
                throw new IllegalArgumentException("min=" + minValue + " > max=" + maxValue);
            }
            min = minValue;
            max = maxValue;
            return this;
        }

        /** Sets the unit of a TIME value written without a suffix (default: seconds). */
        public Builder bareTimeUnit(TimeUnit unit) {
            bareTimeUnitNs = unit.toNanos(1);
            return this;
        }

        /** Adds an accepted value of an ENUM option; an enum component gets the constant of the same name. */
        public Builder allowed(String value, String valueHelp) {
            allowed.add(new AllowedValue(value, valueHelp, null));
            return this;
        }

        /** Adds an accepted value of an ENUM option that stands for {@code constant} in an enum component. */
        public Builder allowed(String value, String valueHelp, Enum<?> constant) {
            allowed.add(new AllowedValue(value, valueHelp, Objects.requireNonNull(constant, "constant")));
            return this;
        }

        /** Says how far jfio honours the option (default {@link OptionSupport#FULL}). */
        public Builder support(OptionSupport value) {
            support = Objects.requireNonNull(value, "support");
            return this;
        }

        /**
         * Binds the option to the record component it sets: the parsed value is converted to the
         * component's type (SIZE/INT to {@code long} or {@code int}, BOOL to {@code boolean},
         * ENUM to an enum constant or the canonical text, per-ddir lists merged into a
         * {@link DdirValues}) and stored.
         */
        public Builder sets(Class<? extends Record> recordType, String componentName) {
            record = Objects.requireNonNull(recordType, "record");
            component = Objects.requireNonNull(componentName, "component");
            return this;
        }

        /**
         * Sets the value the bound component holds when the option has no default and the job
         * does not set it, where the type's zero would be a real value ({@code sqthread_poll_cpu}
         * unset is -1, not CPU 0).
         */
        public Builder unset(Object value) {
            unsetValue = Objects.requireNonNull(value, "unset");
            return this;
        }

        /**
         * Refuses any value but the default (any value at all when the option has no default), with
         * one line saying why ({@code openfiles=2: not supported by jfio: jfio keeps every file of a job
         * open for the whole run}): for options fio has that jfio does not do, so a job file that sets them
         * stops instead of running without them.
         */
        public Builder refused(String why) {
            refusal = Objects.requireNonNull(why, "why");
            support = OptionSupport.REFUSED;
            return this;
        }

        /** Gives the option its own way of applying a value (see {@link Applier}). */
        public Builder applier(Applier value) {
            applier = Objects.requireNonNull(value, "applier");
            return this;
        }

        /** Lets an ENUM value carry a {@code :suffix} ({@code rw=randread:8}); the suffix is kept in the parsed value. */
        public Builder enumSuffix() {
            enumSuffix = true;
            return this;
        }

        /** Lets a STRING option be written without a value ({@code write_bw_log}); it parses as {@code ""}. */
        public Builder valueOptional() {
            valueOptional = true;
            return this;
        }

        /** @return the option */
        public JobOption build() {
            if (kind == OptionKind.ENUM && allowed.isEmpty()) {
                throw new IllegalArgumentException("option " + name + ": an ENUM needs allowed values");
            }
            return new JobOption(new OptionDeclaration(name, aliases, kind, category, help, defaultText, min, max,
                    bareTimeUnitNs, allowed, support, applier, record, component, null, unsetValue, refusal, enumSuffix,
                    valueOptional));
        }
    }
}
