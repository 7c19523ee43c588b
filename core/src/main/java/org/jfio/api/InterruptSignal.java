package org.jfio.api;

import java.lang.foreign.MemorySegment;

import org.jfio.nativeheaders.libc.libc_h;

/**
 * SIGINT for a command that stops its run on Ctrl-C or {@code kill -INT}. A non-interactive shell
 * starts a background job ({@code jfio ... &} in a script) with SIGINT ignored, and the JVM then
 * refuses to install a handler for it ({@code sun.misc.Signal.handle} returns {@code SIG_IGN} and
 * installs nothing): {@code kill -INT} did nothing to such a jfio, where fio 3.33, which installs
 * its handler whatever its parent left, stops. {@link #takeBack()} sets the signal back to its
 * default, so a handler installed after it is called.
 *
 * <p>Thread-safe (a process-wide disposition); stateless.
 */
public final class InterruptSignal {
    private InterruptSignal() {
    }

    /**
     * Sets SIGINT's disposition to {@code SIG_DFL} ({@code signal(2)}): call it only when a handler
     * was refused because the signal is ignored, and install the handler again right after (until
     * then, a SIGINT ends the process).
     *
     * @return true when the disposition is now the default; false when the kernel refused (EINVAL)
     */
    public static boolean takeBack() {
        MemorySegment previous = libc_h.signal(libc_h.SIGINT(), MemorySegment.NULL);
        return previous.address() != -1L;
    }
}
