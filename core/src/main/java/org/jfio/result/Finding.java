package org.jfio.result;

import java.util.List;
import java.util.Objects;
import java.util.regex.Pattern;

/**
 * One result of the preflight ({@link org.jfio.api.Preflight},
 * {@link org.jfio.api.JobRunner#preflight()}): something that is fine, a warning with its fix,
 * or an error that stops the run.
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

    /**
     * Which check produced a finding: one of the preflight's own (the constants) or an engine's
     * own check of the machine ({@link #of}, from {@link org.jfio.spi.IoEngineProvider#systemFindings()}).
     * Compared by label; immutable and thread-safe.
     */
    public static final class Check {
        private static final Pattern LABEL = Pattern.compile("[a-z0-9]+(-[a-z0-9]+)*");

        /** Kernel name and release ({@code uname}). */
        public static final Check KERNEL = new Check("kernel");
        /** An engine's availability (its library present, the kernel feature usable), with the fix. */
        public static final Check ENGINE = new Check("engine");
        /** RAM and what is available to the page cache ({@code /proc/meminfo}). */
        public static final Check MEMORY = new Check("memory");
        /** The filesystem type and mount options behind a path; an error when it is read-only and a job writes. */
        public static final Check FILESYSTEM = new Check("filesystem");
        /** Whether O_DIRECT works on a path (a real open and aligned I/O). */
        public static final Check DIRECT_IO = new Check("direct-io");
        /** Logical and physical block size and the O_DIRECT alignment of a path. */
        public static final Check BLOCK_SIZE = new Check("block-size");
        /** A disk's queue: rotational, scheduler, nr_requests, max_sectors_kb, hardware queues. */
        public static final Check DEVICE = new Check("device");
        /** Free space against what the layout allocates. */
        public static final Check FREE_SPACE = new Check("free-space");
        /** Writes to a block device that is mounted or holds a mounted partition ({@code allow_mounted_write}). */
        public static final Check MOUNTED_DEVICE = new Check("mounted-device");
        /** {@code readonly} with a job that writes or trims. */
        public static final Check READONLY = new Check("readonly");
        /** O_DIRECT with a block size or offset that is not a multiple of the device's alignment. */
        public static final Check ALIGNMENT = new Check("alignment");
        /** A job that cannot start at all (unknown engine, directory as file, missing size, ...). */
        public static final Check JOB = new Check("job");
        /** An asynchronous engine with buffered I/O ({@code direct=0}) or with {@code sync=1}. */
        public static final Check ENGINE_MODE = new Check("engine-mode");
        /** {@code iodepth > 1} on a synchronous engine (the depth is capped at 1). */
        public static final Check QUEUE_DEPTH = new Check("queue-depth");
        /** A block size above the device's {@code max_sectors_kb}: every I/O is split. */
        public static final Check MAX_SECTORS = new Check("max-sectors");
        /** A buffered run whose working set fits in RAM: it measures the page cache. */
        public static final Check PAGE_CACHE = new Check("page-cache");
        /** Random writes onto a sparse or short file that is read too: reads of holes never reach the device. */
        public static final Check SPARSE_FILE = new Check("sparse-file");

        /** A target backed by memory (tmpfs, devtmpfs, a RAM disk, a loop device over a page-cached file): no disk is measured. */
        public static final Check MEMORY_BACKED = new Check("memory-backed");
        /** More requests in flight than the device's request queues hold ({@code nr_requests} per hardware queue). */
        public static final Check NR_REQUESTS = new Check("nr-requests");
        /** Polled completions ({@code hipri}) asked on a device without poll queues ({@code queue/io_poll} 0). */
        public static final Check POLL_QUEUES = new Check("poll-queues");

        private static final List<Check> PREFLIGHT = List.of(KERNEL, ENGINE, MEMORY, FILESYSTEM, DIRECT_IO,
                BLOCK_SIZE, DEVICE, FREE_SPACE, MOUNTED_DEVICE, READONLY, ALIGNMENT, JOB, ENGINE_MODE, QUEUE_DEPTH,
                MAX_SECTORS, PAGE_CACHE, SPARSE_FILE, MEMORY_BACKED, NR_REQUESTS, POLL_QUEUES);

        private final String label;

        private Check(String label) {
            this.label = label;
        }

        /**
         * @param label a check's label: lower-case words joined by hyphens, e.g. {@code io-uring}
         * @return the preflight's own check with this label, else an engine's check of that name
         * @throws IllegalArgumentException when the label is not lower-case words joined by hyphens
         */
        public static Check of(String label) {
            for (Check c : PREFLIGHT) {
                if (c.label.equals(label)) {
                    return c;
                }
            }
            if (label == null || !LABEL.matcher(label).matches()) {
                throw new IllegalArgumentException("check=" + label + ": not lower-case words joined by hyphens");
            }
            return new Check(label);
        }

        /** @return the name in reports and JSON, e.g. {@code direct-io} */
        public String label() {
            return label;
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Check c && c.label.equals(label);
        }

        @Override
        public int hashCode() {
            return label.hashCode();
        }

        /** @return the label */
        @Override
        public String toString() {
            return label;
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
