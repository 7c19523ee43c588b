package org.jfio.preflight;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * The loop devices set up over something: a loop device shows its backing file in
 * {@code /sys/block/loopN/loop/backing_file}, which is a regular file (an image) or a block device
 * (a stacked loop). The kernel does not list a loop device in the {@code holders/} of what it is
 * built on, so writes to an image file or to the lower device of a stack can only be judged by
 * looking the other way: from every loop device to its backing file, matched by identity (device
 * and inode of a file, {@code major:minor} of a device node), not by the path's text. Reads only;
 * a loop device whose backing file is gone ({@code (deleted)}) or unreadable matches nothing.
 * Stateless and thread-safe.
 */
final class LoopStack {
    private static final Path SYS_BLOCK = Path.of("/sys/block");

    private LoopStack() {
    }

    /** @return the sysfs directories of the loop devices whose backing file is {@code file} */
    static List<Path> loopsOverFile(Path file) {
        Object key = fileKey(file);
        List<Path> out = new ArrayList<>();
        if (key == null) {
            return out;
        }
        for (Path loop : loops()) {
            Optional<Path> backing = backingFile(loop);
            if (backing.isPresent() && Objects.equals(key, fileKey(backing.get()))) {
                out.add(loop);
            }
        }
        return out;
    }

    /** @return the sysfs directories of the loop devices whose backing file is the block device {@code major:minor} */
    static List<Path> loopsOverDevice(String majorMinor) {
        List<Path> out = new ArrayList<>();
        for (Path loop : loops()) {
            Optional<FileStatus> s = backingFile(loop).flatMap(FileStatus::of);
            if (s.isPresent() && s.get().isBlockDevice()
                    && majorMinor.equals(s.get().rdevMajor() + ":" + s.get().rdevMinor())) {
                out.add(loop);
            }
        }
        return out;
    }

    private static Optional<Path> backingFile(Path loop) {
        try {
            String text = Files.readString(loop.resolve("loop").resolve("backing_file")).strip();
            return text.isEmpty() || text.endsWith(" (deleted)") ? Optional.empty() : Optional.of(Path.of(text));
        } catch (IOException | RuntimeException e) {
            return Optional.empty();
        }
    }

    /** @return the attached loop devices' sysfs directories ({@code loop/} exists only while attached) */
    private static List<Path> loops() {
        List<Path> out = new ArrayList<>();
        try (DirectoryStream<Path> s = Files.newDirectoryStream(SYS_BLOCK, "loop*")) {
            for (Path p : s) {
                if (Files.isDirectory(p.resolve("loop"))) {
                    out.add(p.toRealPath());
                }
            }
        } catch (IOException | RuntimeException e) {
            return out;
        }
        out.sort(null);
        return out;
    }

    /** @return the file's device and inode, or null when it cannot be read */
    private static Object fileKey(Path p) {
        try {
            return Files.readAttributes(p, BasicFileAttributes.class).fileKey();
        } catch (IOException e) {
            return null;
        }
    }
}
