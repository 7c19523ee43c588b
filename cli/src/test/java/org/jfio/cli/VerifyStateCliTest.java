package org.jfio.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * fio's verify state through the command, in a temp working directory (where fio and jfio put
 * {@code local-<job>-<n>-verify.state}): a write job stopped by Ctrl-C saves how far it got, and
 * both jfio and fio 3.33 then verify exactly those blocks with {@code verify_state_load=1}; a
 * state fio saved is read by jfio the same way. The options' {@code --cmdhelp} and JSON echo.
 */
class VerifyStateCliTest {
    private static final int BS = 4096;
    private static final long WAIT_NS = TimeUnit.SECONDS.toNanos(60);

    @TempDir
    Path dir;

    private static List<String> write(String rate) {
        return List.of("--name=s", "--filename=d.dat", "--size=4m", "--bs=4k", "--rw=write", "--ioengine=psync",
                "--verify=crc32c", "--rate=" + rate);
    }

    private static List<String> verifyOnly() {
        return List.of("--name=s", "--filename=d.dat", "--size=4m", "--bs=4k", "--rw=write", "--ioengine=psync",
                "--verify=crc32c", "--verify_only", "--verify_state_load=1", "--output-format=json");
    }

    /** Waits until block {@code block} of d.dat holds a header (fio's magic, little-endian). */
    private void awaitBlock(int block, ChildJfio jfio) throws IOException, InterruptedException {
        Path f = dir.resolve("d.dat");
        long deadline = System.nanoTime() + WAIT_NS;
        while (System.nanoTime() < deadline && jfio.alive()) {
            if (Files.exists(f) && Files.size(f) > (long) (block + 1) * BS) {
                try (RandomAccessFile raf = new RandomAccessFile(f.toFile(), "r")) {
                    raf.seek((long) block * BS);
                    if (raf.read() == 0xca && raf.read() == 0xac) {
                        return;
                    }
                }
            }
            Thread.sleep(5);
        }
        fail("block " + block + " was not written; stderr: " + jfio.stderr());
    }

    /** @return the state file's numberio (verify-state.h: after the 24-byte header, no_comps, depth, nofiles) */
    private long numberio() throws IOException {
        byte[] b = Files.readAllBytes(dir.resolve("local-s-0-verify.state"));
        assertEquals(3, b[0], "version 3");
        return java.nio.ByteBuffer.wrap(b).order(java.nio.ByteOrder.LITTLE_ENDIAN).getLong(24 + 16);
    }

    private JsonNode jfioJson(List<String> args) throws IOException, InterruptedException {
        try (ChildJfio jfio = ChildJfio.startIn(dir, args.toArray(String[]::new))) {
            int code = jfio.await(120);
            assertEquals(0, code, jfio.stderr());
            return new ObjectMapper().readTree(jfio.stdout()).path("jobs").get(0);
        }
    }

    private String fio(List<String> args) throws IOException, InterruptedException {
        List<String> cmd = new ArrayList<>(List.of(ChildJfio.requireTool("fio")));
        cmd.addAll(args);
        Process p = new ProcessBuilder(cmd).directory(dir.toFile()).redirectErrorStream(true)
                .redirectOutput(dir.resolve("fio.out").toFile()).start();
        assertTrue(p.waitFor(120, TimeUnit.SECONDS), "fio finished");
        String out = Files.readString(dir.resolve("fio.out"), StandardCharsets.UTF_8);
        assertEquals(0, p.exitValue(), out);
        return out;
    }

