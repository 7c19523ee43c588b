package org.jfio.job;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.jfio.api.EngineRegistry;
import org.jfio.spi.JfioException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class PlanChecksTest {
    @TempDir
    Path dir;

    private final EngineRegistry engines = EngineRegistry.load();

    private void check(String... args) {
        PlanChecks.checkFiles(new ArgvParser().parse(List.of(args)));
    }

    private String error(String... args) {
        return assertThrows(JfioException.class, () -> check(args)).getMessage();
    }

    @Test
    void shouldNeedSizeForAFileThatDoesNotExist() {
        String m = error("--name=w", "--filename=" + dir.resolve("missing"));
        assertTrue(m.startsWith("w: you need to specify size="), m);
        assertTrue(m.contains("does not exist"), m);
        String generated = error("--name=gen", "--directory=" + dir);
        assertTrue(generated.contains("gen.0.0"), generated);
    }

    @Test
    void shouldTakeTheSizeOfAnExistingFile() throws IOException {
        Path f = Files.write(dir.resolve("f"), new byte[8192]);
        assertDoesNotThrow(() -> check("--name=w", "--filename=" + f));
        Path empty = Files.createFile(dir.resolve("empty"));
        assertTrue(error("--name=w", "--filename=" + empty).contains("is empty"));
    }

    @Test
    void shouldTellTheEnginesFixForDirectIoOnABufferedOnlyEngine() {
        JobPlan plan = new ArgvParser().parse(List.of("--name=m", "--ioengine=mmap", "--direct=1", "--size=1m",
                "--filename=" + dir.resolve("f")));
        String m = assertThrows(JfioException.class, () -> PlanChecks.checkEngines(plan, engines)).getMessage();
        assertEquals("m: ioengine=mmap does not support direct=1 (O_DIRECT); use direct=0, or an engine with O_DIRECT"
                + " such as psync, libaio or io_uring", m);
    }

    @Test
    void shouldRejectADirectoryAsFilename() {
        String m = error("--name=d", "--filename=" + dir, "--size=1m");
        assertEquals("d: filename=" + dir + " is a directory; give a file or device (or use directory=" + dir + ")", m);
    }

    @Test
    void shouldRejectUnknownEngines() {
        JobPlan plan = new ArgvParser().parse(List.of("--name=t", "--size=1m", "--ioengine=bogus"));
        String m = assertThrows(JfioException.class, () -> PlanChecks.check(plan, engines)).getMessage();
        assertTrue(m.startsWith("ioengine=bogus: unknown engine"), m);
    }
}
