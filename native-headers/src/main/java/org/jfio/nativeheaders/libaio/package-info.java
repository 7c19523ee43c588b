/**
 * libaio ({@code libaio.so.1}) and glibc POSIX AIO bindings in jextract's output shape, written by
 * hand: the header class {@link org.jfio.nativeheaders.libaio.libaio_h} (functions, constants, the
 * {@code io_context_t} layout; {@code libaio.so.1} is opened lazily and a missing library is reported
 * by {@code libaio_h.libaioLoadFailure()}, never thrown from a static initializer) and one class per
 * struct or union ({@code iocb}, {@code io_event}, {@code aiocb}, ...). Kept apart and hand-written:
 * {@link org.jfio.nativeheaders.libaio.IocbPrep}, the Java equivalents of libaio's inline
 * {@code io_prep_*} helpers, each citing the C it mirrors, and
 * {@link org.jfio.nativeheaders.libaio.AioRing}, the kernel's completion-ring layout for user-space
 * reaping. {@code LibaioAbiTest} pins all of it to the system headers.
 */
package org.jfio.nativeheaders.libaio;
