package org.jfio.run;

import java.io.IOException;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;

import org.jfio.spi.IoUnit;
import org.jfio.verify.BlockChecker;
import org.jfio.verify.VerifyFailure;

/**
 * {@code verify_dump}: the bad block as read and as it should be, written to
 * {@code <file name>.<offset>.received} and {@code .expected} in the working directory, as fio
 * 3.33 names them. The expected copy is regenerated from the generation the block should hold
 * (the header's own seed when that is not known). Only on a failure.
 */
final class VerifyDump {
    private VerifyDump() {
    }

    static void write(IoUnit unit, VerifyFailure f, BlockChecker checker, ByteBuffer view) {
        long offset = unit.requestOffsetBytes();
        int length = unit.requestLengthBytes();
        String base = unit.file().path().getFileName() + "." + offset;
        MemorySegment received = unit.slot().asSlice(0, length);
        long seed = f.expectedSeed() >= 0 ? f.expectedSeed() : f.foundSeed();
        MemorySegment expected = checker.expectedBlock(offset, length, seed);
        save(Path.of(base + ".received"), received);
        save(Path.of(base + ".expected"), expected.asSlice(0, length));
    }

    private static void save(Path path, MemorySegment data) {
        try {
            Files.write(path, data.toArray(ValueLayout.JAVA_BYTE));
        } catch (IOException e) {
            throw new org.jfio.spi.JfioException("verify_dump: cannot write " + path + ": " + e.getMessage(), e);
        }
    }
}
