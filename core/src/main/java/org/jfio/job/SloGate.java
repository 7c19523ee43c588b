package org.jfio.job;

import java.util.Objects;

import org.jfio.spi.DataDirection;

/**
 * One service-level gate on a job's result (jfio's, not fio's): {@code read.clat.p99<=2ms},
 * {@code iops>=50k}, {@code write.bw>=400MiB/s}, {@code util<=90%}, {@code ss.attained}. Parsed
 * by {@link SloParser} from the job option {@code slo=} (the command line's {@code --slo=}), judged
 * after the run on each reported job or group ({@code org.jfio.result.SloVerdict}).
 *
 * <p>Units of {@link #threshold()}: nanoseconds for latencies, I/Os per second for {@code iops},
 * bytes per second for {@code bw}, percent for {@code util}, 1 for {@code ss.attained}.
 * Latency percentiles are judged on the exact HdrHistogram value (3 significant digits), not on
 * fio's bucketed one. Immutable.
 *
 * @param text       the gate as written (trimmed), for reports
 * @param metric     what is measured
 * @param ddir       the direction (READ, WRITE or TRIM), or null for every data direction together
 * @param stat       which figure of a latency ({@link Stat#NONE} for the other metrics)
 * @param percentile the percentile for {@link Stat#PERCENTILE} (e.g. 99.9), else 0
 * @param operator   how the value is compared with the threshold
 * @param threshold  the limit, in the metric's unit (above)
 */
public record SloGate(String text, Metric metric, DataDirection ddir, Stat stat, double percentile, Operator operator,
        double threshold) {

    /** What a gate measures. */
    public enum Metric {
        /** Submission latency (fio's {@code slat}). */
        SLAT("slat"),
        /** Completion latency (fio's {@code clat}). */
        CLAT("clat"),
        /** Total latency (fio's {@code lat}). */
        LAT("lat"),
        /** I/Os per second over the job's runtime. */
        IOPS("iops"),
        /** Bytes per second over the job's runtime. */
        BW("bw"),
        /** The busiest device's utilization in percent (fio's {@code util}). */
        UTIL("util"),
        /** Whether fio's steady-state detection ({@code ss=}) was attained. */
        SS_ATTAINED("ss.attained");

        private final String label;

        Metric(String label) {
            this.label = label;
        }

        /** @return the name as written in a gate */
        public String label() {
            return label;
        }

        /** @return true for slat, clat and lat */
        public boolean isLatency() {
            return this == SLAT || this == CLAT || this == LAT;
        }
    }

    /** Which figure of a latency distribution a gate reads. */
    public enum Stat {
        /** Not a latency. */
        NONE,
        /** A percentile ({@code p99}, {@code p99.9}, {@code p50}). */
        PERCENTILE,
        /** The mean. */
        MEAN,
        /** The smallest sample. */
        MIN,
        /** The largest sample. */
        MAX
    }

    /** The comparison of a gate. */
    public enum Operator {
        /** {@code <=} */
        LE("<="),
        /** {@code <} */
        LT("<"),
        /** {@code >=} */
        GE(">="),
        /** {@code >} */
        GT(">"),
        /** {@code ==} */
        EQ("==");

        private final String symbol;

        Operator(String symbol) {
            this.symbol = symbol;
        }

        /** @return the operator as written */
        public String symbol() {
            return symbol;
        }

        /** @return true when {@code value} passes against {@code threshold} */
        public boolean holds(double value, double threshold) {
            return switch (this) {
                case LE -> value <= threshold;
                case LT -> value < threshold;
                case GE -> value >= threshold;
                case GT -> value > threshold;
                case EQ -> value == threshold;
            };
        }
    }

    /** @throws NullPointerException when a part is missing */
    public SloGate {
        Objects.requireNonNull(text, "text");
        Objects.requireNonNull(metric, "metric");
        Objects.requireNonNull(stat, "stat");
        Objects.requireNonNull(operator, "operator");
    }

    /**
     * @return the measured quantity as written without the comparison: {@code read.clat.p99},
     *         {@code iops}, {@code ss.attained}
     */
    public String subject() {
        StringBuilder b = new StringBuilder();
        if (ddir != null) {
            b.append(ddir.name().toLowerCase(java.util.Locale.ROOT)).append('.');
        }
        b.append(metric.label());
        switch (stat) {
            case PERCENTILE -> b.append(".p").append(SloParser.percentileText(percentile));
            case MEAN -> b.append(".mean");
            case MIN -> b.append(".min");
            case MAX -> b.append(".max");
            default -> { }
        }
        return b.toString();
    }
}
