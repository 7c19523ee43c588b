package org.jfio.cli;

import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Assumptions;

/**
 * A loop device backed by a sparse file in a temporary directory, optionally with an ext4
 * filesystem mounted on a directory next to it: a real block device that tests may write to.
 * {@link #close()} unmounts, detaches and deletes everything, also after a failed test (use it in
 * try-with-resources or an {@code @AfterEach}). Needs root, {@code losetup}, {@code mkfs.ext4}
 * and {@code mount}: {@link #create} skips the test without them, and fails it instead under
 * {@code CI=true}.
 */
final class LoopDevice implements AutoCloseable {
    private final Path image;
    private final Path device;
    private Path mountPoint;

    private LoopDevice(Path image, Path device) {
        this.image = image;
        this.device = device;
    }

    /**
     * @param dir       a temporary directory (the image goes there)
     * @param sizeBytes the device's size
     * @return a loop device over a new sparse image file, doing direct I/O to it
     *         ({@code losetup --direct-io=on}), so it is a device whose I/O is not answered from
     *         the page cache of the image's filesystem
     */
    static LoopDevice create(Path dir, long sizeBytes) throws IOException, InterruptedException {
        return create(dir, sizeBytes, true);
    }

    /**
     * @return a loop device over a new sparse image file without direct I/O ({@code loop/dio=0}):
     *         its I/O goes through the page cache of the image's filesystem
     */
    static LoopDevice createBuffered(Path dir, long sizeBytes) throws IOException, InterruptedException {
        return create(dir, sizeBytes, false);
    }

    private static LoopDevice create(Path dir, long sizeBytes, boolean directIo) throws IOException, InterruptedException {
        requireRootAnd("losetup", "mkfs.ext4", "mount", "umount");
        Path image = dir.resolve("loop.img");
        try (var ch = java.nio.channels.FileChannel.open(image, java.nio.file.StandardOpenOption.CREATE_NEW,
                java.nio.file.StandardOpenOption.WRITE)) {
            ch.truncate(0);
            ch.write(java.nio.ByteBuffer.allocate(1), sizeBytes - 1);
        }
        String dev = run("losetup", "-f", "--show", "--direct-io=" + (directIo ? "on" : "off"), image.toString()).strip();
        return new LoopDevice(image, Path.of(dev));
    }

    /**
     * @param lower a loop device
     * @return a loop device whose backing file is {@code lower}'s device node (a stack: writing to
     *         {@code lower} changes this one); {@link #close()} detaches only this one
     */
    static LoopDevice stackedOn(LoopDevice lower) throws IOException, InterruptedException {
        requireRootAnd("losetup");
        String dev = run("losetup", "-f", "--show", lower.device().toString()).strip();
        return new LoopDevice(null, Path.of(dev));
    }

    /** @return the device node, e.g. {@code /dev/loop3} */
    Path device() {
        return device;
    }

    /** @return the backing file */
    Path image() {
        return image;
    }

    /** Makes an ext4 filesystem on the device, without a root reserve ({@code -m 0}). */
    LoopDevice mkfs() throws IOException, InterruptedException {
        run("mkfs.ext4", "-q", "-F", "-m", "0", device.toString());
        return this;
    }

    /** Mounts the device's filesystem on {@code dir} (created if missing), with extra mount options. */
    LoopDevice mount(Path dir, String... options) throws IOException, InterruptedException {
        Files.createDirectories(dir);
        List<String> cmd = new ArrayList<>(List.of("mount"));
        if (options.length > 0) {
            cmd.add("-o");
            cmd.add(String.join(",", options));
        }
        cmd.add(device.toString());
        cmd.add(dir.toString());
        run(cmd.toArray(String[]::new));
        mountPoint = dir;
        return this;
    }

    /** Unmounts the filesystem, if mounted. */
    LoopDevice umount() throws IOException, InterruptedException {
        if (mountPoint != null) {
            run("umount", mountPoint.toString());
            mountPoint = null;
        }
        return this;
    }

    @Override
    public void close() throws IOException, InterruptedException {
        try {
            umount();
        } finally {
            try {
                run("losetup", "-d", device.toString());
            } finally {
                if (image != null) {
                    Files.deleteIfExists(image);
                }
            }
        }
    }

    private static void requireRootAnd(String... tools) throws IOException, InterruptedException {
        String uid = Files.readAllLines(Path.of("/proc/self/status")).stream()
                .filter(l -> l.startsWith("Uid:")).findFirst().orElse("Uid: -1").split("\\s+")[1];
        String why = null;
        if (!uid.equals("0")) {
            why = "loop devices need root (uid " + uid + ")";
        } else {
            for (String tool : tools) {
                if (!onPath(tool)) {
                    why = tool + " not found (apt-get install util-linux e2fsprogs mount)";
                    break;
                }
            }
        }
        if (why != null) {
            if ("true".equals(System.getenv("CI"))) {
                fail(why + "; CI=true requires it");
            }
            Assumptions.abort(why);
        }
    }

    private static boolean onPath(String tool) {
        return !locate(tool).equals(tool);
    }

    /** @return the tool's absolute path on PATH or in the sbin directories, else the name as given */
    private static String locate(String tool) {
        List<String> dirs = new ArrayList<>(List.of(System.getenv().getOrDefault("PATH", "").split(":")));
        dirs.addAll(List.of("/usr/sbin", "/sbin", "/usr/bin", "/bin"));
        for (String dir : dirs) {
            if (!dir.isEmpty() && Files.isExecutable(Path.of(dir, tool))) {
                return Path.of(dir, tool).toString();
            }
        }
        return tool;
    }

    private static String run(String... command) throws IOException, InterruptedException {
        String[] cmd = command.clone();
        cmd[0] = locate(cmd[0]);
        Process p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        if (!p.waitFor(60, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            fail(String.join(" ", command) + " timed out");
        }
        if (p.exitValue() != 0) {
            fail(String.join(" ", command) + " failed with exit code " + p.exitValue() + ": " + out.strip());
        }
        return out;
    }
}
