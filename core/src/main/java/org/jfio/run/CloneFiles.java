package org.jfio.run;

import java.lang.foreign.Arena;
import java.util.List;

import org.jfio.job.JobSpec;
import org.jfio.result.JobState;
import org.jfio.spi.IoEngine;
import org.jfio.spi.IoFile;

/**
 * The files of one job clone, from opening to closing: each {@link FileRegion} becomes an
 * {@link IoFile}; {@link #open} opens them with the job's flags, reads their O_DIRECT alignment,
 * runs {@code pre_read} or drops their page cache ({@code invalidate=1}) and hands each to the
 * engine; {@link #newPass} and {@link #dropCacheForReadBack} drop the cache again at each new
 * pass and before a verify read-back (as fio does), {@link #fsyncAll} is {@code end_fsync},
 * and {@link #close} gives every open file back to the engine and the system. A diskless
 * engine's files are never opened.
 *
 * <p>Job-thread only; nothing here is on the per-I/O path.
 */
final class CloneFiles {
    private final IoFile[] files;
    private final long[] directAlignment;
    private FileOpener opener;
    /** True when each new pass drops the page cache again ({@code invalidate=1} without {@code pre_read}). */
    private boolean invalidatePerPass;

    /** The clone's files, not opened yet. */
    CloneFiles(List<FileRegion> regions) {
        files = new IoFile[regions.size()];
        for (int i = 0; i < files.length; i++) {
            FileRegion r = regions.get(i);
            files[i] = new IoFile(r.path(), i, r.offsetBytes(), r.sizeBytes(), r.ioBytes(), r.fileBytes());
        }
        directAlignment = new long[files.length];
    }

    /**
     * Opens every file and hands it to the engine; what was opened before a failure stays open
     * until {@link #close}.
     *
     * @param progress where {@code pre_read} shows as the clone's state
     */
    void open(Arena arena, JobSpec spec, IoEngine engine, CloneProgress progress) {
        opener = new FileOpener(arena, spec);
        for (IoFile f : files) {
            opener.open(f);
            if (spec.io().direct()) {
                directAlignment[f.index()] = opener.directIoAlignment(f);
            }
            if (spec.files().preRead()) {
                progress.state(JobState.PRE_READING);
                PreReader.read(spec.name(), f);
                progress.state(JobState.SETTING_UP);
            } else if (spec.buffers().invalidate()) {
                opener.invalidate(f);
                invalidatePerPass = true;
            }
            opener.advise(f, spec);
            opener.writeHint(f, spec);
            engine.open(f);
        }
    }

    /** @return the files, by index */
    IoFile[] files() {
        return files;
    }

    /** @return each file's O_DIRECT alignment in bytes (by index), 0 when unknown or not direct */
    long[] directAlignment() {
        return directAlignment;
    }

    /**
     * A new pass over the files begins (another loop, or a time_based wrap): under
     * {@code invalidate=1} the page cache is dropped again, so every pass reads what a first pass
     * reads. Once per pass, not per I/O.
     */
    void newPass() {
        if (invalidatePerPass) {
            for (IoFile f : files) {
                opener.invalidate(f);
            }
        }
    }

    /**
     * Before a verify read-back, as fio 3.33: it closes the files after the writes (no fsync:
     * do_verify's sync-and-invalidate step skips files that are not open) and opens them again for
     * the reads, which under {@code invalidate=1} drops their page cache then. Pages the writes
     * left dirty stay cached (the kernel does not drop dirty pages), so part of the read-back may
     * come from the cache, as in fio (strace of fio 3.33, psync and libaio: an open and
     * POSIX_FADV_DONTNEED per pass, no fsync).
     */
    void dropCacheForReadBack() {
        if (!invalidatePerPass) {
            return;
        }
        for (IoFile f : files) {
            if (f.fd() >= 0) {
                opener.invalidate(f);
            }
        }
    }

    /** fsync(2) on every file ({@code end_fsync}, {@code fsync_on_close}); only for opened files. */
    void fsyncAll() {
        for (IoFile f : files) {
            opener.fsync(f);
        }
    }

    /**
     * Gives every open file back to the engine, then closes it; goes on past a failure.
     *
     * @return the first failure, or null
     */
    RuntimeException close(IoEngine engine) {
        RuntimeException failure = null;
        for (IoFile f : files) {
            if (f.fd() >= 0) {
                try {
                    engine.close(f);
                    opener.close(f);
                } catch (RuntimeException e) {
                    failure = failure == null ? e : failure;
                }
            }
        }
        return failure;
    }
}
