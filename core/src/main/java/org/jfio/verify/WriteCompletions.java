package org.jfio.verify;

/**
 * The last {@code depth} completed writes of each file of a job clone, and the writes issued,
 * for its {@link VerifyState} (fio 3.33's {@code last_write_comp} ring per file and
 * {@code io_issues[DDIR_WRITE]}).
 *
 * <p>Per write: a few array stores; nothing allocated (the rings are allocated once). Job-thread only.
 */
public final class WriteCompletions {
    private final int depth;
    private final long[][] rings;
    private final int[] next;
    private final long[] completed;
    private long issued;

    /**
     * @param files the clone's number of files
     * @param depth the job's {@code iodepth}: the writes that can be in flight at once
     */
    public WriteCompletions(int files, int depth) {
        this.depth = Math.max(1, depth);
        this.rings = new long[files][this.depth];
        this.next = new int[files];
        this.completed = new long[files];
    }

    /** A write was issued (counted as fio's numberio). */
    public void issued() {
        issued++;
    }

    /** A write of file {@code file} at {@code offsetBytes} completed. */
    public void completed(int file, long offsetBytes) {
        int i = next[file];
        rings[file][i] = offsetBytes;
        next[file] = i + 1 == depth ? 0 : i + 1;
        completed[file]++;
    }

    /**
     * @param name  the job's name
     * @param index the job's 0-based number in the run
     * @return the state as it stands: for each file its last completions (at most {@code depth}), newest first
     */
    public VerifyState state(String name, long index) {
        int n = 0;
        for (long c : completed) {
            n += (int) Math.min(c, depth);
        }
        long[] fileno = new long[n];
        long[] offset = new long[n];
        int k = 0;
        for (int f = 0; f < rings.length; f++) {
            int j = next[f];
            for (long c = Math.min(completed[f], depth); c > 0; c--) {
                j = j == 0 ? depth - 1 : j - 1;
                fileno[k] = f;
                offset[k++] = rings[f][j];
            }
        }
        return new VerifyState(name, index, depth, rings.length, issued, fileno, offset);
    }
}
