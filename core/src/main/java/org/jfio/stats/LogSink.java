package org.jfio.stats;

/**
 * A log file fed by a job thread and written by its {@link LogWriter}: the writer calls
 * {@link #drain} until the job is done, then {@link #close}. Methods are called on the writer
 * thread only.
 */
interface LogSink {
    /**
     * Writes what the job thread handed over since the last call and gives the buffers back.
     * Never throws: a write failure is kept ({@link #failure}) and later data is dropped.
     *
     * @return true when anything was handed over
     */
    boolean drain();

    /** Writes what is left and closes the file; keeps a failure. */
    void close();

    /** @return the first write failure, e.g. {@code p_bw.1.log: No space left on device}, or null */
    String failure();
}
