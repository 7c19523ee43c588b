package org.jfio.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.MappingIterator;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;

/**
 * Black-box tests of what jfio prints while jobs run: the status line on stderr
 * ({@code --eta}, {@code --eta-newline}), periodic full reports ({@code --status-interval}) and
 * the report on {@code SIGUSR1}. Real 3-5 s runs of the null engine; no timing is asserted
 * beyond "at least".
 */
class StatusOutputTest {
    /**
     * A full status line as fio prints it, e.g. {@code Jobs: 1 (f=1): [m(1)][60.0%][r=..][..IOPS][eta 00m:02s]}:
     * {@code m} while the clone runs randrw, {@code f} in the moment it finishes.
     */
    private static final Pattern FULL_LINE = Pattern.compile(
            "Jobs: 1 \\(f=1\\): \\[([mf])\\(1\\)]\\[(\\d+\\.\\d%|-\\.-%)](\\[r=[^]]+,w=[^]]+]\\[r=[^]]+,w=[^]]+ IOPS])?\\[eta \\d\\dm:\\d\\ds] *");
    /** A line without the ETA: before it is known (the first 3 s), or when no clone runs (before the start, after the end). */
    private static final Pattern SHORT_LINE = Pattern.compile("Jobs: (1 \\(f=1\\)|0 \\(f=0\\))");
    private static final Pattern ISSUED = Pattern.compile("issued rwts: total=(\\d+),(\\d+),");
    private static final Pattern RUNTIME = Pattern.compile("\\((?:[^/()]+)/(\\d+)msec\\)");

    private static String[] nullJob(String rw, int seconds, String... flags) {
        List<String> args = new ArrayList<>(List.of(flags));
        // no JIT warm-up: its half second before the clock shows no ETA, and these runs are short
        args.addAll(List.of("--name=t", "--ioengine=null", "--size=1g", "--rw=" + rw,
                "--runtime=" + seconds, "--time_based", "--jit_warmup=0"));
        return args.toArray(String[]::new);
    }

    private static int count(String text, String what) {
        int n = 0;
        for (int i = text.indexOf(what); i >= 0; i = text.indexOf(what, i + 1)) {
            n++;
        }
        return n;
    }

    /**
     * A line a second for 5 s: the ones at 1 and 2 s have no ETA yet (fio's first 3 s), the ones at
     * 3 and 4 s do, with the job running, however late the status thread wakes on a loaded machine;
     * the one at 5 s may come as the job finishes or after it ended.
     */
    @Test
    void shouldPrintStatusLinesOnStderrWithEtaAlways() {
        MainTest.Result r = MainTest.run(nullJob("randrw", 5, "--eta=always", "--eta-newline=1"));
        assertEquals(ExitCode.OK, r.code(), r.err());
        assertTrue(count(r.err(), "Jobs: 1 (f=1)") >= 2, "two status lines or more: " + r.err());
        assertTrue(r.err().contains("\n"), "--eta-newline starts new lines; the last one is ended");
        int running = 0;
        for (String part : r.err().split("[\r\n]+")) {
            if (part.contains("[")) {
                Matcher full = FULL_LINE.matcher(part);
                assertTrue(full.matches(), "fio's shape: '" + part + "'");
                running += full.group(1).equals("m") ? 1 : 0;
            } else if (!part.isEmpty()) {
                assertTrue(SHORT_LINE.matcher(part).matches(), "before the ETA is known, or no clone running: '" + part + "'");
            }
        }
        assertTrue(running >= 1, "a line with the ETA while the job runs: " + r.err());
        assertTrue(r.out().contains("Run status group 0 (all jobs):"), "the report is on stdout: " + r.out());
        assertFalse(r.out().contains("Jobs:"), "stdout holds no status line");
    }

    @Test
    void shouldPrintNoStatusLineWithEtaNeverNorByDefaultIntoAPipe() {
        MainTest.Result never = MainTest.run(nullJob("randread", 2, "--eta=never"));
        assertEquals(ExitCode.OK, never.code(), never.err());
        assertEquals("", never.err());
        MainTest.Result auto = MainTest.run(nullJob("randread", 2));
        assertEquals(ExitCode.OK, auto.code(), auto.err());
        assertEquals("", auto.err(), "auto: stderr is not a terminal here");
    }

