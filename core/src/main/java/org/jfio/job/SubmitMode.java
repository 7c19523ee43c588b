package org.jfio.job;

/** fio's {@code io_submit_mode}: which threads submit a job's I/O. */
public enum SubmitMode {
    /** The job's thread submits and reaps its own I/O. */
    INLINE,
    /**
     * The job's thread prepares each request (paced by the rate schedule) and hands it to one of
     * {@code iodepth} submit threads, each with its own engine of queue depth 1, which issues it.
     */
    OFFLOAD
}
