// jextract-shaped, hand-maintained; source header: src/main/c/liburing.h (liburing 2.3, x86_64 Linux)

package org.jfio.nativeheaders.liburing;

import java.lang.foreign.AddressLayout;
import java.lang.foreign.Arena;
import java.lang.foreign.FunctionDescriptor;
import java.lang.foreign.Linker;
import java.lang.foreign.MemoryLayout;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.SymbolLookup;
import java.lang.foreign.ValueLayout;
import java.lang.invoke.MethodHandle;
import java.util.Arrays;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * The exported liburing functions and the io_uring constants jfio uses, in the shape jextract gives
 * a header class: {@code C_*} layouts, one lazily linked holder per function behind
 * {@code foo$descriptor()}, {@code foo$handle()}, {@code foo$address()} and the wrapper
 * {@code foo(...)}, and constants as {@code static int NAME()} getters. The input header is
 * {@code src/main/c/liburing.h}, the symbol list {@code src/main/jextract/liburing.args};
 * {@code LiburingAbiTest} pins every layout, prototype and constant here against the system headers
 * with a compiled C probe.
 *
 * <p>liburing's {@code static inline} helpers (every {@code io_uring_prep_*}, {@code io_uring_get_sqe},
 * {@code io_uring_cq_advance}, ...) are not symbols of {@code liburing.so.2} before liburing 2.4's
 * {@code liburing-ffi.so.2}, and jextract skips them silently; their Java equivalents are in
 * {@link UringInline}.
 *
 * <h2>Deliberate hand edits</h2>
 * <ul>
 * <li><b>Lazy, failure-tolerant loading.</b> jextract opens the library in the static initialiser
 *     ({@code SymbolLookup.libraryLookup("liburing.so.2", LIBRARY_ARENA)}), which throws when the
 *     library is missing. Here the lookup is made on first use in a holder class and a failure is
 *     kept, not thrown: {@link #isAvailable()} and {@link #loadFailure()} report it, and only calling
 *     a function then fails, with {@link UnsatisfiedLinkError} naming the symbol.</li>
 * <li>{@link #ffiLookup()}: {@code liburing-ffi.so.2} (liburing 2.4 and later, which exports the
 *     inline helpers as symbols), looked up the same lazy way; absent on liburing 2.3.</li>
 * <li>No function is linked with {@code Linker.Option.critical}: every call here may enter the
 *     kernel and block. liburing returns {@code -errno} itself, so nothing captures {@code errno}.</li>
 * <li>The class is {@code final} and annotated {@code @SuppressWarnings("restricted")}; the C
 *     parameter names are kept.</li>
 * </ul>
 *
 * <h2>Using it</h2>
 * <ul>
 * <li>Types: {@code int} is C {@code int} and {@code unsigned}; flags are always {@code int} (or
 *     {@code long}), never a narrower type. Pointers are native {@link MemorySegment}s.</li>
 * <li>Failure: liburing's return value is passed through unchanged: {@code -errno} for most calls;
 *     nothing here throws on a failed call.</li>
 * <li>Threads: all static methods are thread-safe, but a {@code struct io_uring} must be used by one
 *     thread at a time.</li>
 * <li>Callers on the module path need {@code --enable-native-access=org.jfio.nativeheaders} (or
 *     {@code ALL-UNNAMED} on the class path). {@code -Djextract.trace.downcalls=true} prints each
 *     call, as jextract's output does.</li>
 * </ul>
 */
@SuppressWarnings("restricted")
public final class liburing_h {

    private liburing_h() {
        // Should not be called directly
    }

    /** The shared library name jfio binds: liburing's soname since 2.0. */
    public static final String LIBRARY = "liburing.so.2";

    /** liburing 2.4's library of inline helpers exported as symbols; optional. */
    public static final String FFI_LIBRARY = "liburing-ffi.so.2";

    static final Arena LIBRARY_ARENA = Arena.ofAuto();

    static final boolean TRACE_DOWNCALLS = Boolean.getBoolean("jextract.trace.downcalls");

    static void traceDowncall(String name, Object... args) {
        String traceArgs = Arrays.stream(args)
                .map(Object::toString)
                .collect(Collectors.joining(", "));
        System.out.printf("%s(%s)%n", name, traceArgs);
    }

    // ---- hand edit: lazy, failure-tolerant library loading (see the class comment) ----

    /** Opens liburing.so.2 on first use; a missing library is remembered, not thrown. */
    private static final class Library {
        static final SymbolLookup LOOKUP;
        static final String FAILURE;

        static {
            SymbolLookup lookup;
            String failure;
            try {
                lookup = SymbolLookup.libraryLookup(LIBRARY, LIBRARY_ARENA);
                failure = null;
            } catch (IllegalArgumentException | IllegalCallerException | UnsupportedOperationException e) {
                lookup = name -> Optional.empty();
                failure = LIBRARY + " could not be loaded: " + e.getMessage();
            }
            LOOKUP = lookup;
            FAILURE = failure;
        }

        private Library() {
        }
    }

    /** Opens liburing-ffi.so.2 on first use, if it is installed. */
    private static final class FfiLibrary {
        static final Optional<SymbolLookup> LOOKUP;

        static {
            Optional<SymbolLookup> lookup;
            try {
                lookup = Optional.of(SymbolLookup.libraryLookup(FFI_LIBRARY, LIBRARY_ARENA));
            } catch (IllegalArgumentException | IllegalCallerException | UnsupportedOperationException e) {
                lookup = Optional.empty();
            }
            LOOKUP = lookup;
        }

        private FfiLibrary() {
        }
    }

    /**
     * Loads liburing.so.2 if that has not been tried yet. Never throws.
     *
     * @return true when the library is loaded and its functions can be called
     */
    public static boolean isAvailable() {
        return Library.FAILURE == null;
    }

    /**
     * @return why liburing.so.2 could not be loaded (the dynamic linker's message), or empty when it is loaded
     */
    public static Optional<String> loadFailure() {
        return Optional.ofNullable(Library.FAILURE);
    }

    /**
     * @return a lookup over liburing-ffi.so.2 (liburing 2.4 and later), or empty when it is not installed
     */
    public static Optional<SymbolLookup> ffiLookup() {
        return FfiLibrary.LOOKUP;
    }

    /**
     * Whether liburing.so.2 exports {@code symbol}, without linking it: a function's handle is made
     * on its first use (5-20 ms each at start-up), so a check that the library is new enough asks
     * here. Loads the library if that has not been tried yet; never throws.
     *
     * @param symbol a C function name, e.g. {@code "io_uring_enter"}
     * @return true when the library is loaded and exports it
     */
    public static boolean hasSymbol(String symbol) {
        return Library.LOOKUP.find(symbol).isPresent();
    }

    static MemorySegment findOrThrow(String symbol) {
        return Library.LOOKUP.find(symbol)
                .orElseThrow(() -> new UnsatisfiedLinkError("unresolved symbol: " + symbol
                        + (Library.FAILURE == null ? " in " + LIBRARY : " (" + Library.FAILURE + ")")));
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

    private static class io_uring_queue_init_params {
        public static final FunctionDescriptor DESC = FunctionDescriptor.of(
            liburing_h.C_INT,
            liburing_h.C_INT,
            liburing_h.C_POINTER,
            liburing_h.C_POINTER
        );

        public static final MemorySegment ADDR = liburing_h.findOrThrow("io_uring_queue_init_params");

        public static final MethodHandle HANDLE = Linker.nativeLinker().downcallHandle(ADDR, DESC);
    }

    /**
     * Function descriptor for:
     * {@snippet lang=c :
     * int io_uring_queue_init_params(unsigned int entries, struct io_uring *ring, struct io_uring_params *p)
     * }
     */
    public static FunctionDescriptor io_uring_queue_init_params$descriptor() {
        return io_uring_queue_init_params.DESC;
    }

    /**
     * Downcall method handle for:
     * {@snippet lang=c :
     * int io_uring_queue_init_params(unsigned int entries, struct io_uring *ring, struct io_uring_params *p)
     * }
     */
    public static MethodHandle io_uring_queue_init_params$handle() {
        return io_uring_queue_init_params.HANDLE;
    }

    /**
     * Address for:
     * {@snippet lang=c :
     * int io_uring_queue_init_params(unsigned int entries, struct io_uring *ring, struct io_uring_params *p)
     * }
     */
    public static MemorySegment io_uring_queue_init_params$address() {
        return io_uring_queue_init_params.ADDR;
    }

    /**
     * {@snippet lang=c :
     * int io_uring_queue_init_params(unsigned int entries, struct io_uring *ring, struct io_uring_params *p)
     * }
     * <p>
     * Sets up a ring of {@code entries} SQEs (a power of two up to 32768; the kernel rounds up) in
     * {@code ring} (an {@link io_uring}) with the flags and sizes in {@code p} (an {@link io_uring_params},
     * zeroed, then filled in with what the kernel granted): {@code io_uring_setup}, then mmap of the rings.
     * Not thread-safe on the same {@code ring}.
     *
     * @return 0, or -errno (ENOSYS: no io_uring in the kernel; EPERM: blocked by sysctl or seccomp; EINVAL: a flag the kernel does not know; ENOMEM: locked-memory limit on kernels before 5.12)
     */
    public static int io_uring_queue_init_params(int entries, MemorySegment ring, MemorySegment p) {
        var mh$ = io_uring_queue_init_params.HANDLE;
        try {
            if (TRACE_DOWNCALLS) {
                traceDowncall("io_uring_queue_init_params", entries, ring, p);
            }
            return (int) mh$.invokeExact(entries, ring, p);
        } catch (Throwable ex$) {
            throw new AssertionError("should not reach here", ex$);
        }
    }

    private static class io_uring_queue_exit {
        public static final FunctionDescriptor DESC = FunctionDescriptor.ofVoid(
            liburing_h.C_POINTER
        );

        public static final MemorySegment ADDR = liburing_h.findOrThrow("io_uring_queue_exit");

        public static final MethodHandle HANDLE = Linker.nativeLinker().downcallHandle(ADDR, DESC);
    }

    /**
     * Function descriptor for:
     * {@snippet lang=c :
     * void io_uring_queue_exit(struct io_uring *ring)
     * }
     */
    public static FunctionDescriptor io_uring_queue_exit$descriptor() {
        return io_uring_queue_exit.DESC;
    }

    /**
     * Downcall method handle for:
     * {@snippet lang=c :
     * void io_uring_queue_exit(struct io_uring *ring)
     * }
     */
    public static MethodHandle io_uring_queue_exit$handle() {
        return io_uring_queue_exit.HANDLE;
    }

    /**
     * Address for:
     * {@snippet lang=c :
     * void io_uring_queue_exit(struct io_uring *ring)
     * }
     */
    public static MemorySegment io_uring_queue_exit$address() {
        return io_uring_queue_exit.ADDR;
    }

    /**
     * {@snippet lang=c :
     * void io_uring_queue_exit(struct io_uring *ring)
     * }
     * <p>
     * Unmaps the rings and closes the ring descriptor (registered files, buffers and the registered ring
     * descriptor go with it). In-flight requests are cancelled or waited for by the kernel afterwards.
     */
    public static void io_uring_queue_exit(MemorySegment ring) {
        var mh$ = io_uring_queue_exit.HANDLE;
        try {
            if (TRACE_DOWNCALLS) {
                traceDowncall("io_uring_queue_exit", ring);
            }
            mh$.invokeExact(ring);
        } catch (Throwable ex$) {
            throw new AssertionError("should not reach here", ex$);
        }
    }

    private static class io_uring_submit {
        public static final FunctionDescriptor DESC = FunctionDescriptor.of(
            liburing_h.C_INT,
            liburing_h.C_POINTER
        );

        public static final MemorySegment ADDR = liburing_h.findOrThrow("io_uring_submit");

        public static final MethodHandle HANDLE = Linker.nativeLinker().downcallHandle(ADDR, DESC);
    }

    /**
     * Function descriptor for:
     * {@snippet lang=c :
     * int io_uring_submit(struct io_uring *ring)
     * }
     */
    public static FunctionDescriptor io_uring_submit$descriptor() {
        return io_uring_submit.DESC;
    }

    /**
     * Downcall method handle for:
     * {@snippet lang=c :
     * int io_uring_submit(struct io_uring *ring)
     * }
     */
    public static MethodHandle io_uring_submit$handle() {
        return io_uring_submit.HANDLE;
    }

    /**
     * Address for:
     * {@snippet lang=c :
     * int io_uring_submit(struct io_uring *ring)
     * }
     */
    public static MemorySegment io_uring_submit$address() {
        return io_uring_submit.ADDR;
    }

    /**
     * {@snippet lang=c :
     * int io_uring_submit(struct io_uring *ring)
     * }
     * <p>
     * Publishes the SQEs handed out since the last submit (liburing's {@code __io_uring_flush_sq}) and,
     * unless an SQPOLL thread is awake, calls {@code io_uring_enter} to submit them.
     *
     * @return the number of SQEs submitted, or -errno
     */
    public static int io_uring_submit(MemorySegment ring) {
        var mh$ = io_uring_submit.HANDLE;
        try {
            if (TRACE_DOWNCALLS) {
                traceDowncall("io_uring_submit", ring);
            }
            return (int) mh$.invokeExact(ring);
        } catch (Throwable ex$) {
            throw new AssertionError("should not reach here", ex$);
        }
    }

    private static class io_uring_submit_and_wait {
        public static final FunctionDescriptor DESC = FunctionDescriptor.of(
            liburing_h.C_INT,
            liburing_h.C_POINTER,
            liburing_h.C_INT
        );

        public static final MemorySegment ADDR = liburing_h.findOrThrow("io_uring_submit_and_wait");

        public static final MethodHandle HANDLE = Linker.nativeLinker().downcallHandle(ADDR, DESC);
    }

    /**
     * Function descriptor for:
     * {@snippet lang=c :
     * int io_uring_submit_and_wait(struct io_uring *ring, unsigned int wait_nr)
     * }
     */
    public static FunctionDescriptor io_uring_submit_and_wait$descriptor() {
        return io_uring_submit_and_wait.DESC;
    }

    /**
     * Downcall method handle for:
     * {@snippet lang=c :
     * int io_uring_submit_and_wait(struct io_uring *ring, unsigned int wait_nr)
     * }
     */
    public static MethodHandle io_uring_submit_and_wait$handle() {
        return io_uring_submit_and_wait.HANDLE;
    }

    /**
     * Address for:
     * {@snippet lang=c :
     * int io_uring_submit_and_wait(struct io_uring *ring, unsigned int wait_nr)
     * }
     */
    public static MemorySegment io_uring_submit_and_wait$address() {
        return io_uring_submit_and_wait.ADDR;
    }

    /**
     * {@snippet lang=c :
     * int io_uring_submit_and_wait(struct io_uring *ring, unsigned int wait_nr)
     * }
     * <p>
     * As {@link #io_uring_submit} and waits in the same system call until {@code wait_nr} completions
     * are in the CQ ring.
     *
     * @return the number of SQEs submitted, or -errno
     */
    public static int io_uring_submit_and_wait(MemorySegment ring, int wait_nr) {
        var mh$ = io_uring_submit_and_wait.HANDLE;
        try {
            if (TRACE_DOWNCALLS) {
                traceDowncall("io_uring_submit_and_wait", ring, wait_nr);
            }
            return (int) mh$.invokeExact(ring, wait_nr);
        } catch (Throwable ex$) {
            throw new AssertionError("should not reach here", ex$);
        }
    }

    private static class io_uring_wait_cqes {
        public static final FunctionDescriptor DESC = FunctionDescriptor.of(
            liburing_h.C_INT,
            liburing_h.C_POINTER,
            liburing_h.C_POINTER,
            liburing_h.C_INT,
            liburing_h.C_POINTER,
            liburing_h.C_POINTER
        );

        public static final MemorySegment ADDR = liburing_h.findOrThrow("io_uring_wait_cqes");

        public static final MethodHandle HANDLE = Linker.nativeLinker().downcallHandle(ADDR, DESC);
    }

    /**
     * Function descriptor for:
     * {@snippet lang=c :
     * int io_uring_wait_cqes(struct io_uring *ring, struct io_uring_cqe **cqe_ptr, unsigned int wait_nr, struct __kernel_timespec *ts, sigset_t *sigmask)
     * }
     */
    public static FunctionDescriptor io_uring_wait_cqes$descriptor() {
        return io_uring_wait_cqes.DESC;
    }

    /**
     * Downcall method handle for:
     * {@snippet lang=c :
     * int io_uring_wait_cqes(struct io_uring *ring, struct io_uring_cqe **cqe_ptr, unsigned int wait_nr, struct __kernel_timespec *ts, sigset_t *sigmask)
     * }
     */
    public static MethodHandle io_uring_wait_cqes$handle() {
        return io_uring_wait_cqes.HANDLE;
    }

    /**
     * Address for:
     * {@snippet lang=c :
     * int io_uring_wait_cqes(struct io_uring *ring, struct io_uring_cqe **cqe_ptr, unsigned int wait_nr, struct __kernel_timespec *ts, sigset_t *sigmask)
     * }
     */
    public static MemorySegment io_uring_wait_cqes$address() {
        return io_uring_wait_cqes.ADDR;
    }

    /**
     * {@snippet lang=c :
     * int io_uring_wait_cqes(struct io_uring *ring, struct io_uring_cqe **cqe_ptr, unsigned int wait_nr, struct __kernel_timespec *ts, sigset_t *sigmask)
     * }
     * <p>
     * Waits until {@code wait_nr} completions are in the CQ ring or {@code ts} (a
     * {@link __kernel_timespec}, or NULL for no limit) has passed, and stores the first CQE's address in
     * {@code *cqe_ptr} (8 bytes). It does not consume any CQE. On kernels without
     * {@code IORING_FEAT_EXT_ARG} it queues a timeout SQE whose completion carries
     * {@link #LIBURING_UDATA_TIMEOUT()}.
     *
     * @return 0, or -errno (-ETIME when the time ran out)
     */
    public static int io_uring_wait_cqes(MemorySegment ring, MemorySegment cqe_ptr, int wait_nr, MemorySegment ts, MemorySegment sigmask) {
        var mh$ = io_uring_wait_cqes.HANDLE;
        try {
            if (TRACE_DOWNCALLS) {
                traceDowncall("io_uring_wait_cqes", ring, cqe_ptr, wait_nr, ts, sigmask);
            }
            return (int) mh$.invokeExact(ring, cqe_ptr, wait_nr, ts, sigmask);
        } catch (Throwable ex$) {
            throw new AssertionError("should not reach here", ex$);
        }
    }

    private static class io_uring_enter {
        public static final FunctionDescriptor DESC = FunctionDescriptor.of(
            liburing_h.C_INT,
            liburing_h.C_INT,
            liburing_h.C_INT,
            liburing_h.C_INT,
            liburing_h.C_INT,
            liburing_h.C_POINTER
        );

        public static final MemorySegment ADDR = liburing_h.findOrThrow("io_uring_enter");

        public static final MethodHandle HANDLE = Linker.nativeLinker().downcallHandle(ADDR, DESC);
    }

    /**
     * Function descriptor for:
     * {@snippet lang=c :
     * int io_uring_enter(unsigned int fd, unsigned int to_submit, unsigned int min_complete, unsigned int flags, sigset_t *sig)
     * }
     */
    public static FunctionDescriptor io_uring_enter$descriptor() {
        return io_uring_enter.DESC;
    }

    /**
     * Downcall method handle for:
     * {@snippet lang=c :
     * int io_uring_enter(unsigned int fd, unsigned int to_submit, unsigned int min_complete, unsigned int flags, sigset_t *sig)
     * }
     */
    public static MethodHandle io_uring_enter$handle() {
        return io_uring_enter.HANDLE;
    }

    /**
     * Address for:
     * {@snippet lang=c :
     * int io_uring_enter(unsigned int fd, unsigned int to_submit, unsigned int min_complete, unsigned int flags, sigset_t *sig)
     * }
     */
    public static MemorySegment io_uring_enter$address() {
        return io_uring_enter.ADDR;
    }

    /**
     * {@snippet lang=c :
     * int io_uring_enter(unsigned int fd, unsigned int to_submit, unsigned int min_complete, unsigned int flags, sigset_t *sig)
     * }
     * <p>
     * The {@code io_uring_enter(2)} system call, exported by liburing 2.3 and later: submits up to
     * {@code to_submit} published SQEs and, with {@code IORING_ENTER_GETEVENTS}, waits for
     * {@code min_complete} completions. {@code fd} is the ring descriptor, or its registered index with
     * {@code IORING_ENTER_REGISTERED_RING}. Blocks; never link it as a critical function.
     *
     * @return SQEs consumed, or -errno (EAGAIN, EBUSY, EINTR are transient)
     */
    public static int io_uring_enter(int fd, int to_submit, int min_complete, int flags, MemorySegment sig) {
        var mh$ = io_uring_enter.HANDLE;
        try {
            if (TRACE_DOWNCALLS) {
                traceDowncall("io_uring_enter", fd, to_submit, min_complete, flags, sig);
            }
            return (int) mh$.invokeExact(fd, to_submit, min_complete, flags, sig);
        } catch (Throwable ex$) {
            throw new AssertionError("should not reach here", ex$);
        }
    }

    private static class io_uring_register_buffers {
        public static final FunctionDescriptor DESC = FunctionDescriptor.of(
            liburing_h.C_INT,
            liburing_h.C_POINTER,
            liburing_h.C_POINTER,
            liburing_h.C_INT
        );

        public static final MemorySegment ADDR = liburing_h.findOrThrow("io_uring_register_buffers");

        public static final MethodHandle HANDLE = Linker.nativeLinker().downcallHandle(ADDR, DESC);
    }

    /**
     * Function descriptor for:
     * {@snippet lang=c :
     * int io_uring_register_buffers(struct io_uring *ring, const struct iovec *iovecs, unsigned int nr_iovecs)
     * }
     */
    public static FunctionDescriptor io_uring_register_buffers$descriptor() {
        return io_uring_register_buffers.DESC;
    }

    /**
     * Downcall method handle for:
     * {@snippet lang=c :
     * int io_uring_register_buffers(struct io_uring *ring, const struct iovec *iovecs, unsigned int nr_iovecs)
     * }
     */
    public static MethodHandle io_uring_register_buffers$handle() {
        return io_uring_register_buffers.HANDLE;
    }

    /**
     * Address for:
     * {@snippet lang=c :
     * int io_uring_register_buffers(struct io_uring *ring, const struct iovec *iovecs, unsigned int nr_iovecs)
     * }
     */
    public static MemorySegment io_uring_register_buffers$address() {
        return io_uring_register_buffers.ADDR;
    }

    /**
     * {@snippet lang=c :
     * int io_uring_register_buffers(struct io_uring *ring, const struct iovec *iovecs, unsigned int nr_iovecs)
     * }
     * <p>
     * Registers {@code nr_iovecs} fixed buffers (an array of {@link iovec}); the pages are pinned and
     * counted against {@code RLIMIT_MEMLOCK} unless the process has {@code CAP_IPC_LOCK}.
     *
     * @return 0, or -errno (ENOMEM: over RLIMIT_MEMLOCK; EBUSY: buffers already registered)
     */
    public static int io_uring_register_buffers(MemorySegment ring, MemorySegment iovecs, int nr_iovecs) {
        var mh$ = io_uring_register_buffers.HANDLE;
        try {
            if (TRACE_DOWNCALLS) {
                traceDowncall("io_uring_register_buffers", ring, iovecs, nr_iovecs);
            }
            return (int) mh$.invokeExact(ring, iovecs, nr_iovecs);
        } catch (Throwable ex$) {
            throw new AssertionError("should not reach here", ex$);
        }
    }

    private static class io_uring_register_buffers_sparse {
        public static final FunctionDescriptor DESC = FunctionDescriptor.of(
            liburing_h.C_INT,
            liburing_h.C_POINTER,
            liburing_h.C_INT
        );

        public static final MemorySegment ADDR = liburing_h.findOrThrow("io_uring_register_buffers_sparse");

        public static final MethodHandle HANDLE = Linker.nativeLinker().downcallHandle(ADDR, DESC);
    }

    /**
     * Function descriptor for:
     * {@snippet lang=c :
     * int io_uring_register_buffers_sparse(struct io_uring *ring, unsigned int nr)
     * }
     */
    public static FunctionDescriptor io_uring_register_buffers_sparse$descriptor() {
        return io_uring_register_buffers_sparse.DESC;
    }

    /**
     * Downcall method handle for:
     * {@snippet lang=c :
     * int io_uring_register_buffers_sparse(struct io_uring *ring, unsigned int nr)
     * }
     */
    public static MethodHandle io_uring_register_buffers_sparse$handle() {
        return io_uring_register_buffers_sparse.HANDLE;
    }

    /**
     * Address for:
     * {@snippet lang=c :
     * int io_uring_register_buffers_sparse(struct io_uring *ring, unsigned int nr)
     * }
     */
    public static MemorySegment io_uring_register_buffers_sparse$address() {
        return io_uring_register_buffers_sparse.ADDR;
    }

    /**
     * {@snippet lang=c :
     * int io_uring_register_buffers_sparse(struct io_uring *ring, unsigned int nr)
     * }
     * <p>
     * Registers an empty fixed-buffer table of {@code nr} slots, to be filled with
     * {@link #io_uring_register_buffers_update_tag} (Linux 5.19 and later).
     *
     * @return 0, or -errno (EINVAL on older kernels)
     */
    public static int io_uring_register_buffers_sparse(MemorySegment ring, int nr) {
        var mh$ = io_uring_register_buffers_sparse.HANDLE;
        try {
            if (TRACE_DOWNCALLS) {
                traceDowncall("io_uring_register_buffers_sparse", ring, nr);
            }
            return (int) mh$.invokeExact(ring, nr);
        } catch (Throwable ex$) {
            throw new AssertionError("should not reach here", ex$);
        }
    }

    private static class io_uring_register_buffers_update_tag {
        public static final FunctionDescriptor DESC = FunctionDescriptor.of(
            liburing_h.C_INT,
            liburing_h.C_POINTER,
            liburing_h.C_INT,
            liburing_h.C_POINTER,
            liburing_h.C_POINTER,
            liburing_h.C_INT
        );

        public static final MemorySegment ADDR = liburing_h.findOrThrow("io_uring_register_buffers_update_tag");

        public static final MethodHandle HANDLE = Linker.nativeLinker().downcallHandle(ADDR, DESC);
    }

    /**
     * Function descriptor for:
     * {@snippet lang=c :
     * int io_uring_register_buffers_update_tag(struct io_uring *ring, unsigned int off, const struct iovec *iovecs, const __u64 *tags, unsigned int nr)
     * }
     */
    public static FunctionDescriptor io_uring_register_buffers_update_tag$descriptor() {
        return io_uring_register_buffers_update_tag.DESC;
    }

    /**
     * Downcall method handle for:
     * {@snippet lang=c :
     * int io_uring_register_buffers_update_tag(struct io_uring *ring, unsigned int off, const struct iovec *iovecs, const __u64 *tags, unsigned int nr)
     * }
     */
    public static MethodHandle io_uring_register_buffers_update_tag$handle() {
        return io_uring_register_buffers_update_tag.HANDLE;
    }

    /**
     * Address for:
     * {@snippet lang=c :
     * int io_uring_register_buffers_update_tag(struct io_uring *ring, unsigned int off, const struct iovec *iovecs, const __u64 *tags, unsigned int nr)
     * }
     */
    public static MemorySegment io_uring_register_buffers_update_tag$address() {
        return io_uring_register_buffers_update_tag.ADDR;
    }

    /**
     * {@snippet lang=c :
     * int io_uring_register_buffers_update_tag(struct io_uring *ring, unsigned int off, const struct iovec *iovecs, const __u64 *tags, unsigned int nr)
     * }
     * <p>
     * Replaces the fixed buffers in slots {@code off .. off+nr-1} with {@code iovecs}; {@code tags} may
     * be NULL (Linux 5.13 and later).
     *
     * @return the number of slots updated, or -errno (ENOMEM: over RLIMIT_MEMLOCK)
     */
    public static int io_uring_register_buffers_update_tag(MemorySegment ring, int off, MemorySegment iovecs, MemorySegment tags, int nr) {
        var mh$ = io_uring_register_buffers_update_tag.HANDLE;
        try {
            if (TRACE_DOWNCALLS) {
                traceDowncall("io_uring_register_buffers_update_tag", ring, off, iovecs, tags, nr);
            }
            return (int) mh$.invokeExact(ring, off, iovecs, tags, nr);
        } catch (Throwable ex$) {
            throw new AssertionError("should not reach here", ex$);
        }
    }

    private static class io_uring_unregister_buffers {
        public static final FunctionDescriptor DESC = FunctionDescriptor.of(
            liburing_h.C_INT,
            liburing_h.C_POINTER
        );

        public static final MemorySegment ADDR = liburing_h.findOrThrow("io_uring_unregister_buffers");

        public static final MethodHandle HANDLE = Linker.nativeLinker().downcallHandle(ADDR, DESC);
    }

    /**
     * Function descriptor for:
     * {@snippet lang=c :
     * int io_uring_unregister_buffers(struct io_uring *ring)
     * }
     */
    public static FunctionDescriptor io_uring_unregister_buffers$descriptor() {
        return io_uring_unregister_buffers.DESC;
    }

    /**
     * Downcall method handle for:
     * {@snippet lang=c :
     * int io_uring_unregister_buffers(struct io_uring *ring)
     * }
     */
    public static MethodHandle io_uring_unregister_buffers$handle() {
        return io_uring_unregister_buffers.HANDLE;
    }

    /**
     * Address for:
     * {@snippet lang=c :
     * int io_uring_unregister_buffers(struct io_uring *ring)
     * }
     */
    public static MemorySegment io_uring_unregister_buffers$address() {
        return io_uring_unregister_buffers.ADDR;
    }

    /**
     * {@snippet lang=c :
     * int io_uring_unregister_buffers(struct io_uring *ring)
     * }
     * <p>
     * Drops the fixed-buffer table.
     *
     * @return 0, or -errno (ENXIO: none registered)
     */
    public static int io_uring_unregister_buffers(MemorySegment ring) {
        var mh$ = io_uring_unregister_buffers.HANDLE;
        try {
            if (TRACE_DOWNCALLS) {
                traceDowncall("io_uring_unregister_buffers", ring);
            }
            return (int) mh$.invokeExact(ring);
        } catch (Throwable ex$) {
            throw new AssertionError("should not reach here", ex$);
        }
    }

    private static class io_uring_register_files {
        public static final FunctionDescriptor DESC = FunctionDescriptor.of(
            liburing_h.C_INT,
            liburing_h.C_POINTER,
            liburing_h.C_POINTER,
            liburing_h.C_INT
        );

        public static final MemorySegment ADDR = liburing_h.findOrThrow("io_uring_register_files");

        public static final MethodHandle HANDLE = Linker.nativeLinker().downcallHandle(ADDR, DESC);
    }

    /**
     * Function descriptor for:
     * {@snippet lang=c :
     * int io_uring_register_files(struct io_uring *ring, const int *files, unsigned int nr_files)
     * }
     */
    public static FunctionDescriptor io_uring_register_files$descriptor() {
        return io_uring_register_files.DESC;
    }

    /**
     * Downcall method handle for:
     * {@snippet lang=c :
     * int io_uring_register_files(struct io_uring *ring, const int *files, unsigned int nr_files)
     * }
     */
    public static MethodHandle io_uring_register_files$handle() {
        return io_uring_register_files.HANDLE;
    }

    /**
     * Address for:
     * {@snippet lang=c :
     * int io_uring_register_files(struct io_uring *ring, const int *files, unsigned int nr_files)
     * }
     */
    public static MemorySegment io_uring_register_files$address() {
        return io_uring_register_files.ADDR;
    }

    /**
     * {@snippet lang=c :
     * int io_uring_register_files(struct io_uring *ring, const int *files, unsigned int nr_files)
     * }
     * <p>
     * Registers {@code nr_files} descriptors as a fixed-file table ({@code -1} leaves a slot empty);
     * SQEs then name slot {@code i} with {@code fd = i} and {@code IOSQE_FIXED_FILE}. The table holds its
     * own reference to each file.
     *
     * @return 0, or -errno (EBUSY: a table is already registered; EMFILE: over RLIMIT_NOFILE)
     */
    public static int io_uring_register_files(MemorySegment ring, MemorySegment files, int nr_files) {
        var mh$ = io_uring_register_files.HANDLE;
        try {
            if (TRACE_DOWNCALLS) {
                traceDowncall("io_uring_register_files", ring, files, nr_files);
            }
            return (int) mh$.invokeExact(ring, files, nr_files);
        } catch (Throwable ex$) {
            throw new AssertionError("should not reach here", ex$);
        }
    }

    private static class io_uring_register_files_update {
        public static final FunctionDescriptor DESC = FunctionDescriptor.of(
            liburing_h.C_INT,
            liburing_h.C_POINTER,
            liburing_h.C_INT,
            liburing_h.C_POINTER,
            liburing_h.C_INT
        );

        public static final MemorySegment ADDR = liburing_h.findOrThrow("io_uring_register_files_update");

        public static final MethodHandle HANDLE = Linker.nativeLinker().downcallHandle(ADDR, DESC);
    }

    /**
     * Function descriptor for:
     * {@snippet lang=c :
     * int io_uring_register_files_update(struct io_uring *ring, unsigned int off, const int *files, unsigned int nr_files)
     * }
     */
    public static FunctionDescriptor io_uring_register_files_update$descriptor() {
        return io_uring_register_files_update.DESC;
    }

    /**
     * Downcall method handle for:
     * {@snippet lang=c :
     * int io_uring_register_files_update(struct io_uring *ring, unsigned int off, const int *files, unsigned int nr_files)
     * }
     */
    public static MethodHandle io_uring_register_files_update$handle() {
        return io_uring_register_files_update.HANDLE;
    }

    /**
     * Address for:
     * {@snippet lang=c :
     * int io_uring_register_files_update(struct io_uring *ring, unsigned int off, const int *files, unsigned int nr_files)
     * }
     */
    public static MemorySegment io_uring_register_files_update$address() {
        return io_uring_register_files_update.ADDR;
    }

    /**
     * {@snippet lang=c :
     * int io_uring_register_files_update(struct io_uring *ring, unsigned int off, const int *files, unsigned int nr_files)
     * }
     * <p>
     * Replaces the fixed files in slots {@code off .. off+nr_files-1}; {@code -1} empties a slot.
     *
     * @return the number of slots updated, or -errno
     */
    public static int io_uring_register_files_update(MemorySegment ring, int off, MemorySegment files, int nr_files) {
        var mh$ = io_uring_register_files_update.HANDLE;
        try {
            if (TRACE_DOWNCALLS) {
                traceDowncall("io_uring_register_files_update", ring, off, files, nr_files);
            }
            return (int) mh$.invokeExact(ring, off, files, nr_files);
        } catch (Throwable ex$) {
            throw new AssertionError("should not reach here", ex$);
        }
    }

    private static class io_uring_unregister_files {
        public static final FunctionDescriptor DESC = FunctionDescriptor.of(
            liburing_h.C_INT,
            liburing_h.C_POINTER
        );

        public static final MemorySegment ADDR = liburing_h.findOrThrow("io_uring_unregister_files");

        public static final MethodHandle HANDLE = Linker.nativeLinker().downcallHandle(ADDR, DESC);
    }

    /**
     * Function descriptor for:
     * {@snippet lang=c :
     * int io_uring_unregister_files(struct io_uring *ring)
     * }
     */
    public static FunctionDescriptor io_uring_unregister_files$descriptor() {
        return io_uring_unregister_files.DESC;
    }

    /**
     * Downcall method handle for:
     * {@snippet lang=c :
     * int io_uring_unregister_files(struct io_uring *ring)
     * }
     */
    public static MethodHandle io_uring_unregister_files$handle() {
        return io_uring_unregister_files.HANDLE;
    }

    /**
     * Address for:
     * {@snippet lang=c :
     * int io_uring_unregister_files(struct io_uring *ring)
     * }
     */
    public static MemorySegment io_uring_unregister_files$address() {
        return io_uring_unregister_files.ADDR;
    }

    /**
     * {@snippet lang=c :
     * int io_uring_unregister_files(struct io_uring *ring)
     * }
     * <p>
     * Drops the fixed-file table.
     *
     * @return 0, or -errno (ENXIO: none registered)
     */
    public static int io_uring_unregister_files(MemorySegment ring) {
        var mh$ = io_uring_unregister_files.HANDLE;
        try {
            if (TRACE_DOWNCALLS) {
                traceDowncall("io_uring_unregister_files", ring);
            }
            return (int) mh$.invokeExact(ring);
        } catch (Throwable ex$) {
            throw new AssertionError("should not reach here", ex$);
        }
    }

    private static class io_uring_register_ring_fd {
        public static final FunctionDescriptor DESC = FunctionDescriptor.of(
            liburing_h.C_INT,
            liburing_h.C_POINTER
        );

        public static final MemorySegment ADDR = liburing_h.findOrThrow("io_uring_register_ring_fd");

        public static final MethodHandle HANDLE = Linker.nativeLinker().downcallHandle(ADDR, DESC);
    }

    /**
     * Function descriptor for:
     * {@snippet lang=c :
     * int io_uring_register_ring_fd(struct io_uring *ring)
     * }
     */
    public static FunctionDescriptor io_uring_register_ring_fd$descriptor() {
        return io_uring_register_ring_fd.DESC;
    }

    /**
     * Downcall method handle for:
     * {@snippet lang=c :
     * int io_uring_register_ring_fd(struct io_uring *ring)
     * }
     */
    public static MethodHandle io_uring_register_ring_fd$handle() {
        return io_uring_register_ring_fd.HANDLE;
    }

    /**
     * Address for:
     * {@snippet lang=c :
     * int io_uring_register_ring_fd(struct io_uring *ring)
     * }
     */
    public static MemorySegment io_uring_register_ring_fd$address() {
        return io_uring_register_ring_fd.ADDR;
    }

    /**
     * {@snippet lang=c :
     * int io_uring_register_ring_fd(struct io_uring *ring)
     * }
     * <p>
     * Registers the ring's own descriptor with it (Linux 5.18 and later) and stores the index in
     * {@code ring->enter_ring_fd}, so that {@code io_uring_enter} with {@code IORING_ENTER_REGISTERED_RING}
     * skips the descriptor lookup. {@link #io_uring_queue_exit} undoes it.
     *
     * @return 1 when registered, or -errno (EINVAL on older kernels)
     */
    public static int io_uring_register_ring_fd(MemorySegment ring) {
        var mh$ = io_uring_register_ring_fd.HANDLE;
        try {
            if (TRACE_DOWNCALLS) {
                traceDowncall("io_uring_register_ring_fd", ring);
            }
            return (int) mh$.invokeExact(ring);
        } catch (Throwable ex$) {
            throw new AssertionError("should not reach here", ex$);
        }
    }

    private static class io_uring_get_probe_ring {
        public static final FunctionDescriptor DESC = FunctionDescriptor.of(
            liburing_h.C_POINTER,
            liburing_h.C_POINTER
        );

        public static final MemorySegment ADDR = liburing_h.findOrThrow("io_uring_get_probe_ring");

        public static final MethodHandle HANDLE = Linker.nativeLinker().downcallHandle(ADDR, DESC);
    }

    /**
     * Function descriptor for:
     * {@snippet lang=c :
     * struct io_uring_probe *io_uring_get_probe_ring(struct io_uring *ring)
     * }
     */
    public static FunctionDescriptor io_uring_get_probe_ring$descriptor() {
        return io_uring_get_probe_ring.DESC;
    }

    /**
     * Downcall method handle for:
     * {@snippet lang=c :
     * struct io_uring_probe *io_uring_get_probe_ring(struct io_uring *ring)
     * }
     */
    public static MethodHandle io_uring_get_probe_ring$handle() {
        return io_uring_get_probe_ring.HANDLE;
    }

    /**
     * Address for:
     * {@snippet lang=c :
     * struct io_uring_probe *io_uring_get_probe_ring(struct io_uring *ring)
     * }
     */
    public static MemorySegment io_uring_get_probe_ring$address() {
        return io_uring_get_probe_ring.ADDR;
    }

    /**
     * {@snippet lang=c :
     * struct io_uring_probe *io_uring_get_probe_ring(struct io_uring *ring)
     * }
     * <p>
     * Asks the kernel which opcodes it supports ({@code IORING_REGISTER_PROBE}, Linux 5.6 and later).
     * The result is malloc'ed by liburing with room for 256 {@link io_uring_probe_op}s.
     *
     * @return an {@link io_uring_probe} to free with {@link #io_uring_free_probe}, or NULL when probing is not supported
     */
    public static MemorySegment io_uring_get_probe_ring(MemorySegment ring) {
        var mh$ = io_uring_get_probe_ring.HANDLE;
        try {
            if (TRACE_DOWNCALLS) {
                traceDowncall("io_uring_get_probe_ring", ring);
            }
            return (MemorySegment) mh$.invokeExact(ring);
        } catch (Throwable ex$) {
            throw new AssertionError("should not reach here", ex$);
        }
    }

    private static class io_uring_get_probe {
        public static final FunctionDescriptor DESC = FunctionDescriptor.of(
            liburing_h.C_POINTER
        );

        public static final MemorySegment ADDR = liburing_h.findOrThrow("io_uring_get_probe");

        public static final MethodHandle HANDLE = Linker.nativeLinker().downcallHandle(ADDR, DESC);
    }

    /**
     * Function descriptor for:
     * {@snippet lang=c :
     * struct io_uring_probe *io_uring_get_probe(void)
     * }
     */
    public static FunctionDescriptor io_uring_get_probe$descriptor() {
        return io_uring_get_probe.DESC;
    }

    /**
     * Downcall method handle for:
     * {@snippet lang=c :
     * struct io_uring_probe *io_uring_get_probe(void)
     * }
     */
    public static MethodHandle io_uring_get_probe$handle() {
        return io_uring_get_probe.HANDLE;
    }

    /**
     * Address for:
     * {@snippet lang=c :
     * struct io_uring_probe *io_uring_get_probe(void)
     * }
     */
    public static MemorySegment io_uring_get_probe$address() {
        return io_uring_get_probe.ADDR;
    }

    /**
     * {@snippet lang=c :
     * struct io_uring_probe *io_uring_get_probe(void)
     * }
     * <p>
     * As {@link #io_uring_get_probe_ring} on a temporary ring of its own.
     *
     * @return an {@link io_uring_probe} to free with {@link #io_uring_free_probe}, or NULL
     */
    public static MemorySegment io_uring_get_probe() {
        var mh$ = io_uring_get_probe.HANDLE;
        try {
            if (TRACE_DOWNCALLS) {
                traceDowncall("io_uring_get_probe");
            }
            return (MemorySegment) mh$.invokeExact();
        } catch (Throwable ex$) {
            throw new AssertionError("should not reach here", ex$);
        }
    }

    private static class io_uring_free_probe {
        public static final FunctionDescriptor DESC = FunctionDescriptor.ofVoid(
            liburing_h.C_POINTER
        );

        public static final MemorySegment ADDR = liburing_h.findOrThrow("io_uring_free_probe");

        public static final MethodHandle HANDLE = Linker.nativeLinker().downcallHandle(ADDR, DESC);
    }

    /**
     * Function descriptor for:
     * {@snippet lang=c :
     * void io_uring_free_probe(struct io_uring_probe *probe)
     * }
     */
    public static FunctionDescriptor io_uring_free_probe$descriptor() {
        return io_uring_free_probe.DESC;
    }

    /**
     * Downcall method handle for:
     * {@snippet lang=c :
     * void io_uring_free_probe(struct io_uring_probe *probe)
     * }
     */
    public static MethodHandle io_uring_free_probe$handle() {
        return io_uring_free_probe.HANDLE;
    }

    /**
     * Address for:
     * {@snippet lang=c :
     * void io_uring_free_probe(struct io_uring_probe *probe)
     * }
     */
    public static MemorySegment io_uring_free_probe$address() {
        return io_uring_free_probe.ADDR;
    }

    /**
     * {@snippet lang=c :
     * void io_uring_free_probe(struct io_uring_probe *probe)
     * }
     * <p>
     * Frees a probe from {@link #io_uring_get_probe_ring} or {@link #io_uring_get_probe}.
     */
    public static void io_uring_free_probe(MemorySegment probe) {
        var mh$ = io_uring_free_probe.HANDLE;
        try {
            if (TRACE_DOWNCALLS) {
                traceDowncall("io_uring_free_probe", probe);
            }
            mh$.invokeExact(probe);
        } catch (Throwable ex$) {
            throw new AssertionError("should not reach here", ex$);
        }
    }
    private static final int IORING_SETUP_IOPOLL = (int)1L;

    /**
     * {@snippet lang=c :
     * #define IORING_SETUP_IOPOLL (1U << 0)
     * }
     */
    public static int IORING_SETUP_IOPOLL() {
        return IORING_SETUP_IOPOLL;
    }

    private static final int IORING_SETUP_SQPOLL = (int)2L;

    /**
     * {@snippet lang=c :
     * #define IORING_SETUP_SQPOLL (1U << 1)
     * }
     */
    public static int IORING_SETUP_SQPOLL() {
        return IORING_SETUP_SQPOLL;
    }

    private static final int IORING_SETUP_SQ_AFF = (int)4L;

    /**
     * {@snippet lang=c :
     * #define IORING_SETUP_SQ_AFF (1U << 2)
     * }
     */
    public static int IORING_SETUP_SQ_AFF() {
        return IORING_SETUP_SQ_AFF;
    }

    private static final int IORING_SETUP_CQSIZE = (int)8L;

    /**
     * {@snippet lang=c :
     * #define IORING_SETUP_CQSIZE (1U << 3)
     * }
     */
    public static int IORING_SETUP_CQSIZE() {
        return IORING_SETUP_CQSIZE;
    }

    private static final int IORING_SETUP_COOP_TASKRUN = (int)256L;

    /**
     * {@snippet lang=c :
     * #define IORING_SETUP_COOP_TASKRUN (1U << 8)
     * }
     */
    public static int IORING_SETUP_COOP_TASKRUN() {
        return IORING_SETUP_COOP_TASKRUN;
    }

    private static final int IORING_SETUP_SQE128 = (int)1024L;

    /**
     * {@snippet lang=c :
     * #define IORING_SETUP_SQE128 (1U << 10)
     * }
     */
    public static int IORING_SETUP_SQE128() {
        return IORING_SETUP_SQE128;
    }

    private static final int IORING_SETUP_CQE32 = (int)2048L;

    /**
     * {@snippet lang=c :
     * #define IORING_SETUP_CQE32 (1U << 11)
     * }
     */
    public static int IORING_SETUP_CQE32() {
        return IORING_SETUP_CQE32;
    }

    private static final int IORING_SETUP_SINGLE_ISSUER = (int)4096L;

    /**
     * {@snippet lang=c :
     * #define IORING_SETUP_SINGLE_ISSUER (1U << 12)
     * }
     */
    public static int IORING_SETUP_SINGLE_ISSUER() {
        return IORING_SETUP_SINGLE_ISSUER;
    }

    private static final int IORING_SETUP_DEFER_TASKRUN = (int)8192L;

    /**
     * {@snippet lang=c :
     * #define IORING_SETUP_DEFER_TASKRUN (1U << 13)
     * }
     */
    public static int IORING_SETUP_DEFER_TASKRUN() {
        return IORING_SETUP_DEFER_TASKRUN;
    }

    private static final int IORING_OP_NOP = (int)0L;

    /**
     * {@snippet lang=c :
     * enum io_uring_op.IORING_OP_NOP = 0
     * }
     */
    public static int IORING_OP_NOP() {
        return IORING_OP_NOP;
    }

    private static final int IORING_OP_READV = (int)1L;

    /**
     * {@snippet lang=c :
     * enum io_uring_op.IORING_OP_READV = 1
     * }
     */
    public static int IORING_OP_READV() {
        return IORING_OP_READV;
    }

    private static final int IORING_OP_WRITEV = (int)2L;

    /**
     * {@snippet lang=c :
     * enum io_uring_op.IORING_OP_WRITEV = 2
     * }
     */
    public static int IORING_OP_WRITEV() {
        return IORING_OP_WRITEV;
    }

    private static final int IORING_OP_FSYNC = (int)3L;

    /**
     * {@snippet lang=c :
     * enum io_uring_op.IORING_OP_FSYNC = 3
     * }
     */
    public static int IORING_OP_FSYNC() {
        return IORING_OP_FSYNC;
    }

    private static final int IORING_OP_READ_FIXED = (int)4L;

    /**
     * {@snippet lang=c :
     * enum io_uring_op.IORING_OP_READ_FIXED = 4
     * }
     */
    public static int IORING_OP_READ_FIXED() {
        return IORING_OP_READ_FIXED;
    }

    private static final int IORING_OP_WRITE_FIXED = (int)5L;

    /**
     * {@snippet lang=c :
     * enum io_uring_op.IORING_OP_WRITE_FIXED = 5
     * }
     */
    public static int IORING_OP_WRITE_FIXED() {
        return IORING_OP_WRITE_FIXED;
    }

    private static final int IORING_OP_READ = (int)22L;

    /**
     * {@snippet lang=c :
     * enum io_uring_op.IORING_OP_READ = 22
     * }
     */
    public static int IORING_OP_READ() {
        return IORING_OP_READ;
    }

    private static final int IORING_OP_WRITE = (int)23L;

    /**
     * {@snippet lang=c :
     * enum io_uring_op.IORING_OP_WRITE = 23
     * }
     */
    public static int IORING_OP_WRITE() {
        return IORING_OP_WRITE;
    }

    private static final int IORING_FSYNC_DATASYNC = (int)1L;

    /**
     * {@snippet lang=c :
     * #define IORING_FSYNC_DATASYNC (1U << 0)
     * }
     */
    public static int IORING_FSYNC_DATASYNC() {
        return IORING_FSYNC_DATASYNC;
    }

    private static final int IOSQE_FIXED_FILE = (int)1L;

    /**
     * {@snippet lang=c :
     * #define IOSQE_FIXED_FILE (1U << IOSQE_FIXED_FILE_BIT)
     * }
     */
    public static int IOSQE_FIXED_FILE() {
        return IOSQE_FIXED_FILE;
    }

    private static final int IORING_SQ_NEED_WAKEUP = (int)1L;

    /**
     * {@snippet lang=c :
     * #define IORING_SQ_NEED_WAKEUP (1U << 0)
     * }
     */
    public static int IORING_SQ_NEED_WAKEUP() {
        return IORING_SQ_NEED_WAKEUP;
    }

    private static final int IORING_SQ_CQ_OVERFLOW = (int)2L;

    /**
     * {@snippet lang=c :
     * #define IORING_SQ_CQ_OVERFLOW (1U << 1)
     * }
     */
    public static int IORING_SQ_CQ_OVERFLOW() {
        return IORING_SQ_CQ_OVERFLOW;
    }

    private static final int IORING_SQ_TASKRUN = (int)4L;

    /**
     * {@snippet lang=c :
     * #define IORING_SQ_TASKRUN (1U << 2)
     * }
     */
    public static int IORING_SQ_TASKRUN() {
        return IORING_SQ_TASKRUN;
    }

    private static final int IORING_ENTER_GETEVENTS = (int)1L;

    /**
     * {@snippet lang=c :
     * #define IORING_ENTER_GETEVENTS (1U << 0)
     * }
     */
    public static int IORING_ENTER_GETEVENTS() {
        return IORING_ENTER_GETEVENTS;
    }

    private static final int IORING_ENTER_SQ_WAKEUP = (int)2L;

    /**
     * {@snippet lang=c :
     * #define IORING_ENTER_SQ_WAKEUP (1U << 1)
     * }
     */
    public static int IORING_ENTER_SQ_WAKEUP() {
        return IORING_ENTER_SQ_WAKEUP;
    }

    private static final int IORING_ENTER_SQ_WAIT = (int)4L;

    /**
     * {@snippet lang=c :
     * #define IORING_ENTER_SQ_WAIT (1U << 2)
     * }
     */
    public static int IORING_ENTER_SQ_WAIT() {
        return IORING_ENTER_SQ_WAIT;
    }

    private static final int IORING_ENTER_REGISTERED_RING = (int)16L;

    /**
     * {@snippet lang=c :
     * #define IORING_ENTER_REGISTERED_RING (1U << 4)
     * }
     */
    public static int IORING_ENTER_REGISTERED_RING() {
        return IORING_ENTER_REGISTERED_RING;
    }

    private static final int IORING_FEAT_NODROP = (int)2L;

    /**
     * {@snippet lang=c :
     * #define IORING_FEAT_NODROP (1U << 1)
     * }
     */
    public static int IORING_FEAT_NODROP() {
        return IORING_FEAT_NODROP;
    }

    private static final int IORING_FEAT_EXT_ARG = (int)256L;

    /**
     * {@snippet lang=c :
     * #define IORING_FEAT_EXT_ARG (1U << 8)
     * }
     */
    public static int IORING_FEAT_EXT_ARG() {
        return IORING_FEAT_EXT_ARG;
    }

    private static final int IO_URING_OP_SUPPORTED = (int)1L;

    /**
     * {@snippet lang=c :
     * #define IO_URING_OP_SUPPORTED (1U << 0)
     * }
     */
    public static int IO_URING_OP_SUPPORTED() {
        return IO_URING_OP_SUPPORTED;
    }

    private static final int EBUSY = (int)16L;

    /**
     * {@snippet lang=c :
     * #define EBUSY 16
     * }
     */
    public static int EBUSY() {
        return EBUSY;
    }

    private static final int ENOSYS = (int)38L;

    /**
     * {@snippet lang=c :
     * #define ENOSYS 38
     * }
     */
    public static int ENOSYS() {
        return ENOSYS;
    }

    private static final int ETIME = (int)62L;

    /**
     * {@snippet lang=c :
     * #define ETIME 62
     * }
     */
    public static int ETIME() {
        return ETIME;
    }

    private static final long LIBURING_UDATA_TIMEOUT = -1L;

    /**
     * {@snippet lang=c :
     * #define LIBURING_UDATA_TIMEOUT ((__u64) -1)
     * }
     */
    public static long LIBURING_UDATA_TIMEOUT() {
        return LIBURING_UDATA_TIMEOUT;
    }
}
