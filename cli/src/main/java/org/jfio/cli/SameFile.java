package org.jfio.cli;

import java.io.IOException;
import java.nio.file.Path;

/**
 * Which file a name given on the command line reaches, to refuse one file given twice under two
 * names ({@code x.json}, {@code ./x.json}, a symbolic link to it) and an output that is one of the
 * inputs. Stateless.
 */
final class SameFile {
    private SameFile() {
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
