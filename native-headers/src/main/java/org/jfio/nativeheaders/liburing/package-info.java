/**
 * liburing ({@code liburing.so.2}) bindings in jextract's output shape, written by hand, plus Java
 * equivalents of liburing's inline helpers working directly on ring memory with acquire/release
 * access, each citing the C it mirrors.
 */
package org.jfio.nativeheaders.liburing;
