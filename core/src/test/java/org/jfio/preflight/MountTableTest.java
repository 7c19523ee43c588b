package org.jfio.preflight;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** mountinfo parsing on fixed text (the kernel's documented example and escapes), then on this machine. */
class MountTableTest {
    private static final String TEXT = """
            22 27 0:21 / /proc rw,relatime - proc proc rw
            27 1 254:0 / / rw,relatime - ext4 /dev/vda rw,discard
            36 35 98:0 /mnt1 /mnt/parent rw,noatime master:1 - ext3 /dev/root rw,errors=continue
            40 27 259:3 / /data rw,noatime shared:5 master:2 - xfs /dev/nvme0n1p3 rw,attr2,inode64
            41 40 259:4 / /data/old ro,relatime - ext4 /dev/nvme0n1p4 ro
            42 27 0:40 / /mnt/with\\040space rw - tmpfs my\\134tmp rw,size=1024k
            43 40 259:3 /sub /data/bind rw,noatime - xfs /dev/nvme0n1p3 rw
            """;

    @Test
    void shouldReadEveryFieldOfTheDocumentedLine() {
        MountEntry e = MountTable.parse(TEXT).entries().get(2);
        assertEquals(98, e.major());
        assertEquals(0, e.minor());
        assertEquals("/mnt1", e.root());
        assertEquals("/mnt/parent", e.mountPoint());
        assertEquals("rw,noatime", e.mountOptions());
        assertEquals("ext3", e.fsType());
        assertEquals("/dev/root", e.source());
        assertEquals("rw,errors=continue", e.superOptions());
        assertFalse(e.readOnly());
    }

    @Test
    void shouldSkipAnyNumberOfOptionalFieldsAndDecodeEscapes() {
        MountTable t = MountTable.parse(TEXT);
        assertEquals("xfs", t.entries().get(3).fsType());
        assertEquals("/dev/nvme0n1p3", t.entries().get(3).source());
        assertEquals("/mnt/with space", t.entries().get(5).mountPoint());
        assertEquals("my\\tmp", t.entries().get(5).source());
        assertTrue(t.entries().get(4).readOnly(), "ro in the mount options");
        assertEquals("ext4 on /dev/nvme0n1p4 at /data/old (ro,relatime; ro)", t.entries().get(4).describe());
    }

    @Test
    void shouldFindTheMountOfAPathByDeviceThenLongestPrefix() {
        MountTable t = MountTable.parse(TEXT);
        assertEquals("/data", t.find(Path.of("/data/x/f"), "259:3").orElseThrow().mountPoint());
        assertEquals("/data/bind", t.find(Path.of("/data/bind/f"), "259:3").orElseThrow().mountPoint(),
                "the bind mount of the same device is the longer prefix");
        assertEquals("/data/old", t.find(Path.of("/data/old/f"), "259:4").orElseThrow().mountPoint());
        assertEquals("/", t.find(Path.of("/home/u/f"), "254:0").orElseThrow().mountPoint());
        assertEquals("/data/old", t.find(Path.of("/data/old/f"), "0:99").orElseThrow().mountPoint(),
                "an unknown device falls back to the longest prefix");
        assertEquals("/", t.find(Path.of("/dataset/f"), "0:99").orElseThrow().mountPoint(), "prefix by path elements");
    }

    @Test
    void shouldTellWhetherAnyOfSomeDevicesIsMounted() {
        MountTable t = MountTable.parse(TEXT);
        assertEquals("/data/old", t.mountOfAny(Set.of("259:0", "259:4")).orElseThrow().mountPoint());
        assertTrue(t.mountOfAny(Set.of("259:0", "7:3")).isEmpty());
    }

    @Test
    void shouldRefuseAMalformedLineNamingIt() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> MountTable.parse("27 1 254:0 / / rw,relatime ext4 /dev/vda rw\n"));
        assertTrue(e.getMessage().contains("27 1 254:0"), e.getMessage());
    }

    @Test
    void shouldFindTheFilesystemOfATemporaryDirectoryOnThisMachine(@TempDir Path dir) throws Exception {
        MountTable t = MountTable.read();
        assertFalse(t.entries().isEmpty(), "/proc/self/mountinfo has mounts");
        FileStatus st = FileStatus.of(dir).orElseThrow();
        MountEntry e = t.find(dir.toRealPath(), st.device()).orElseThrow();
        assertEquals(st.device(), e.device(), "found by the directory's st_dev");
        assertEquals(Files.getFileStore(dir).type(), e.fsType(), "the JDK's FileStore reads the same mount table");
        assertTrue(dir.toRealPath().startsWith(e.mountPoint()));
    }
}
