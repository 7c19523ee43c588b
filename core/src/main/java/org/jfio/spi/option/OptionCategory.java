package org.jfio.spi.option;

/** Groups of job options, in the order {@code --cmdhelp} lists them (after fio's option categories). */
public enum OptionCategory {
    /** Job identity and description. */
    JOB("Job description"),
    /** What kind of I/O: direction, mix, O_DIRECT, sync flags. */
    IO_TYPE("I/O type"),
    /** Block sizes. */
    BLOCK_SIZE("Block size"),
    /** Files, sizes and offsets. */
    FILES("Files and sizes"),
    /** The engine and its queue. */
    ENGINE("I/O engine and queue depth"),
    /** Runtime, ramp, loops. */
    TIMING("Timing"),
    /** Random offsets and seeds. */
    RANDOM("Randomness"),
    /** Data in the buffers and data verification. */
    BUFFERS("Buffers and verification"),
    /** Ordering of jobs and reporting groups. */
    ORDERING("Job ordering and groups"),
    /** What the reports show. */
    REPORTING("Reporting"),
    /** Log files written while jobs run. */
    LOGS("Log files"),
    /** Options an engine contributes. */
    ENGINE_SPECIFIC("Engine-specific");

    private final String title;

    OptionCategory(String title) {
        this.title = title;
    }

    /** @return the heading used in help output */
    public String title() {
        return title;
    }
}
