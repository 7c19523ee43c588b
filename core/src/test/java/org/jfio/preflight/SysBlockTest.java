package org.jfio.preflight;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Device resolution through sysfs. Partitions and dm/md stacks cannot be made on this kernel
 * (no partition table support for loop devices, no device-mapper), so those are tested on a tree
 * laid out the way sysfs lays it out; the disk behind a temporary directory is the real thing.
 */
class SysBlockTest {
    @TempDir
    Path sys;

    /**
     * sda with partitions sda1 and sda2; dm-0 built on sda2 (sda2/holders/dm-0, dm-0/slaves/sda2);
     * md0 built on sdb and dm-0's... kept to one level: md0 on sdb and sdc.
     */
    private Path tree() throws IOException {
        Path sda = disk("sda", "8:0", 1, "none [mq-deadline]", 256, 512, 4);
        Path sda1 = partition(sda, "sda1", "8:1");
        Path sda2 = partition(sda, "sda2", "8:2");
        Path dm0 = disk("dm-0", "253:0", 0, "none", 128, 1280, -1);
        Files.createDirectories(sda2.resolve("holders"));
        Files.createSymbolicLink(sda2.resolve("holders/dm-0"), dm0);
        Files.createSymbolicLink(dm0.resolve("slaves/sda2"), sda2);
        Path sdb = disk("sdb", "8:16", 0, "[none] kyber", 1023, 128, 8);
        Path sdc = disk("sdc", "8:32", 0, "[none] kyber", 1023, 128, 8);
        Path md0 = disk("md0", "9:0", 0, "none", 128, 128, -1);
        Files.createSymbolicLink(md0.resolve("slaves/sdb"), sdb);
        Files.createSymbolicLink(md0.resolve("slaves/sdc"), sdc);
        Files.createSymbolicLink(sdb.resolve("holders/md0"), md0);
        assertTrue(Files.exists(sda1.resolve("partition")));
        return sda;
    }

    private Path disk(String name, String dev, int rotational, String scheduler, int nrRequests, int maxSectorsKb,
            int hwQueues) throws IOException {
        Path d = Files.createDirectories(sys.resolve("devices/virtual/block").resolve(name));
        Files.writeString(d.resolve("dev"), dev + "\n");
        Files.writeString(d.resolve("size"), "2097152\n");
        Files.createDirectories(d.resolve("slaves"));
        Files.createDirectories(d.resolve("holders"));
        Path q = Files.createDirectories(d.resolve("queue"));
        Files.writeString(q.resolve("rotational"), rotational + "\n");
        Files.writeString(q.resolve("scheduler"), scheduler + "\n");
        Files.writeString(q.resolve("nr_requests"), nrRequests + "\n");
        Files.writeString(q.resolve("max_sectors_kb"), maxSectorsKb + "\n");
        Files.writeString(q.resolve("max_hw_sectors_kb"), "32767\n");
        Files.writeString(q.resolve("logical_block_size"), "512\n");
        if (name.startsWith("sd")) {
            Files.writeString(q.resolve("io_poll"), (hwQueues > 4 ? 1 : 0) + "\n");
        }
        Files.writeString(q.resolve("physical_block_size"), "4096\n");
        if (hwQueues >= 0) {
            for (int i = 0; i < hwQueues; i++) {
                Files.createDirectories(d.resolve("mq").resolve(Integer.toString(i)));
            }
        }
        return d.toRealPath();
    }

    private Path partition(Path disk, String name, String dev) throws IOException {
        Path p = Files.createDirectories(disk.resolve(name));
        Files.writeString(p.resolve("dev"), dev + "\n");
        Files.writeString(p.resolve("partition"), name.substring(name.length() - 1) + "\n");
        Files.writeString(p.resolve("size"), "1024\n");
        return p.toRealPath();
    }

