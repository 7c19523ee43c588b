package org.jfio.job;

import org.jfio.spi.JfioException;

/** The range check the option records' constructors share. Package-private. */
final class Ranges {
    private Ranges() {
    }

    /** @throws JfioException {@code option=value is out of range (min..max)} */
    static void require(String option, long value, long min, long max) {
        if (value < min || value > max) {
            throw new JfioException(option + "=" + value + " is out of range (" + min + ".." + max + ")");
        }
    }
}
