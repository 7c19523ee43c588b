package org.jfio.engine;

/**
 * What one I/O of a file-operation engine does to its file (fio's {@code engines/fileoperations.c}
 * in fio 3.33: {@code filecreate}, {@code filestat}, {@code filedelete}; fio 3.35 added the
 * directory ones). The operation runs once per file, on the file's first I/O; the job's other
 * I/Os on that file do nothing, as fio's, whose I/Os are fake and whose operation is the file's
 * open.
 */
enum FileOperation {
    /** {@code open(O_CREAT|O_RDWR, 0600)}, then close(2). */
    CREATE_FILE("open", false),
    /** {@code stat(2)}, {@code lstat(2)} or {@code statx(2)} ({@code stat_type}). */
    STAT_FILE("stat", false),
    /** {@code unlink(2)} of a file the job's setup created. */
    DELETE_FILE("unlink", false),
    /** {@code mkdir(path, 0700)}. */
    CREATE_DIR("mkdir", true),
    /** {@code stat(2)} of a directory the job's setup created or found. */
    STAT_DIR("stat", true),
    /** {@code rmdir(2)} of a directory the job's setup created. */
    DELETE_DIR("rmdir", true);

    private final String call;
    private final boolean directory;

    FileOperation(String call, boolean directory) {
        this.call = call;
        this.directory = directory;
    }

    /** @return the system call, as named in a failed I/O's error: {@code mkdir(/d/job.0.0): EEXIST (File exists)} */
    String call() {
        return call;
    }

    /** @return true when the names are directories */
    boolean directory() {
        return directory;
    }

    /**
     * @return true when the job's setup creates each name before the clock starts and refuses a
     *         name that already exists, because the operation deletes it (jfio deletes only what it
     *         created)
     */
    boolean setupCreatesNew() {
        return this == DELETE_FILE || this == DELETE_DIR;
    }

    /** @return true when the job's setup makes each directory, or finds it there */
    boolean setupFindsOrCreates() {
        return this == STAT_DIR;
    }

    /** @return true when the core lays the files out and opens them (only {@code filestat}, as fio) */
    boolean usesCoreFiles() {
        return this == STAT_FILE;
    }
}
