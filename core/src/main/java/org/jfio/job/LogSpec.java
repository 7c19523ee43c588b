package org.jfio.job;

import java.lang.invoke.MethodHandles;
import java.util.List;

import org.jfio.spi.JfioException;
import org.jfio.spi.option.JobOption;
import org.jfio.spi.option.OptionDraft;
import org.jfio.spi.option.OptionRecord;
import org.jfio.spi.option.OptionSupport;

import static org.jfio.spi.option.OptionCategory.LOGS;
import static org.jfio.spi.option.OptionKind.BOOL;
import static org.jfio.spi.option.OptionKind.ENUM;
import static org.jfio.spi.option.OptionKind.INT;
import static org.jfio.spi.option.OptionKind.SIZE;
import static org.jfio.spi.option.OptionKind.STRING;

/**
 * The log files a job writes while it runs, and how (fio 3.33's {@code write_bw_log},
 * {@code write_iops_log}, {@code write_lat_log}, {@code write_hist_log}, {@code log_avg_msec},
 * {@code log_max_value}, {@code log_offset}, {@code log_prio}, {@code per_job_logs},
 * {@code log_unix_epoch}, {@code log_hist_msec}, {@code log_hist_coarseness}), plus jfio's
 * HdrHistogram interval log ({@code write_hdr_log}, {@code log_hdr_msec}).
 *
 * <p>A log prefix is {@code null} when that log is off and {@code ""} when it is on under the
 * job's name. File names follow fio: {@code <prefix>_<type>.<N>.log}, where {@code N} is the
 * job's number in the run (1-based over every clone of every job, fio's
 * {@code thread_number}), or {@code <prefix>_<type>.log} when {@code per_job_logs=0} (the
 * clones then append to one file, as fio does). Types: {@code bw}, {@code iops}, {@code slat},
 * {@code clat}, {@code lat}, {@code clat_hist}; the HdrHistogram log is
 * {@code <prefix>_clat.<N>.hlog}.
 *
 * <p>Rows are fio's: {@code time_ms, value[, max], ddir, bs[, offset], prio[, issue_ns]} (the
 * bracketed columns with {@code log_window_value=both}, {@code log_offset}, {@code log_issue_time});
 * latency values in ns, bw
 * in KiB/s, iops a count. With {@code log_avg_msec=0} every I/O is a row; otherwise one row per
 * window per data direction (average, or maximum with {@code log_max_value=1}), bs and offset
 * written as 0. Immutable and thread-safe.
 *
 * @param bwLog          {@code write_bw_log} prefix, or null
 * @param iopsLog        {@code write_iops_log} prefix, or null
 * @param latLog         {@code write_lat_log} prefix (slat, clat and lat files), or null
 * @param histLog        {@code write_hist_log} prefix (fio's clat histogram log), or null
 * @param hdrLog         {@code write_hdr_log} prefix (jfio's HdrHistogram clat log), or null
 * @param avgMs          {@code log_avg_msec}: averaging window in ms, 0 = every I/O
 * @param maxValue       {@code log_max_value}: a window's maximum instead of its average
 * @param offset         {@code log_offset}: add the I/O's offset column
 * @param prio           {@code log_prio}: write the priority column as fio's hex ioprio value
 * @param perJobLogs     {@code per_job_logs}: put the job number in file names
 * @param unixEpoch      {@code log_unix_epoch}: time column in ms since the Unix epoch
 * @param histMs         {@code log_hist_msec}: histogram log interval in ms, 0 = no rows
 * @param histCoarseness {@code log_hist_coarseness} 0..6: 1856 bins halved this many times
 * @param hdrMs          {@code log_hdr_msec}: HdrHistogram log interval in ms, at least 1
 * @param compressChunkBytes {@code log_compression}: with {@code log_store_compressed}, each this
 *                       many bytes of log text become one zlib stream; 0 = one stream per write.
 *                       fio also uses it to keep logs compressed in memory until written; jfio
 *                       streams its logs to the file as the job runs, so they never pile up in memory
 * @param storeCompressed {@code log_store_compressed}: write each log's text as a sequence of
 *                       zlib streams, named {@code <name>.log.fz} as fio's ({@code jfio
 *                       --inflate-log} prints it; fio's own {@code .fz} files hold binary
 *                       records instead, and the two tools do not read each other's)
 * @param windowBoth     {@code log_window_value=both} (fio after 3.33): a window's average and maximum, two columns
 * @param issueTime      {@code log_issue_time} (fio after 3.33): a last column with the I/O's issue time, ns since the start
 */
