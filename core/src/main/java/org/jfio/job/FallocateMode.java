package org.jfio.job;

/** fio's {@code fallocate}: how a file that is laid out without data gets its space. */
public enum FallocateMode {
    /** No preallocation: the file is extended sparse ({@code ftruncate}). */
    NONE,
    /** {@code fallocate(2)} with mode 0 (fio's default; {@code 1} means the same). */
    NATIVE,
    /** {@code posix_fallocate}; jfio uses {@code fallocate(2)} mode 0, which it is on Linux. */
    POSIX,
    /** {@code fallocate(2)} with {@code FALLOC_FL_KEEP_SIZE}, then extended to the size. */
    KEEP,
    /** Only {@code ftruncate} to the size. */
    TRUNCATE
}
