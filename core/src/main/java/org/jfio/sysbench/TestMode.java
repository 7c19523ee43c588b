package org.jfio.sysbench;

import org.jfio.job.ReadWrite;

/**
 * sysbench fileio's {@code --file-test-mode} values, with the fio pattern each one runs and the
 * name sysbench 1.0.20 prints after {@code Doing}.
 */
public enum TestMode {
    /** Sequential write that creates the files ("creation" test): the run removes and recreates them. */
    SEQWR("seqwr", ReadWrite.WRITE, "sequential write (creation)"),
    /** Sequential rewrite of the prepared files. */
    SEQREWR("seqrewr", ReadWrite.WRITE, "sequential rewrite"),
    /** Sequential read. */
    SEQRD("seqrd", ReadWrite.READ, "sequential read"),
    /** Random read. */
    RNDRD("rndrd", ReadWrite.RANDREAD, "random read"),
    /** Random write. */
    RNDWR("rndwr", ReadWrite.RANDWRITE, "random write"),
    /** Random reads and writes by {@code --file-rw-ratio}. */
    RNDRW("rndrw", ReadWrite.RANDRW, "random r/w");

    private final String option;
    private final ReadWrite rw;
    private final String title;

    TestMode(String option, ReadWrite rw, String title) {
        this.option = option;
        this.rw = rw;
        this.title = title;
    }

    /** @return the value as written on the command line ({@code rndrw}) */
    public String option() {
        return option;
    }

    /** @return the fio pattern ({@code rw}) the mode runs */
    public ReadWrite rw() {
        return rw;
    }

    /** @return sysbench's name of the test ({@code random r/w}) */
    public String title() {
        return title;
    }

    /** @return true for the random modes (they print the request count and the ratio in the header) */
    public boolean random() {
        return rw.isRandom();
    }

    /** @return true when the mode writes (end-of-test fsyncs apply) */
    public boolean writes() {
        return rw.hasWrites();
    }

    /** @return the mode written as {@code value} ({@code rndrw}), or null */
    public static TestMode parse(String value) {
        for (TestMode m : values()) {
            if (m.option.equals(value)) {
                return m;
            }
        }
        return null;
    }
}
