package org.jfio.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Random;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Trims for real: holes punched in a regular file (the extents checked with FIEMAP through
 * {@code filefrag -v}) by every engine that trims (the sync family, mmap, libaio, io_uring, posixaio); discards on a loop device backed by a temp
 * file (the image's extents shrink); trimwrite writes the blocks again; and the refusals, each in
 * one line before anything is written: a filesystem that cannot punch holes and a device that
 * cannot discard (both on ramfs, set up and torn down here), an engine that cannot trim,
 * {@code --readonly}.
 */
class TrimTest {
    private static final long MIB = 1L << 20;
    private static final Pattern EXTENT = Pattern.compile("^\\s*\\d+:\\s+(\\d+)\\.\\.\\s*(\\d+):.*$");
    private static final Pattern BLOCK = Pattern.compile("blocks of (\\d+) bytes");

    @TempDir
    Path tmp;

    private static Path dataFile(Path f, long bytes) throws IOException {
        byte[] b = new byte[(int) bytes];
        new Random(7).nextBytes(b);
        Files.write(f, b);
        return f;
    }

    /** @return the bytes of {@code [from, to)} that have extents (FIEMAP, filefrag -v) */
    static long mappedBytes(Path f, long from, long to) throws IOException, InterruptedException {
        Process p = new ProcessBuilder(ChildJfio.requireTool("filefrag"), "-v", f.toString()).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertEquals(0, p.waitFor(), out);
        Matcher bm = BLOCK.matcher(out);
        assertTrue(bm.find(), out);
        long block = Long.parseLong(bm.group(1));
        long mapped = 0;
        for (String line : out.split("\n")) {
            Matcher m = EXTENT.matcher(line);
            if (m.matches()) {
                long start = Long.parseLong(m.group(1)) * block;
                long end = (Long.parseLong(m.group(2)) + 1) * block;
                mapped += Math.max(0, Math.min(end, to) - Math.max(start, from));
            }
        }
        return mapped;
    }

    private static JsonNode job(MainTest.Result r) throws IOException {
        assertEquals(ExitCode.OK, r.code(), r::err);
        r.assertNoStackTrace();
        JsonNode j = new ObjectMapper().readTree(r.out()).path("jobs").get(0);
        assertEquals(0, j.path("error").asInt(), r::err);
        return j;
    }

    @ParameterizedTest(name = "ioengine={0}")
    @ValueSource(strings = {"psync", "sync", "vsync", "pvsync2", "mmap", "libaio", "io_uring", "posixaio"})
    void shouldPunchHolesInARegularFile(String engine) throws Exception {
        Path f = dataFile(tmp.resolve("data"), 4 * MIB);
        MainTest.Result r = MainTest.run("--name=t", "--filename=" + f, "--size=2m", "--bs=64k", "--rw=randtrim",
                "--ioengine=" + engine, "--iodepth=4", "--output-format=json");
        if (r.code() != ExitCode.OK && r.err().contains("not available") && !"true".equalsIgnoreCase(System.getenv("CI"))) {
            org.junit.jupiter.api.Assumptions.abort(r.err());
        }
        JsonNode j = job(r);
        assertEquals(2 * MIB, j.path("trim").path("io_bytes").asLong());
        assertEquals(32, j.path("trim").path("total_ios").asLong());
        assertEquals(4 * MIB, Files.size(f), "KEEP_SIZE: the length stays");
        assertEquals(0, mappedBytes(f, 0, 2 * MIB), "the trimmed half has no extents");
        assertEquals(2 * MIB, mappedBytes(f, 2 * MIB, 4 * MIB), "the other half is untouched");
        byte[] all = Files.readAllBytes(f);
        assertArrayEquals(new byte[(int) (2 * MIB)], java.util.Arrays.copyOf(all, (int) (2 * MIB)), "a hole reads zeros");
    }

    @Test
    void shouldWriteEveryTrimmedBlockAgainWithTrimwrite() throws Exception {
        Path f = dataFile(tmp.resolve("tw"), 2 * MIB);
        byte[] before = Files.readAllBytes(f);
        JsonNode j = job(MainTest.run("--name=t", "--filename=" + f, "--size=2m", "--bs=64k", "--rw=trimwrite",
                "--output-format=json"));
        assertEquals(2 * MIB, j.path("trim").path("io_bytes").asLong());
        assertEquals(2 * MIB, j.path("write").path("io_bytes").asLong());
        assertEquals(2 * MIB, mappedBytes(f, 0, 2 * MIB), "written again after the trim");
        assertTrue(!java.util.Arrays.equals(before, Files.readAllBytes(f)), "jfio's data, not the old");
        assertEquals("trimwrite", j.path("job options").path("rw").asText());
    }

    @Test
    void shouldDiscardOnALoopDevice() throws Exception {
        try (LoopDevice loop = LoopDevice.create(tmp, 32 * MIB)) {
            Path dev = loop.device();
            job(MainTest.run("--name=w", "--filename=" + dev, "--size=8m", "--bs=1m", "--rw=write", "--direct=1",
                    "--output-format=json"));
            assertEquals(8 * MIB, mappedBytes(loop.image(), 0, 8 * MIB), "written through the device");
            JsonNode j = job(MainTest.run("--name=t", "--filename=" + dev, "--size=4m", "--bs=1m", "--rw=trim",
                    "--ioengine=libaio", "--iodepth=2", "--output-format=json"));
            assertEquals(4 * MIB, j.path("trim").path("io_bytes").asLong());
            assertEquals(0, mappedBytes(loop.image(), 0, 4 * MIB), "BLKDISCARD: the loop device punched the image");
            assertEquals(4 * MIB, mappedBytes(loop.image(), 4 * MIB, 8 * MIB));
        }
    }

    @Test
    void shouldRefuseWhereNeitherDiscardNorHolePunchingWorks() throws Exception {
        if (!"root".equals(System.getProperty("user.name")) && !"true".equalsIgnoreCase(System.getenv("CI"))) {
            org.junit.jupiter.api.Assumptions.abort("mounting a ramfs needs root");
        }
        Path mnt = Files.createDirectory(tmp.resolve("ramfs"));
        run("mount", "-t", "ramfs", "ramfs", mnt.toString());
        try {
            MainTest.Result file = MainTest.run("--name=t", "--filename=" + mnt.resolve("f"), "--size=1m", "--rw=trim");
            file.assertBadInput();
            assertTrue(file.err().contains("cannot (fallocate PUNCH_HOLE: EOPNOTSUPP)"), file.err());
            assertEquals(List.of(), listing(mnt), "nothing written, the probe file removed");
            Path image = mnt.resolve("img");
            run("truncate", "-s", "16m", image.toString());
            String dev = run("losetup", "-f", "--show", image.toString()).strip();
            try {
                MainTest.Result device = MainTest.run("--name=t", "--filename=" + dev, "--size=1m", "--rw=randtrim");
                device.assertBadInput();
                assertTrue(device.err().contains(dev + " cannot discard (queue/discard_max_bytes is 0)"), device.err());
            } finally {
                run("losetup", "-d", dev);
            }
        } finally {
            run("umount", mnt.toString());
        }
    }

    @Test
    void shouldRefuseTrimsOnAnEngineThatCannotAndUnderReadonly() throws Exception {
        Path f = dataFile(tmp.resolve("ro"), MIB);
        MainTest.Result nio = MainTest.run("--name=t", "--filename=" + f, "--rw=trim", "--ioengine=nio");
        nio.assertBadInput();
        assertEquals("jfio: t: ioengine=nio cannot trim (rw=trim): pick an engine that trims (jfio --enghelp)",
                nio.err().strip());
        MainTest.Result ro = MainTest.run("--readonly", "--name=t", "--filename=" + f, "--rw=randtrimwrite");
        ro.assertBadInput();
        assertTrue(ro.err().contains("--readonly allows only reads"), ro.err());
        assertEquals(MIB, mappedBytes(f, 0, MIB), "nothing trimmed");
    }

    private static List<String> listing(Path dir) throws IOException {
        try (var s = Files.list(dir)) {
            return s.map(p -> p.getFileName().toString()).toList();
        }
    }

    private static String run(String... cmd) throws IOException, InterruptedException {
        cmd[0] = ChildJfio.requireTool(cmd[0]);
        Process p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertEquals(0, p.waitFor(), String.join(" ", cmd) + ": " + out);
        return out;
    }
}
