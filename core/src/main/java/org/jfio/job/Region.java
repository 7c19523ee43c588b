package org.jfio.job;

import java.lang.invoke.MethodHandles;
import java.util.List;

import org.jfio.spi.JfioException;
import org.jfio.spi.option.JobOption;
import org.jfio.spi.option.OptionDraft;
import org.jfio.spi.option.OptionRecord;
import org.jfio.spi.option.Percent;

import static org.jfio.spi.option.OptionCategory.FILES;
import static org.jfio.spi.option.OptionKind.BOOL;
import static org.jfio.spi.option.OptionKind.ENUM;
import static org.jfio.spi.option.OptionKind.INT;
import static org.jfio.spi.option.OptionKind.STRING;
import static org.jfio.spi.option.OptionKind.SIZE;
import static org.jfio.spi.option.OptionKind.SIZE_OR_PERCENT;
import static org.jfio.spi.option.OptionKind.SIZE_RANGE;

/**
 * Where in its files a job does I/O and how much (fio's {@code size}, {@code io_size},
 * {@code offset}, {@code offset_increment}, {@code filesize}; percentages of a file's length in
 * {@link FilePercentages}). Immutable.
 *
 * @param sizeBytes            bytes of the region per clone, -1 when not set ({@code size})
 * @param ioSizeBytes          bytes of I/O per loop, -1 = the region's size ({@code io_size})
 * @param offsetBytes          start of the region in each file ({@code offset})
 * @param offsetIncrementBytes clone k starts at offset + k times this ({@code offset_increment})
 * @param percentages          {@code size}, {@code offset}, {@code offset_increment} given in percent
 * @param fileSizeMinBytes     smallest size of each file, 0 when not set ({@code filesize})
 * @param fileSizeMaxBytes     largest size of each file (the same as the minimum unless a range)
 * @param sizeFromFileSize     true when {@code size} was derived from {@code filesize} times the files
 * @param zoneMode             how the zone options divide the region ({@code zonemode}); null before
 *                             it is settled: {@code strided} when {@code zonesize} is set, else {@code none}
 * @param zoneSizeBytes        bytes done in a zone before moving on ({@code zonesize}), 0 none
 * @param zoneRangeBytes       size of a zone ({@code zonerange}; 0 = {@code zonesize}, fio's older behaviour)
 * @param zoneSkipBytes        bytes skipped after each zone ({@code zoneskip})
 */
