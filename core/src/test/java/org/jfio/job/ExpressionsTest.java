package org.jfio.job;

import org.jfio.spi.option.FioUnits;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.jfio.spi.JfioException;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;

/** fio's arithmetic and reserved keywords in size values. */
class ExpressionsTest {

    @ParameterizedTest(name = "{0} = {1}")
    @CsvSource(delimiter = '|', value = {
        "(1g+512m)/2        | 805306368",
        "8*4k               | 32768",
        "(4k)               | 4096",
        "2^10               | 1024",
        "(10 - 4) * 1k      | 6144",
        "(100%7)            | 2",
        "(1m)%3000          | 1576",
        "4MiB*2             | 8000000",
        "2*(3+4)            | 14",
    })
    void shouldEvaluateSizeExpressions(String text, long bytes) {
        assertEquals(bytes, FioUnits.parseSize("size", text.trim()));
    }

    @ParameterizedTest(name = "runtime={0} = {1} ns")
    @CsvSource(delimiter = '|', value = {
        "(1s+500ms)     | 1500000000",
        "(1m+30s)       | 90000000000",
        "(30)           | 30000",
        "2*1s           | 2000000000",
        "(2*3)ms        | ",
        "(1h)/60        | 60000000000",
    })
    void shouldEvaluateTimeExpressionsWithMicrosecondsForBareNumbers(String text, Long ns) {
        if (ns == null) {
            assertThrows(JfioException.class, () -> FioUnits.parseTimeNs("runtime", text.trim(), 1_000_000_000L));
            return;
        }
        assertEquals(ns, FioUnits.parseTimeNs("runtime", text.trim(), 1_000_000_000L));
    }

    @Test
    void shouldApplyTimeExpressionsToRuntimeOption() {
        JobPlan plan = new ArgvParser().parse(List.of("--name=t", "--size=1m", "--runtime=(1m+30s)", "--thinktime=(2*5)"));
        assertEquals(90_000_000_000L, plan.jobs().get(0).timing().runtimeNs());
        assertEquals(10_000L, plan.jobs().get(0).timing().thinktimeNs());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "(4k          | missing ')'",
        "4k/0         | division by zero",
        "1k-(2k)*1+   | ",
        "2*$nosuch    | unknown keyword",
    })
    void shouldRejectBadExpressionsWithOneLine(String text, String fragment) {
        JfioException e = assertThrows(JfioException.class, () -> FioUnits.parseSize("size", text.trim()));
        assertTrue(e.getMessage().startsWith("size=" + text.trim()), e.getMessage());
        if (fragment != null) {
            assertTrue(e.getMessage().contains(fragment.trim()), e.getMessage());
        }
    }

    @Test
    void shouldReplaceFiosKeywords() {
        int cpus = Runtime.getRuntime().availableProcessors();
        assertEquals(String.valueOf(cpus), FioKeywords.replace("$ncpus"));
        assertEquals("4096", FioKeywords.replace("$pagesize"));
        long mib = Long.parseLong(FioKeywords.replace("$mb_memory"));
        assertTrue(mib > 100, "MemTotal in MiB: " + mib);
        JobPlan plan = new ArgvParser().parse(List.of("--name=k", "--size=$pagesize*2", "--numjobs=$ncpus"));
        assertEquals(8192, plan.jobs().get(0).region().sizeBytes());
        assertEquals(cpus, plan.jobs().get(0).numjobs());
    }

    @Test
    void shouldReplaceTheRankInOptionsAndJobFiles(@org.junit.jupiter.api.io.TempDir java.nio.file.Path tmp)
            throws Exception {
        JobPlan argv = new ArgvParser().rank(2, 4).parse(List.of("--name=k", "--filename=/data/jfio.$rank",
                "--size=1m", "--offset=$rank*1m", "--offset_increment=$ranks*1m"));
        JobSpec k = argv.jobs().get(0);
        assertEquals(List.of("/data/jfio.2"), k.files().filenames());
        assertEquals(2L << 20, k.region().offsetBytes());
        assertEquals(4L << 20, k.region().offsetIncrementBytes());
        java.nio.file.Path job = tmp.resolve("j.fio");
        java.nio.file.Files.writeString(job, "[k]\nfilename=/data/f.$rank.of.$ranks\nsize=1m\n");
        JobPlan file = new ArgvParser().rank(1, 3).parse(List.of(job.toString()));
        assertEquals(List.of("/data/f.1.of.3"), file.jobs().get(0).files().filenames());
        assertEquals("/x.0", FioKeywords.replace("/x.$rank"), "rank 0 of 1 on its own");
    }

    @Test
    void shouldOverflowWithAClearError() {
        JfioException e = assertThrows(JfioException.class, () -> FioUnits.parseSize("size", "1p*1p*1p"));
        assertTrue(e.getMessage().contains("64 bits"), e.getMessage());
    }
}
