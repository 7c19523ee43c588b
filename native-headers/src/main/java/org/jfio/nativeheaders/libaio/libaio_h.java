// jextract-shaped, hand-maintained; source header: src/main/c/libaio.h (libaio 0.3.113 libaio.h + glibc 2.36 aio.h, x86_64 Linux)

package org.jfio.nativeheaders.libaio;

import java.lang.foreign.AddressLayout;
import java.lang.foreign.Arena;
import java.lang.foreign.FunctionDescriptor;
import java.lang.foreign.Linker;
import java.lang.foreign.MemoryLayout;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.SegmentAllocator;
import java.lang.foreign.SymbolLookup;
import java.lang.foreign.ValueLayout;
import java.lang.invoke.MethodHandle;
import java.util.Arrays;
import java.util.Optional;
import java.util.stream.Collectors;

import org.jfio.nativeheaders.libc.libc_h;

/**
 * Linux native AIO ({@code libaio.so.1}: {@code io_setup}, {@code io_destroy}, {@code io_submit},
 * {@code io_getevents}, {@code io_cancel}) and glibc POSIX AIO ({@code aio_read}, {@code aio_write},
 * {@code aio_fsync}, {@code aio_error}, {@code aio_return}, {@code aio_suspend}, {@code aio_cancel}),
 * in the shape jextract gives a header class: {@code C_*} layouts, the {@code io_context_t} typedef
 * layout, one lazily linked holder per function behind {@code foo$descriptor()},
 * {@code foo$handle()}, {@code foo$address()} and the wrapper {@code foo(...)}, and constants as
 * {@code static int NAME()} getters. The input header is {@code src/main/c/libaio.h}, the symbol list
 * {@code src/main/jextract/libaio.args}; {@code LibaioAbiTest} pins every layout, constant and
 * prototype here against the system headers with a compiled C probe. The {@code static inline}
 * {@code io_prep_*} helpers, which jextract skips, are in {@link IocbPrep}; the kernel's completion
 * ring, which no header declares, is described by {@link AioRing}.
 *
 * <h2>Deliberate hand edits</h2>
 * <ul>
 * <li><b>Library loading.</b> jextract would open {@code libaio.so.1} in this class's static
 *     initializer, so a machine without libaio could not even load the class (and with it the glibc
 *     functions). Here the library is opened on first use, in a holder that records the failure
 *     instead of throwing: {@link #libaioLoadFailure()} says why it is missing, and the libaio
 *     functions then fail with {@link UnsatisfiedLinkError} on first call. The glibc {@code aio_*}
 *     functions never need it.</li>
 * <li><b>errno capture.</b> The glibc functions that report failure through {@code errno}
 *     ({@code aio_read}, {@code aio_write}, {@code aio_fsync}, {@code aio_suspend},
 *     {@code aio_cancel}) are linked with {@code Linker.Option.captureCallState("errno")}: their
 *     wrapper and {@code $handle()} take a leading {@code MemorySegment callState} from
 *     {@link libc_h#allocateCallState(SegmentAllocator)}, read with {@link libc_h#errno(MemorySegment)}.
 *     The libaio functions return {@code -errno} themselves and {@code aio_error}/{@code aio_return}
 *     return the request's status, so those have no capture.</li>
 * <li>No function is linked with {@code Linker.Option.critical}: every call here may enter the kernel
 *     or take a lock and block.</li>
 * <li>The class is {@code final} and annotated {@code @SuppressWarnings("restricted")}.</li>
 * </ul>
 *
 * <h2>Using it</h2>
 * <ul>
 * <li>Types: {@code int} is C {@code int}; {@code long} is C {@code long}, {@code ssize_t}. Pointers,
 *     including {@code io_context_t}, are {@link MemorySegment}s; pass {@link MemorySegment#NULL} for a
 *     NULL pointer. Structs passed by pointer must be native segments that stay alive (their arena
 *     open) until the kernel or glibc is done with them: the whole flight of a request.</li>
 * <li>Failure: return values are passed through unchanged; nothing here throws on a failed call.
 *     Misuse of a segment surfaces as an {@link AssertionError} wrapping the FFM exception, as in
 *     jextract output.</li>
 * <li>Threads: all static methods are thread-safe; an AIO context or {@code aiocb} follows the
 *     rules of its C API.</li>
 * <li>Tracing: {@code -Djextract.trace.downcalls=true} prints each call and its arguments.</li>
 * </ul>
 */
@SuppressWarnings("restricted")
public final class libaio_h {

    private libaio_h() {
        // Should not be called directly
    }

    /** The shared object libaio's functions live in (Debian package {@code libaio1}). */
    public static final String LIBAIO_LIBRARY = "libaio.so.1";

    /**
     * Hand edit (see the class comment): opens {@code libaio.so.1} once, on first use, and keeps
     * either the lookup or the reason it failed. Never throws.
     */
    private static final class Libaio {
        static final Arena LIBRARY_ARENA = Arena.ofAuto();
        static final SymbolLookup LOOKUP;
        static final String FAILURE;

