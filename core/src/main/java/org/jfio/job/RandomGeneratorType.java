package org.jfio.job;

/** fio's {@code random_generator}: where random offsets come from. */
public enum RandomGeneratorType {
    /** fio's default 32-bit Tausworthe generator; jfio uses {@link java.util.SplittableRandom}. */
    TAUSWORTHE("tausworthe"),
    /**
     * A maximal-length linear feedback shift register over the blocks of each file: every block
     * exactly once per pass, in a fixed scrambled order, without a random map.
     */
    LFSR("lfsr"),
    /** fio's 64-bit Tausworthe generator; jfio uses {@link java.util.SplittableRandom}. */
    TAUSWORTHE64("tausworthe64");

    private final String fioName;

    RandomGeneratorType(String fioName) {
        this.fioName = fioName;
    }

    /** @return the name as fio writes it */
    public String fioName() {
        return fioName;
    }

    static RandomGeneratorType parse(String value) {
        for (RandomGeneratorType t : values()) {
            if (t.fioName.equals(value)) {
                return t;
            }
        }
        throw new IllegalArgumentException("random_generator=" + value);
    }
}