    @Test
    void shouldResolveAPartitionToItsDisk() throws IOException {
        Path sda = tree();
        Path sda1 = sda.resolve("sda1");
        assertTrue(SysBlock.isPartition(sda1));
        assertEquals(sda, SysBlock.wholeDisk(sda1));
        assertEquals(sda, SysBlock.wholeDisk(sda));
        assertEquals(1024L * 512, SysBlock.sizeBytes(sda1), "size counts 512-byte sectors");
        QueueInfo q = SysBlock.queue(sda1);
        assertEquals("sda", q.name(), "a partition answers with its disk's queue");
        assertEquals("rotational=1, scheduler=mq-deadline, nr_requests=256, max_sectors_kb=512, hw queues=4", q.describe());
        assertEquals(0, q.ioPoll(), "queue/io_poll 0: no poll queues");
    }

    @Test
    void shouldReadWhetherADiskHasPollQueues() throws IOException {
        Path root = tree().getParent();
        assertEquals(1, SysBlock.queue(root.resolve("sdb")).ioPoll(), "io_poll 1: poll queues");
        assertEquals(-1, SysBlock.queue(root.resolve("md0")).ioPoll(), "no io_poll file: unknown");
    }

    @Test
    void shouldFollowDeviceMapperAndMdDownToTheirDisks() throws IOException {
        Path sda = tree();
        Path root = sda.getParent();
        assertEquals(List.of(sda), SysBlock.physicalDisks(root.resolve("dm-0")), "dm-0 on sda2 is sda");
        assertEquals(List.of(root.resolve("sdb"), root.resolve("sdc")), SysBlock.physicalDisks(root.resolve("md0")));
        assertEquals(List.of(root.resolve("sdb")), SysBlock.physicalDisks(root.resolve("sdb")));
        QueueInfo md = SysBlock.queue(root.resolve("md0"));
        assertEquals(-1, md.hardwareQueues(), "no mq directory: not blk-mq");
    }

    @Test
    void shouldListWhatMustNotBeMountedForAWriteToADevice() throws IOException {
        Path sda = tree();
        Path root = sda.getParent();
        assertEquals(Set.of("8:0", "8:1", "8:2", "253:0"), SysBlock.deviceAndDependents(sda),
                "the disk, its partitions and the dm device on sda2");
        assertEquals(Set.of("8:2", "253:0"), SysBlock.deviceAndDependents(sda.resolve("sda2")));
        assertEquals(Set.of("8:1"), SysBlock.deviceAndDependents(sda.resolve("sda1")), "a partition alone");
        assertEquals(Set.of("8:16", "9:0"), SysBlock.deviceAndDependents(root.resolve("sdb")));
    }

    @Test
    void shouldFindTheRealDiskBehindATemporaryDirectory(@TempDir Path dir) throws IOException {
        FileStatus st = FileStatus.of(dir).orElseThrow();
        Path dev = SysBlock.deviceDirOf(dir).orElseThrow(() -> new AssertionError("no block device behind " + dir));
        assertEquals(st.device(), Files.readString(dev.resolve("dev")).strip(), "the sysfs link of st_dev");
        List<Path> disks = SysBlock.physicalDisks(dev);
        assertFalse(disks.isEmpty());
        for (Path disk : disks) {
            QueueInfo q = SysBlock.queue(disk);
            assertEquals(disk.getFileName().toString(), q.name());
            Path queue = Path.of("/sys/block", q.name(), "queue");
            assertEquals(Long.parseLong(Files.readString(queue.resolve("logical_block_size")).strip()), q.logicalBlockBytes());
            assertEquals(Long.parseLong(Files.readString(queue.resolve("max_sectors_kb")).strip()), q.maxSectorsKb());
            assertTrue(q.scheduler().matches("[a-z0-9-]+"), q.scheduler());
            assertTrue(q.hardwareQueues() >= 1 || q.hardwareQueues() == -1, "mq entries: " + q.hardwareQueues());
        }
    }
}
