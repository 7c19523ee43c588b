package org.jfio.job;

/**
 * The job under construction while its options are applied: the {@link JobSpec.Builder} plus the
 * few facts that options combine only at the end (fio's {@code filesize} without {@code size}).
 * Package-private; one per job section, confined to the parsing thread.
 */
final class OptionTarget {
    private final JobSpec.Builder builder;
    private boolean sizeSet;
    private int fileCount;
    private long fileSizeBytes = -1;

    OptionTarget(JobSpec.Builder builder) {
        this.builder = builder;
    }

    JobSpec.Builder builder() {
        return builder;
    }

    void sizeSet() {
        sizeSet = true;
    }

    void fileCount(int count) {
        fileCount = count;
    }

    void fileSize(long bytes) {
        fileSizeBytes = bytes;
    }

    /** Applies the combinations of options; call once after every option was applied. */
    JobSpec.Builder finish() {
        if (fileSizeBytes > 0 && !sizeSet) {
            // fio: without size=, the job's size is filesize times the number of files.
            builder.size(Math.multiplyExact(fileSizeBytes, (long) Math.max(1, fileCount)));
        }
        return builder;
    }
}
