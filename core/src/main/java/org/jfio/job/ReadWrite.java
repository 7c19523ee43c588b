package org.jfio.job;

import java.util.Locale;

/** The workload pattern, fio's {@code rw}/{@code readwrite} option. */
public enum ReadWrite {
    /** Sequential reads. */
    READ("read", false, true, false),
    /** Sequential writes. */
    WRITE("write", false, false, true),
    /** Sequential trims. */
    TRIM("trim", false, false, false),
    /** Random reads. */
    RANDREAD("randread", true, true, false),
    /** Random writes. */
    RANDWRITE("randwrite", true, false, true),
    /** Random trims. */
    RANDTRIM("randtrim", true, false, false),
    /** Sequential mixed reads and writes ({@code rw} or {@code readwrite}). */
    RW("rw", false, true, true),
    /** Random mixed reads and writes. */
    RANDRW("randrw", true, true, true),
    /** Sequential trims, each followed by a write of the same block (fio's {@code trimwrite}). */
    TRIMWRITE("trimwrite", false, false, true),
    /** Random trims, each followed by a write of the same block (fio 3.33's {@code randtrimwrite}). */
    RANDTRIMWRITE("randtrimwrite", true, false, true);

    private final String fioName;
    private final boolean random;
    private final boolean reads;
    private final boolean writes;

    ReadWrite(String fioName, boolean random, boolean reads, boolean writes) {
        this.fioName = fioName;
        this.random = random;
        this.reads = reads;
        this.writes = writes;
    }

    /** @return the name fio prints, e.g. {@code randrw} */
    public String fioName() {
        return fioName;
    }

    /** @return true when offsets are random */
    public boolean isRandom() {
        return random;
    }

    /** @return true when the job issues reads */
    public boolean hasReads() {
        return reads;
    }

    /** @return true when the job issues writes */
    public boolean hasWrites() {
        return writes;
    }

    /** @return true when the job issues trims ({@code trim}, {@code randtrim}, {@code trimwrite}, {@code randtrimwrite}) */
    public boolean hasTrims() {
        return this == TRIM || this == RANDTRIM || isTrimWrite();
    }

    /** @return true when each trim is followed by a write of the same block ({@code trimwrite}, {@code randtrimwrite}) */
    public boolean isTrimWrite() {
        return this == TRIMWRITE || this == RANDTRIMWRITE;
    }

    /** @return true when reads and writes are mixed (rwmixread applies) */
    public boolean isMixed() {
        return reads && writes;
    }

    /**
     * Parses fio's spelling: {@code read, write, trim, randread, randwrite, randtrim, rw,
     * readwrite, randrw, trimwrite, randtrimwrite}.
     *
     * @return the pattern, or null when the name is unknown
     */
    public static ReadWrite parse(String value) {
        String v = value.trim().toLowerCase(Locale.ROOT);
        if (v.equals("readwrite")) {
            return RW;
        }
        for (ReadWrite rw : values()) {
            if (rw.fioName.equals(v)) {
                return rw;
            }
        }
        return null;
    }
}
