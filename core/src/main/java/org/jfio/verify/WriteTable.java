package org.jfio.verify;

/**
 * What a job clone wrote, per block, for the read-back: for every granule of each file's region
 * (the greatest common divisor of the write sizes and alignment) one {@code long}: 0 when nothing
 * was written there, the start of a write (its generation, its length in granules, whether it was
 * verified since), or a continuation of the write that starts before it. A new write that
 * overlaps older ones drops them whole (fio's history keeps only the latest write of a place),
 * so the read-back checks exactly the last write of every block.
 *
 * <p>The read-back visits the writes as fio 3.33 does: in the order they were issued when the
 * job's files have a random map (fio's list), else in file and offset order (fio's tree, which
 * keeps the last write of a place: sequential jobs, norandommap, lfsr).
 *
 * <p>8 bytes per granule, 16 with the write order (fio's history: about 80 bytes per write),
 * allocated once when the clone starts; recording and reading allocate nothing. Job-thread only.
 */
public final class WriteTable {
    private static final long GEN_MASK = (1L << 40) - 1;
    private static final int LEN_SHIFT = 40;
    private static final long LEN_MASK = (1L << 22) - 1;
    private static final long CONT = 1L << 62;
    private static final long VERIFIED = 1L << 63;

    private final long[][] entries;
    private final long[] base;
    private final long granule;
    /** Writes in issue order (file index << 32 | granule index), or null to read back in offset order. */
    private final long[] order;
    private int ordered;
    private boolean orderLost;
    private int orderCursor;
    private int cursorFile;
    private int cursorIndex;

    /**
     * @param regionStart  per file index, the offset where its region begins
     * @param regionBytes  per file index, the region's length
     * @param granule      bytes per entry; every write's offset (from its region's start) and length is a multiple
     * @param issueOrder   true to read back in the order of the writes (each block written once per pass)
     */
    public WriteTable(long[] regionStart, long[] regionBytes, long granule, boolean issueOrder) {
        this.granule = granule;
        this.base = regionStart.clone();
        this.entries = new long[regionBytes.length][];
        for (int f = 0; f < regionBytes.length; f++) {
            entries[f] = new long[(int) Math.min(Integer.MAX_VALUE - 8, (regionBytes[f] + granule - 1) / granule)];
        }
        long total = 0;
        for (long[] e : entries) {
            total += e.length;
        }
        this.order = issueOrder ? new long[(int) Math.min(Integer.MAX_VALUE - 8, total)] : null;
    }

    /** Records a write of {@code length} bytes at {@code offset} of file {@code file} with generation {@code gen} (1 .. 2^40-1). */
    public void record(int file, long offset, long length, long gen) {
        long[] e = entries[file];
        int at = (int) ((offset - base[file]) / granule);
        int n = (int) Math.max(1, length / granule);
        int end = Math.min(e.length, at + n);
        if (at >= e.length) {
            return;
        }
        if ((e[at] & CONT) != 0) {
            int s = at;
            while (s > 0 && (e[s] & CONT) != 0) {
                s--;
            }
            clear(e, s);
        }
        for (int k = at; k < end; k++) {
            if (e[k] != 0 && (e[k] & CONT) == 0) {
                clear(e, k);
            }
        }
        e[at] = (gen & GEN_MASK) | ((long) (end - at) << LEN_SHIFT);
        for (int k = at + 1; k < end; k++) {
            e[k] = CONT;
        }
        if (order != null) {
            if (ordered < order.length) {
                order[ordered++] = ((long) file << 32) | at;
            } else {
                orderLost = true; // more writes than blocks in a pass: fall back to offset order
            }
        }
    }

    private static void clear(long[] e, int start) {
        int n = (int) ((e[start] >>> LEN_SHIFT) & LEN_MASK);
        for (int k = start; k < start + Math.max(1, n) && k < e.length; k++) {
            e[k] = 0;
        }
    }

    /** @return the generation of the write that starts exactly at {@code offset}, or 0 */
    public long generationAt(int file, long offset) {
        long v = entries[file][(int) ((offset - base[file]) / granule)];
        return (v & CONT) != 0 ? 0 : v & GEN_MASK;
    }

    /** Marks the write starting at {@code offset} as verified (until it is written again). */
    public void verified(int file, long offset) {
        int at = (int) ((offset - base[file]) / granule);
        if (entries[file][at] != 0 && (entries[file][at] & CONT) == 0) {
            entries[file][at] |= VERIFIED;
        }
    }

    /** Starts {@link #next} over from the first write (or the first file's first block). */
    public void rewind() {
        cursorFile = 0;
        cursorIndex = 0;
        orderCursor = 0;
    }

    /**
     * Moves to the next write not verified yet, in file and offset order.
     *
     * @return false when there is none left
     */
    public boolean next() {
        if (order != null && !orderLost) {
            while (orderCursor < ordered) {
                long o = order[orderCursor++];
                cursorFile = (int) (o >>> 32);
                cursorIndex = (int) o;
                long v = entries[cursorFile][cursorIndex];
                if (v != 0 && (v & (CONT | VERIFIED)) == 0) {
                    return true;
                }
            }
            return false;
        }
        for (; cursorFile < entries.length; cursorFile++, cursorIndex = 0) {
            long[] e = entries[cursorFile];
            for (; cursorIndex < e.length; cursorIndex++) {
                long v = e[cursorIndex];
                if (v != 0 && (v & (CONT | VERIFIED)) == 0) {
                    return true;
                }
            }
        }
        return false;
    }

    /** @return the file index of the write {@link #next} found */
    public int file() {
        return cursorFile;
    }

    /** @return its offset */
    public long offset() {
        return base[cursorFile] + (long) cursorIndex * granule;
    }

    /** @return its length in bytes */
    public int length() {
        return (int) (((entries[cursorFile][cursorIndex] >>> LEN_SHIFT) & LEN_MASK) * granule);
    }

    /** @return its generation */
    public long generation() {
        return entries[cursorFile][cursorIndex] & GEN_MASK;
    }

    /** Forgets everything (a new loop of the job). */
    public void clear() {
        for (long[] e : entries) {
            java.util.Arrays.fill(e, 0);
        }
        ordered = 0;
        orderLost = false;
        rewind();
    }
}
