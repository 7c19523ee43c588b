package org.jfio.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The warnings the guides' commands met, in the wording a user sees ({@code jfio check} and a run's
 * stderr, black-box through {@link Main}), each where it applies and absent where it does not:
 * the buffered-I/O warning of each asynchronous engine says what that engine does with a buffered
 * request; the page-cache warning gives a fix the engine can follow, stays quiet when every write
 * is flushed and when nothing is measured (a layout); polled completions on a disk without poll
 * queues are refused or warned about before anything is written.
 */
class GuideWarningsTest {
    @TempDir
    Path tmp;

    private MainTest.Result check(String... options) {
        List<String> args = new ArrayList<>(List.of("check", "--name=j", "--filename=" + tmp.resolve("f"), "--size=1m"));
        args.addAll(List.of(options));
        return MainTest.run(args.toArray(String[]::new));
    }

    /** @return the job's finding lines of one check label, e.g. {@code WARN  page-cache     j: ...} */
    private static List<String> findings(MainTest.Result r, String label) {
        return r.out().lines().filter(l -> l.matches("(WARN|ERROR) +" + label + " +j: .*")).toList();
    }

    private static void requireEngine(MainTest.Result r, String engine) {
        if (r.out().contains(engine + ": unavailable") && !"true".equalsIgnoreCase(System.getenv("CI"))) {
            Assumptions.abort(engine + " is not available here");
        }
    }

    @Test
    void shouldSayWhatIoUringDoesWithBufferedIoNotKernelAio() {
        MainTest.Result r = check("--ioengine=io_uring", "--rw=randread");
        requireEngine(r, "io_uring");
        List<String> mode = findings(r, "engine-mode");
        assertEquals(List.of("WARN  engine-mode    j: ioengine=io_uring is asynchronous but direct=0: io_uring completes "
                + "buffered I/O from the page cache inside the submit call or hands it to kernel worker threads (io-wq), "
                + "so the queue depth and latencies are the page cache's and the workers', not the device's"), mode, r.out());
        assertFalse(r.out().contains("kernel AIO"), r.out());
        assertTrue(findings(check("--ioengine=io_uring", "--rw=randread", "--direct=1"), "engine-mode").isEmpty(),
                "not with direct=1");
    }

    @Test
    void shouldKeepKernelAioForLibaioAndSayNothingAsynchronousOfVsync() {
        MainTest.Result libaio = check("--ioengine=libaio", "--rw=randread");
        requireEngine(libaio, "libaio");
        assertEquals(List.of("WARN  engine-mode    j: ioengine=libaio is asynchronous but direct=0: buffered I/O goes "
                + "through the page cache and kernel AIO may carry it out inside the submit call, so the queue depth "
                + "and latencies are not the device's"), findings(libaio, "engine-mode"), libaio.out());
        MainTest.Result vsync = check("--ioengine=vsync", "--rw=randread");
        assertTrue(findings(vsync, "engine-mode").isEmpty(), "vsync queues but reads with readv: " + vsync.out());
        assertEquals(1, findings(vsync, "page-cache").size(), "the page-cache warning still applies: " + vsync.out());
    }

    @Test
    void shouldNotTellAnMmapJobToSetDirectIo() {
        MainTest.Result mmap = check("--ioengine=mmap", "--rw=randread");
        List<String> cache = findings(mmap, "page-cache");
        assertEquals(1, cache.size(), mmap.out());
        assertTrue(cache.get(0).startsWith("WARN  page-cache     j: direct=0 and the working set (1024KiB) fits in RAM ("),
                cache.get(0));
        assertTrue(mmap.out().contains("fix: use a size well above RAM (2x or more): ioengine=mmap always goes through the "
                + "page cache\n"), mmap.out());
        assertFalse(mmap.out().contains("direct=1"), "mmap refuses direct=1: " + mmap.out());
        MainTest.Result psync = check("--ioengine=psync", "--rw=randread");
        assertTrue(psync.out().contains("fix: use direct=1, or a size well above RAM (2x or more)\n"), psync.out());
    }

    @Test
    void shouldNotWarnAboutThePageCacheWhenEveryWriteIsFlushed() {
        for (String synced : List.of("--fsync=1", "--fdatasync=1", "--sync=1", "--sync=dsync")) {
            MainTest.Result r = check("--rw=randwrite", synced);
            assertEquals(ExitCode.OK, r.code(), r.out());
            assertTrue(findings(r, "page-cache").isEmpty(), synced + ": the sync's cost is the device's: " + r.out());
        }
        // stores into a mapping are not flushed by O_SYNC (fio's mmap ignores sync=): the warning stays
        MainTest.Result mmapSync = check("--ioengine=mmap", "--rw=randwrite", "--sync=1");
        assertEquals(1, findings(mmapSync, "page-cache").size(), "mmap with sync=1: " + mmapSync.out());
        assertTrue(findings(check("--ioengine=mmap", "--rw=randwrite", "--fsync=1"), "page-cache").isEmpty(),
                "mmap with fsync=1 (msync) flushes every write");
        MainTest.Result every32 = check("--rw=randwrite", "--fsync=32");
        assertEquals(1, findings(every32, "page-cache").size(), "fsync=32 leaves writes in the cache: " + every32.out());
        MainTest.Result mixed = check("--rw=randrw", "--sync=1");
        List<String> reads = findings(mixed, "page-cache");
        assertEquals(1, reads.size(), mixed.out());
        assertTrue(reads.get(0).startsWith("WARN  page-cache     j: direct=0 and the working set (1024KiB) fits in RAM (")
                && reads.get(0).endsWith("): the reads measure the page cache, not the device (the writes are flushed: sync=1)"),
                "a job that reads too is told about its reads: " + reads.get(0));
    }

