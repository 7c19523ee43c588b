package org.jfio.stats;

import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.jfio.spi.DataDirection;
import org.jfio.spi.IoClock;
import org.jfio.spi.IoUnit;
import org.jfio.spi.JfioException;
import org.jfio.job.JobSpec;
import org.jfio.job.LogSpec;

/**
 * The log files of one job clone ({@link LogSpec}): fio's bw, iops, slat/clat/lat and clat
 * histogram logs, and jfio's HdrHistogram log. The job thread feeds them per I/O
 * ({@link #completed}) and per bw/iops sample; a {@link LogWriter} thread of the clone writes
 * them. Times are ms since the start of the measured run (after {@code ramp_time}), as fio's
 * {@code td->epoch}; I/Os completing before it are not logged.
 *
 * <p>Where rows come from, as in fio 3.33:
 * <ul>
 *   <li>slat, clat, lat: every completed read, write or trim ({@link ValueLog}, per I/O or per
 *       {@code log_avg_msec} window). slat rows carry the issue time and exist only for engines
 *       that submit asynchronously; the file is created empty otherwise.</li>
 *   <li>bw, iops with {@code log_avg_msec=0}: a row per I/O (bw = bytes * 10^6 / clat ns, iops
 *       = 1), and the report's bw/iops statistics become these per-I/O samples too.</li>
 *   <li>bw, iops with {@code log_avg_msec>0}: a row per bw/iops sample of a direction that moved
 *       (every {@code bwavgtime}/{@code iopsavgtime}, which default to {@code log_avg_msec}
 *       then), so no row for the last interval that the end of the job cuts short.</li>
 *   <li>clat histogram: {@link ClatHistLog}; HdrHistogram: {@link HdrIntervalLog}.</li>
 * </ul>
 *
 * <p>{@link #open} and the recording methods belong to the job thread; {@link #completed}
 * allocates nothing, takes no lock and writes no file.
 */
public final class JobLogs {
    /** Rows per chunk of a log with a row per I/O. */
    private static final int IO_CHUNK_ROWS = 2048;
    /** Chunks of a log with a row per I/O: how far the writer may fall behind. */
    private static final int IO_CHUNKS = 4;
    /** Rows per chunk of a windowed log (a row per window and direction). */
    private static final int WINDOW_CHUNK_ROWS = 256;
    private static final int WINDOW_CHUNKS = 4;
    /** Rows per chunk of a histogram log (1859 numbers each at most). */
    private static final int HIST_CHUNK_ROWS = 4;
    private static final int HIST_CHUNKS = 4;

    private final LogSpec spec;
    private final LogWriter writer;
    private final List<RowLog> rowLogs = new ArrayList<>();
    private final List<CsvRowFormat> csvFormats = new ArrayList<>();
    private final boolean slatRecorded;
    private ValueLog slat;
    private ValueLog clat;
    private ValueLog lat;
    private ValueLog bwPerIo;
    private ValueLog iopsPerIo;
    private ClatHistLog hist;
    private HistRowFormat histFormat;
    private HdrIntervalLog hdr;
    private IntervalSampler bwSampler;
    private IntervalSampler iopsSampler;
    private boolean started;
    private boolean finished;
    private long epochNs;

    private JobLogs(LogSpec spec, String threadName, boolean slatRecorded) {
        this.spec = spec;
        this.writer = new LogWriter(threadName);
        this.slatRecorded = slatRecorded;
    }

    /**
     * Creates (or, with {@code per_job_logs=0}, opens for appending) the job's log files and
     * starts their writer.
     *
     * @param jobNumber    the clone's 1-based number in the run (fio's {@code thread_number})
     * @param stats        the clone's statistics; its bw/iops samplers must have an interval of
     *                     0 when that log has a row per I/O ({@link LogSpec#bwPerIo()})
     * @param slatRecorded true when the engine submits asynchronously (slat exists)
     * @return the logs, or null when the job writes none
     * @throws JfioException {@code job: write_bw_log: cannot create p_bw.1.log: No such file or
     *                       directory} when a file cannot be opened
     */
    public static JobLogs open(JobSpec job, int jobNumber, JobStats stats, boolean slatRecorded) {
        LogSpec s = job.logs();
        if (!s.any()) {
            return null;
        }
        JobLogs logs = new JobLogs(s, "jfio-log-" + jobNumber, slatRecorded);
        List<LogOutput> opened = new ArrayList<>();
        try {
            logs.openAll(job, jobNumber, stats, opened);
        } catch (JfioException e) {
            for (LogOutput o : opened) {
                o.closeQuietly();
            }
            throw e;
        }
        stats.logs(logs);
        logs.writer.start();
        return logs;
    }

