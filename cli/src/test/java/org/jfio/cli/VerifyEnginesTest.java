package org.jfio.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.file.Files;
import java.nio.file.Path;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Verification on the native async engines at depth (verify_backlog at iodepth 32, overwrites
 * without a random map at iodepth 64 in a randrw job: no false failures), and the journal
 * surviving a SIGKILL of the writing run and still catching a lost write afterwards.
 */
class VerifyEnginesTest {
    @TempDir
    Path dir;

    private static JsonNode run(String... args) throws IOException {
        String[] all = java.util.Arrays.copyOf(args, args.length + 1);
        all[args.length] = "--verify_state_save=0"; // no fio state file in the working directory
        MainTest.Result r = MainTest.run(all);
        if (r.code() != 0 && r.err().contains("is not available") && !"true".equalsIgnoreCase(System.getenv("CI"))) {
            Assumptions.abort(r.err());
        }
        assertEquals(0, r.code(), r.err());
        return new ObjectMapper().readTree(r.out()).path("jobs").get(0);
    }

    @ParameterizedTest
    @ValueSource(strings = {"libaio", "io_uring"})
    void shouldVerifyABacklogAtDepth32(String engine) throws IOException {
        JsonNode job = run("--name=b", "--filename=" + dir.resolve("b.dat"), "--size=8m", "--bs=4k", "--rw=randwrite",
                "--ioengine=" + engine, "--iodepth=32", "--direct=1", "--verify=crc32c", "--verify_backlog=64",
                "--output-format=json");
        JsonNode v = job.path("jfio").path("verify");
        assertEquals(2048, v.path("blocks_verified").asInt(), job.toString());
        assertEquals(0, v.path("failures").asInt());
        assertEquals(2048, job.path("read").path("total_ios").asInt(), "each block read back once");
    }

    @ParameterizedTest
    @ValueSource(strings = {"libaio", "io_uring"})
    void shouldGiveNoFalseFailuresWithOverwritesAtDepth64(String engine) throws IOException {
        JsonNode job = run("--name=n", "--filename=" + dir.resolve("n.dat"), "--size=4m", "--io_size=32m", "--bs=4k",
                "--rw=randrw", "--norandommap", "--ioengine=" + engine, "--iodepth=64", "--direct=1", "--verify=md5",
                "--output-format=json");
        JsonNode v = job.path("jfio").path("verify");
        assertEquals(0, v.path("failures").asInt(), job.toString());
        assertTrue(v.path("blocks_verified").asInt() > 500, v.toString());
    }

    @Test
    void shouldKeepTheJournalThroughASigkillAndCatchALostWriteAfter() throws Exception {
        Path file = dir.resolve("k.dat");
        Path journal = dir.resolve("k.journal");
        String[] base = {"--name=k", "--filename=" + file, "--size=1m", "--bs=4k", "--rw=randwrite", "--verify=crc32c",
            "--verify_journal=" + journal};
        run(concat(base, "--output-format=json"));
        byte[] old = read(file, 5L * 4096);
        long firstRun = Files.size(journal);
        // passes of writes and read-backs (each read-back writes the journal out), killed after two status reports
        try (ChildJfio child = ChildJfio.start(concat(base, "--loops=100000", "--runtime=60", "--status-interval=1"))) {
            child.readStdoutUntil("Run status group");
            child.readStdoutUntil("Run status group");
            child.signal("KILL");
            child.await(30);
        }
        assertTrue(Files.size(journal) >= firstRun + 4 * 256 * 32, "the killed run's records are in the journal: " + Files.size(journal));
        JsonNode after = run(concat(base, "--verify_only", "--output-format=json"));
        assertEquals(256, after.path("jfio").path("verify").path("blocks_verified").asInt(), "no false lost write after the kill");
        write(file, 5L * 4096, old);
        MainTest.Result lost = MainTest.run(concat(base, "--verify_only"));
        assertEquals(1, lost.code(), lost.out());
        assertTrue(lost.err().contains("lost write") && lost.err().contains("offset 20480,"), lost.err());
    }

    private static String[] concat(String[] a, String... b) {
        String[] r = java.util.Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, r, a.length, b.length);
        return r;
    }

    private static byte[] read(Path f, long at) throws IOException {
        try (RandomAccessFile raf = new RandomAccessFile(f.toFile(), "r")) {
            byte[] b = new byte[4096];
            raf.seek(at);
            raf.readFully(b);
            return b;
        }
    }

    private static void write(Path f, long at, byte[] b) throws IOException {
        try (RandomAccessFile raf = new RandomAccessFile(f.toFile(), "rw")) {
            raf.seek(at);
            raf.write(b);
        }
    }
}
