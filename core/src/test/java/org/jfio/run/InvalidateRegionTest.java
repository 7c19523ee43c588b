package org.jfio.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

import org.jfio.api.JobRunner;
import org.jfio.job.JobPlan;
import org.jfio.job.JobSpec;
import org.jfio.job.ReadWrite;
import org.jfio.result.RunResult;
import org.jfio.spi.DataDirection;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code invalidate=1} drops the page cache of the job's region only, as fio 3.33
 * ({@code posix_fadvise(fd, file_offset, io_size, POSIX_FADV_DONTNEED)}, {@code io_size} as asked,
 * not rounded to the block size): the rest of a larger file stays cached; a layout drops what it
 * wrote whatever {@code invalidate=} says. Residency is read with mincore(2) ({@link MemorySegment#isLoaded()}) of a
 * fresh mapping; the job reads with O_DIRECT, so its own reads cache nothing.
 */
class InvalidateRegionTest {
    private static final long MIB = 1 << 20;

    @TempDir
    Path dir;

    @Test
    void shouldDropTheRegionsCacheAndKeepTheRestOfTheFile() throws IOException {
        Path f = dir.resolve("region.dat");
        Files.write(f, new byte[(int) (4 * MIB)]);
        try (FileChannel ch = FileChannel.open(f, StandardOpenOption.READ, StandardOpenOption.WRITE); Arena arena = Arena.ofConfined()) {
            ch.force(true); // clean pages: the kernel drops only those
            MemorySegment all = ch.map(FileChannel.MapMode.READ_ONLY, 0, 4 * MIB, arena);
            all.load();
        } // unmapped: a mapped page is never dropped
        assertTrue(resident(f, 0, 4 * MIB), "the whole file is cached before the job");

        RunResult r = JobRunner.of(JobPlan.of(JobSpec.builder("inv").set("filename", f.toString())
                .set("ioengine", "psync").rw(ReadWrite.READ).set("bs", 4096).set("direct", true)
                .set("offset", 2 * MIB).set("size", MIB).set("invalidate", true).build())).run();
        assertEquals(MIB / 4096, r.groups().get(0).reported().get(0).direction(DataDirection.READ).ios());

        assertFalse(resident(f, 2 * MIB, MIB), "the job's region [2 MiB, 3 MiB) was dropped (a filesystem without a page cache,"
                + " such as tmpfs, keeps it)");
        assertTrue(resident(f, 0, 2 * MIB), "the file before the region keeps its cache");
        assertTrue(resident(f, 3 * MIB, MIB), "the file after the region keeps its cache");
    }

    @Test
    void shouldDropTheRegionAsAskedNotRoundedToWholeBlocks() throws IOException {
        // the region ends at the end of the file: the kernel keeps a large folio that crosses the
        // end of an advised range, and no folio crosses the end of a file
        Path f = dir.resolve("tail.dat");
        cachedFile(f, 3 * MIB + 4096);

        // 1 MiB + 4 KiB in 64 KiB blocks: fio drops [file_offset, file_offset + io_size), the 4 KiB tail included
        RunResult r = JobRunner.of(JobPlan.of(JobSpec.builder("inv").set("filename", f.toString())
                .set("ioengine", "psync").rw(ReadWrite.READ).set("bs", 65536).set("direct", true)
                .set("offset", 2 * MIB).set("size", MIB + 4096).set("invalidate", true).build())).run();
        assertEquals(MIB / 65536, r.groups().get(0).reported().get(0).direction(DataDirection.READ).ios());

        assertFalse(resident(f, 3 * MIB, 4096), "the region's last 4 KiB, less than a block, was dropped too");
        assertTrue(resident(f, 0, 2 * MIB), "the file before the region keeps its cache");
    }

    @Test
    void shouldDropWhatALayoutWroteEvenWithoutInvalidate() throws IOException {
        Path f = dir.resolve("laid-out.dat");
        Files.write(f, new byte[(int) MIB]);
        try (FileChannel ch = FileChannel.open(f, StandardOpenOption.READ, StandardOpenOption.WRITE)) {
            ch.force(true);
        }
        assertTrue(resident(f, 0, MIB), "the first MiB, there before the job, is cached");

        // the job extends the file to 3 MiB; fio then drops [old length, new end) whatever invalidate= says
        JobRunner.of(JobPlan.of(JobSpec.builder("inv").set("filename", f.toString())
                .set("ioengine", "psync").rw(ReadWrite.READ).set("bs", 4096).set("direct", true)
                .set("size", 3 * MIB).set("invalidate", false).build())).run();

        assertEquals(3 * MIB, Files.size(f));
        assertFalse(resident(f, MIB, 2 * MIB), "the 2 MiB the layout wrote left the page cache");
        assertTrue(resident(f, 0, MIB), "the bytes there before the layout keep their cache (invalidate=0)");
    }

    /** Writes the file and reads all of it into the page cache, clean, unmapped. */
    private static void cachedFile(Path f, long bytes) throws IOException {
        Files.write(f, new byte[(int) bytes]);
        try (FileChannel ch = FileChannel.open(f, StandardOpenOption.READ, StandardOpenOption.WRITE); Arena arena = Arena.ofConfined()) {
            ch.force(true);
            ch.map(FileChannel.MapMode.READ_ONLY, 0, bytes, arena).load();
        }
        assertTrue(resident(f, 0, bytes), "the whole file is cached before the job");
    }

    /** @return whether every page of the range is in the page cache (mincore of a new mapping) */
    private static boolean resident(Path f, long offset, long length) throws IOException {
        try (FileChannel ch = FileChannel.open(f, StandardOpenOption.READ); Arena arena = Arena.ofConfined()) {
            return ch.map(FileChannel.MapMode.READ_ONLY, offset, length, arena).isLoaded();
        }
    }
}
