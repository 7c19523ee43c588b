package org.jfio.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;

import org.jfio.job.JobPlan;
import org.jfio.job.JobSpec;
import org.jfio.job.ReadWrite;
import org.jfio.result.LayoutProgress;
import org.jfio.result.RunResult;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The layout's progress as an embedder sees it: {@link RunListener#layoutProgress} events and
 * {@link JobRunner#layoutProgress()}, on real files; and a short file laid out again is extended
 * from its end, its bytes kept, with a warning saying so.
 */
class LayoutProgressTest {
    private static final long MIB = 1L << 20;

    @TempDir
    Path dir;

    /** Collects the events and what {@link JobRunner#layoutProgress()} said during each. */
    private static final class Recorder implements RunListener {
        final List<LayoutProgress> events = new ArrayList<>();
        final List<Boolean> polled = new ArrayList<>();
        final List<String> warnings = new ArrayList<>();
        final AtomicReference<JobRunner> runner = new AtomicReference<>();

        @Override
        public void layoutProgress(LayoutProgress p) {
            events.add(p);
            polled.add(runner.get().layoutProgress().isPresent());
        }

        @Override
        public void warning(String line) {
            warnings.add(line);
        }
    }

    private Recorder run(JobSpec job) {
        Recorder rec = new Recorder();
        JobRunner runner = JobRunner.of(JobPlan.of(job)).listener(rec);
        rec.runner.set(runner);
        RunResult r = runner.run();
        assertEquals(0, r.firstError(), r.toString());
        assertTrue(runner.layoutProgress().isEmpty(), "no layout after the run");
        return rec;
    }

    @Test
    void shouldTellEachFileItsStepsAndTheEndWithBytesThatOnlyGrow() {
        // three files of 20 MiB: each is told when it starts and after 8, 16 and 20 MiB; then the end
        JobSpec job = JobSpec.builder("lay").set("directory", dir.toString()).set("nrfiles", 3).set("size", 60 * MIB)
                .rw(ReadWrite.READ).set("bs", 4096).set("number_ios", 1).build();
        Recorder rec = run(job);
        List<LayoutProgress> ev = rec.events;
        assertEquals(3 * (1 + 3) + 1, ev.size(), ev.toString());
        long last = -1;
        for (int i = 0; i < ev.size(); i++) {
            LayoutProgress p = ev.get(i);
            assertEquals("lay", p.jobName());
            assertEquals(3, p.fileCount());
            assertEquals(60 * MIB, p.totalBytes());
            assertEquals(20 * MIB, p.fileBytes());
            assertTrue(p.doneBytes() >= last, "bytes only grow: " + ev);
            assertTrue(p.fileDoneBytes() <= p.fileBytes() && p.doneBytes() <= p.totalBytes(), p.toString());
            assertEquals(i == ev.size() - 1, p.done(), "only the last event is the end: " + p);
            assertEquals(!p.done(), rec.polled.get(i), "JobRunner.layoutProgress() has the reading while the layout runs");
            last = p.doneBytes();
        }
        assertEquals(List.of(0L, 8 * MIB, 16 * MIB, 20 * MIB),
                ev.subList(0, 4).stream().map(LayoutProgress::fileDoneBytes).toList(), "the first file's steps");
        assertEquals(List.of(0, 1, 2), ev.stream().map(LayoutProgress::fileIndex).distinct().toList());
        LayoutProgress end = ev.get(ev.size() - 1);
        assertEquals(60 * MIB, end.doneBytes(), "the end has every byte");
        assertTrue(end.elapsedNs() > 0 && end.bytesPerSec() > 0, end.toString());
        assertEquals(0, end.etaSec(), "nothing left");
        assertTrue(rec.warnings.isEmpty(), "new files: nothing to say: " + rec.warnings);
    }

    @Test
    void shouldExtendAShortFileFromItsEndKeepingItsBytesAndSaySo() throws Exception {
        Path f = dir.resolve("short.dat");
        JobSpec first = JobSpec.builder("a").set("filename", f.toString()).set("size", 4 * MIB).rw(ReadWrite.READ)
                .set("number_ios", 1).build();
        run(first);
        String before = sha256(f, 4 * MIB);
        JobSpec longer = JobSpec.builder("b").set("filename", f.toString()).set("size", 12 * MIB).rw(ReadWrite.READ)
                .set("number_ios", 1).build();
        Recorder rec = run(longer);
        assertEquals(12 * MIB, Files.size(f));
        assertEquals(before, sha256(f, 4 * MIB), "the first 4 MiB are untouched");
        assertFalse(sha256(f, 12 * MIB).equals(sha256(f, 4 * MIB)), "the rest has data");
        assertEquals(List.of("b: " + f + " is 4194304 of 12582912 bytes long: laying out the rest from there "
                + "(the bytes already in it are kept)"), rec.warnings);
        LayoutProgress end = rec.events.get(rec.events.size() - 1);
        assertEquals(8 * MIB, end.totalBytes(), "the layout counts what it writes, not what was there");
        assertEquals(8 * MIB, end.doneBytes());
    }

    @Test
    void shouldTellOneEventPerFileForALayoutWithoutData() {
        JobSpec job = JobSpec.builder("w").set("directory", dir.toString()).set("nrfiles", 2).set("size", 64 * MIB)
                .rw(ReadWrite.WRITE).set("create_only", true).build();
        Recorder rec = run(job);
        assertEquals(List.of(0L, 32 * MIB, 32 * MIB, 64 * MIB, 64 * MIB),
                rec.events.stream().map(LayoutProgress::doneBytes).toList(), rec.events.toString());
        assertTrue(rec.events.get(4).done());
    }

    private static String sha256(Path f, long bytes) throws IOException {
        try (InputStream in = Files.newInputStream(f)) {
            MessageDigest md = MessageDigest.getInstance("SHA-256");
            byte[] buf = new byte[1 << 16];
            long left = bytes;
            while (left > 0) {
                int n = in.read(buf, 0, (int) Math.min(buf.length, left));
                if (n < 0) {
                    break;
                }
                md.update(buf, 0, n);
                left -= n;
            }
            return HexFormat.of().formatHex(md.digest());
        } catch (java.security.NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
