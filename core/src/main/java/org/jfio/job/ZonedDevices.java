package org.jfio.job;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import org.jfio.spi.JfioException;

/**
 * fio's {@code zonemode=zbd} is for zoned block devices (host-managed or host-aware: writes at
 * each zone's write pointer, zone resets). jfio does not drive them, so a job asking for it is
 * refused before anything is written, with the reason: none of its files is a zoned device
 * ({@code /sys/block/X/queue/zoned} is {@code none} or absent, as for every regular file), or one
 * is and jfio cannot drive it yet. Stateless.
 */
final class ZonedDevices {
    private ZonedDevices() {
    }

    /** @throws JfioException when the job has {@code zonemode=zbd} */
    static void check(JobSpec job, Iterable<Path> files) {
        if (job.region().zoneMode() != ZoneMode.ZBD) {
            return;
        }
        for (Path p : files) {
            String model = zonedModel(p);
            if (model != null) {
                throw new JfioException(job.name() + ": zonemode=zbd: " + p + " is a zoned block device (" + model
                        + "), but jfio does not drive zoned devices yet; use fio for zonemode=zbd");
            }
        }
        throw new JfioException(job.name() + ": zonemode=zbd needs a zoned block device, and no file of the job is one"
                + " (queue/zoned is none); use zonemode=strided or none");
    }

    /** @return the device's zoned model ({@code host-managed}, {@code host-aware}), or null when not zoned */
    private static String zonedModel(Path p) {
        try {
            Path real = p.toRealPath();
            if (!Files.exists(real) || Files.isRegularFile(real)) {
                return null;
            }
            String name = real.getFileName().toString();
            Path block = Path.of("/sys/class/block", name);
            Path zoned = block.resolve("queue/zoned");
            if (!Files.exists(zoned)) {
                zoned = block.toRealPath().getParent().resolve("queue/zoned"); // a partition: its disk's queue
            }
            String model = Files.exists(zoned) ? Files.readString(zoned).strip() : "none";
            return model.equals("none") ? null : model;
        } catch (IOException | RuntimeException e) {
            return null;
        }
    }
}
