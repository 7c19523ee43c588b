package org.jfio.preflight;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.jfio.result.Finding;
import org.jfio.spi.JfioException;
import org.jfio.api.JobRunner;
import org.jfio.api.Preflight;
import org.jfio.result.PreflightReport;
import org.jfio.api.RunListener;
import org.jfio.result.RunResult;
import org.jfio.job.JobPlan;
import org.jfio.job.JobSpec;
import org.jfio.job.ReadWrite;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The job checks, through {@link JobRunner#preflight()} and a run, on real files and mounts. */
class JobChecksTest {
    @TempDir
    Path dir;

    private JobSpec.Builder job(String name) {
        return JobSpec.builder(name).set("filename", dir.resolve(name).toString()).set("size", 1L << 20).set("ioengine", "psync");
    }

    private static JfioException refused(JobSpec spec) {
        return assertThrows(JfioException.class, () -> JobRunner.of(JobPlan.of(spec)).preflight());
    }

    @Test
    void shouldRefuseWritesUnderReadonly() throws java.io.IOException {
        JfioException e = refused(job("w").rw(ReadWrite.RANDWRITE).set("readonly", true).build());
        assertEquals("w: rw=randwrite writes or trims, but readonly=1 forbids both; fix: use rw=read or rw=randread, "
                + "or drop readonly", e.getMessage());
        assertFalse(Files.exists(dir.resolve("w")), "nothing laid out");
        Files.write(dir.resolve("r"), new byte[1 << 20]);
        assertTrue(JobRunner.of(JobPlan.of(job("r").rw(ReadWrite.READ).set("readonly", true).build())).preflight()
                .warnings().stream().noneMatch(f -> f.check() == Finding.Check.READONLY), "reads are fine");
    }

    @Test
    void shouldRefuseAReadonlyJobThatWouldCreateOrExtendItsFileWritingNothing() throws java.io.IOException {
        JfioException missing = refused(job("m").rw(ReadWrite.READ).set("readonly", true).build());
        assertEquals("m: " + dir.resolve("m") + " does not exist, and readonly=1 forbids creating it; fix: lay the file out"
                + " first (a run without readonly=1), or use a smaller size= or offset=", missing.getMessage());
        assertFalse(Files.exists(dir.resolve("m")), "not created");
        Files.write(dir.resolve("s"), new byte[512 * 1024]);
        JfioException shortFile = refused(job("s").rw(ReadWrite.READ).set("readonly", true).build());
        assertTrue(shortFile.getMessage().startsWith("s: " + dir.resolve("s") + " holds 524288 bytes, the job reads up to "
                + "1048576, and readonly=1 forbids extending it"), shortFile.getMessage());
        assertEquals(512 * 1024, Files.size(dir.resolve("s")), "not extended");
    }

    @Test
    void shouldLetAReadonlyJobReadWhatAnEarlierJobLaidOut() throws java.io.IOException {
        Path f = dir.resolve("shared");
        JobSpec writer = JobSpec.builder("a").set("filename", f.toString()).set("size", 512L * 1024).set("ioengine", "psync")
                .rw(ReadWrite.WRITE).build();
        JobSpec reader = JobSpec.builder("b").set("filename", f.toString()).set("size", 1L << 20).set("ioengine", "psync")
                .rw(ReadWrite.READ).set("readonly", true).set("stonewall", true).build();
        JfioException e = assertThrows(JfioException.class, () -> JobRunner.of(JobPlan.of(writer, reader)).preflight());
        assertTrue(e.getMessage().startsWith("b: " + f + " holds (once job a has laid it out) 524288 bytes, the job reads"
                + " up to 1048576, and readonly=1 forbids extending it"), e.getMessage());
        assertFalse(Files.exists(f), "nothing laid out");
        JobSpec bigWriter = JobSpec.builder("a").set("filename", f.toString()).set("size", 1L << 20).set("ioengine", "psync")
                .rw(ReadWrite.WRITE).build();
        RunResult r = JobRunner.of(JobPlan.of(bigWriter, reader)).run();
        assertEquals(1L << 20, r.groups().get(1).jobs().get(0).direction(org.jfio.spi.DataDirection.READ).bytes(), "the readonly job read the file the writer laid out");
        assertEquals(1L << 20, Files.size(f));
    }

    @Test
    void shouldRefuseMisalignedDirectIoNamingBothNumbers() {
        long align = Location.of(dir.resolve("x"), MountTable.read()).directIoAlignment(true).bytes();
        assertTrue(align > 1, "this disk has an O_DIRECT alignment: " + align);
        JfioException bs = refused(job("bs").rw(ReadWrite.READ).set("bs", align + 1).set("direct", true).build());
        assertTrue(bs.getMessage().startsWith("bs: direct=1 needs offsets and lengths that are multiples of " + align
                + " bytes on " + dir.resolve("bs")), bs.getMessage());
        assertTrue(bs.getMessage().contains("but bs=" + (align + 1) + " (read) is not"), bs.getMessage());
        JfioException off = refused(job("off").rw(ReadWrite.READ).set("bs", 4096).set("offset", 100).set("direct", true).build());
        assertTrue(off.getMessage().contains("but offset=100 is not"), off.getMessage());
        assertFalse(Files.exists(dir.resolve("bs")) || Files.exists(dir.resolve("off")), "nothing laid out");
        JobRunner.of(JobPlan.of(job("ok").set("bs", 4096).set("offset", 8192).set("direct", true).build())).preflight();
    }

    @Test
    void shouldRefuseDirectIoWhereTheKernelRefusesIt() throws Exception {
        Path mnt = Files.createDirectory(dir.resolve("ramfs"));
        try (TempMount m = TempMount.of("ramfs", mnt)) {
            JobSpec spec = JobSpec.builder("d").set("filename", mnt.resolve("f").toString()).set("size", 1L << 20).set("direct", true).build();
            JfioException e = refused(spec);
            assertTrue(e.getMessage().startsWith("d: direct=1 but O_DIRECT is refused on " + mnt.resolve("f") + " (ramfs): open("),
                    e.getMessage());
            assertTrue(e.getMessage().contains("EINVAL (Invalid argument); fix: use direct=0"), e.getMessage());
            try (var s = Files.list(mnt)) {
                assertEquals(0, s.count(), "neither the job's file nor the probe file is left");
            }
        }
    }

    @Test
    void shouldRefuseWritesOnAReadOnlyMount() throws Exception {
        Path mnt = Files.createDirectory(dir.resolve("ro"));
        try (TempMount m = TempMount.of("tmpfs", mnt)) {
            new ProcessBuilder("mount", "-o", "remount,ro", mnt.toString()).start().waitFor();
            JfioException e = refused(JobSpec.builder("w").set("filename", mnt.resolve("f").toString()).set("size", 1L << 20)
                    .rw(ReadWrite.WRITE).build());
            assertTrue(e.getMessage().startsWith("w: " + mnt.resolve("f") + " is on a read-only mount (tmpfs on "),
                    e.getMessage());
        }
    }

    @Test
    void shouldRefuseALayoutThatDoesNotFit() throws Exception {
        Path mnt = Files.createDirectory(dir.resolve("small"));
        try (TempMount m = TempMount.of("tmpfs", mnt)) {
            Files.write(mnt.resolve("existing"), new byte[4 << 20]);
            JobSpec spec = JobSpec.builder("big").set("filename", mnt.resolve("f").toString()).set("size", 14L << 20)
                    .rw(ReadWrite.RANDREAD).build();
            JfioException e = refused(spec);
            assertTrue(e.getMessage().matches(mnt + " \\(tmpfs\\): not enough free space: laying out the job files needs "
                    + "14.0MiB more, but only 12.0MiB are free; fix: .*"), e.getMessage());
            assertFalse(Files.exists(mnt.resolve("f")));
            JobSpec two = JobSpec.builder("half").set("filename", mnt.resolve("g").toString()).set("size", 7L << 20).build();
            JobSpec other = JobSpec.builder("other").set("filename", mnt.resolve("h").toString()).set("size", 7L << 20).build();
            JfioException both = assertThrows(JfioException.class,
                    () -> JobRunner.of(JobPlan.of(two, other)).preflight());
            assertTrue(both.getMessage().contains("needs 14.0MiB more"), "jobs on one filesystem add up: " + both.getMessage());
        }
    }

    @Test
    void shouldWarnOnceThatABufferedRunMeasuresThePageCache() {
        List<Finding> told = new ArrayList<>();
        RunListener listener = new RunListener() {
            @Override
            public void warning(Finding finding) {
                told.add(finding);
            }
        };
        JobRunner runner = JobRunner.of(JobPlan.of(job("cached").rw(ReadWrite.RANDREAD).build())).listener(listener);
        PreflightReport pre = runner.preflight();
        RunResult result = runner.run();
        assertEquals(1, told.size(), "told once although preflight() and run() both ran: " + told);
        Finding f = told.get(0);
        assertEquals(Finding.Check.PAGE_CACHE, f.check());
        assertEquals("cached", f.subject());
        assertTrue(f.message().startsWith("direct=0 and the working set (1024KiB) fits in RAM ("), f.message());
        assertEquals(pre.warnings(), result.warnings(), "the result keeps the warnings for the JSON report");
        assertTrue(JobRunner.of(JobPlan.of(job("direct").set("direct", true).build())).preflight().warnings().isEmpty());
    }

    @Test
    void shouldWarnAboutABlockSizeAboveMaxSectorsKb() {
        Location loc = Location.of(dir, MountTable.read());
        QueueInfo q = loc.disks().get(0);
        long bs = q.maxSectorsKb() * 1024 * 2;
        PreflightReport r = JobRunner.of(JobPlan.of(job("big").set("size", bs * 2).set("bs", bs).set("direct", true).build())).preflight();
        Finding f = r.warnings().stream().filter(w -> w.check() == Finding.Check.MAX_SECTORS).findFirst().orElseThrow();
        assertTrue(f.message().endsWith("is above max_sectors_kb=" + q.maxSectorsKb() + " of " + q.name()
                + ": each I/O is split into 2 requests"), f.message());
    }

    @Test
    void shouldWarnAboutRandomWritesIntoASparseFileThatIsReadLater() {
        JobSpec writer = job("w").set("filename", dir.resolve("shared").toString()).rw(ReadWrite.RANDWRITE)
                .set("fallocate", org.jfio.job.FallocateMode.NONE).set("number_ios", 16).build();
        JobSpec reader = job("r").set("filename", dir.resolve("shared").toString()).rw(ReadWrite.RANDREAD).set("stonewall", true).build();
        PreflightReport r = JobRunner.of(JobPlan.of(writer, reader)).preflight();
        Finding f = r.warnings().stream().filter(w -> w.check() == Finding.Check.SPARSE_FILE).findFirst().orElseThrow();
        assertEquals(dir.resolve("shared").toString(), f.subject());
        assertTrue(f.message().startsWith("job r reads it and job w writes it at random offsets, but it will be laid out "
                + "without data (job w only writes)"), f.message());
        JobSpec filling = job("w").set("filename", dir.resolve("shared").toString()).rw(ReadWrite.RANDWRITE).set("overwrite", true).build();
        assertTrue(JobRunner.of(JobPlan.of(filling, reader)).preflight().warnings().stream()
                .noneMatch(w -> w.check() == Finding.Check.SPARSE_FILE), "overwrite=1 lays it out with data");
    }

    @Test
    void shouldNoteTheCappedDepthOnlyInTheFullReport() {
        JobSpec deep = job("deep").set("iodepth", 16).set("direct", true).build();
        assertTrue(JobRunner.of(JobPlan.of(deep)).preflight().warnings().isEmpty(),
                "the run prints fio's own note about the cap; the preflight does not repeat it");
        PreflightReport full = Preflight.of(JobPlan.of(deep)).report();
        Finding f = full.warnings().stream().filter(w -> w.check() == Finding.Check.QUEUE_DEPTH).findFirst().orElseThrow();
        assertEquals("iodepth=16 with the synchronous ioengine=psync: the queue depth is capped at 1", f.message());
    }
}
