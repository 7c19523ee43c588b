package org.jfio.report;

import org.jfio.format.CFormat;
import org.jfio.format.Num2Str;

import org.jfio.spi.DataDirection;
import org.jfio.result.JobProgress;
import org.jfio.result.JobState;
import org.jfio.result.RunProgress;
import org.jfio.job.JobSpec;

/**
 * fio's status line, from a series of {@link RunProgress} readings; matches fio 3.33
 * ({@code eta.c calc_thread_status} and {@code display_thread_status}) byte for byte:
 *
 * <pre>
 * Jobs: 1 (f=1): [m(1)][60.0%][r=104MiB/s,w=102MiB/s][r=26.6k,w=26.2k IOPS][eta 00m:02s]\r
 * </pre>
 *
 * <ul>
 *   <li>{@code Jobs: N (f=F)}: clones running (in ramp, doing I/O, pre-reading, syncing,
 *       finishing) and the files of those doing I/O; then {@code , min-max} of the configured
 *       {@code rate_min}/{@code rate} (bytes/s) or {@code , min-max IOPS} of
 *       {@code rate_iops_min}/{@code rate_iops}, when any running clone has one.</li>
 *   <li>The rest only once an ETA is known (3 s into the run) and something runs: one
 *       character per clone, run-length condensed ({@code [R(1),_(1),P(2)]}, see
 *       {@link JobProgress#statusChar()}); the share done, {@code elapsed / (elapsed + eta)}
 *       with one decimal ({@code -.-%} while every running clone is in ramp, or while the
 *       ETA is 0 before a good one was seen), scaled down while clones are still setting up;
 *       bandwidth (KiB/s shown with IEC prefixes) and IOPS of each direction that moved since
 *       the previous line, both left out when nothing moved; the ETA as {@code 00m:00s}, with
 *       {@code 00h:} and {@code 00d:} when needed. The run's ETA is the largest clone ETA
 *       ({@link JobEta}) plus the sum of those of clones still waiting behind a
 *       {@code stonewall}; the smallest under {@code exitall}.</li>
 *   <li>A line shorter than the previous one is padded with spaces; every line ends with
 *       {@code \r}. With a newline interval, a {@code \n} starts the first line written after
 *       each interval has passed.</li>
 *   <li>Nothing is written when no clone is running nor waiting to start.</li>
 * </ul>
 *
 * <p>Rates use the difference between two readings, so the first line after a pause covers
 * the whole pause; while nothing has moved yet the interval starts at the run's start (fio).
 *
 * <p>Deliberate difference: fio adds unknown per-job ETAs of stonewalled jobs in 32-bit
 * arithmetic and then prints a wrapped ETA ({@code [0.0%]...[eta 49710d:06h:28m:14s]}) in the
 * first seconds; here an unknown ETA stays unknown.
 *
 * <p>Not thread-safe: one instance per printed stream, fed by one thread.
 */
public final class StatusLine {
    private static final long UNKNOWN = Long.MAX_VALUE;
    private static final char[] DDIR_CHARS = {'r', 'w', 't'};
    private static final int D = DataDirection.DATA_COUNT;

    private final long newlineEveryMs;
    private long prevMs;
    private final long[] prevBytes = new long[D];
    private final long[] prevIos = new long[D];
    private int lineLenLast;
    private boolean etaGood;
    private boolean newlineInit;
    private long newlineLastMs;
    private boolean newlinePending;

    /** A status line rewritten in place (no newlines). */
    public StatusLine() {
        this(0);
    }

    /**
     * @param newlineEveryMs start a new line once this many ms have passed since the last one
     *                       (fio's {@code --eta-newline}); 0 never
     */
    public StatusLine(long newlineEveryMs) {
        if (newlineEveryMs < 0) {
            throw new IllegalArgumentException("newlineEveryMs=" + newlineEveryMs + " must not be negative");
        }
        this.newlineEveryMs = newlineEveryMs;
    }

