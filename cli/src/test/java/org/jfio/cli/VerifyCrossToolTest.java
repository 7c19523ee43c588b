package org.jfio.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

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
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * jfio's verify blocks are fio 3.33's: a file written by fio with {@code verify=X} passes
 * {@code jfio --verify_only}, a file written by jfio passes {@code fio --verify_only}, for every
 * algorithm and for {@code pattern}; and each tool finds the other's damaged block. fio is the
 * Debian package (CI installs it; without it the test is skipped, or fails when {@code CI=true}).
 */
class VerifyCrossToolTest {
    private static final int BLOCKS = 32;

    @TempDir
    Path dir;

    private List<String> options(Path file, String mode) {
        List<String> o = new ArrayList<>(List.of("--name=x", "--filename=" + file, "--size=" + BLOCKS * 4096, "--bs=4k",
                "--rw=randwrite", "--ioengine=psync"));
        if (mode.startsWith("pattern")) {
            o.add("--verify_pattern=0x5a6b%o\"fio\""); // alone: fio's header, then the pattern
            if (mode.equals("pattern-nohdr")) {
                o.add("--verify=pattern"); // fio 3.33's strict pattern, no header
            }
        } else {
            o.add("--verify=" + mode);
        }
        return o;
    }

    private int fio(List<String> options, String... extra) throws IOException, InterruptedException {
        List<String> cmd = new ArrayList<>(List.of(ChildJfio.requireTool("fio"), "--output-format=json", "--verify_state_save=0"));
        cmd.addAll(options);
        cmd.addAll(List.of(extra));
        Process p = new ProcessBuilder(cmd).directory(dir.toFile()).redirectErrorStream(true)
                .redirectOutput(dir.resolve("fio.out").toFile()).start();
        assertTrue(p.waitFor(120, TimeUnit.SECONDS), "fio finished");
        String out = Files.readString(dir.resolve("fio.out"), StandardCharsets.UTF_8);
        if (p.exitValue() != 0) {
            return jobError(out);
        }
        JsonNode job = new ObjectMapper().readTree(out.substring(out.indexOf('{'))).path("jobs").get(0);
        assertEquals(0, job.path("error").asInt(), out);
        return 0;
    }

    private static int jobError(String out) throws IOException {
        int brace = out.indexOf('{');
        if (brace < 0) {
            return -1;
        }
        return new ObjectMapper().readTree(out.substring(brace)).path("jobs").get(0).path("error").asInt();
    }

    private static MainTest.Result jfio(List<String> options, String... extra) {
        List<String> all = new ArrayList<>(options);
        all.addAll(List.of(extra));
        all.add("--output-format=json");
        all.add("--verify_state_save=0"); // as fio's side: no state file in the working directory
        return MainTest.run(all.toArray(String[]::new));
    }

    private static void flip(Path file, long at) throws IOException {
        try (RandomAccessFile raf = new RandomAccessFile(file.toFile(), "rw")) {
            raf.seek(at);
            int b = raf.read();
            raf.seek(at);
            raf.write(b ^ 0x01);
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"crc32c", "md5", "pattern", "pattern-nohdr", "crc32c-intel", "crc64", "crc32", "crc16", "crc7", "xxhash", "sha1",
        "sha256", "sha512", "sha3-224", "sha3-256", "sha3-384", "sha3-512", "meta"})
    void shouldVerifyFioBlocksAndFioShouldVerifyJfioBlocks(String mode) throws Exception {
        Path byFio = dir.resolve("by-fio.dat");
        List<String> fioSide = options(byFio, mode);
        assertEquals(0, fio(fioSide, "--do_verify=0"), "fio writes");
        MainTest.Result check = jfio(fioSide, "--verify_only=1");
        assertEquals(0, check.code(), check.err());
        JsonNode v = new ObjectMapper().readTree(check.out()).path("jobs").get(0).path("jfio").path("verify");
        assertEquals(BLOCKS, v.path("blocks_verified").asInt(), check.out());

        Path byJfio = dir.resolve("by-jfio.dat");
        List<String> jfioSide = options(byJfio, mode);
        MainTest.Result write = jfio(jfioSide, "--do_verify=0");
        assertEquals(0, write.code(), write.err());
        assertEquals(0, fio(jfioSide, "--verify_only=1"), "fio verifies what jfio wrote");
    }

    @ParameterizedTest
    @ValueSource(strings = {"crc32c", "md5", "pattern"})
    void shouldEachFindTheOtherToolsDamagedBlock(String mode) throws Exception {
        Path byFio = dir.resolve("bad-fio.dat");
        List<String> fioSide = options(byFio, mode);
        assertEquals(0, fio(fioSide, "--do_verify=0"));
        flip(byFio, 9L * 4096 + 3000);
        MainTest.Result check = jfio(fioSide, "--verify_only=1");
        assertEquals(1, check.code(), check.out());
        assertTrue(check.err().contains("offset " + 9L * 4096), check.err());

        Path byJfio = dir.resolve("bad-jfio.dat");
        List<String> jfioSide = options(byJfio, mode);
        assertEquals(0, jfio(jfioSide, "--do_verify=0").code());
        flip(byJfio, 17L * 4096 + 2000);
        assertEquals(84, fio(jfioSide, "--verify_only=1"), "fio reports EILSEQ on the block jfio wrote and we damaged");
    }
}
