package org.jfio.job;

/**
 * Which jobs {@code exitall} (and {@code exitall_on_error}) stop when a job ends: fio 3.33's
 * {@code exit_what}, as its {@code fio_terminate_threads} applies it.
 */
public enum ExitWhat {
    /** The jobs of the ending job's reporting group (fio's default). */
    GROUP,
    /** Every job running now, whatever its group; the next stonewalled group then starts. */
    STONEWALL,
    /** Every job: those running now and those that have not started yet. */
    ALL
}
