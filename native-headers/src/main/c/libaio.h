/*
 * Header input for the libaio and POSIX AIO bindings in org.jfio.nativeheaders.libaio.
 *
 * This is the file jextract would read (see src/main/jextract/libaio.args and
 * regenerate-libaio.sh), and the one LibaioAbiTest compiles its probe against, so the Java layouts,
 * constants and prototypes are checked against exactly these declarations.
 * Target: libaio 0.3.113 (Debian libaio-dev) and glibc 2.36, x86_64 Linux.
 *
 * It shares its name with the system header it wraps: reach it with #include "libaio.h" and
 * -iquote (never -I), so that <libaio.h> below still finds /usr/include/libaio.h.
 */
#ifndef JFIO_LIBAIO_H
#define JFIO_LIBAIO_H

/* RWF_NOWAIT in sys/uio.h is a GNU extension. */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif

#include <errno.h>   /* EINPROGRESS, ECANCELED */
#include <signal.h>  /* struct sigevent, union sigval, SIGEV_* */
#include <sys/uio.h> /* RWF_NOWAIT (the iocb aio_rw_flags values) */
#include <time.h>    /* struct timespec */
#include <aio.h>     /* glibc POSIX AIO: aio_*, struct aiocb, AIO_* */
#include <libaio.h>  /* io_setup, io_submit, io_getevents, struct iocb, struct io_event, IO_CMD_* */

/*
 * IOCB_FLAG_IOPRIO (Linux 5.0): set in iocb->u.c.flags (the kernel's aio_flags), it makes the
 * kernel take aio_reqprio as the request's I/O priority. The kernel declares it in
 * <linux/aio_abi.h>, which cannot be included beside <libaio.h> (both define struct iocb), and
 * libaio 0.3.113 has no name for it; fio defines it the same way (engines/libaio.c).
 * LibaioAbiTest checks the value against <linux/aio_abi.h> in a probe of its own.
 */
#ifndef IOCB_FLAG_IOPRIO
#define IOCB_FLAG_IOPRIO (1 << 1)
#endif

#endif /* JFIO_LIBAIO_H */
