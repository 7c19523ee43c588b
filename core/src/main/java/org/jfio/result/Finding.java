package org.jfio.result;

import java.util.Locale;
import java.util.Objects;

/**
 * One result of the preflight ({@link org.jfio.api.Preflight}, {@link org.jfio.api.JobRunner#preflight()}): something
 * that is fine, a warning with its fix, or an error that stops the run.
 *
 * @param severity OK, WARNING or ERROR
 * @param check    which check produced it
 * @param subject  what it is about: a path ({@code /data/f}), a device ({@code nvme0n1}), an
 *                 engine ({@code io_uring}), a job's name, or {@code kernel}/{@code memory}
 * @param message  what was found, one line, e.g. {@code O_DIRECT refused: open(/mnt/f,
 *                 O_RDONLY|O_DIRECT): EINVAL (Invalid argument)}
 * @param fix      what to do about it, one line; empty for OK findings
 */
public record Finding(Severity severity, Check check, String subject, String message, String fix) {

    /** How bad a finding is. */
    public enum Severity {
        /** Fine, or information (kernel version, device settings). */
        OK,
        /** The run can go on but its results may mislead; printed once on stderr and kept in the JSON. */
        WARNING,
        /** The run must not start (it would fail, or destroy data it was not given). */
        ERROR
    }

    /** The checks of the preflight. */
    public enum Check {
        /** Kernel name and release ({@code uname}). */
        KERNEL,
        /** io_uring: {@code kernel.io_uring_disabled} and the kernel version. */
        IO_URING,
        /** An engine's availability (its library present, the kernel feature usable), with the fix. */
        ENGINE,
        /** RAM and what is available to the page cache ({@code /proc/meminfo}). */
        MEMORY,
        /** The filesystem type and mount options behind a path; an error when it is read-only and a job writes. */
        FILESYSTEM,
        /** Whether O_DIRECT works on a path (a real open and aligned I/O). */
        DIRECT_IO,
        /** Logical and physical block size and the O_DIRECT alignment of a path. */
        BLOCK_SIZE,
        /** A disk's queue: rotational, scheduler, nr_requests, max_sectors_kb, hardware queues. */
        DEVICE,
        /** Free space against what the layout allocates. */
        FREE_SPACE,
        /** Writes to a block device that is mounted or holds a mounted partition ({@code allow_mounted_write}). */
        MOUNTED_DEVICE,
        /** {@code readonly} with a job that writes or trims. */
        READONLY,
        /** O_DIRECT with a block size or offset that is not a multiple of the device's alignment. */
        ALIGNMENT,
        /** A job that cannot start at all (unknown engine, directory as file, missing size, ...). */
        JOB,
        /** An asynchronous engine with buffered I/O ({@code direct=0}) or with {@code sync=1}. */
        ENGINE_MODE,
        /** {@code iodepth > 1} on a synchronous engine (the depth is capped at 1). */
        QUEUE_DEPTH,
        /** A block size above the device's {@code max_sectors_kb}: every I/O is split. */
        MAX_SECTORS,
        /** A buffered run whose working set fits in RAM: it measures the page cache. */
        PAGE_CACHE,
        /** Random writes onto a sparse or short file that is read too: reads of holes never reach the device. */
        SPARSE_FILE;

        /** @return the name in reports and JSON, e.g. {@code direct-io} */
        public String label() {
            return name().toLowerCase(Locale.ROOT).replace('_', '-');
        }
    }

    /** Checks the fields; {@code fix} may be empty, nothing may be null. */
    public Finding {
        Objects.requireNonNull(severity, "severity");
        Objects.requireNonNull(check, "check");
        Objects.requireNonNull(subject, "subject");
        Objects.requireNonNull(message, "message");
        Objects.requireNonNull(fix, "fix");
    }

    /** @return an OK finding */
    public static Finding ok(Check check, String subject, String message) {
        return new Finding(Severity.OK, check, subject, message, "");
    }

    /** @return a warning with its fix */
    public static Finding warning(Check check, String subject, String message, String fix) {
        return new Finding(Severity.WARNING, check, subject, message, fix);
    }

    /** @return an error with its fix */
    public static Finding error(Check check, String subject, String message, String fix) {
        return new Finding(Severity.ERROR, check, subject, message, fix);
    }

    /** @return {@code subject: message}, then {@code ; fix: ...} when there is a fix: one line for stderr */
    public String line() {
        return subject + ": " + message + (fix.isEmpty() ? "" : "; fix: " + fix);
    }
}
