/**
 * sysbench fileio in jfio: sysbench 1.0.20's {@code fileio} test (prepare, run, cleanup) as a
 * front end over jfio's job model, like the fio argv and job-file parsers.
 *
 * <p>{@link org.jfio.sysbench.FileioOptions} is one sysbench fileio command line, typed (the CLI's
 * parser builds it from {@code jfio fileio [options] prepare|run|cleanup|help}; an embedder can
 * build it directly). {@link org.jfio.sysbench.FileioJob} translates it into a
 * {@link org.jfio.job.JobSpec}: the test files as a shared {@code filename} list, one clone per
 * thread, and {@code request_rules=sysbench}, the run-path rule set that gives sysbench's request
 * sequence (shared by the threads, {@code --file-rw-ratio}'s feedback rule, fsync of every file
 * every {@code --file-fsync-freq} requests, {@code --events} counting fsyncs). Prepare is the
 * same files with fio's {@code create_only=1}. {@link org.jfio.sysbench.FileioSession} checks the
 * files, runs the plan with {@link org.jfio.api.JobRunner} and prints sysbench's output with
 * {@link org.jfio.sysbench.FileioReport}, from the figures of
 * {@link org.jfio.sysbench.FileioSummary}.
 *
 * <p>What differs from sysbench, on purpose or by nature: prepare fills the files with
 * incompressible data (sysbench writes zeros); the event latency of async mode is the submission
 * latency, as sysbench's (jfio's {@code --extended} adds each request's own latency);
 * {@code --file-fsync-all}'s fsyncs are timed apart from
 * their write; "total time" has ms resolution; the mixed ratio counts issued requests (sysbench
 * counts completed ones: the same for one synchronous thread); {@code --rate} paces the shared
 * sequence with exponential gaps but lets a late thread catch up at once where sysbench queues the
 * event; prepare writes a sparse file anew (sysbench would reuse it).
 */
package org.jfio.sysbench;
