package org.jfio.engine;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.ClosedByInterruptException;
import java.nio.channels.ClosedChannelException;
import java.nio.channels.FileChannel;
import java.nio.channels.NonReadableChannelException;
import java.nio.channels.NonWritableChannelException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.OpenOption;
import java.nio.file.StandardOpenOption;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.Map;
import java.util.Set;

import com.sun.nio.file.ExtendedOpenOption;

import org.jfio.spi.EngineCapability;
import org.jfio.spi.EngineContext;
import org.jfio.spi.IoEngine;
import org.jfio.spi.IoFile;
import org.jfio.spi.IoUnit;
import org.jfio.spi.JfioException;
import org.jfio.spi.QueueStatus;
import org.jfio.nativeheaders.libc.Errno;
import org.jfio.nativeheaders.libc.libc_h;

/**
 * The JVM's own file I/O path as a baseline next to the native engines: a
 * {@link FileChannel} per file, opened by the engine itself on the file's path (read-write when
 * allowed, else read-only; {@link ExtendedOpenOption#DIRECT} for direct=1), and
 * {@link FileChannel#read(ByteBuffer, long)}/{@link FileChannel#write(ByteBuffer, long)} on a direct
 * {@link ByteBuffer} view of each unit's buffer (created once per unit, then reused), which the JDK
 * turns into one pread/pwrite. fsync/fdatasync requests are {@link FileChannel#force(boolean)} with
 * {@code true}/{@code false}; trim fails with EOPNOTSUPP. Everything the JDK adds on that path
 * (channel open checks, interruptible-I/O bookkeeping, the native-thread set it locks, O_DIRECT
 * alignment checks) is part of what this engine measures.
 *
 * <p>An {@link IOException} becomes {@code -errno}: the JDK's message is the C library's text for
 * the errno, which is looked up; what cannot be matched is EIO (misaligned direct I/O: EINVAL;
 * closed channel: EBADF; interrupt: EINTR). The JDK retries EINTR itself and reports EAGAIN as 0
 * bytes.
 *
 * <p>With direct=1 the JDK requires position, buffer address and length to be multiples of the
 * file store's block size (4096 on ext4), which can be stricter than the device's O_DIRECT rules.
 * The engine's channels do not carry the job's O_SYNC/O_DSYNC.
 *
 * <p>Not thread-safe: one instance per job thread. Allocates nothing per I/O after each unit's
 * first.
 */
final class NioEngine implements IoEngine {
    private static final Set<EngineCapability> CAPABILITIES = EnumSet.of(EngineCapability.SYNC);

    /** The C library's message for each errno, as the JDK puts it into an IOException. */
    private static final Map<String, Integer> ERRNO_BY_MESSAGE = errnoByMessage();

    private final boolean direct;
    private FileChannel[] channels = new FileChannel[0];
    private ByteBuffer[] views;

    NioEngine(EngineContext context) {
        this.direct = context.direct();
        this.views = new ByteBuffer[Math.max(1, context.iodepth())];
    }

    @Override
    public Set<EngineCapability> capabilities() {
        return CAPABILITIES;
    }

    /**
     * Opens the engine's own channel on the file's path.
     *
     * @throws JfioException when the channel cannot be opened
     */
    @Override
    public void open(IoFile file) {
        FileChannel ch;
        try {
            ch = openChannel(file, true);
        } catch (AccessDeniedException e) {
            ch = openReadOnly(file);
        } catch (FileSystemException e) {
            if (!"Read-only file system".equals(e.getReason())) {
                throw failure(file, e);
            }
            ch = openReadOnly(file);
        } catch (IOException | UnsupportedOperationException e) {
            throw failure(file, e);
        }
        int slot = channels.length;
        channels = Arrays.copyOf(channels, slot + 1);
        channels[slot] = ch;
        file.engineHandle(slot);
    }

