package org.jfio.job;

import org.jfio.spi.option.JobOption;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;

import org.jfio.spi.JfioException;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * Any job file, however odd, either parses into a plan or is refused with one clear line: never
 * another exception, never a multi-line message.
 */
class JobFilePropertyTest {
    private static final List<String> KEYS = OptionTable.builtin().options().stream().map(JobOption::name).toList();

    @Property(tries = 400)
    void shouldParseOrRefuseWithOneLine(@ForAll("jobFiles") String text) {
        try {
            JobPlan plan = new JobFileParser().environment(v -> null).parse(text, "gen.fio", Path.of("/nonexistent-dir"));
            assertFalse(plan.jobs().isEmpty());
        } catch (JfioException e) {
            String m = e.getMessage();
            assertTrue(m != null && !m.isBlank() && !m.contains("\n"), "one line: " + m);
        }
    }

    @Provide
    Arbitrary<String> jobFiles() {
        Arbitrary<String> key = Arbitraries.oneOf(Arbitraries.of(KEYS), Arbitraries.strings().alpha().ofMinLength(1).ofMaxLength(8));
        Arbitrary<String> value = Arbitraries.oneOf(
                Arbitraries.of("4k", "1m", "0", "1", "randrw", "read", "psync", "null", "(1k+2)", "$ncpus", "4MiB",
                        "1-4k", "4k,64k", "a\\:b:c", "-1", "99999999999999999999", "", "zipf:1.2", "0x10", "50%", "1.5g"),
                Arbitraries.strings().ofMaxLength(12));
        Arbitrary<String> option = Combinators.combine(key, value, Arbitraries.of("=", " = ", "")).as((k, v, eq) -> k + eq + v);
        Arbitrary<String> line = Arbitraries.oneOf(option, option, option,
                Arbitraries.of("[global]", "[job]", "[a b]", "[]", "; comment", "# comment", "", "include none.fio"),
                Arbitraries.strings().ofMaxLength(20));
        return line.list().ofMaxSize(25).map(lines -> String.join("\n", lines) + "\n");
    }
}
