package org.jfio.api;

import org.jfio.nativeheaders.libc.libc_h;
import org.jfio.nativeheaders.libc.rusage;
import org.jfio.nativeheaders.libc.statfs;
import org.jfio.nativeheaders.libc.statx;

/**
 * Links, ahead of need, the C library functions that every job on a file calls before and at its
 * first I/O: the preflight's {@code statx} and {@code statfs}, then {@code open},
 * {@code posix_fadvise}, {@code pread}/{@code pwrite} (the engines' variants, without errno
 * capture), {@code fstat}, {@code getrusage}, {@code gettid}, {@code close} and {@code errno}'s
 * location, with the layouts of the structures they fill. The JVM's native linker spins a downcall
 * stub per distinct function descriptor and linker options the first time a handle is made (5-20 ms
 * each, interpreted); done here on a spare thread while the command line is still being read, the
 * job's own threads find them made.
 *
 * <p>Side-effect free: no call is made, only handles. Thread-safe (the JVM serialises class
 * initialisation: a thread that needs a handle being made waits for it). Throws nothing the
 * caller needs to handle: a missing function fails here as it would fail where it is used.
 */
public final class NativeLinks {
    private NativeLinks() {
    }

    /** Makes the handles named in the class comment; cheap when they are made already. */
    public static void prepare() {
        statx.layout();
        statfs.layout();
        rusage.layout();
        libc_h.statx$handle();
        libc_h.statfs$handle();
        libc_h.__errno_location$handle();
        libc_h.open$handle();
        libc_h.posix_fadvise$handle();
        libc_h.getrusage$handle();
        libc_h.pread$plainHandle();
        libc_h.gettid$handle();
        libc_h.close$handle();
        libc_h.fstat$handle();
        libc_h.pwrite$plainHandle();
    }
}
