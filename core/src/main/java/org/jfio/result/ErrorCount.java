package org.jfio.result;

/**
 * The failed I/Os a job counted, for fio 3.33's {@code errors    : total=N, first_error=E/<text>}
 * line and its JSON {@code total_err} and {@code first_error}, which fio prints only for a job that
 * goes on through errors ({@code continue_on_error} or {@code ignore_error}). Immutable.
 *
 * @param shown      true when the job goes on through errors of some type: the reports print the figures
 * @param total      failed I/Os, those gone past and the one that ended the job
 * @param firstError errno of the first failed I/O, 0 when none
 */
public record ErrorCount(boolean shown, long total, int firstError) {
    /** A job that does not go on through errors. */
    public static final ErrorCount NONE = new ErrorCount(false, 0, 0);

    /**
     * @return the figures of a group of jobs, as fio's {@code group_reporting} sums them: the totals
     *         added, the first error and the flag of the later job (fio keeps the last job's)
     */
    public ErrorCount plus(ErrorCount later) {
        return new ErrorCount(later.shown, total + later.total, later.firstError);
    }
}