    /**
     * Takes a reading and returns what to write for it.
     *
     * @param p the run's progress now; readings must come in time order
     * @return the text to write as is (it ends with {@code \r}, may start with {@code \n}), or
     *         the empty string when there is nothing to show
     */
    public String update(RunProgress p) {
        long nowMs = p.elapsedMs();
        if (sum(prevBytes) == 0) {
            prevMs = 0;
        }
        long elapsedSec = (nowMs + 999) / 1000;
        Counts c = count(p, elapsedSec);

        long dispMs = nowMs - prevMs;
        long[] rate = new long[D];
        long[] iops = new long[D];
        for (int d = 0; d < D; d++) {
            long bytesDiff = Math.max(0, c.bytes[d] - prevBytes[d]);
            long iosDiff = Math.max(0, c.ios[d] - prevIos[d]);
            rate[d] = dispMs > 0 ? 1000 * bytesDiff / dispMs / 1024 : 0;
            iops[d] = dispMs > 0 ? iosDiff * 1000 / dispMs : 0;
            prevBytes[d] = c.bytes[d];
            prevIos[d] = c.ios[d];
        }
        prevMs = nowMs;
        if (c.running == 0 && c.pending == 0) {
            return "";
        }
        return display(c, elapsedSec, rate, iops, nowMs);
    }

    /** What one reading holds, summed over the clones (fio's {@code struct jobs_eta}). */
    private static final class Counts {
        int running;
        int ramp;
        int settingUp;
        int pending;
        int files;
        final long[] rateMax = new long[D];
        final long[] rateMin = new long[D];
        final long[] iopsMax = new long[D];
        final long[] iopsMin = new long[D];
        final long[] bytes = new long[D];
        final long[] ios = new long[D];
        long etaSec;
        final StringBuilder states = new StringBuilder();
    }

    private static Counts count(RunProgress p, long elapsedSec) {
        Counts c = new Counts();
        long doneSecs = 0;
        boolean exitall = false;
        for (JobProgress j : p.jobs()) {
            if (j.state() == JobState.REAPED) {
                doneSecs += j.elapsedMs() / 1000;
            }
            exitall |= j.spec().ordering().exitall();
        }
        long etaMax = 0;
        long etaMin = UNKNOWN;
        long etaStone = 0;
        boolean unknown = elapsedSec < 3;
        for (JobProgress j : p.jobs()) {
            JobState s = j.state();
            JobSpec spec = j.spec();
            if (doesIo(s)) {
                c.running++;
                addLimits(c, spec);
                c.files += j.files();
            } else if (s == JobState.RAMP) {
                c.running++;
                c.ramp++;
            } else if (s == JobState.SETTING_UP) {
                c.settingUp++;
            } else if (s.compareTo(JobState.RUNNING) < 0) {
                c.pending++;
            }
            if (!unknown) {
                long eta = JobEta.seconds(j, doneSecs);
                etaMin = Math.min(etaMin, eta);
                if (s == JobState.NOT_CREATED && spec.ordering().stonewall()) {
                    etaStone += eta;
                } else {
                    etaMax = Math.max(etaMax, eta);
                }
            }
            c.states.append(j.statusChar());
            if (s.countsIo()) {
                for (int d = 0; d < D; d++) {
                    c.bytes[d] += j.bytes(DataDirection.of(d));
                    c.ios[d] += j.ios(DataDirection.of(d));
                }
            }
        }
        c.etaSec = unknown ? UNKNOWN : exitall ? etaMin : etaMax + etaStone;
        return c;
    }

    /** fio counts a clone's files and rate limits only in these states (not in ramp). */
    private static boolean doesIo(JobState s) {
        return s == JobState.RUNNING || s == JobState.VERIFYING || s == JobState.FSYNCING
                || s == JobState.PRE_READING || s == JobState.FINISHING;
    }

    private static void addLimits(Counts c, JobSpec spec) {
        boolean[] uses = {spec.rw().hasReads(), spec.rw().hasWrites(), spec.rw().hasTrims()};
        for (int d = 0; d < D; d++) {
            if (uses[d]) {
                DataDirection dd = DataDirection.of(d);
                c.rateMax[d] += spec.rate().bytesPerSec().get(dd);
                c.iopsMax[d] += spec.rate().iops().get(dd);
                c.rateMin[d] += spec.rate().minBytesPerSec().get(dd);
                c.iopsMin[d] += spec.rate().minIops().get(dd);
            }
        }
    }

