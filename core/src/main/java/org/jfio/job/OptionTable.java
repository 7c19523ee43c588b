package org.jfio.job;

import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

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
    private static final OptionTable BUILTIN = new OptionTable(BuiltinOptions.all());

    private final List<JobOption> options;
    private final Map<String, JobOption> byKey;

    private OptionTable(List<JobOption> options) {
        this.options = List.copyOf(options);
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
     * @param extra more options, e.g. those of an engine
     * @return a table with this table's options and {@code extra}
     * @throws IllegalArgumentException when a name or alias is already taken
     */
    public OptionTable with(Collection<JobOption> extra) {
        List<JobOption> all = new ArrayList<>(options);
        all.addAll(extra);
        return new OptionTable(all);
    }

    /**
     * @param engineOptions options declared by engines (several engines may declare one name, e.g.
     *                      {@code hipri}: the first declaration is used for parsing; each engine
     *                      reads the typed value under that name)
     * @return a table with this table's options and the engines' options, which store their values
     *         in {@link JobSpec#engineOptions()}
     * @throws IllegalArgumentException when an engine option takes a built-in option's name
     */
    public OptionTable withEngineOptions(Collection<JobOption> engineOptions) {
        List<JobOption> extra = new ArrayList<>();
        java.util.Set<String> names = new java.util.HashSet<>();
        for (JobOption o : engineOptions) {
            if (names.add(o.name())) {
                extra.add(o.asEngineOption());
            }
        }
        return with(extra);
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

    /** @return true when a name {@code distance} edits away from {@code key} is a likely typo of it */
    static boolean closeEnough(String key, int distance) {
        return distance <= Math.max(1, Math.min(3, key.length() / 3));
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
