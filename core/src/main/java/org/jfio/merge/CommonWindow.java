package org.jfio.merge;

/**
 * The wall-clock window every rank was measuring at once: the ranks' measured windows
 * ({@code [start, end)}, ms since the epoch) are intersected over the largest set of ranks whose
 * windows share an instant; a rank outside that set did not overlap the others (started after
 * they ended, or ended before they started) and is flagged instead of shrinking the window to
 * nothing. Immutable.
 *
 * @param fromMs      the common window's start, ms since the epoch
 * @param toMs        its end (after {@code fromMs} when any rank overlapped)
 * @param overlapping per rank, whether its window is part of the common one
 */
record CommonWindow(long fromMs, long toMs, boolean[] overlapping) {

    /** @return the window's length in ms */
    long lengthMs() {
        return Math.max(0, toMs - fromMs);
    }

    /**
     * @param starts each rank's measured window start
     * @param ends   each rank's window end
     * @return the common window of the largest overlapping set (ties: the earliest)
     */
    static CommonWindow of(long[] starts, long[] ends) {
        int n = starts.length;
        if (n == 1) {
            // one rank is the whole fleet: its window, however short, is the common one
            return new CommonWindow(starts[0], Math.max(starts[0], ends[0]), new boolean[] {true});
        }
        int best = -1;
        int bestCount = 0;
        for (int c = 0; c < n; c++) {
            int count = 0;
            for (int i = 0; i < n; i++) {
                if (starts[i] <= starts[c] && starts[c] < ends[i]) {
                    count++;
                }
            }
            if (count > bestCount || count == bestCount && best >= 0 && starts[c] < starts[best]) {
                best = c;
                bestCount = count;
            }
        }
        boolean[] in = new boolean[n];
        long from = Long.MIN_VALUE;
        long to = Long.MAX_VALUE;
        for (int i = 0; i < n && best >= 0; i++) {
            in[i] = starts[i] <= starts[best] && starts[best] < ends[i];
            if (in[i]) {
                from = Math.max(from, starts[i]);
                to = Math.min(to, ends[i]);
            }
        }
        return best < 0 ? new CommonWindow(0, 0, in) : new CommonWindow(from, to, in);
    }
}
