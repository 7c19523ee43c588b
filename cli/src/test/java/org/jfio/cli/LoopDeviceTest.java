package org.jfio.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The preflight's refusals and the run's ENOSPC on real block devices: loop devices over files in
 * a temporary directory ({@link LoopDevice}), some with a mounted ext4. Every byte of the backing
 * file is compared before and after, so a refused job provably wrote nothing and an allowed one
 * wrote only its region.
 */
class LoopDeviceTest {
    private static final long MIB = 1L << 20;

    @TempDir
    Path tmp;

    @Test
    void shouldRefuseWritesToAMountedDeviceUnlessAllowed() throws Exception {
        try (LoopDevice loop = LoopDevice.create(tmp, 32 * MIB).mkfs()) {
            Path mnt = tmp.resolve("mnt");
            loop.mount(mnt, "ro"); // read-only, so the filesystem itself never changes the image
            String dev = loop.device().toString();
            byte[] before = Files.readAllBytes(loop.image());

            MainTest.Result refused = MainTest.run("--name=w", "--filename=" + dev, "--rw=write", "--bs=64k",
                    "--size=256k", "--offset=16m", "--direct=1");
            refused.assertBadInput();
            assertEquals("jfio: w: " + dev + " holds the ext4 filesystem mounted at " + mnt + ": writing to it would "
                    + "destroy that filesystem; fix: unmount it, or set allow_mounted_write=1 to write anyway\n", refused.err());
            assertEquals("", refused.out(), "refused before the job header");
            assertArrayEquals(before, Files.readAllBytes(loop.image()), "not a byte written");

            MainTest.Result read = MainTest.run("--name=r", "--filename=" + dev, "--rw=randread", "--size=1m", "--direct=1");
            assertEquals(ExitCode.OK, read.code(), "reading a mounted device is fine: " + read.err());

            MainTest.Result allowed = MainTest.run("--warnings=stderr", "--name=w", "--filename=" + dev, "--rw=write", "--bs=64k",
                    "--size=256k", "--offset=16m", "--direct=1", "--allow_mounted_write=1");
            assertEquals(ExitCode.OK, allowed.code(), allowed.err());
            assertTrue(allowed.err().startsWith("jfio: warning: w: " + dev + " holds the ext4 filesystem mounted at " + mnt
                    + "; writing to it anyway (allow_mounted_write=1)"), allowed.err());
            assertTrue(allowed.out().contains("write: IOPS="), allowed.out());
            assertOnlyRegionChanged(before, Files.readAllBytes(loop.image()), 16 * MIB, 256 * 1024);
        }
    }

    @Test
    void shouldRefuseWritesToTheBackingFileOfAMountedLoopDevice() throws Exception {
        try (LoopDevice loop = LoopDevice.create(tmp, 32 * MIB).mkfs()) {
            Path mnt = tmp.resolve("mnt");
            loop.mount(mnt, "ro");
            String image = loop.image().toString();
            byte[] before = Files.readAllBytes(loop.image());
            MainTest.Result refused = MainTest.run("--name=w", "--filename=" + image, "--rw=write", "--bs=64k",
                    "--size=256k", "--offset=16m");
            refused.assertBadInput();
            assertEquals("jfio: w: " + image + " is the backing file of " + loop.device() + ", which holds the ext4"
                    + " filesystem mounted at " + mnt + " (" + loop.device() + "): writing to it would destroy that"
                    + " filesystem; fix: unmount it, or set allow_mounted_write=1 to write anyway\n", refused.err());
            assertArrayEquals(before, Files.readAllBytes(loop.image()), "not a byte written");

            MainTest.Result read = MainTest.run("--name=r", "--filename=" + image, "--rw=randread", "--size=1m");
            assertEquals(ExitCode.OK, read.code(), "reading it is fine: " + read.err());
            MainTest.Result allowed = MainTest.run("--name=w", "--filename=" + image, "--rw=write", "--bs=64k",
                    "--size=256k", "--offset=16m", "--allow_mounted_write=1");
            assertEquals(ExitCode.OK, allowed.code(), allowed.err());
            assertEquals("", allowed.err(), "stderr is no terminal here: the warning is in the report");
            assertTrue(allowed.out().contains("writing to it anyway (allow_mounted_write=1)"), allowed.out());
        }
    }

