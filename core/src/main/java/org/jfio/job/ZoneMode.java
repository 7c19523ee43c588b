package org.jfio.job;

/**
 * fio's {@code zonemode}: how {@code zonesize}, {@code zonerange} and {@code zoneskip} divide a
 * job's region.
 */
public enum ZoneMode {
    /** No zones (fio's default without {@code zonesize}). */
    NONE,
    /**
     * The region is cut into zones of {@code zonerange} bytes; {@code zonesize} bytes are done in
     * one zone (offsets, sequential or random, stay inside it), then the job moves
     * {@code zonerange + zoneskip} bytes on, back to the start past the file's end (fio's default
     * when {@code zonesize} is set).
     */
    STRIDED,
    /** Zoned block devices (fio's {@code zbd}): refused by jfio, which does not drive zoned devices. */
    ZBD
}