        static {
            SymbolLookup lookup = null;
            String failure = null;
            try {
                lookup = SymbolLookup.libraryLookup(LIBAIO_LIBRARY, LIBRARY_ARENA);
            } catch (IllegalArgumentException e) {
                failure = LIBAIO_LIBRARY + " not found (" + e.getMessage() + ")";
            } catch (IllegalCallerException e) {
                failure = "native access is not enabled for module org.jfio.nativeheaders"
                        + " (run java with --enable-native-access=org.jfio.nativeheaders or ALL-UNNAMED): " + e.getMessage();
            } catch (RuntimeException e) {
                failure = LIBAIO_LIBRARY + " cannot be loaded (" + e + ")";
            }
            LOOKUP = lookup;
            FAILURE = failure;
        }
    }

    /**
     * Opens {@code libaio.so.1} if that has not been tried yet and tells whether it failed. Cheap
     * after the first call; never throws.
     *
     * @return why libaio cannot be used (e.g. {@code "libaio.so.1 not found (...)"}), or empty when
     *         its functions can be called
     */
    public static Optional<String> libaioLoadFailure() {
        return Optional.ofNullable(Libaio.FAILURE);
    }

    static final SymbolLookup SYMBOL_LOOKUP = SymbolLookup.loaderLookup()
            .or(Linker.nativeLinker().defaultLookup());

    static final boolean TRACE_DOWNCALLS = Boolean.getBoolean("jextract.trace.downcalls");

    static void traceDowncall(String name, Object... args) {
        String traceArgs = Arrays.stream(args)
                .map(Object::toString)
                .collect(Collectors.joining(", "));
        System.out.printf("%s(%s)%n", name, traceArgs);
    }

    static MemorySegment findOrThrow(String symbol) {
        return SYMBOL_LOOKUP.find(symbol)
                .orElseThrow(() -> new UnsatisfiedLinkError("unresolved symbol: " + symbol));
    }

    /** Like {@link #findOrThrow(String)}, for a symbol of {@code libaio.so.1}. */
    static MemorySegment findLibaioOrThrow(String symbol) {
        if (Libaio.LOOKUP == null) {
            throw new UnsatisfiedLinkError("unresolved symbol: " + symbol + ": " + Libaio.FAILURE);
        }
        return Libaio.LOOKUP.find(symbol)
                .orElseThrow(() -> new UnsatisfiedLinkError("unresolved symbol: " + symbol + " in " + LIBAIO_LIBRARY));
    }

    /** C {@code _Bool}. */
    public static final ValueLayout.OfBoolean C_BOOL = (ValueLayout.OfBoolean) Linker.nativeLinker().canonicalLayouts().get("bool");
    /** C {@code char}. */
    public static final ValueLayout.OfByte C_CHAR = (ValueLayout.OfByte) Linker.nativeLinker().canonicalLayouts().get("char");
    /** C {@code short}. */
    public static final ValueLayout.OfShort C_SHORT = (ValueLayout.OfShort) Linker.nativeLinker().canonicalLayouts().get("short");
    /** C {@code int}. */
    public static final ValueLayout.OfInt C_INT = (ValueLayout.OfInt) Linker.nativeLinker().canonicalLayouts().get("int");
    /** C {@code long long}. */
    public static final ValueLayout.OfLong C_LONG_LONG = (ValueLayout.OfLong) Linker.nativeLinker().canonicalLayouts().get("long long");
    /** C {@code float}. */
    public static final ValueLayout.OfFloat C_FLOAT = (ValueLayout.OfFloat) Linker.nativeLinker().canonicalLayouts().get("float");
    /** C {@code double}. */
    public static final ValueLayout.OfDouble C_DOUBLE = (ValueLayout.OfDouble) Linker.nativeLinker().canonicalLayouts().get("double");
    /** C pointer; pointers read through it come back sized {@code Long.MAX_VALUE} bytes. */
    public static final AddressLayout C_POINTER = ((AddressLayout) Linker.nativeLinker().canonicalLayouts().get("void*"))
            .withTargetLayout(MemoryLayout.sequenceLayout(java.lang.Long.MAX_VALUE, C_CHAR));
    /** C {@code long} (64 bits on x86_64 Linux). */
    public static final ValueLayout.OfLong C_LONG = (ValueLayout.OfLong) Linker.nativeLinker().canonicalLayouts().get("long");

    /**
     * {@snippet lang=c :
     * typedef struct io_context *io_context_t
     * }
     * An opaque handle; on Linux its value is the user-space address of the context's completion
     * ring ({@link AioRing}).
     */
    public static final AddressLayout io_context_t = libaio_h.C_POINTER;

    private static final Linker.Option CAPTURE_ERRNO = Linker.Option.captureCallState("errno");

    private static class io_setup {
        public static final FunctionDescriptor DESC = FunctionDescriptor.of(
            libaio_h.C_INT,
            libaio_h.C_INT,
            libaio_h.C_POINTER
        );

        public static final MemorySegment ADDR = libaio_h.findLibaioOrThrow("io_setup");

        public static final MethodHandle HANDLE = Linker.nativeLinker().downcallHandle(ADDR, DESC);
    }

    /**
     * Function descriptor for:
     * {@snippet lang=c :
     * extern int io_setup(int maxevents, io_context_t *ctxp)
     * }
     */
    public static FunctionDescriptor io_setup$descriptor() {
        return io_setup.DESC;
    }

    /**
     * Downcall method handle for:
     * {@snippet lang=c :
     * extern int io_setup(int maxevents, io_context_t *ctxp)
     * }
     */
    public static MethodHandle io_setup$handle() {
        return io_setup.HANDLE;
    }

    /**
     * Address for:
     * {@snippet lang=c :
     * extern int io_setup(int maxevents, io_context_t *ctxp)
     * }
     */
    public static MemorySegment io_setup$address() {
        return io_setup.ADDR;
    }

