package org.jfio.preflight;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.stream.Stream;

import com.sun.nio.file.ExtendedOpenOption;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The O_DIRECT probe on this machine's disk, on tmpfs and on ramfs, each compared with what the
 * kernel does when the JDK opens the same place with {@link ExtendedOpenOption#DIRECT} (its own
 * open(2) with O_DIRECT, not jfio's bindings).
 */
class DirectIoProbeTest {
    @TempDir
    Path dir;

    @Test
    void shouldWorkOnThisMachinesDiskAndLeaveNothingBehind() throws IOException {
        assertTrue(kernelAcceptsDirectIo(dir), "the disk under " + dir + " takes O_DIRECT");
        DirectIoProbe.Result r = DirectIoProbe.probe(dir);
        assertEquals(DirectIoProbe.Outcome.WORKS, r.outcome(), r.detail());
        assertTrue(r.detail().contains("written and read back, and removed"), r.detail());
        assertTrue(r.dioOffsetAlign() > 0, "statx reports the alignment of the probe file");
        assertEquals(0, entries(dir), "the probe file is gone");
    }

    @Test
    void shouldReadAnExistingFileInPlaceWithoutChangingIt(@TempDir Path other) throws IOException {
        Path f = dir.resolve("data");
        byte[] content = new byte[3 * 4096 + 100];
        new java.util.Random(7).nextBytes(content);
        Files.write(f, content);
        long modified = Files.getLastModifiedTime(f).toMillis();
        DirectIoProbe.Result r = DirectIoProbe.probe(f);
        assertEquals(DirectIoProbe.Outcome.WORKS, r.outcome(), r.detail());
        assertTrue(r.detail().startsWith("open(O_DIRECT) and an aligned read of "), r.detail());
        assertEquals(FileStatus.of(f).orElseThrow().dioOffsetAlign(), r.dioOffsetAlign());
        assertTrue(java.util.Arrays.equals(content, Files.readAllBytes(f)));
        assertEquals(modified, Files.getLastModifiedTime(f).toMillis());
        assertEquals(1, entries(dir), "nothing created next to it");
    }

    @Test
    void shouldReportWhatTheKernelDoesOnTmpfs() throws Exception {
        Path mnt = Files.createDirectory(dir.resolve("tmpfs"));
        try (TempMount m = TempMount.of("tmpfs", mnt)) {
            boolean kernel = kernelAcceptsDirectIo(mnt);
            DirectIoProbe.Result r = DirectIoProbe.probe(mnt);
            // Linux 6.6 gave tmpfs O_DIRECT; before, open(O_DIRECT) failed there with EINVAL
            assertEquals(kernel ? DirectIoProbe.Outcome.WORKS : DirectIoProbe.Outcome.REFUSED, r.outcome(), r.detail());
            assertEquals(0, entries(mnt), "the probe file is gone either way");
        }
    }

    @Test
    void shouldReportARefusalWithTheCallAndErrnoOnRamfs() throws Exception {
        Path mnt = Files.createDirectory(dir.resolve("ramfs"));
        try (TempMount m = TempMount.of("ramfs", mnt)) {
            assertFalse(kernelAcceptsDirectIo(mnt), "ramfs has no O_DIRECT on any kernel");
            DirectIoProbe.Result r = DirectIoProbe.probe(mnt);
            assertEquals(DirectIoProbe.Outcome.REFUSED, r.outcome(), r.detail());
            assertTrue(r.detail().matches("open\\(" + mnt + "/\\.jfio-direct-probe-[0-9]+-[0-9]+, "
                    + "O_RDWR\\|O_CREAT\\|O_EXCL\\|O_DIRECT\\): EINVAL \\(Invalid argument\\)"), r.detail());
            assertEquals(0, entries(mnt), "the file the failed open created is removed");

            Path existing = mnt.resolve("theirs");
            Files.writeString(existing, "not ours");
            DirectIoProbe.Result onFile = DirectIoProbe.probe(existing);
            assertEquals(DirectIoProbe.Outcome.REFUSED, onFile.outcome());
            assertTrue(onFile.detail().startsWith("open(" + existing + ", O_RDONLY|O_DIRECT): EINVAL"), onFile.detail());
            assertEquals("not ours", Files.readString(existing), "an existing file is only read");
        }
    }

    @Test
    void shouldSayUnknownWhenItCannotCreateTheProbeFile() throws Exception {
        Path mnt = Files.createDirectory(dir.resolve("ro"));
        try (TempMount m = TempMount.of("tmpfs", mnt)) {
            new ProcessBuilder("mount", "-o", "remount,ro", mnt.toString()).start().waitFor();
            DirectIoProbe.Result r = DirectIoProbe.probe(mnt);
            assertEquals(DirectIoProbe.Outcome.UNKNOWN, r.outcome(), r.detail());
            assertTrue(r.detail().endsWith("EROFS (Read-only file system)"), r.detail());
        }
    }

    /** Asks the kernel through the JDK: create a file in {@code where}, open it O_DIRECT, write and read 4 KiB. */
    private static boolean kernelAcceptsDirectIo(Path where) throws IOException {
        Path f = where.resolve("jdk-direct-check");
        Files.write(f, new byte[4096]);
        try (FileChannel ch = FileChannel.open(f, StandardOpenOption.READ, StandardOpenOption.WRITE,
                ExtendedOpenOption.DIRECT)) {
            ByteBuffer buf = ByteBuffer.allocateDirect(8192).alignedSlice(4096);
            buf.limit(4096);
            ch.write(buf, 0);
            buf.clear().limit(4096);
            ch.read(buf, 0);
            return true;
        } catch (IOException e) {
            return false;
        } finally {
            Files.delete(f);
        }
    }

    private static long entries(Path d) throws IOException {
        try (Stream<Path> s = Files.list(d)) {
            return s.count();
        }
    }
}
