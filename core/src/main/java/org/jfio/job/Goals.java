package org.jfio.job;

import java.lang.invoke.MethodHandles;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.jfio.spi.JfioException;
import org.jfio.spi.option.DdirValues;
import org.jfio.spi.option.FioUnits;
import org.jfio.spi.option.JobOption;
import org.jfio.spi.option.OptionRecord;

import static org.jfio.spi.option.OptionCategory.REPORTING;
import static org.jfio.spi.option.OptionCategory.TIMING;
import static org.jfio.spi.option.OptionKind.BOOL;
import static org.jfio.spi.option.OptionKind.PERCENTILE_LIST;
import static org.jfio.spi.option.OptionKind.STRING;
import static org.jfio.spi.option.OptionKind.TIME;

/**
 * What a job must reach, and the verdicts it is held to: fio's steady-state detection
 * ({@code steadystate}/{@code ss}, {@code ss_dur}, {@code ss_ramp}, and newer fio's
 * {@code ss_interval}), fio's latency limits ({@code max_latency}; the {@code latency_target}
 * depth search with {@code latency_window}, {@code latency_percentile}, {@code latency_run}), and
 * jfio's SLO gates ({@code slo=}). Times in nanoseconds. Immutable.
 *
 * @param steadyState        the steady-state criterion and limit ({@code steadystate})
 * @param ssDurationNs       the rolling window judged; 0 disables steady-state detection ({@code ss_dur})
 * @param ssRampNs           time before samples are taken ({@code ss_ramp})
 * @param ssIntervalNs       one sample per interval, at least 1 s ({@code ss_interval}; fio 3.33 has 1 s fixed)
 * @param maxLatencyNs       per direction, the longest total latency tolerated, 0 none ({@code max_latency})
 * @param latencyTargetNs    the latency the depth search must meet, 0 none ({@code latency_target})
 * @param latencyWindowNs    how long each depth is tried ({@code latency_window})
 * @param latencyPercentile  the percent of I/Os that must meet the target ({@code latency_percentile})
 * @param latencyRun         keep searching for the whole run instead of settling ({@code latency_run})
 * @param slo                the job's SLO gates ({@code slo=}, jfio's; the command line's
 *                           {@code --slo=} adds to them)
 */
