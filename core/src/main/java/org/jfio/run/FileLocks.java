package org.jfio.run;

import java.nio.file.Path;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.locks.Lock;
import java.util.concurrent.locks.ReentrantReadWriteLock;

import org.jfio.job.FileSet;
import org.jfio.job.JobSpec;
import org.jfio.spi.DataDirection;
import org.jfio.spi.IoFile;
import org.jfio.spi.IoUnit;

/**
 * fio's {@code lockfile}: one lock per file of a job, shared by the job's clones (as fio shares a
 * file's lock between the clones of a job, not between jobs), taken around the engine's
 * {@code queue} of each request: {@code exclusive} lets one request at a time into the file;
 * {@code readwrite} lets reads in together and a write alone. A job with {@code lockfile=none}
 * (the default) has no FileLocks, and its I/O path takes no lock at all.
 *
 * <p>Thread-safe: built once per job, {@link #forFiles} once per clone.
 */
final class FileLocks {
    private final boolean readWrite;
    private final ConcurrentHashMap<Path, ReentrantReadWriteLock> byPath = new ConcurrentHashMap<>();

    private FileLocks(boolean readWrite) {
        this.readWrite = readWrite;
    }

    /** @return the job's file locks, or null under {@code lockfile=none} */
    static FileLocks of(JobSpec spec) {
        return switch (spec.files().lockfile()) {
            case FileSet.LOCK_NONE -> null;
            case FileSet.LOCK_READWRITE -> new FileLocks(true);
            default -> new FileLocks(false);
        };
    }

    /** @return one clone's view: the lock of each of its files, by file index */
    Held forFiles(IoFile[] files) {
        Lock[] read = new Lock[files.length];
        Lock[] write = new Lock[files.length];
        for (IoFile f : files) {
            ReentrantReadWriteLock l = byPath.computeIfAbsent(f.path(), p -> new ReentrantReadWriteLock());
            write[f.index()] = l.writeLock();
            read[f.index()] = readWrite ? l.readLock() : l.writeLock();
        }
        return new Held(read, write);
    }

    /** One clone's locks, by file index; job-thread only. */
    static final class Held {
        private final Lock[] read;
        private final Lock[] write;

        private Held(Lock[] read, Lock[] write) {
            this.read = read;
            this.write = write;
        }

        /** Takes the request's file lock (shared for a read under readwrite, else exclusive). */
        void lock(IoUnit unit) {
            (unit.ddir() == DataDirection.READ ? read : write)[unit.file().index()].lock();
        }

        /** Gives back what {@link #lock} took. */
        void unlock(IoUnit unit) {
            (unit.ddir() == DataDirection.READ ? read : write)[unit.file().index()].unlock();
        }
    }
}
