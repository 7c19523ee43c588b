package org.jfio.cli;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.foreign.Arena;
import java.lang.foreign.FunctionDescriptor;
import java.lang.foreign.Linker;
import java.lang.foreign.ValueLayout;
import java.lang.invoke.MethodHandle;
import java.nio.file.Path;

/**
 * Holds a block device open with {@code O_EXCL} (as md, LVM or a mounted filesystem does) until
 * closed: the claim another program's exclusive open then fails with EBUSY on.
 */
final class ExclusiveHolder implements AutoCloseable {
    private static final int O_RDONLY = 0;
    private static final int O_EXCL = 0200; // <asm-generic/fcntl.h>
    private static final Linker LINKER = Linker.nativeLinker();
    private static final MethodHandle OPEN = LINKER.downcallHandle(LINKER.defaultLookup().find("open").orElseThrow(),
            FunctionDescriptor.of(ValueLayout.JAVA_INT, ValueLayout.ADDRESS, ValueLayout.JAVA_INT),
            Linker.Option.firstVariadicArg(2));
    private static final MethodHandle CLOSE = LINKER.downcallHandle(LINKER.defaultLookup().find("close").orElseThrow(),
            FunctionDescriptor.of(ValueLayout.JAVA_INT, ValueLayout.JAVA_INT));
    private final int fd;

    private ExclusiveHolder(int fd) {
        this.fd = fd;
    }

    static ExclusiveHolder open(Path device) {
        try (Arena arena = Arena.ofConfined()) {
            int fd = (int) OPEN.invokeExact(arena.allocateFrom(device.toString()), O_RDONLY | O_EXCL);
            assertTrue(fd >= 0, "open(" + device + ", O_EXCL) failed");
            return new ExclusiveHolder(fd);
        } catch (Throwable t) {
            throw new AssertionError("open(" + device + ", O_EXCL)", t);
        }
    }

    @Override
    public void close() {
        try {
            int ignored = (int) CLOSE.invokeExact(fd);
        } catch (Throwable t) {
            throw new AssertionError("close", t);
        }
    }
}