public record Goals(SteadyStateCriterion steadyState, long ssDurationNs, long ssRampNs, long ssIntervalNs,
        DdirValues maxLatencyNs, long latencyTargetNs, long latencyWindowNs, double latencyPercentile,
        boolean latencyRun, List<SloGate> slo) {
    private static final long SECOND_NS = 1_000_000_000L;

    /** @throws JfioException when the steady-state window does not fit its interval */
    public Goals {
        slo = List.copyOf(slo);
        if (ssIntervalNs < SECOND_NS) {
            throw new JfioException("ss_interval must be at least 1s");
        }
        if (ssDurationNs > 0 && (ssDurationNs % ssIntervalNs != 0 || ssDurationNs <= ssIntervalNs)) {
            throw new JfioException("ss_dur (" + ssDurationNs / 1_000_000 + " ms) must be a whole number of ss_interval ("
                    + ssIntervalNs / 1_000_000 + " ms) samples, at least two (e.g. ss_dur=" + 2 * ssIntervalNs / 1_000_000_000L
                    + "s or more)");
        }
        if (!(latencyPercentile > 0 && latencyPercentile <= 100)) {
            throw new JfioException("latency_percentile must be in (0, 100]");
        }
    }

    /** @return true when steady-state detection is on ({@code ss_dur} set) */
    public boolean steadyStateEnabled() {
        return ssDurationNs > 0;
    }

    /** @return the samples in the steady-state window ({@code ss_dur / ss_interval}) */
    public int ssSamples() {
        return (int) (ssDurationNs / ssIntervalNs);
    }

    /** @return true when the {@code latency_target} depth search is on */
    public boolean latencyTargetEnabled() {
        return latencyTargetNs > 0;
    }

    /** @return true when the job checks completions against {@code max_latency} or {@code latency_target} */
    public boolean checksLatency() {
        return latencyTargetEnabled() || maxLatencyNs.anyPositive();
    }

    static final OptionRecord<Goals> SCHEMA = OptionRecord.of(MethodHandles.lookup(), Goals.class, List.of(
            JobOption.declare("steadystate", STRING, TIMING, "iops_slope:0.01%",
                    "Steady-state criterion and limit: iops|iops_slope|bw|bw_slope:LIMIT[%] (active with ss_dur)")
                    .alias("ss").applier((d, v, c) -> d.set(Goals.class, "steadyState",
                            SteadyStateCriterion.parse("steadystate", (String) v, c.kbBase()))).build(),
            JobOption.declare("steadystate_duration", TIME, TIMING, "0",
                    "Stop the job once steady over this rolling window (bare number: seconds; 0: off)")
                    .alias("ss_dur").bareTimeUnit(TimeUnit.SECONDS).sets(Goals.class, "ssDurationNs").build(),
            JobOption.declare("steadystate_ramp_time", TIME, TIMING, "0",
                    "Wait this long before taking steady-state samples (bare number: seconds)")
                    .alias("ss_ramp").bareTimeUnit(TimeUnit.SECONDS).sets(Goals.class, "ssRampNs").build(),
            JobOption.declare("steadystate_check_interval", TIME, TIMING, "1s",
                    "One steady-state sample per interval, at least 1s (newer fio's; bare number: seconds)")
                    .alias("ss_interval").bareTimeUnit(TimeUnit.SECONDS).sets(Goals.class, "ssIntervalNs").build(),
            JobOption.declare("max_latency", STRING, TIMING, "",
                    "Fail the job (ETIMEDOUT) when one I/O's total latency exceeds this; read,write,trim (bare number: us)")
                    .applier((d, v, c) -> d.set(Goals.class, "maxLatencyNs", perDirectionTimes("max_latency", (String) v)))
                    .unset(DdirValues.ZERO).build(),
            JobOption.declare("latency_target", TIME, TIMING, "0",
                    "Find the highest depth whose latency meets this target (bare number: us)")
                    .bareTimeUnit(TimeUnit.MICROSECONDS).sets(Goals.class, "latencyTargetNs").build(),
            JobOption.declare("latency_window", TIME, TIMING, "0",
                    "How long each depth of the latency_target search is tried (bare number: us)")
                    .bareTimeUnit(TimeUnit.MICROSECONDS).sets(Goals.class, "latencyWindowNs").build(),
            JobOption.declare("latency_percentile", PERCENTILE_LIST, TIMING, "100",
                    "Percent of I/Os within latency_target for a depth to pass")
                    .applier((d, v, c) -> d.set(Goals.class, "latencyPercentile", single((double[]) v))).build(),
            JobOption.declare("latency_run", BOOL, TIMING, "0",
                    "Keep adjusting the depth for the whole run instead of settling on one")
                    .sets(Goals.class, "latencyRun").build(),
            JobOption.declare("slo", STRING, REPORTING, "",
                    "jfio's SLO gates, comma-separated: read.clat.p99<=2ms, iops>=50k, bw>=400MiB/s, util<=90%, ss.attained")
                    .applier((d, v, c) -> {
                        List<SloGate> gates = new ArrayList<>(d.get(Goals.class, "slo", List.class));
                        gates.addAll(SloParser.parseList((String) v));
                        d.set(Goals.class, "slo", List.copyOf(gates));
                    }).build()));

    private static double single(double[] values) {
        if (values.length != 1) {
            throw new JfioException("latency_percentile takes one percentile, not " + values.length);
        }
        return values[0];
    }

    /** fio's per-direction list: {@code 10ms} for all, {@code 10ms,20ms} read then write and trim, an empty part keeps 0. */
    private static DdirValues perDirectionTimes(String option, String text) {
        String[] parts = text.split(",", -1);
        if (parts.length > 3) {
            throw FioUnits.bad(option, text, "at most three values (read,write,trim)");
        }
        long[] v = new long[3];
        for (int i = 0; i < 3; i++) {
            if (i < parts.length) {
                v[i] = parts[i].isBlank() ? 0 : FioUnits.parseTimeNs(option, parts[i], 1_000L);
            } else {
                v[i] = v[i - 1];
            }
        }
        return new DdirValues(v[0], v[1], v[2]);
    }
}
