package org.jfio.run;

/**
 * The writes completed since the last {@code verify_backlog} read-back, oldest first, in a ring
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
    private long sinceLast;

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
        sinceLast++;
    }

    /** @return writes completed since the last read-back began */
    long sinceLast() {
        return sinceLast;
    }

    void started() {
        sinceLast = 0;
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