    @Test
    void shouldRefuseWritesToTheLowerDeviceOfAMountedLoopStack() throws Exception {
        try (LoopDevice lower = LoopDevice.create(tmp, 32 * MIB); LoopDevice upper = LoopDevice.stackedOn(lower).mkfs()) {
            Path mnt = tmp.resolve("mnt");
            upper.mount(mnt, "ro");
            String dev = lower.device().toString();
            byte[] before = Files.readAllBytes(lower.image());
            MainTest.Result refused = MainTest.run("--name=w", "--filename=" + dev, "--rw=write", "--bs=64k",
                    "--size=256k", "--offset=16m", "--direct=1");
            refused.assertBadInput();
            assertEquals("jfio: w: " + dev + " holds the ext4 filesystem mounted at " + mnt + " (" + upper.device()
                    + "): writing to it would destroy that filesystem; fix: unmount it, or set allow_mounted_write=1"
                    + " to write anyway\n", refused.err());
            assertArrayEquals(before, Files.readAllBytes(lower.image()), "not a byte written");
            MainTest.Result check = MainTest.run("check", dev);
            assertTrue(check.out().contains("mounted: ext4 on " + upper.device() + " at " + mnt), check.out());
        }
    }

    @Test
    void shouldRefuseWritesToADeviceHeldOpenExclusively() throws Exception {
        try (LoopDevice loop = LoopDevice.create(tmp, 32 * MIB); ExclusiveHolder held = ExclusiveHolder.open(loop.device())) {
            String dev = loop.device().toString();
            byte[] before = Files.readAllBytes(loop.image());
            MainTest.Result refused = MainTest.run("--name=w", "--filename=" + dev, "--rw=write", "--bs=64k",
                    "--size=256k", "--direct=1");
            refused.assertBadInput();
            assertEquals("jfio: w: " + dev + " is held open exclusively by another program (open with O_EXCL: EBUSY;"
                    + " a RAID or LVM member, a filesystem mounted elsewhere, or a running benchmark): writing to it may"
                    + " destroy its data; fix: stop what holds it, or set allow_mounted_write=1 to write anyway\n",
                    refused.err());
            assertArrayEquals(before, Files.readAllBytes(loop.image()), "not a byte written");
        }
    }

    @Test
    void shouldRunOnAnUnmountedDeviceWithinItsRegion() throws Exception {
        try (LoopDevice loop = LoopDevice.create(tmp, 32 * MIB)) {
            String dev = loop.device().toString();
            byte[] before = Files.readAllBytes(loop.image());
            MainTest.Result w = MainTest.run("--name=w", "--filename=" + dev, "--rw=randwrite", "--bs=4k",
                    "--size=1m", "--offset=4m", "--direct=1", "--ioengine=psync");
            assertEquals(ExitCode.OK, w.code(), w.err());
            assertEquals("", w.err(), "nothing to warn about");
            assertFalse(w.out().contains("Laying out"), "a device is never laid out: " + w.out());
            assertOnlyRegionChanged(before, Files.readAllBytes(loop.image()), 4 * MIB, MIB);
            assertEquals(32 * MIB, Files.size(loop.image()), "never extended");

            MainTest.Result whole = MainTest.run("--name=r", "--filename=" + dev, "--rw=read", "--bs=1m", "--direct=1",
                    "--output-format=json");
            assertEquals(ExitCode.OK, whole.code(), whole.err());
            JsonNode job = new ObjectMapper().readTree(whole.out()).get("jobs").get(0);
            assertEquals(32 * MIB, job.get("read").get("io_bytes").asLong(), "without size= the device's size");

            MainTest.Result past = MainTest.run("--name=p", "--filename=" + dev, "--rw=read", "--size=16m", "--offset=20m");
            past.assertBadInput();
            assertTrue(past.err().contains("ends past the end of the device (33554432 bytes)"), past.err());
        }
    }

    @Test
    void shouldRefuseALayoutThatCannotFit() throws Exception {
        try (LoopDevice loop = LoopDevice.create(tmp, 8 * MIB).mkfs()) {
            Path mnt = tmp.resolve("mnt");
            loop.mount(mnt);
            MainTest.Result r = MainTest.run("--name=w", "--filename=" + mnt.resolve("f"), "--rw=write", "--size=16m");
            r.assertBadInput();
            assertTrue(r.err().matches("jfio: " + mnt + " \\(ext4\\): not enough free space: laying out the job files "
                    + "needs 16.0MiB more, but only [0-9.]+[KM]iB are free; fix: .*\\R"), r.err());
            assertFalse(Files.exists(mnt.resolve("f")), "refused before the layout");
        }
    }

