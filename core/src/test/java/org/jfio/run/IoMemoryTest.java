package org.jfio.run;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HexFormat;
import java.util.List;

import org.jfio.api.JobRunner;
import org.jfio.job.JobPlan;
import org.jfio.spi.IoEngineProvider;
import org.jfio.spi.JfioException;
import org.jfio.testkit.InlineEngineProvider;
import org.jfio.testkit.TestEngines;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * fio's {@code mem}: the I/O buffers come from the source named, as {@code /proc/self/maps}
 * shows while the job runs (a {@code SYSV} segment for shm, the file for {@code mmap:FILE}, an
 * anonymous mapping of their own for mmap), and a psync job writes through them correctly.
 */
class IoMemoryTest {
    @TempDir
    Path dir;

    private volatile String mapping;

    /** Records the /proc/self/maps line of its first buffer. */
    private IoEngineProvider mapsReader() {
        return new InlineEngineProvider("maps", "finds its buffer in /proc/self/maps", unit -> {
            if (mapping == null) {
                mapping = mappingOf(unit.buffer().address());
            }
        });
    }

    private static String mappingOf(long address) {
        try {
            for (String line : Files.readAllLines(Path.of("/proc/self/maps"))) {
                String[] range = line.substring(0, line.indexOf(' ')).split("-");
                if (Long.parseUnsignedLong(range[0], 16) <= address && address < Long.parseUnsignedLong(range[1], 16)) {
                    return line;
                }
            }
            return "";
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private String mappingFor(String mem) {
        mapping = null;
        String text = "[m]\nioengine=maps\nrw=read\nbs=64k\nsize=1m\nmem=" + mem + "\n";
        TestEngines.runText(text, mapsReader());
        return mapping;
    }

    @Test
    void shouldTakeBuffersFromSystemVSharedMemoryUnderShm() {
        assertTrue(mappingFor("shm").contains("/SYSV"), mapping);
    }

    @Test
    void shouldMapTheFileOfMmapFileAndDeleteItAfterwards() {
        Path f = dir.resolve("buffers");
        assertTrue(mappingFor("mmap:" + f).endsWith(f.toString()), mapping);
        assertFalse(Files.exists(f), "jfio created the file, so it deletes it");
        assertTrue(mappingFor("mmapshared:" + f).endsWith(f.toString()), mapping);
    }

    @Test
    void shouldKeepAMmapFileThatWasThereAsItWas() throws IOException {
        Path f = dir.resolve("kept");
        byte[] content = new byte[128 * 1024];
        new java.util.Random(7).nextBytes(content);
        Files.write(f, content);
        assertTrue(mappingFor("mmap:" + f).endsWith(f.toString()), mapping);
        assertArrayEquals(content, Files.readAllBytes(f), "neither truncated to the 64 KiB of buffers nor written (MAP_PRIVATE)");
    }

    @Test
    void shouldRefuseToLengthenAMmapFileThatWasThere() throws IOException {
        // fio 3.33 ftruncates it to the buffers' size; jfio never changes the length of a file it did not create
        Path f = dir.resolve("short");
        Files.write(f, new byte[8192]);
        for (String mem : List.of("mmap", "mmapshared")) {
            JfioException e = assertThrows(JfioException.class, () -> mappingFor(mem + ":" + f));
            assertTrue(e.getMessage().contains("mem=" + mem + ":" + f + ": the file is 8192 bytes and the buffers need 65536; "
                    + "jfio does not lengthen a file it did not create"), e.getMessage());
            assertEquals(8192, Files.size(f));
        }
    }

    @Test
    void shouldUseAnAnonymousMappingUnderMmap() {
        String line = mappingFor("mmap");
        String[] f = line.strip().split("\\s+");
        assertEquals(5, f.length, "an anonymous mapping has no path: " + line);
        assertTrue(f[1].startsWith("rw-p"), line);
    }

    @Test
    void shouldRefuseHugePagesWhenNoneAreReserved() {
        if (IoMemory.hugePagesTotal() != 0) {
            assertTrue(mappingFor("mmaphuge") != null, "huge pages are reserved here: the job runs");
            return;
        }
        for (String mem : List.of("shmhuge", "mmaphuge")) {
            JfioException e = assertThrows(JfioException.class, () -> mappingFor(mem));
            assertTrue(e.getMessage().contains("mem=" + mem + ": no huge pages are reserved"), e.getMessage());
        }
    }

    @Test
    void shouldRefuseHugePagesBeforeLayingOutTheFile() {
        Path f = dir.resolve("f");
        org.jfio.job.JobSpec spec = org.jfio.job.JobSpec.builder("h").set("filename", f.toString()).set("size", 1L << 20)
                .set("ioengine", "psync").rw(org.jfio.job.ReadWrite.READ).set("mem", "shmhuge").build();
        org.jfio.api.JobRunner runner = org.jfio.api.JobRunner.of(org.jfio.job.JobPlan.of(spec));
        if (IoMemory.hugePagesTotal() != 0) {
            runner.run();
            assertTrue(Files.exists(f), "huge pages are reserved here: the job runs");
            return;
        }
        JfioException e = assertThrows(JfioException.class, runner::preflight);
        assertTrue(e.getMessage().startsWith("h: mem=shmhuge: no huge pages are reserved"), e.getMessage());
        assertFalse(Files.exists(f), "refused before the file is laid out");
    }

    @Test
    void shouldWriteTheDataThroughEverySource() throws IOException {
        for (String mem : List.of("malloc", "shm", "mmap", "mmapshared", "mmap:" + dir.resolve("m"))) {
            Path target = dir.resolve("data");
            Files.deleteIfExists(target);
            String text = "[w]\nfilename=" + target + "\nrw=write\nbs=16k\nsize=256k\nbuffer_pattern=0xdeadbeef\nmem=" + mem + "\n";
            JobRunner.of(JobPlan.fromJobText(text)).run();
            byte[] data = Files.readAllBytes(target);
            assertEquals(256 * 1024, data.length, mem);
            assertEquals("deadbeefdeadbeef", HexFormat.of().formatHex(data, data.length - 8, data.length), mem);
        }
    }
}