    private void openAll(JobSpec job, int n, JobStats stats, List<LogOutput> opened) {
        long window = spec.avgMs();
        if (spec.latLog() != null) {
            // without slat (sync engines) the slat file stays empty: no buffers for it
            slat = valueLog(open(job, "write_lat_log", spec.latLog(), "slat", n, "log", opened), window,
                    slatRecorded && window == 0, false);
            clat = valueLog(open(job, "write_lat_log", spec.latLog(), "clat", n, "log", opened), window, window == 0, false);
            lat = valueLog(open(job, "write_lat_log", spec.latLog(), "lat", n, "log", opened), window, window == 0, false);
        }
        if (spec.bwLog() != null) {
            bwSampler = stats.bandwidthSampler();
            ValueLog bw = valueLog(open(job, "write_bw_log", spec.bwLog(), "bw", n, "log", opened), 0, window == 0, window != 0);
            if (window == 0) {
                bwPerIo = bw;
            } else {
                bwSampler.log(bw);
            }
        }
        if (spec.iopsLog() != null) {
            iopsSampler = stats.iopsSampler();
            ValueLog iops = valueLog(open(job, "write_iops_log", spec.iopsLog(), "iops", n, "log", opened), 0,
                    window == 0, window != 0);
            if (window == 0) {
                iopsPerIo = iops;
            } else {
                iopsSampler.log(iops);
            }
        }
        if (spec.histLog() != null) {
            LogOutput out = open(job, "write_hist_log", spec.histLog(), "clat_hist", n, "log", opened);
            if (spec.histMs() > 0) {
                int bins = ClatHistLog.bins(spec.histCoarseness());
                histFormat = new HistRowFormat(bins);
                RowLog rows = new RowLog(3 + bins, HIST_CHUNK_ROWS, HIST_CHUNKS, histFormat, out, writer);
                rowLogs.add(rows);
                hist = new ClatHistLog(rows, spec.histMs(), spec.histCoarseness());
            } else {
                // fio creates the file and writes nothing into it
                new RowLog(3, 1, 1, (d, at, o) -> { }, out, writer);
            }
        }
        if (spec.hdrLog() != null) {
            LogOutput out = open(job, "write_hdr_log", spec.hdrLog(), "clat", n, "hlog", opened);
            boolean[] active = {job.rw().hasReads(), job.rw().hasWrites(), job.rw().hasTrims()};
            try {
                hdr = new HdrIntervalLog(out, writer, active, spec.hdrMs());
            } catch (IOException e) {
                throw new JfioException(job.name() + ": write_hdr_log: cannot write " + out.path() + ": "
                        + reason(e), e);
            }
        }
    }

    private ValueLog valueLog(LogOutput out, long windowMs, boolean perIo, boolean sampled) {
        CsvRowFormat format = new CsvRowFormat(spec.offset(), spec.prio(), spec.windowBoth(), spec.issueTime());
        csvFormats.add(format);
        RowLog rows = perIo
                ? new RowLog(CsvRowFormat.STRIDE, IO_CHUNK_ROWS, IO_CHUNKS, format, out, writer)
                : new RowLog(CsvRowFormat.STRIDE, WINDOW_CHUNK_ROWS, WINDOW_CHUNKS, format, out, writer);
        rowLogs.add(rows);
        return new ValueLog(rows, windowMs, spec.maxValue(), spec.windowBoth(), sampled);
    }

    private LogOutput open(JobSpec job, String option, String prefix, String type, int n, String suffix,
            List<LogOutput> opened) {
        Path path = Path.of(spec.fileName(prefix, job.name(), type, n, suffix) + (spec.storeCompressed() ? ".fz" : ""));
        try {
            LogOutput out = LogOutput.open(path, !spec.perJobLogs(), spec.storeCompressed(), spec.compressChunkBytes());
            opened.add(out);
            return out;
        } catch (IOException e) {
            throw new JfioException(job.name() + ": " + option + ": cannot create " + path + ": " + reason(e), e);
        }
    }

