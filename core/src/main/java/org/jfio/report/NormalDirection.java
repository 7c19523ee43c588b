package org.jfio.report;

import org.jfio.format.CFormat;
import org.jfio.format.Num2Str;

import org.jfio.job.ReportOptions;
import org.jfio.result.DirectionResult;
import org.jfio.result.LatencyStats;
import org.jfio.result.PrioLatency;
import org.jfio.result.SampleStats;
import org.jfio.spi.DataDirection;

/**
 * One direction's block of fio's normal output ({@code stat.c show_ddir_status}): the
 * {@code IOPS/BW} line, the {@code slat/clat/lat} summaries and percentiles, the {@code bw} and
 * {@code iops} sample lines, and with {@code --extended} jfio's exact percentiles and the latency
 * from the rate schedule. {@link NormalReport} gives the layout. Immutable.
 */
final class NormalDirection {
    private final boolean extended;

    /** @param extended true for jfio's extra lines ({@code --extended}) */
    NormalDirection(boolean extended) {
        this.extended = extended;
    }

    void append(String label, DirectionResult r, GroupSummary gs, double[] percentiles,
            ReportOptions ro, StringBuilder b) {
        long runtime = r.runtimeMs();
        long bw = r.bytes() * 1000 / runtime;
        long iops = r.ios() * 1000 / runtime;
        b.append("  ").append(label).append(": IOPS=").append(Num2Str.iops(iops))
                .append(", BW=").append(Num2Str.bw(bw, true, ro.bandwidthInBits())).append(" (")
                .append(Num2Str.bw(bw, false, ro.bandwidthInBits())).append(")(")
                .append(Num2Str.bytesIec(r.bytes())).append('/').append(runtime).append("msec)");
        if (r.ddir() == DataDirection.WRITE) {
            b.append("; 0 zone resets");
        }
        b.append('\n');
        if (r.slat().count() > 0) {
            b.append(LatencyFormat.summaryLine("slat", r.slat()));
        }
        if (r.clat().count() > 0) {
            b.append(LatencyFormat.summaryLine("clat", r.clat()));
        }
        if (r.lat().count() > 0) {
            b.append(LatencyFormat.summaryLine(" lat", r.lat()));
        }
        boolean prios = r.prioSamples() >= 2;
        String prioType = ro.latPercentiles() ? "lat" : "clat";
        if (prios) {
            for (PrioLatency p : r.prios()) {
                if (p.latency().count() > 0) {
                    b.append(LatencyFormat.summaryLine(prioName(prioType, p), p.latency()));
                }
            }
        }
        if (ro.slatPercentiles()) {
            b.append(LatencyFormat.percentileBlock("slat", r.slat(), percentiles));
        }
        if (ro.clatPercentiles()) {
            b.append(LatencyFormat.percentileBlock("clat", r.clat(), percentiles));
        }
        if (ro.latPercentiles()) {
            b.append(LatencyFormat.percentileBlock("lat", r.lat(), percentiles));
        }
        if (prios && (ro.clatPercentiles() || ro.latPercentiles())) {
            long samples = ro.latPercentiles() ? r.lat().count() : r.clat().count();
            for (PrioLatency p : r.prios()) {
                long n = p.latency().count();
                if (n > 0) {
                    String share = CFormat.fixed(samples == 0 ? 0.0 : 100.0 * n / samples, 2);
                    b.append(LatencyFormat.percentileBlock(prioName(prioType, p) + " (" + share + "% of IOs)",
                            p.latency(), percentiles));
                }
            }
        }
        sampleLines(r, gs, b);
        if (extended) {
            extendedLines(r, percentiles, ro, b);
        }
    }

    /** fio's {@code clat prio 1/0}: the latency's name, the priority class and level. */
    private static String prioName(String type, PrioLatency p) {
        return type + " prio " + p.prioClass() + "/" + p.level();
    }

    /** The {@code bw} and {@code iops} sample lines of one direction (fio's show_ddir_status). */
    private static void sampleLines(DirectionResult r, GroupSummary gs, StringBuilder b) {
        SampleStats bws = r.bwKiBps();
        if (bws.samples() > 0) {
            double per = gs.percentOfAggregate(r.ddir(), bws.mean());
            long min = bws.min();
            long max = bws.max();
            double mean = bws.mean();
            double dev = bws.stddev();
            String unit = "KiB";
            if (mean > 1024.0 * 1024.0) {
                min = (long) (min / 1024.0);
                max = (long) (max / 1024.0);
                mean /= 1024.0;
                dev /= 1024.0;
                unit = "MiB";
            }
            b.append("   bw (").append(CFormat.pad(unit, 5)).append("/s): min=").append(CFormat.pad(min, 5))
                    .append(", max=").append(CFormat.pad(max, 5))
                    .append(", per=").append(CFormat.fixed(per, 3, 2))
                    .append("%, avg=").append(CFormat.fixed(mean, 5, 2))
                    .append(", stdev=").append(CFormat.fixed(dev, 5, 2))
                    .append(", samples=").append(bws.samples()).append('\n');
        }
        SampleStats io = r.iopsSamples();
        if (io.samples() > 0) {
            b.append("   iops        : min=").append(CFormat.pad(io.min(), 5))
                    .append(", max=").append(CFormat.pad(io.max(), 5))
                    .append(", avg=").append(CFormat.fixed(io.mean(), 5, 2))
                    .append(", stdev=").append(CFormat.fixed(io.stddev(), 5, 2))
                    .append(", samples=").append(io.samples()).append('\n');
        }
    }

    /** jfio's {@code --extended} lines of one direction: exact percentiles, latency from the schedule. */
    private static void extendedLines(DirectionResult r, double[] percentiles, ReportOptions ro, StringBuilder b) {
        double[] list = ExtendedFigures.percentileList(percentiles);
        if (ro.slatPercentiles() && r.slat().count() > 0) {
            b.append(LatencyFormat.percentileBlock("slat exact", list, ExtendedFigures.exact(r.slat(), list)));
        }
        if (r.clat().count() > 0) {
            b.append(LatencyFormat.percentileBlock("clat exact", list, ExtendedFigures.exact(r.clat(), list)));
        }
        if (ro.latPercentiles() && r.lat().count() > 0) {
            b.append(LatencyFormat.percentileBlock("lat exact", list, ExtendedFigures.exact(r.lat(), list)));
        }
        LatencyStats sched = r.scheduledLat();
        if (sched.count() > 0) {
            b.append(LatencyFormat.summaryLine("sched lat", sched));
            b.append(LatencyFormat.percentileBlock("sched lat exact", list, ExtendedFigures.exact(sched, list)));
        }
    }
}