    @Test
    void shouldSaveTheStateOnCtrlCSoJfioAndFioVerifyWhatWasWritten() throws Exception {
        long writes;
        List<String> args = new ArrayList<>(write("100k"));
        args.add("--output-format=json");
        try (ChildJfio jfio = ChildJfio.startIn(dir, args.toArray(String[]::new))) {
            awaitBlock(20, jfio);
            jfio.signal("INT");
            assertEquals(ExitCode.INTERRUPTED, jfio.await(60), jfio.stderr());
            writes = new ObjectMapper().readTree(jfio.stdout()).path("jobs").get(0).path("write").path("total_ios").asLong();
        }
        assertEquals(writes, numberio(), "the state counts the writes the report counts");
        assertTrue(writes > 20 && writes < 1024, "stopped part way: " + writes);

        JsonNode v = jfioJson(verifyOnly());
        assertEquals(0, v.path("error").asInt());
        assertEquals(writes, v.path("jfio").path("verify").path("blocks_verified").asLong(), v.toString());
        assertEquals(writes, v.path("read").path("total_ios").asLong());

        List<String> fioArgs = new ArrayList<>(verifyOnly());
        fioArgs.add("--verify_state_save=0");
        JsonNode f = new ObjectMapper().readTree(fio(fioArgs)).path("jobs").get(0);
        assertEquals(0, f.path("error").asInt(), f.toString());
        assertEquals(writes * 4, f.path("read").path("io_kbytes").asLong(), "fio verifies the blocks jfio's state names");
    }

    @Test
    void shouldVerifyWhatFiosStateSaysWasWritten() throws Exception {
        List<String> args = new ArrayList<>(write("200k"));
        args.addAll(List.of("--runtime=1", "--output-format=json"));
        JsonNode w = new ObjectMapper().readTree(fio(args)).path("jobs").get(0);
        long writes = w.path("write").path("total_ios").asLong();
        assertTrue(writes > 0 && writes < 1024, "fio stopped part way: " + writes);
        assertEquals(writes, numberio());

        JsonNode v = jfioJson(verifyOnly());
        assertEquals(writes, v.path("jfio").path("verify").path("blocks_verified").asLong(), v.toString());
        assertEquals(writes, v.path("read").path("total_ios").asLong());
    }

    @Test
    void shouldSayInOneLineThatAStateDirWhichIsAFileIsNotADirectory() throws IOException {
        Path file = Files.writeString(dir.resolve("not-a-dir"), "x");
        String data = dir.resolve("d.dat").toString();
        MainTest.Result save = MainTest.run("--name=s", "--filename=" + data, "--size=64k", "--rw=write",
                "--ioengine=psync", "--verify=crc32c", "--verify_state_dir=" + file).assertBadInput();
        assertEquals("jfio: s: verify_state_dir=" + file + ": not a directory (the state file is written there when"
                + " the job ends)\n", save.err());
        MainTest.Result none = MainTest.run("--name=s", "--filename=" + data, "--size=64k", "--rw=write",
                "--ioengine=psync", "--verify=crc32c", "--verify_state_dir=" + dir.resolve("none")).assertBadInput();
        assertEquals("jfio: s: verify_state_dir=" + dir.resolve("none") + ": no such directory (the state file is"
                + " written there when the job ends)\n", none.err());
        assertTrue(Files.notExists(dir.resolve("d.dat")), "nothing written before the checks passed");
        byte[] written = new byte[64 * 1024];
        Files.write(dir.resolve("d.dat"), written); // what verify_only would read back
        MainTest.Result load = MainTest.run("--name=s", "--filename=" + data, "--size=64k", "--rw=write",
                "--ioengine=psync", "--verify=crc32c", "--verify_only", "--verify_state_load=1",
                "--verify_state_dir=" + file).assertBadInput();
        assertEquals("jfio: s: verify_state_dir=" + file + ": not a directory (the state files are read from it)\n",
                load.err());
        assertEquals("x", Files.readString(file), "the file given as the directory is untouched");
    }

    @Test
    void shouldDescribeAndEchoTheOptions() {
        for (String o : List.of("verify_state_save", "verify_state_load", "experimental_verify", "verify_state_dir")) {
            MainTest.Result r = MainTest.run("--cmdhelp=" + o);
            assertEquals(ExitCode.OK, r.code(), o);
            assertTrue(r.out().contains(o) && !r.out().contains("refused"), r.out());
        }
        MainTest.Result r = MainTest.run("--name=t", "--ioengine=null", "--size=1m", "--rw=randwrite", "--verify=md5",
                "--experimental_verify=1", "--verify_state_save=0", "--verify_state_load=0", "--output-format=json");
        assertEquals(ExitCode.OK, r.code(), r.err());
        for (String echo : List.of("\"experimental_verify\" : \"1\"", "\"verify_state_save\" : \"0\"", "\"verify_state_load\" : \"0\"")) {
            assertTrue(r.out().contains(echo), echo + " in " + r.out());
        }
    }
}