    private static String reason(IOException e) {
        if (e instanceof NoSuchFileException) {
            return "No such file or directory";
        }
        if (e instanceof AccessDeniedException) {
            return "Permission denied";
        }
        if (e instanceof FileSystemException fse && fse.getReason() != null) {
            return fse.getReason();
        }
        return e.getMessage() == null ? e.toString() : e.getMessage();
    }

    /** The measured run starts: times count from here (called by {@link JobStats#startMeasuring}). */
    void start(long nowNs) {
        epochNs = nowNs;
        started = true;
        long base = spec.unixEpoch() ? System.currentTimeMillis() : 0;
        for (CsvRowFormat f : csvFormats) {
            f.timeBaseMs(base);
        }
        if (histFormat != null) {
            histFormat.timeBaseMs(base);
        }
        if (clat != null) {
            slat.restart();
            clat.restart();
            lat.restart();
        }
        if (hdr != null) {
            hdr.start(nowNs);
        }
    }

    /**
     * Logs one completed I/O (read, write or trim; sync requests are not logged).
     *
     * @param unit  the unit with its start, issue and completion times
     * @param nowNs its completion time ({@link IoClock#nowNs()})
     */
    public void completed(IoUnit unit, long nowNs) {
        DataDirection dd = unit.ddir();
        if (!started || !dd.isData()) {
            return;
        }
        int d = dd.ordinal();
        long bs = unit.lengthBytes();
        long offset = unit.offsetBytes();
        long issueNs = unit.issueNs();
        long clatNs = Math.max(0, nowNs - issueNs);
        long ms = (nowNs - epochNs) / 1_000_000L;
        int ioprio = unit.ioprio(); // fio's io_u->ioprio: the logs' prio column
        if (lat != null) {
            long issuedNs = Math.max(0, issueNs - epochNs); // log_issue_time's column
            if (slatRecorded) {
                slat.record(d, Math.max(0, issueNs - unit.startNs()), bs, offset,
                        Math.max(0, (issueNs - epochNs) / 1_000_000L), issuedNs, ioprio);
            }
            clat.record(d, clatNs, bs, offset, ms, issuedNs, ioprio);
            lat.record(d, Math.max(0, nowNs - unit.startNs()), bs, offset, ms, 0, ioprio);
        }
        if (bwPerIo != null) {
            long rate = clatNs > 0 ? bs * 1_000_000L / clatNs : 0;
            bwPerIo.record(d, rate, bs, offset, ms, 0, ioprio);
            bwSampler.unit(d, rate);
        }
        if (iopsPerIo != null) {
            iopsPerIo.record(d, 1, bs, offset, ms, 0, ioprio);
            iopsSampler.unit(d, 1);
        }
        if (hist != null) {
            hist.record(d, clatNs, bs, ms);
        }
        if (hdr != null) {
            hdr.record(d, clatNs, nowNs);
        }
    }

    /**
     * @return how long the job thread waited for the log writer, in ms (rows per I/O written
     *         slower than I/Os completed); valid after {@link #finish}
     */
    public long waitedMs() {
        long ns = 0;
        for (RowLog r : rowLogs) {
            ns += r.waitedNs();
        }
        return ns / 1_000_000L;
    }

    /**
     * Ends the logs: writes the windows still open, lets the writer write everything and close
     * the files, and waits for it. Safe to call more than once.
     *
     * @return the first failure writing a file ({@code p_bw.1.log: No space left on device}),
     *         or null
     */
    public String finish() {
        if (finished) {
            return null;
        }
        finished = true;
        if (started) {
            long now = IoClock.nowNs();
            long ms = (now - epochNs) / 1_000_000L;
            if (clat != null) {
                slat.finish(ms);
                clat.finish(ms);
                lat.finish(ms);
            }
            if (hdr != null) {
                hdr.finish(now);
            }
        }
        for (RowLog r : rowLogs) {
            r.publish();
        }
        return writer.finish();
    }
}