    /**
     * {@snippet lang=c :
     * extern int io_setup(int maxevents, io_context_t *ctxp)
     * }
     * <p>
     * Creates a kernel AIO context able to hold at least {@code maxevents} requests in flight and
     * stores its handle ({@code io_context_t}, the address of the kernel's completion ring mapped into
     * this process) at {@code ctxp}, which must hold 0 (NULL) before the call. The kernel sizes the ring
     * larger than asked (at least {@code 4 * CPUs}, doubled, rounded up to whole pages).
     *
     * @return 0, or -errno (EAGAIN when {@code /proc/sys/fs/aio-max-nr} would be exceeded, EINVAL, ENOSYS, ENOMEM)
     */
    public static int io_setup(int maxevents, MemorySegment ctxp) {
        var mh$ = io_setup.HANDLE;
        try {
            if (TRACE_DOWNCALLS) {
                traceDowncall("io_setup", maxevents, ctxp);
            }
            return (int) mh$.invokeExact(maxevents, ctxp);
        } catch (Throwable ex$) {
            throw new AssertionError("should not reach here", ex$);
        }
    }

    private static class io_destroy {
        public static final FunctionDescriptor DESC = FunctionDescriptor.of(
            libaio_h.C_INT,
            libaio_h.C_POINTER
        );

        public static final MemorySegment ADDR = libaio_h.findLibaioOrThrow("io_destroy");

        public static final MethodHandle HANDLE = Linker.nativeLinker().downcallHandle(ADDR, DESC);
    }

    /**
     * Function descriptor for:
     * {@snippet lang=c :
     * extern int io_destroy(io_context_t ctx)
     * }
     */
    public static FunctionDescriptor io_destroy$descriptor() {
        return io_destroy.DESC;
    }

    /**
     * Downcall method handle for:
     * {@snippet lang=c :
     * extern int io_destroy(io_context_t ctx)
     * }
     */
    public static MethodHandle io_destroy$handle() {
        return io_destroy.HANDLE;
    }

    /**
     * Address for:
     * {@snippet lang=c :
     * extern int io_destroy(io_context_t ctx)
     * }
     */
    public static MemorySegment io_destroy$address() {
        return io_destroy.ADDR;
    }

    /**
     * {@snippet lang=c :
     * extern int io_destroy(io_context_t ctx)
     * }
     * <p>
     * Cancels or waits for the requests still in flight on {@code ctx} and destroys the context.
     *
     * @return 0, or -errno
     */
    public static int io_destroy(MemorySegment ctx) {
        var mh$ = io_destroy.HANDLE;
        try {
            if (TRACE_DOWNCALLS) {
                traceDowncall("io_destroy", ctx);
            }
            return (int) mh$.invokeExact(ctx);
        } catch (Throwable ex$) {
            throw new AssertionError("should not reach here", ex$);
        }
    }

    private static class io_submit {
        public static final FunctionDescriptor DESC = FunctionDescriptor.of(
            libaio_h.C_INT,
            libaio_h.C_POINTER,
            libaio_h.C_LONG,
            libaio_h.C_POINTER
        );

        public static final MemorySegment ADDR = libaio_h.findLibaioOrThrow("io_submit");

        public static final MethodHandle HANDLE = Linker.nativeLinker().downcallHandle(ADDR, DESC);
    }

    /**
     * Function descriptor for:
     * {@snippet lang=c :
     * extern int io_submit(io_context_t ctx, long nr, struct iocb *ios[])
     * }
     */
    public static FunctionDescriptor io_submit$descriptor() {
        return io_submit.DESC;
    }

    /**
     * Downcall method handle for:
     * {@snippet lang=c :
     * extern int io_submit(io_context_t ctx, long nr, struct iocb *ios[])
     * }
     */
    public static MethodHandle io_submit$handle() {
        return io_submit.HANDLE;
    }

    /**
     * Address for:
     * {@snippet lang=c :
     * extern int io_submit(io_context_t ctx, long nr, struct iocb *ios[])
     * }
     */
    public static MemorySegment io_submit$address() {
        return io_submit.ADDR;
    }

    /**
     * {@snippet lang=c :
     * extern int io_submit(io_context_t ctx, long nr, struct iocb *ios[])
     * }
     * <p>
     * Submits the {@code nr} requests whose {@link iocb} addresses are in the pointer array {@code ios},
     * in order, stopping at the first one the kernel refuses. Buffered (non-O_DIRECT) file requests are
     * usually carried out inside this call.
     *
     * @return the number submitted (possibly fewer than {@code nr}), or -errno when none was (EAGAIN: out of
        context slots, reap first; EINVAL/EBADF/EOPNOTSUPP: the first request is bad)
     */
    public static int io_submit(MemorySegment ctx, long nr, MemorySegment ios) {
        var mh$ = io_submit.HANDLE;
        try {
            if (TRACE_DOWNCALLS) {
                traceDowncall("io_submit", ctx, nr, ios);
            }
            return (int) mh$.invokeExact(ctx, nr, ios);
        } catch (Throwable ex$) {
            throw new AssertionError("should not reach here", ex$);
        }
    }

    private static class io_cancel {
        public static final FunctionDescriptor DESC = FunctionDescriptor.of(
            libaio_h.C_INT,
            libaio_h.C_POINTER,
            libaio_h.C_POINTER,
            libaio_h.C_POINTER
        );