    @Test
    void shouldPrintCumulativeReportsEveryStatusInterval() {
        MainTest.Result r = MainTest.run(nullJob("randrw", 3, "--status-interval=1"));
        assertEquals(ExitCode.OK, r.code(), r.err());
        int reports = count(r.out(), "Run status group 0 (all jobs):");
        assertTrue(reports >= 3, "two reports on the way and the final one: " + reports + "\n" + r.out());
        List<Long> issued = new ArrayList<>();
        Matcher m = ISSUED.matcher(r.out());
        while (m.find()) {
            issued.add(Long.parseLong(m.group(1)) + Long.parseLong(m.group(2)));
        }
        assertEquals(reports, issued.size());
        List<Long> runtimes = new ArrayList<>();
        for (String line : r.out().lines().filter(l -> l.startsWith("  read: IOPS=")).toList()) {
            Matcher rt = RUNTIME.matcher(line);
            assertTrue(rt.find(), line);
            runtimes.add(Long.parseLong(rt.group(1)));
        }
        for (int i = 1; i < reports; i++) {
            assertTrue(issued.get(i) >= issued.get(i - 1), "cumulative ios: " + issued);
            assertTrue(runtimes.get(i) >= runtimes.get(i - 1), "cumulative runtime: " + runtimes);
        }
        assertTrue(issued.get(0) > 0, "the first report already counts I/O: " + issued);
    }

    @Test
    void shouldWriteOneJsonDocumentPerStatusInterval() throws IOException {
        MainTest.Result r = MainTest.run(nullJob("randread", 3, "--status-interval=1", "--output-format=json"));
        assertEquals(ExitCode.OK, r.code(), r.err());
        List<Long> ios = new ArrayList<>();
        try (MappingIterator<JsonNode> docs = new ObjectMapper().readerFor(JsonNode.class).readValues(r.out())) {
            while (docs.hasNext()) {
                JsonNode doc = docs.next();
                ios.add(doc.get("jobs").get(0).get("read").get("total_ios").asLong());
            }
        }
        assertTrue(ios.size() >= 3, "concatenated JSON documents, as fio: " + ios);
        for (int i = 1; i < ios.size(); i++) {
            assertTrue(ios.get(i) >= ios.get(i - 1), "cumulative: " + ios);
        }
    }

    @Test
    void shouldRefuseBadStatusFlagsWithOneLine() {
        MainTest.run(nullJob("read", 1, "--eta=sometimes")).assertBadInput();
        MainTest.Result shortInterval = MainTest.run(nullJob("read", 1, "--eta-interval=100ms")).assertBadInput();
        assertTrue(shortInterval.err().contains("250msec min"), shortInterval.err());
        MainTest.run(nullJob("read", 1, "--status-interval=500us")).assertBadInput();
        MainTest.run(nullJob("read", 1, "--eta-newline=soon")).assertBadInput();
    }

    @Test
    void shouldPrintAReportOnSigusr1() throws Exception {
        String report;
        try (ChildJfio jfio = ChildJfio.start(nullJob("randread", 4, "--eta=always"))) {
            // a line counting the clone as running: it measures, and the status thread handles SIGUSR1 by then
            jfio.awaitStderr("Jobs: 1 (f=1)", 30);
            jfio.signal("USR1");
            assertEquals(ExitCode.OK, jfio.await(60), jfio.stderr());
            report = jfio.stdout();
        }
        assertEquals(2, count(report, "Run status group 0 (all jobs):"), "the SIGUSR1 report and the final one: " + report);
        Matcher m = ISSUED.matcher(report);
        assertTrue(m.find());
        long atSignal = Long.parseLong(m.group(1));
        assertTrue(m.find());
        long atEnd = Long.parseLong(m.group(1));
        assertTrue(atSignal > 0 && atSignal < atEnd, "taken mid-run: " + atSignal + " then " + atEnd);
    }
}
