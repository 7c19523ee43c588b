/**
 * libaio ({@code libaio.so.1}) and glibc POSIX AIO bindings in jextract's output shape, written by
 * hand, plus Java equivalents of libaio's inline {@code io_prep_*} helpers, each citing the C it
 * mirrors.
 */
package org.jfio.nativeheaders.libaio;
