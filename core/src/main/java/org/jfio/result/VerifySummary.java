package org.jfio.result;

/**
 * What a job's data verification checked (jfio's JSON {@code jobs[].jfio.verify}). Immutable.
 *
 * @param mode          the {@code verify=} value, or empty when the job did not verify
 * @param blocks        blocks read back and found good
 * @param bytes         bytes of those blocks
 * @param failures      blocks that failed their check
 * @param firstKind     the first failure's diagnosis ({@code checksum}, {@code misdirected}, {@code stale}, ...), or empty
 * @param firstFailure  the first failure as the user reads it (file, offset, what disagrees), or empty
 */
public record VerifySummary(String mode, long blocks, long bytes, long failures, String firstKind, String firstFailure) {
    /** A job that did not verify. */
    public static final VerifySummary NONE = new VerifySummary("", 0, 0, 0, "", "");

    /** @return true when the job verified data */
    public boolean active() {
        return !mode.isEmpty();
    }

    /** @return this summary and another clone's, added (the first failure kept) */
    public VerifySummary plus(VerifySummary o) {
        if (!o.active()) {
            return this;
        }
        if (!active()) {
            return o;
        }
        boolean mine = !firstFailure.isEmpty();
        return new VerifySummary(mode, blocks + o.blocks, bytes + o.bytes, failures + o.failures,
                mine ? firstKind : o.firstKind, mine ? firstFailure : o.firstFailure);
    }
}