    @Test
    void shouldRefuseSparseWritesThatOutgrowTheFilesystem() throws Exception {
        try (LoopDevice loop = LoopDevice.create(tmp, 8 * MIB).mkfs()) {
            Path mnt = tmp.resolve("mnt");
            loop.mount(mnt);
            Path f = mnt.resolve("f");
            MainTest.Result r = MainTest.run("--name=w", "--filename=" + f, "--rw=write", "--size=16m", "--bs=64k",
                    "--fallocate=none", "--direct=1");
            r.assertBadInput();
            assertTrue(r.err().startsWith("jfio: " + mnt + " (ext4): not enough free space: the jobs write up to 16.0MiB"
                    + " into sparse files (fallocate=none or truncate), but only "), r.err());
            assertTrue(r.err().contains("the run would fill the filesystem"), r.err());
            assertFalse(Files.exists(f), "refused before the layout");
        }
    }

    @Test
    void shouldEndWithEnospcWhenWritesFillAHoleyFileBeyondTheFilesystem() throws Exception {
        try (LoopDevice loop = LoopDevice.create(tmp, 8 * MIB).mkfs()) {
            Path mnt = tmp.resolve("mnt");
            loop.mount(mnt);
            Path f = mnt.resolve("f");
            try (var ch = java.nio.channels.FileChannel.open(f, java.nio.file.StandardOpenOption.CREATE_NEW,
                    java.nio.file.StandardOpenOption.WRITE)) {
                ch.write(java.nio.ByteBuffer.allocate(1), 16 * MIB - 1); // exists at its full size: not refused
            }
            MainTest.Result r = MainTest.run("--name=w", "--filename=" + f, "--rw=write", "--size=16m", "--bs=64k",
                    "--fallocate=none", "--direct=1", "--output-format=normal,json");
            assertEquals(ExitCode.JOB_ERROR, r.code(), r.err());
            List<String> err = r.err().lines().toList();
            assertEquals(1, err.size(), r.err());
            assertTrue(err.get(0).matches("jfio: w: write of 65536 bytes at offset [0-9]+ on " + f
                    + ": ENOSPC \\(No space left on device\\); hint: the filesystem is full.*"), err.get(0));
            assertTrue(r.out().contains("w: (groupid=0, jobs=1): err=28 (write of 65536 bytes"), "the report: " + r.out());
            String json = r.out().substring(r.out().indexOf("{\n"), r.out().lastIndexOf("}\n") + 2);
            JsonNode doc = new ObjectMapper().readTree(json);
            assertEquals(28, doc.get("jobs").get(0).get("error").asInt());
            assertTrue(doc.get("jobs").get(0).get("write").get("io_bytes").asLong() > 0, "it wrote until the disk was full");
        }
    }

    @Test
    void shouldCheckALoopDeviceAndItsMountedFilesystem() throws Exception {
        try (LoopDevice loop = LoopDevice.create(tmp, 32 * MIB).mkfs()) {
            Path mnt = tmp.resolve("mnt");
            loop.mount(mnt);
            String dev = loop.device().toString();
            String name = loop.device().getFileName().toString();
            MainTest.Result r = MainTest.run("check", dev, mnt.toString());
            assertEquals(ExitCode.OK, r.code(), r.out());
            assertTrue(r.out().contains("OK    filesystem     " + dev + ": block device of 32.0MiB; mounted: ext4 on " + dev
                    + " at " + mnt + " (rw,relatime"), r.out());
            assertTrue(r.out().contains("OK    direct-io      " + dev + ": O_DIRECT works: open(O_DIRECT) and an aligned read"),
                    r.out());
            assertTrue(r.out().contains("OK    filesystem     " + mnt + ": ext4 on " + dev + " at " + mnt), r.out());
            assertTrue(r.out().lines().anyMatch(l -> l.startsWith("OK    device         " + name + ": rotational=")), r.out());
            MainTest.Result write = MainTest.run("check", "--filename=" + dev, "--rw=write", "--size=1m");
            assertEquals(ExitCode.JOB_ERROR, write.code());
            assertTrue(write.out().contains("ERROR mounted-device check: " + dev + " holds the ext4 filesystem"), write.out());
            CheckCommandTest.assertSummary(write.out(), "1 error", 1); // and the page-cache warning
        }
    }

    /** Asserts that only bytes in {@code [offset, offset + length)} differ, and that they do. */
    private static void assertOnlyRegionChanged(byte[] before, byte[] after, long offset, long length) {
        assertEquals(before.length, after.length);
        int from = (int) offset;
        int to = (int) (offset + length);
        assertArrayEquals(Arrays.copyOfRange(before, 0, from), Arrays.copyOfRange(after, 0, from), "before the region");
        assertArrayEquals(Arrays.copyOfRange(before, to, before.length), Arrays.copyOfRange(after, to, after.length),
                "after the region");
        assertFalse(Arrays.equals(Arrays.copyOfRange(before, from, to), Arrays.copyOfRange(after, from, to)),
                "the region was written");
    }
}
