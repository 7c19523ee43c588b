package org.jfio.job;

/** fio's {@code rate_process}: how issue times are spread under {@code rate}/{@code rate_iops}. */
public enum RateProcess {
    /** Evenly spaced: I/O k of a direction is due when k earlier I/Os' bytes fit the rate. */
    LINEAR,
    /** Exponentially distributed gaps with the rate's mean (a Poisson arrival process). */
    POISSON
}