    private String display(Counts c, long elapsedSec, long[] rate, long[] iops, long nowMs) {
        StringBuilder out = new StringBuilder(128);
        double perc = 0.0;
        String etaStr = "";
        if (c.etaSec != UNKNOWN && elapsedSec > 0) {
            perc = (double) elapsedSec / (double) (elapsedSec + c.etaSec);
            etaStr = etaString(c.etaSec);
        }
        if (newlinePending) {
            newlinePending = false;
            lineLenLast = 0;
            out.append('\n');
        }
        out.append("Jobs: ").append(c.running).append(" (f=").append(c.files).append(')');
        long minRate = sum(c.rateMin);
        long maxRate = sum(c.rateMax);
        if (minRate > 0 || maxRate > 0) {
            out.append(", ").append(Num2Str.num2str(minRate, Num2Str.DEFAULT_SIG_FIGS, 1, true, Num2Str.Unit.BYTE_PER_SEC))
                    .append('-').append(Num2Str.num2str(maxRate, Num2Str.DEFAULT_SIG_FIGS, 1, true, Num2Str.Unit.BYTE_PER_SEC));
        } else if (sum(c.iopsMin) > 0 || sum(c.iopsMax) > 0) {
            out.append(", ").append(sum(c.iopsMin)).append('-').append(sum(c.iopsMax)).append(" IOPS");
        }
        if (c.etaSec != UNKNOWN && c.running > 0) {
            String percStr;
            if ((c.etaSec == 0 && !etaGood) || c.ramp == c.running) {
                percStr = "-.-%";
            } else {
                double mult = 100.0;
                if (c.settingUp > 0) {
                    mult *= 1.0 - (double) c.settingUp / (double) c.running;
                }
                etaGood = true;
                percStr = CFormat.fixed(perc * mult, 3, 1) + "%";
            }
            out.append(": [").append(condense(c.states)).append("][").append(percStr).append(']');
            appendRates(out, rate, iops);
            out.append("[eta ").append(etaStr).append(']');
            int lineLen = out.length();
            if (lineLen < lineLenLast) {
                out.append(" ".repeat(lineLenLast - lineLen));
            }
            lineLenLast = lineLen;
        }
        out.append('\r');
        if (!newlineInit) {
            newlineInit = true;
            newlineLastMs = nowMs;
        } else if (newlineEveryMs > 0 && nowMs - newlineLastMs > newlineEveryMs) {
            newlineLastMs = nowMs;
            newlinePending = true;
        }
        return out.toString();
    }

    /** {@code [r=..,w=..][r=..,w=.. IOPS]} for the directions that moved; nothing when none did. */
    private static void appendRates(StringBuilder out, long[] rate, long[] iops) {
        boolean any = false;
        boolean[] has = new boolean[D];
        for (int d = 0; d < D; d++) {
            has[d] = rate[d] != 0 || iops[d] != 0;
            any |= has[d];
        }
        if (!any) {
            return;
        }
        out.append('[');
        String sep = "";
        for (int d = 0; d < D; d++) {
            if (has[d]) {
                out.append(sep).append(DDIR_CHARS[d]).append('=')
                        .append(Num2Str.num2str(rate[d], Num2Str.DEFAULT_SIG_FIGS, 1024, true, Num2Str.Unit.BYTE_PER_SEC));
                sep = ",";
            }
        }
        out.append("][");
        sep = "";
        for (int d = 0; d < D; d++) {
            if (has[d]) {
                out.append(sep).append(DDIR_CHARS[d]).append('=')
                        .append(Num2Str.num2str(iops[d], Num2Str.DEFAULT_SIG_FIGS, 1, false, Num2Str.Unit.NONE));
                sep = ",";
            }
        }
        out.append(" IOPS]");
    }

    /** @return fio's {@code eta_to_str}: {@code 05m:03s}, {@code 01h:00m:00s}, {@code 02d:00h:00m:00s} */
    static String etaString(long etaSec) {
        long s = etaSec % 60;
        long m = etaSec / 60 % 60;
        long h = etaSec / 3600 % 24;
        long d = etaSec / 86400;
        StringBuilder b = new StringBuilder();
        if (d > 0) {
            b.append(two(d)).append("d:");
        }
        if (h > 0 || d > 0) {
            b.append(two(h)).append("h:");
        }
        return b.append(two(m)).append("m:").append(two(s)).append('s').toString();
    }

    /** @return fio's run string condensed: {@code RRW_} becomes {@code R(2),W(1),_(1)} */
    static String condense(CharSequence states) {
        StringBuilder b = new StringBuilder();
        int i = 0;
        while (i < states.length()) {
            char ch = states.charAt(i);
            int n = 1;
            while (i + n < states.length() && states.charAt(i + n) == ch) {
                n++;
            }
            if (b.length() > 0) {
                b.append(',');
            }
            b.append(ch).append('(').append(n).append(')');
            i += n;
        }
        return b.toString();
    }

    private static String two(long v) {
        return v < 10 ? "0" + v : Long.toString(v);
    }

    private static long sum(long[] values) {
        long s = 0;
        for (long v : values) {
            s += v;
        }
        return s;
    }
}
