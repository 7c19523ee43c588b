package org.jfio.job;

/**
 * The parts of a job's I/O region given as a percentage of each file's real size, as fio allows
 * for {@code size=N%}, {@code offset=N%} and {@code offset_increment=N%} (fio 3.33
 * {@code size_percent}, {@code start_offset_percent}, {@code offset_increment_percent}).
 * Percentages are resolved per file when the job starts, against the length of the existing file
 * (or device): the region starts at {@code offset% + clone * offset_increment%} of that length,
 * rounded up to the job's smallest block size, and is {@code size%} of it long, rounded down to
 * that block size. A file that does not exist yet has no length, so a percentage then fails with
 * fio's "you need to specify size=".
 *
 * @param sizePercent            {@code size} in percent of the file, in (0, 100]; 0 when size is
 *                               not a percentage
 * @param offsetPercent          {@code offset} in percent, in [0, 100); 0 when unset
 * @param offsetIncrementPercent {@code offset_increment} in percent, in [0, 100); 0 when unset
 * @param offsetAlignBytes       what a percentage offset is rounded up to a multiple of ({@code offset_align});
 *                               0: the job's minimum block size
 */
public record FilePercentages(double sizePercent, double offsetPercent, double offsetIncrementPercent,
        long offsetAlignBytes) {

    /** No percentages: every part of the region is in bytes. */
    public static final FilePercentages NONE = new FilePercentages(0, 0, 0, 0);

    /** @return true when any part of the region is a percentage */
    public boolean any() {
        return sizePercent > 0 || offsetPercent > 0 || offsetIncrementPercent > 0;
    }

    /** @return true when the region's start depends on the file's length */
    public boolean offsetIsPercent() {
        return offsetPercent > 0 || offsetIncrementPercent > 0;
    }

    /**
     * @param fileBytes the file's length
     * @param clone     the clone number, from 0
     * @param alignBytes the block size the start is rounded up to when {@code offset_align} is
     *                   not set (fio: the job's minimum block size)
     * @return the bytes the region starts after {@code offset} and {@code offset_increment} in
     *         bytes, for this clone
     */
    public long offsetBytes(long fileBytes, int clone, long alignBytes) {
        double pct = offsetPercent + clone * offsetIncrementPercent;
        long raw = (long) (fileBytes * pct / 100.0);
        long align = offsetAlignBytes > 0 ? offsetAlignBytes : alignBytes;
        long aligned = (raw + align - 1) / align * align;
        return Math.min(aligned, fileBytes);
    }

    /** @return {@code size%} of the file's length in bytes (not yet rounded to a block) */
    public long sizeBytes(long fileBytes) {
        return (long) (fileBytes * sizePercent / 100.0);
    }

    FilePercentages withOffsetAlign(long bytes) {
        return new FilePercentages(sizePercent, offsetPercent, offsetIncrementPercent, bytes);
    }

    FilePercentages withSize(double pct) {
        return new FilePercentages(pct, offsetPercent, offsetIncrementPercent, offsetAlignBytes);
    }

    FilePercentages withOffset(double pct) {
        return new FilePercentages(sizePercent, pct, offsetIncrementPercent, offsetAlignBytes);
    }

    FilePercentages withOffsetIncrement(double pct) {
        return new FilePercentages(sizePercent, offsetPercent, pct, offsetAlignBytes);
    }
}