        public static final MemorySegment ADDR = libaio_h.findLibaioOrThrow("io_cancel");

        public static final MethodHandle HANDLE = Linker.nativeLinker().downcallHandle(ADDR, DESC);
    }

    /**
     * Function descriptor for:
     * {@snippet lang=c :
     * extern int io_cancel(io_context_t ctx, struct iocb *iocb, struct io_event *evt)
     * }
     */
    public static FunctionDescriptor io_cancel$descriptor() {
        return io_cancel.DESC;
    }

    /**
     * Downcall method handle for:
     * {@snippet lang=c :
     * extern int io_cancel(io_context_t ctx, struct iocb *iocb, struct io_event *evt)
     * }
     */
    public static MethodHandle io_cancel$handle() {
        return io_cancel.HANDLE;
    }

    /**
     * Address for:
     * {@snippet lang=c :
     * extern int io_cancel(io_context_t ctx, struct iocb *iocb, struct io_event *evt)
     * }
     */
    public static MemorySegment io_cancel$address() {
        return io_cancel.ADDR;
    }

    /**
     * {@snippet lang=c :
     * extern int io_cancel(io_context_t ctx, struct iocb *iocb, struct io_event *evt)
     * }
     * <p>
     * Tries to cancel one submitted request; file reads and writes can almost never be cancelled.
     *
     * @return 0, or -errno (EINVAL: not cancellable; EAGAIN: not found or already running)
     */
    public static int io_cancel(MemorySegment ctx, MemorySegment iocb, MemorySegment evt) {
        var mh$ = io_cancel.HANDLE;
        try {
            if (TRACE_DOWNCALLS) {
                traceDowncall("io_cancel", ctx, iocb, evt);
            }
            return (int) mh$.invokeExact(ctx, iocb, evt);
        } catch (Throwable ex$) {
            throw new AssertionError("should not reach here", ex$);
        }
    }

    private static class io_getevents {
        public static final FunctionDescriptor DESC = FunctionDescriptor.of(
            libaio_h.C_INT,
            libaio_h.C_POINTER,
            libaio_h.C_LONG,
            libaio_h.C_LONG,
            libaio_h.C_POINTER,
            libaio_h.C_POINTER
        );

        public static final MemorySegment ADDR = libaio_h.findLibaioOrThrow("io_getevents");

        public static final MethodHandle HANDLE = Linker.nativeLinker().downcallHandle(ADDR, DESC);
    }

    /**
     * Function descriptor for:
     * {@snippet lang=c :
     * extern int io_getevents(io_context_t ctx, long min_nr, long nr, struct io_event *events, struct timespec *timeout)
     * }
     */
    public static FunctionDescriptor io_getevents$descriptor() {
        return io_getevents.DESC;
    }

    /**
     * Downcall method handle for:
     * {@snippet lang=c :
     * extern int io_getevents(io_context_t ctx, long min_nr, long nr, struct io_event *events, struct timespec *timeout)
     * }
     */
    public static MethodHandle io_getevents$handle() {
        return io_getevents.HANDLE;
    }

    /**
     * Address for:
     * {@snippet lang=c :
     * extern int io_getevents(io_context_t ctx, long min_nr, long nr, struct io_event *events, struct timespec *timeout)
     * }
     */
    public static MemorySegment io_getevents$address() {
        return io_getevents.ADDR;
    }

    /**
     * {@snippet lang=c :
     * extern int io_getevents(io_context_t ctx, long min_nr, long nr, struct io_event *events, struct timespec *timeout)
     * }
     * <p>
     * Waits until at least {@code min_nr} completions are available (or {@code timeout}, a
     * {@code struct timespec} duration, passes; NULL waits without limit) and copies up to {@code nr}
     * of them into the {@link io_event} array {@code events}. libaio returns 0 without a system call
     * when the timeout is zero and the completion ring is empty.
     *
     * @return the number of completions copied, or -errno (EINTR: a signal interrupted the wait, retry)
     */
    public static int io_getevents(MemorySegment ctx, long min_nr, long nr, MemorySegment events, MemorySegment timeout) {
        var mh$ = io_getevents.HANDLE;
        try {
            if (TRACE_DOWNCALLS) {
                traceDowncall("io_getevents", ctx, min_nr, nr, events, timeout);
            }
            return (int) mh$.invokeExact(ctx, min_nr, nr, events, timeout);
        } catch (Throwable ex$) {
            throw new AssertionError("should not reach here", ex$);
        }
    }

    private static class aio_read {
        public static final FunctionDescriptor DESC = FunctionDescriptor.of(
            libaio_h.C_INT,
            libaio_h.C_POINTER
        );

        public static final MemorySegment ADDR = libaio_h.findOrThrow("aio_read");

        public static final MethodHandle HANDLE = Linker.nativeLinker().downcallHandle(ADDR, DESC, CAPTURE_ERRNO);

        /** The same function linked without errno capture (hand edit: allocation-free per call). */
        public static final MethodHandle PLAIN = Linker.nativeLinker().downcallHandle(ADDR, DESC);
    }

    /**
     * Function descriptor for:
     * {@snippet lang=c :
     * extern int aio_read(struct aiocb *__aiocbp)
     * }
     */
    public static FunctionDescriptor aio_read$descriptor() {
        return aio_read.DESC;
    }

