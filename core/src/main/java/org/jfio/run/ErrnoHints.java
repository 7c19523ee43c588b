package org.jfio.run;

import org.jfio.spi.IoEngineProvider;
import org.jfio.spi.JfioException;
import org.jfio.spi.NativeCallException;
import org.jfio.nativeheaders.libc.libc_h;

/**
 * What a user can do about a failed system call, for the errnos with a usual cause in a
 * benchmark: EINVAL under O_DIRECT (alignment, or a filesystem without O_DIRECT), ENOSPC and
 * EDQUOT, EACCES, EPERM, EROFS, EFBIG, EMFILE, EIO, and ENOMEM (the locked-memory limit for
 * {@code mlock}). The job's engine is asked first ({@link IoEngineProvider#errnoHint}): it knows
 * the usual causes of its own calls' failures (memory it pins, a ring it sets up). The one place
 * where errnos become hints; also names the job in a setup failure ({@link #inJob}). Stateless and
 * thread-safe; not for the I/O hot path (only when an I/O or a setup call has failed).
 */
final class ErrnoHints {
    /** The fix for a locked-memory limit that is too low. */
    static final String MEMLOCK_FIX = "raise the locked-memory limit: ulimit -l unlimited (LimitMEMLOCK=infinity "
            + "for a systemd service, docker run --ulimit memlock=-1)";

    private ErrnoHints() {
    }

    /**
     * The engine's hint when it has one, else {@link #hint(String, int, boolean, boolean, long)}'s.
     *
     * @param engine the job's engine
     */
    static String hint(IoEngineProvider engine, String call, int errno, boolean direct, boolean dataIo, long dioAlignment) {
        String own = engine.errnoHint(call, errno);
        return own.isEmpty() ? hint(call, errno, direct, dataIo, dioAlignment) : own;
    }

    /**
     * The hints that hold whatever the engine.
     *
     * @param call        the failed call as written in messages, e.g. {@code open(/data/f, O_RDWR|O_DIRECT)}
     *                    or {@code io_uring_register_buffers}
     * @param errno       the positive errno
     * @param direct      true when the job uses O_DIRECT ({@code direct=1})
     * @param dataIo      true for a read, write or trim of the job's data (not open, setup or sync)
     * @param dioAlignment the file's O_DIRECT alignment in bytes when known, else 0
     * @return one sentence saying what to check or change, or empty when jfio knows no usual cause
     */
    static String hint(String call, int errno, boolean direct, boolean dataIo, long dioAlignment) {
        if (errno == libc_h.EINVAL() && direct && dataIo) {
            return "with direct=1 the offset, length and buffer must be multiples of "
                    + (dioAlignment > 0 ? dioAlignment + " bytes (the O_DIRECT alignment statx reports for this file)"
                            : "the device's logical block size")
                    + ": check bs, bsrange and offset, or use direct=0; if they are aligned, the filesystem "
                    + "may not support O_DIRECT";
        }
        if (errno == libc_h.EINVAL() && direct && call.startsWith("open(")) {
            return "the filesystem may not support O_DIRECT: use direct=0, or a file on a filesystem that has it";
        }
        if (errno == libc_h.ENOSPC()) {
            return "the filesystem is full: free space, lower size=, or point filename= or directory= "
                    + "at a filesystem with room";
        }
        if (errno == libc_h.EDQUOT()) {
            return "the disk quota is used up: free space under this user's quota, or lower size=";
        }
        if (errno == libc_h.EACCES()) {
            return "check the mode and owner of the file and of its directories (ls -l), or run as a user "
                    + "allowed to open it";
        }
        if (errno == libc_h.EPERM()) {
            return "the file may be immutable or append-only (lsattr; chattr -i or -a), or a security policy "
                    + "(seccomp, SELinux, AppArmor, a container) forbids the call";
        }
        if (errno == libc_h.EROFS()) {
            return "the filesystem is mounted read-only: remount it read-write, or run a read job";
        }
        if (errno == libc_h.EFBIG()) {
            return "the file would grow past the filesystem's or RLIMIT_FSIZE's limit (ulimit -f): lower size= or offset=";
        }
        if (errno == libc_h.EMFILE()) {
            return "too many open files: raise ulimit -n, or lower nrfiles or numjobs";
        }
        if (errno == libc_h.EIO()) {
            return "the device reported an I/O error: check the kernel log (dmesg) and the device's health";
        }
        if (errno == libc_h.ENOMEM()) {
            return call.startsWith("mlock")
                    ? "pinned memory counts against RLIMIT_MEMLOCK: " + MEMLOCK_FIX + ", or lower iodepth or bs"
                    : "out of memory: lower iodepth, bs or numjobs";
        }
        return "";
    }

    /**
     * Names the job in a failure that happened while setting it up (opening, laying out, engine
     * setup), adding the hint for a native failure.
     *
     * @return a {@link NativeCallException} whose message starts with the job name and ends with
     *         the hint; a {@link JfioException} with the job name in front; anything else as is
     */
    static RuntimeException inJob(String jobName, boolean direct, RuntimeException e) {
        return inJob(null, jobName, direct, e);
    }

    /**
     * {@link #inJob(String, boolean, RuntimeException)} with the engine's hint for its own calls.
     *
     * @param engine the job's engine, or null for the hints that hold whatever the engine
     */
    static RuntimeException inJob(IoEngineProvider engine, String jobName, boolean direct, RuntimeException e) {
        if (e instanceof NativeCallException n) {
            return n.inJob(jobName, engine == null ? hint(n.call(), n.errno(), direct, false, 0)
                    : hint(engine, n.call(), n.errno(), direct, false, 0));
        }
        if (e instanceof JfioException && e.getMessage() != null && !e.getMessage().startsWith(jobName + ": ")) {
            return new JfioException(jobName + ": " + e.getMessage(), e);
        }
        return e;
    }
}
