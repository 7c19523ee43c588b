package org.jfio.verify;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;

import org.jfio.spi.JfioException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * fio 3.33's verify state file: the files fio wrote for its harness tests t0036 (one file,
 * iodepth 1, 128 writes) and t0037 (four files, iodepth 32, four loops: 512 writes) are read, and
 * jfio writes the same bytes for the same state; fio's stop rule; damaged files are refused in
 * one line.
 */
class VerifyStateTest {
    @TempDir
    Path dir;

    private static byte[] resource(String name) throws IOException {
        try (InputStream in = VerifyStateTest.class.getResourceAsStream(name)) {
            return in.readAllBytes();
        }
    }

    private Path fioFile(String name) throws IOException {
        Path p = dir.resolve(name);
        Files.write(p, resource(name));
        return p;
    }

    @Test
    void shouldNameTheFileAsFio() {
        assertEquals("local-job-0-verify.state", VerifyState.fileName("job", 0));
        assertEquals("local-a.b-3-verify.state", VerifyState.fileName("a/b", 3), "fio turns '/' into '.'");
    }

    @Test
    void shouldReadFiosOneFileStateAndWriteTheSameBytes() throws IOException {
        Path p = fioFile("fio-3.33-t0036-verify.state");
        VerifyState s = VerifyState.read(p, "t");
        assertEquals("job", s.name());
        assertEquals(0, s.index());
        assertEquals(1, s.depth());
        assertEquals(1, s.nofiles());
        assertEquals(128, s.numberio(), "t0036 wrote 512k in 4k blocks");
        assertEquals(1, s.completions());
        assertTrue(s.completed(0, 0x7f000), "the last write: the last block");

        WriteCompletions c = new WriteCompletions(1, 1);
        for (int i = 0; i < 128; i++) {
            c.issued();
            c.completed(0, i * 4096L);
        }
        Path mine = dir.resolve("mine.state");
        c.state("job", 0).write(mine);
        assertArrayEquals(Files.readAllBytes(p), Files.readAllBytes(mine));
    }

    @Test
    void shouldWriteFiosBytesForFourFilesAtDepth32() throws IOException {
        Path p = fioFile("fio-3.33-t0037-verify.state");
        VerifyState s = VerifyState.read(p, "t");
        assertEquals(512, s.numberio());
        assertEquals(32, s.depth());
        assertEquals(4, s.nofiles());
        assertEquals(128, s.completions(), "32 per file");
        // t0037: four 128k files, written in turn (round robin), four loops
        WriteCompletions c = new WriteCompletions(4, 32);
        for (int loop = 0; loop < 4; loop++) {
            for (int block = 0; block < 32; block++) {
                for (int f = 0; f < 4; f++) {
                    c.issued();
                    c.completed(f, block * 4096L);
                }
            }
        }
        Path mine = dir.resolve("mine.state");
        c.state("job", 0).write(mine);
        assertArrayEquals(Files.readAllBytes(p), Files.readAllBytes(mine));
    }

    @Test
    void shouldStopAsFioWithinTheLastDepthWrites() {
        // 10 writes issued at depth 2; the last two completed were blocks 9 and 7 (block 8 was in flight)
        VerifyState s = new VerifyState("j", 0, 2, 1, 10, new long[] {0, 0}, new long[] {9 * 4096L, 7 * 4096L});
        for (int k = 0; k < 8; k++) {
            assertFalse(s.stopsAt(k, 0, k * 4096L), "before the window every write is checked: " + k);
        }
        assertTrue(s.stopsAt(8, 0, 8 * 4096L), "in the window, a write not among the completions ends the read-back");
        assertFalse(s.stopsAt(9, 0, 9 * 4096L));
        assertTrue(s.stopsAt(8, 1, 9 * 4096L), "the completions are per file");
        VerifyState few = new VerifyState("j", 0, 4, 1, 3, new long[] {0, 0, 0}, new long[] {8192, 4096, 0});
        assertFalse(few.stopsAt(0, 0, 0), "fewer writes than the depth: each is looked up");
        assertTrue(few.stopsAt(3, 0, 12288));
    }

    @Test
    void shouldRefuseDamagedFilesInOneLine() throws IOException {
        byte[] good = resource("fio-3.33-t0036-verify.state");
        Path p = dir.resolve("local-job-0-verify.state");
        byte[] bad = good.clone();
        bad[24 + 16] ^= 1; // numberio
        Files.write(p, bad);
        JfioException e = assertThrows(JfioException.class, () -> VerifyState.read(p, "job: verify_state_load=1"));
        assertTrue(e.getMessage().contains("is corrupt (its crc32c does not match)"), e.getMessage());

        bad = good.clone();
        bad[0] = 2;
        Files.write(p, bad);
        e = assertThrows(JfioException.class, () -> VerifyState.read(p, "job"));
        assertTrue(e.getMessage().contains("unsupported (2) version"), e.getMessage());

        Files.write(p, java.util.Arrays.copyOf(good, 100));
        e = assertThrows(JfioException.class, () -> VerifyState.read(p, "job"));
        assertTrue(e.getMessage().contains("the header says 168 bytes, the file has 76"), e.getMessage());

        e = assertThrows(JfioException.class, () -> VerifyState.read(dir.resolve("none"), "job: verify_state_load=1"));
        assertTrue(e.getMessage().startsWith("job: verify_state_load=1: no state file "), e.getMessage());
        assertFalse(e.getMessage().contains("\n"));

        Path notADir = Files.writeString(dir.resolve("plain"), "x");
        Path under = notADir.resolve("local-job-0-verify.state");
        e = assertThrows(JfioException.class, () -> VerifyState.read(under, "job"));
        assertEquals("job: cannot read the state file " + under + ": Not a directory", e.getMessage(), "the path once");
    }
}