    /**
     * Downcall method handle for:
     * {@snippet lang=c :
     * extern int aio_read(struct aiocb *__aiocbp)
     * }
     * The handle takes a leading call-state {@code MemorySegment} ({@code captureCallState("errno")}).
     */
    public static MethodHandle aio_read$handle() {
        return aio_read.HANDLE;
    }

    /**
     * Address for:
     * {@snippet lang=c :
     * extern int aio_read(struct aiocb *__aiocbp)
     * }
     */
    public static MemorySegment aio_read$address() {
        return aio_read.ADDR;
    }

    /**
     * {@snippet lang=c :
     * extern int aio_read(struct aiocb *__aiocbp)
     * }
     * <p>
     * Queues a read of {@code aio_nbytes} at {@code aio_offset} of {@code aio_fildes} into
     * {@code aio_buf}; glibc carries it out on a helper thread.
     *
     * @param callState errno capture segment from {@link libc_h#allocateCallState(SegmentAllocator)}, written on every call
     * @return 0 when queued, or -1 with errno (EAGAIN: out of resources)
     */
    public static int aio_read(MemorySegment callState, MemorySegment aiocbp) {
        var mh$ = aio_read.HANDLE;
        try {
            if (TRACE_DOWNCALLS) {
                traceDowncall("aio_read", aiocbp);
            }
            return (int) mh$.invokeExact(callState, aiocbp);
        } catch (Throwable ex$) {
            throw new AssertionError("should not reach here", ex$);
        }
    }

    /**
     * {@code aio_read} without errno capture, for per-I/O paths: FFM's capture makes a segment view per
     * call that the JIT does not always remove. On {@code -1}, read errno at once, on the same
     * thread and before any other native call, through {@link org.jfio.nativeheaders.libc.libc_h#errnoLocation()}.
     */
    public static int aio_read(MemorySegment aiocbp) {
        var mh$ = aio_read.PLAIN;
        try {
            if (TRACE_DOWNCALLS) {
                traceDowncall("aio_read", aiocbp);
            }
            return (int) mh$.invokeExact(aiocbp);
        } catch (Throwable ex$) {
            throw new AssertionError("should not reach here", ex$);
        }
    }

    private static class aio_write {
        public static final FunctionDescriptor DESC = FunctionDescriptor.of(
            libaio_h.C_INT,
            libaio_h.C_POINTER
        );

        public static final MemorySegment ADDR = libaio_h.findOrThrow("aio_write");

        public static final MethodHandle HANDLE = Linker.nativeLinker().downcallHandle(ADDR, DESC, CAPTURE_ERRNO);

        /** The same function linked without errno capture (hand edit: allocation-free per call). */
        public static final MethodHandle PLAIN = Linker.nativeLinker().downcallHandle(ADDR, DESC);
    }

    /**
     * Function descriptor for:
     * {@snippet lang=c :
     * extern int aio_write(struct aiocb *__aiocbp)
     * }
     */
    public static FunctionDescriptor aio_write$descriptor() {
        return aio_write.DESC;
    }

    /**
     * Downcall method handle for:
     * {@snippet lang=c :
     * extern int aio_write(struct aiocb *__aiocbp)
     * }
     * The handle takes a leading call-state {@code MemorySegment} ({@code captureCallState("errno")}).
     */
    public static MethodHandle aio_write$handle() {
        return aio_write.HANDLE;
    }

    /**
     * Address for:
     * {@snippet lang=c :
     * extern int aio_write(struct aiocb *__aiocbp)
     * }
     */
    public static MemorySegment aio_write$address() {
        return aio_write.ADDR;
    }

    /**
     * {@snippet lang=c :
     * extern int aio_write(struct aiocb *__aiocbp)
     * }
     * <p>
     * Queues a write, as {@link #aio_read(MemorySegment, MemorySegment)} does a read.
     *
     * @param callState errno capture segment from {@link libc_h#allocateCallState(SegmentAllocator)}, written on every call
     * @return 0 when queued, or -1 with errno (EAGAIN: out of resources)
     */
    public static int aio_write(MemorySegment callState, MemorySegment aiocbp) {
        var mh$ = aio_write.HANDLE;
        try {
            if (TRACE_DOWNCALLS) {
                traceDowncall("aio_write", aiocbp);
            }
            return (int) mh$.invokeExact(callState, aiocbp);
        } catch (Throwable ex$) {
            throw new AssertionError("should not reach here", ex$);
        }
    }

    /**
     * {@code aio_write} without errno capture, for per-I/O paths: FFM's capture makes a segment view per
     * call that the JIT does not always remove. On {@code -1}, read errno at once, on the same
     * thread and before any other native call, through {@link org.jfio.nativeheaders.libc.libc_h#errnoLocation()}.
     */
    public static int aio_write(MemorySegment aiocbp) {
        var mh$ = aio_write.PLAIN;
        try {
            if (TRACE_DOWNCALLS) {
                traceDowncall("aio_write", aiocbp);
            }
            return (int) mh$.invokeExact(aiocbp);
        } catch (Throwable ex$) {
            throw new AssertionError("should not reach here", ex$);
        }
    }

    private static class aio_error {
        public static final FunctionDescriptor DESC = FunctionDescriptor.of(
            libaio_h.C_INT,
            libaio_h.C_POINTER
        );

        public static final MemorySegment ADDR = libaio_h.findOrThrow("aio_error");

        public static final MethodHandle HANDLE = Linker.nativeLinker().downcallHandle(ADDR, DESC);
    }

