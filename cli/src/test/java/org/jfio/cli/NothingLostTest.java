package org.jfio.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.jfio.api.EngineRegistry;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * jfio loses nothing it was not given (issue 8 part 6), checked on real files filled with a
 * pattern: {@code unlink=1} deletes only files this run created; an existing file is never
 * truncated (a larger one is used as is, a shorter one extended past its end only); and writes
 * stay inside {@code [offset, offset + size)}, whatever the engine, pattern or block sizes.
 */
class NothingLostTest {
    private static final byte PATTERN = 0x5a;
    private static final int MIB = 1 << 20;

    @TempDir
    Path tmp;

    private static byte[] pattern(int length) {
        byte[] b = new byte[length];
        Arrays.fill(b, PATTERN);
        return b;
    }

    private static void ok(String... args) {
        MainTest.Result r = MainTest.run(args);
        assertEquals(ExitCode.OK, r.code(), () -> "stderr: " + r.err());
    }

    @Test
    void shouldKeepAFileThatExistedBeforeEvenWithUnlink() throws IOException {
        Path before = Files.write(tmp.resolve("before"), pattern(MIB));
        Path created = tmp.resolve("created");
        ok("--name=old", "--filename=" + before, "--size=1m", "--rw=read", "--unlink=1",
                "--name=new", "--filename=" + created, "--size=1m", "--rw=read", "--unlink=1");
        assertArrayEquals(pattern(MIB), Files.readAllBytes(before), "the existing file is kept, unchanged");
        assertFalse(Files.exists(created), "the file this run created is deleted");
    }

    @Test
    void shouldKeepAnExistingFileWrittenWithUnlink() throws IOException {
        Path before = Files.write(tmp.resolve("before"), pattern(MIB));
        ok("--name=w", "--filename=" + before, "--size=1m", "--rw=randwrite", "--unlink=1");
        assertTrue(Files.exists(before), "written to, but not created by this run: kept");
        assertEquals(MIB, Files.size(before));
    }

    @Test
    void shouldUseALargerFileAsIs() throws IOException {
        Path f = Files.write(tmp.resolve("large"), pattern(4 * MIB));
        ok("--name=w", "--filename=" + f, "--size=1m", "--rw=write");
        byte[] after = Files.readAllBytes(f);
        assertEquals(4 * MIB, after.length, "not truncated to the job's size");
        assertArrayEquals(pattern(3 * MIB), Arrays.copyOfRange(after, MIB, 4 * MIB), "bytes past the job's size");
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"--rw=read", "--rw=randread --fallocate=none", "--rw=write --offset=512k --size=512k",
            "--rw=write --offset=512k --size=512k --fallocate=none", "--rw=randwrite --offset=512k --size=512k --fallocate=keep"})
    void shouldExtendAShorterFileWithoutTouchingWhatItHeld(String options) throws IOException {
        Path f = Files.write(tmp.resolve("short"), pattern(MIB / 2));
        List<String> args = new ArrayList<>(List.of("--name=x", "--filename=" + f, "--size=1m"));
        args.addAll(List.of(options.split(" ")));
        ok(args.toArray(String[]::new));
        byte[] after = Files.readAllBytes(f);
        assertEquals(MIB, after.length, "extended to the end of the job's region");
        assertArrayEquals(pattern(MIB / 2), Arrays.copyOf(after, MIB / 2), "the bytes it held before");
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {
        "--rw=write --offset=1m --size=1m",
        "--rw=write --offset=1m --size=1m --loops=3",
        "--rw=randwrite --offset=1m --size=1m --io_size=8m",
        "--rw=randwrite --offset=1m --size=1m --bsrange=4k-64k --io_size=8m",
        "--rw=randwrite --offset=1m --size=1m --bssplit=4k/50:16k/30:192k/20 --io_size=8m",
        "--rw=randrw --offset=1m --size=1m --bs=8k --io_size=8m",
        "--rw=randwrite --offset=1000k --size=999k --io_size=8m",
        "--rw=randwrite --offset=1m --size=512k --numjobs=2 --offset_increment=512k --io_size=4m",
        "--rw=randwrite --offset=1m --size=1m --io_size=8m --ioengine=mmap",
        "--rw=randwrite --offset=1m --size=1m --io_size=8m --ioengine=pvsync2",
        "--rw=randwrite --offset=1m --size=1m --io_size=8m --ioengine=nio",
        "--rw=randwrite --offset=1m --size=1m --io_size=8m --ioengine=libaio --direct=1 --iodepth=8",
        "--rw=randwrite --offset=1m --size=1m --io_size=8m --ioengine=io_uring --direct=1 --iodepth=8",
        "--rw=randwrite --offset=1m --size=1m --io_size=8m --ioengine=posixaio --iodepth=4"})
    void shouldNeverWriteOutsideTheRegion(String options) throws IOException {
        requireEngine(options);
        Path f = Files.write(tmp.resolve("patterned"), pattern(3 * MIB));
        List<String> args = new ArrayList<>(List.of("--name=r", "--filename=" + f));
        args.addAll(List.of(options.split(" ")));
        ok(args.toArray(String[]::new));
        long start = sizeOption(options, "--offset=");
        long end = start + sizeOption(options, "--size=") * (options.contains("--numjobs=2") ? 2 : 1);

        byte[] after = Files.readAllBytes(f);
        assertEquals(3 * MIB, after.length, "the file keeps its length");
        for (int i = 0; i < after.length; i++) {
            if ((i < start || i >= end) && after[i] != PATTERN) {
                fail("byte " + i + " outside [" + start + ", " + end + ") was written");
            }
        }
        int changed = 0;
        for (int i = (int) start; i < end; i++) {
            changed += after[i] != PATTERN ? 1 : 0;
        }
        assertTrue(changed > 0, "the region itself was written");
    }

    private static long sizeOption(String options, String prefix) {
        for (String o : options.split(" ")) {
            if (o.startsWith(prefix)) {
                String v = o.substring(prefix.length());
                long unit = v.endsWith("m") ? MIB : v.endsWith("k") ? 1024 : 1;
                return Long.parseLong(v.replaceAll("[km]$", "")) * unit;
            }
        }
        throw new IllegalArgumentException(prefix + " missing in " + options);
    }

    /** Skips a variant whose engine is unavailable here, or fails it when the environment variable CI is true. */
    private static void requireEngine(String options) {
        for (String o : options.split(" ")) {
            if (o.startsWith("--ioengine=")) {
                String name = o.substring("--ioengine=".length());
                var p = EngineRegistry.load().find(name);
                if (p.isEmpty() || !p.get().availability().available()) {
                    if ("true".equalsIgnoreCase(System.getenv("CI"))) {
                        fail("ioengine=" + name + " is not available here");
                    }
                    Assumptions.abort("ioengine=" + name + " is not available here");
                }
            }
        }
    }
}
