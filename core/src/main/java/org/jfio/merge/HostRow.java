package org.jfio.merge;

/**
 * One rank's line under the merged report: who it was, what it did over the common window, and
 * whether it stood out. Immutable.
 *
 * @param hostname       the host that wrote the result
 * @param rank           its rank, -1 for a result of a run that was not ranked
 * @param file           the result's file as given
 * @param iops           its I/Os per second over the common window (over its own window when it did not overlap)
 * @param bwBytesPerSec  its bytes per second, likewise
 * @param clatP99Ns      the 99th percentile of its completion latency, every direction and job together (exact, HdrHistogram)
 * @param error          the first errno its jobs reported, 0 for none
 * @param startMs        when its measured window started (the first job's), ms since the epoch
 * @param overlapping    false when its window did not overlap the others' (left out of the all-hosts figures)
 * @param belowMedianPct how far its IOPS fell below the median of the overlapping ranks, in percent (0 when at or above)
 */
public record HostRow(String hostname, int rank, String file, double iops, double bwBytesPerSec, long clatP99Ns,
        int error, long startMs, boolean overlapping, double belowMedianPct) {

    /** A rank this far below the median IOPS (percent) is flagged: 20 %. */
    public static final double SLOW_PERCENT = 20.0;

    /** @return the flag printed beside the rank: empty, or why it stands out */
    public String flag() {
        if (!overlapping) {
            return "window did not overlap the others' (left out of all hosts)";
        }
        StringBuilder b = new StringBuilder();
        if (belowMedianPct > SLOW_PERCENT) {
            b.append(String.format(java.util.Locale.ROOT, "%.0f%% below the median IOPS", belowMedianPct));
        }
        if (error != 0) {
            b.append(b.isEmpty() ? "" : "; ").append("error ").append(error);
        }
        return b.toString();
    }
}