public record LogSpec(String bwLog, String iopsLog, String latLog, String histLog, String hdrLog,
        long avgMs, boolean maxValue, boolean offset, boolean prio, boolean perJobLogs, boolean unixEpoch,
        long histMs, int histCoarseness, long hdrMs, long compressChunkBytes, boolean storeCompressed,
        boolean windowBoth, boolean issueTime) {

    /** Default interval of the HdrHistogram log: 1000 ms. */
    public static final long DEFAULT_HDR_MS = 1000;
    /** Largest {@code log_hist_coarseness}. */
    public static final int MAX_HIST_COARSENESS = 6;

    /** No logs; fio's defaults for the rest. */
    public static final LogSpec NONE = new LogSpec(null, null, null, null, null, 0, false, false, false, true,
            false, 0, 0, DEFAULT_HDR_MS, 0, false, false, false);

    /** @return true when the job writes any log */
    public boolean any() {
        return bwLog != null || iopsLog != null || latLog != null || histLog != null || hdrLog != null;
    }

    /** @return true when the bandwidth log has a row per I/O (fio then also samples bw per I/O) */
    public boolean bwPerIo() {
        return bwLog != null && avgMs == 0;
    }

    /** @return true when the IOPS log has a row per I/O (fio then also samples IOPS per I/O) */
    public boolean iopsPerIo() {
        return iopsLog != null && avgMs == 0;
    }

    /** @return a copy with the bandwidth log prefix (null = off) */
    public LogSpec withBwLog(String prefix) {
        return new LogSpec(prefix, iopsLog, latLog, histLog, hdrLog, avgMs, maxValue, offset, prio, perJobLogs,
                unixEpoch, histMs, histCoarseness, hdrMs, compressChunkBytes, storeCompressed, windowBoth, issueTime);
    }

    /** @return a copy with the IOPS log prefix (null = off) */
    public LogSpec withIopsLog(String prefix) {
        return new LogSpec(bwLog, prefix, latLog, histLog, hdrLog, avgMs, maxValue, offset, prio, perJobLogs,
                unixEpoch, histMs, histCoarseness, hdrMs, compressChunkBytes, storeCompressed, windowBoth, issueTime);
    }

    /** @return a copy with the latency logs' prefix (null = off) */
    public LogSpec withLatLog(String prefix) {
        return new LogSpec(bwLog, iopsLog, prefix, histLog, hdrLog, avgMs, maxValue, offset, prio, perJobLogs,
                unixEpoch, histMs, histCoarseness, hdrMs, compressChunkBytes, storeCompressed, windowBoth, issueTime);
    }

    /** @return a copy with the histogram log prefix (null = off) */
    public LogSpec withHistLog(String prefix) {
        return new LogSpec(bwLog, iopsLog, latLog, prefix, hdrLog, avgMs, maxValue, offset, prio, perJobLogs,
                unixEpoch, histMs, histCoarseness, hdrMs, compressChunkBytes, storeCompressed, windowBoth, issueTime);
    }

    /** @return a copy with the HdrHistogram log prefix (null = off) */
    public LogSpec withHdrLog(String prefix) {
        return new LogSpec(bwLog, iopsLog, latLog, histLog, prefix, avgMs, maxValue, offset, prio, perJobLogs,
                unixEpoch, histMs, histCoarseness, hdrMs, compressChunkBytes, storeCompressed, windowBoth, issueTime);
    }

    /** @return a copy with {@code log_avg_msec} */
    public LogSpec withAvgMs(long ms) {
        return new LogSpec(bwLog, iopsLog, latLog, histLog, hdrLog, ms, maxValue, offset, prio, perJobLogs,
                unixEpoch, histMs, histCoarseness, hdrMs, compressChunkBytes, storeCompressed, windowBoth, issueTime);
    }

    /** @return a copy with {@code log_max_value} */
    public LogSpec withMaxValue(boolean value) {
        return new LogSpec(bwLog, iopsLog, latLog, histLog, hdrLog, avgMs, value, offset, prio, perJobLogs,
                unixEpoch, histMs, histCoarseness, hdrMs, compressChunkBytes, storeCompressed, windowBoth, issueTime);
    }

    /** @return a copy with {@code log_offset} */
    public LogSpec withOffset(boolean value) {
        return new LogSpec(bwLog, iopsLog, latLog, histLog, hdrLog, avgMs, maxValue, value, prio, perJobLogs,
                unixEpoch, histMs, histCoarseness, hdrMs, compressChunkBytes, storeCompressed, windowBoth, issueTime);
    }

    /** @return a copy with {@code log_prio} */
    public LogSpec withPrio(boolean value) {
        return new LogSpec(bwLog, iopsLog, latLog, histLog, hdrLog, avgMs, maxValue, offset, value, perJobLogs,
                unixEpoch, histMs, histCoarseness, hdrMs, compressChunkBytes, storeCompressed, windowBoth, issueTime);
    }

    /** @return a copy with {@code per_job_logs} */
    public LogSpec withPerJobLogs(boolean value) {
        return new LogSpec(bwLog, iopsLog, latLog, histLog, hdrLog, avgMs, maxValue, offset, prio, value,
                unixEpoch, histMs, histCoarseness, hdrMs, compressChunkBytes, storeCompressed, windowBoth, issueTime);
    }

    /** @return a copy with {@code log_unix_epoch} */
    public LogSpec withUnixEpoch(boolean value) {
        return new LogSpec(bwLog, iopsLog, latLog, histLog, hdrLog, avgMs, maxValue, offset, prio, perJobLogs,
                value, histMs, histCoarseness, hdrMs, compressChunkBytes, storeCompressed, windowBoth, issueTime);
    }

    /** @return a copy with {@code log_hist_msec} */
    public LogSpec withHistMs(long ms) {
        return new LogSpec(bwLog, iopsLog, latLog, histLog, hdrLog, avgMs, maxValue, offset, prio, perJobLogs,
                unixEpoch, ms, histCoarseness, hdrMs, compressChunkBytes, storeCompressed, windowBoth, issueTime);
    }

    /** @return a copy with {@code log_hist_coarseness} */
    public LogSpec withHistCoarseness(int value) {
        return new LogSpec(bwLog, iopsLog, latLog, histLog, hdrLog, avgMs, maxValue, offset, prio, perJobLogs,
                unixEpoch, histMs, value, hdrMs, compressChunkBytes, storeCompressed, windowBoth, issueTime);
    }

    /** @return a copy with {@code log_hdr_msec} */
    public LogSpec withHdrMs(long ms) {
        return new LogSpec(bwLog, iopsLog, latLog, histLog, hdrLog, avgMs, maxValue, offset, prio, perJobLogs,
                unixEpoch, histMs, histCoarseness, ms, compressChunkBytes, storeCompressed, windowBoth, issueTime);
    }

    /**
     * @param prefix    a log's prefix as set ({@code ""} = the job's name)
     * @param jobName   the job's name
     * @param type      {@code bw}, {@code iops}, {@code slat}, {@code clat}, {@code lat}, {@code clat_hist}
     * @param jobNumber the job's 1-based number in the run (fio's {@code thread_number})
     * @param suffix    {@code log}, or {@code hlog} for the HdrHistogram log
     * @return the file name fio would use: {@code prefix_type.N.suffix}, without {@code .N}
     *         when {@code per_job_logs=0}
     */
    public String fileName(String prefix, String jobName, String type, int jobNumber, String suffix) {
        String p = prefix == null || prefix.isEmpty() ? jobName : prefix;
        return perJobLogs ? p + "_" + type + "." + jobNumber + "." + suffix : p + "_" + type + "." + suffix;
    }

    /** @throws JfioException when an interval or the coarseness is out of range */
    public LogSpec {
        Ranges.require("log_avg_msec", avgMs, 0, Integer.MAX_VALUE);
        Ranges.require("log_hist_msec", histMs, 0, Integer.MAX_VALUE);
        Ranges.require("log_hist_coarseness", histCoarseness, 0, MAX_HIST_COARSENESS);
        Ranges.require("log_hdr_msec", hdrMs, 1, Integer.MAX_VALUE);
        if (issueTime && (latLog == null || !offset)) {
            throw new JfioException("log_issue_time needs write_lat_log and log_offset (as newer fio requires)");
        }
    }

    static final OptionRecord<LogSpec> SCHEMA = OptionRecord.of(MethodHandles.lookup(), LogSpec.class, List.of(
            prefixOption("write_bw_log", "bwLog", "Write a bandwidth log (KiB/s): PREFIX_bw.N.log; the bare name uses the job name"),
            prefixOption("write_iops_log", "iopsLog", "Write an IOPS log: PREFIX_iops.N.log; the bare name uses the job name"),
            prefixOption("write_lat_log", "latLog",
                    "Write latency logs in ns: PREFIX_slat.N.log, PREFIX_clat.N.log, PREFIX_lat.N.log"),
            prefixOption("write_hist_log", "histLog", "Write fio's clat histogram log every log_hist_msec: PREFIX_clat_hist.N.log"),
            prefixOption("write_hdr_log", "hdrLog",
                    "jfio extra: write an HdrHistogram interval log of clat (ns, one histogram per direction, "
                    + "tagged read/write/trim) every log_hdr_msec: PREFIX_clat.N.hlog, read by HistogramLogReader"),
            JobOption.declare("log_avg_msec", INT, LOGS, "0",
                    "Average bw/iops/lat log rows over this many ms per direction (0: a row per I/O)")
                    .range(0, Integer.MAX_VALUE).sets(LogSpec.class, "avgMs").build(),
            JobOption.declare("log_max_value", BOOL, LOGS, "0", "Log the maximum of a log_avg_msec window instead of its average")
                    .sets(LogSpec.class, "maxValue").build(),
            JobOption.declare("log_window_value", ENUM, LOGS, "avg",
                    "Newer fio (not in 3.33): what a log_avg_msec window's row holds; 'both' adds a column after the value")
                    .allowed("avg", "The window's average (the default)").allowed("max", "The window's maximum")
                    .allowed("both", "Average, then maximum: time, avg, max, ddir, bs, ...")
                    .allowed("0", "Same as avg").allowed("1", "Same as max")
                    .applier((d, v, c) -> {
                        d.set(LogSpec.class, "maxValue", "max".equals(v) || "1".equals(v));
                        d.set(LogSpec.class, "windowBoth", "both".equals(v));
                    }).build(),
            JobOption.declare("log_issue_time", BOOL, LOGS, "0",
                    "Newer fio (not in 3.33): add the I/O's issue time (ns since the job's start) as the last column of the"
                    + " slat and clat logs (0 in other logs and in log_avg_msec rows)")
                    .sets(LogSpec.class, "issueTime").build(),
            JobOption.declare("log_offset", BOOL, LOGS, "0", "Add the I/O's offset to each log row")
                    .sets(LogSpec.class, "offset").build(),
            JobOption.declare("log_prio", BOOL, LOGS, "0",
                    "Write the priority column as the I/O's ioprio value in hex (0x0000 without prio/prioclass)")
                    .sets(LogSpec.class, "prio").build(),
            JobOption.declare("per_job_logs", BOOL, LOGS, "1",
                    "Put the job number in log file names (0: PREFIX_type.log, shared and appended to)")
                    .sets(LogSpec.class, "perJobLogs").build(),
            JobOption.declare("log_unix_epoch", BOOL, LOGS, "0", "Log time stamps in ms since the Unix epoch")
                    .sets(LogSpec.class, "unixEpoch").build(),
            JobOption.declare("log_hist_msec", INT, LOGS, "0", "Interval of write_hist_log rows in ms (0: no rows)")
                    .range(0, Integer.MAX_VALUE).sets(LogSpec.class, "histMs").build(),
            JobOption.declare("log_hist_coarseness", INT, LOGS, "0",
                    "Histogram log bins: 1856 halved this many times (0..6: 1856, 928, ..., 29)")
                    .range(0, MAX_HIST_COARSENESS).sets(LogSpec.class, "histCoarseness").build(),
            JobOption.declare("log_hdr_msec", INT, LOGS, Long.toString(DEFAULT_HDR_MS),
                    "jfio extra: interval of write_hdr_log histograms in ms")
                    .range(1, Integer.MAX_VALUE).sets(LogSpec.class, "hdrMs").build(),
            JobOption.declare("log_entries", INT, LOGS, "1024", "Initial log entries (jfio preallocates its own buffers)")
                    .range(1, Integer.MAX_VALUE).support(OptionSupport.NO_EFFECT).build(),
            JobOption.declare("log_compression", SIZE, LOGS, "0",
                    "Compress logs in chunks of this size: each chunk one zlib stream with log_store_compressed=1 "
                    + "(jfio streams logs to disk, so none are kept in memory either way)")
                    .range(0, Integer.MAX_VALUE).sets(LogSpec.class, "compressChunkBytes").build(),
            JobOption.declare("log_store_compressed", BOOL, LOGS, "0",
                    "Write logs compressed (zlib streams) as NAME.log.fz; jfio --inflate-log=FILE prints one as text")
                    .sets(LogSpec.class, "storeCompressed").build(),
            JobOption.declare("log_alternate_epoch", BOOL, LOGS, "0", "Log time stamps of another clock (fio; refused by jfio)")
                    .refused("jfio's log times count from the job's start, or from the Unix epoch with log_unix_epoch=1")
                    .build()));

    /** A log prefix option: the bare option keeps an inherited prefix, else means the job's name (fio). */
    private static JobOption prefixOption(String name, String component, String help) {
        return JobOption.declare(name, STRING, LOGS, "", help).valueOptional().applier((d, v, c) -> {
            String current = d.get(LogSpec.class, component, String.class);
            String value = (String) v;
            d.set(LogSpec.class, component, value.isEmpty() && current != null ? current : value);
        }).build();
    }

    /**
     * fio ties the bw/iops sampling to the logs: with a bandwidth (IOPS) log and
     * {@code log_avg_msec > 0}, an unset {@code bwavgtime} ({@code iopsavgtime}) becomes
     * {@code log_avg_msec}, so the log's rows are the report's samples (fio {@code init.c add_job}).
     */
    static void samplingFollowsLogs(OptionDraft d) {
        long avgMs = d.get(LogSpec.class, "avgMs", Long.class);
        if (avgMs <= 0) {
            return;
        }
        if (d.get(LogSpec.class, "bwLog") != null && !d.isSet(Reporting.class, "bwAvgTimeMs")) {
            d.set(Reporting.class, "bwAvgTimeMs", avgMs);
        }
        if (d.get(LogSpec.class, "iopsLog") != null && !d.isSet(Reporting.class, "iopsAvgTimeMs")) {
            d.set(Reporting.class, "iopsAvgTimeMs", avgMs);
        }
    }
}
