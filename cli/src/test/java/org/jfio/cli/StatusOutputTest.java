package org.jfio.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.MappingIterator;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Black-box tests of what jfio prints while jobs run: the status line on stderr
 * ({@code --eta}, {@code --eta-newline}), periodic full reports ({@code --status-interval}) and
 * the report on {@code SIGUSR1}. Real 3-4 s runs of the null engine; no timing is asserted
 * beyond "at least".
 */
class StatusOutputTest {
    /** A full status line as fio prints it, e.g. {@code Jobs: 1 (f=1): [m(1)][60.0%][r=..][..IOPS][eta 00m:02s]}. */
    private static final Pattern FULL_LINE = Pattern.compile(
            "Jobs: 1 \\(f=1\\): \\[m\\(1\\)]\\[(\\d+\\.\\d%|-\\.-%)](\\[r=[^]]+,w=[^]]+]\\[r=[^]]+,w=[^]]+ IOPS])?\\[eta \\d\\dm:\\d\\ds] *");
    private static final Pattern ISSUED = Pattern.compile("issued rwts: total=(\\d+),(\\d+),");
    private static final Pattern RUNTIME = Pattern.compile("\\((?:[^/()]+)/(\\d+)msec\\)");

    @TempDir
    Path tmp;

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

    @Test
    void shouldPrintStatusLinesOnStderrWithEtaAlways() {
        MainTest.Result r = MainTest.run(nullJob("randrw", 3, "--eta=always", "--eta-newline=1"));
        assertEquals(ExitCode.OK, r.code(), r.err());
        assertTrue(count(r.err(), "Jobs: 1 (f=1)") >= 2, "two status lines or more: " + r.err());
        assertTrue(r.err().contains("\n"), "--eta-newline starts new lines; the last one is ended");
        int full = 0;
        for (String part : r.err().split("[\r\n]+")) {
            if (part.contains("[")) {
                assertTrue(FULL_LINE.matcher(part).matches(), "fio's shape: '" + part + "'");
                full++;
            } else if (!part.isEmpty()) {
                assertEquals("Jobs: 1 (f=1)", part, "before the ETA is known");
            }
        }
        assertTrue(full >= 1, "a line with the ETA: " + r.err());
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
        Path out = tmp.resolve("out.txt");
        Path err = tmp.resolve("err.txt");
        String java = ProcessHandle.current().info().command().orElse("java");
        List<String> cmd = new ArrayList<>(List.of(java, "--enable-native-access=ALL-UNNAMED",
                "-cp", System.getProperty("java.class.path"), Main.class.getName()));
        cmd.addAll(List.of(nullJob("randread", 4, "--eta=always")));
        Process p = new ProcessBuilder(cmd).redirectOutput(out.toFile()).redirectError(err.toFile()).start();
        try {
            // the first status line comes from the status thread, which handles SIGUSR1 by then
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
            while (!Files.readString(err, StandardCharsets.UTF_8).contains("Jobs:")) {
                assertTrue(p.isAlive(), () -> "jfio ended early: " + read(err));
                assertTrue(System.nanoTime() < deadline, "no status line within 30 s");
                Thread.sleep(50);
            }
            Process kill = new ProcessBuilder("kill", "-USR1", Long.toString(p.pid())).inheritIO().start();
            assertEquals(0, kill.waitFor());
            assertTrue(p.waitFor(60, TimeUnit.SECONDS), "jfio ends");
        } finally {
            p.destroyForcibly();
        }
        assertEquals(ExitCode.OK, p.exitValue(), () -> read(err));
        String report = read(out);
        assertEquals(2, count(report, "Run status group 0 (all jobs):"), "the SIGUSR1 report and the final one: " + report);
        Matcher m = ISSUED.matcher(report);
        assertTrue(m.find());
        long atSignal = Long.parseLong(m.group(1));
        assertTrue(m.find());
        long atEnd = Long.parseLong(m.group(1));
        assertTrue(atSignal > 0 && atSignal < atEnd, "taken mid-run: " + atSignal + " then " + atEnd);
    }

    private static String read(Path p) {
        try {
            return Files.readString(p, StandardCharsets.UTF_8);
        } catch (IOException e) {
            return e.toString();
        }
    }
}
