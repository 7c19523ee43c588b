package org.jfio.run;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * The files a run created, each with its identity (device and inode, the JDK's
 * {@link BasicFileAttributes#fileKey()}) taken right after the layout created it, so that
 * {@code unlink=1} deletes the file jfio made and nothing else: a file removed and replaced by
 * another of the same name while the job ran is left in place, with a notice saying so.
 *
 * <p>Used by the run coordinator's thread only. Not thread-safe.
 */
final class CreatedFiles {
    private final Map<Path, Object> identities = new LinkedHashMap<>();

    /** Records the files a layout created, with their device and inode as they are now. */
    void record(List<Path> paths) {
        for (Path p : paths) {
            Object key = identity(p);
            if (key != null) {
                identities.putIfAbsent(p, key);
            }
        }
    }

    /**
     * Deletes {@code path} when this run created it and it is still that file; a replaced file is
     * kept and the listener told. Each file is deleted at most once.
     */
    void delete(Path path, RunEvents listener) {
        Object created = identities.remove(path);
        if (created == null) {
            return;
        }
        Object now = identity(path);
        if (now == null) {
            return;
        }
        if (!Objects.equals(created, now)) {
            listener.notice("unlink: " + path + " was replaced while the job ran (another file now has its name); "
                    + "left in place");
            return;
        }
        try {
            Files.deleteIfExists(path);
        } catch (IOException e) {
            listener.notice("unlink of " + path + " failed: " + e.getMessage());
        }
    }

    /** @return the file's device and inode (the link's own for a symbolic link), or null when it is gone */
    private static Object identity(Path p) {
        try {
            return Files.readAttributes(p, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS).fileKey();
        } catch (IOException e) {
            return null;
        }
    }
}
