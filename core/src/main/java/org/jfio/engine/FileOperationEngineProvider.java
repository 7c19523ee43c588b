package org.jfio.engine;

import java.util.Set;

import org.jfio.spi.EngineCapability;
import org.jfio.spi.EngineContext;
import org.jfio.spi.IoEngine;
import org.jfio.spi.IoEngineProvider;
import org.jfio.spi.option.OptionRecord;

/**
 * Providers of the file-operation engines, one nested provider per name (fio's
 * {@code engines/fileoperations.c}): each file's first I/O is one call on its name, timed as the
 * I/O ({@link FileOperationEngine}). The job's files come from {@code nrfiles},
 * {@code filename}/{@code filename_format} and {@code directory} as for any engine; each file
 * gets {@code filesize / bs} I/Os, of which only the first calls the system.
 */
public final class FileOperationEngineProvider {
    private FileOperationEngineProvider() {
    }

    private abstract static class Base implements IoEngineProvider {
        private final String name;
        private final FileOperation operation;
        private final String description;

        Base(String name, FileOperation operation, String description) {
            this.name = name;
            this.operation = operation;
            this.description = description;
        }

        @Override
        public String name() {
            return name;
        }

        @Override
        public String description() {
            return description;
        }

        @Override
        public Set<EngineCapability> capabilities() {
            return operation.usesCoreFiles() ? Set.of(EngineCapability.SYNC, EngineCapability.FAKE_IO)
                    : Set.of(EngineCapability.SYNC, EngineCapability.DISKLESS, EngineCapability.FAKE_IO);
        }

        @Override
        public String bufferedIoCaveat() {
            return "";
        }

        @Override
        public String fileCall() {
            return operation.call();
        }

        @Override
        public IoEngine create(EngineContext context) {
            FilestatOptions.StatType type = operation == FileOperation.STAT_FILE
                    ? context.options().get(FilestatOptions.SCHEMA).statType() : FilestatOptions.StatType.STAT;
            return new FileOperationEngine(operation, type, name, context);
        }
    }

    /** {@code filecreate}: creates each file, open(O_CREAT|O_RDWR, 0600). */
    public static final class Filecreate extends Base {
        public Filecreate() {
            super("filecreate", FileOperation.CREATE_FILE, "creates each file with open(2) O_CREAT|O_RDWR on its first I/O "
                    + "and times that call; no data moves, no layout (one I/O per file at filesize=bs)");
        }
    }

    /** {@code filestat}: looks each laid-out file up with stat/lstat/statx. */
    public static final class Filestat extends Base {
        public Filestat() {
            super("filestat", FileOperation.STAT_FILE, "lays the files out, then looks each one up with stat(2), lstat(2) "
                    + "or statx(2) (stat_type) on its first I/O and times that call; no data moves");
        }

        @Override
        public OptionRecord<? extends Record> options() {
            return FilestatOptions.SCHEMA;
        }
    }

    /** {@code filedelete}: deletes each file, which the job's setup created. */
    public static final class Filedelete extends Base {
        public Filedelete() {
            super("filedelete", FileOperation.DELETE_FILE, "unlink(2)s each file on its first I/O and times that call; "
                    + "jfio never deletes a file it did not create, so the job's setup creates every file first "
                    + "(O_EXCL, filesize bytes allocated) and refuses a name that already exists");
        }
    }

    /** {@code dircreate}: creates each name as a directory. */
    public static final class Dircreate extends Base {
        public Dircreate() {
            super("dircreate", FileOperation.CREATE_DIR, "creates each name as a directory with mkdir(2) on its first I/O "
                    + "and times that call (fio 3.35's engine)");
        }
    }

    /** {@code dirstat}: looks each directory up, made by the job's setup when missing. */
    public static final class Dirstat extends Base {
        public Dirstat() {
            super("dirstat", FileOperation.STAT_DIR, "the job's setup makes each name a directory (or finds it), then "
                    + "stat(2) on its first I/O is timed (fio 3.35's engine)");
        }
    }

    /** {@code dirdelete}: removes each directory, which the job's setup created. */
    public static final class Dirdelete extends Base {
        public Dirdelete() {
            super("dirdelete", FileOperation.DELETE_DIR, "rmdir(2)s each directory on its first I/O and times that call; "
                    + "the job's setup creates every directory first and refuses a name that exists, so jfio removes "
                    + "only what it created (fio 3.35's engine)");
        }
    }
}
