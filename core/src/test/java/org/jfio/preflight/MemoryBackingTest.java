package org.jfio.preflight;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Memory-backed targets on the real machine: a tmpfs mounted for the test, /dev, and a directory on a disk. */
class MemoryBackingTest {
    @TempDir
    Path tmp;

    private static Optional<String> of(Path p) {
        MountTable mounts = MountTable.read();
        return MemoryBacking.of(Location.of(p, mounts), mounts);
    }

    @Test
    void shouldFindATmpfs() throws Exception {
        Path dir = Files.createDirectory(tmp.resolve("mnt"));
        try (TempMount m = TempMount.of("tmpfs", dir)) {
            Path f = Files.writeString(dir.resolve("f"), "x");
            assertEquals(Optional.of("tmpfs at " + dir + ": a memory filesystem"), of(f));
            assertEquals(Optional.of("tmpfs at " + dir + ": a memory filesystem (" + dir.resolve("new")
                    + " does not exist yet and would be created there)"), of(dir.resolve("new")));
        }
    }

    @Test
    void shouldFindADeviceNodeThatDoesNotExistYetOnDevtmpfs() {
        Path dev = Path.of("/dev/jfio-no-such-disk");
        Optional<String> why = of(dev);
        assertTrue(why.isPresent() && why.get().startsWith("devtmpfs at /dev: a memory filesystem"), String.valueOf(why));
    }

    @Test
    void shouldFindNothingOnADiskFilesystem() throws Exception {
        Location loc = Location.of(tmp, MountTable.read());
        String fs = loc.mount().map(MountEntry::fsType).orElse("");
        org.junit.jupiter.api.Assumptions.assumeFalse(MemoryBacking.MEMORY_FILESYSTEMS.contains(fs),
                "the temporary directory is on " + fs);
        assertEquals(Optional.empty(), of(Files.writeString(tmp.resolve("f"), "x")));
    }

    @Test
    void shouldReadALoopDevicesBackingFile() throws Exception {
        Path loop = Files.createDirectories(tmp.resolve("loop7/loop"));
        Files.writeString(loop.resolve("backing_file"), "/var/tmp/img (deleted)\n");
        Files.writeString(loop.resolve("dio"), "0\n");
        assertEquals(Optional.of(new LoopBacking("loop7", "/var/tmp/img (deleted)", false)),
                SysBlock.loopBacking(tmp.resolve("loop7")));
        Files.writeString(loop.resolve("dio"), "1\n");
        assertTrue(SysBlock.loopBacking(tmp.resolve("loop7")).orElseThrow().directIo());
        assertEquals(Optional.empty(), SysBlock.loopBacking(Files.createDirectories(tmp.resolve("vda"))));
    }
}