    /**
     * Function descriptor for:
     * {@snippet lang=c :
     * extern int aio_error(const struct aiocb *__aiocbp)
     * }
     */
    public static FunctionDescriptor aio_error$descriptor() {
        return aio_error.DESC;
    }

    /**
     * Downcall method handle for:
     * {@snippet lang=c :
     * extern int aio_error(const struct aiocb *__aiocbp)
     * }
     */
    public static MethodHandle aio_error$handle() {
        return aio_error.HANDLE;
    }

    /**
     * Address for:
     * {@snippet lang=c :
     * extern int aio_error(const struct aiocb *__aiocbp)
     * }
     */
    public static MemorySegment aio_error$address() {
        return aio_error.ADDR;
    }

    /**
     * {@snippet lang=c :
     * extern int aio_error(const struct aiocb *__aiocbp)
     * }
     * <p>
     * Reports the state of a queued request.
     *
     * @return {@code EINPROGRESS} while in flight, 0 when it succeeded, {@code ECANCELED}, or its errno
     */
    public static int aio_error(MemorySegment aiocbp) {
        var mh$ = aio_error.HANDLE;
        try {
            if (TRACE_DOWNCALLS) {
                traceDowncall("aio_error", aiocbp);
            }
            return (int) mh$.invokeExact(aiocbp);
        } catch (Throwable ex$) {
            throw new AssertionError("should not reach here", ex$);
        }
    }

    private static class aio_return {
        public static final FunctionDescriptor DESC = FunctionDescriptor.of(
            libaio_h.C_LONG,
            libaio_h.C_POINTER
        );

        public static final MemorySegment ADDR = libaio_h.findOrThrow("aio_return");

        public static final MethodHandle HANDLE = Linker.nativeLinker().downcallHandle(ADDR, DESC);
    }

    /**
     * Function descriptor for:
     * {@snippet lang=c :
     * extern __ssize_t aio_return(struct aiocb *__aiocbp)
     * }
     */
    public static FunctionDescriptor aio_return$descriptor() {
        return aio_return.DESC;
    }

    /**
     * Downcall method handle for:
     * {@snippet lang=c :
     * extern __ssize_t aio_return(struct aiocb *__aiocbp)
     * }
     */
    public static MethodHandle aio_return$handle() {
        return aio_return.HANDLE;
    }

    /**
     * Address for:
     * {@snippet lang=c :
     * extern __ssize_t aio_return(struct aiocb *__aiocbp)
     * }
     */
    public static MemorySegment aio_return$address() {
        return aio_return.ADDR;
    }

    /**
     * {@snippet lang=c :
     * extern __ssize_t aio_return(struct aiocb *__aiocbp)
     * }
     * <p>
     * Returns the final result of a finished request (call once, after {@code aio_error} stopped
     * saying {@code EINPROGRESS}).
     *
     * @return the byte count, or -1 when the request failed (its errno is what {@code aio_error} said)
     */
    public static long aio_return(MemorySegment aiocbp) {
        var mh$ = aio_return.HANDLE;
        try {
            if (TRACE_DOWNCALLS) {
                traceDowncall("aio_return", aiocbp);
            }
            return (long) mh$.invokeExact(aiocbp);
        } catch (Throwable ex$) {
            throw new AssertionError("should not reach here", ex$);
        }
    }

    private static class aio_suspend {
        public static final FunctionDescriptor DESC = FunctionDescriptor.of(
            libaio_h.C_INT,
            libaio_h.C_POINTER,
            libaio_h.C_INT,
            libaio_h.C_POINTER
        );

        public static final MemorySegment ADDR = libaio_h.findOrThrow("aio_suspend");

        public static final MethodHandle HANDLE = Linker.nativeLinker().downcallHandle(ADDR, DESC, CAPTURE_ERRNO);

        /** The same function linked without errno capture (hand edit: allocation-free per call). */
        public static final MethodHandle PLAIN = Linker.nativeLinker().downcallHandle(ADDR, DESC);
    }

    /**
     * Function descriptor for:
     * {@snippet lang=c :
     * extern int aio_suspend(const struct aiocb *const __list[], int __nent, const struct timespec *__timeout)
     * }
     */
    public static FunctionDescriptor aio_suspend$descriptor() {
        return aio_suspend.DESC;
    }

    /**
     * Downcall method handle for:
     * {@snippet lang=c :
     * extern int aio_suspend(const struct aiocb *const __list[], int __nent, const struct timespec *__timeout)
     * }
     * The handle takes a leading call-state {@code MemorySegment} ({@code captureCallState("errno")}).
     */
    public static MethodHandle aio_suspend$handle() {
        return aio_suspend.HANDLE;
    }

    /**
     * Address for:
     * {@snippet lang=c :
     * extern int aio_suspend(const struct aiocb *const __list[], int __nent, const struct timespec *__timeout)
     * }
     */
    public static MemorySegment aio_suspend$address() {
        return aio_suspend.ADDR;
    }

