package org.jfio.job;

/** fio's {@code file_service_type}: how a job with several files picks the file of each I/O. */
public enum FileServiceType {
    /** Each file in turn ({@code :N}: N I/Os per file before switching). */
    ROUNDROBIN("roundrobin"),
    /** Finish the pass over one file before moving to the next. */
    SEQUENTIAL("sequential"),
    /** A uniformly random file ({@code :N}: N I/Os per pick). */
    RANDOM("random"),
    /** A Zipf-distributed file for each I/O ({@code :theta}, 1.1 when not given). */
    ZIPF("zipf"),
    /** A Pareto-distributed file for each I/O ({@code :h}, 0.2 when not given). */
    PARETO("pareto"),
    /** A normally distributed file for each I/O ({@code :dev} in percent of the files); fio also calls it {@code gauss}. */
    NORMAL("normal");

    private final String fioName;

    FileServiceType(String fioName) {
        this.fioName = fioName;
    }

    /** @return the name as fio writes it */
    public String fioName() {
        return fioName;
    }

    /** @return true when each I/O's file is drawn from a distribution whose parameter follows the colon */
    public boolean isDistribution() {
        return this == ZIPF || this == PARETO || this == NORMAL;
    }

    static FileServiceType parse(String value) {
        if (value.equals("gauss")) {
            return NORMAL;
        }
        for (FileServiceType t : values()) {
            if (t.fioName.equals(value)) {
                return t;
            }
        }
        throw new IllegalArgumentException("file_service_type=" + value);
    }
}
