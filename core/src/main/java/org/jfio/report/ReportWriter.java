package org.jfio.report;

import java.io.IOException;
import java.io.OutputStream;

import org.jfio.job.JobPlan;
import org.jfio.result.RunResult;

/**
 * Writes one output format of a run (fio's {@code --output-format} value): the report of a
 * {@link RunResult}, and what the format prints before the jobs start. A writer is made by its
 * {@link ReportFormat} from the {@link ReportSettings} of one run; {@link ReportFormats} finds the
 * format by name.
 *
 * <p>Bytes are UTF-8. A writer writes and flushes but never closes the stream, so several
 * formats can share one ({@code --output-format=normal,json}) in the order of
 * {@link ReportFormat#printOrder()}.
 *
 * <p>Implementations are immutable and thread-safe: the same writer may write the periodic
 * reports of {@code --status-interval} from another thread while the run goes on.
 */
public interface ReportWriter {

    /**
     * Writes the report of a run, finished or in progress ({@link RunResult#interrupted()} for
     * a run stopped early).
     *
     * @param result what the run measured
     * @param out    where the report goes; flushed, not closed
     * @throws IOException when {@code out} fails
     */
    void write(RunResult result, OutputStream out) throws IOException;

    /**
     * Writes what the format prints before the jobs start (fio's normal output lists the jobs
     * and {@code Starting N threads}); nothing by default.
     *
     * @param plan    the jobs about to run
     * @param version the version string printed, e.g. {@code jfio-0.1.0}
     * @param out     where it goes; flushed, not closed
     * @throws IOException when {@code out} fails
     */
    default void writeHeader(JobPlan plan, String version, OutputStream out) throws IOException {
    }

    /**
     * @return true when the run's notices ({@code job: Laying out IO file (1 file / 8MiB)}) belong
     *         in this format's output, as fio prints them with its normal output; false (the
     *         default) for machine-read formats, whose output must hold the report only
     */
    default boolean showsNotices() {
        return false;
    }
}
