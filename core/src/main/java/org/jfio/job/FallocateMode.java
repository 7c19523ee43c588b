package org.jfio.job;

/**
 * fio's {@code fallocate}: how a file that a job only writes gets its space when it is laid out
 * (fio 3.33's {@code fallocate_file}); a file laid out with data is preallocated by {@code native},
 * {@code posix} and {@code keep} before its data is written.
 */
public enum FallocateMode {
    /** No preallocation: the file keeps its length and the job's writes extend it. */
    NONE,
    /** {@code fallocate(2)} with mode 0 (fio's default; {@code 1} means the same): full length, unwritten extents. */
    NATIVE,
    /** {@code posix_fallocate(3)}: as {@code native}; glibc writes zeros where the filesystem has no fallocate(2). */
    POSIX,
    /** {@code fallocate(2)} with {@code FALLOC_FL_KEEP_SIZE}: blocks reserved, the length unchanged. */
    KEEP,
    /** Only {@code ftruncate} to the size: full length, no blocks (sparse). */
    TRUNCATE
}