    /**
     * {@snippet lang=c :
     * extern int aio_suspend(const struct aiocb *const __list[], int __nent, const struct timespec *__timeout)
     * }
     * <p>
     * Waits until at least one request in the pointer array {@code list} ({@code nent} entries, NULL
     * entries ignored) has finished, or {@code timeout} (NULL: no limit) passes.
     *
     * @param callState errno capture segment from {@link libc_h#allocateCallState(SegmentAllocator)}, written on every call
     * @return 0, or -1 with errno (EAGAIN: timed out; EINTR: interrupted)
     */
    public static int aio_suspend(MemorySegment callState, MemorySegment list, int nent, MemorySegment timeout) {
        var mh$ = aio_suspend.HANDLE;
        try {
            if (TRACE_DOWNCALLS) {
                traceDowncall("aio_suspend", list, nent, timeout);
            }
            return (int) mh$.invokeExact(callState, list, nent, timeout);
        } catch (Throwable ex$) {
            throw new AssertionError("should not reach here", ex$);
        }
    }

    /**
     * {@code aio_suspend} without errno capture, for per-I/O paths: FFM's capture makes a segment view per
     * call that the JIT does not always remove. On {@code -1}, read errno at once, on the same
     * thread and before any other native call, through {@link org.jfio.nativeheaders.libc.libc_h#errnoLocation()}.
     */
    public static int aio_suspend(MemorySegment list, int nent, MemorySegment timeout) {
        var mh$ = aio_suspend.PLAIN;
        try {
            if (TRACE_DOWNCALLS) {
                traceDowncall("aio_suspend", list, nent, timeout);
            }
            return (int) mh$.invokeExact(list, nent, timeout);
        } catch (Throwable ex$) {
            throw new AssertionError("should not reach here", ex$);
        }
    }

    private static class aio_cancel {
        public static final FunctionDescriptor DESC = FunctionDescriptor.of(
            libaio_h.C_INT,
            libaio_h.C_INT,
            libaio_h.C_POINTER
        );

        public static final MemorySegment ADDR = libaio_h.findOrThrow("aio_cancel");

        public static final MethodHandle HANDLE = Linker.nativeLinker().downcallHandle(ADDR, DESC, CAPTURE_ERRNO);
    }

    /**
     * Function descriptor for:
     * {@snippet lang=c :
     * extern int aio_cancel(int __fildes, struct aiocb *__aiocbp)
     * }
     */
    public static FunctionDescriptor aio_cancel$descriptor() {
        return aio_cancel.DESC;
    }

    /**
     * Downcall method handle for:
     * {@snippet lang=c :
     * extern int aio_cancel(int __fildes, struct aiocb *__aiocbp)
     * }
     * The handle takes a leading call-state {@code MemorySegment} ({@code captureCallState("errno")}).
     */
    public static MethodHandle aio_cancel$handle() {
        return aio_cancel.HANDLE;
    }

    /**
     * Address for:
     * {@snippet lang=c :
     * extern int aio_cancel(int __fildes, struct aiocb *__aiocbp)
     * }
     */
    public static MemorySegment aio_cancel$address() {
        return aio_cancel.ADDR;
    }

    /**
     * {@snippet lang=c :
     * extern int aio_cancel(int __fildes, struct aiocb *__aiocbp)
     * }
     * <p>
     * Tries to cancel one queued request on {@code fildes} (or all of them when {@code aiocbp} is NULL).
     *
     * @param callState errno capture segment from {@link libc_h#allocateCallState(SegmentAllocator)}, written on every call
     * @return {@code AIO_CANCELED}, {@code AIO_NOTCANCELED}, {@code AIO_ALLDONE}, or -1 with errno
     */
    public static int aio_cancel(MemorySegment callState, int fildes, MemorySegment aiocbp) {
        var mh$ = aio_cancel.HANDLE;
        try {
            if (TRACE_DOWNCALLS) {
                traceDowncall("aio_cancel", fildes, aiocbp);
            }
            return (int) mh$.invokeExact(callState, fildes, aiocbp);
        } catch (Throwable ex$) {
            throw new AssertionError("should not reach here", ex$);
        }
    }

    private static class aio_fsync {
        public static final FunctionDescriptor DESC = FunctionDescriptor.of(
            libaio_h.C_INT,
            libaio_h.C_INT,
            libaio_h.C_POINTER
        );

        public static final MemorySegment ADDR = libaio_h.findOrThrow("aio_fsync");

        public static final MethodHandle HANDLE = Linker.nativeLinker().downcallHandle(ADDR, DESC, CAPTURE_ERRNO);
    }

    /**
     * Function descriptor for:
     * {@snippet lang=c :
     * extern int aio_fsync(int __operation, struct aiocb *__aiocbp)
     * }
     */
    public static FunctionDescriptor aio_fsync$descriptor() {
        return aio_fsync.DESC;
    }

    /**
     * Downcall method handle for:
     * {@snippet lang=c :
     * extern int aio_fsync(int __operation, struct aiocb *__aiocbp)
     * }
     * The handle takes a leading call-state {@code MemorySegment} ({@code captureCallState("errno")}).
     */
    public static MethodHandle aio_fsync$handle() {
        return aio_fsync.HANDLE;
    }

    /**
     * Address for:
     * {@snippet lang=c :
     * extern int aio_fsync(int __operation, struct aiocb *__aiocbp)
     * }
     */
    public static MemorySegment aio_fsync$address() {
        return aio_fsync.ADDR;
    }

