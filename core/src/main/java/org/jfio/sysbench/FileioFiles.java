package org.jfio.sysbench;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.List;

import org.jfio.preflight.FileStatus;
import org.jfio.spi.JfioException;

/**
 * The test files' checks and removal, before anything is written: what prepare finds
 * ({@link #survey}: each file missing, shorter, sparse, or already long enough, a longer one
 * included, as sysbench reuses it; one that is not a regular file stops prepare with one line and
 * the fix, since prepare never replaces or shrinks a file), what run needs ({@link #checkRun}: every
 * file there and at least the file size long, else sysbench's hint with the prepare command to
 * type), and cleanup ({@link #remove}: {@code test_file.0} .. {@code test_file.N-1} of the
 * configured count, regular files and links only, nothing else). Stateless.
 */
public final class FileioFiles {
    /** What prepare does with one file. */
    public enum Action {
        /** Missing: created. */
        CREATE("Creating file "),
        /** Shorter than the file size: extended (the bytes there are kept). */
        EXTEND("Extending existing file "),
        /** Already long enough: left as it is. */
        REUSE("Reusing existing file ");

        private final String line;

        Action(String line) {
            this.line = line;
        }

        /** @return sysbench's line for the file, without the name */
        public String line() {
            return line;
        }
    }

    /**
     * One file's state before prepare: what is done, and the bytes it has.
     *
     * @param existingBytes the bytes kept (0 for a file written anew)
     * @param sparse        true when the file holds fewer bytes on disk than its length (holes, as a
     *                      seqwr run of an older jfio left): it is truncated and written anew
     */
    public record Planned(Path path, Action action, long existingBytes, boolean sparse) {
    }

    private FileioFiles() {
    }

    /**
     * @return what prepare does with each file
     * @throws JfioException when a file is not a regular file
     */
    public static List<Planned> survey(FileioOptions o) {
        long prepared = FileioJob.preparedFileBytes(o);
        List<Planned> out = new ArrayList<>();
        for (int i = 0; i < o.fileNum(); i++) {
            Path p = o.file(i);
            BasicFileAttributes a = attributes(p);
            if (a == null) {
                out.add(new Planned(p, Action.CREATE, 0, false));
                continue;
            }
            if (!a.isRegularFile()) {
                throw new JfioException(p + " exists and is not a regular file; prepare leaves it alone: move it away"
                        + " or use another --file-dir");
            }
            long size = a.size();
            if (size > 0 && allocated(p) < Math.min(size, prepared)) {
                out.add(new Planned(p, Action.CREATE, 0, true));
                continue;
            }
            // a file longer than this prepare makes is reused as it is (never shrunk), as sysbench does
            out.add(new Planned(p, size >= o.fileBytes() ? Action.REUSE : size > 0 ? Action.EXTEND : Action.CREATE, size,
                    false));
        }
        return out;
    }

    /**
     * Checks that the files a run reads or rewrites are there and long enough (not for seqwr,
     * which creates them).
     *
     * @param prepareCommand the command to type to prepare them, for the message
     * @throws JfioException naming the first missing or short file and the fix
     */
    public static void checkRun(FileioOptions o, String prepareCommand) {
        for (int i = 0; i < o.fileNum(); i++) {
            Path p = o.file(i);
            BasicFileAttributes a = attributes(p);
            if (a == null || !a.isRegularFile()) {
                throw new JfioException("cannot open file '" + p + "': " + (a == null ? "No such file or directory"
                        : "not a regular file") + "; did you forget to run the prepare step? (" + prepareCommand + ")");
            }
            if (a.size() < o.fileBytes()) {
                throw new JfioException("size of file '" + p + "' is " + SizeText.of(a.size()) + "B, but at least "
                        + SizeText.of(o.fileBytes()) + "B is expected; did you run 'prepare' with different "
                        + "--file-total-size or --file-num values? (" + prepareCommand + ")");
            }
        }
    }

    /**
     * Removes {@code test_file.0} .. {@code test_file.N-1}: regular files and symbolic links (the
     * link, not its target); a directory or device of that name is left, with a warning.
     *
     * @return warnings, one line each
     */
    public static List<String> remove(FileioOptions o) {
        List<String> warnings = new ArrayList<>();
        for (int i = 0; i < o.fileNum(); i++) {
            Path p = o.file(i);
            BasicFileAttributes a = linkAttributes(p);
            if (a == null) {
                continue;
            }
            if (!a.isRegularFile() && !a.isSymbolicLink()) {
                warnings.add(p + " is not a regular file: left alone");
                continue;
            }
            try {
                Files.delete(p);
            } catch (IOException e) {
                warnings.add("cannot remove " + p + ": " + e.getMessage());
            }
        }
        return warnings;
    }

    /** @return true when any of {@code test_file.0} .. {@code test_file.N-1} exists */
    public static boolean anyExists(FileioOptions o) {
        for (int i = 0; i < o.fileNum(); i++) {
            if (linkAttributes(o.file(i)) != null) {
                return true;
            }
        }
        return false;
    }

    /**
     * @return the bytes the filesystem holds for the file ({@code stx_blocks} x 512), or
     *         {@link Long#MAX_VALUE} when statx cannot say (the file is then taken as written)
     */
    private static long allocated(Path p) {
        return FileStatus.of(p).map(FileStatus::allocatedBytes).orElse(Long.MAX_VALUE);
    }

    /**
     * Truncates a file to nothing before prepare writes it anew (a sparse one).
     *
     * @throws JfioException when it cannot be truncated
     */
    static void truncate(Path p) {
        try (FileChannel ch = FileChannel.open(p, StandardOpenOption.WRITE)) {
            ch.truncate(0);
        } catch (IOException e) {
            throw new JfioException("cannot truncate " + p + ": " + e.getMessage(), e);
        }
    }

    /**
     * After a seqwr run: each file cut to the bytes the run wrote into it, as sysbench's creation
     * test leaves them (the sequence writes file 0, 1, ... from offset 0, so the first
     * {@code written} bytes of the set are the data). A run that went round the set once leaves
     * every file whole.
     *
     * @param written the bytes the run wrote
     * @return warnings, one line each
     */
    public static List<String> cutToWritten(FileioOptions o, long written) {
        List<String> warnings = new ArrayList<>();
        for (int i = 0; i < o.fileNum(); i++) {
            long keep = Math.max(0, Math.min(o.fileBytes(), written - (long) i * o.fileBytes()));
            Path p = o.file(i);
            try (FileChannel ch = FileChannel.open(p, StandardOpenOption.WRITE)) {
                if (ch.size() > keep) {
                    ch.truncate(keep);
                }
            } catch (IOException e) {
                warnings.add("cannot cut " + p + " to the " + keep + " bytes written: " + e.getMessage());
            }
        }
        return warnings;
    }

    /** @return the file's attributes, following a link, or null when there is none */
    private static BasicFileAttributes attributes(Path p) {
        try {
            return Files.readAttributes(p, BasicFileAttributes.class);
        } catch (IOException e) {
            return null;
        }
    }

    /** @return the attributes of the name itself (a link is a link), or null when there is none */
    private static BasicFileAttributes linkAttributes(Path p) {
        try {
            return Files.readAttributes(p, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
        } catch (IOException e) {
            return null;
        }
    }
}
