// jextract-shaped, hand-maintained; source header: src/main/c/libc.h (glibc 2.36, x86_64 Linux)

package org.jfio.nativeheaders.libc;

import java.lang.foreign.AddressLayout;
import java.lang.foreign.FunctionDescriptor;
import java.lang.foreign.Linker;
import java.lang.foreign.MemoryLayout;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.SegmentAllocator;
import java.lang.foreign.StructLayout;
import java.lang.foreign.SymbolLookup;
import java.lang.foreign.ValueLayout;
import java.lang.invoke.MethodHandle;
import java.util.Arrays;
import java.util.stream.Collectors;

import static java.lang.foreign.MemoryLayout.PathElement.groupElement;

/**
 * The libc functions and constants jfio uses, in the shape jextract gives a header class:
 * {@code C_*} layouts, one lazily linked holder per function behind {@code foo$descriptor()},
 * {@code foo$handle()}, {@code foo$address()} and the wrapper {@code foo(...)}, and constants as
 * {@code static int NAME()} getters. The input header is {@code src/main/c/libc.h}, the symbol list
 * {@code src/main/jextract/libc.args}; {@code LibcAbiTest} pins every layout and constant here
 * against the system headers with a compiled C probe.
 *
 * <h2>Deliberate hand edit: errno capture</h2>
 * jextract cannot emit linker options, so this class differs from its output on purpose:
 * <ul>
 * <li>Every function that reports failure through {@code errno} is linked with
 *     {@code Linker.Option.captureCallState("errno")}. Its wrapper and its {@code $handle()} take
 *     an extra <em>leading</em> {@code MemorySegment callState}; the {@code $descriptor()} stays the
 *     plain C signature. After a call that returned -1, read the error with
 *     {@link #errno(MemorySegment)}. The segment comes from {@link #allocateCallState(SegmentAllocator)}.
 *     {@code posix_fadvise} (returns the error number), {@code gettid} (cannot fail) and
 *     {@code strerror} are linked without it.</li>
 * <li>Functions on per-I/O paths also have a wrapper without {@code callState}, linked without the
 *     capture (FFM's capture makes a segment view per call that the JIT does not always remove). Its
 *     handle, {@code foo$plainHandle()}, sits in a holder of its own: a program that calls only one of
 *     the two links one downcall stub, not two (each costs 5-20 ms of a start-up).</li>
 * <li>The variadic {@code open} is linked with {@code Linker.Option.firstVariadicArg(2)} and has a
 *     fixed wrapper {@code open(callState, path, flags, mode)} instead of jextract's invoker class.</li>
 * <li>No function is linked with {@code Linker.Option.critical}: every call here may enter the
 *     kernel and block.</li>
 * <li>The class is {@code final} and annotated {@code @SuppressWarnings("restricted")}.</li>
 * </ul>
 *
 * <h2>Using it</h2>
 * <ul>
 * <li>Types: {@code int} is C {@code int}; {@code long} is {@code size_t}, {@code ssize_t} and
 *     {@code off_t} (bytes). Pointers are {@link MemorySegment}s and must be <em>native</em> segments
 *     (heap segments are rejected). Paths are NUL-terminated, e.g. {@code arena.allocateFrom(path)}.</li>
 * <li>Failure: the C return value is passed through unchanged (-1 for most calls); nothing here
 *     throws on a failed call. Misuse of a segment (closed arena, confined segment from another
 *     thread, heap segment, call state too small) surfaces as an {@link AssertionError} wrapping the
 *     FFM exception, as in jextract output.</li>
 * <li>Threads: all static methods are thread-safe. A call-state segment is scratch space for one
 *     call at a time: give each thread its own (usually from its confined arena) and read errno
 *     before the next call on it.</li>
 * <li>Linking: each function is looked up and linked on first use; a missing symbol surfaces then
 *     as {@link UnsatisfiedLinkError}. Callers on the module path need
 *     {@code --enable-native-access=org.jfio.nativeheaders} (or {@code ALL-UNNAMED} on the class path).</li>
 * <li>Tracing: {@code -Djextract.trace.downcalls=true} prints each call and its arguments to
 *     standard output, as jextract's output does.</li>
 * </ul>
 */
@SuppressWarnings("restricted")
public final class libc_h {

