package org.jfio.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.RandomAccessFile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A mapped file cut short while the mmap engine reads it: the read faults (SIGBUS, which the JVM
 * turns into an {@code InternalError}); the clone fails with one line (the request's EIO, or the
 * fault itself when the JVM raises it past the engine's copy) and jfio exits 1, as for any failed
 * clone, instead of the job thread dying.
 */
class MemoryFaultTest {
    @TempDir
    Path tmp;

    @Test
    void shouldEndTheJobWithOneLineWhenTheMappedFileShrinks() throws Exception {
        Path f = tmp.resolve("mapped.dat");
        try (RandomAccessFile raf = new RandomAccessFile(f.toFile(), "rw")) {
            raf.write(new byte[16 << 20]);
        }
        try (ChildJfio jfio = ChildJfio.start("--name=m", "--ioengine=mmap", "--filename=" + f, "--size=16m",
                "--rw=randread", "--time_based", "--runtime=60", "--eta=always", "--eta-interval=250ms",
                "--jit_warmup=0")) {
            jfio.awaitStderr(Pattern.compile("Jobs: 1 .*\\[r\\(1\\)\\]"), 60);
            try (RandomAccessFile raf = new RandomAccessFile(f.toFile(), "rw")) {
                raf.setLength(4096); // the mapping now reaches past the file's end: reads there fault
            }
            assertEquals(ExitCode.JOB_ERROR, jfio.await(60), jfio.stderr());
            // the JVM raises the fault in compiled code a little after the access: inside the engine's
            // copy it becomes the request's EIO (MmapEngine), past it the clone's SIGBUS line (JobWorker)
            assertTrue(jfio.stderr().contains("jfio: m: memory access fault (SIGBUS")
                    || jfio.stderr().contains("jfio: m: read of 4096 bytes at offset"), jfio.stderr());
            assertTrue(jfio.stderr().contains("EIO") || jfio.stderr().contains("SIGBUS"), jfio.stderr());
        }
        assertEquals(4096, Files.size(f), "the file is left as the test cut it");
    }
}
