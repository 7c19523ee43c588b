package org.jfio.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;

/**
 * Which file a name given on the command line reaches, to refuse one file given twice under two
 * names ({@code x.json}, {@code ./x.json}, a symbolic link to it, a hard link to it) and an output
 * that is one of the inputs. Stateless.
 */
final class SameFile {
    private SameFile() {
    }

    /**
     * What a name reaches: two names of one file have equal identities.
     *
     * @param fileKey the file system's identity of the file ({@link BasicFileAttributes#fileKey()}:
     *                device and inode on Linux), equal for every link to it; null when the file
     *                does not exist or the file system has none
     * @param path    the file's real path ({@link #of}), which decides when there is no fileKey
     */
    record Identity(Object fileKey, Path path) {
        @Override
        public boolean equals(Object o) {
            return o instanceof Identity i && (fileKey != null ? fileKey.equals(i.fileKey) : i.fileKey == null && path.equals(i.path));
        }

        @Override
        public int hashCode() {
            return fileKey != null ? fileKey.hashCode() : path.hashCode();
        }
    }

    /**
     * @param file a file name as given, relative to the working directory or absolute
     * @return its identity: hard links to one file (two real paths) are the same file too
     */
    static Identity identity(String file) {
        Path real = of(file);
        try {
            return new Identity(Files.readAttributes(real, BasicFileAttributes.class).fileKey(), real);
        } catch (IOException | UnsupportedOperationException missing) {
            return new Identity(null, real);
        }
    }

    /**
     * @param file a file name as given, relative to the working directory or absolute
     * @return its real path (links followed) when it exists; else its directory's real path and
     *         its name; else its absolute, normalized path
     */
    static Path of(String file) {
        Path p = Path.of(file).toAbsolutePath();
        try {
            return p.toRealPath();
        } catch (IOException missing) {
            Path n = p.normalize();
            Path dir = n.getParent();
            if (dir == null || n.getFileName() == null) {
                return n;
            }
            try {
                return dir.toRealPath().resolve(n.getFileName());
            } catch (IOException noDirectory) {
                return n;
            }
        }
    }
}