    @Test
    void shouldNotWarnAboutThePageCacheWhileOnlyLayingFilesOut() throws IOException {
        MainTest.Result layout = check("--rw=randread", "--create_only=1");
        assertTrue(findings(layout, "page-cache").isEmpty(), layout.out());
        Path dir = Files.createDirectory(tmp.resolve("fileio"));
        MainTest.Result prepare = MainTest.run("fileio", "--file-dir=" + dir, "--file-num=4", "--file-total-size=256k",
                "prepare");
        assertEquals(ExitCode.OK, prepare.code(), prepare.err());
        assertEquals("", prepare.err(), "prepare lays the files out and measures nothing");
        assertFalse(prepare.out().contains("jfio warnings:"), prepare.out());
        MainTest.Result run = MainTest.run("fileio", "--file-dir=" + dir, "--file-num=4", "--file-total-size=256k",
                "--file-test-mode=rndrd", "--time=1", "run");
        assertEquals(ExitCode.OK, run.code(), run.err());
        assertTrue(run.out().contains("\njfio warnings:\n  fileio: direct=0 and the working set (256KiB) fits in RAM"),
                "the run does measure the page cache (in its report; stderr is no terminal here): " + run.out());
    }

    @Test
    void shouldSayPolledIoNeedsPollQueuesBeforeAnythingIsWritten() throws IOException {
        int ioPoll = ioPollOfTheTempDirDisk();
        MainTest.Result uring = check("--ioengine=io_uring", "--hipri", "--direct=1", "--rw=randread");
        requireEngine(uring, "io_uring");
        MainTest.Result pvsync2 = check("--ioengine=pvsync2", "--hipri", "--direct=1", "--rw=randread");
        assertTrue(findings(check("--ioengine=io_uring", "--direct=1", "--rw=randread"), "poll-queues").isEmpty(),
                "no hipri, no poll check");
        if (ioPoll != 0) {
            assertTrue(findings(uring, "poll-queues").isEmpty(), "this disk has poll queues: " + uring.out());
            assertTrue(findings(pvsync2, "poll-queues").isEmpty(), pvsync2.out());
            return;
        }
        List<String> refused = findings(uring, "poll-queues");
        assertEquals(1, refused.size(), uring.out());
        assertTrue(refused.get(0).matches("ERROR poll-queues    j: hipri=1 asks ioengine=io_uring for polled completions, "
                + "but \\S+ has no poll queues \\(/sys/block/\\S+/queue/io_poll is 0\\): polled I/O needs poll queues, "
                + "and the kernel refuses every request with EOPNOTSUPP"), refused.get(0));
        assertTrue(uring.out().contains("fix: drop hipri, or use a disk with poll queues: NVMe gets them with the driver "
                + "option poll_queues=N (nvme.poll_queues=N on the kernel command line, or modprobe nvme poll_queues=N); "
                + "virtio disks have none"), uring.out());
        assertEquals(ExitCode.JOB_ERROR, uring.code(), uring.out());
        MainTest.Result run = MainTest.run("--name=j", "--filename=" + tmp.resolve("g"), "--size=1m", "--ioengine=io_uring",
                "--hipri", "--direct=1");
        assertEquals(ExitCode.JOB_ERROR, run.code(), run.err());
        assertTrue(run.err().startsWith("jfio: j: hipri=1 asks ioengine=io_uring for polled completions"), run.err());
        assertFalse(Files.exists(tmp.resolve("g")), "refused before the layout");

        List<String> ignored = findings(pvsync2, "poll-queues");
        assertEquals(1, ignored.size(), pvsync2.out());
        assertTrue(ignored.get(0).matches("WARN  poll-queues    j: hipri=1 asks ioengine=pvsync2 for polled completions, "
                + "but \\S+ has no poll queues .*: the kernel ignores RWF_HIPRI there and the requests complete through "
                + "interrupts, so hipri has no effect"), ignored.get(0));
        assertEquals(ExitCode.OK, pvsync2.code(), "a warning: the requests still complete");
    }

    /** @return {@code queue/io_poll} of the disk {@code jfio check} names for the temp directory, -1 unknown */
    private int ioPollOfTheTempDirDisk() throws IOException {
        MainTest.Result r = MainTest.run("check", tmp.toString());
        String device = r.out().lines().filter(l -> l.startsWith("OK    device         ")).findFirst().orElse("");
        if (device.isEmpty()) {
            Assumptions.abort("no block device behind " + tmp + ": " + r.out());
        }
        String disk = device.substring("OK    device         ".length(), device.indexOf(':'));
        Path poll = Path.of("/sys/block", disk, "queue", "io_poll");
        return Files.isReadable(poll) ? Integer.parseInt(Files.readString(poll).strip()) : -1;
    }
}
