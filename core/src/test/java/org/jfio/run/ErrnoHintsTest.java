package org.jfio.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.stream.Stream;

import org.jfio.spi.JfioException;
import org.jfio.spi.NativeCallException;
import org.jfio.nativeheaders.libc.libc_h;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** The errno-to-hint mapping, on the failures jfio's calls produce. */
class ErrnoHintsTest {

    static Stream<Arguments> hints() {
        return Stream.of(
                // call, errno, direct, data I/O, alignment, expected fragment of the hint
                Arguments.of("read", libc_h.EINVAL(), true, true, 4096L,
                        "multiples of 4096 bytes (the O_DIRECT alignment statx reports for this file)"),
                Arguments.of("write", libc_h.EINVAL(), true, true, 0L, "multiples of the device's logical block size"),
                Arguments.of("open(/d/f, O_RDONLY|O_DIRECT)", libc_h.EINVAL(), true, false, 0L,
                        "the filesystem may not support O_DIRECT: use direct=0"),
                Arguments.of("write", libc_h.ENOSPC(), false, true, 0L, "the filesystem is full"),
                Arguments.of("fallocate(/d/f, 0, 1048576)", libc_h.ENOSPC(), false, false, 0L, "lower size="),
                Arguments.of("write", libc_h.EDQUOT(), false, true, 0L, "disk quota is used up"),
                Arguments.of("open(/d/f, O_RDONLY)", libc_h.EACCES(), false, false, 0L, "check the mode and owner"),
                Arguments.of("open(/d/f, O_RDWR)", libc_h.EPERM(), false, false, 0L, "immutable or append-only (lsattr"),
                Arguments.of("open(/d/f, O_RDWR)", libc_h.EROFS(), false, false, 0L, "mounted read-only"),
                Arguments.of("fallocate(/d/f, 0, 2097152)", libc_h.EFBIG(), false, false, 0L, "RLIMIT_FSIZE"),
                Arguments.of("open(/d/f, O_RDWR)", libc_h.EMFILE(), false, false, 0L, "raise ulimit -n"),
                Arguments.of("read", libc_h.EIO(), false, true, 0L, "dmesg"),
                Arguments.of("mlock(buffers)", libc_h.ENOMEM(), false, false, 0L, "RLIMIT_MEMLOCK"),
                Arguments.of("io_setup(128)", libc_h.ENOMEM(), false, false, 0L, "out of memory: lower iodepth"));
    }

    @ParameterizedTest(name = "{0}: errno {1}")
    @MethodSource("hints")
    void shouldHintAtTheUsualCause(String call, int errno, boolean direct, boolean dataIo, long align, String fragment) {
        String hint = ErrnoHints.hint(call, errno, direct, dataIo, align);
        assertTrue(hint.contains(fragment), hint);
    }

    @Test
    void shouldGiveNoHintWhereThereIsNoUsualCause() {
        assertEquals("", ErrnoHints.hint("read", libc_h.EINVAL(), false, true, 0), "EINVAL without O_DIRECT");
        assertEquals("", ErrnoHints.hint("open(/d/f, O_RDONLY)", libc_h.EINVAL(), false, false, 0));
        assertEquals("", ErrnoHints.hint("close(/d/f)", libc_h.EBADF(), false, false, 0));
    }

    @Test
    void shouldNameTheJobAndAddTheHintToANativeFailure() {
        NativeCallException e = NativeCallException.of("open(/d/f, O_RDONLY)", libc_h.EACCES());
        RuntimeException named = ErrnoHints.inJob("randread", false, e);
        NativeCallException n = assertInstanceOf(NativeCallException.class, named);
        assertEquals("randread: open(/d/f, O_RDONLY): EACCES (Permission denied); hint: check the mode and owner of"
                + " the file and of its directories (ls -l), or run as a user allowed to open it", n.getMessage());
        assertEquals(libc_h.EACCES(), n.errno());
        assertEquals("EACCES", n.errnoName());
        assertEquals("open(/d/f, O_RDONLY)", n.call());
        assertSame(e, n.getCause());
    }

    @Test
    void shouldLeaveANativeFailureWithoutHintAsOneLine() {
        NativeCallException e = NativeCallException.of("close(/d/f)", libc_h.EBADF());
        assertEquals("j: close(/d/f): EBADF (Bad file descriptor)", ErrnoHints.inJob("j", false, e).getMessage());
    }

    @Test
    void shouldNameTheJobOnceInOtherFailures() {
        JfioException plain = new JfioException("io_uring: cannot set up a ring of 64 entries");
        assertEquals("w: io_uring: cannot set up a ring of 64 entries", ErrnoHints.inJob("w", false, plain).getMessage());
        JfioException named = new JfioException("w: write_iolog=/x: cannot create");
        assertSame(named, ErrnoHints.inJob("w", false, named));
        IllegalStateException bug = new IllegalStateException("bug");
        assertSame(bug, ErrnoHints.inJob("w", false, bug));
    }
}