    /**
     * {@snippet lang=c :
     * extern int aio_fsync(int __operation, struct aiocb *__aiocbp)
     * }
     * <p>
     * Queues an fsync ({@code operation = O_SYNC}) or fdatasync ({@code O_DSYNC}) of
     * {@code aiocbp.aio_fildes} covering the requests queued on it before.
     *
     * @param callState errno capture segment from {@link libc_h#allocateCallState(SegmentAllocator)}, written on every call
     * @return 0 when queued, or -1 with errno
     */
    public static int aio_fsync(MemorySegment callState, int operation, MemorySegment aiocbp) {
        var mh$ = aio_fsync.HANDLE;
        try {
            if (TRACE_DOWNCALLS) {
                traceDowncall("aio_fsync", operation, aiocbp);
            }
            return (int) mh$.invokeExact(callState, operation, aiocbp);
        } catch (Throwable ex$) {
            throw new AssertionError("should not reach here", ex$);
        }
    }

    private static final int IO_CMD_PREAD = (int)0L;

    /**
     * {@snippet lang=c :
     * enum io_iocb_cmd.IO_CMD_PREAD = 0
     * }
     */
    public static int IO_CMD_PREAD() {
        return IO_CMD_PREAD;
    }

    private static final int IO_CMD_PWRITE = (int)1L;

    /**
     * {@snippet lang=c :
     * enum io_iocb_cmd.IO_CMD_PWRITE = 1
     * }
     */
    public static int IO_CMD_PWRITE() {
        return IO_CMD_PWRITE;
    }

    private static final int IO_CMD_FSYNC = (int)2L;

    /**
     * {@snippet lang=c :
     * enum io_iocb_cmd.IO_CMD_FSYNC = 2
     * }
     */
    public static int IO_CMD_FSYNC() {
        return IO_CMD_FSYNC;
    }

    private static final int IO_CMD_FDSYNC = (int)3L;

    /**
     * {@snippet lang=c :
     * enum io_iocb_cmd.IO_CMD_FDSYNC = 3
     * }
     */
    public static int IO_CMD_FDSYNC() {
        return IO_CMD_FDSYNC;
    }

    private static final int IO_CMD_POLL = (int)5L;

    /**
     * {@snippet lang=c :
     * enum io_iocb_cmd.IO_CMD_POLL = 5
     * }
     */
    public static int IO_CMD_POLL() {
        return IO_CMD_POLL;
    }

    private static final int IO_CMD_NOOP = (int)6L;

    /**
     * {@snippet lang=c :
     * enum io_iocb_cmd.IO_CMD_NOOP = 6
     * }
     */
    public static int IO_CMD_NOOP() {
        return IO_CMD_NOOP;
    }

    private static final int IO_CMD_PREADV = (int)7L;

    /**
     * {@snippet lang=c :
     * enum io_iocb_cmd.IO_CMD_PREADV = 7
     * }
     */
    public static int IO_CMD_PREADV() {
        return IO_CMD_PREADV;
    }

    private static final int IO_CMD_PWRITEV = (int)8L;

    /**
     * {@snippet lang=c :
     * enum io_iocb_cmd.IO_CMD_PWRITEV = 8
     * }
     */
    public static int IO_CMD_PWRITEV() {
        return IO_CMD_PWRITEV;
    }

    private static final int RWF_NOWAIT = (int)8L;

    /**
     * {@snippet lang=c :
     * #define RWF_NOWAIT 8
     * }
     */
    public static int RWF_NOWAIT() {
        return RWF_NOWAIT;
    }

    private static final int IOCB_FLAG_IOPRIO = (int)2L;

    /**
     * {@snippet lang=c :
     * #define IOCB_FLAG_IOPRIO 2
     * }
     */
    public static int IOCB_FLAG_IOPRIO() {
        return IOCB_FLAG_IOPRIO;
    }

    private static final int AIO_CANCELED = (int)0L;

    /**
     * {@snippet lang=c :
     * enum AIO_CANCELED = 0
     * }
     */
    public static int AIO_CANCELED() {
        return AIO_CANCELED;
    }

    private static final int AIO_NOTCANCELED = (int)1L;

    /**
     * {@snippet lang=c :
     * enum AIO_NOTCANCELED = 1
     * }
     */
    public static int AIO_NOTCANCELED() {
        return AIO_NOTCANCELED;
    }

    private static final int AIO_ALLDONE = (int)2L;

    /**
     * {@snippet lang=c :
     * enum AIO_ALLDONE = 2
     * }
     */
    public static int AIO_ALLDONE() {
        return AIO_ALLDONE;
    }

    private static final int SIGEV_SIGNAL = (int)0L;

    /**
     * {@snippet lang=c :
     * enum SIGEV_SIGNAL = 0
     * }
     */
    public static int SIGEV_SIGNAL() {
        return SIGEV_SIGNAL;
    }

    private static final int SIGEV_NONE = (int)1L;

    /**
     * {@snippet lang=c :
     * enum SIGEV_NONE = 1
     * }
     */
    public static int SIGEV_NONE() {
        return SIGEV_NONE;
    }

    private static final int SIGEV_THREAD = (int)2L;

    /**
     * {@snippet lang=c :
     * enum SIGEV_THREAD = 2
     * }
     */
    public static int SIGEV_THREAD() {
        return SIGEV_THREAD;
    }

    private static final int EINPROGRESS = (int)115L;

    /**
     * {@snippet lang=c :
     * #define EINPROGRESS 115
     * }
     */
    public static int EINPROGRESS() {
        return EINPROGRESS;
    }

    private static final int ECANCELED = (int)125L;

    /**
     * {@snippet lang=c :
     * #define ECANCELED 125
     * }
     */
    public static int ECANCELED() {
        return ECANCELED;
    }
}
