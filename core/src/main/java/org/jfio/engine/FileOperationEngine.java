package org.jfio.engine;

import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.Set;

import org.jfio.nativeheaders.libc.Errno;
import org.jfio.nativeheaders.libc.libc_h;
import org.jfio.nativeheaders.libc.stat;
import org.jfio.nativeheaders.libc.statx;
import org.jfio.spi.EngineCapability;
import org.jfio.spi.EngineContext;
import org.jfio.spi.IoEngine;
import org.jfio.spi.IoFile;
import org.jfio.spi.IoUnit;
import org.jfio.spi.JfioException;
import org.jfio.spi.QueueStatus;

/**
 * The file-operation engines ({@code filecreate}, {@code filestat}, {@code filedelete},
 * {@code dircreate}, {@code dirstat}, {@code dirdelete}): each file's first I/O is one system call
 * on its name ({@link FileOperation}), whose latency is the I/O's; the file's other I/Os complete
 * at once without a call, as fio's fake I/Os. A failed call is the I/O's error ({@code -errno}).
 *
 * <p>Before the clock starts, {@link #open(IoFile)} turns each name into a native string (so the
 * I/O path allocates nothing) and, for the engines that delete or look up names, creates them:
 * {@code filedelete} and {@code dirdelete} create every name new and refuse one that exists, so
 * they delete only what jfio created.
 *
 * <p>Not thread-safe: one instance per job thread.
 */
final class FileOperationEngine implements IoEngine {
    private static final int FILE_MODE = 0600;
    private static final int DIR_MODE = 0700;

    private final FileOperation operation;
    private final FilestatOptions.StatType statType;
    private final String jobName;
    private final String engineName;
    private final Arena arena;
    private final MemorySegment callState;
    private final MemorySegment errno;
    private final MemorySegment statBuffer;
    private final MemorySegment statxBuffer;
    private int count;
    private boolean setupFailed;
    private MemorySegment[] pathBySlot = new MemorySegment[0];
    private boolean[] done = new boolean[0];

    FileOperationEngine(FileOperation operation, FilestatOptions.StatType statType, String engineName,
                        EngineContext context) {
        this.operation = operation;
        this.statType = statType;
        this.engineName = engineName;
        this.jobName = context.jobName();
        this.arena = context.arena();
        this.callState = libc_h.allocateCallState(arena);
        // the I/O path calls without FFM's errno capture (allocation-free); errno is read from here
        this.errno = libc_h.errnoLocation();
        this.statBuffer = arena.allocate(stat.layout());
        this.statxBuffer = arena.allocate(statx.layout());
    }

    @Override
    public Set<EngineCapability> capabilities() {
        return operation.usesCoreFiles() ? EnumSet.of(EngineCapability.SYNC, EngineCapability.FAKE_IO)
                : EnumSet.of(EngineCapability.SYNC, EngineCapability.DISKLESS, EngineCapability.FAKE_IO);
    }

    @Override
    public void open(IoFile file) {
        MemorySegment path = arena.allocateFrom(file.path().toString());
        if (operation.setupCreatesNew()) {
            try {
                createNew(file, path);
            } catch (JfioException e) {
                setupFailed = true;
                throw e;
            }
        } else if (operation.setupFindsOrCreates()) {
            if (libc_h.mkdir(callState, path, DIR_MODE) == -1 && libc_h.errno(callState) != libc_h.EEXIST()) {
                throw setupFailure("mkdir", file, libc_h.errno(callState));
            }
        }
        if (count == pathBySlot.length) {
            int capacity = Math.max(8, count * 2);
            pathBySlot = Arrays.copyOf(pathBySlot, capacity);
            done = Arrays.copyOf(done, capacity);
        }
        pathBySlot[count++] = path;
        file.engineHandle(count);
    }

    private void createNew(IoFile file, MemorySegment path) {
        if (operation.directory()) {
            if (libc_h.mkdir(callState, path, DIR_MODE) == -1) {
                throw setupFailure("mkdir", file, libc_h.errno(callState));
            }
            return;
        }
        int fd = libc_h.open(callState, path, libc_h.O_CREAT() | libc_h.O_EXCL() | libc_h.O_WRONLY() | libc_h.O_CLOEXEC(),
                FILE_MODE);
        if (fd == -1) {
            throw setupFailure("open(O_CREAT|O_EXCL)", file, libc_h.errno(callState));
        }
        if (file.sizeBytes() > 0) {
            // as fio lays the file out before deleting it: its blocks exist (a refusing filesystem leaves it empty)
            libc_h.fallocate(callState, fd, 0, 0, file.sizeBytes());
        }
        libc_h.close(callState, fd);
    }

    private JfioException setupFailure(String call, IoFile file, int errno) {
        if (errno == libc_h.EEXIST() && operation.setupCreatesNew()) {
            return new JfioException(jobName + ": " + engineName + ": " + file.path() + " already exists; jfio deletes only "
                    + (operation.directory() ? "directories" : "files") + " it created, so " + engineName
                    + " creates its names during the job's setup: point directory= or filename_format= at names that do not exist yet");
        }
        return new JfioException(jobName + ": " + engineName + ": " + call + " " + file.path() + ": "
                + Errno.name(errno) + " (" + Errno.message(errno) + ")");
    }

    @Override
    public QueueStatus queue(IoUnit unit) {
        int slot = (int) unit.file().engineHandle() - 1;
        if (!unit.ddir().isData()) {
            unit.result(0);
            return QueueStatus.COMPLETED;
        }
        if (done[slot]) {
            unit.result(unit.lengthBytes());
            return QueueStatus.COMPLETED;
        }
        done[slot] = true;
        int rc = operate(pathBySlot[slot]);
        unit.result(rc == -1 ? -errno.get(ValueLayout.JAVA_INT, 0) : unit.lengthBytes());
        return QueueStatus.COMPLETED;
    }

    private int operate(MemorySegment path) {
        return switch (operation) {
            case CREATE_FILE -> {
                int fd = libc_h.open(path, libc_h.O_CREAT() | libc_h.O_RDWR() | libc_h.O_CLOEXEC(), FILE_MODE);
                // closed at once (fio closes it when the job moves to the next file, at openfiles=1): a job of
                // many thousand files would otherwise run out of descriptors
                yield fd == -1 ? -1 : libc_h.close(fd);
            }
            case STAT_FILE, STAT_DIR -> switch (statType) {
                case STAT -> libc_h.stat(path, statBuffer);
                case LSTAT -> libc_h.lstat(path, statBuffer);
                case STATX -> libc_h.statx(libc_h.AT_FDCWD(), path, 0, libc_h.STATX_BASIC_STATS(), statxBuffer);
            };
            case DELETE_FILE -> libc_h.unlink(path);
            case CREATE_DIR -> libc_h.mkdir(path, DIR_MODE);
            case DELETE_DIR -> libc_h.rmdir(path);
        };
    }

    @Override
    public void close() {
        if (setupFailed) {
            // the job never ran: take back the names this setup created before it was refused
            for (int i = 0; i < count; i++) {
                if (operation.directory()) {
                    libc_h.rmdir(callState, pathBySlot[i]);
                } else {
                    libc_h.unlink(callState, pathBySlot[i]);
                }
            }
        }
    }
}
