package org.jfio.job;

/** fio's {@code file_service_type}: how a job with several files picks the file of each I/O. */
public enum FileServiceType {
    /** Each file in turn ({@code :N}: N I/Os per file before switching). */
    ROUNDROBIN("roundrobin"),
    /** Finish the pass over one file before moving to the next. */
    SEQUENTIAL("sequential"),
    /** A uniformly random file ({@code :N}: N I/Os per pick). */
    RANDOM("random");

    private final String fioName;

    FileServiceType(String fioName) {
        this.fioName = fioName;
    }

    /** @return the name as fio writes it */
    public String fioName() {
        return fioName;
    }

    static FileServiceType parse(String value) {
        for (FileServiceType t : values()) {
            if (t.fioName.equals(value)) {
                return t;
            }
        }
        throw new IllegalArgumentException("file_service_type=" + value);
    }
}
