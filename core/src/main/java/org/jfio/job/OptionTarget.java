package org.jfio.job;

/**
 * The job under construction while its options are applied: the {@link JobSpec.Builder} plus the
 * few facts that options combine only at the end (fio's {@code filesize} without {@code size}).
 * Package-private; one per job section, confined to the parsing thread.
 */
final class OptionTarget {
    private final JobSpec.Builder builder;
    private final int kbBase;
    private boolean sizeSet;
    private int fileCount;
    private int nrfiles = 1;
    private long fileSizeBytes = -1;
    private boolean thinktimeBlocksSet;
    private long thinktimeIotimeNs;

    OptionTarget(JobSpec.Builder builder) {
        this(builder, FioUnits.KB_BASE_1024);
    }

    OptionTarget(JobSpec.Builder builder, int kbBase) {
        this.builder = builder;
        this.kbBase = kbBase;
    }

    JobSpec.Builder builder() {
        return builder;
    }

    /** @return the job's {@code kb_base}, for options whose text holds sizes ({@code bssplit}) */
    int kbBase() {
        return kbBase;
    }

    void nrfiles(int count) {
        nrfiles = count;
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

    void thinktimeBlocksSet() {
        thinktimeBlocksSet = true;
    }

    void thinktimeIotime(long ns) {
        thinktimeIotimeNs = ns;
        builder.thinktimeIotimeNs(ns);
    }

    /** Applies the combinations of options; call once after every option was applied. */
    JobSpec.Builder finish() {
        if (thinktimeIotimeNs > 0 && !thinktimeBlocksSet) {
            // fio: thinktime_iotime without thinktime_blocks stalls on time alone (the default of 1 I/O is ignored)
            builder.thinktimeBlocks(Integer.MAX_VALUE);
        }
        if (fileSizeBytes > 0 && !sizeSet) {
            // fio: without size=, the job's size is filesize times the number of files
            // (the filename list, else nrfiles).
            int files = fileCount > 0 ? fileCount : nrfiles;
            // With a filesize range, fileSizeBytes is its maximum: an upper bound until each file is sized.
            builder.sizeFromFileSize(Math.multiplyExact(fileSizeBytes, (long) Math.max(1, files)));
        }
        return builder;
    }
}