public record Region(long sizeBytes, long ioSizeBytes, long offsetBytes, long offsetIncrementBytes,
        FilePercentages percentages, long fileSizeMinBytes, long fileSizeMaxBytes, boolean sizeFromFileSize,
        ZoneMode zoneMode, long zoneSizeBytes, long zoneRangeBytes, long zoneSkipBytes) {
    /** {@code sizeBytes}/{@code ioSizeBytes} of a region whose size is not given. */
    public static final long UNSET = -1;

    /** @throws JfioException when a size is not positive or an offset negative */
    public Region {
        sizeBytes = sizeBytes == 0 ? UNSET : sizeBytes;
        ioSizeBytes = ioSizeBytes == 0 ? UNSET : ioSizeBytes;
        percentages = percentages == null ? FilePercentages.NONE : percentages;
        if (sizeBytes < UNSET) {
            throw new JfioException("size=" + sizeBytes + " must be positive");
        }
        if (ioSizeBytes < UNSET) {
            throw new JfioException("io_size=" + ioSizeBytes + " must be positive");
        }
        if (offsetBytes < 0) {
            throw new JfioException("offset=" + offsetBytes + " must not be negative");
        }
        Ranges.require("offset_increment", offsetIncrementBytes, 0, Long.MAX_VALUE);
        // fio's fixup_options: the mode follows zonesize when not given; zonerange defaults to zonesize
        if (zoneMode == null) {
            zoneMode = zoneSizeBytes > 0 ? ZoneMode.STRIDED : ZoneMode.NONE;
        }
        if (zoneMode == ZoneMode.NONE && zoneSizeBytes > 0) {
            throw new JfioException("zonemode=none and zonesize=" + zoneSizeBytes + " are not compatible (fio: drop one)");
        }
        if (zoneMode == ZoneMode.STRIDED && zoneSizeBytes == 0) {
            throw new JfioException("zonemode=strided needs zonesize=");
        }
        if (zoneMode == ZoneMode.STRIDED && zoneRangeBytes == 0) {
            zoneRangeBytes = zoneSizeBytes;
        }
    }

    /** @return true when the region is walked in strided zones ({@code zonemode=strided}) */
    public boolean strided() {
        return zoneMode == ZoneMode.STRIDED;
    }

    /** @return true when each file's size is drawn from a {@code filesize=min-max} range */
    public boolean fileSizeIsRange() {
        return fileSizeMaxBytes > fileSizeMinBytes && sizeFromFileSize;
    }

    static final OptionRecord<Region> SCHEMA = OptionRecord.of(MethodHandles.lookup(), Region.class, List.of(
            JobOption.declare("size", SIZE_OR_PERCENT, FILES, "",
                    "Size of the I/O region per job clone (needed when files do not exist); N% of each file's length")
                    .range(1, Long.MAX_VALUE).applier((d, v, c) -> {
                        FilePercentages p = percentages(d);
                        if (v instanceof Percent pct) {
                            d.set(Region.class, "sizeBytes", UNSET);
                            d.set(Region.class, "percentages", p.withSize(pct.value()));
                        } else {
                            d.set(Region.class, "sizeBytes", v);
                            d.set(Region.class, "percentages", p.withSize(0));
                        }
                        d.set(Region.class, "sizeFromFileSize", false);
                    }).build(),
            JobOption.declare("io_size", SIZE, FILES, "", "Bytes of I/O per loop (default: size)").alias("io_limit")
                    .range(1, Long.MAX_VALUE).sets(Region.class, "ioSizeBytes").build(),
            JobOption.declare("filesize", SIZE_RANGE, FILES, "",
                    "Size of each file, or a min-max range each file's size is drawn from; without size=, size is their sum")
                    .range(1, Long.MAX_VALUE).applier((d, v, c) -> {
                        long[] r = (long[]) v;
                        d.set(Region.class, "fileSizeMinBytes", r[0]);
                        d.set(Region.class, "fileSizeMaxBytes", r[1]);
                    }).build(),
            JobOption.declare("offset", SIZE_OR_PERCENT, FILES, "0",
                    "Start of the I/O region in each file; N% of the file's length, rounded up to the block size")
                    .applier((d, v, c) -> {
                        FilePercentages p = percentages(d);
                        boolean pct = v instanceof Percent;
                        d.set(Region.class, "offsetBytes", pct ? 0L : v);
                        d.set(Region.class, "percentages", p.withOffset(pct ? ((Percent) v).value() : 0));
                    }).build(),
            JobOption.declare("offset_align", INT, FILES, "0",
                    "Round a percentage offset up to a multiple of this (0: the job's minimum block size)")
                    .range(0, Long.MAX_VALUE).applier((d, v, c) -> d.set(Region.class, "percentages",
                            percentages(d).withOffsetAlign((Long) v))).build(),
            JobOption.declare("offset_increment", SIZE_OR_PERCENT, FILES, "0",
                    "Clone k starts its region at offset + k * offset_increment (bytes or N% of the file's length)")
                    .applier((d, v, c) -> {
                        FilePercentages p = percentages(d);
                        boolean pct = v instanceof Percent;
                        d.set(Region.class, "offsetIncrementBytes", pct ? 0L : v);
                        d.set(Region.class, "percentages", p.withOffsetIncrement(pct ? ((Percent) v).value() : 0));
                    }).build(),
            JobOption.declare("zonemode", ENUM, FILES, "none", "How zonesize, zonerange and zoneskip divide the region")
                    .allowed("none", "No zones", ZoneMode.NONE)
                    .allowed("strided", "Do zonesize bytes in a zone of zonerange bytes, then skip zoneskip bytes", ZoneMode.STRIDED)
                    .allowed("zbd", "Zoned block devices (refused: jfio does not drive zoned devices)", ZoneMode.ZBD)
                    .sets(Region.class, "zoneMode").build(),
            JobOption.declare("zonesize", SIZE, FILES, "0", "zonemode=strided: bytes done in a zone before skipping on")
                    .range(0, Long.MAX_VALUE).sets(Region.class, "zoneSizeBytes").build(),
            JobOption.declare("zonerange", SIZE, FILES, "0", "zonemode=strided: size of a zone (default: zonesize)")
                    .range(0, Long.MAX_VALUE).sets(Region.class, "zoneRangeBytes").build(),
            JobOption.declare("zoneskip", SIZE, FILES, "0", "zonemode=strided: bytes skipped after each zone")
                    .range(0, Long.MAX_VALUE).sets(Region.class, "zoneSkipBytes").build(),
            zbdOnly("zonecapacity", SIZE, "0", "Capacity of a zone"),
            zbdOnly("max_open_zones", INT, "0", "Most zones open at once"),
            zbdOnly("job_max_open_zones", INT, "0", "Most zones this job keeps open"),
            zbdOnly("zone_reset_threshold", STRING, "1", "Valid data fraction above which zones are reset"),
            zbdOnly("zone_reset_frequency", STRING, "0", "How often zones are reset"),
            zbdOnly("ignore_zone_limits", BOOL, "0", "Ignore the device's open-zone limit"),
            zbdOnly("read_beyond_wp", BOOL, "0", "Read past the write pointer of a zone")));

    /** An option of fio's zonemode=zbd only: known, refused with the reason. */
    private static JobOption zbdOnly(String name, org.jfio.spi.option.OptionKind kind, String def, String help) {
        String why = "it applies only to zonemode=zbd (zoned block devices), which jfio does not drive";
        return JobOption.declare(name, kind, FILES, def, help + " (fio's zonemode=zbd; refused by jfio)").refused(why).build();
    }

    private static FilePercentages percentages(OptionDraft d) {
        FilePercentages p = d.get(Region.class, "percentages", FilePercentages.class);
        return p == null ? FilePercentages.NONE : p;
    }

    /**
     * fio's older behaviour (its {@code fixup_options}): {@code zonesize} without {@code zonemode}
     * means {@code zonemode=strided}. fio 3.33 itself refuses that pair ("zonemode=none and
     * zonesize are not compatible"), because its {@code none} default is applied first.
     */
    static void zoneModeFromZoneSize(OptionDraft d) {
        Long zoneSize = d.get(Region.class, "zoneSizeBytes", Long.class);
        if (zoneSize != null && zoneSize > 0 && !d.isSet(Region.class, "zoneMode")) {
            d.set(Region.class, "zoneMode", ZoneMode.STRIDED);
        }
    }

    /**
     * fio: without {@code size=}, a job's size is {@code filesize} times its number of files
     * (the filename list, else {@code nrfiles}); with a range, the range's maximum, an upper
     * bound until each file is sized.
     */
    static void sizeFromFileSize(OptionDraft d) {
        long fileSize = d.get(Region.class, "fileSizeMaxBytes", Long.class);
        if (fileSize <= 0 || d.isSet(Region.class, "sizeBytes")) {
            return;
        }
        int listed = d.get(FileSet.class, "filenames", List.class).size();
        int files = listed > 0 ? listed : d.get(FileSet.class, "nrfiles", Integer.class);
        d.set(Region.class, "sizeBytes", Math.multiplyExact(fileSize, (long) Math.max(1, files)));
        d.set(Region.class, "percentages", percentages(d).withSize(0));
        d.set(Region.class, "sizeFromFileSize", true);
    }
}
