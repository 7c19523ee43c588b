package org.jfio.nativeheaders.libc;

import java.io.IOException;
import java.lang.foreign.FunctionDescriptor;
import java.lang.foreign.GroupLayout;
import java.lang.foreign.MemoryLayout;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.StructLayout;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodType;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.IntSupplier;
import java.util.function.LongSupplier;
import java.util.function.Supplier;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.jfio.nativeheaders.CProbe;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * Pins the hand-maintained bindings to the real system headers: a C probe, generated from
 * {@link #CHECKS}, is compiled with gcc against {@code src/main/c/libc.h} and prints every size,
 * alignment, field offset, field size, constant, errno name and function prototype the Java side
 * claims; any difference fails with the whole list of mismatches. Reflection and the jextract
 * argfile make sure nothing bound in Java is missing from {@link #CHECKS}.
 */
class LibcAbiTest {

    /** Everything the bindings claim about the C side; the probe is generated from this list. */
    private static final List<Check> CHECKS = List.of(
            struct("timespec", timespec::sizeof, timespec::layout),
            field("timespec", "tv_sec", timespec::tv_sec$offset, timespec::tv_sec$layout),
            field("timespec", "tv_nsec", timespec::tv_nsec$offset, timespec::tv_nsec$layout),
            struct("timeval", timeval::sizeof, timeval::layout),
            field("timeval", "tv_sec", timeval::tv_sec$offset, timeval::tv_sec$layout),
            field("timeval", "tv_usec", timeval::tv_usec$offset, timeval::tv_usec$layout),
            struct("stat", stat::sizeof, stat::layout),
            field("stat", "st_dev", stat::st_dev$offset, stat::st_dev$layout),
            field("stat", "st_ino", stat::st_ino$offset, stat::st_ino$layout),
            field("stat", "st_nlink", stat::st_nlink$offset, stat::st_nlink$layout),
            field("stat", "st_mode", stat::st_mode$offset, stat::st_mode$layout),
            field("stat", "st_uid", stat::st_uid$offset, stat::st_uid$layout),
            field("stat", "st_gid", stat::st_gid$offset, stat::st_gid$layout),
            field("stat", "__pad0", stat::__pad0$offset, stat::__pad0$layout),
            field("stat", "st_rdev", stat::st_rdev$offset, stat::st_rdev$layout),
            field("stat", "st_size", stat::st_size$offset, stat::st_size$layout),
            field("stat", "st_blksize", stat::st_blksize$offset, stat::st_blksize$layout),
            field("stat", "st_blocks", stat::st_blocks$offset, stat::st_blocks$layout),
            field("stat", "st_atim", stat::st_atim$offset, stat::st_atim$layout),
            field("stat", "st_mtim", stat::st_mtim$offset, stat::st_mtim$layout),
            field("stat", "st_ctim", stat::st_ctim$offset, stat::st_ctim$layout),
            field("stat", "__glibc_reserved", stat::__glibc_reserved$offset, stat::__glibc_reserved$layout),
            struct("rusage", rusage::sizeof, rusage::layout),
            field("rusage", "ru_utime", rusage::ru_utime$offset, rusage::ru_utime$layout),
            field("rusage", "ru_stime", rusage::ru_stime$offset, rusage::ru_stime$layout),
            field("rusage", "ru_maxrss", rusage::ru_maxrss$offset, rusage::ru_maxrss$layout),
            field("rusage", "__ru_maxrss_word", rusage::__ru_maxrss_word$offset, rusage::__ru_maxrss_word$layout),
            field("rusage", "ru_ixrss", rusage::ru_ixrss$offset, rusage::ru_ixrss$layout),
            field("rusage", "__ru_ixrss_word", rusage::__ru_ixrss_word$offset, rusage::__ru_ixrss_word$layout),
            field("rusage", "ru_idrss", rusage::ru_idrss$offset, rusage::ru_idrss$layout),
            field("rusage", "__ru_idrss_word", rusage::__ru_idrss_word$offset, rusage::__ru_idrss_word$layout),
            field("rusage", "ru_isrss", rusage::ru_isrss$offset, rusage::ru_isrss$layout),
            field("rusage", "__ru_isrss_word", rusage::__ru_isrss_word$offset, rusage::__ru_isrss_word$layout),
            field("rusage", "ru_minflt", rusage::ru_minflt$offset, rusage::ru_minflt$layout),
            field("rusage", "__ru_minflt_word", rusage::__ru_minflt_word$offset, rusage::__ru_minflt_word$layout),
            field("rusage", "ru_majflt", rusage::ru_majflt$offset, rusage::ru_majflt$layout),
            field("rusage", "__ru_majflt_word", rusage::__ru_majflt_word$offset, rusage::__ru_majflt_word$layout),
            field("rusage", "ru_nswap", rusage::ru_nswap$offset, rusage::ru_nswap$layout),
            field("rusage", "__ru_nswap_word", rusage::__ru_nswap_word$offset, rusage::__ru_nswap_word$layout),
            field("rusage", "ru_inblock", rusage::ru_inblock$offset, rusage::ru_inblock$layout),
            field("rusage", "__ru_inblock_word", rusage::__ru_inblock_word$offset, rusage::__ru_inblock_word$layout),
            field("rusage", "ru_oublock", rusage::ru_oublock$offset, rusage::ru_oublock$layout),
            field("rusage", "__ru_oublock_word", rusage::__ru_oublock_word$offset, rusage::__ru_oublock_word$layout),
            field("rusage", "ru_msgsnd", rusage::ru_msgsnd$offset, rusage::ru_msgsnd$layout),
            field("rusage", "__ru_msgsnd_word", rusage::__ru_msgsnd_word$offset, rusage::__ru_msgsnd_word$layout),
            field("rusage", "ru_msgrcv", rusage::ru_msgrcv$offset, rusage::ru_msgrcv$layout),
            field("rusage", "__ru_msgrcv_word", rusage::__ru_msgrcv_word$offset, rusage::__ru_msgrcv_word$layout),
            field("rusage", "ru_nsignals", rusage::ru_nsignals$offset, rusage::ru_nsignals$layout),
            field("rusage", "__ru_nsignals_word", rusage::__ru_nsignals_word$offset, rusage::__ru_nsignals_word$layout),
            field("rusage", "ru_nvcsw", rusage::ru_nvcsw$offset, rusage::ru_nvcsw$layout),
            field("rusage", "__ru_nvcsw_word", rusage::__ru_nvcsw_word$offset, rusage::__ru_nvcsw_word$layout),
            field("rusage", "ru_nivcsw", rusage::ru_nivcsw$offset, rusage::ru_nivcsw$layout),
            field("rusage", "__ru_nivcsw_word", rusage::__ru_nivcsw_word$offset, rusage::__ru_nivcsw_word$layout),
            struct("statx_timestamp", statx_timestamp::sizeof, statx_timestamp::layout),
            field("statx_timestamp", "tv_sec", statx_timestamp::tv_sec$offset, statx_timestamp::tv_sec$layout),
            field("statx_timestamp", "tv_nsec", statx_timestamp::tv_nsec$offset, statx_timestamp::tv_nsec$layout),
            field("statx_timestamp", "__reserved", statx_timestamp::__reserved$offset, statx_timestamp::__reserved$layout),
            struct("statx", statx::sizeof, statx::layout),
            field("statx", "stx_mask", statx::stx_mask$offset, statx::stx_mask$layout),
            field("statx", "stx_blksize", statx::stx_blksize$offset, statx::stx_blksize$layout),
            field("statx", "stx_attributes", statx::stx_attributes$offset, statx::stx_attributes$layout),
            field("statx", "stx_nlink", statx::stx_nlink$offset, statx::stx_nlink$layout),
            field("statx", "stx_uid", statx::stx_uid$offset, statx::stx_uid$layout),
            field("statx", "stx_gid", statx::stx_gid$offset, statx::stx_gid$layout),
            field("statx", "stx_mode", statx::stx_mode$offset, statx::stx_mode$layout),
            field("statx", "__spare0", statx::__spare0$offset, statx::__spare0$layout),
            field("statx", "stx_ino", statx::stx_ino$offset, statx::stx_ino$layout),
            field("statx", "stx_size", statx::stx_size$offset, statx::stx_size$layout),
            field("statx", "stx_blocks", statx::stx_blocks$offset, statx::stx_blocks$layout),
            field("statx", "stx_attributes_mask", statx::stx_attributes_mask$offset, statx::stx_attributes_mask$layout),
            field("statx", "stx_atime", statx::stx_atime$offset, statx::stx_atime$layout),
            field("statx", "stx_btime", statx::stx_btime$offset, statx::stx_btime$layout),
            field("statx", "stx_ctime", statx::stx_ctime$offset, statx::stx_ctime$layout),
            field("statx", "stx_mtime", statx::stx_mtime$offset, statx::stx_mtime$layout),
            field("statx", "stx_rdev_major", statx::stx_rdev_major$offset, statx::stx_rdev_major$layout),
            field("statx", "stx_rdev_minor", statx::stx_rdev_minor$offset, statx::stx_rdev_minor$layout),
            field("statx", "stx_dev_major", statx::stx_dev_major$offset, statx::stx_dev_major$layout),
            field("statx", "stx_dev_minor", statx::stx_dev_minor$offset, statx::stx_dev_minor$layout),
            field("statx", "stx_mnt_id", statx::stx_mnt_id$offset, statx::stx_mnt_id$layout),
            field("statx", "stx_dio_mem_align", statx::stx_dio_mem_align$offset, statx::stx_dio_mem_align$layout),
            field("statx", "stx_dio_offset_align", statx::stx_dio_offset_align$offset, statx::stx_dio_offset_align$layout),
            field("statx", "__spare3", statx::__spare3$offset, statx::__spare3$layout),
            struct("iovec", iovec::sizeof, iovec::layout),
            field("iovec", "iov_base", iovec::iov_base$offset, iovec::iov_base$layout),
            field("iovec", "iov_len", iovec::iov_len$offset, iovec::iov_len$layout),
            struct("statfs", statfs::sizeof, statfs::layout),
            field("statfs", "f_type", statfs::f_type$offset, statfs::f_type$layout),
            field("statfs", "f_bsize", statfs::f_bsize$offset, statfs::f_bsize$layout),
            field("statfs", "f_blocks", statfs::f_blocks$offset, statfs::f_blocks$layout),
            field("statfs", "f_bfree", statfs::f_bfree$offset, statfs::f_bfree$layout),
            field("statfs", "f_bavail", statfs::f_bavail$offset, statfs::f_bavail$layout),
            field("statfs", "f_files", statfs::f_files$offset, statfs::f_files$layout),
            field("statfs", "f_ffree", statfs::f_ffree$offset, statfs::f_ffree$layout),
            field("statfs", "f_fsid", statfs::f_fsid$offset, statfs::f_fsid$layout),
            field("statfs", "f_namelen", statfs::f_namelen$offset, statfs::f_namelen$layout),
            field("statfs", "f_frsize", statfs::f_frsize$offset, statfs::f_frsize$layout),
            field("statfs", "f_flags", statfs::f_flags$offset, statfs::f_flags$layout),
            field("statfs", "f_spare", statfs::f_spare$offset, statfs::f_spare$layout),
            struct("utsname", utsname::sizeof, utsname::layout),
            field("utsname", "sysname", utsname::sysname$offset, utsname::sysname$layout),
            field("utsname", "nodename", utsname::nodename$offset, utsname::nodename$layout),
            field("utsname", "release", utsname::release$offset, utsname::release$layout),
            field("utsname", "version", utsname::version$offset, utsname::version$layout),
            field("utsname", "machine", utsname::machine$offset, utsname::machine$layout),
            field("utsname", "domainname", utsname::domainname$offset, utsname::domainname$layout),
            constant("O_RDONLY", libc_h::O_RDONLY),
            constant("O_WRONLY", libc_h::O_WRONLY),
            constant("O_RDWR", libc_h::O_RDWR),
            constant("O_CREAT", libc_h::O_CREAT),
            constant("O_EXCL", libc_h::O_EXCL),
            constant("O_TRUNC", libc_h::O_TRUNC),
            constant("O_DIRECT", libc_h::O_DIRECT),
            constant("O_SYNC", libc_h::O_SYNC),
            constant("O_DSYNC", libc_h::O_DSYNC),
            constant("O_NOATIME", libc_h::O_NOATIME),
            constant("O_CLOEXEC", libc_h::O_CLOEXEC),
            constant("SEEK_SET", libc_h::SEEK_SET),
            constant("SEEK_CUR", libc_h::SEEK_CUR),
            constant("SEEK_END", libc_h::SEEK_END),
            constant("POSIX_FADV_NORMAL", libc_h::POSIX_FADV_NORMAL),
            constant("POSIX_FADV_RANDOM", libc_h::POSIX_FADV_RANDOM),
            constant("POSIX_FADV_SEQUENTIAL", libc_h::POSIX_FADV_SEQUENTIAL),
            constant("POSIX_FADV_WILLNEED", libc_h::POSIX_FADV_WILLNEED),
            constant("POSIX_FADV_DONTNEED", libc_h::POSIX_FADV_DONTNEED),
            constant("SYNC_FILE_RANGE_WRITE", libc_h::SYNC_FILE_RANGE_WRITE),
            constant("MFD_CLOEXEC", libc_h::MFD_CLOEXEC),
            constant("FALLOC_FL_KEEP_SIZE", libc_h::FALLOC_FL_KEEP_SIZE),
            constant("FALLOC_FL_PUNCH_HOLE", libc_h::FALLOC_FL_PUNCH_HOLE),
            constant("RUSAGE_SELF", libc_h::RUSAGE_SELF),
            constant("RUSAGE_THREAD", libc_h::RUSAGE_THREAD),
            constant("AT_FDCWD", libc_h::AT_FDCWD),
            constant("AT_EMPTY_PATH", libc_h::AT_EMPTY_PATH),
            constant("STATX_BASIC_STATS", libc_h::STATX_BASIC_STATS),
            constant("STATX_DIOALIGN", libc_h::STATX_DIOALIGN),
            constant("S_IFMT", libc_h::S_IFMT),
            constant("S_IFREG", libc_h::S_IFREG),
            constant("S_IFBLK", libc_h::S_IFBLK),
            constant("BLKDISCARD", libc_h::BLKDISCARD),
            constant("S_IFDIR", libc_h::S_IFDIR),
            constant("PROT_READ", libc_h::PROT_READ),
            constant("PROT_WRITE", libc_h::PROT_WRITE),
            constant("PROT_EXEC", libc_h::PROT_EXEC),
            constant("MAP_SHARED", libc_h::MAP_SHARED),
            constant("F_GET_RW_HINT", libc_h::F_GET_RW_HINT),
            constant("F_SET_RW_HINT", libc_h::F_SET_RW_HINT),
            constant("RWH_WRITE_LIFE_NONE", libc_h::RWH_WRITE_LIFE_NONE),
            constant("RWH_WRITE_LIFE_SHORT", libc_h::RWH_WRITE_LIFE_SHORT),
            constant("RWH_WRITE_LIFE_MEDIUM", libc_h::RWH_WRITE_LIFE_MEDIUM),
            constant("RWH_WRITE_LIFE_LONG", libc_h::RWH_WRITE_LIFE_LONG),
            constant("RWH_WRITE_LIFE_EXTREME", libc_h::RWH_WRITE_LIFE_EXTREME),
            constant("MAP_PRIVATE", libc_h::MAP_PRIVATE),
            constant("MAP_ANONYMOUS", libc_h::MAP_ANONYMOUS),
            constant("MAP_HUGETLB", libc_h::MAP_HUGETLB),
            constant("IPC_PRIVATE", libc_h::IPC_PRIVATE),
            constant("IPC_CREAT", libc_h::IPC_CREAT),
            constant("IPC_RMID", libc_h::IPC_RMID),
            constant("SHM_HUGETLB", libc_h::SHM_HUGETLB),
            constant("MS_ASYNC", libc_h::MS_ASYNC),
            constant("MS_INVALIDATE", libc_h::MS_INVALIDATE),
            constant("MS_SYNC", libc_h::MS_SYNC),
            constant("MADV_NORMAL", libc_h::MADV_NORMAL),
            constant("MADV_RANDOM", libc_h::MADV_RANDOM),
            constant("MADV_SEQUENTIAL", libc_h::MADV_SEQUENTIAL),
            constant("MADV_WILLNEED", libc_h::MADV_WILLNEED),
            constant("MADV_DONTNEED", libc_h::MADV_DONTNEED),
            constant("RWF_HIPRI", libc_h::RWF_HIPRI),
            constant("RWF_DSYNC", libc_h::RWF_DSYNC),
            constant("RWF_SYNC", libc_h::RWF_SYNC),
            constant("RWF_NOWAIT", libc_h::RWF_NOWAIT),
            constant("RWF_APPEND", libc_h::RWF_APPEND),
            constant("RWF_DONTCACHE", libc_h::RWF_DONTCACHE),
            constant("IOV_MAX", libc_h::IOV_MAX),
            constant("_SC_PAGESIZE", libc_h::_SC_PAGESIZE),
            constant("EPERM", libc_h::EPERM),
            constant("ENOENT", libc_h::ENOENT),
            constant("EINTR", libc_h::EINTR),
            constant("EIO", libc_h::EIO),
            constant("ENXIO", libc_h::ENXIO),
            constant("EBADF", libc_h::EBADF),
            constant("EAGAIN", libc_h::EAGAIN),
            constant("ENOMEM", libc_h::ENOMEM),
            constant("EACCES", libc_h::EACCES),
            constant("EEXIST", libc_h::EEXIST),
            constant("ENODEV", libc_h::ENODEV),
            constant("ENOTDIR", libc_h::ENOTDIR),
            constant("EBUSY", libc_h::EBUSY),
            constant("EISDIR", libc_h::EISDIR),
            constant("EINVAL", libc_h::EINVAL),
            constant("ENFILE", libc_h::ENFILE),
            constant("EMFILE", libc_h::EMFILE),
            constant("EFBIG", libc_h::EFBIG),
            constant("ENOSPC", libc_h::ENOSPC),
            constant("EROFS", libc_h::EROFS),
            constant("EDQUOT", libc_h::EDQUOT),
            constant("ENOSYS", libc_h::ENOSYS),
            constant("EOPNOTSUPP", libc_h::EOPNOTSUPP),
            constant("ETIMEDOUT", libc_h::ETIMEDOUT),
            function("open", true, "int (const char *, int, ...)", libc_h::open$descriptor, libc_h::open$handle),
            function("close", true, "int (int)", libc_h::close$descriptor, libc_h::close$handle),
            function("fcntl", true, "int (int, int, ...)", libc_h::fcntl$descriptor, libc_h::fcntl$handle),
            function("read", true, "ssize_t (int, void *, size_t)", libc_h::read$descriptor, libc_h::read$handle),
            function("write", true, "ssize_t (int, const void *, size_t)", libc_h::write$descriptor, libc_h::write$handle),
            function("pread", true, "ssize_t (int, void *, size_t, off_t)", libc_h::pread$descriptor, libc_h::pread$handle),
            function("pwrite", true, "ssize_t (int, const void *, size_t, off_t)", libc_h::pwrite$descriptor, libc_h::pwrite$handle),
            function("lseek", true, "off_t (int, off_t, int)", libc_h::lseek$descriptor, libc_h::lseek$handle),
            function("fsync", true, "int (int)", libc_h::fsync$descriptor, libc_h::fsync$handle),
            function("fdatasync", true, "int (int)", libc_h::fdatasync$descriptor, libc_h::fdatasync$handle),
            function("ftruncate", true, "int (int, off_t)", libc_h::ftruncate$descriptor, libc_h::ftruncate$handle),
            function("fallocate", true, "int (int, int, off_t, off_t)", libc_h::fallocate$descriptor, libc_h::fallocate$handle),
            function("ioctl", true, "int (int, unsigned long, ...)", libc_h::ioctl$descriptor, libc_h::ioctl$handle),
            function("posix_fadvise", false, "int (int, off_t, off_t, int)", libc_h::posix_fadvise$descriptor, libc_h::posix_fadvise$handle),
            function("posix_fallocate", false, "int (int, off_t, off_t)", libc_h::posix_fallocate$descriptor, libc_h::posix_fallocate$handle),
            function("sync_file_range", true, "int (int, off_t, off_t, unsigned int)", libc_h::sync_file_range$descriptor, libc_h::sync_file_range$handle),
            function("fstat", true, "int (int, struct stat *)", libc_h::fstat$descriptor, libc_h::fstat$handle),
            function("statx", true, "int (int, const char *, int, unsigned int, struct statx *)", libc_h::statx$descriptor, libc_h::statx$handle),
            function("stat", true, "int (const char *, struct stat *)", libc_h::stat$descriptor, libc_h::stat$handle),
            function("lstat", true, "int (const char *, struct stat *)", libc_h::lstat$descriptor, libc_h::lstat$handle),
            function("unlink", true, "int (const char *)", libc_h::unlink$descriptor, libc_h::unlink$handle),
            function("mkdir", true, "int (const char *, mode_t)", libc_h::mkdir$descriptor, libc_h::mkdir$handle),
            function("rmdir", true, "int (const char *)", libc_h::rmdir$descriptor, libc_h::rmdir$handle),
            function("getrusage", true, "int (int, struct rusage *)", libc_h::getrusage$descriptor, libc_h::getrusage$handle),
            function("__errno_location", false, "int *(void)", libc_h::__errno_location$descriptor, libc_h::__errno_location$handle),
            function("sched_setaffinity", true, "int (pid_t, size_t, const cpu_set_t *)", libc_h::sched_setaffinity$descriptor, libc_h::sched_setaffinity$handle),
            function("sched_getaffinity", true, "int (pid_t, size_t, cpu_set_t *)", libc_h::sched_getaffinity$descriptor, libc_h::sched_getaffinity$handle),
            function("gettid", false, "pid_t (void)", libc_h::gettid$descriptor, libc_h::gettid$handle),
            function("signal", false, "__sighandler_t (int, __sighandler_t)", libc_h::signal$descriptor, libc_h::signal$handle),
            constant("SIGINT", libc_h::SIGINT),
            function("strerror", false, "char *(int)", libc_h::strerror$descriptor, libc_h::strerror$handle),
            function("readv", true, "ssize_t (int, const struct iovec *, int)", libc_h::readv$descriptor, libc_h::readv$handle),
            function("writev", true, "ssize_t (int, const struct iovec *, int)", libc_h::writev$descriptor, libc_h::writev$handle),
            function("preadv", true, "ssize_t (int, const struct iovec *, int, off_t)", libc_h::preadv$descriptor, libc_h::preadv$handle),
            function("pwritev", true, "ssize_t (int, const struct iovec *, int, off_t)", libc_h::pwritev$descriptor, libc_h::pwritev$handle),
            function("preadv2", true, "ssize_t (int, const struct iovec *, int, off_t, int)", libc_h::preadv2$descriptor, libc_h::preadv2$handle),
            function("pwritev2", true, "ssize_t (int, const struct iovec *, int, off_t, int)", libc_h::pwritev2$descriptor, libc_h::pwritev2$handle),
            function("mmap", true, "void *(void *, size_t, int, int, int, off_t)", libc_h::mmap$descriptor, libc_h::mmap$handle),
            function("munmap", true, "int (void *, size_t)", libc_h::munmap$descriptor, libc_h::munmap$handle),
            function("mprotect", true, "int (void *, size_t, int)", libc_h::mprotect$descriptor, libc_h::mprotect$handle),
            function("shmget", true, "int (key_t, size_t, int)", libc_h::shmget$descriptor, libc_h::shmget$handle),
            function("shmat", true, "void *(int, const void *, int)", libc_h::shmat$descriptor, libc_h::shmat$handle),
            function("shmdt", true, "int (const void *)", libc_h::shmdt$descriptor, libc_h::shmdt$handle),
            function("shmctl", true, "int (int, int, struct shmid_ds *)", libc_h::shmctl$descriptor, libc_h::shmctl$handle),
            function("msync", true, "int (void *, size_t, int)", libc_h::msync$descriptor, libc_h::msync$handle),
            function("madvise", true, "int (void *, size_t, int)", libc_h::madvise$descriptor, libc_h::madvise$handle),
            function("sysconf", true, "long (int)", libc_h::sysconf$descriptor, libc_h::sysconf$handle),
            function("statfs", true, "int (const char *, struct statfs *)", libc_h::statfs$descriptor, libc_h::statfs$handle),
            function("uname", true, "int (struct utsname *)", libc_h::uname$descriptor, libc_h::uname$handle),
            function("setpriority", true, "int (__priority_which_t, id_t, int)", libc_h::setpriority$descriptor, libc_h::setpriority$handle),
            function("getpriority", true, "int (__priority_which_t, id_t)", libc_h::getpriority$descriptor, libc_h::getpriority$handle),
            function("syscall", true, "long (long, ...)", libc_h::syscall$descriptor, libc_h::syscall$handle),
            constant("PRIO_PROCESS", libc_h::PRIO_PROCESS),
            constant("SYS_ioprio_set", libc_h::SYS_ioprio_set),
            constant("SYS_ioprio_get", libc_h::SYS_ioprio_get),
            constant("SYS_prctl", libc_h::SYS_prctl),
            constant("PR_SET_TIMERSLACK", libc_h::PR_SET_TIMERSLACK),
            constant("PR_GET_TIMERSLACK", libc_h::PR_GET_TIMERSLACK),
            constant("IOPRIO_WHO_PROCESS", libc_h::IOPRIO_WHO_PROCESS),
            constant("IOPRIO_CLASS_SHIFT", libc_h::IOPRIO_CLASS_SHIFT),
            constant("IOPRIO_CLASS_NONE", libc_h::IOPRIO_CLASS_NONE),
            constant("IOPRIO_CLASS_RT", libc_h::IOPRIO_CLASS_RT),
            constant("IOPRIO_CLASS_BE", libc_h::IOPRIO_CLASS_BE),
            constant("IOPRIO_CLASS_IDLE", libc_h::IOPRIO_CLASS_IDLE),
            constant("SYS_set_mempolicy", libc_h::SYS_set_mempolicy),
            constant("SYS_get_mempolicy", libc_h::SYS_get_mempolicy),
            constant("MPOL_DEFAULT", libc_h::MPOL_DEFAULT),
            constant("MPOL_PREFERRED", libc_h::MPOL_PREFERRED),
            constant("MPOL_BIND", libc_h::MPOL_BIND),
            constant("MPOL_INTERLEAVE", libc_h::MPOL_INTERLEAVE),
            constant("MPOL_LOCAL", libc_h::MPOL_LOCAL),
            function("memfd_create", true, "int (const char *, unsigned int)", libc_h::memfd_create$descriptor, libc_h::memfd_create$handle));


    /** Hand-written classes in the bindings package that are not jextract struct classes. */
    private static final Set<String> NOT_STRUCTS = Set.of("libc_h", "Errno");

    private static final Path MODULE_DIR = Path.of(System.getProperty("basedir", "")).toAbsolutePath();
    private static final Path HEADER_DIR = MODULE_DIR.resolve("src/main/c");
    private static final Path ARGFILE = MODULE_DIR.resolve("src/main/jextract/libc.args");
    private static final Path BINDINGS_DIR = MODULE_DIR.resolve("src/main/java/org/jfio/nativeheaders/libc");

    @Test
    void shouldMatchTheSystemHeadersForEveryCheck(@TempDir Path dir) throws Exception {
        CProbe.requireGccAndHeaders();
        Map<String, Probe> probes = new LinkedHashMap<>();
        for (Check check : CHECKS) {
            for (Probe probe : check.probes()) {
                probes.put(probe.key(), probe);
            }
        }
        for (Probe probe : errnoTableProbes()) {
            probes.put(probe.key(), probe);
        }

        Map<String, Long> actual = runProbe(dir, probes.values());

        List<String> mismatches = new ArrayList<>();
        for (Probe probe : probes.values()) {
            Long c = actual.get(probe.key());
            if (c == null) {
                mismatches.add(probe.key() + ": no output from the probe");
            } else if (!probe.matches(c)) {
                mismatches.add(probe.key() + ": C says " + c + ", Java says " + probe.javaValue());
            }
        }
        if (!mismatches.isEmpty()) {
            fail(mismatches.size() + " of " + probes.size() + " ABI checks differ from the C headers:\n  "
                    + String.join("\n  ", mismatches));
        }
        assertEquals(probes.size(), actual.size(), "probe printed unexpected lines: " + actual.keySet());
    }

    @Test
    void shouldCoverEveryStructFieldAndConstantOfTheBindings() throws Exception {
        Set<String> listed = new TreeSet<>();
        for (Check check : CHECKS) {
            listed.add(check.id());
        }
        Set<String> missing = new TreeSet<>();
        for (String struct : javaStructClasses()) {
            Class<?> cls = Class.forName(libc_h.class.getPackageName() + "." + struct);
            if (!listed.contains("struct " + struct)) {
                missing.add("struct " + struct);
            }
            for (Method m : cls.getDeclaredMethods()) {
                if (isPublicStatic(m) && m.getName().endsWith("$offset") && m.getParameterCount() == 0) {
                    String id = "field " + struct + "." + m.getName().substring(0, m.getName().length() - "$offset".length());
                    if (!listed.contains(id)) {
                        missing.add(id);
                    }
                }
            }
        }
        for (Method m : libc_h.class.getDeclaredMethods()) {
            if (isConstantGetter(m) && !listed.contains("const " + m.getName())) {
                missing.add("const " + m.getName());
            }
            if (isPublicStatic(m) && m.getName().endsWith("$descriptor")) {
                String id = "function " + m.getName().substring(0, m.getName().length() - "$descriptor".length());
                if (!listed.contains(id)) {
                    missing.add(id);
                }
            }
        }
        assertTrue(missing.isEmpty(), "bound in Java but not checked by the probe (add to CHECKS): " + missing);
    }

    @Test
    void shouldNameTheSameSymbolsInTheArgfileAsInTheBindings() throws IOException {
        Map<String, Set<String>> argfile = Map.of(
                "function", new TreeSet<>(), "struct", new TreeSet<>(), "const", new TreeSet<>());
        for (String line : Files.readAllLines(ARGFILE)) {
            String[] words = line.strip().split("\\s+");
            switch (words[0]) {
                case "--include-function" -> argfile.get("function").add(words[1]);
                case "--include-struct" -> argfile.get("struct").add(words[1]);
                case "--include-constant" -> argfile.get("const").add(words[1]);
                default -> { }
            }
        }
        Map<String, Set<String>> checked = Map.of(
                "function", new TreeSet<>(), "struct", new TreeSet<>(), "const", new TreeSet<>());
        for (Check check : CHECKS) {
            Set<String> names = checked.get(check.kind());
            if (names != null) {
                names.add(check.name());
            }
        }
        checked.get("struct").addAll(javaStructClasses());
        List<String> differences = new ArrayList<>();
        for (String kind : List.of("function", "struct", "const")) {
            Set<String> onlyArgfile = new TreeSet<>(argfile.get(kind));
            onlyArgfile.removeAll(checked.get(kind));
            Set<String> onlyJava = new TreeSet<>(checked.get(kind));
            onlyJava.removeAll(argfile.get(kind));
            if (!onlyArgfile.isEmpty() || !onlyJava.isEmpty()) {
                differences.add(kind + ": only in libc.args " + onlyArgfile + ", only in the bindings " + onlyJava);
            }
        }
        assertTrue(differences.isEmpty(), String.join("\n", differences));
    }

    @Test
    void shouldAgreeWithItselfOnTheJavaSide() {
        List<String> mismatches = new ArrayList<>();
        for (Check check : CHECKS) {
            check.javaMismatch().ifPresent(mismatches::add);
        }
        assertTrue(mismatches.isEmpty(), String.join("\n", mismatches));
    }

    // ---- the check list model ----

    /** One probe line: {@code key} is printed with the value of {@code cExpr}. */
    private record Probe(String key, String cExpr, long javaValue, boolean int32) {
        boolean matches(long c) {
            // an unsigned C constant above INT_MAX is the same bits as a negative Java int
            return int32 ? (int) c == javaValue && (c == (int) c || c == Integer.toUnsignedLong((int) c)) : c == javaValue;
        }
    }

    private sealed interface Check permits Struct, Field, Constant, Function {
        String kind();

        String name();

        List<Probe> probes();

        /** A disagreement inside the Java bindings themselves, if any. */
        default Optional<String> javaMismatch() {
            return Optional.empty();
        }

        default String id() {
            return kind() + " " + name();
        }
    }

    private record Struct(String name, LongSupplier sizeof, Supplier<? extends MemoryLayout> layout) implements Check {
        public String kind() {
            return "struct";
        }

        public List<Probe> probes() {
            return List.of(
                    new Probe("sizeof " + name, "sizeof(struct " + name + ")", sizeof.getAsLong(), false),
                    new Probe("alignof " + name, "_Alignof(struct " + name + ")", layout.get().byteAlignment(), false));
        }
    }

    private record Field(String struct, String field, LongSupplier offset, Supplier<? extends MemoryLayout> layout)
            implements Check {
        public String kind() {
            return "field";
        }

        public String name() {
            return struct + "." + field;
        }

        public List<Probe> probes() {
            return List.of(
                    new Probe("offsetof " + name(), "offsetof(struct " + struct + ", " + field + ")", offset.getAsLong(), false),
                    new Probe("fieldsize " + name(), "sizeof(((struct " + struct + " *)0)->" + field + ")",
                            layout.get().byteSize(), false));
        }

        /** The literal {@code $offset()} and the {@code $layout()} must be what the struct layout says. */
        public Optional<String> javaMismatch() {
            try {
                GroupLayout whole = (GroupLayout) Class.forName(libc_h.class.getPackageName() + "." + struct)
                        .getMethod("layout").invoke(null);
                long[] found = {-1};
                MemoryLayout element = find(whole, 0, found);
                if (element == null) {
                    return Optional.of(name() + ": not an element of " + struct + ".layout()");
                }
                if (found[0] != offset.getAsLong() || !element.equals(layout.get())) {
                    return Optional.of(name() + ": $offset()/$layout() say " + offset.getAsLong() + "/" + layout.get()
                            + " but layout() has " + found[0] + "/" + element);
                }
                return Optional.empty();
            } catch (ReflectiveOperationException e) {
                return Optional.of(name() + ": " + e);
            }
        }

        /** Finds {@code field} in {@code group}, looking into flattened anonymous members too. */
        private MemoryLayout find(GroupLayout group, long base, long[] offsetOut) {
            long offset = 0;
            for (MemoryLayout member : group.memberLayouts()) {
                long at = base + (group instanceof StructLayout ? offset : 0);
                if (member.name().equals(Optional.of(field))) {
                    offsetOut[0] = at;
                    return member;
                }
                if (member instanceof GroupLayout inner && member.name().orElse("").startsWith("$anon$")) {
                    MemoryLayout hit = find(inner, at, offsetOut);
                    if (hit != null) {
                        return hit;
                    }
                }
                offset += member.byteSize();
            }
            return null;
        }
    }

    private record Constant(String name, IntSupplier value) implements Check {
        public String kind() {
            return "const";
        }

        public List<Probe> probes() {
            return List.of(new Probe("const " + name, name, value.getAsInt(), true));
        }
    }

    /**
     * A function: gcc checks that {@code cType} is the declared type of the symbol; Java checks that
     * the descriptor is that type in {@code libc_h.C_*} layouts and that the handle has the leading
     * call-state parameter exactly when {@code capturesErrno}.
     */
    private record Function(String name, boolean capturesErrno, String cType,
                            Supplier<FunctionDescriptor> descriptor, Supplier<MethodHandle> handle) implements Check {
        public String kind() {
            return "function";
        }

        public List<Probe> probes() {
            return List.of(new Probe("prototype " + name,
                    "__builtin_types_compatible_p(__typeof__(" + name + "), " + cType + ")", 1, false));
        }

        public Optional<String> javaMismatch() {
            int open = cType.indexOf('(');
            MemoryLayout ret = layoutOf(cType.substring(0, open));
            String paramText = cType.substring(open + 1, cType.lastIndexOf(')')).strip();
            List<String> params = paramText.equals("void") ? List.of() : Arrays.stream(paramText.split(","))
                    .map(String::strip).toList();
            boolean variadic = !params.isEmpty() && params.getLast().equals("...");
            List<String> fixed = variadic ? params.subList(0, params.size() - 1) : params;
            FunctionDescriptor desc = descriptor.get();
            List<MemoryLayout> args = desc.argumentLayouts();
            boolean ok = desc.returnLayout().orElse(null) != null && desc.returnLayout().get().equals(ret)
                    && (variadic ? args.size() > fixed.size() : args.size() == fixed.size());
            for (int i = 0; ok && i < fixed.size(); i++) {
                ok = args.get(i).equals(layoutOf(fixed.get(i)));
            }
            if (!ok) {
                return Optional.of(name + ": descriptor " + desc + " is not C " + cType);
            }
            MethodType expected = desc.toMethodType();
            if (capturesErrno) {
                expected = expected.insertParameterTypes(0, MemorySegment.class);
            }
            MethodType actual = handle.get().type();
            return actual.equals(expected) ? Optional.empty()
                    : Optional.of(name + ": handle type " + actual + ", expected " + expected
                    + (capturesErrno ? " (with errno capture)" : " (no errno capture)"));
        }

        /** The libc_h layout jextract uses for a C type on x86_64 Linux. */
        private static MemoryLayout layoutOf(String cType) {
            String t = cType.strip();
            if (t.endsWith("*") || t.equals("__sighandler_t")) {
                return libc_h.C_POINTER;
            }
            return switch (t) {
                case "int", "unsigned int", "pid_t", "key_t", "id_t", "mode_t", "__priority_which_t" -> libc_h.C_INT; // the enum is int-sized
                case "long", "unsigned long", "ssize_t", "size_t", "off_t" -> libc_h.C_LONG;
                default -> throw new IllegalArgumentException("add a layout for C type '" + t + "'");
            };
        }
    }

    private static Check struct(String name, LongSupplier sizeof, Supplier<? extends MemoryLayout> layout) {
        return new Struct(name, sizeof, layout);
    }

    private static Check field(String struct, String field, LongSupplier offset, Supplier<? extends MemoryLayout> layout) {
        return new Field(struct, field, offset, layout);
    }

    private static Check constant(String name, IntSupplier value) {
        return new Constant(name, value);
    }

    private static Check function(String name, boolean capturesErrno, String cType,
                                  Supplier<FunctionDescriptor> descriptor, Supplier<MethodHandle> handle) {
        return new Function(name, capturesErrno, cType, descriptor, handle);
    }

    /** One probe per name in {@link Errno}'s table: the C macro must have that value. */
    private static List<Probe> errnoTableProbes() {
        List<Probe> probes = new ArrayList<>();
        for (int value = 0; value <= 4095; value++) {
            String name = Errno.name(value);
            if (!name.startsWith("errno ")) {
                probes.add(new Probe("errno " + name, name, value, true));
            }
        }
        assertTrue(probes.size() >= 131, "Errno table looks truncated: " + probes.size() + " names");
        return probes;
    }

    // ---- probe build and run ----

    private static Map<String, Long> runProbe(Path dir, Iterable<Probe> probes) throws Exception {
        StringBuilder c = new StringBuilder("""
                /* ABI probe written by LibcAbiTest: prints "<key> <value>" per check. */
                #include "libc.h"
                #include <stddef.h>
                #include <stdio.h>

                int main(void) {
                """);
        for (Probe probe : probes) {
            c.append(CProbe.printLine(probe.key(), probe.cExpr()));
        }
        c.append("    return 0;\n}\n");
        return CProbe.asLongs(CProbe.compileAndRun(dir, c.toString(), "-I", HEADER_DIR));
    }

    // ---- reflection helpers ----

    /** The struct classes: every class file in the bindings package except the hand-written ones. */
    private static Set<String> javaStructClasses() throws IOException {
        try (Stream<Path> files = Files.list(BINDINGS_DIR)) {
            return files.map(f -> f.getFileName().toString())
                    .filter(n -> n.endsWith(".java"))
                    .map(n -> n.substring(0, n.length() - ".java".length()))
                    .filter(n -> !NOT_STRUCTS.contains(n))
                    .collect(Collectors.toCollection(TreeSet::new));
        }
    }

    private static boolean isPublicStatic(Method m) {
        return Modifier.isPublic(m.getModifiers()) && Modifier.isStatic(m.getModifiers());
    }

    private static boolean isConstantGetter(Method m) {
        return isPublicStatic(m) && m.getReturnType() == int.class && m.getParameterCount() == 0
                && m.getName().equals(m.getName().toUpperCase(java.util.Locale.ROOT));
    }
}