    @Override
    public QueueStatus queue(IoUnit unit) {
        FileChannel ch = channels[(int) unit.file().engineHandle()];
        long r;
        try {
            r = switch (unit.ddir()) {
                case READ -> {
                    int n = ch.read(view(unit), unit.offsetBytes());
                    yield n < 0 ? 0 : n;
                }
                case WRITE -> ch.write(view(unit), unit.offsetBytes());
                case SYNC -> {
                    ch.force(true);
                    yield 0;
                }
                case DATASYNC -> {
                    ch.force(false);
                    yield 0;
                }
                case TRIM -> -libc_h.EOPNOTSUPP();
            };
        } catch (ClosedByInterruptException e) {
            r = -libc_h.EINTR();
        } catch (ClosedChannelException | NonReadableChannelException | NonWritableChannelException e) {
            r = -libc_h.EBADF();
        } catch (IOException e) {
            r = -errnoOf(e);
        } catch (IllegalArgumentException e) {
            r = -libc_h.EINVAL();
        }
        unit.result(r);
        return QueueStatus.COMPLETED;
    }

    @Override
    public void close(IoFile file) {
        long slot = file.engineHandle();
        if (slot < 0 || slot >= channels.length || channels[(int) slot] == null) {
            return;
        }
        FileChannel ch = channels[(int) slot];
        channels[(int) slot] = null;
        try {
            ch.close();
        } catch (IOException e) {
            throw new JfioException("closing the FileChannel of " + file.path() + ": " + e.getMessage(), e);
        }
    }

    /** Closes the channels {@link #close(IoFile)} did not (setup failures). */
    @Override
    public void close() {
        for (int i = 0; i < channels.length; i++) {
            FileChannel ch = channels[i];
            channels[i] = null;
            if (ch != null) {
                try {
                    ch.close();
                } catch (IOException e) {
                    // nothing left to report to: the job is over
                }
            }
        }
    }

    /** @return the unit's buffer as a direct ByteBuffer covering exactly the request (a remainder starts past the moved bytes) */
    private ByteBuffer view(IoUnit unit) {
        int i = unit.index();
        if (i >= views.length) {
            views = Arrays.copyOf(views, i + 1);
        }
        ByteBuffer b = views[i];
        if (b == null) {
            b = unit.slot().asByteBuffer();
            views[i] = b;
        }
        int from = (int) (unit.bufferAddress() - unit.slot().address());
        b.clear().limit(from + unit.lengthBytes()).position(from);
        return b;
    }

    private FileChannel openChannel(IoFile file, boolean write) throws IOException {
        OpenOption[] options;
        if (write) {
            options = direct
                    ? new OpenOption[] {StandardOpenOption.READ, StandardOpenOption.WRITE, ExtendedOpenOption.DIRECT}
                    : new OpenOption[] {StandardOpenOption.READ, StandardOpenOption.WRITE};
        } else {
            options = direct
                    ? new OpenOption[] {StandardOpenOption.READ, ExtendedOpenOption.DIRECT}
                    : new OpenOption[] {StandardOpenOption.READ};
        }
        return FileChannel.open(file.path(), options);
    }

    private FileChannel openReadOnly(IoFile file) {
        try {
            return openChannel(file, false);
        } catch (IOException | UnsupportedOperationException e) {
            throw failure(file, e);
        }
    }

    private JfioException failure(IoFile file, Exception e) {
        return new JfioException("FileChannel.open(" + file.path() + (direct ? ", DIRECT" : "") + "): " + e, e);
    }

    /** @return the errno behind a JDK I/O exception, EIO when its message names none */
    static int errnoOf(IOException e) {
        String message = e.getMessage();
        if (message == null) {
            return libc_h.EIO();
        }
        Integer errno = ERRNO_BY_MESSAGE.get(message);
        if (errno != null) {
            return errno;
        }
        if (message.contains("multiple of the block size") || message.contains("alignment")) {
            return libc_h.EINVAL();
        }
        for (Map.Entry<String, Integer> e2 : ERRNO_BY_MESSAGE.entrySet()) {
            if (message.endsWith(": " + e2.getKey()) || message.endsWith("(" + e2.getKey() + ")")) {
                return e2.getValue();
            }
        }
        return libc_h.EIO();
    }

    private static Map<String, Integer> errnoByMessage() {
        Map<String, Integer> map = new HashMap<>();
        for (int errno = 1; errno < 200; errno++) {
            if (!Errno.name(errno).startsWith("errno ")) {
                map.putIfAbsent(Errno.message(errno), errno);
            }
        }
        return Map.copyOf(map);
    }
}
