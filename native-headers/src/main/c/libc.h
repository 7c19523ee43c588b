/*
 * Header input for the libc bindings in org.jfio.nativeheaders.libc.
 *
 * This is the file jextract would read (see src/main/jextract/libc.args and regenerate.sh),
 * and the one LibcAbiTest compiles its probe against, so the Java layouts and constants are
 * checked against exactly these declarations. Target: glibc 2.36, x86_64 Linux.
 */
#ifndef JFIO_LIBC_H
#define JFIO_LIBC_H

/* O_DIRECT, O_NOATIME, memfd_create, fallocate, sync_file_range, statx, gettid, RUSAGE_THREAD, AT_EMPTY_PATH, preadv2/pwritev2 and RWF_* are GNU extensions. */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif

#include <errno.h>        /* E* error numbers */
#include <fcntl.h>        /* fcntl, F_*_RW_HINT, RWH_WRITE_LIFE_*, open, fallocate, posix_fadvise, posix_fallocate, sync_file_range, O_*, AT_*, POSIX_FADV_*, SYNC_FILE_RANGE_* */
#include <limits.h>       /* IOV_MAX */
#include <linux/falloc.h> /* FALLOC_FL_* */
#include <linux/ioprio.h> /* IOPRIO_CLASS_*, IOPRIO_WHO_PROCESS, IOPRIO_CLASS_SHIFT */
#include <linux/mempolicy.h> /* MPOL_* (set_mempolicy through syscall; numaif.h is libnuma's) */
#include <linux/fs.h>     /* BLKDISCARD */
#include <string.h>       /* strerror */
#include <sys/ioctl.h>    /* ioctl */
#include <sys/prctl.h>    /* PR_SET_TIMERSLACK, PR_GET_TIMERSLACK (prctl called through syscall, SYS_prctl: no C signature more to link) */
#include <sys/mman.h>     /* mmap, munmap, mprotect, msync, madvise, memfd_create, PROT_*, MAP_*, MS_*, MADV_*, MFD_* */
#include <sys/resource.h> /* getrusage, setpriority, getpriority, struct rusage, RUSAGE_*, PRIO_PROCESS */
#include <sys/ipc.h>      /* IPC_PRIVATE, IPC_CREAT, IPC_RMID */
#include <sys/shm.h>      /* shmget, shmat, shmdt, shmctl, SHM_HUGETLB */
#include <sys/stat.h>     /* fstat, stat, lstat, mkdir, statx, struct stat, struct statx, S_IF*, STATX_* */
#include <sys/statfs.h>   /* statfs, struct statfs */
#include <sys/syscall.h>  /* SYS_ioprio_set, SYS_ioprio_get, SYS_prctl, SYS_set_mempolicy, SYS_get_mempolicy (no glibc wrapper: called through syscall) */
#include <sys/time.h>     /* struct timeval */
#include <sys/utsname.h>  /* uname, struct utsname */
#include <sys/uio.h>      /* readv, writev, preadv, pwritev, preadv2, pwritev2, struct iovec, RWF_* */
#include <signal.h>       /* signal, SIGINT (a SIGINT the parent shell ignored is taken back, as fio does) */
#include <sched.h>        /* sched_setaffinity, sched_getaffinity, cpu_set_t */
#include <unistd.h>       /* close, read, write, pread, pwrite, lseek, fsync, fdatasync, ftruncate, unlink, rmdir, gettid, sysconf, syscall, SEEK_*, _SC_* */

/*
 * RWF_DONTCACHE (uncached buffered I/O) arrived in Linux 6.14; glibc 2.36 and the Debian 12 kernel
 * headers (6.1) do not have it. The value is the kernel's (include/uapi/linux/fs.h); fio defines it
 * the same way when the headers lack it. Headers that have it win, and the ABI test then checks ours.
 */
#ifndef RWF_DONTCACHE
#define RWF_DONTCACHE 0x00000080
#endif

#endif /* JFIO_LIBC_H */
