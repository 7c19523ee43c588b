package org.jfio.stats;

import java.io.IOException;

/** Turns one row of numbers of a {@link RowLog} into a line of text. Stateless once started. */
interface RowFormat {
    /**
     * Writes the row that starts at {@code data[at]}, with its line end.
     *
     * @throws IOException when the output is written out and that fails
     */
    void write(long[] data, int at, LogOutput out) throws IOException;
}
