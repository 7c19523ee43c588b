/*
 * Header input for the libc bindings in org.jfio.nativeheaders.libc.
 *
 * This is the file jextract would read (see src/main/jextract/libc.args and regenerate.sh),
 * and the one LibcAbiTest compiles its probe against, so the Java layouts and constants are
 * checked against exactly these declarations. Target: glibc 2.36, x86_64 Linux.
 */
#ifndef JFIO_LIBC_H
#define JFIO_LIBC_H

/* O_DIRECT, O_NOATIME, fallocate, statx, gettid, RUSAGE_THREAD and AT_EMPTY_PATH are GNU extensions. */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif

#include <errno.h>        /* E* error numbers */
#include <fcntl.h>        /* open, fallocate, posix_fadvise, O_*, AT_*, POSIX_FADV_* */
#include <linux/falloc.h> /* FALLOC_FL_* */
#include <string.h>       /* strerror */
#include <sys/resource.h> /* getrusage, struct rusage, RUSAGE_* */
#include <sys/stat.h>     /* fstat, statx, struct stat, struct statx, S_IF*, STATX_* */
#include <sys/time.h>     /* struct timeval */
#include <unistd.h>       /* close, read, write, pread, pwrite, lseek, fsync, fdatasync, ftruncate, gettid, SEEK_* */

#endif /* JFIO_LIBC_H */
