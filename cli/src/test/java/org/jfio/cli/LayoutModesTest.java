package org.jfio.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * {@code fallocate=} lays files out as fio 3.33 does: a {@code create_only=1} job lays out a new
 * 8 MiB file and its length, allocated blocks and unwritten extents ({@code stat}, {@code filefrag
 * -v}, i.e. FIEMAP) are what fio 3.33 gives (measured on ext4 and written below), and, where fio
 * is installed, what fio gives here for the same job. Needs a filesystem with fallocate(2) (not
 * tmpfs); skipped where the temp directory has none.
 */
class LayoutModesTest {
    private static final long SIZE = 8L << 20;

    @TempDir
    Path tmp;

    /** What one layout left: length, bytes allocated, extents marked unwritten. */
    private record Layout(long size, long allocated, long unwritten) {
    }

    @ParameterizedTest(name = "rw={0} fallocate={1}")
    @CsvSource({
        // rw, fallocate, size, allocated, unwritten extents: fio 3.33 on ext4
        "write, none,     0,       0,       0",
        "write, native,   8388608, 8388608, 1",
        "write, posix,    8388608, 8388608, 1",
        "write, keep,     0,       8388608, 1",
        "write, truncate, 8388608, 0,       0",
        "read,  none,     8388608, 8388608, 0",
        "read,  native,   8388608, 8388608, 0",
        "read,  keep,     8388608, 8388608, 0",
        "read,  truncate, 8388608, 8388608, 0"})
    void shouldLayFilesOutAsFioDoes(String rw, String mode, long size, long allocated, long unwritten) throws Exception {
        Path f = tmp.resolve("jfio-" + rw + "-" + mode);
        MainTest.Result r = MainTest.run("--name=l", "--filename=" + f, "--size=" + SIZE, "--rw=" + rw,
                "--fallocate=" + mode, "--create_only=1");
        assertEquals(ExitCode.OK, r.code(), r.err());
        Layout jfio = layout(f);
        if (unwritten > 0 && jfio.unwritten() == 0 && jfio.allocated() == 0) {
            Assumptions.abort("no fallocate(2) where the tests write: " + jfio);
        }
        assertEquals(new Layout(size, allocated, unwritten), jfio, "fio 3.33's layout for rw=" + rw + " fallocate=" + mode);
        Path fio = fio();
        if (fio != null) {
            Path g = tmp.resolve("fio-" + rw + "-" + mode);
            run(List.of(fio.toString(), "--name=l", "--filename=" + g, "--size=" + SIZE, "--rw=" + rw,
                    "--fallocate=" + mode, "--create_only=1", "--output=/dev/null"));
            assertEquals(layout(g), jfio, "the fio installed here lays it out the same");
        }
    }

    private static Layout layout(Path f) throws IOException, InterruptedException {
        String[] stat = run(List.of(ChildJfio.requireTool("stat"), "-c", "%s %b %B", f.toString())).strip().split(" ");
        long allocated = Long.parseLong(stat[1]) * Long.parseLong(stat[2]);
        String extents = run(List.of(ChildJfio.requireTool("filefrag"), "-v", f.toString()));
        long unwritten = extents.lines().filter(l -> l.contains("unwritten")).count();
        return new Layout(Long.parseLong(stat[0]), allocated, unwritten);
    }

    private static String run(List<String> cmd) throws IOException, InterruptedException {
        Process p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
        byte[] out = p.getInputStream().readAllBytes();
        assertTrue(p.waitFor(60, TimeUnit.SECONDS), String.join(" ", cmd));
        String text = new String(out, StandardCharsets.UTF_8);
        assertEquals(0, p.exitValue(), () -> String.join(" ", cmd) + ": " + text);
        return text;
    }

    /** @return fio on PATH, or null */
    private static Path fio() {
        for (String d : System.getenv().getOrDefault("PATH", "").split(File.pathSeparator)) {
            Path p = Path.of(d, "fio");
            if (Files.isExecutable(p)) {
                return p;
            }
        }
        return null;
    }
}
