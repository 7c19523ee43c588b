package org.jfio.run;

/**
 * The writes completed and not verified yet ({@code verify_backlog}), oldest first, in a ring
 * of fixed capacity allocated once (when it is full the oldest entry drops out and is left to the
 * read-back at the end of the pass, which checks every block not verified since its last write).
 * Job-thread only; allocates nothing after construction.
 */
final class BacklogQueue {
    private final int[] file;
    private final long[] offset;
    private final int[] length;
    private final long[] gen;
    private int head;
    private int size;

    BacklogQueue(int capacity) {
        file = new int[capacity];
        offset = new long[capacity];
        length = new int[capacity];
        gen = new long[capacity];
    }

    void add(int fileIndex, long offsetBytes, int lengthBytes, long generation) {
        int cap = file.length;
        if (size == cap) {
            head = (head + 1) % cap;
            size--;
        }
        int at = (head + size) % cap;
        file[at] = fileIndex;
        offset[at] = offsetBytes;
        length[at] = lengthBytes;
        gen[at] = generation;
        size++;
    }

    /** @return the writes waiting (fio's {@code io_hist_len}, up to the ring's capacity) */
    int size() {
        return size;
    }

    /** A read-back verified every block: nothing waits any more. */
    void clear() {
        head = 0;
        size = 0;
    }

    boolean isEmpty() {
        return size == 0;
    }

    int file() {
        return file[head];
    }

    long offset() {
        return offset[head];
    }

    int length() {
        return length[head];
    }

    long generation() {
        return gen[head];
    }

    void remove() {
        head = (head + 1) % file.length;
        size--;
    }
}
