package org.jfio.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

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
import com.fasterxml.jackson.databind.ObjectMapper;
import org.jfio.spi.Availability;
import org.jfio.api.EngineRegistry;
import org.jfio.spi.IoEngineProvider;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The CI half of {@code bench/gc-check}: the jfio command in a child JVM with a 4 MiB young
 * generation and the GC log on runs a page-cached psync job and a direct io_uring QD32 job side by
 * side for {@value #RUNTIME_S} s; no collection may begin between {@value #WARMUP_S} s after both
 * jobs entered their I/O loops and the end of the first one's runtime. At the I/O rates of this machine, a few bytes per I/O, or
 * a few hundred KiB per second from any thread, would fill the young generation within that
 * window.
 */
@Tag("allocation")
class NoGcDuringIoTest {
    private static final int RUNTIME_S = 6;
    private static final int WARMUP_S = 2;
    private static final Pattern IO_WINDOW =
            Pattern.compile("jfio: debug: I/O from (\\d+) ms to \\d+ ms of JVM uptime, every job in its I/O loop from (\\d+) ms");
    /** A collection's first line: {@code [3.141s] GC(4) Pause Young (Normal) ...}. */
    private static final Pattern COLLECTION = Pattern.compile("^\\[(\\d+\\.\\d+)s\\] GC\\((\\d+)\\) (Pause|Concurrent).*");

    @TempDir
    Path tmp;

    @Test
    void shouldNotCollectGarbageDuringTheIoAfterTheFirstTwoSeconds() throws IOException, InterruptedException {
        Path gcLog = tmp.resolve("gc.log");
        Path json = tmp.resolve("report.json");
        List<String> cmd = new ArrayList<>(List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "--enable-native-access=ALL-UNNAMED", "-Xms64m", "-Xmx64m", "-Xmn4m",
                "-Xlog:gc:file=" + gcLog + ":uptime",
                "-cp", System.getProperty("java.class.path"), Main.class.getName(), "--debug",
                "--runtime=" + RUNTIME_S, "--time_based", "--bs=4k", "--rw=randread", "--size=16m",
                "--output-format=json", "--output=" + json,
                "--name=psync", "--ioengine=psync", "--invalidate=0", "--filename=" + tmp.resolve("psync.dat")));
        boolean uring = ioUringAvailable();
        if (uring) {
            cmd.addAll(List.of("--name=uring", "--ioengine=io_uring", "--iodepth=32", "--direct=1",
                    "--filename=" + tmp.resolve("uring.dat")));
        }
        Process p = new ProcessBuilder(cmd).redirectOutput(tmp.resolve("out").toFile())
                .redirectError(tmp.resolve("err").toFile()).start();
        if (!p.waitFor(RUNTIME_S + 60, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            fail("jfio did not finish in " + (RUNTIME_S + 60) + " s");
        }
        String err = Files.readString(tmp.resolve("err"), StandardCharsets.UTF_8);
        assertEquals(0, p.exitValue(), err);

        JsonNode jobs = new ObjectMapper().readTree(json.toFile()).get("jobs");
        assertEquals(uring ? 2 : 1, jobs.size());
        for (JsonNode job : jobs) {
            assertTrue(job.get("read").get("total_ios").asLong() > 0, job.get("jobname") + " did I/O");
        }

        Matcher window = IO_WINDOW.matcher(err);
        assertTrue(window.find(), "--debug prints the I/O window: " + err);
        // every job runs its loop from the last start to at least the first start plus the runtime
        long fromMs = Long.parseLong(window.group(2)) + WARMUP_S * 1000L;
        long toMs = Long.parseLong(window.group(1)) + RUNTIME_S * 1000L;

        List<String> log = Files.readAllLines(gcLog, StandardCharsets.UTF_8);
        assertTrue(log.stream().anyMatch(l -> l.contains("Using ")), "the GC log is written: " + log);
        List<String> during = new ArrayList<>();
        for (String line : log) {
            Matcher m = COLLECTION.matcher(line);
            if (m.matches()) {
                double ms = Double.parseDouble(m.group(1)) * 1000;
                if (ms >= fromMs && ms < toMs) {
                    during.add(line);
                }
            }
        }
        assertEquals(List.of(), during, "collections between " + fromMs + " and " + toMs + " ms of uptime; whole log: " + log);
    }

    /** @return true when io_uring runs here; on CI it must */
    private static boolean ioUringAvailable() {
        Availability a = EngineRegistry.load().find("io_uring").map(IoEngineProvider::availability)
                .orElse(Availability.unavailable("io_uring engine not on the class path", "build engines-uring"));
        if (!a.available() && "true".equals(System.getenv("CI"))) {
            fail("io_uring unavailable: " + a.reason() + "; CI=true requires it");
        }
        return a.available();
    }
}
