package org.jfio.job;

import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.HashSet;
import java.util.Set;

import org.jfio.spi.IoEngineProvider;
import org.jfio.spi.option.JobOption;
import org.jfio.spi.option.OptionRecord;

import org.jfio.spi.JfioException;

/**
 * The job options jfio understands: the single source for parsing, validation, defaults, help
 * and "did you mean". {@link #builtin()} holds the core's options; {@link #with(Collection)}
 * adds more, e.g. the options an engine provider contributes, without touching the parsers.
 *
 * <p>Lookups are exact and case-insensitive over names and aliases (fio matches exactly; jfio
 * also folds case). Immutable and thread-safe.
 */
public final class OptionTable {
    private static final OptionTable BUILTIN = new OptionTable(CoreOptions.all(), Map.of());

    private final List<JobOption> options;
    private final Map<String, JobOption> byKey;
    private final Map<String, OptionRecord<?>> engineSchemas;
    /** Where engines named otherwise than by their names are found (e.g. {@code external:PATH}), or null. */
    private final EngineLookup lookup;

    private OptionTable(List<JobOption> options, Map<String, OptionRecord<?>> engineSchemas) {
        this(options, engineSchemas, null);
    }

    private OptionTable(List<JobOption> options, Map<String, OptionRecord<?>> engineSchemas, EngineLookup lookup) {
        this.options = List.copyOf(options);
        this.engineSchemas = Map.copyOf(engineSchemas);
        this.lookup = lookup;
        Map<String, JobOption> map = new LinkedHashMap<>();
        for (JobOption o : this.options) {
            register(map, o.name(), o);
            for (String a : o.aliases()) {
                register(map, a, o);
            }
        }
        this.byKey = map;
    }

    private static void register(Map<String, JobOption> map, String key, JobOption o) {
        JobOption old = map.putIfAbsent(key, o);
        if (old != null) {
            throw new IllegalArgumentException("option name '" + key + "' is defined twice ("
                    + old.name() + ", " + o.name() + ")");
        }
    }

    /** @return the core's options */
    public static OptionTable builtin() {
        return BUILTIN;
    }

    /**
     * @param extra more options, free-standing (no engine's record)
     * @return a table with this table's options and {@code extra}
     * @throws IllegalArgumentException when a name or alias is already taken
     */
    public OptionTable with(Collection<JobOption> extra) {
        List<JobOption> all = new ArrayList<>(options);
        all.addAll(extra);
        return new OptionTable(all, engineSchemas, lookup);
    }

    /**
     * @param providers engines whose own options the table should know (several engines may
     *                  declare one name, e.g. {@code hipri}: the first declaration is used to
     *                  recognise and check the value; the job's engine then applies it with its
     *                  own declaration)
     * @return a table with this table's options and the engines' options
     * @throws IllegalArgumentException when an engine option takes a built-in option's name
     */
    public OptionTable withEngines(Collection<? extends IoEngineProvider> providers) {
        List<JobOption> all = new ArrayList<>(options);
        Map<String, OptionRecord<?>> schemas = new LinkedHashMap<>(engineSchemas);
        Set<String> names = new HashSet<>();
        for (JobOption o : options) {
            names.add(o.name());
        }
        for (IoEngineProvider p : providers) {
            OptionRecord<?> schema = p.options();
            schemas.putIfAbsent(p.name().toLowerCase(Locale.ROOT), schema);
            for (String alias : p.aliases()) {
                schemas.putIfAbsent(alias.toLowerCase(Locale.ROOT), schema);
            }
            for (JobOption o : schema.options()) {
                if (names.add(o.name())) {
                    all.add(o);
                } else if (byKey.containsKey(o.name())) {
                    throw new IllegalArgumentException("engine " + p.name() + " declares option " + o.name()
                            + ", a built-in option's name");
                }
            }
        }
        return new OptionTable(all, schemas);
    }

    /**
     * @param engines where jobs' engines are found: every engine's options join the table, and a
     *                job's engine is found through it by any name it answers to (an extra name such
     *                as {@code external:PATH} included)
     * @return a table with this table's options and the engines' options
     * @throws IllegalArgumentException when an engine option takes a built-in option's name
     */
    public OptionTable withEngines(EngineLookup engines) {
        OptionTable t = withEngines(engines.providers());
        return new OptionTable(t.options, t.engineSchemas, engines);
    }

    /** @return the option schema of the engine with this name or alias, when the table knows the engine */
    public Optional<OptionRecord<?>> engineSchema(String engine) {
        OptionRecord<?> known = engineSchemas.get(engine.trim().toLowerCase(Locale.ROOT));
        if (known != null || lookup == null) {
            return Optional.ofNullable(known);
        }
        return lookup.find(engine).map(p -> (OptionRecord<?>) p.options());
    }

    /** @return every option, in help order */
    public List<JobOption> options() {
        return options;
    }

    /** @return the option with this name or alias */
    public Optional<JobOption> find(String key) {
        return Optional.ofNullable(byKey.get(key.trim().toLowerCase(Locale.ROOT)));
    }

    /**
     * @return the option with this name or alias
     * @throws JfioException {@code unknown option 'x' (did you mean 'y'?)}
     */
    public JobOption require(String key) {
        return find(key).orElseThrow(() -> unknown(key));
    }

    /** @return the exception for an unknown option, with the closest known name if any */
    public JfioException unknown(String key) {
        Optional<String> close = closest(key);
        return new JfioException("unknown option '" + key + "'"
                + close.map(c -> " (did you mean '" + c + "'?)").orElse(" (see --cmdhelp for the list)"));
    }

    /**
     * @return the known name or alias nearest to {@code key} by edit distance, if it is close
     *         enough to be a likely typo
     */
    public Optional<String> closest(String key) {
        String k = key.trim().toLowerCase(Locale.ROOT);
        String best = null;
        int bestDistance = Integer.MAX_VALUE;
        for (String candidate : byKey.keySet()) {
            int d = editDistance(k, candidate);
            if (d < bestDistance) {
                best = candidate;
                bestDistance = d;
            }
        }
        return best != null && closeEnough(k, bestDistance) ? Optional.of(best) : Optional.empty();
    }

    /**
     * @return true when a name {@code distance} edits away from {@code key} is a likely typo of it:
     *         one edit in four characters or more, two from six, three from nine; a name of two or
     *         three characters is too short to guess from ({@code ss} is as near {@code bs} as
     *         {@code rw}), so it gets no suggestion
     */
    static boolean closeEnough(String key, int distance) {
        return key.length() >= 4 && distance <= Math.max(1, Math.min(3, key.length() / 3));
    }

    /** Levenshtein distance, as fio's {@code string_distance}. */
    static int editDistance(String a, String b) {
        int[] prev = new int[b.length() + 1];
        int[] cur = new int[b.length() + 1];
        for (int j = 0; j <= b.length(); j++) {
            prev[j] = j;
        }
        for (int i = 1; i <= a.length(); i++) {
            cur[0] = i;
            for (int j = 1; j <= b.length(); j++) {
                int sub = prev[j - 1] + (a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1);
                cur[j] = Math.min(sub, Math.min(prev[j] + 1, cur[j - 1] + 1));
            }
            int[] t = prev;
            prev = cur;
            cur = t;
        }
        return prev[b.length()];
    }
}
