/*
 * Header input for the liburing bindings in org.jfio.nativeheaders.liburing.
 *
 * This is the file jextract would read (see src/main/jextract/liburing.args and
 * regenerate-liburing.sh), and the one LiburingAbiTest compiles its probe against, so the Java
 * layouts, prototypes and constants are checked against exactly these declarations.
 * Target: liburing 2.3 (Debian 12: liburing-dev), glibc 2.36, x86_64 Linux. The layouts used are
 * the same in liburing 2.4 and later.
 */
#ifndef JFIO_LIBURING_H
#define JFIO_LIBURING_H

#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif

#include <errno.h>     /* ENOSYS, ETIME */
#include <sys/uio.h>   /* struct iovec */
#include <liburing.h>  /* struct io_uring*, io_uring_* functions; includes liburing/io_uring.h (IORING_*) */

#endif /* JFIO_LIBURING_H */
