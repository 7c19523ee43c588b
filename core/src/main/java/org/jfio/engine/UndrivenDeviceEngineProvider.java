package org.jfio.engine;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;

import org.jfio.spi.Availability;
import org.jfio.spi.EngineContext;
import org.jfio.spi.IoEngine;
import org.jfio.spi.IoEngineProvider;
import org.jfio.spi.JfioException;

/**
 * fio engines that drive a device type through its own command set, which jfio knows by name
 * but does not drive: {@code sg} (SCSI generic, /dev/sgN) and {@code io_uring_cmd} (NVMe
 * passthrough on /dev/ngXnY). Each is always unavailable, with the reason: the device type is
 * missing here, or present but not driven by jfio yet. A job naming one is refused before
 * anything runs.
 */
public final class UndrivenDeviceEngineProvider {
    private UndrivenDeviceEngineProvider() {
    }

    private abstract static class Base implements IoEngineProvider {
        private final String name;
        private final String glob;
        private final String device;
        private final String description;

        Base(String name, String glob, String device, String description) {
            this.name = name;
            this.glob = glob;
            this.device = device;
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
        public java.util.Set<org.jfio.spi.EngineCapability> capabilities() {
            return java.util.Set.of(org.jfio.spi.EngineCapability.PASSTHROUGH);
        }

        @Override
        public Availability availability() {
            String found = firstDevice();
            if (found == null) {
                return Availability.unavailable("needs " + device + ", and this machine has none",
                        "use psync, libaio or io_uring on the block device instead");
            }
            return Availability.unavailable(found + " is here, but jfio does not drive " + device + " yet",
                    "use psync, libaio or io_uring on the block device instead");
        }

        private String firstDevice() {
            try (DirectoryStream<Path> s = Files.newDirectoryStream(Path.of("/dev"), glob)) {
                for (Path p : s) {
                    return p.toString();
                }
            } catch (IOException | RuntimeException e) {
                return null;
            }
            return null;
        }

        @Override
        public IoEngine create(EngineContext context) {
            Availability a = availability();
            throw new JfioException(context.jobName() + ": ioengine=" + name + ": " + a.reason());
        }
    }

    /** {@code sg}: SCSI generic commands on /dev/sgN. */
    public static final class Sg extends Base {
        public Sg() {
            super("sg", "sg[0-9]*", "a SCSI generic device (/dev/sgN)",
                    "SCSI commands through the SCSI generic driver (/dev/sgN); known, not driven by jfio");
        }
    }

    /** {@code io_uring_cmd}: NVMe passthrough commands on /dev/ngXnY. */
    public static final class IoUringCmd extends Base {
        public IoUringCmd() {
            super("io_uring_cmd", "ng[0-9]*n[0-9]*", "an NVMe generic character device (/dev/ngXnY)",
                    "NVMe passthrough commands through io_uring on /dev/ngXnY; known, not driven by jfio");
        }
    }
}
