package org.jfio.nativeheaders.libc;

import java.lang.foreign.FunctionDescriptor;
import java.lang.foreign.Linker;
import java.lang.foreign.MemorySegment;
import java.lang.invoke.MethodHandle;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ErrnoTest {

    private static final int MAX_ERRNO = 133;

    @Test
    @SuppressWarnings("restricted")
    void shouldNameEveryErrnoAsGlibcDoes() throws Throwable {
        // glibc 2.32+ strerrorname_np returns the macro name, or NULL for a value without one
        Linker linker = Linker.nativeLinker();
        MethodHandle strerrorname = linker.downcallHandle(
                linker.defaultLookup().findOrThrow("strerrorname_np"),
                FunctionDescriptor.of(libc_h.C_POINTER, libc_h.C_INT));
        List<String> wrong = new ArrayList<>();
        for (int e = 1; e <= MAX_ERRNO + 10; e++) {
            MemorySegment p = (MemorySegment) strerrorname.invokeExact(e);
            String expected = p.equals(MemorySegment.NULL) ? "errno " + e : p.getString(0);
            if (!expected.equals(Errno.name(e))) {
                wrong.add(e + ": glibc " + expected + ", Errno " + Errno.name(e));
            }
        }
        assertTrue(wrong.isEmpty(), String.join("\n", wrong));
    }

    @Test
    void shouldNameCommonValuesAndFormatUnknownOnes() {
        assertEquals("EPERM", Errno.name(1));
        assertEquals("EAGAIN", Errno.name(libc_h.EAGAIN()));
        assertEquals("EINVAL", Errno.name(libc_h.EINVAL()));
        assertEquals("EOPNOTSUPP", Errno.name(libc_h.EOPNOTSUPP()));
        assertEquals("EHWPOISON", Errno.name(MAX_ERRNO));
        assertEquals("errno 41", Errno.name(41));
        assertEquals("errno 0", Errno.name(0));
        assertEquals("errno -22", Errno.name(-22));
        assertEquals("errno 134", Errno.name(MAX_ERRNO + 1));
    }

    @Test
    void shouldGiveTheSameMessagesOnManyThreadsAtOnce() throws Exception {
        List<String> expected = new ArrayList<>();
        for (int e = 0; e <= MAX_ERRNO + 10; e++) {
            String message = Errno.message(e);
            assertFalse(message.isBlank(), "message for " + e);
            expected.add(message);
        }
        assertTrue(expected.get(MAX_ERRNO + 5).contains(String.valueOf(MAX_ERRNO + 5)),
                "an unknown value's message carries the number: " + expected.get(MAX_ERRNO + 5));

        try (ExecutorService pool = Executors.newFixedThreadPool(4)) {
            List<Future<List<String>>> results = new ArrayList<>();
            for (int t = 0; t < 4; t++) {
                results.add(pool.submit(() -> {
                    List<String> seen = new ArrayList<>();
                    for (int round = 0; round < 50; round++) {
                        seen.clear();
                        for (int e = 0; e <= MAX_ERRNO + 10; e++) {
                            seen.add(Errno.message(e));
                        }
                    }
                    return seen;
                }));
            }
            for (Future<List<String>> r : results) {
                assertEquals(expected, r.get());
            }
        }
    }
}