    private libc_h() {
        // Should not be called directly
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

    // ---- hand edit: errno capture (see the class comment) ----

    private static final Linker.Option CAPTURE_ERRNO = Linker.Option.captureCallState("errno");

    private static final StructLayout CAPTURE_STATE_LAYOUT = Linker.Option.captureStateLayout();

    private static final long ERRNO$OFFSET = CAPTURE_STATE_LAYOUT.byteOffset(groupElement("errno"));

    /**
     * Allocates a call-state segment for the {@code callState} parameter, sized and aligned by
     * {@link Linker.Option#captureStateLayout()}. Allocate one per thread (not per call) and reuse
     * it; the segment is only valid while the allocator's arena is.
     *
     * @param allocator where to allocate, typically the calling thread's confined arena
     * @return a zeroed segment to pass as {@code callState}
     */
    public static MemorySegment allocateCallState(SegmentAllocator allocator) {
        return allocator.allocate(CAPTURE_STATE_LAYOUT);
    }

    /**
     * Returns the errno value the last call captured into {@code callState}. Meaningful only after
     * a call that reported failure (the C value of errno is not reset on success).
     *
     * @param callState a segment from {@link #allocateCallState(SegmentAllocator)}
     * @return the captured errno, e.g. {@link #ENOENT()}; {@link Errno#name(int)} names it
     */
    public static int errno(MemorySegment callState) {
        return callState.get(ValueLayout.JAVA_INT, ERRNO$OFFSET);
    }

    private static class open {
        public static final FunctionDescriptor DESC = FunctionDescriptor.of(
            libc_h.C_INT,
            libc_h.C_POINTER,
            libc_h.C_INT,
            libc_h.C_INT
        );

        public static final MemorySegment ADDR = libc_h.findOrThrow("open");

        public static final MethodHandle HANDLE = Linker.nativeLinker().downcallHandle(ADDR, DESC, CAPTURE_ERRNO, Linker.Option.firstVariadicArg(2));
    }

    /** open linked without errno capture, in a holder of its own: made only when used (hand edit, allocation-free per call). */
    private static class open$plain {
        public static final MethodHandle PLAIN = Linker.nativeLinker().downcallHandle(open.ADDR, open.DESC, Linker.Option.firstVariadicArg(2));
    }

    /**
     * Function descriptor for:
     * {@snippet lang=c :
     * extern int open(const char *__file, int __oflag, ...)
     * }
     */
    public static FunctionDescriptor open$descriptor() {
        return open.DESC;
    }

    /**
     * Downcall method handle for:
     * {@snippet lang=c :
     * extern int open(const char *__file, int __oflag, ...)
     * }
     * The handle takes a leading call-state {@code MemorySegment} ({@code captureCallState("errno")}).
     */
    public static MethodHandle open$handle() {
        return open.HANDLE;
    }

    /**
     * The same function linked without errno capture: the handle behind the wrapper without a
     * {@code callState} parameter, made on first use.
     */
    public static MethodHandle open$plainHandle() {
        return open$plain.PLAIN;
    }

    /**
     * Address for:
     * {@snippet lang=c :
     * extern int open(const char *__file, int __oflag, ...)
     * }
     */
    public static MemorySegment open$address() {
        return open.ADDR;
    }

    /**
     * {@snippet lang=c :
     * extern int open(const char *__file, int __oflag, ...)
     * }
     * <p>
     * Opens {@code path} (a NUL-terminated C string) with {@code flags} ({@code O_*}) and, when
     * {@code O_CREAT} is set, permission bits {@code mode} (ignored otherwise, pass 0).
     * Linked as a variadic call with {@code mode} as the first variadic argument.
     *
     * @param callState errno capture segment from {@link #allocateCallState(SegmentAllocator)}, written on every call
     * @return a new file descriptor, or -1 with errno in {@code callState}
     */
    public static int open(MemorySegment callState, MemorySegment path, int flags, int mode) {
        var mh$ = open.HANDLE;
        try {
            if (TRACE_DOWNCALLS) {
                traceDowncall("open", path, flags, mode);
            }
            return (int) mh$.invokeExact(callState, path, flags, mode);
        } catch (Throwable ex$) {
            throw new AssertionError("should not reach here", ex$);
        }
    }

    private static class fcntl {
        public static final FunctionDescriptor DESC = FunctionDescriptor.of(
            libc_h.C_INT,
            libc_h.C_INT,
            libc_h.C_INT,
            libc_h.C_POINTER
        );

        public static final MemorySegment ADDR = libc_h.findOrThrow("fcntl");

        public static final MethodHandle HANDLE = Linker.nativeLinker().downcallHandle(ADDR, DESC, CAPTURE_ERRNO, Linker.Option.firstVariadicArg(2));
    }

    /**
     * Function descriptor for:
     * {@snippet lang=c :
     * extern int fcntl(int __fd, int __cmd, ...)
     * }
     */
    public static FunctionDescriptor fcntl$descriptor() {
        return fcntl.DESC;
    }

    /**
     * Downcall method handle for:
     * {@snippet lang=c :
     * extern int fcntl(int __fd, int __cmd, ...)
     * }
     * The handle takes a leading call-state {@code MemorySegment} ({@code captureCallState("errno")}).
     */
    public static MethodHandle fcntl$handle() {
        return fcntl.HANDLE;
    }

    /**
     * Address for:
     * {@snippet lang=c :
     * extern int fcntl(int __fd, int __cmd, ...)
     * }
     */
    public static MemorySegment fcntl$address() {
        return fcntl.ADDR;
    }

    /**
     * {@snippet lang=c :
     * extern int fcntl(int __fd, int __cmd, ...)
     * }
     * <p>
     * The variadic call with one pointer argument, as the commands that take a pointer use it
     * ({@link #F_SET_RW_HINT} and {@link #F_GET_RW_HINT}: a {@code uint64_t *} holding a
     * {@code RWH_WRITE_LIFE_*} value), the same way {@link #open} binds its variadic mode.
     *
     * @param callState errno capture segment from {@link #allocateCallState(SegmentAllocator)}, written on every call
     * @return the command's result (0 for the hint commands), or -1 with errno in {@code callState}
     */
    public static int fcntl(MemorySegment callState, int fd, int cmd, MemorySegment arg) {
        var mh$ = fcntl.HANDLE;
        try {
            if (TRACE_DOWNCALLS) {
                traceDowncall("fcntl", fd, cmd, arg);
            }
            return (int) mh$.invokeExact(callState, fd, cmd, arg);
        } catch (Throwable ex$) {
            throw new AssertionError("should not reach here", ex$);
        }
    }

    /**
     * {@code open} without errno capture, for per-I/O paths: FFM's capture makes a segment view per
     * call that the JIT does not always remove. On {@code -1}, read errno at once, on the same
     * thread and before any other native call, through {@link libc_h#errnoLocation()}.
     */
    public static int open(MemorySegment path, int flags, int mode) {
        var mh$ = open$plain.PLAIN;
        try {
            if (TRACE_DOWNCALLS) {
                traceDowncall("open", path, flags, mode);
            }
            return (int) mh$.invokeExact(path, flags, mode);
        } catch (Throwable ex$) {
            throw new AssertionError("should not reach here", ex$);
        }
    }

    private static class close {
        public static final FunctionDescriptor DESC = FunctionDescriptor.of(
            libc_h.C_INT,
            libc_h.C_INT
        );

        public static final MemorySegment ADDR = libc_h.findOrThrow("close");

        public static final MethodHandle HANDLE = Linker.nativeLinker().downcallHandle(ADDR, DESC, CAPTURE_ERRNO);
    }

    /** close linked without errno capture, in a holder of its own: made only when used (hand edit, allocation-free per call). */
    private static class close$plain {
        public static final MethodHandle PLAIN = Linker.nativeLinker().downcallHandle(close.ADDR, close.DESC);
    }

    /**
     * Function descriptor for:
     * {@snippet lang=c :
     * extern int close(int __fd)
     * }
     */
    public static FunctionDescriptor close$descriptor() {
        return close.DESC;
    }

    /**
     * Downcall method handle for:
     * {@snippet lang=c :
     * extern int close(int __fd)
     * }
     * The handle takes a leading call-state {@code MemorySegment} ({@code captureCallState("errno")}).
     */
    public static MethodHandle close$handle() {
        return close.HANDLE;
    }

    /**
     * The same function linked without errno capture: the handle behind the wrapper without a
     * {@code callState} parameter, made on first use.
     */
    public static MethodHandle close$plainHandle() {
        return close$plain.PLAIN;
    }

    /**
     * Address for:
     * {@snippet lang=c :
     * extern int close(int __fd)
     * }
     */
    public static MemorySegment close$address() {
        return close.ADDR;
    }

    /**
     * {@snippet lang=c :
     * extern int close(int __fd)
     * }
     * <p>
     * Closes {@code fd}. Do not retry on EINTR: on Linux the descriptor is gone either way.
     *
     * @param callState errno capture segment from {@link #allocateCallState(SegmentAllocator)}, written on every call
     * @return 0, or -1 with errno in {@code callState}
     */
    public static int close(MemorySegment callState, int fd) {
        var mh$ = close.HANDLE;
        try {
            if (TRACE_DOWNCALLS) {
                traceDowncall("close", fd);
            }
            return (int) mh$.invokeExact(callState, fd);
        } catch (Throwable ex$) {
            throw new AssertionError("should not reach here", ex$);
        }
    }

    /**
     * {@code close} without errno capture, for per-I/O paths: FFM's capture makes a segment view per
     * call that the JIT does not always remove. On {@code -1}, read errno at once, on the same
     * thread and before any other native call, through {@link libc_h#errnoLocation()}.
     */
    public static int close(int fd) {
        var mh$ = close$plain.PLAIN;
        try {
            if (TRACE_DOWNCALLS) {
                traceDowncall("close", fd);
            }
            return (int) mh$.invokeExact(fd);
        } catch (Throwable ex$) {
            throw new AssertionError("should not reach here", ex$);
        }
    }

    private static class read {
        public static final FunctionDescriptor DESC = FunctionDescriptor.of(
            libc_h.C_LONG,
            libc_h.C_INT,
            libc_h.C_POINTER,
            libc_h.C_LONG
        );

        public static final MemorySegment ADDR = libc_h.findOrThrow("read");

        public static final MethodHandle HANDLE = Linker.nativeLinker().downcallHandle(ADDR, DESC, CAPTURE_ERRNO);
    }

    /** read linked without errno capture, in a holder of its own: made only when used (hand edit, allocation-free per call). */
    private static class read$plain {
        public static final MethodHandle PLAIN = Linker.nativeLinker().downcallHandle(read.ADDR, read.DESC);
    }

    /**
     * Function descriptor for:
     * {@snippet lang=c :
     * extern ssize_t read(int __fd, void *__buf, size_t __nbytes)
     * }
     */
    public static FunctionDescriptor read$descriptor() {
        return read.DESC;
    }

    /**
     * Downcall method handle for:
     * {@snippet lang=c :
     * extern ssize_t read(int __fd, void *__buf, size_t __nbytes)
     * }
     * The handle takes a leading call-state {@code MemorySegment} ({@code captureCallState("errno")}).
     */
    public static MethodHandle read$handle() {
        return read.HANDLE;
    }

    /**
     * The same function linked without errno capture: the handle behind the wrapper without a
     * {@code callState} parameter, made on first use.
     */
    public static MethodHandle read$plainHandle() {
        return read$plain.PLAIN;
    }

    /**
     * Address for:
     * {@snippet lang=c :
     * extern ssize_t read(int __fd, void *__buf, size_t __nbytes)
     * }
     */
    public static MemorySegment read$address() {
        return read.ADDR;
    }

    /**
     * {@snippet lang=c :
     * extern ssize_t read(int __fd, void *__buf, size_t __nbytes)
     * }
     * <p>
     * Reads up to {@code count} bytes at the file position into {@code buf}.
     *
     * @param callState errno capture segment from {@link #allocateCallState(SegmentAllocator)}, written on every call
     * @return bytes read (0 at end of file, possibly short), or -1 with errno in {@code callState}
     */
    public static long read(MemorySegment callState, int fd, MemorySegment buf, long count) {
        var mh$ = read.HANDLE;
        try {
            if (TRACE_DOWNCALLS) {
                traceDowncall("read", fd, buf, count);
            }
            return (long) mh$.invokeExact(callState, fd, buf, count);
        } catch (Throwable ex$) {
            throw new AssertionError("should not reach here", ex$);
        }
    }

    /**
     * {@code read} without errno capture, for per-I/O paths: FFM's capture makes a segment view per
     * call that the JIT does not always remove. On {@code -1}, read errno at once, on the same
     * thread and before any other native call, through {@link libc_h#errnoLocation()}.
     */
    public static long read(int fd, MemorySegment buf, long count) {
        var mh$ = read$plain.PLAIN;
        try {
            if (TRACE_DOWNCALLS) {
                traceDowncall("read", fd, buf, count);
            }
            return (long) mh$.invokeExact(fd, buf, count);
        } catch (Throwable ex$) {
            throw new AssertionError("should not reach here", ex$);
        }
    }

    private static class write {
        public static final FunctionDescriptor DESC = FunctionDescriptor.of(
            libc_h.C_LONG,
            libc_h.C_INT,
            libc_h.C_POINTER,
            libc_h.C_LONG
        );

        public static final MemorySegment ADDR = libc_h.findOrThrow("write");

        public static final MethodHandle HANDLE = Linker.nativeLinker().downcallHandle(ADDR, DESC, CAPTURE_ERRNO);
    }

    /** write linked without errno capture, in a holder of its own: made only when used (hand edit, allocation-free per call). */
    private static class write$plain {
        public static final MethodHandle PLAIN = Linker.nativeLinker().downcallHandle(write.ADDR, write.DESC);
    }

    /**
     * Function descriptor for:
     * {@snippet lang=c :
     * extern ssize_t write(int __fd, const void *__buf, size_t __n)
     * }
     */
    public static FunctionDescriptor write$descriptor() {
        return write.DESC;
    }

    /**
     * Downcall method handle for:
     * {@snippet lang=c :
     * extern ssize_t write(int __fd, const void *__buf, size_t __n)
     * }
     * The handle takes a leading call-state {@code MemorySegment} ({@code captureCallState("errno")}).
     */
    public static MethodHandle write$handle() {
        return write.HANDLE;
    }

    /**
     * The same function linked without errno capture: the handle behind the wrapper without a
     * {@code callState} parameter, made on first use.
     */
    public static MethodHandle write$plainHandle() {
        return write$plain.PLAIN;
    }

    /**
     * Address for:
     * {@snippet lang=c :
     * extern ssize_t write(int __fd, const void *__buf, size_t __n)
     * }
     */
    public static MemorySegment write$address() {
        return write.ADDR;
    }

    /**
     * {@snippet lang=c :
     * extern ssize_t write(int __fd, const void *__buf, size_t __n)
     * }
     * <p>
     * Writes up to {@code count} bytes from {@code buf} at the file position.
     *
     * @param callState errno capture segment from {@link #allocateCallState(SegmentAllocator)}, written on every call
     * @return bytes written (possibly short), or -1 with errno in {@code callState}
     */
    public static long write(MemorySegment callState, int fd, MemorySegment buf, long count) {
        var mh$ = write.HANDLE;
        try {
            if (TRACE_DOWNCALLS) {
                traceDowncall("write", fd, buf, count);
            }
            return (long) mh$.invokeExact(callState, fd, buf, count);
        } catch (Throwable ex$) {
            throw new AssertionError("should not reach here", ex$);
        }
    }

    /**
     * {@code write} without errno capture, for per-I/O paths: FFM's capture makes a segment view per
     * call that the JIT does not always remove. On {@code -1}, read errno at once, on the same
     * thread and before any other native call, through {@link libc_h#errnoLocation()}.
     */
    public static long write(int fd, MemorySegment buf, long count) {
        var mh$ = write$plain.PLAIN;
        try {
            if (TRACE_DOWNCALLS) {
                traceDowncall("write", fd, buf, count);
            }
            return (long) mh$.invokeExact(fd, buf, count);
        } catch (Throwable ex$) {
            throw new AssertionError("should not reach here", ex$);
        }
    }

    private static class pread {
        public static final FunctionDescriptor DESC = FunctionDescriptor.of(
            libc_h.C_LONG,
            libc_h.C_INT,
            libc_h.C_POINTER,
            libc_h.C_LONG,
            libc_h.C_LONG
        );

        public static final MemorySegment ADDR = libc_h.findOrThrow("pread");

        public static final MethodHandle HANDLE = Linker.nativeLinker().downcallHandle(ADDR, DESC, CAPTURE_ERRNO);
    }

    /** pread linked without errno capture, in a holder of its own: made only when used (hand edit, allocation-free per call). */
    private static class pread$plain {
        public static final MethodHandle PLAIN = Linker.nativeLinker().downcallHandle(pread.ADDR, pread.DESC);
    }

    /**
     * Function descriptor for:
     * {@snippet lang=c :
     * extern ssize_t pread(int __fd, void *__buf, size_t __nbytes, __off_t __offset)
     * }
     */
    public static FunctionDescriptor pread$descriptor() {
        return pread.DESC;
    }

    /**
     * Downcall method handle for:
     * {@snippet lang=c :
     * extern ssize_t pread(int __fd, void *__buf, size_t __nbytes, __off_t __offset)
     * }
     * The handle takes a leading call-state {@code MemorySegment} ({@code captureCallState("errno")}).
     */
    public static MethodHandle pread$handle() {
        return pread.HANDLE;
    }

    /**
     * The same function linked without errno capture: the handle behind the wrapper without a
     * {@code callState} parameter, made on first use.
     */
    public static MethodHandle pread$plainHandle() {
        return pread$plain.PLAIN;
    }

    /**
     * Address for:
     * {@snippet lang=c :
     * extern ssize_t pread(int __fd, void *__buf, size_t __nbytes, __off_t __offset)
     * }
     */
    public static MemorySegment pread$address() {
        return pread.ADDR;
    }

    /**
     * {@snippet lang=c :
     * extern ssize_t pread(int __fd, void *__buf, size_t __nbytes, __off_t __offset)
     * }
     * <p>
     * Reads up to {@code count} bytes at byte {@code offset} into {@code buf}; the file position
     * is unchanged. On x86_64 glibc {@code pread} and {@code pread64} are the same function.
     *
     * @param callState errno capture segment from {@link #allocateCallState(SegmentAllocator)}, written on every call
     * @return bytes read (0 at end of file, possibly short), or -1 with errno in {@code callState}
     */
    public static long pread(MemorySegment callState, int fd, MemorySegment buf, long count, long offset) {
        var mh$ = pread.HANDLE;
        try {
            if (TRACE_DOWNCALLS) {
                traceDowncall("pread", fd, buf, count, offset);
            }
            return (long) mh$.invokeExact(callState, fd, buf, count, offset);
        } catch (Throwable ex$) {
            throw new AssertionError("should not reach here", ex$);
        }
    }

    /**
     * {@code pread} without errno capture, for per-I/O paths: FFM's capture makes a segment view per
     * call that the JIT does not always remove. On {@code -1}, read errno at once, on the same
     * thread and before any other native call, through {@link libc_h#errnoLocation()}.
     */
    public static long pread(int fd, MemorySegment buf, long count, long offset) {
        var mh$ = pread$plain.PLAIN;
        try {
            if (TRACE_DOWNCALLS) {
                traceDowncall("pread", fd, buf, count, offset);
            }
            return (long) mh$.invokeExact(fd, buf, count, offset);
        } catch (Throwable ex$) {
            throw new AssertionError("should not reach here", ex$);
        }
    }

    private static class pwrite {
        public static final FunctionDescriptor DESC = FunctionDescriptor.of(
            libc_h.C_LONG,
            libc_h.C_INT,
            libc_h.C_POINTER,
            libc_h.C_LONG,
            libc_h.C_LONG
        );

        public static final MemorySegment ADDR = libc_h.findOrThrow("pwrite");

        public static final MethodHandle HANDLE = Linker.nativeLinker().downcallHandle(ADDR, DESC, CAPTURE_ERRNO);
    }

    /** pwrite linked without errno capture, in a holder of its own: made only when used (hand edit, allocation-free per call). */
    private static class pwrite$plain {
        public static final MethodHandle PLAIN = Linker.nativeLinker().downcallHandle(pwrite.ADDR, pwrite.DESC);
    }

    /**
     * Function descriptor for:
     * {@snippet lang=c :
     * extern ssize_t pwrite(int __fd, const void *__buf, size_t __n, __off_t __offset)
     * }
     */
    public static FunctionDescriptor pwrite$descriptor() {
        return pwrite.DESC;
    }

    /**
     * Downcall method handle for:
     * {@snippet lang=c :
     * extern ssize_t pwrite(int __fd, const void *__buf, size_t __n, __off_t __offset)
     * }
     * The handle takes a leading call-state {@code MemorySegment} ({@code captureCallState("errno")}).
     */
    public static MethodHandle pwrite$handle() {
        return pwrite.HANDLE;
    }

    /**
     * The same function linked without errno capture: the handle behind the wrapper without a
     * {@code callState} parameter, made on first use.
     */
    public static MethodHandle pwrite$plainHandle() {
        return pwrite$plain.PLAIN;
    }

    /**
     * Address for:
     * {@snippet lang=c :
     * extern ssize_t pwrite(int __fd, const void *__buf, size_t __n, __off_t __offset)
     * }
     */
    public static MemorySegment pwrite$address() {
        return pwrite.ADDR;
    }

    /**
     * {@snippet lang=c :
     * extern ssize_t pwrite(int __fd, const void *__buf, size_t __n, __off_t __offset)
     * }
     * <p>
     * Writes up to {@code count} bytes from {@code buf} at byte {@code offset}; the file position
     * is unchanged.
     *
     * @param callState errno capture segment from {@link #allocateCallState(SegmentAllocator)}, written on every call
     * @return bytes written (possibly short), or -1 with errno in {@code callState}
     */
    public static long pwrite(MemorySegment callState, int fd, MemorySegment buf, long count, long offset) {
        var mh$ = pwrite.HANDLE;
        try {
            if (TRACE_DOWNCALLS) {
                traceDowncall("pwrite", fd, buf, count, offset);
            }
            return (long) mh$.invokeExact(callState, fd, buf, count, offset);
        } catch (Throwable ex$) {
            throw new AssertionError("should not reach here", ex$);
        }
    }

    /**
     * {@code pwrite} without errno capture, for per-I/O paths: FFM's capture makes a segment view per
     * call that the JIT does not always remove. On {@code -1}, read errno at once, on the same
     * thread and before any other native call, through {@link libc_h#errnoLocation()}.
     */
    public static long pwrite(int fd, MemorySegment buf, long count, long offset) {
        var mh$ = pwrite$plain.PLAIN;
        try {
            if (TRACE_DOWNCALLS) {
                traceDowncall("pwrite", fd, buf, count, offset);
            }
            return (long) mh$.invokeExact(fd, buf, count, offset);
        } catch (Throwable ex$) {
            throw new AssertionError("should not reach here", ex$);
        }
    }

    private static class lseek {
        public static final FunctionDescriptor DESC = FunctionDescriptor.of(
            libc_h.C_LONG,
            libc_h.C_INT,
            libc_h.C_LONG,
            libc_h.C_INT
        );

        public static final MemorySegment ADDR = libc_h.findOrThrow("lseek");

        public static final MethodHandle HANDLE = Linker.nativeLinker().downcallHandle(ADDR, DESC, CAPTURE_ERRNO);
    }

    /** lseek linked without errno capture, in a holder of its own: made only when used (hand edit, allocation-free per call). */
    private static class lseek$plain {
        public static final MethodHandle PLAIN = Linker.nativeLinker().downcallHandle(lseek.ADDR, lseek.DESC);
    }

    /**
     * Function descriptor for:
     * {@snippet lang=c :
     * extern __off_t lseek(int __fd, __off_t __offset, int __whence)
     * }
     */
    public static FunctionDescriptor lseek$descriptor() {
        return lseek.DESC;
    }

    /**
     * Downcall method handle for:
     * {@snippet lang=c :
     * extern __off_t lseek(int __fd, __off_t __offset, int __whence)
     * }
     * The handle takes a leading call-state {@code MemorySegment} ({@code captureCallState("errno")}).
     */
    public static MethodHandle lseek$handle() {
        return lseek.HANDLE;
    }

    /**
     * The same function linked without errno capture: the handle behind the wrapper without a
     * {@code callState} parameter, made on first use.
     */
    public static MethodHandle lseek$plainHandle() {
        return lseek$plain.PLAIN;
    }

    /**
     * Address for:
     * {@snippet lang=c :
     * extern __off_t lseek(int __fd, __off_t __offset, int __whence)
     * }
     */
    public static MemorySegment lseek$address() {
        return lseek.ADDR;
    }

    /**
     * {@snippet lang=c :
     * extern __off_t lseek(int __fd, __off_t __offset, int __whence)
     * }
     * <p>
     * Moves the file position of {@code fd} by {@code offset} bytes relative to {@code whence}
     * ({@code SEEK_SET}, {@code SEEK_CUR}, {@code SEEK_END}).
     *
     * @param callState errno capture segment from {@link #allocateCallState(SegmentAllocator)}, written on every call
     * @return the new position in bytes from the start, or -1 with errno in {@code callState}
     */
    public static long lseek(MemorySegment callState, int fd, long offset, int whence) {
        var mh$ = lseek.HANDLE;
        try {
            if (TRACE_DOWNCALLS) {
                traceDowncall("lseek", fd, offset, whence);
            }
            return (long) mh$.invokeExact(callState, fd, offset, whence);
        } catch (Throwable ex$) {
            throw new AssertionError("should not reach here", ex$);
        }
    }

    /**
     * {@code lseek} without errno capture, for per-I/O paths: FFM's capture makes a segment view per
     * call that the JIT does not always remove. On {@code -1}, read errno at once, on the same
     * thread and before any other native call, through {@link libc_h#errnoLocation()}.
     */
    public static long lseek(int fd, long offset, int whence) {
        var mh$ = lseek$plain.PLAIN;
        try {
            if (TRACE_DOWNCALLS) {
                traceDowncall("lseek", fd, offset, whence);
            }
            return (long) mh$.invokeExact(fd, offset, whence);
        } catch (Throwable ex$) {
            throw new AssertionError("should not reach here", ex$);
        }
    }

    private static class fsync {
        public static final FunctionDescriptor DESC = FunctionDescriptor.of(
            libc_h.C_INT,
            libc_h.C_INT
        );

        public static final MemorySegment ADDR = libc_h.findOrThrow("fsync");

        public static final MethodHandle HANDLE = Linker.nativeLinker().downcallHandle(ADDR, DESC, CAPTURE_ERRNO);
    }

    /**
     * Function descriptor for:
     * {@snippet lang=c :
     * extern int fsync(int __fd)
     * }
     */
    public static FunctionDescriptor fsync$descriptor() {
        return fsync.DESC;
    }

    /**
     * Downcall method handle for:
     * {@snippet lang=c :
     * extern int fsync(int __fd)
     * }
     * The handle takes a leading call-state {@code MemorySegment} ({@code captureCallState("errno")}).
     */
    public static MethodHandle fsync$handle() {
        return fsync.HANDLE;
    }

    /**
     * Address for:
     * {@snippet lang=c :
     * extern int fsync(int __fd)
     * }
     */
    public static MemorySegment fsync$address() {
        return fsync.ADDR;
    }

    /**
     * {@snippet lang=c :
     * extern int fsync(int __fd)
     * }
     * <p>
     * Flushes data and metadata of {@code fd} to stable storage. Blocks, often for milliseconds.
     *
     * @param callState errno capture segment from {@link #allocateCallState(SegmentAllocator)}, written on every call
     * @return 0, or -1 with errno in {@code callState}
     */
    public static int fsync(MemorySegment callState, int fd) {
        var mh$ = fsync.HANDLE;
        try {
            if (TRACE_DOWNCALLS) {
                traceDowncall("fsync", fd);
            }
            return (int) mh$.invokeExact(callState, fd);
        } catch (Throwable ex$) {
            throw new AssertionError("should not reach here", ex$);
        }
    }

    private static class fdatasync {
        public static final FunctionDescriptor DESC = FunctionDescriptor.of(
            libc_h.C_INT,
            libc_h.C_INT
        );

        public static final MemorySegment ADDR = libc_h.findOrThrow("fdatasync");

        public static final MethodHandle HANDLE = Linker.nativeLinker().downcallHandle(ADDR, DESC, CAPTURE_ERRNO);
    }

    /**
     * Function descriptor for:
     * {@snippet lang=c :
     * extern int fdatasync(int __fildes)
     * }
     */
    public static FunctionDescriptor fdatasync$descriptor() {
        return fdatasync.DESC;
    }

    /**
     * Downcall method handle for:
     * {@snippet lang=c :
     * extern int fdatasync(int __fildes)
     * }
     * The handle takes a leading call-state {@code MemorySegment} ({@code captureCallState("errno")}).
     */
    public static MethodHandle fdatasync$handle() {
        return fdatasync.HANDLE;
    }

    /**
     * Address for:
     * {@snippet lang=c :
     * extern int fdatasync(int __fildes)
     * }
     */
    public static MemorySegment fdatasync$address() {
        return fdatasync.ADDR;
    }

    /**
     * {@snippet lang=c :
     * extern int fdatasync(int __fildes)
     * }
     * <p>
     * Flushes the data of {@code fd} (and only the metadata needed to read it back) to stable
     * storage. Blocks, often for milliseconds.
     *
     * @param callState errno capture segment from {@link #allocateCallState(SegmentAllocator)}, written on every call
     * @return 0, or -1 with errno in {@code callState}
     */
    public static int fdatasync(MemorySegment callState, int fd) {
        var mh$ = fdatasync.HANDLE;
        try {
            if (TRACE_DOWNCALLS) {
                traceDowncall("fdatasync", fd);
            }
            return (int) mh$.invokeExact(callState, fd);
        } catch (Throwable ex$) {
            throw new AssertionError("should not reach here", ex$);
        }
    }

    private static class ftruncate {
        public static final FunctionDescriptor DESC = FunctionDescriptor.of(
            libc_h.C_INT,
            libc_h.C_INT,
            libc_h.C_LONG
        );

        public static final MemorySegment ADDR = libc_h.findOrThrow("ftruncate");

        public static final MethodHandle HANDLE = Linker.nativeLinker().downcallHandle(ADDR, DESC, CAPTURE_ERRNO);
    }

    /** ftruncate linked without errno capture, in a holder of its own: made only when used (hand edit, allocation-free per call). */
    private static class ftruncate$plain {
        public static final MethodHandle PLAIN = Linker.nativeLinker().downcallHandle(ftruncate.ADDR, ftruncate.DESC);
    }

    /**
     * Function descriptor for:
     * {@snippet lang=c :
     * extern int ftruncate(int __fd, __off_t __length)
     * }
     */
    public static FunctionDescriptor ftruncate$descriptor() {
        return ftruncate.DESC;
    }

    /**
     * Downcall method handle for:
     * {@snippet lang=c :
     * extern int ftruncate(int __fd, __off_t __length)
     * }
     * The handle takes a leading call-state {@code MemorySegment} ({@code captureCallState("errno")}).
     */
    public static MethodHandle ftruncate$handle() {
        return ftruncate.HANDLE;
    }

    /**
     * The same function linked without errno capture: the handle behind the wrapper without a
     * {@code callState} parameter, made on first use.
     */
    public static MethodHandle ftruncate$plainHandle() {
        return ftruncate$plain.PLAIN;
    }

    /**
     * Address for:
     * {@snippet lang=c :
     * extern int ftruncate(int __fd, __off_t __length)
     * }
     */
    public static MemorySegment ftruncate$address() {
        return ftruncate.ADDR;
    }

    /**
     * {@snippet lang=c :
     * extern int ftruncate(int __fd, __off_t __length)
     * }
     * <p>
     * Sets the size of the file behind {@code fd} to {@code length} bytes.
     *
     * @param callState errno capture segment from {@link #allocateCallState(SegmentAllocator)}, written on every call
     * @return 0, or -1 with errno in {@code callState}
     */
    public static int ftruncate(MemorySegment callState, int fd, long length) {
        var mh$ = ftruncate.HANDLE;
        try {
            if (TRACE_DOWNCALLS) {
                traceDowncall("ftruncate", fd, length);
            }
            return (int) mh$.invokeExact(callState, fd, length);
        } catch (Throwable ex$) {
            throw new AssertionError("should not reach here", ex$);
        }
    }

    /**
     * {@code ftruncate} without errno capture, for per-I/O paths: FFM's capture makes a segment view per
     * call that the JIT does not always remove. On {@code -1}, read errno at once, on the same
     * thread and before any other native call, through {@link libc_h#errnoLocation()}.
     */
    public static int ftruncate(int fd, long length) {
        var mh$ = ftruncate$plain.PLAIN;
        try {
            if (TRACE_DOWNCALLS) {
                traceDowncall("ftruncate", fd, length);
            }
            return (int) mh$.invokeExact(fd, length);
        } catch (Throwable ex$) {
            throw new AssertionError("should not reach here", ex$);
        }
    }

    private static class fallocate {
        public static final FunctionDescriptor DESC = FunctionDescriptor.of(
            libc_h.C_INT,
            libc_h.C_INT,
            libc_h.C_INT,
            libc_h.C_LONG,
            libc_h.C_LONG
        );

        public static final MemorySegment ADDR = libc_h.findOrThrow("fallocate");

        public static final MethodHandle HANDLE = Linker.nativeLinker().downcallHandle(ADDR, DESC, CAPTURE_ERRNO);
    }

    /** fallocate linked without errno capture, in a holder of its own: made only when used (hand edit, allocation-free per call). */
    private static class fallocate$plain {
        public static final MethodHandle PLAIN = Linker.nativeLinker().downcallHandle(fallocate.ADDR, fallocate.DESC);
    }

    /**
     * Function descriptor for:
     * {@snippet lang=c :
     * extern int fallocate(int __fd, int __mode, __off_t __offset, __off_t __len)
     * }
     */
    public static FunctionDescriptor fallocate$descriptor() {
        return fallocate.DESC;
    }

    /**
     * Downcall method handle for:
     * {@snippet lang=c :
     * extern int fallocate(int __fd, int __mode, __off_t __offset, __off_t __len)
     * }
     * The handle takes a leading call-state {@code MemorySegment} ({@code captureCallState("errno")}).
     */
    public static MethodHandle fallocate$handle() {
        return fallocate.HANDLE;
    }

    /**
     * The same function linked without errno capture: the handle behind the wrapper without a
     * {@code callState} parameter, made on first use.
     */
    public static MethodHandle fallocate$plainHandle() {
        return fallocate$plain.PLAIN;
    }

    /**
     * Address for:
     * {@snippet lang=c :
     * extern int fallocate(int __fd, int __mode, __off_t __offset, __off_t __len)
     * }
     */
    public static MemorySegment fallocate$address() {
        return fallocate.ADDR;
    }

    /**
     * {@snippet lang=c :
     * extern int fallocate(int __fd, int __mode, __off_t __offset, __off_t __len)
     * }
     * <p>
     * Allocates ({@code mode} 0 or {@code FALLOC_FL_KEEP_SIZE}) or deallocates
     * ({@code FALLOC_FL_PUNCH_HOLE | FALLOC_FL_KEEP_SIZE}) the byte range {@code [offset, offset + len)}.
     * EOPNOTSUPP means the filesystem cannot do it.
     *
     * @param callState errno capture segment from {@link #allocateCallState(SegmentAllocator)}, written on every call
     * @return 0, or -1 with errno in {@code callState}
     */
    public static int fallocate(MemorySegment callState, int fd, int mode, long offset, long len) {
        var mh$ = fallocate.HANDLE;
        try {
            if (TRACE_DOWNCALLS) {
                traceDowncall("fallocate", fd, mode, offset, len);
            }
            return (int) mh$.invokeExact(callState, fd, mode, offset, len);
        } catch (Throwable ex$) {
            throw new AssertionError("should not reach here", ex$);
        }
    }

    /**
     * {@code fallocate} without errno capture, for per-I/O paths: FFM's capture makes a segment view per
     * call that the JIT does not always remove. On {@code -1}, read errno at once, on the same
     * thread and before any other native call, through {@link libc_h#errnoLocation()}.
     */
    public static int fallocate(int fd, int mode, long offset, long len) {
        var mh$ = fallocate$plain.PLAIN;
        try {
            if (TRACE_DOWNCALLS) {
                traceDowncall("fallocate", fd, mode, offset, len);
            }
            return (int) mh$.invokeExact(fd, mode, offset, len);
        } catch (Throwable ex$) {
            throw new AssertionError("should not reach here", ex$);
        }
    }

    private static class ioctl {
        public static final FunctionDescriptor DESC = FunctionDescriptor.of(
            libc_h.C_INT,
            libc_h.C_INT,
            libc_h.C_LONG,
            libc_h.C_POINTER
        );

        public static final MemorySegment ADDR = libc_h.findOrThrow("ioctl");

        public static final MethodHandle HANDLE = Linker.nativeLinker().downcallHandle(ADDR, DESC, CAPTURE_ERRNO, Linker.Option.firstVariadicArg(2));
    }

    /**
     * Function descriptor for:
     * {@snippet lang=c :
     * extern int ioctl(int __fd, unsigned long __request, ...)
     * }
     */
    public static FunctionDescriptor ioctl$descriptor() {
        return ioctl.DESC;
    }

    /**
     * Downcall method handle for:
     * {@snippet lang=c :
     * extern int ioctl(int __fd, unsigned long __request, ...)
     * }
     * The handle takes a leading call-state {@code MemorySegment} ({@code captureCallState("errno")}).
     */
    public static MethodHandle ioctl$handle() {
        return ioctl.HANDLE;
    }

    /**
     * Address for:
     * {@snippet lang=c :
     * extern int ioctl(int __fd, unsigned long __request, ...)
     * }
     */
    public static MemorySegment ioctl$address() {
        return ioctl.ADDR;
    }

    /**
     * {@snippet lang=c :
     * extern int ioctl(int __fd, unsigned long __request, ...)
     * }
     * <p>
     * Sends {@code request} to the device behind {@code fd} with one pointer argument, e.g.
     * {@code BLKDISCARD} with a {@code uint64_t[2]} of offset and length in bytes. Linked as a
     * variadic call with {@code arg} as the first variadic argument. ENOTTY means {@code fd} is not
     * a device that knows the request (a regular file); EOPNOTSUPP a device without discard.
     *
     * @param callState errno capture segment from {@link #allocateCallState(SegmentAllocator)}, written on every call
     * @return 0 (or a request's non-negative result), or -1 with errno in {@code callState}
     */
    public static int ioctl(MemorySegment callState, int fd, long request, MemorySegment arg) {
        var mh$ = ioctl.HANDLE;
        try {
            if (TRACE_DOWNCALLS) {
                traceDowncall("ioctl", fd, request, arg);
            }
            return (int) mh$.invokeExact(callState, fd, request, arg);
        } catch (Throwable ex$) {
            throw new AssertionError("should not reach here", ex$);
        }
    }

    private static class posix_fadvise {
        public static final FunctionDescriptor DESC = FunctionDescriptor.of(
            libc_h.C_INT,
            libc_h.C_INT,
            libc_h.C_LONG,
            libc_h.C_LONG,
            libc_h.C_INT
        );

        public static final MemorySegment ADDR = libc_h.findOrThrow("posix_fadvise");

        public static final MethodHandle HANDLE = Linker.nativeLinker().downcallHandle(ADDR, DESC);
    }

    /**
     * Function descriptor for:
     * {@snippet lang=c :
     * extern int posix_fadvise(int __fd, off_t __offset, off_t __len, int __advise)
     * }
     */
    public static FunctionDescriptor posix_fadvise$descriptor() {
        return posix_fadvise.DESC;
    }

    /**
     * Downcall method handle for:
     * {@snippet lang=c :
     * extern int posix_fadvise(int __fd, off_t __offset, off_t __len, int __advise)
     * }
     */
    public static MethodHandle posix_fadvise$handle() {
        return posix_fadvise.HANDLE;
    }

    /**
     * Address for:
     * {@snippet lang=c :
     * extern int posix_fadvise(int __fd, off_t __offset, off_t __len, int __advise)
     * }
     */
    public static MemorySegment posix_fadvise$address() {
        return posix_fadvise.ADDR;
    }

    /**
     * {@snippet lang=c :
     * extern int posix_fadvise(int __fd, off_t __offset, off_t __len, int __advise)
     * }
     * <p>
     * Declares the access pattern ({@code POSIX_FADV_*}) for the byte range
     * {@code [offset, offset + len)} of {@code fd}; {@code len} 0 means to the end of the file.
     * {@code POSIX_FADV_DONTNEED} over the whole file is how fio's {@code invalidate=1} drops the page cache.
     * Not linked with errno capture: the function does not set errno.
     *
     * @return 0, or the error number itself (for example EBADF, EINVAL, ESPIPE)
     */
    public static int posix_fadvise(int fd, long offset, long len, int advice) {
        var mh$ = posix_fadvise.HANDLE;
        try {
            if (TRACE_DOWNCALLS) {
                traceDowncall("posix_fadvise", fd, offset, len, advice);
            }
            return (int) mh$.invokeExact(fd, offset, len, advice);
        } catch (Throwable ex$) {
            throw new AssertionError("should not reach here", ex$);
        }
    }

    private static class posix_fallocate {
        public static final FunctionDescriptor DESC = FunctionDescriptor.of(
            libc_h.C_INT,
            libc_h.C_INT,
            libc_h.C_LONG,
            libc_h.C_LONG
        );

        public static final MemorySegment ADDR = libc_h.findOrThrow("posix_fallocate");

        public static final MethodHandle HANDLE = Linker.nativeLinker().downcallHandle(ADDR, DESC);
    }

    /**
     * Function descriptor for:
     * {@snippet lang=c :
     * extern int posix_fallocate(int __fd, off_t __offset, off_t __len)
     * }
     */
    public static FunctionDescriptor posix_fallocate$descriptor() {
        return posix_fallocate.DESC;
    }

    /**
     * Downcall method handle for:
     * {@snippet lang=c :
     * extern int posix_fallocate(int __fd, off_t __offset, off_t __len)
     * }
     */
    public static MethodHandle posix_fallocate$handle() {
        return posix_fallocate.HANDLE;
    }

    /**
     * Address for:
     * {@snippet lang=c :
     * extern int posix_fallocate(int __fd, off_t __offset, off_t __len)
     * }
     */
    public static MemorySegment posix_fallocate$address() {
        return posix_fallocate.ADDR;
    }

    /**
     * {@snippet lang=c :
     * extern int posix_fallocate(int __fd, off_t __offset, off_t __len)
     * }
     * <p>
     * Allocates the byte range {@code [offset, offset + len)} of {@code fd}, growing the file when
     * the range ends past it (fio's {@code fallocate=posix}); where the filesystem has no
     * fallocate(2), glibc writes a zero byte into every block instead.
     * Not linked with errno capture: the function does not set errno.
     *
     * @return 0, or the error number itself (for example ENOSPC, EBADF, EFBIG)
     */
    public static int posix_fallocate(int fd, long offset, long len) {
        var mh$ = posix_fallocate.HANDLE;
        try {
            if (TRACE_DOWNCALLS) {
                traceDowncall("posix_fallocate", fd, offset, len);
            }
            return (int) mh$.invokeExact(fd, offset, len);
        } catch (Throwable ex$) {
            throw new AssertionError("should not reach here", ex$);
        }
    }

    private static class sync_file_range {
        public static final FunctionDescriptor DESC = FunctionDescriptor.of(
            libc_h.C_INT,
            libc_h.C_INT,
            libc_h.C_LONG,
            libc_h.C_LONG,
            libc_h.C_INT
        );

        public static final MemorySegment ADDR = libc_h.findOrThrow("sync_file_range");

        public static final MethodHandle HANDLE = Linker.nativeLinker().downcallHandle(ADDR, DESC, CAPTURE_ERRNO);
    }

    /**
     * Function descriptor for:
     * {@snippet lang=c :
     * extern int sync_file_range(int __fd, __off64_t __offset, __off64_t __count, unsigned int __flags)
     * }
     */
    public static FunctionDescriptor sync_file_range$descriptor() {
        return sync_file_range.DESC;
    }

    /**
     * Downcall method handle for:
     * {@snippet lang=c :
     * extern int sync_file_range(int __fd, __off64_t __offset, __off64_t __count, unsigned int __flags)
     * }
     * The handle takes a leading call-state {@code MemorySegment} ({@code captureCallState("errno")}).
     */
    public static MethodHandle sync_file_range$handle() {
        return sync_file_range.HANDLE;
    }

    /**
     * Address for:
     * {@snippet lang=c :
     * extern int sync_file_range(int __fd, __off64_t __offset, __off64_t __count, unsigned int __flags)
     * }
     */
    public static MemorySegment sync_file_range$address() {
        return sync_file_range.ADDR;
    }

    /**
     * {@snippet lang=c :
     * extern int sync_file_range(int __fd, __off64_t __offset, __off64_t __count, unsigned int __flags)
     * }
     * <p>
     * With {@code SYNC_FILE_RANGE_WRITE}: starts the writeback of the dirty pages of
     * {@code [offset, offset + count)} without waiting for it (no metadata, no device cache flush:
     * not a replacement for fsync).
     *
     * @param callState errno capture segment from {@link #allocateCallState(SegmentAllocator)}, written on every call
     * @return 0, or -1 with errno in {@code callState}
     */
    public static int sync_file_range(MemorySegment callState, int fd, long offset, long count, int flags) {
        var mh$ = sync_file_range.HANDLE;
        try {
            if (TRACE_DOWNCALLS) {
                traceDowncall("sync_file_range", fd, offset, count, flags);
            }
            return (int) mh$.invokeExact(callState, fd, offset, count, flags);
        } catch (Throwable ex$) {
            throw new AssertionError("should not reach here", ex$);
        }
    }

    private static class fstat {
        public static final FunctionDescriptor DESC = FunctionDescriptor.of(
            libc_h.C_INT,
            libc_h.C_INT,
            libc_h.C_POINTER
        );

        public static final MemorySegment ADDR = libc_h.findOrThrow("fstat");

        public static final MethodHandle HANDLE = Linker.nativeLinker().downcallHandle(ADDR, DESC, CAPTURE_ERRNO);
    }

    /**
     * Function descriptor for:
     * {@snippet lang=c :
     * extern int fstat(int __fd, struct stat *__buf)
     * }
     */
    public static FunctionDescriptor fstat$descriptor() {
        return fstat.DESC;
    }

    /**
     * Downcall method handle for:
     * {@snippet lang=c :
     * extern int fstat(int __fd, struct stat *__buf)
     * }
     * The handle takes a leading call-state {@code MemorySegment} ({@code captureCallState("errno")}).
     */
    public static MethodHandle fstat$handle() {
        return fstat.HANDLE;
    }

    /**
     * Address for:
     * {@snippet lang=c :
     * extern int fstat(int __fd, struct stat *__buf)
     * }
     */
    public static MemorySegment fstat$address() {
        return fstat.ADDR;
    }

    /**
     * {@snippet lang=c :
     * extern int fstat(int __fd, struct stat *__buf)
     * }
     * <p>
     * Fills {@code statbuf} (at least {@link org.jfio.nativeheaders.libc.stat#sizeof()} bytes) with the status of {@code fd}.
     * glibc 2.33 and later export {@code fstat} as a real symbol.
     *
     * @param callState errno capture segment from {@link #allocateCallState(SegmentAllocator)}, written on every call
     * @return 0, or -1 with errno in {@code callState}
     */
    public static int fstat(MemorySegment callState, int fd, MemorySegment statbuf) {
        var mh$ = fstat.HANDLE;
        try {
            if (TRACE_DOWNCALLS) {
                traceDowncall("fstat", fd, statbuf);
            }
            return (int) mh$.invokeExact(callState, fd, statbuf);
        } catch (Throwable ex$) {
            throw new AssertionError("should not reach here", ex$);
        }
    }

    private static class statx {
        public static final FunctionDescriptor DESC = FunctionDescriptor.of(
            libc_h.C_INT,
            libc_h.C_INT,
            libc_h.C_POINTER,
            libc_h.C_INT,
            libc_h.C_INT,
            libc_h.C_POINTER
        );

        public static final MemorySegment ADDR = libc_h.findOrThrow("statx");

        public static final MethodHandle HANDLE = Linker.nativeLinker().downcallHandle(ADDR, DESC, CAPTURE_ERRNO);
    }

    /** statx linked without errno capture, in a holder of its own: made only when used (hand edit, allocation-free per call). */
    private static class statx$plain {
        public static final MethodHandle PLAIN = Linker.nativeLinker().downcallHandle(statx.ADDR, statx.DESC);
    }

    /**
     * Function descriptor for:
     * {@snippet lang=c :
     * extern int statx(int __dirfd, const char *__restrict __path, int __flags, unsigned int __mask, struct statx *__restrict __buf)
     * }
     */
    public static FunctionDescriptor statx$descriptor() {
        return statx.DESC;
    }

    /**
     * Downcall method handle for:
     * {@snippet lang=c :
     * extern int statx(int __dirfd, const char *__restrict __path, int __flags, unsigned int __mask, struct statx *__restrict __buf)
     * }
     * The handle takes a leading call-state {@code MemorySegment} ({@code captureCallState("errno")}).
     */
    public static MethodHandle statx$handle() {
        return statx.HANDLE;
    }

    /**
     * The same function linked without errno capture: the handle behind the wrapper without a
     * {@code callState} parameter, made on first use.
     */
    public static MethodHandle statx$plainHandle() {
        return statx$plain.PLAIN;
    }

    /**
     * Address for:
     * {@snippet lang=c :
     * extern int statx(int __dirfd, const char *__restrict __path, int __flags, unsigned int __mask, struct statx *__restrict __buf)
     * }
     */
    public static MemorySegment statx$address() {
        return statx.ADDR;
    }

    /**
     * {@snippet lang=c :
     * extern int statx(int __dirfd, const char *__restrict __path, int __flags, unsigned int __mask, struct statx *__restrict __buf)
     * }
     * <p>
     * Fills {@code statxbuf} (at least {@link org.jfio.nativeheaders.libc.statx#sizeof()} bytes)
     * for {@code path} relative to {@code dirfd}. Use {@code AT_FDCWD} with a path, or an open
     * descriptor with an empty path {@code ""} and {@code AT_EMPTY_PATH}. {@code mask} selects the
     * {@code STATX_*} fields wanted; check {@code stx_mask} for what was actually filled.
     *
     * @param callState errno capture segment from {@link #allocateCallState(SegmentAllocator)}, written on every call
     * @return 0, or -1 with errno in {@code callState}
     */
    public static int statx(MemorySegment callState, int dirfd, MemorySegment path, int flags, int mask, MemorySegment statxbuf) {
        var mh$ = statx.HANDLE;
        try {
            if (TRACE_DOWNCALLS) {
                traceDowncall("statx", dirfd, path, flags, mask, statxbuf);
            }
            return (int) mh$.invokeExact(callState, dirfd, path, flags, mask, statxbuf);
        } catch (Throwable ex$) {
            throw new AssertionError("should not reach here", ex$);
        }
    }

    /**
     * {@code statx} without errno capture, for per-I/O paths: FFM's capture makes a segment view per
     * call that the JIT does not always remove. On {@code -1}, read errno at once, on the same
     * thread and before any other native call, through {@link libc_h#errnoLocation()}.
     */
    public static int statx(int dirfd, MemorySegment path, int flags, int mask, MemorySegment statxbuf) {
        var mh$ = statx$plain.PLAIN;
        try {
            if (TRACE_DOWNCALLS) {
                traceDowncall("statx", dirfd, path, flags, mask, statxbuf);
            }
            return (int) mh$.invokeExact(dirfd, path, flags, mask, statxbuf);
        } catch (Throwable ex$) {
            throw new AssertionError("should not reach here", ex$);
        }
    }

    private static class unlink {
        public static final FunctionDescriptor DESC = FunctionDescriptor.of(
            libc_h.C_INT,
            libc_h.C_POINTER
        );

        public static final MemorySegment ADDR = libc_h.findOrThrow("unlink");

        public static final MethodHandle HANDLE = Linker.nativeLinker().downcallHandle(ADDR, DESC, CAPTURE_ERRNO);
    }

    /** unlink linked without errno capture, in a holder of its own: made only when used (hand edit, allocation-free per call). */
    private static class unlink$plain {
        public static final MethodHandle PLAIN = Linker.nativeLinker().downcallHandle(unlink.ADDR, unlink.DESC);
    }

    /**
     * Function descriptor for:
     * {@snippet lang=c :
     * extern int unlink(const char *__name)
     * }
     */
    public static FunctionDescriptor unlink$descriptor() {
        return unlink.DESC;
    }

    /**
     * Downcall method handle for:
     * {@snippet lang=c :
     * extern int unlink(const char *__name)
     * }
     * The handle takes a leading call-state {@code MemorySegment} ({@code captureCallState("errno")}).
     */
    public static MethodHandle unlink$handle() {
        return unlink.HANDLE;
    }

    /**
     * The same function linked without errno capture: the handle behind the wrapper without a
     * {@code callState} parameter, made on first use.
     */
    public static MethodHandle unlink$plainHandle() {
        return unlink$plain.PLAIN;
    }

    /**
     * Address for:
     * {@snippet lang=c :
     * extern int unlink(const char *__name)
     * }
     */
    public static MemorySegment unlink$address() {
        return unlink.ADDR;
    }

    /**
     * {@snippet lang=c :
     * extern int unlink(const char *__name)
     * }
     * <p>
     * Removes the name {@code path} (a NUL-terminated native string); the file goes when its last descriptor closes.
     *
     * @param callState errno capture segment from {@link #allocateCallState(SegmentAllocator)}, written on every call
     * @return 0, or -1 with errno in {@code callState}
     */
    public static int unlink(MemorySegment callState, MemorySegment path) {
        var mh$ = unlink.HANDLE;
        try {
            if (TRACE_DOWNCALLS) {
                traceDowncall("unlink", path);
            }
            return (int) mh$.invokeExact(callState, path);
        } catch (Throwable ex$) {
            throw new AssertionError("should not reach here", ex$);
        }
    }

    /**
     * {@code unlink} without errno capture, for per-I/O paths: FFM's capture makes a segment view per
     * call that the JIT does not always remove. On {@code -1}, read errno at once, on the same
     * thread and before any other native call, through {@link libc_h#errnoLocation()}.
     */
    public static int unlink(MemorySegment path) {
        var mh$ = unlink$plain.PLAIN;
        try {
            if (TRACE_DOWNCALLS) {
                traceDowncall("unlink", path);
            }
            return (int) mh$.invokeExact(path);
        } catch (Throwable ex$) {
            throw new AssertionError("should not reach here", ex$);
        }
    }

    private static class rmdir {
        public static final FunctionDescriptor DESC = FunctionDescriptor.of(
            libc_h.C_INT,
            libc_h.C_POINTER
        );

        public static final MemorySegment ADDR = libc_h.findOrThrow("rmdir");

        public static final MethodHandle HANDLE = Linker.nativeLinker().downcallHandle(ADDR, DESC, CAPTURE_ERRNO);
    }

    /** rmdir linked without errno capture, in a holder of its own: made only when used (hand edit, allocation-free per call). */
    private static class rmdir$plain {
        public static final MethodHandle PLAIN = Linker.nativeLinker().downcallHandle(rmdir.ADDR, rmdir.DESC);
    }

    /**
     * Function descriptor for:
     * {@snippet lang=c :
     * extern int rmdir(const char *__path)
     * }
     */
    public static FunctionDescriptor rmdir$descriptor() {
        return rmdir.DESC;
    }

    /**
     * Downcall method handle for:
     * {@snippet lang=c :
     * extern int rmdir(const char *__path)
     * }
     * The handle takes a leading call-state {@code MemorySegment} ({@code captureCallState("errno")}).
     */
    public static MethodHandle rmdir$handle() {
        return rmdir.HANDLE;
    }

    /**
     * The same function linked without errno capture: the handle behind the wrapper without a
     * {@code callState} parameter, made on first use.
     */
    public static MethodHandle rmdir$plainHandle() {
        return rmdir$plain.PLAIN;
    }

    /**
     * Address for:
     * {@snippet lang=c :
     * extern int rmdir(const char *__path)
     * }
     */
    public static MemorySegment rmdir$address() {
        return rmdir.ADDR;
    }

    /**
     * {@snippet lang=c :
     * extern int rmdir(const char *__path)
     * }
     * <p>
     * Removes the empty directory {@code path} (a NUL-terminated native string).
     *
     * @param callState errno capture segment from {@link #allocateCallState(SegmentAllocator)}, written on every call
     * @return 0, or -1 with errno in {@code callState}
     */
    public static int rmdir(MemorySegment callState, MemorySegment path) {
        var mh$ = rmdir.HANDLE;
        try {
            if (TRACE_DOWNCALLS) {
                traceDowncall("rmdir", path);
            }
            return (int) mh$.invokeExact(callState, path);
        } catch (Throwable ex$) {
            throw new AssertionError("should not reach here", ex$);
        }
    }

    /**
     * {@code rmdir} without errno capture, for per-I/O paths: FFM's capture makes a segment view per
     * call that the JIT does not always remove. On {@code -1}, read errno at once, on the same
     * thread and before any other native call, through {@link libc_h#errnoLocation()}.
     */
    public static int rmdir(MemorySegment path) {
        var mh$ = rmdir$plain.PLAIN;
        try {
            if (TRACE_DOWNCALLS) {
                traceDowncall("rmdir", path);
            }
            return (int) mh$.invokeExact(path);
        } catch (Throwable ex$) {
            throw new AssertionError("should not reach here", ex$);
        }
    }

    private static class mkdir {
        public static final FunctionDescriptor DESC = FunctionDescriptor.of(
            libc_h.C_INT,
            libc_h.C_POINTER,
            libc_h.C_INT
        );

        public static final MemorySegment ADDR = libc_h.findOrThrow("mkdir");

        public static final MethodHandle HANDLE = Linker.nativeLinker().downcallHandle(ADDR, DESC, CAPTURE_ERRNO);
    }

    /** mkdir linked without errno capture, in a holder of its own: made only when used (hand edit, allocation-free per call). */
    private static class mkdir$plain {
        public static final MethodHandle PLAIN = Linker.nativeLinker().downcallHandle(mkdir.ADDR, mkdir.DESC);
    }

    /**
     * Function descriptor for:
     * {@snippet lang=c :
     * extern int mkdir(const char *__path, __mode_t __mode)
     * }
     */
    public static FunctionDescriptor mkdir$descriptor() {
        return mkdir.DESC;
    }

    /**
     * Downcall method handle for:
     * {@snippet lang=c :
     * extern int mkdir(const char *__path, __mode_t __mode)
     * }
     * The handle takes a leading call-state {@code MemorySegment} ({@code captureCallState("errno")}).
     */
    public static MethodHandle mkdir$handle() {
        return mkdir.HANDLE;
    }

    /**
     * The same function linked without errno capture: the handle behind the wrapper without a
     * {@code callState} parameter, made on first use.
     */
    public static MethodHandle mkdir$plainHandle() {
        return mkdir$plain.PLAIN;
    }

    /**
     * Address for:
     * {@snippet lang=c :
     * extern int mkdir(const char *__path, __mode_t __mode)
     * }
     */
    public static MemorySegment mkdir$address() {
        return mkdir.ADDR;
    }

    /**
     * {@snippet lang=c :
     * extern int mkdir(const char *__path, __mode_t __mode)
     * }
     * <p>
     * Creates the directory {@code path} (a NUL-terminated native string) with permission bits {@code mode} (less the umask); EEXIST when the name exists.
     *
     * @param callState errno capture segment from {@link #allocateCallState(SegmentAllocator)}, written on every call
     * @return 0, or -1 with errno in {@code callState}
     */
    public static int mkdir(MemorySegment callState, MemorySegment path, int mode) {
        var mh$ = mkdir.HANDLE;
        try {
            if (TRACE_DOWNCALLS) {
                traceDowncall("mkdir", path, mode);
            }
            return (int) mh$.invokeExact(callState, path, mode);
        } catch (Throwable ex$) {
            throw new AssertionError("should not reach here", ex$);
        }
    }

    /**
     * {@code mkdir} without errno capture, for per-I/O paths: FFM's capture makes a segment view per
     * call that the JIT does not always remove. On {@code -1}, read errno at once, on the same
     * thread and before any other native call, through {@link libc_h#errnoLocation()}.
     */
    public static int mkdir(MemorySegment path, int mode) {
        var mh$ = mkdir$plain.PLAIN;
        try {
            if (TRACE_DOWNCALLS) {
                traceDowncall("mkdir", path, mode);
            }
            return (int) mh$.invokeExact(path, mode);
        } catch (Throwable ex$) {
            throw new AssertionError("should not reach here", ex$);
        }
    }

    private static class stat {
        public static final FunctionDescriptor DESC = FunctionDescriptor.of(
            libc_h.C_INT,
            libc_h.C_POINTER,
            libc_h.C_POINTER
        );

        public static final MemorySegment ADDR = libc_h.findOrThrow("stat");

        public static final MethodHandle HANDLE = Linker.nativeLinker().downcallHandle(ADDR, DESC, CAPTURE_ERRNO);
    }

    /** stat linked without errno capture, in a holder of its own: made only when used (hand edit, allocation-free per call). */
    private static class stat$plain {
        public static final MethodHandle PLAIN = Linker.nativeLinker().downcallHandle(stat.ADDR, stat.DESC);
    }

    /**
     * Function descriptor for:
     * {@snippet lang=c :
     * extern int stat(const char *__restrict __file, struct stat *__restrict __buf)
     * }
     */
    public static FunctionDescriptor stat$descriptor() {
        return stat.DESC;
    }

    /**
     * Downcall method handle for:
     * {@snippet lang=c :
     * extern int stat(const char *__restrict __file, struct stat *__restrict __buf)
     * }
     * The handle takes a leading call-state {@code MemorySegment} ({@code captureCallState("errno")}).
     */
    public static MethodHandle stat$handle() {
        return stat.HANDLE;
    }

    /**
     * The same function linked without errno capture: the handle behind the wrapper without a
     * {@code callState} parameter, made on first use.
     */
    public static MethodHandle stat$plainHandle() {
        return stat$plain.PLAIN;
    }

    /**
     * Address for:
     * {@snippet lang=c :
     * extern int stat(const char *__restrict __file, struct stat *__restrict __buf)
     * }
     */
    public static MemorySegment stat$address() {
        return stat.ADDR;
    }

    /**
     * {@snippet lang=c :
     * extern int stat(const char *__restrict __file, struct stat *__restrict __buf)
     * }
     * <p>
     * Fills {@code statbuf} (at least {@link org.jfio.nativeheaders.libc.stat#sizeof()} bytes) for {@code path}, following a symbolic link. glibc 2.33 and later export {@code stat} as a function.
     *
     * @param callState errno capture segment from {@link #allocateCallState(SegmentAllocator)}, written on every call
     * @return 0, or -1 with errno in {@code callState}
     */
    public static int stat(MemorySegment callState, MemorySegment path, MemorySegment statbuf) {
        var mh$ = stat.HANDLE;
        try {
            if (TRACE_DOWNCALLS) {
                traceDowncall("stat", path, statbuf);
            }
            return (int) mh$.invokeExact(callState, path, statbuf);
        } catch (Throwable ex$) {
            throw new AssertionError("should not reach here", ex$);
        }
    }

    /**
     * {@code stat} without errno capture, for per-I/O paths: FFM's capture makes a segment view per
     * call that the JIT does not always remove. On {@code -1}, read errno at once, on the same
     * thread and before any other native call, through {@link libc_h#errnoLocation()}.
     */
    public static int stat(MemorySegment path, MemorySegment statbuf) {
        var mh$ = stat$plain.PLAIN;
        try {
            if (TRACE_DOWNCALLS) {
                traceDowncall("stat", path, statbuf);
            }
            return (int) mh$.invokeExact(path, statbuf);
        } catch (Throwable ex$) {
            throw new AssertionError("should not reach here", ex$);
        }
    }

    private static class lstat {
        public static final FunctionDescriptor DESC = FunctionDescriptor.of(
            libc_h.C_INT,
            libc_h.C_POINTER,
            libc_h.C_POINTER
        );

        public static final MemorySegment ADDR = libc_h.findOrThrow("lstat");

        public static final MethodHandle HANDLE = Linker.nativeLinker().downcallHandle(ADDR, DESC, CAPTURE_ERRNO);
    }

    /** lstat linked without errno capture, in a holder of its own: made only when used (hand edit, allocation-free per call). */
    private static class lstat$plain {
        public static final MethodHandle PLAIN = Linker.nativeLinker().downcallHandle(lstat.ADDR, lstat.DESC);
    }

    /**
     * Function descriptor for:
     * {@snippet lang=c :
     * extern int lstat(const char *__restrict __file, struct stat *__restrict __buf)
     * }
     */
    public static FunctionDescriptor lstat$descriptor() {
        return lstat.DESC;
    }

    /**
     * Downcall method handle for:
     * {@snippet lang=c :
     * extern int lstat(const char *__restrict __file, struct stat *__restrict __buf)
     * }
     * The handle takes a leading call-state {@code MemorySegment} ({@code captureCallState("errno")}).
     */
    public static MethodHandle lstat$handle() {
        return lstat.HANDLE;
    }

    /**
     * The same function linked without errno capture: the handle behind the wrapper without a
     * {@code callState} parameter, made on first use.
     */
    public static MethodHandle lstat$plainHandle() {
        return lstat$plain.PLAIN;
    }

    /**
     * Address for:
     * {@snippet lang=c :
     * extern int lstat(const char *__restrict __file, struct stat *__restrict __buf)
     * }
     */
    public static MemorySegment lstat$address() {
        return lstat.ADDR;
    }

    /**
     * {@snippet lang=c :
     * extern int lstat(const char *__restrict __file, struct stat *__restrict __buf)
     * }
     * <p>
     * As {@code stat}, but a symbolic link is described itself, not followed.
     *
     * @param callState errno capture segment from {@link #allocateCallState(SegmentAllocator)}, written on every call
     * @return 0, or -1 with errno in {@code callState}
     */
    public static int lstat(MemorySegment callState, MemorySegment path, MemorySegment statbuf) {
        var mh$ = lstat.HANDLE;
        try {
            if (TRACE_DOWNCALLS) {
                traceDowncall("lstat", path, statbuf);
            }
            return (int) mh$.invokeExact(callState, path, statbuf);
        } catch (Throwable ex$) {
            throw new AssertionError("should not reach here", ex$);
        }
    }

    /**
     * {@code lstat} without errno capture, for per-I/O paths: FFM's capture makes a segment view per
     * call that the JIT does not always remove. On {@code -1}, read errno at once, on the same
     * thread and before any other native call, through {@link libc_h#errnoLocation()}.
     */
    public static int lstat(MemorySegment path, MemorySegment statbuf) {
        var mh$ = lstat$plain.PLAIN;
        try {
            if (TRACE_DOWNCALLS) {
                traceDowncall("lstat", path, statbuf);
            }
            return (int) mh$.invokeExact(path, statbuf);
        } catch (Throwable ex$) {
            throw new AssertionError("should not reach here", ex$);
        }
    }

    private static class getrusage {
        public static final FunctionDescriptor DESC = FunctionDescriptor.of(
            libc_h.C_INT,
            libc_h.C_INT,
            libc_h.C_POINTER
        );

        public static final MemorySegment ADDR = libc_h.findOrThrow("getrusage");

        public static final MethodHandle HANDLE = Linker.nativeLinker().downcallHandle(ADDR, DESC, CAPTURE_ERRNO);
    }

    /**
     * Function descriptor for:
     * {@snippet lang=c :
     * extern int getrusage(__rusage_who_t __who, struct rusage *__usage)
     * }
     */
    public static FunctionDescriptor getrusage$descriptor() {
        return getrusage.DESC;
    }

    /**
     * Downcall method handle for:
     * {@snippet lang=c :
     * extern int getrusage(__rusage_who_t __who, struct rusage *__usage)
     * }
     * The handle takes a leading call-state {@code MemorySegment} ({@code captureCallState("errno")}).
     */
    public static MethodHandle getrusage$handle() {
        return getrusage.HANDLE;
    }

    /**
     * Address for:
     * {@snippet lang=c :
     * extern int getrusage(__rusage_who_t __who, struct rusage *__usage)
     * }
     */
    public static MemorySegment getrusage$address() {
        return getrusage.ADDR;
    }

    /**
     * {@snippet lang=c :
     * extern int getrusage(__rusage_who_t __who, struct rusage *__usage)
     * }
     * <p>
     * Fills {@code usage} (at least {@link rusage#sizeof()} bytes) for {@code who}:
     * {@code RUSAGE_SELF} (whole process) or {@code RUSAGE_THREAD} (calling thread only).
     *
     * @param callState errno capture segment from {@link #allocateCallState(SegmentAllocator)}, written on every call
     * @return 0, or -1 with errno in {@code callState}
     */
    public static int getrusage(MemorySegment callState, int who, MemorySegment usage) {
        var mh$ = getrusage.HANDLE;
        try {
            if (TRACE_DOWNCALLS) {
                traceDowncall("getrusage", who, usage);
            }
            return (int) mh$.invokeExact(callState, who, usage);
        } catch (Throwable ex$) {
            throw new AssertionError("should not reach here", ex$);
        }
    }

    private static class sched_setaffinity {
        public static final FunctionDescriptor DESC = FunctionDescriptor.of(
            libc_h.C_INT,
            libc_h.C_INT,
            libc_h.C_LONG,
            libc_h.C_POINTER
        );

        public static final MemorySegment ADDR = libc_h.findOrThrow("sched_setaffinity");

        public static final MethodHandle HANDLE = Linker.nativeLinker().downcallHandle(ADDR, DESC, CAPTURE_ERRNO);
    }

    /**
     * Function descriptor for:
     * {@snippet lang=c :
     * extern int sched_setaffinity(__pid_t pid, size_t cpusetsize, const cpu_set_t *mask)
     * }
     */
    public static FunctionDescriptor sched_setaffinity$descriptor() {
        return sched_setaffinity.DESC;
    }

    /**
     * Downcall method handle for:
     * {@snippet lang=c :
     * extern int sched_setaffinity(__pid_t pid, size_t cpusetsize, const cpu_set_t *mask)
     * }
     * (with the leading errno capture segment)
     */
    public static MethodHandle sched_setaffinity$handle() {
        return sched_setaffinity.HANDLE;
    }

    /**
     * Address for:
     * {@snippet lang=c :
     * extern int sched_setaffinity(__pid_t pid, size_t cpusetsize, const cpu_set_t *mask)
     * }
     */
    public static MemorySegment sched_setaffinity$address() {
        return sched_setaffinity.ADDR;
    }

    /**
     * {@snippet lang=c :
     * extern int sched_setaffinity(__pid_t pid, size_t cpusetsize, const cpu_set_t *mask)
     * }
     * <p>
     * Restricts the thread to the CPUs set in {@code mask} (fio {@code cpus_allowed}).
     *
     * @param callState errno capture segment from {@link #allocateCallState(SegmentAllocator)}, written on every call
     * @param pid       thread id ({@link #gettid()}), or 0 for the calling thread
     * @param cpusetsize size in bytes of {@code mask} (a bit per CPU, CPU 0 in bit 0 of byte 0)
     * @param mask      the CPU bit mask
     * @return 0, or -1 with errno in {@code callState} (EINVAL: no allowed CPU in the mask)
     */
    public static int sched_setaffinity(MemorySegment callState, int pid, long cpusetsize, MemorySegment mask) {
        var mh$ = sched_setaffinity.HANDLE;
        try {
            if (TRACE_DOWNCALLS) {
                traceDowncall("sched_setaffinity", pid, cpusetsize, mask);
            }
            return (int) mh$.invokeExact(callState, pid, cpusetsize, mask);
        } catch (Throwable ex$) {
            throw new AssertionError("should not reach here", ex$);
        }
    }

    private static class sched_getaffinity {
        public static final FunctionDescriptor DESC = FunctionDescriptor.of(
            libc_h.C_INT,
            libc_h.C_INT,
            libc_h.C_LONG,
            libc_h.C_POINTER
        );

        public static final MemorySegment ADDR = libc_h.findOrThrow("sched_getaffinity");

        public static final MethodHandle HANDLE = Linker.nativeLinker().downcallHandle(ADDR, DESC, CAPTURE_ERRNO);
    }

    /**
     * Function descriptor for:
     * {@snippet lang=c :
     * extern int sched_getaffinity(__pid_t pid, size_t cpusetsize, cpu_set_t *mask)
     * }
     */
    public static FunctionDescriptor sched_getaffinity$descriptor() {
        return sched_getaffinity.DESC;
    }

    /**
     * Downcall method handle for:
     * {@snippet lang=c :
     * extern int sched_getaffinity(__pid_t pid, size_t cpusetsize, cpu_set_t *mask)
     * }
     * (with the leading errno capture segment)
     */
    public static MethodHandle sched_getaffinity$handle() {
        return sched_getaffinity.HANDLE;
    }

    /**
     * Address for:
     * {@snippet lang=c :
     * extern int sched_getaffinity(__pid_t pid, size_t cpusetsize, cpu_set_t *mask)
     * }
     */
    public static MemorySegment sched_getaffinity$address() {
        return sched_getaffinity.ADDR;
    }

    /**
     * {@snippet lang=c :
     * extern int sched_getaffinity(__pid_t pid, size_t cpusetsize, cpu_set_t *mask)
     * }
     * <p>
     * Reads the set of CPUs the thread may run on into {@code mask}.
     *
     * @param callState errno capture segment from {@link #allocateCallState(SegmentAllocator)}, written on every call
     * @param pid       thread id ({@link #gettid()}), or 0 for the calling thread
     * @param cpusetsize size in bytes of {@code mask} (a bit per CPU, CPU 0 in bit 0 of byte 0)
     * @param mask      the CPU bit mask
     * @return 0, or -1 with errno in {@code callState} (EINVAL: no allowed CPU in the mask)
     */
    public static int sched_getaffinity(MemorySegment callState, int pid, long cpusetsize, MemorySegment mask) {
        var mh$ = sched_getaffinity.HANDLE;
        try {
            if (TRACE_DOWNCALLS) {
                traceDowncall("sched_getaffinity", pid, cpusetsize, mask);
            }
            return (int) mh$.invokeExact(callState, pid, cpusetsize, mask);
        } catch (Throwable ex$) {
            throw new AssertionError("should not reach here", ex$);
        }
    }

    private static class __errno_location {
        public static final FunctionDescriptor DESC = FunctionDescriptor.of(
            libc_h.C_POINTER
        );

        public static final MemorySegment ADDR = libc_h.findOrThrow("__errno_location");

        public static final MethodHandle HANDLE = Linker.nativeLinker().downcallHandle(ADDR, DESC);
    }

    /**
     * Function descriptor for:
     * {@snippet lang=c :
     * extern int *__errno_location(void)
     * }
     */
    public static FunctionDescriptor __errno_location$descriptor() {
        return __errno_location.DESC;
    }

    /**
     * Downcall method handle for:
     * {@snippet lang=c :
     * extern int *__errno_location(void)
     * }
     */
    public static MethodHandle __errno_location$handle() {
        return __errno_location.HANDLE;
    }

    /**
     * Address for:
     * {@snippet lang=c :
     * extern int *__errno_location(void)
     * }
     */
    public static MemorySegment __errno_location$address() {
        return __errno_location.ADDR;
    }

    /**
     * {@snippet lang=c :
     * extern int *__errno_location(void)
     * }
     * <p>
     * glibc's location of the calling thread's {@code errno} (what the {@code errno} macro reads).
     *
     * @return a zero-length segment at the calling thread's errno
     */
    public static MemorySegment __errno_location() {
        var mh$ = __errno_location.HANDLE;
        try {
            if (TRACE_DOWNCALLS) {
                traceDowncall("__errno_location");
            }
            return (MemorySegment) mh$.invokeExact();
        } catch (Throwable ex$) {
            throw new AssertionError("should not reach here", ex$);
        }
    }

    /**
     * Hand-written helper: the calling thread's {@code errno} as a 4-byte segment, valid for the
     * life of the thread. Engines take it once on their job thread and read it right after a
     * call made without errno capture (e.g. {@link #pread(int, MemorySegment, long, long)})
     * returned -1, before any other native call on that thread.
     */
    public static MemorySegment errnoLocation() {
        return __errno_location().reinterpret(C_INT.byteSize());
    }

    private static class signal {
        public static final FunctionDescriptor DESC = FunctionDescriptor.of(
            libc_h.C_POINTER,
            libc_h.C_INT,
            libc_h.C_POINTER
        );

        public static final MemorySegment ADDR = libc_h.findOrThrow("signal");

        public static final MethodHandle HANDLE = Linker.nativeLinker().downcallHandle(ADDR, DESC);
    }

    /**
     * Function descriptor for:
     * {@snippet lang=c :
     * extern __sighandler_t signal(int __sig, __sighandler_t __handler)
     * }
     */
    public static FunctionDescriptor signal$descriptor() {
        return signal.DESC;
    }

    /**
     * Downcall method handle for:
     * {@snippet lang=c :
     * extern __sighandler_t signal(int __sig, __sighandler_t __handler)
     * }
     */
    public static MethodHandle signal$handle() {
        return signal.HANDLE;
    }

    /**
     * Address for:
     * {@snippet lang=c :
     * extern __sighandler_t signal(int __sig, __sighandler_t __handler)
     * }
     */
    public static MemorySegment signal$address() {
        return signal.ADDR;
    }

    /**
     * {@snippet lang=c :
     * extern __sighandler_t signal(int __sig, __sighandler_t __handler)
     * }
     * <p>
     * Sets a signal's disposition for the whole process; {@link MemorySegment#NULL} is
     * {@code SIG_DFL}. jfio uses it only to take back a SIGINT its parent shell ignored.
     *
     * @return the previous disposition, or {@code SIG_ERR} (address -1) with errno set (EINVAL)
     */
    public static MemorySegment signal(int sig, MemorySegment handler) {
        var mh$ = signal.HANDLE;
        try {
            if (TRACE_DOWNCALLS) {
                traceDowncall("signal", sig, handler);
            }
            return (MemorySegment) mh$.invokeExact(sig, handler);
        } catch (Throwable ex$) {
            throw new AssertionError("should not reach here", ex$);
        }
    }

    private static class gettid {
        public static final FunctionDescriptor DESC = FunctionDescriptor.of(
            libc_h.C_INT
        );

        public static final MemorySegment ADDR = libc_h.findOrThrow("gettid");

        public static final MethodHandle HANDLE = Linker.nativeLinker().downcallHandle(ADDR, DESC);
    }

    /**
     * Function descriptor for:
     * {@snippet lang=c :
     * extern __pid_t gettid(void)
     * }
     */
    public static FunctionDescriptor gettid$descriptor() {
        return gettid.DESC;
    }

    /**
     * Downcall method handle for:
     * {@snippet lang=c :
     * extern __pid_t gettid(void)
     * }
     */
    public static MethodHandle gettid$handle() {
        return gettid.HANDLE;
    }

    /**
     * Address for:
     * {@snippet lang=c :
     * extern __pid_t gettid(void)
     * }
     */
    public static MemorySegment gettid$address() {
        return gettid.ADDR;
    }

    /**
     * {@snippet lang=c :
     * extern __pid_t gettid(void)
     * }
     * <p>
     * Returns the kernel thread id of the calling thread (glibc 2.30 and later). Cannot fail.
     *
     * @return the thread id, always positive
     */
    public static int gettid() {
        var mh$ = gettid.HANDLE;
        try {
            if (TRACE_DOWNCALLS) {
                traceDowncall("gettid");
            }
            return (int) mh$.invokeExact();
        } catch (Throwable ex$) {
            throw new AssertionError("should not reach here", ex$);
        }
    }

    private static class strerror {
        public static final FunctionDescriptor DESC = FunctionDescriptor.of(
            libc_h.C_POINTER,
            libc_h.C_INT
        );

        public static final MemorySegment ADDR = libc_h.findOrThrow("strerror");

        public static final MethodHandle HANDLE = Linker.nativeLinker().downcallHandle(ADDR, DESC);
    }

    /**
     * Function descriptor for:
     * {@snippet lang=c :
     * extern char *strerror(int __errnum)
     * }
     */
    public static FunctionDescriptor strerror$descriptor() {
        return strerror.DESC;
    }

    /**
     * Downcall method handle for:
     * {@snippet lang=c :
     * extern char *strerror(int __errnum)
     * }
     */
    public static MethodHandle strerror$handle() {
        return strerror.HANDLE;
    }

    /**
     * Address for:
     * {@snippet lang=c :
     * extern char *strerror(int __errnum)
     * }
     */
    public static MemorySegment strerror$address() {
        return strerror.ADDR;
    }

    /**
     * {@snippet lang=c :
     * extern char *strerror(int __errnum)
     * }
     * <p>
     * Returns the message for {@code errnum} as a pointer to a NUL-terminated string, already sized
     * to {@code Long.MAX_VALUE} by {@link #C_POINTER}'s target layout, so {@code getString(0)} reads it.
     * The text lives in glibc (or, for unknown numbers, in a per-thread buffer that the next call on the
     * same thread overwrites): copy it at once. {@link Errno#message(int)} does exactly that.
     *
     */
    public static MemorySegment strerror(int errnum) {
        var mh$ = strerror.HANDLE;
        try {
            if (TRACE_DOWNCALLS) {
                traceDowncall("strerror", errnum);
            }
            return (MemorySegment) mh$.invokeExact(errnum);
        } catch (Throwable ex$) {
            throw new AssertionError("should not reach here", ex$);
        }
    }

    private static class readv {
        public static final FunctionDescriptor DESC = FunctionDescriptor.of(
            libc_h.C_LONG,
            libc_h.C_INT,
            libc_h.C_POINTER,
            libc_h.C_INT
        );

        public static final MemorySegment ADDR = libc_h.findOrThrow("readv");

        public static final MethodHandle HANDLE = Linker.nativeLinker().downcallHandle(ADDR, DESC, CAPTURE_ERRNO);
    }

    /** readv linked without errno capture, in a holder of its own: made only when used (hand edit, allocation-free per call). */
    private static class readv$plain {
        public static final MethodHandle PLAIN = Linker.nativeLinker().downcallHandle(readv.ADDR, readv.DESC);
    }

    /**
     * Function descriptor for:
     * {@snippet lang=c :
     * extern ssize_t readv(int __fd, const struct iovec *__iovec, int __count)
     * }
     */
    public static FunctionDescriptor readv$descriptor() {
        return readv.DESC;
    }

    /**
     * Downcall method handle for:
     * {@snippet lang=c :
     * extern ssize_t readv(int __fd, const struct iovec *__iovec, int __count)
     * }
     * The handle takes a leading call-state {@code MemorySegment} ({@code captureCallState("errno")}).
     */
    public static MethodHandle readv$handle() {
        return readv.HANDLE;
    }

    /**
     * The same function linked without errno capture: the handle behind the wrapper without a
     * {@code callState} parameter, made on first use.
     */
    public static MethodHandle readv$plainHandle() {
        return readv$plain.PLAIN;
    }

    /**
     * Address for:
     * {@snippet lang=c :
     * extern ssize_t readv(int __fd, const struct iovec *__iovec, int __count)
     * }
     */
    public static MemorySegment readv$address() {
        return readv.ADDR;
    }

    /**
     * {@snippet lang=c :
     * extern ssize_t readv(int __fd, const struct iovec *__iovec, int __count)
     * }
     * <p>
     * Reads into the {@code iovcnt} buffers described by the {@link iovec} array {@code iov}, in order,
     * from the file position, which advances by the bytes read. {@code iovcnt} is at most {@link #IOV_MAX()}.
     *
     * @param callState errno capture segment from {@link #allocateCallState(SegmentAllocator)}, written on every call
     * @return bytes read (0 at end of file, possibly short), or -1 with errno in {@code callState}
     */
    public static long readv(MemorySegment callState, int fd, MemorySegment iov, int iovcnt) {
        var mh$ = readv.HANDLE;
        try {
            if (TRACE_DOWNCALLS) {
                traceDowncall("readv", fd, iov, iovcnt);
            }
            return (long) mh$.invokeExact(callState, fd, iov, iovcnt);
        } catch (Throwable ex$) {
            throw new AssertionError("should not reach here", ex$);
        }
    }

    /**
     * {@code readv} without errno capture, for per-I/O paths: FFM's capture makes a segment view per
     * call that the JIT does not always remove. On {@code -1}, read errno at once, on the same
     * thread and before any other native call, through {@link libc_h#errnoLocation()}.
     */
    public static long readv(int fd, MemorySegment iov, int iovcnt) {
        var mh$ = readv$plain.PLAIN;
        try {
            if (TRACE_DOWNCALLS) {
                traceDowncall("readv", fd, iov, iovcnt);
            }
            return (long) mh$.invokeExact(fd, iov, iovcnt);
        } catch (Throwable ex$) {
            throw new AssertionError("should not reach here", ex$);
        }
    }

    private static class writev {
        public static final FunctionDescriptor DESC = FunctionDescriptor.of(
            libc_h.C_LONG,
            libc_h.C_INT,
            libc_h.C_POINTER,
            libc_h.C_INT
        );

        public static final MemorySegment ADDR = libc_h.findOrThrow("writev");

        public static final MethodHandle HANDLE = Linker.nativeLinker().downcallHandle(ADDR, DESC, CAPTURE_ERRNO);
    }

    /** writev linked without errno capture, in a holder of its own: made only when used (hand edit, allocation-free per call). */
    private static class writev$plain {
        public static final MethodHandle PLAIN = Linker.nativeLinker().downcallHandle(writev.ADDR, writev.DESC);
    }

    /**
     * Function descriptor for:
     * {@snippet lang=c :
     * extern ssize_t writev(int __fd, const struct iovec *__iovec, int __count)
     * }
     */
    public static FunctionDescriptor writev$descriptor() {
        return writev.DESC;
    }

    /**
     * Downcall method handle for:
     * {@snippet lang=c :
     * extern ssize_t writev(int __fd, const struct iovec *__iovec, int __count)
     * }
     * The handle takes a leading call-state {@code MemorySegment} ({@code captureCallState("errno")}).
     */
    public static MethodHandle writev$handle() {
        return writev.HANDLE;
    }

    /**
     * The same function linked without errno capture: the handle behind the wrapper without a
     * {@code callState} parameter, made on first use.
     */
    public static MethodHandle writev$plainHandle() {
        return writev$plain.PLAIN;
    }

    /**
     * Address for:
     * {@snippet lang=c :
     * extern ssize_t writev(int __fd, const struct iovec *__iovec, int __count)
     * }
     */
    public static MemorySegment writev$address() {
        return writev.ADDR;
    }

    /**
     * {@snippet lang=c :
     * extern ssize_t writev(int __fd, const struct iovec *__iovec, int __count)
     * }
     * <p>
     * Writes the {@code iovcnt} buffers described by the {@link iovec} array {@code iov}, in order, at the
     * file position, which advances by the bytes written. {@code iovcnt} is at most {@link #IOV_MAX()}.
     *
     * @param callState errno capture segment from {@link #allocateCallState(SegmentAllocator)}, written on every call
     * @return bytes written (possibly short), or -1 with errno in {@code callState}
     */
    public static long writev(MemorySegment callState, int fd, MemorySegment iov, int iovcnt) {
        var mh$ = writev.HANDLE;
        try {
            if (TRACE_DOWNCALLS) {
                traceDowncall("writev", fd, iov, iovcnt);
            }
            return (long) mh$.invokeExact(callState, fd, iov, iovcnt);
        } catch (Throwable ex$) {
            throw new AssertionError("should not reach here", ex$);
        }
    }

    /**
     * {@code writev} without errno capture, for per-I/O paths: FFM's capture makes a segment view per
     * call that the JIT does not always remove. On {@code -1}, read errno at once, on the same
     * thread and before any other native call, through {@link libc_h#errnoLocation()}.
     */
    public static long writev(int fd, MemorySegment iov, int iovcnt) {
        var mh$ = writev$plain.PLAIN;
        try {
            if (TRACE_DOWNCALLS) {
                traceDowncall("writev", fd, iov, iovcnt);
            }
            return (long) mh$.invokeExact(fd, iov, iovcnt);
        } catch (Throwable ex$) {
            throw new AssertionError("should not reach here", ex$);
        }
    }

    private static class preadv {
        public static final FunctionDescriptor DESC = FunctionDescriptor.of(
            libc_h.C_LONG,
            libc_h.C_INT,
            libc_h.C_POINTER,
            libc_h.C_INT,
            libc_h.C_LONG
        );

        public static final MemorySegment ADDR = libc_h.findOrThrow("preadv");

        public static final MethodHandle HANDLE = Linker.nativeLinker().downcallHandle(ADDR, DESC, CAPTURE_ERRNO);
    }

    /** preadv linked without errno capture, in a holder of its own: made only when used (hand edit, allocation-free per call). */
    private static class preadv$plain {
        public static final MethodHandle PLAIN = Linker.nativeLinker().downcallHandle(preadv.ADDR, preadv.DESC);
    }

    /**
     * Function descriptor for:
     * {@snippet lang=c :
     * extern ssize_t preadv(int __fd, const struct iovec *__iovec, int __count, __off_t __offset)
     * }
     */
    public static FunctionDescriptor preadv$descriptor() {
        return preadv.DESC;
    }

    /**
     * Downcall method handle for:
     * {@snippet lang=c :
     * extern ssize_t preadv(int __fd, const struct iovec *__iovec, int __count, __off_t __offset)
     * }
     * The handle takes a leading call-state {@code MemorySegment} ({@code captureCallState("errno")}).
     */
    public static MethodHandle preadv$handle() {
        return preadv.HANDLE;
    }

    /**
     * The same function linked without errno capture: the handle behind the wrapper without a
     * {@code callState} parameter, made on first use.
     */
    public static MethodHandle preadv$plainHandle() {
        return preadv$plain.PLAIN;
    }

    /**
     * Address for:
     * {@snippet lang=c :
     * extern ssize_t preadv(int __fd, const struct iovec *__iovec, int __count, __off_t __offset)
     * }
     */
    public static MemorySegment preadv$address() {
        return preadv.ADDR;
    }

    /**
     * {@snippet lang=c :
     * extern ssize_t preadv(int __fd, const struct iovec *__iovec, int __count, __off_t __offset)
     * }
     * <p>
     * {@link #readv} at byte {@code offset}; the file position is unchanged.
     *
     * @param callState errno capture segment from {@link #allocateCallState(SegmentAllocator)}, written on every call
     * @return bytes read (0 at end of file, possibly short), or -1 with errno in {@code callState}
     */
    public static long preadv(MemorySegment callState, int fd, MemorySegment iov, int iovcnt, long offset) {
        var mh$ = preadv.HANDLE;
        try {
            if (TRACE_DOWNCALLS) {
                traceDowncall("preadv", fd, iov, iovcnt, offset);
            }
            return (long) mh$.invokeExact(callState, fd, iov, iovcnt, offset);
        } catch (Throwable ex$) {
            throw new AssertionError("should not reach here", ex$);
        }
    }

    /**
     * {@code preadv} without errno capture, for per-I/O paths: FFM's capture makes a segment view per
     * call that the JIT does not always remove. On {@code -1}, read errno at once, on the same
     * thread and before any other native call, through {@link libc_h#errnoLocation()}.
     */
    public static long preadv(int fd, MemorySegment iov, int iovcnt, long offset) {
        var mh$ = preadv$plain.PLAIN;
        try {
            if (TRACE_DOWNCALLS) {
                traceDowncall("preadv", fd, iov, iovcnt, offset);
            }
            return (long) mh$.invokeExact(fd, iov, iovcnt, offset);
        } catch (Throwable ex$) {
            throw new AssertionError("should not reach here", ex$);
        }
    }

    private static class pwritev {
        public static final FunctionDescriptor DESC = FunctionDescriptor.of(
            libc_h.C_LONG,
            libc_h.C_INT,
            libc_h.C_POINTER,
            libc_h.C_INT,
            libc_h.C_LONG
        );

        public static final MemorySegment ADDR = libc_h.findOrThrow("pwritev");

        public static final MethodHandle HANDLE = Linker.nativeLinker().downcallHandle(ADDR, DESC, CAPTURE_ERRNO);
    }

    /** pwritev linked without errno capture, in a holder of its own: made only when used (hand edit, allocation-free per call). */
    private static class pwritev$plain {
        public static final MethodHandle PLAIN = Linker.nativeLinker().downcallHandle(pwritev.ADDR, pwritev.DESC);
    }

    /**
     * Function descriptor for:
     * {@snippet lang=c :
     * extern ssize_t pwritev(int __fd, const struct iovec *__iovec, int __count, __off_t __offset)
     * }
     */
    public static FunctionDescriptor pwritev$descriptor() {
        return pwritev.DESC;
    }

    /**
     * Downcall method handle for:
     * {@snippet lang=c :
     * extern ssize_t pwritev(int __fd, const struct iovec *__iovec, int __count, __off_t __offset)
     * }
     * The handle takes a leading call-state {@code MemorySegment} ({@code captureCallState("errno")}).
     */
    public static MethodHandle pwritev$handle() {
        return pwritev.HANDLE;
    }

    /**
     * The same function linked without errno capture: the handle behind the wrapper without a
     * {@code callState} parameter, made on first use.
     */
    public static MethodHandle pwritev$plainHandle() {
        return pwritev$plain.PLAIN;
    }

    /**
     * Address for:
     * {@snippet lang=c :
     * extern ssize_t pwritev(int __fd, const struct iovec *__iovec, int __count, __off_t __offset)
     * }
     */
    public static MemorySegment pwritev$address() {
        return pwritev.ADDR;
    }

    /**
     * {@snippet lang=c :
     * extern ssize_t pwritev(int __fd, const struct iovec *__iovec, int __count, __off_t __offset)
     * }
     * <p>
     * {@link #writev} at byte {@code offset}; the file position is unchanged.
     *
     * @param callState errno capture segment from {@link #allocateCallState(SegmentAllocator)}, written on every call
     * @return bytes written (possibly short), or -1 with errno in {@code callState}
     */
    public static long pwritev(MemorySegment callState, int fd, MemorySegment iov, int iovcnt, long offset) {
        var mh$ = pwritev.HANDLE;
        try {
            if (TRACE_DOWNCALLS) {
                traceDowncall("pwritev", fd, iov, iovcnt, offset);
            }
            return (long) mh$.invokeExact(callState, fd, iov, iovcnt, offset);
        } catch (Throwable ex$) {
            throw new AssertionError("should not reach here", ex$);
        }
    }

    /**
     * {@code pwritev} without errno capture, for per-I/O paths: FFM's capture makes a segment view per
     * call that the JIT does not always remove. On {@code -1}, read errno at once, on the same
     * thread and before any other native call, through {@link libc_h#errnoLocation()}.
     */
    public static long pwritev(int fd, MemorySegment iov, int iovcnt, long offset) {
        var mh$ = pwritev$plain.PLAIN;
        try {
            if (TRACE_DOWNCALLS) {
                traceDowncall("pwritev", fd, iov, iovcnt, offset);
            }
            return (long) mh$.invokeExact(fd, iov, iovcnt, offset);
        } catch (Throwable ex$) {
            throw new AssertionError("should not reach here", ex$);
        }
    }

    private static class preadv2 {
        public static final FunctionDescriptor DESC = FunctionDescriptor.of(
            libc_h.C_LONG,
            libc_h.C_INT,
            libc_h.C_POINTER,
            libc_h.C_INT,
            libc_h.C_LONG,
            libc_h.C_INT
        );

        public static final MemorySegment ADDR = libc_h.findOrThrow("preadv2");

        public static final MethodHandle HANDLE = Linker.nativeLinker().downcallHandle(ADDR, DESC, CAPTURE_ERRNO);
    }

    /** preadv2 linked without errno capture, in a holder of its own: made only when used (hand edit, allocation-free per call). */
    private static class preadv2$plain {
        public static final MethodHandle PLAIN = Linker.nativeLinker().downcallHandle(preadv2.ADDR, preadv2.DESC);
    }

    /**
     * Function descriptor for:
     * {@snippet lang=c :
     * extern ssize_t preadv2(int __fd, const struct iovec *__iovec, int __count, __off_t __offset, int __flags)
     * }
     */
    public static FunctionDescriptor preadv2$descriptor() {
        return preadv2.DESC;
    }

    /**
     * Downcall method handle for:
     * {@snippet lang=c :
     * extern ssize_t preadv2(int __fd, const struct iovec *__iovec, int __count, __off_t __offset, int __flags)
     * }
     * The handle takes a leading call-state {@code MemorySegment} ({@code captureCallState("errno")}).
     */
    public static MethodHandle preadv2$handle() {
        return preadv2.HANDLE;
    }

    /**
     * The same function linked without errno capture: the handle behind the wrapper without a
     * {@code callState} parameter, made on first use.
     */
    public static MethodHandle preadv2$plainHandle() {
        return preadv2$plain.PLAIN;
    }

    /**
     * Address for:
     * {@snippet lang=c :
     * extern ssize_t preadv2(int __fd, const struct iovec *__iovec, int __count, __off_t __offset, int __flags)
     * }
     */
    public static MemorySegment preadv2$address() {
        return preadv2.ADDR;
    }

    /**
     * {@snippet lang=c :
     * extern ssize_t preadv2(int __fd, const struct iovec *__iovec, int __count, __off_t __offset, int __flags)
     * }
     * <p>
     * {@link #preadv} with per-call {@code RWF_*} flags (Linux 4.6, glibc 2.26). An offset of -1 uses and
     * advances the file position. A flag the kernel does not know fails with EOPNOTSUPP; a zero-length
     * request returns 0 before the flags are looked at. With {@link #RWF_NOWAIT()} a read that would
     * block (pages not cached) fails with EAGAIN.
     *
     * @param callState errno capture segment from {@link #allocateCallState(SegmentAllocator)}, written on every call
     * @return bytes read (0 at end of file, possibly short), or -1 with errno in {@code callState}
     */
    public static long preadv2(MemorySegment callState, int fd, MemorySegment iov, int iovcnt, long offset, int flags) {
        var mh$ = preadv2.HANDLE;
        try {
            if (TRACE_DOWNCALLS) {
                traceDowncall("preadv2", fd, iov, iovcnt, offset, flags);
            }
            return (long) mh$.invokeExact(callState, fd, iov, iovcnt, offset, flags);
        } catch (Throwable ex$) {
            throw new AssertionError("should not reach here", ex$);
        }
    }

    /**
     * {@code preadv2} without errno capture, for per-I/O paths: FFM's capture makes a segment view per
     * call that the JIT does not always remove. On {@code -1}, read errno at once, on the same
     * thread and before any other native call, through {@link libc_h#errnoLocation()}.
     */
    public static long preadv2(int fd, MemorySegment iov, int iovcnt, long offset, int flags) {
        var mh$ = preadv2$plain.PLAIN;
        try {
            if (TRACE_DOWNCALLS) {
                traceDowncall("preadv2", fd, iov, iovcnt, offset, flags);
            }
            return (long) mh$.invokeExact(fd, iov, iovcnt, offset, flags);
        } catch (Throwable ex$) {
            throw new AssertionError("should not reach here", ex$);
        }
    }

    private static class pwritev2 {
        public static final FunctionDescriptor DESC = FunctionDescriptor.of(
            libc_h.C_LONG,
            libc_h.C_INT,
            libc_h.C_POINTER,
            libc_h.C_INT,
            libc_h.C_LONG,
            libc_h.C_INT
        );

        public static final MemorySegment ADDR = libc_h.findOrThrow("pwritev2");

        public static final MethodHandle HANDLE = Linker.nativeLinker().downcallHandle(ADDR, DESC, CAPTURE_ERRNO);
    }

    /** pwritev2 linked without errno capture, in a holder of its own: made only when used (hand edit, allocation-free per call). */
    private static class pwritev2$plain {
        public static final MethodHandle PLAIN = Linker.nativeLinker().downcallHandle(pwritev2.ADDR, pwritev2.DESC);
    }

    /**
     * Function descriptor for:
     * {@snippet lang=c :
     * extern ssize_t pwritev2(int __fd, const struct iovec *__iovec, int __count, __off_t __offset, int __flags)
     * }
     */
    public static FunctionDescriptor pwritev2$descriptor() {
        return pwritev2.DESC;
    }

    /**
     * Downcall method handle for:
     * {@snippet lang=c :
     * extern ssize_t pwritev2(int __fd, const struct iovec *__iovec, int __count, __off_t __offset, int __flags)
     * }
     * The handle takes a leading call-state {@code MemorySegment} ({@code captureCallState("errno")}).
     */
    public static MethodHandle pwritev2$handle() {
        return pwritev2.HANDLE;
    }

    /**
     * The same function linked without errno capture: the handle behind the wrapper without a
     * {@code callState} parameter, made on first use.
     */
    public static MethodHandle pwritev2$plainHandle() {
        return pwritev2$plain.PLAIN;
    }

    /**
     * Address for:
     * {@snippet lang=c :
     * extern ssize_t pwritev2(int __fd, const struct iovec *__iovec, int __count, __off_t __offset, int __flags)
     * }
     */
    public static MemorySegment pwritev2$address() {
        return pwritev2.ADDR;
    }

    /**
     * {@snippet lang=c :
     * extern ssize_t pwritev2(int __fd, const struct iovec *__iovec, int __count, __off_t __offset, int __flags)
     * }
     * <p>
     * {@link #pwritev} with per-call {@code RWF_*} flags (Linux 4.6, glibc 2.26). An offset of -1 uses and
     * advances the file position. A flag the kernel or filesystem does not support fails with EOPNOTSUPP
     * (ext4 refuses {@link #RWF_NOWAIT()} on buffered writes, for one).
     *
     * @param callState errno capture segment from {@link #allocateCallState(SegmentAllocator)}, written on every call
     * @return bytes written (possibly short), or -1 with errno in {@code callState}
     */
    public static long pwritev2(MemorySegment callState, int fd, MemorySegment iov, int iovcnt, long offset, int flags) {
        var mh$ = pwritev2.HANDLE;
        try {
            if (TRACE_DOWNCALLS) {
                traceDowncall("pwritev2", fd, iov, iovcnt, offset, flags);
            }
            return (long) mh$.invokeExact(callState, fd, iov, iovcnt, offset, flags);
        } catch (Throwable ex$) {
            throw new AssertionError("should not reach here", ex$);
        }
    }

    /**
     * {@code pwritev2} without errno capture, for per-I/O paths: FFM's capture makes a segment view per
     * call that the JIT does not always remove. On {@code -1}, read errno at once, on the same
     * thread and before any other native call, through {@link libc_h#errnoLocation()}.
     */
    public static long pwritev2(int fd, MemorySegment iov, int iovcnt, long offset, int flags) {
        var mh$ = pwritev2$plain.PLAIN;
        try {
            if (TRACE_DOWNCALLS) {
                traceDowncall("pwritev2", fd, iov, iovcnt, offset, flags);
            }
            return (long) mh$.invokeExact(fd, iov, iovcnt, offset, flags);
        } catch (Throwable ex$) {
            throw new AssertionError("should not reach here", ex$);
        }
    }

    private static class mmap {
        public static final FunctionDescriptor DESC = FunctionDescriptor.of(
            libc_h.C_POINTER,
            libc_h.C_POINTER,
            libc_h.C_LONG,
            libc_h.C_INT,
            libc_h.C_INT,
            libc_h.C_INT,
            libc_h.C_LONG
        );

        public static final MemorySegment ADDR = libc_h.findOrThrow("mmap");

        public static final MethodHandle HANDLE = Linker.nativeLinker().downcallHandle(ADDR, DESC, CAPTURE_ERRNO);
    }

    /**
     * Function descriptor for:
     * {@snippet lang=c :
     * extern void *mmap(void *__addr, size_t __len, int __prot, int __flags, int __fd, __off_t __offset)
     * }
     */
    public static FunctionDescriptor mmap$descriptor() {
        return mmap.DESC;
    }

    /**
     * Downcall method handle for:
     * {@snippet lang=c :
     * extern void *mmap(void *__addr, size_t __len, int __prot, int __flags, int __fd, __off_t __offset)
     * }
     * The handle takes a leading call-state {@code MemorySegment} ({@code captureCallState("errno")}).
     */
    public static MethodHandle mmap$handle() {
        return mmap.HANDLE;
    }

    /**
     * Address for:
     * {@snippet lang=c :
     * extern void *mmap(void *__addr, size_t __len, int __prot, int __flags, int __fd, __off_t __offset)
     * }
     */
    public static MemorySegment mmap$address() {
        return mmap.ADDR;
    }

    /**
     * {@snippet lang=c :
     * extern void *mmap(void *__addr, size_t __len, int __prot, int __flags, int __fd, __off_t __offset)
     * }
     * <p>
     * Maps {@code len} bytes of {@code fd} from {@code offset} (a multiple of the page size,
     * {@code sysconf(_SC_PAGESIZE)}) with protection {@code PROT_*} and {@code MAP_*} flags; pass
     * {@link MemorySegment#NULL} as {@code addr} to let the kernel choose. The result is sized
     * {@code Long.MAX_VALUE} bytes by {@link #C_POINTER}'s target layout: slice it to {@code len}, and
     * never touch it after {@link #munmap}. Touching a page past the end of the file raises SIGBUS.
     * On failure the result's address is -1 ({@code MAP_FAILED}, a pointer macro with no getter here).
     *
     * @param callState errno capture segment from {@link #allocateCallState(SegmentAllocator)}, written on every call
     * @return the mapping, or a segment at address -1 ({@code MAP_FAILED}) with errno in {@code callState}
     */
    public static MemorySegment mmap(MemorySegment callState, MemorySegment addr, long len, int prot, int flags, int fd, long offset) {
        var mh$ = mmap.HANDLE;
        try {
            if (TRACE_DOWNCALLS) {
                traceDowncall("mmap", addr, len, prot, flags, fd, offset);
            }
            return (MemorySegment) mh$.invokeExact(callState, addr, len, prot, flags, fd, offset);
        } catch (Throwable ex$) {
            throw new AssertionError("should not reach here", ex$);
        }
    }

    private static class shmget {
        public static final FunctionDescriptor DESC = FunctionDescriptor.of(
            libc_h.C_INT,
            libc_h.C_INT,
            libc_h.C_LONG,
            libc_h.C_INT
        );

        public static final MemorySegment ADDR = libc_h.findOrThrow("shmget");

        public static final MethodHandle HANDLE = Linker.nativeLinker().downcallHandle(ADDR, DESC, CAPTURE_ERRNO);
    }

    /**
     * Function descriptor for:
     * {@snippet lang=c :
     * extern int shmget(key_t __key, size_t __size, int __shmflg)
     * }
     */
    public static FunctionDescriptor shmget$descriptor() {
        return shmget.DESC;
    }

    /**
     * Downcall method handle for:
     * {@snippet lang=c :
     * extern int shmget(key_t __key, size_t __size, int __shmflg)
     * }
     * The handle takes a leading call-state {@code MemorySegment} ({@code captureCallState("errno")}).
     */
    public static MethodHandle shmget$handle() {
        return shmget.HANDLE;
    }

    /**
     * Address for:
     * {@snippet lang=c :
     * extern int shmget(key_t __key, size_t __size, int __shmflg)
     * }
     */
    public static MemorySegment shmget$address() {
        return shmget.ADDR;
    }

    /**
     * {@snippet lang=c :
     * extern int shmget(key_t __key, size_t __size, int __shmflg)
     * }
     * <p>
     * Gets a System V shared memory segment of {@code size} bytes: {@link #IPC_PRIVATE} and
     * {@link #IPC_CREAT} make a new one ({@link #SHM_HUGETLB}: of huge pages).
     *
     * @param callState errno capture segment from {@link #allocateCallState(SegmentAllocator)}, written on every call
     * @return the segment id, or -1 with errno in {@code callState}
     */
    public static int shmget(MemorySegment callState, int key, long size, int shmflg) {
        var mh$ = shmget.HANDLE;
        try {
            if (TRACE_DOWNCALLS) {
                traceDowncall("shmget", key, size, shmflg);
            }
            return (int) mh$.invokeExact(callState, key, size, shmflg);
        } catch (Throwable ex$) {
            throw new AssertionError("should not reach here", ex$);
        }
    }

    private static class shmat {
        public static final FunctionDescriptor DESC = FunctionDescriptor.of(
            libc_h.C_POINTER,
            libc_h.C_INT,
            libc_h.C_POINTER,
            libc_h.C_INT
        );

        public static final MemorySegment ADDR = libc_h.findOrThrow("shmat");

        public static final MethodHandle HANDLE = Linker.nativeLinker().downcallHandle(ADDR, DESC, CAPTURE_ERRNO);
    }

    /**
     * Function descriptor for:
     * {@snippet lang=c :
     * extern void *shmat(int __shmid, const void *__shmaddr, int __shmflg)
     * }
     */
    public static FunctionDescriptor shmat$descriptor() {
        return shmat.DESC;
    }

    /**
     * Downcall method handle for:
     * {@snippet lang=c :
     * extern void *shmat(int __shmid, const void *__shmaddr, int __shmflg)
     * }
     * The handle takes a leading call-state {@code MemorySegment} ({@code captureCallState("errno")}).
     */
    public static MethodHandle shmat$handle() {
        return shmat.HANDLE;
    }

    /**
     * Address for:
     * {@snippet lang=c :
     * extern void *shmat(int __shmid, const void *__shmaddr, int __shmflg)
     * }
     */
    public static MemorySegment shmat$address() {
        return shmat.ADDR;
    }

    /**
     * {@snippet lang=c :
     * extern void *shmat(int __shmid, const void *__shmaddr, int __shmflg)
     * }
     * <p>
     * Attaches the segment; pass {@link MemorySegment#NULL} as {@code shmaddr} to let the kernel
     * choose. The result is sized {@code Long.MAX_VALUE} bytes by {@link #C_POINTER}'s target layout:
     * slice it to the segment's size. On failure its address is -1.
     *
     * @param callState errno capture segment from {@link #allocateCallState(SegmentAllocator)}, written on every call
     * @return the attached memory, or a segment at address -1 with errno in {@code callState}
     */
    public static MemorySegment shmat(MemorySegment callState, int shmid, MemorySegment shmaddr, int shmflg) {
        var mh$ = shmat.HANDLE;
        try {
            if (TRACE_DOWNCALLS) {
                traceDowncall("shmat", shmid, shmaddr, shmflg);
            }
            return (MemorySegment) mh$.invokeExact(callState, shmid, shmaddr, shmflg);
        } catch (Throwable ex$) {
            throw new AssertionError("should not reach here", ex$);
        }
    }

    private static class shmdt {
        public static final FunctionDescriptor DESC = FunctionDescriptor.of(
            libc_h.C_INT,
            libc_h.C_POINTER
        );

        public static final MemorySegment ADDR = libc_h.findOrThrow("shmdt");

        public static final MethodHandle HANDLE = Linker.nativeLinker().downcallHandle(ADDR, DESC, CAPTURE_ERRNO);
    }

    /**
     * Function descriptor for:
     * {@snippet lang=c :
     * extern int shmdt(const void *__shmaddr)
     * }
     */
    public static FunctionDescriptor shmdt$descriptor() {
        return shmdt.DESC;
    }

    /**
     * Downcall method handle for:
     * {@snippet lang=c :
     * extern int shmdt(const void *__shmaddr)
     * }
     * The handle takes a leading call-state {@code MemorySegment} ({@code captureCallState("errno")}).
     */
    public static MethodHandle shmdt$handle() {
        return shmdt.HANDLE;
    }

    /**
     * Address for:
     * {@snippet lang=c :
     * extern int shmdt(const void *__shmaddr)
     * }
     */
    public static MemorySegment shmdt$address() {
        return shmdt.ADDR;
    }

    /**
     * {@snippet lang=c :
     * extern int shmdt(const void *__shmaddr)
     * }
     * <p>
     * Detaches what {@link #shmat} attached; a segment marked with {@link #IPC_RMID} is freed once
     * nothing has it attached.
     *
     * @param callState errno capture segment from {@link #allocateCallState(SegmentAllocator)}, written on every call
     * @return 0, or -1 with errno in {@code callState}
     */
    public static int shmdt(MemorySegment callState, MemorySegment shmaddr) {
        var mh$ = shmdt.HANDLE;
        try {
            if (TRACE_DOWNCALLS) {
                traceDowncall("shmdt", shmaddr);
            }
            return (int) mh$.invokeExact(callState, shmaddr);
        } catch (Throwable ex$) {
            throw new AssertionError("should not reach here", ex$);
        }
    }

    private static class shmctl {
        public static final FunctionDescriptor DESC = FunctionDescriptor.of(
            libc_h.C_INT,
            libc_h.C_INT,
            libc_h.C_INT,
            libc_h.C_POINTER
        );

        public static final MemorySegment ADDR = libc_h.findOrThrow("shmctl");

        public static final MethodHandle HANDLE = Linker.nativeLinker().downcallHandle(ADDR, DESC, CAPTURE_ERRNO);
    }

    /**
     * Function descriptor for:
     * {@snippet lang=c :
     * extern int shmctl(int __shmid, int __cmd, struct shmid_ds *__buf)
     * }
     */
    public static FunctionDescriptor shmctl$descriptor() {
        return shmctl.DESC;
    }

    /**
     * Downcall method handle for:
     * {@snippet lang=c :
     * extern int shmctl(int __shmid, int __cmd, struct shmid_ds *__buf)
     * }
     * The handle takes a leading call-state {@code MemorySegment} ({@code captureCallState("errno")}).
     */
    public static MethodHandle shmctl$handle() {
        return shmctl.HANDLE;
    }

    /**
     * Address for:
     * {@snippet lang=c :
     * extern int shmctl(int __shmid, int __cmd, struct shmid_ds *__buf)
     * }
     */
    public static MemorySegment shmctl$address() {
        return shmctl.ADDR;
    }

    /**
     * {@snippet lang=c :
     * extern int shmctl(int __shmid, int __cmd, struct shmid_ds *__buf)
     * }
     * <p>
     * Controls a segment; with {@link #IPC_RMID} (and {@link MemorySegment#NULL} as {@code buf}) marks
     * it to be freed when the last process detaches it.
     *
     * @param callState errno capture segment from {@link #allocateCallState(SegmentAllocator)}, written on every call
     * @return 0, or -1 with errno in {@code callState}
     */
    public static int shmctl(MemorySegment callState, int shmid, int cmd, MemorySegment buf) {
        var mh$ = shmctl.HANDLE;
        try {
            if (TRACE_DOWNCALLS) {
                traceDowncall("shmctl", shmid, cmd, buf);
            }
            return (int) mh$.invokeExact(callState, shmid, cmd, buf);
        } catch (Throwable ex$) {
            throw new AssertionError("should not reach here", ex$);
        }
    }

    private static class munmap {
        public static final FunctionDescriptor DESC = FunctionDescriptor.of(
            libc_h.C_INT,
            libc_h.C_POINTER,
            libc_h.C_LONG
        );

        public static final MemorySegment ADDR = libc_h.findOrThrow("munmap");

        public static final MethodHandle HANDLE = Linker.nativeLinker().downcallHandle(ADDR, DESC, CAPTURE_ERRNO);
    }

    /**
     * Function descriptor for:
     * {@snippet lang=c :
     * extern int munmap(void *__addr, size_t __len)
     * }
     */
    public static FunctionDescriptor munmap$descriptor() {
        return munmap.DESC;
    }

    /**
     * Downcall method handle for:
     * {@snippet lang=c :
     * extern int munmap(void *__addr, size_t __len)
     * }
     * The handle takes a leading call-state {@code MemorySegment} ({@code captureCallState("errno")}).
     */
    public static MethodHandle munmap$handle() {
        return munmap.HANDLE;
    }

    /**
     * Address for:
     * {@snippet lang=c :
     * extern int munmap(void *__addr, size_t __len)
     * }
     */
    public static MemorySegment munmap$address() {
        return munmap.ADDR;
    }

    /**
     * {@snippet lang=c :
     * extern int munmap(void *__addr, size_t __len)
     * }
     * <p>
     * Removes the mapping of {@code [addr, addr + len)}. Dirty pages of a {@code MAP_SHARED} file
     * mapping stay in the page cache and are written back as usual; no {@link #msync} is needed for
     * other readers of the file to see them.
     *
     * @param callState errno capture segment from {@link #allocateCallState(SegmentAllocator)}, written on every call
     * @return 0, or -1 with errno in {@code callState}
     */
    public static int munmap(MemorySegment callState, MemorySegment addr, long len) {
        var mh$ = munmap.HANDLE;
        try {
            if (TRACE_DOWNCALLS) {
                traceDowncall("munmap", addr, len);
            }
            return (int) mh$.invokeExact(callState, addr, len);
        } catch (Throwable ex$) {
            throw new AssertionError("should not reach here", ex$);
        }
    }

    private static class mprotect {
        public static final FunctionDescriptor DESC = FunctionDescriptor.of(
            libc_h.C_INT,
            libc_h.C_POINTER,
            libc_h.C_LONG,
            libc_h.C_INT
        );

        public static final MemorySegment ADDR = libc_h.findOrThrow("mprotect");

        public static final MethodHandle HANDLE = Linker.nativeLinker().downcallHandle(ADDR, DESC, CAPTURE_ERRNO);
    }

    /**
     * Function descriptor for:
     * {@snippet lang=c :
     * extern int mprotect(void *__addr, size_t __len, int __prot)
     * }
     */
    public static FunctionDescriptor mprotect$descriptor() {
        return mprotect.DESC;
    }

    /**
     * Downcall method handle for:
     * {@snippet lang=c :
     * extern int mprotect(void *__addr, size_t __len, int __prot)
     * }
     * The handle takes a leading call-state {@code MemorySegment} ({@code captureCallState("errno")}).
     */
    public static MethodHandle mprotect$handle() {
        return mprotect.HANDLE;
    }

    /**
     * Address for:
     * {@snippet lang=c :
     * extern int mprotect(void *__addr, size_t __len, int __prot)
     * }
     */
    public static MemorySegment mprotect$address() {
        return mprotect.ADDR;
    }

    /**
     * {@snippet lang=c :
     * extern int mprotect(void *__addr, size_t __len, int __prot)
     * }
     * <p>
     * Sets the access of the pages {@code [addr, addr + len)} to {@code prot} ({@code PROT_*} bits);
     * {@code addr} must be page-aligned. {@code EACCES} where the system refuses executable memory.
     *
     * @param callState errno capture segment from {@link #allocateCallState(SegmentAllocator)}, written on every call
     * @return 0, or -1 with errno in {@code callState}
     */
    public static int mprotect(MemorySegment callState, MemorySegment addr, long len, int prot) {
        var mh$ = mprotect.HANDLE;
        try {
            if (TRACE_DOWNCALLS) {
                traceDowncall("mprotect", addr, len, prot);
            }
            return (int) mh$.invokeExact(callState, addr, len, prot);
        } catch (Throwable ex$) {
            throw new AssertionError("should not reach here", ex$);
        }
    }

    private static class msync {
        public static final FunctionDescriptor DESC = FunctionDescriptor.of(
            libc_h.C_INT,
            libc_h.C_POINTER,
            libc_h.C_LONG,
            libc_h.C_INT
        );

        public static final MemorySegment ADDR = libc_h.findOrThrow("msync");

        public static final MethodHandle HANDLE = Linker.nativeLinker().downcallHandle(ADDR, DESC, CAPTURE_ERRNO);
    }

    /**
     * Function descriptor for:
     * {@snippet lang=c :
     * extern int msync(void *__addr, size_t __len, int __flags)
     * }
     */
    public static FunctionDescriptor msync$descriptor() {
        return msync.DESC;
    }

    /**
     * Downcall method handle for:
     * {@snippet lang=c :
     * extern int msync(void *__addr, size_t __len, int __flags)
     * }
     * The handle takes a leading call-state {@code MemorySegment} ({@code captureCallState("errno")}).
     */
    public static MethodHandle msync$handle() {
        return msync.HANDLE;
    }

    /**
     * Address for:
     * {@snippet lang=c :
     * extern int msync(void *__addr, size_t __len, int __flags)
     * }
     */
    public static MemorySegment msync$address() {
        return msync.ADDR;
    }

    /**
     * {@snippet lang=c :
     * extern int msync(void *__addr, size_t __len, int __flags)
     * }
     * <p>
     * Writes the dirty pages of the shared file mapping {@code [addr, addr + len)} back to the file:
     * {@link #MS_SYNC()} waits for the writeback, {@link #MS_ASYNC()} (a no-op since Linux 2.6.19) does not.
     * {@code addr} must be page aligned.
     *
     * @param callState errno capture segment from {@link #allocateCallState(SegmentAllocator)}, written on every call
     * @return 0, or -1 with errno in {@code callState}
     */
    public static int msync(MemorySegment callState, MemorySegment addr, long len, int flags) {
        var mh$ = msync.HANDLE;
        try {
            if (TRACE_DOWNCALLS) {
                traceDowncall("msync", addr, len, flags);
            }
            return (int) mh$.invokeExact(callState, addr, len, flags);
        } catch (Throwable ex$) {
            throw new AssertionError("should not reach here", ex$);
        }
    }

    private static class madvise {
        public static final FunctionDescriptor DESC = FunctionDescriptor.of(
            libc_h.C_INT,
            libc_h.C_POINTER,
            libc_h.C_LONG,
            libc_h.C_INT
        );

        public static final MemorySegment ADDR = libc_h.findOrThrow("madvise");

        public static final MethodHandle HANDLE = Linker.nativeLinker().downcallHandle(ADDR, DESC, CAPTURE_ERRNO);
    }

    /**
     * Function descriptor for:
     * {@snippet lang=c :
     * extern int madvise(void *__addr, size_t __len, int __advice)
     * }
     */
    public static FunctionDescriptor madvise$descriptor() {
        return madvise.DESC;
    }

    /**
     * Downcall method handle for:
     * {@snippet lang=c :
     * extern int madvise(void *__addr, size_t __len, int __advice)
     * }
     * The handle takes a leading call-state {@code MemorySegment} ({@code captureCallState("errno")}).
     */
    public static MethodHandle madvise$handle() {
        return madvise.HANDLE;
    }

    /**
     * Address for:
     * {@snippet lang=c :
     * extern int madvise(void *__addr, size_t __len, int __advice)
     * }
     */
    public static MemorySegment madvise$address() {
        return madvise.ADDR;
    }

    /**
     * {@snippet lang=c :
     * extern int madvise(void *__addr, size_t __len, int __advice)
     * }
     * <p>
     * Declares the access pattern ({@code MADV_*}) of the mapping {@code [addr, addr + len)}, which
     * steers read-ahead on page faults; {@code addr} must be page aligned.
     *
     * @param callState errno capture segment from {@link #allocateCallState(SegmentAllocator)}, written on every call
     * @return 0, or -1 with errno in {@code callState}
     */
    public static int madvise(MemorySegment callState, MemorySegment addr, long len, int advice) {
        var mh$ = madvise.HANDLE;
        try {
            if (TRACE_DOWNCALLS) {
                traceDowncall("madvise", addr, len, advice);
            }
            return (int) mh$.invokeExact(callState, addr, len, advice);
        } catch (Throwable ex$) {
            throw new AssertionError("should not reach here", ex$);
        }
    }

    private static class sysconf {
        public static final FunctionDescriptor DESC = FunctionDescriptor.of(
            libc_h.C_LONG,
            libc_h.C_INT
        );

        public static final MemorySegment ADDR = libc_h.findOrThrow("sysconf");

        public static final MethodHandle HANDLE = Linker.nativeLinker().downcallHandle(ADDR, DESC, CAPTURE_ERRNO);
    }

    /**
     * Function descriptor for:
     * {@snippet lang=c :
     * extern long sysconf(int __name)
     * }
     */
    public static FunctionDescriptor sysconf$descriptor() {
        return sysconf.DESC;
    }

    /**
     * Downcall method handle for:
     * {@snippet lang=c :
     * extern long sysconf(int __name)
     * }
     * The handle takes a leading call-state {@code MemorySegment} ({@code captureCallState("errno")}).
     */
    public static MethodHandle sysconf$handle() {
        return sysconf.HANDLE;
    }

    /**
     * Address for:
     * {@snippet lang=c :
     * extern long sysconf(int __name)
     * }
     */
    public static MemorySegment sysconf$address() {
        return sysconf.ADDR;
    }

    /**
     * {@snippet lang=c :
     * extern long sysconf(int __name)
     * }
     * <p>
     * Returns a system limit or option, e.g. {@code sysconf(_SC_PAGESIZE())}, the page size that
     * {@link #mmap} offsets are multiples of.
     *
     * @param callState errno capture segment from {@link #allocateCallState(SegmentAllocator)}, written on every call
     * @return the value; -1 with errno EINVAL for an unknown name (or -1 and errno unchanged for no limit)
     */
    public static long sysconf(MemorySegment callState, int name) {
        var mh$ = sysconf.HANDLE;
        try {
            if (TRACE_DOWNCALLS) {
                traceDowncall("sysconf", name);
            }
            return (long) mh$.invokeExact(callState, name);
        } catch (Throwable ex$) {
            throw new AssertionError("should not reach here", ex$);
        }
    }

    private static class statfs {
        public static final FunctionDescriptor DESC = FunctionDescriptor.of(
            libc_h.C_INT,
            libc_h.C_POINTER,
            libc_h.C_POINTER
        );

        public static final MemorySegment ADDR = libc_h.findOrThrow("statfs");

        public static final MethodHandle HANDLE = Linker.nativeLinker().downcallHandle(ADDR, DESC, CAPTURE_ERRNO);
    }

    /**
     * Function descriptor for:
     * {@snippet lang=c :
     * extern int statfs(const char *__file, struct statfs *__buf)
     * }
     */
    public static FunctionDescriptor statfs$descriptor() {
        return statfs.DESC;
    }

    /**
     * Downcall method handle for:
     * {@snippet lang=c :
     * extern int statfs(const char *__file, struct statfs *__buf)
     * }
     * The handle takes a leading call-state {@code MemorySegment} ({@code captureCallState("errno")}).
     */
    public static MethodHandle statfs$handle() {
        return statfs.HANDLE;
    }

    /**
     * Address for:
     * {@snippet lang=c :
     * extern int statfs(const char *__file, struct statfs *__buf)
     * }
     */
    public static MemorySegment statfs$address() {
        return statfs.ADDR;
    }

    /**
     * {@snippet lang=c :
     * extern int statfs(const char *__file, struct statfs *__buf)
     * }
     * <p>
     * Fills {@code buf} (at least {@link org.jfio.nativeheaders.libc.statfs#sizeof()} bytes) with
     * the statistics of the filesystem holding {@code file}: its type magic, block size and free
     * blocks. Follows symbolic links; {@code file} may be any file or directory on the filesystem.
     *
     * @param callState errno capture segment from {@link #allocateCallState(SegmentAllocator)}, written on every call
     * @return 0, or -1 with errno in {@code callState} (ENOENT, EACCES, ENOSYS for a filesystem without statfs)
     */
    public static int statfs(MemorySegment callState, MemorySegment file, MemorySegment buf) {
        var mh$ = statfs.HANDLE;
        try {
            if (TRACE_DOWNCALLS) {
                traceDowncall("statfs", file, buf);
            }
            return (int) mh$.invokeExact(callState, file, buf);
        } catch (Throwable ex$) {
            throw new AssertionError("should not reach here", ex$);
        }
    }

    private static class uname {
        public static final FunctionDescriptor DESC = FunctionDescriptor.of(
            libc_h.C_INT,
            libc_h.C_POINTER
        );

        public static final MemorySegment ADDR = libc_h.findOrThrow("uname");

        public static final MethodHandle HANDLE = Linker.nativeLinker().downcallHandle(ADDR, DESC, CAPTURE_ERRNO);
    }

    /**
     * Function descriptor for:
     * {@snippet lang=c :
     * extern int uname(struct utsname *__name)
     * }
     */
    public static FunctionDescriptor uname$descriptor() {
        return uname.DESC;
    }

    /**
     * Downcall method handle for:
     * {@snippet lang=c :
     * extern int uname(struct utsname *__name)
     * }
     * The handle takes a leading call-state {@code MemorySegment} ({@code captureCallState("errno")}).
     */
    public static MethodHandle uname$handle() {
        return uname.HANDLE;
    }

    /**
     * Address for:
     * {@snippet lang=c :
     * extern int uname(struct utsname *__name)
     * }
     */
    public static MemorySegment uname$address() {
        return uname.ADDR;
    }

    /**
     * {@snippet lang=c :
     * extern int uname(struct utsname *__name)
     * }
     * <p>
     * Fills {@code name} (at least {@link utsname#sizeof()} bytes) with the kernel's name, release,
     * version and machine, as {@code uname -a} prints them.
     *
     * @param callState errno capture segment from {@link #allocateCallState(SegmentAllocator)}, written on every call
     * @return 0, or -1 with errno in {@code callState} (EFAULT only)
     */
    public static int uname(MemorySegment callState, MemorySegment name) {
        var mh$ = uname.HANDLE;
        try {
            if (TRACE_DOWNCALLS) {
                traceDowncall("uname", name);
            }
            return (int) mh$.invokeExact(callState, name);
        } catch (Throwable ex$) {
            throw new AssertionError("should not reach here", ex$);
        }
    }

    private static class memfd_create {
        public static final FunctionDescriptor DESC = FunctionDescriptor.of(
            libc_h.C_INT,
            libc_h.C_POINTER,
            libc_h.C_INT
        );

        public static final MemorySegment ADDR = libc_h.findOrThrow("memfd_create");

        public static final MethodHandle HANDLE = Linker.nativeLinker().downcallHandle(ADDR, DESC, CAPTURE_ERRNO);
    }

    /**
     * Function descriptor for:
     * {@snippet lang=c :
     * extern int memfd_create(const char *__name, unsigned int __flags)
     * }
     */
    public static FunctionDescriptor memfd_create$descriptor() {
        return memfd_create.DESC;
    }

    /**
     * Downcall method handle for:
     * {@snippet lang=c :
     * extern int memfd_create(const char *__name, unsigned int __flags)
     * }
     * The handle takes a leading call-state {@code MemorySegment} ({@code captureCallState("errno")}).
     */
    public static MethodHandle memfd_create$handle() {
        return memfd_create.HANDLE;
    }

    /**
     * Address for:
     * {@snippet lang=c :
     * extern int memfd_create(const char *__name, unsigned int __flags)
     * }
     */
    public static MemorySegment memfd_create$address() {
        return memfd_create.ADDR;
    }

    /**
     * {@snippet lang=c :
     * extern int memfd_create(const char *__name, unsigned int __flags)
     * }
     * <p>
     * Creates an anonymous file in memory (tmpfs semantics, no name in any directory) and returns a
     * descriptor for it; {@code /proc/self/fd/<fd>} opens it again. Its memory is freed when the
     * last descriptor closes.
     *
     * @param callState errno capture segment from {@link #allocateCallState(SegmentAllocator)}, written on every call
     * @param name      a NUL-terminated name shown in {@code /proc/self/fd} (not a path)
     * @param flags     {@link #MFD_CLOEXEC()} and others
     * @return the descriptor, or -1 with errno in {@code callState} (EMFILE, ENOMEM, EINVAL, ENOSYS)
     */
    public static int memfd_create(MemorySegment callState, MemorySegment name, int flags) {
        var mh$ = memfd_create.HANDLE;
        try {
            if (TRACE_DOWNCALLS) {
                traceDowncall("memfd_create", name, flags);
            }
            return (int) mh$.invokeExact(callState, name, flags);
        } catch (Throwable ex$) {
            throw new AssertionError("should not reach here", ex$);
        }
    }

    private static final int O_RDONLY = (int)0L;

    /**
     * {@snippet lang=c :
     * #define O_RDONLY 0
     * }
     */
    public static int O_RDONLY() {
        return O_RDONLY;
    }

    private static final int O_WRONLY = (int)1L;

    /**
     * {@snippet lang=c :
     * #define O_WRONLY 1
     * }
     */
    public static int O_WRONLY() {
        return O_WRONLY;
    }

    private static final int O_RDWR = (int)2L;

    /**
     * {@snippet lang=c :
     * #define O_RDWR 2
     * }
     */
    public static int O_RDWR() {
        return O_RDWR;
    }

    private static final int O_CREAT = (int)64L;

    /**
     * {@snippet lang=c :
     * #define O_CREAT 64
     * }
     */
    public static int O_CREAT() {
        return O_CREAT;
    }

    private static final int O_EXCL = (int)128L;

    /**
     * {@snippet lang=c :
     * #define O_EXCL 128
     * }
     */
    public static int O_EXCL() {
        return O_EXCL;
    }

    private static final int O_TRUNC = (int)512L;

    /**
     * {@snippet lang=c :
     * #define O_TRUNC 512
     * }
     */
    public static int O_TRUNC() {
        return O_TRUNC;
    }

    private static final int O_DIRECT = (int)16384L;

    /**
     * {@snippet lang=c :
     * #define O_DIRECT 16384
     * }
     */
    public static int O_DIRECT() {
        return O_DIRECT;
    }

    private static final int O_SYNC = (int)1052672L;

    /**
     * {@snippet lang=c :
     * #define O_SYNC 1052672
     * }
     */
    public static int O_SYNC() {
        return O_SYNC;
    }

    private static final int O_DSYNC = (int)4096L;

    /**
     * {@snippet lang=c :
     * #define O_DSYNC 4096
     * }
     */
    public static int O_DSYNC() {
        return O_DSYNC;
    }

    private static final int O_NOATIME = (int)262144L;

    /**
     * {@snippet lang=c :
     * #define O_NOATIME 262144
     * }
     */
    public static int O_NOATIME() {
        return O_NOATIME;
    }

    private static final int O_CLOEXEC = (int)524288L;

    /**
     * {@snippet lang=c :
     * #define O_CLOEXEC 524288
     * }
     */
    public static int O_CLOEXEC() {
        return O_CLOEXEC;
    }

    private static final int SEEK_SET = (int)0L;

    /**
     * {@snippet lang=c :
     * #define SEEK_SET 0
     * }
     */
    public static int SEEK_SET() {
        return SEEK_SET;
    }

    private static final int SEEK_CUR = (int)1L;

    /**
     * {@snippet lang=c :
     * #define SEEK_CUR 1
     * }
     */
    public static int SEEK_CUR() {
        return SEEK_CUR;
    }

    private static final int SEEK_END = (int)2L;

    /**
     * {@snippet lang=c :
     * #define SEEK_END 2
     * }
     */
    public static int SEEK_END() {
        return SEEK_END;
    }

    private static final int POSIX_FADV_NORMAL = (int)0L;

    /**
     * {@snippet lang=c :
     * #define POSIX_FADV_NORMAL 0
     * }
     */
    public static int POSIX_FADV_NORMAL() {
        return POSIX_FADV_NORMAL;
    }

    private static final int POSIX_FADV_RANDOM = (int)1L;

    /**
     * {@snippet lang=c :
     * #define POSIX_FADV_RANDOM 1
     * }
     */
    public static int POSIX_FADV_RANDOM() {
        return POSIX_FADV_RANDOM;
    }

    private static final int POSIX_FADV_SEQUENTIAL = (int)2L;

    /**
     * {@snippet lang=c :
     * #define POSIX_FADV_SEQUENTIAL 2
     * }
     */
    public static int POSIX_FADV_SEQUENTIAL() {
        return POSIX_FADV_SEQUENTIAL;
    }

    private static final int POSIX_FADV_WILLNEED = (int)3L;

    /**
     * {@snippet lang=c :
     * #define POSIX_FADV_WILLNEED 3
     * }
     */
    public static int POSIX_FADV_WILLNEED() {
        return POSIX_FADV_WILLNEED;
    }

    private static final int POSIX_FADV_DONTNEED = (int)4L;

    /**
     * {@snippet lang=c :
     * #define POSIX_FADV_DONTNEED 4
     * }
     */
    public static int POSIX_FADV_DONTNEED() {
        return POSIX_FADV_DONTNEED;
    }

    private static final int SYNC_FILE_RANGE_WRITE = (int)2L;

    /**
     * {@snippet lang=c :
     * #define SYNC_FILE_RANGE_WRITE 2
     * }
     */
    public static int SYNC_FILE_RANGE_WRITE() {
        return SYNC_FILE_RANGE_WRITE;
    }

    private static final int MFD_CLOEXEC = (int)1L;

    /**
     * {@snippet lang=c :
     * #define MFD_CLOEXEC 1
     * }
     */
    public static int MFD_CLOEXEC() {
        return MFD_CLOEXEC;
    }

    private static final int FALLOC_FL_KEEP_SIZE = (int)1L;

    /**
     * {@snippet lang=c :
     * #define FALLOC_FL_KEEP_SIZE 1
     * }
     */
    public static int FALLOC_FL_KEEP_SIZE() {
        return FALLOC_FL_KEEP_SIZE;
    }

    private static final int FALLOC_FL_PUNCH_HOLE = (int)2L;

    /**
     * {@snippet lang=c :
     * #define FALLOC_FL_PUNCH_HOLE 2
     * }
     */
    public static int FALLOC_FL_PUNCH_HOLE() {
        return FALLOC_FL_PUNCH_HOLE;
    }

    private static final int RUSAGE_SELF = (int)0L;

    /**
     * {@snippet lang=c :
     * enum __rusage_who.RUSAGE_SELF = 0
     * }
     */
    public static int RUSAGE_SELF() {
        return RUSAGE_SELF;
    }

    private static final int RUSAGE_THREAD = (int)1L;

    /**
     * {@snippet lang=c :
     * enum __rusage_who.RUSAGE_THREAD = 1
     * }
     */
    public static int RUSAGE_THREAD() {
        return RUSAGE_THREAD;
    }

    private static final int AT_FDCWD = (int)-100L;

    /**
     * {@snippet lang=c :
     * #define AT_FDCWD -100
     * }
     */
    public static int AT_FDCWD() {
        return AT_FDCWD;
    }

    private static final int AT_EMPTY_PATH = (int)4096L;

    /**
     * {@snippet lang=c :
     * #define AT_EMPTY_PATH 4096
     * }
     */
    public static int AT_EMPTY_PATH() {
        return AT_EMPTY_PATH;
    }

    private static final int STATX_BASIC_STATS = (int)2047L;

    /**
     * {@snippet lang=c :
     * #define STATX_BASIC_STATS 2047
     * }
     */
    public static int STATX_BASIC_STATS() {
        return STATX_BASIC_STATS;
    }

    private static final int STATX_DIOALIGN = (int)8192L;

    /**
     * {@snippet lang=c :
     * #define STATX_DIOALIGN 8192
     * }
     */
    public static int STATX_DIOALIGN() {
        return STATX_DIOALIGN;
    }

    private static final int S_IFMT = (int)61440L;

    /**
     * {@snippet lang=c :
     * #define S_IFMT 61440
     * }
     */
    public static int S_IFMT() {
        return S_IFMT;
    }

    private static final int S_IFREG = (int)32768L;

    /**
     * {@snippet lang=c :
     * #define S_IFREG 32768
     * }
     */
    public static int S_IFREG() {
        return S_IFREG;
    }

    private static final int BLKDISCARD = (int)4727L;

    /**
     * {@snippet lang=c :
     * #define BLKDISCARD 4727
     * }
     */
    public static int BLKDISCARD() {
        return BLKDISCARD;
    }

    private static final int S_IFBLK = (int)24576L;

    /**
     * {@snippet lang=c :
     * #define S_IFBLK 24576
     * }
     */
    public static int S_IFBLK() {
        return S_IFBLK;
    }

    private static final int S_IFDIR = (int)16384L;

    /**
     * {@snippet lang=c :
     * #define S_IFDIR 16384
     * }
     */
    public static int S_IFDIR() {
        return S_IFDIR;
    }

    private static final int PROT_READ = (int)1L;

    /**
     * {@snippet lang=c :
     * #define PROT_READ 1
     * }
     */
    public static int PROT_READ() {
        return PROT_READ;
    }

    private static final int PROT_WRITE = (int)2L;

    /**
     * {@snippet lang=c :
     * #define PROT_WRITE 2
     * }
     */
    public static int PROT_WRITE() {
        return PROT_WRITE;
    }

    private static final int PROT_EXEC = (int)4L;

    /**
     * {@snippet lang=c :
     * #define PROT_EXEC 4
     * }
     */
    public static int PROT_EXEC() {
        return PROT_EXEC;
    }

    private static final int MAP_SHARED = (int)1L;

    /**
     * {@snippet lang=c :
     * #define MAP_SHARED 1
     * }
     */
    public static int MAP_SHARED() {
        return MAP_SHARED;
    }

    private static final int MAP_PRIVATE = (int)2L;

    /**
     * {@snippet lang=c :
     * #define MAP_PRIVATE 2
     * }
     */
    public static int MAP_PRIVATE() {
        return MAP_PRIVATE;
    }

    private static final int MAP_ANONYMOUS = (int)32L;

    /**
     * {@snippet lang=c :
     * #define MAP_ANONYMOUS 32
     * }
     */
    public static int MAP_ANONYMOUS() {
        return MAP_ANONYMOUS;
    }

    private static final int MAP_HUGETLB = (int)262144L;

    /**
     * {@snippet lang=c :
     * #define MAP_HUGETLB 262144
     * }
     */
    public static int MAP_HUGETLB() {
        return MAP_HUGETLB;
    }

    private static final int IPC_PRIVATE = (int)0L;

    /**
     * {@snippet lang=c :
     * #define IPC_PRIVATE 0
     * }
     */
    public static int IPC_PRIVATE() {
        return IPC_PRIVATE;
    }

    private static final int IPC_CREAT = (int)512L;

    /**
     * {@snippet lang=c :
     * #define IPC_CREAT 512
     * }
     */
    public static int IPC_CREAT() {
        return IPC_CREAT;
    }

    private static final int IPC_RMID = (int)0L;

    /**
     * {@snippet lang=c :
     * #define IPC_RMID 0
     * }
     */
    public static int IPC_RMID() {
        return IPC_RMID;
    }

    private static final int SHM_HUGETLB = (int)2048L;

    /**
     * {@snippet lang=c :
     * #define SHM_HUGETLB 2048
     * }
     */
    public static int SHM_HUGETLB() {
        return SHM_HUGETLB;
    }

    private static final int F_GET_RW_HINT = (int)1035L;

    /**
     * {@snippet lang=c :
     * #define F_GET_RW_HINT 1035
     * }
     */
    public static int F_GET_RW_HINT() {
        return F_GET_RW_HINT;
    }

    private static final int F_SET_RW_HINT = (int)1036L;

    /**
     * {@snippet lang=c :
     * #define F_SET_RW_HINT 1036
     * }
     */
    public static int F_SET_RW_HINT() {
        return F_SET_RW_HINT;
    }

    private static final int RWH_WRITE_LIFE_NONE = (int)1L;

    /**
     * {@snippet lang=c :
     * #define RWH_WRITE_LIFE_NONE 1
     * }
     */
    public static int RWH_WRITE_LIFE_NONE() {
        return RWH_WRITE_LIFE_NONE;
    }

    private static final int RWH_WRITE_LIFE_SHORT = (int)2L;

    /**
     * {@snippet lang=c :
     * #define RWH_WRITE_LIFE_SHORT 2
     * }
     */
    public static int RWH_WRITE_LIFE_SHORT() {
        return RWH_WRITE_LIFE_SHORT;
    }

    private static final int RWH_WRITE_LIFE_MEDIUM = (int)3L;

    /**
     * {@snippet lang=c :
     * #define RWH_WRITE_LIFE_MEDIUM 3
     * }
     */
    public static int RWH_WRITE_LIFE_MEDIUM() {
        return RWH_WRITE_LIFE_MEDIUM;
    }

    private static final int RWH_WRITE_LIFE_LONG = (int)4L;

    /**
     * {@snippet lang=c :
     * #define RWH_WRITE_LIFE_LONG 4
     * }
     */
    public static int RWH_WRITE_LIFE_LONG() {
        return RWH_WRITE_LIFE_LONG;
    }

    private static final int RWH_WRITE_LIFE_EXTREME = (int)5L;

    /**
     * {@snippet lang=c :
     * #define RWH_WRITE_LIFE_EXTREME 5
     * }
     */
    public static int RWH_WRITE_LIFE_EXTREME() {
        return RWH_WRITE_LIFE_EXTREME;
    }

    private static final int MS_ASYNC = (int)1L;

    /**
     * {@snippet lang=c :
     * #define MS_ASYNC 1
     * }
     */
    public static int MS_ASYNC() {
        return MS_ASYNC;
    }

    private static final int MS_INVALIDATE = (int)2L;

    /**
     * {@snippet lang=c :
     * #define MS_INVALIDATE 2
     * }
     */
    public static int MS_INVALIDATE() {
        return MS_INVALIDATE;
    }

    private static final int MS_SYNC = (int)4L;

    /**
     * {@snippet lang=c :
     * #define MS_SYNC 4
     * }
     */
    public static int MS_SYNC() {
        return MS_SYNC;
    }

    private static final int MADV_NORMAL = (int)0L;

    /**
     * {@snippet lang=c :
     * #define MADV_NORMAL 0
     * }
     */
    public static int MADV_NORMAL() {
        return MADV_NORMAL;
    }

    private static final int MADV_RANDOM = (int)1L;

    /**
     * {@snippet lang=c :
     * #define MADV_RANDOM 1
     * }
     */
    public static int MADV_RANDOM() {
        return MADV_RANDOM;
    }

    private static final int MADV_SEQUENTIAL = (int)2L;

    /**
     * {@snippet lang=c :
     * #define MADV_SEQUENTIAL 2
     * }
     */
    public static int MADV_SEQUENTIAL() {
        return MADV_SEQUENTIAL;
    }

    private static final int MADV_WILLNEED = (int)3L;

    /**
     * {@snippet lang=c :
     * #define MADV_WILLNEED 3
     * }
     */
    public static int MADV_WILLNEED() {
        return MADV_WILLNEED;
    }

    private static final int MADV_DONTNEED = (int)4L;

    /**
     * {@snippet lang=c :
     * #define MADV_DONTNEED 4
     * }
     */
    public static int MADV_DONTNEED() {
        return MADV_DONTNEED;
    }

    private static final int RWF_HIPRI = (int)1L;

    /**
     * {@snippet lang=c :
     * #define RWF_HIPRI 1
     * }
     */
    public static int RWF_HIPRI() {
        return RWF_HIPRI;
    }

    private static final int RWF_DSYNC = (int)2L;

    /**
     * {@snippet lang=c :
     * #define RWF_DSYNC 2
     * }
     */
    public static int RWF_DSYNC() {
        return RWF_DSYNC;
    }

    private static final int RWF_SYNC = (int)4L;

    /**
     * {@snippet lang=c :
     * #define RWF_SYNC 4
     * }
     */
    public static int RWF_SYNC() {
        return RWF_SYNC;
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

    private static final int RWF_APPEND = (int)16L;

    /**
     * {@snippet lang=c :
     * #define RWF_APPEND 16
     * }
     */
    public static int RWF_APPEND() {
        return RWF_APPEND;
    }

    private static final int RWF_DONTCACHE = (int)128L;

    /**
     * {@snippet lang=c :
     * #define RWF_DONTCACHE 128
     * }
     * Linux 6.14 (buffered I/O that drops its pages once done); not in the Debian 12 kernel headers, so
     * {@code src/main/c/libc.h} defines it when the system headers lack it, as fio does.
     */
    public static int RWF_DONTCACHE() {
        return RWF_DONTCACHE;
    }

    private static final int IOV_MAX = (int)1024L;

    /**
     * {@snippet lang=c :
     * #define IOV_MAX 1024
     * }
     * Most {@link iovec}s one {@link #readv}/{@link #writev} call takes (the kernel's {@code UIO_MAXIOV}).
     */
    public static int IOV_MAX() {
        return IOV_MAX;
    }

    private static final int _SC_PAGESIZE = (int)30L;

    /**
     * {@snippet lang=c :
     * enum <anonymous>._SC_PAGESIZE = 30
     * }
     */
    public static int _SC_PAGESIZE() {
        return _SC_PAGESIZE;
    }

    private static final int EPERM = (int)1L;

    /**
     * {@snippet lang=c :
     * #define EPERM 1
     * }
     */
    public static int EPERM() {
        return EPERM;
    }

    private static final int ENOENT = (int)2L;

    /**
     * {@snippet lang=c :
     * #define ENOENT 2
     * }
     */
    public static int ENOENT() {
        return ENOENT;
    }

    private static final int EINTR = (int)4L;

    /**
     * {@snippet lang=c :
     * #define EINTR 4
     * }
     */
    public static int EINTR() {
        return EINTR;
    }

    private static final int EIO = (int)5L;

    /**
     * {@snippet lang=c :
     * #define EIO 5
     * }
     */
    public static int EIO() {
        return EIO;
    }

    private static final int ENXIO = (int)6L;

    /**
     * {@snippet lang=c :
     * #define ENXIO 6
     * }
     */
    public static int ENXIO() {
        return ENXIO;
    }

    private static final int EBADF = (int)9L;

    /**
     * {@snippet lang=c :
     * #define EBADF 9
     * }
     */
    public static int EBADF() {
        return EBADF;
    }

    private static final int EAGAIN = (int)11L;

    /**
     * {@snippet lang=c :
     * #define EAGAIN 11
     * }
     */
    public static int EAGAIN() {
        return EAGAIN;
    }

    private static final int ENOMEM = (int)12L;

    /**
     * {@snippet lang=c :
     * #define ENOMEM 12
     * }
     */
    public static int ENOMEM() {
        return ENOMEM;
    }

    private static final int EACCES = (int)13L;

    /**
     * {@snippet lang=c :
     * #define EACCES 13
     * }
     */
    public static int EACCES() {
        return EACCES;
    }

    private static final int EEXIST = (int)17L;

    /**
     * {@snippet lang=c :
     * #define EEXIST 17
     * }
     */
    public static int EEXIST() {
        return EEXIST;
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

    private static final int ENODEV = (int)19L;

    /**
     * {@snippet lang=c :
     * #define ENODEV 19
     * }
     */
    public static int ENODEV() {
        return ENODEV;
    }

    private static final int ENOTDIR = (int)20L;

    /**
     * {@snippet lang=c :
     * #define ENOTDIR 20
     * }
     */
    public static int ENOTDIR() {
        return ENOTDIR;
    }

    private static final int EISDIR = (int)21L;

    /**
     * {@snippet lang=c :
     * #define EISDIR 21
     * }
     */
    public static int EISDIR() {
        return EISDIR;
    }

    private static final int EINVAL = (int)22L;

    /**
     * {@snippet lang=c :
     * #define EINVAL 22
     * }
     */
    public static int EINVAL() {
        return EINVAL;
    }

    private static final int ENFILE = (int)23L;

    /**
     * {@snippet lang=c :
     * #define ENFILE 23
     * }
     */
    public static int ENFILE() {
        return ENFILE;
    }

    private static final int EMFILE = (int)24L;

    /**
     * {@snippet lang=c :
     * #define EMFILE 24
     * }
     */
    public static int EMFILE() {
        return EMFILE;
    }

    private static final int EFBIG = (int)27L;

    /**
     * {@snippet lang=c :
     * #define EFBIG 27
     * }
     */
    public static int EFBIG() {
        return EFBIG;
    }

    private static final int ENOSPC = (int)28L;

    /**
     * {@snippet lang=c :
     * #define ENOSPC 28
     * }
     */
    public static int ENOSPC() {
        return ENOSPC;
    }

    private static final int EROFS = (int)30L;

    /**
     * {@snippet lang=c :
     * #define EROFS 30
     * }
     */
    public static int EROFS() {
        return EROFS;
    }

    private static final int EDQUOT = (int)122L;

    /**
     * {@snippet lang=c :
     * #define EDQUOT 122
     * }
     */
    public static int EDQUOT() {
        return EDQUOT;
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

    private static final int EOPNOTSUPP = (int)95L;

    /**
     * {@snippet lang=c :
     * #define EOPNOTSUPP 95
     * }
     */
    public static int EOPNOTSUPP() {
        return EOPNOTSUPP;
    }

    private static final int ETIMEDOUT = (int)110L;

    /**
     * {@snippet lang=c :
     * #define ETIMEDOUT 110
     * }
     */
    public static int ETIMEDOUT() {
        return ETIMEDOUT;
    }
    private static class setpriority {
        public static final FunctionDescriptor DESC = FunctionDescriptor.of(
            libc_h.C_INT,
            libc_h.C_INT,
            libc_h.C_INT,
            libc_h.C_INT
        );

        public static final MemorySegment ADDR = libc_h.findOrThrow("setpriority");

        public static final MethodHandle HANDLE = Linker.nativeLinker().downcallHandle(ADDR, DESC, CAPTURE_ERRNO);
    }

    /**
     * Function descriptor for:
     * {@snippet lang=c :
     * extern int setpriority(__priority_which_t __which, id_t __who, int __prio)
     * }
     */
    public static FunctionDescriptor setpriority$descriptor() {
        return setpriority.DESC;
    }

    /**
     * Downcall method handle for:
     * {@snippet lang=c :
     * extern int setpriority(__priority_which_t __which, id_t __who, int __prio)
     * }
     * (with the leading errno capture segment)
     */
    public static MethodHandle setpriority$handle() {
        return setpriority.HANDLE;
    }

    /**
     * Address for:
     * {@snippet lang=c :
     * extern int setpriority(__priority_which_t __which, id_t __who, int __prio)
     * }
     */
    public static MemorySegment setpriority$address() {
        return setpriority.ADDR;
    }

    /**
     * {@snippet lang=c :
     * extern int setpriority(__priority_which_t __which, id_t __who, int __prio)
     * }
     * <p>
     * Sets the nice value of a process or, on Linux with {@code PRIO_PROCESS} and a thread id, of
     * one thread (fio {@code nice}).
     *
     * @param callState errno capture segment from {@link #allocateCallState(SegmentAllocator)}, written on every call
     * @param which     {@link #PRIO_PROCESS()}
     * @param who       thread id ({@link #gettid()}), or 0 for the calling thread
     * @param prio      nice value, -20 (most favourable) to 19
     * @return 0, or -1 with errno in {@code callState} (EACCES: lowering the nice value needs CAP_SYS_NICE)
     */
    public static int setpriority(MemorySegment callState, int which, int who, int prio) {
        var mh$ = setpriority.HANDLE;
        try {
            if (TRACE_DOWNCALLS) {
                traceDowncall("setpriority", which, who, prio);
            }
            return (int) mh$.invokeExact(callState, which, who, prio);
        } catch (Throwable ex$) {
            throw new AssertionError("should not reach here", ex$);
        }
    }

    private static class getpriority {
        public static final FunctionDescriptor DESC = FunctionDescriptor.of(
            libc_h.C_INT,
            libc_h.C_INT,
            libc_h.C_INT
        );

        public static final MemorySegment ADDR = libc_h.findOrThrow("getpriority");

        public static final MethodHandle HANDLE = Linker.nativeLinker().downcallHandle(ADDR, DESC, CAPTURE_ERRNO);
    }

    /**
     * Function descriptor for:
     * {@snippet lang=c :
     * extern int getpriority(__priority_which_t __which, id_t __who)
     * }
     */
    public static FunctionDescriptor getpriority$descriptor() {
        return getpriority.DESC;
    }

    /**
     * Downcall method handle for:
     * {@snippet lang=c :
     * extern int getpriority(__priority_which_t __which, id_t __who)
     * }
     * (with the leading errno capture segment)
     */
    public static MethodHandle getpriority$handle() {
        return getpriority.HANDLE;
    }

    /**
     * Address for:
     * {@snippet lang=c :
     * extern int getpriority(__priority_which_t __which, id_t __who)
     * }
     */
    public static MemorySegment getpriority$address() {
        return getpriority.ADDR;
    }

    /**
     * {@snippet lang=c :
     * extern int getpriority(__priority_which_t __which, id_t __who)
     * }
     * <p>
     * Reads the nice value of a process or thread (-1 is also a valid value: clear errno first).
     *
     * @param callState errno capture segment from {@link #allocateCallState(SegmentAllocator)}, written on every call
     * @param which     {@link #PRIO_PROCESS()}
     * @param who       thread id ({@link #gettid()}), or 0 for the calling thread
     * @return the nice value, or -1 with errno in {@code callState}
     */
    public static int getpriority(MemorySegment callState, int which, int who) {
        var mh$ = getpriority.HANDLE;
        try {
            if (TRACE_DOWNCALLS) {
                traceDowncall("getpriority", which, who);
            }
            return (int) mh$.invokeExact(callState, which, who);
        } catch (Throwable ex$) {
            throw new AssertionError("should not reach here", ex$);
        }
    }

    private static class syscall {
        public static final FunctionDescriptor DESC = FunctionDescriptor.of(
            libc_h.C_LONG,
            libc_h.C_LONG,
            libc_h.C_LONG,
            libc_h.C_LONG,
            libc_h.C_LONG,
            libc_h.C_LONG,
            libc_h.C_LONG
        );

        public static final MemorySegment ADDR = libc_h.findOrThrow("syscall");

        public static final MethodHandle HANDLE = Linker.nativeLinker().downcallHandle(ADDR, DESC, CAPTURE_ERRNO, Linker.Option.firstVariadicArg(1));
    }

    /**
     * Function descriptor for:
     * {@snippet lang=c :
     * extern long syscall(long __sysno, ...)
     * }
     */
    public static FunctionDescriptor syscall$descriptor() {
        return syscall.DESC;
    }

    /**
     * Downcall method handle for:
     * {@snippet lang=c :
     * extern long syscall(long __sysno, ...)
     * }
     * (with the leading errno capture segment)
     */
    public static MethodHandle syscall$handle() {
        return syscall.HANDLE;
    }

    /**
     * Address for:
     * {@snippet lang=c :
     * extern long syscall(long __sysno, ...)
     * }
     */
    public static MemorySegment syscall$address() {
        return syscall.ADDR;
    }

    /**
     * {@snippet lang=c :
     * extern long syscall(long __sysno, ...)
     * }
     * <p>
     * A system call without a glibc wrapper ({@code ioprio_set}, {@code ioprio_get}). Variadic in C:
     * linked with {@code Linker.Option.firstVariadicArg(1)}, with a fixed wrapper of five
     * {@code long} arguments (unused ones 0) instead of jextract's invoker class; the kernel reads
     * each argument as its own type from the register.
     *
     * @param callState errno capture segment from {@link #allocateCallState(SegmentAllocator)}, written on every call
     * @param sysno     the system call number ({@link #SYS_ioprio_set()}, ...)
     * @return the call's result, or -1 with errno in {@code callState}
     */
    public static long syscall(MemorySegment callState, long sysno, long arg1, long arg2, long arg3, long arg4, long arg5) {
        var mh$ = syscall.HANDLE;
        try {
            if (TRACE_DOWNCALLS) {
                traceDowncall("syscall", sysno, arg1, arg2, arg3, arg4, arg5);
            }
            return (long) mh$.invokeExact(callState, sysno, arg1, arg2, arg3, arg4, arg5);
        } catch (Throwable ex$) {
            throw new AssertionError("should not reach here", ex$);
        }
    }

    private static final int PRIO_PROCESS = (int)0L;

    /**
     * {@snippet lang=c :
     * #define PRIO_PROCESS 0
     * }
     */
    public static int PRIO_PROCESS() {
        return PRIO_PROCESS;
    }

    private static final int SYS_ioprio_set = (int)251L;

    /**
     * {@snippet lang=c :
     * #define SYS_ioprio_set 251
     * }
     */
    public static int SYS_ioprio_set() {
        return SYS_ioprio_set;
    }

    private static final int SYS_ioprio_get = (int)252L;

    /**
     * {@snippet lang=c :
     * #define SYS_ioprio_get 252
     * }
     */
    public static int SYS_ioprio_get() {
        return SYS_ioprio_get;
    }

    private static final int SYS_prctl = (int)157L;

    /**
     * {@snippet lang=c :
     * #define SYS_prctl 157
     * }
     */
    public static int SYS_prctl() {
        return SYS_prctl;
    }

    private static final int PR_SET_TIMERSLACK = (int)29L;

    /**
     * {@snippet lang=c :
     * #define PR_SET_TIMERSLACK 29
     * }
     */
    public static int PR_SET_TIMERSLACK() {
        return PR_SET_TIMERSLACK;
    }

    private static final int PR_GET_TIMERSLACK = (int)30L;

    /**
     * {@snippet lang=c :
     * #define PR_GET_TIMERSLACK 30
     * }
     */
    public static int PR_GET_TIMERSLACK() {
        return PR_GET_TIMERSLACK;
    }

    private static final int SIGINT = (int)2L;

    /**
     * {@snippet lang=c :
     * #define SIGINT 2
     * }
     */
    public static int SIGINT() {
        return SIGINT;
    }

    private static final int IOPRIO_WHO_PROCESS = (int)1L;

    /**
     * {@snippet lang=c :
     * enum { IOPRIO_WHO_PROCESS = 1 }
     * }
     */
    public static int IOPRIO_WHO_PROCESS() {
        return IOPRIO_WHO_PROCESS;
    }

    private static final int IOPRIO_CLASS_SHIFT = (int)13L;

    /**
     * {@snippet lang=c :
     * #define IOPRIO_CLASS_SHIFT 13
     * }
     */
    public static int IOPRIO_CLASS_SHIFT() {
        return IOPRIO_CLASS_SHIFT;
    }

    private static final int IOPRIO_CLASS_NONE = (int)0L;

    /**
     * {@snippet lang=c :
     * enum { IOPRIO_CLASS_NONE = 0 }
     * }
     */
    public static int IOPRIO_CLASS_NONE() {
        return IOPRIO_CLASS_NONE;
    }

    private static final int IOPRIO_CLASS_RT = (int)1L;

    /**
     * {@snippet lang=c :
     * enum { IOPRIO_CLASS_RT = 1 }
     * }
     */
    public static int IOPRIO_CLASS_RT() {
        return IOPRIO_CLASS_RT;
    }

    private static final int IOPRIO_CLASS_BE = (int)2L;

    /**
     * {@snippet lang=c :
     * enum { IOPRIO_CLASS_BE = 2 }
     * }
     */
    public static int IOPRIO_CLASS_BE() {
        return IOPRIO_CLASS_BE;
    }

    private static final int IOPRIO_CLASS_IDLE = (int)3L;

    /**
     * {@snippet lang=c :
     * enum { IOPRIO_CLASS_IDLE = 3 }
     * }
     */
    public static int IOPRIO_CLASS_IDLE() {
        return IOPRIO_CLASS_IDLE;
    }
    private static final int SYS_set_mempolicy = (int)238L;

    /**
     * {@snippet lang=c :
     * #define SYS_set_mempolicy 238
     * }
     */
    public static int SYS_set_mempolicy() {
        return SYS_set_mempolicy;
    }

    private static final int SYS_get_mempolicy = (int)239L;

    /**
     * {@snippet lang=c :
     * #define SYS_get_mempolicy 239
     * }
     */
    public static int SYS_get_mempolicy() {
        return SYS_get_mempolicy;
    }

    private static final int MPOL_DEFAULT = (int)0L;

    /**
     * {@snippet lang=c :
     * enum { MPOL_DEFAULT = 0 }
     * }
     */
    public static int MPOL_DEFAULT() {
        return MPOL_DEFAULT;
    }

    private static final int MPOL_PREFERRED = (int)1L;

    /**
     * {@snippet lang=c :
     * enum { MPOL_PREFERRED = 1 }
     * }
     */
    public static int MPOL_PREFERRED() {
        return MPOL_PREFERRED;
    }

    private static final int MPOL_BIND = (int)2L;

    /**
     * {@snippet lang=c :
     * enum { MPOL_BIND = 2 }
     * }
     */
    public static int MPOL_BIND() {
        return MPOL_BIND;
    }

    private static final int MPOL_INTERLEAVE = (int)3L;

    /**
     * {@snippet lang=c :
     * enum { MPOL_INTERLEAVE = 3 }
     * }
     */
    public static int MPOL_INTERLEAVE() {
        return MPOL_INTERLEAVE;
    }

    private static final int MPOL_LOCAL = (int)4L;

    /**
     * {@snippet lang=c :
     * enum { MPOL_LOCAL = 4 }
     * }
     */
    public static int MPOL_LOCAL() {
        return MPOL_LOCAL;
    }
}
