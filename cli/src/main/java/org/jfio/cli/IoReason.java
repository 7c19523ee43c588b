package org.jfio.cli;

import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;

/**
 * The system's reason for a failed file write, for an error line: the JDK's
 * {@link FileSystemException}s carry only the path in their message ({@code NoSuchFileException:
 * /tmp/x/o}), which says nothing of why. Stateless.
 */
final class IoReason {
    private IoReason() {
    }

    /** @return e.g. {@code No such file or directory (the directory /tmp/x does not exist)}, {@code Permission denied} */
    static String of(IOException e) {
        if (e instanceof NoSuchFileException n && n.getFile() != null) {
            Path parent = Path.of(n.getFile()).toAbsolutePath().getParent();
            return parent != null && !Files.isDirectory(parent)
                    ? "No such file or directory (the directory " + parent + " does not exist)"
                    : "No such file or directory";
        }
        if (e instanceof AccessDeniedException) {
            return "Permission denied";
        }
        if (e instanceof FileSystemException f && f.getReason() != null) {
            return f.getReason();
        }
        return e.getMessage() == null ? e.toString() : e.getMessage();
    }
}
