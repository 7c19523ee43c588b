/**
 * What a run measured, as plain immutable data: the same figures fio 3.33 reports, in fio's
 * units, kept exact enough that every report, comparison or merge is computed from them.
 * {@link org.jfio.api.JobRunner#run()} returns a {@link org.jfio.result.RunResult};
 * {@link org.jfio.api.JobRunner#progress()} a {@link org.jfio.result.RunProgress};
 * {@link org.jfio.api.Preflight#report()} a {@link org.jfio.result.PreflightReport}.
 *
 * <h2>Shape</h2>
 * <pre>
 * RunResult                     the JSON document
 *  ├─ groups: GroupResult        one per reporting group (stonewall, new_group)
 *  │   ├─ jobs: JobResult        every clone's own result (numjobs per job)
 *  │   └─ reported: JobResult    the clones, or one merged result under group_reporting
 *  │       ├─ directions: DirectionResult   READ, WRITE, TRIM, SYNC
 *  │       │   └─ slat, clat, lat: LatencyStats
 *  │       ├─ cpu: CpuUsage
 *  │       └─ depths: DepthDistribution
 *  ├─ disks: DiskUtilization     devices behind the files (DiskAggregate for dm/md)
 *  └─ warnings: Finding          the preflight's warnings
 * </pre>
 * Find a job's result by name with {@link org.jfio.result.RunResult#job(String)} (what the
 * reports print) and {@link org.jfio.result.RunResult#jobs(String)} (each clone); their javadoc
 * says what happens with {@code numjobs}, {@code group_reporting} and unknown names.
 *
 * <h2>Units and sources</h2>
 * Each figure is the one fio 3.33 prints under the JSON key given; names carry their unit.
 * <table class="striped">
 * <caption>Result figures and fio 3.33's JSON keys</caption>
 * <thead>
 * <tr><th scope="col">figure</th><th scope="col">unit</th><th scope="col">fio JSON key</th></tr>
 * </thead>
 * <tbody>
 * <tr><td>{@code JobResult.runtimeMs()}, {@code runtime()}</td><td>ms, {@code Duration}</td>
 *     <td>{@code job_runtime}</td></tr>
 * <tr><td>{@code JobResult.error()}, {@code errorMessage()}</td><td>errno</td><td>{@code error}</td></tr>
 * <tr><td>{@code CpuUsage.userPercent(runtimeMs)}, {@code systemPercent}</td><td>% of the runtime</td>
 *     <td>{@code usr_cpu}, {@code sys_cpu}</td></tr>
 * <tr><td>{@code CpuUsage.contextSwitches()}, {@code majorFaults()}, {@code minorFaults()}</td>
 *     <td>counts</td><td>{@code ctx}, {@code majf}, {@code minf}</td></tr>
 * <tr><td>{@code DirectionResult.bytes()}, {@code ios()}, {@code shortIos()}, {@code dropIos()}</td>
 *     <td>bytes, counts</td><td>{@code io_bytes}, {@code total_ios}, {@code short_ios}, {@code drop_ios}</td></tr>
 * <tr><td>{@code DirectionResult.runtimeMs()}, {@code runtime()}</td><td>ms, {@code Duration}</td>
 *     <td>{@code runtime}</td></tr>
 * <tr><td>{@code DirectionResult.bwBytesPerSec()}, {@code iops()}</td><td>bytes/s, I/Os per s</td>
 *     <td>{@code bw_bytes}, {@code iops}</td></tr>
 * <tr><td>{@code DirectionResult.slat()}, {@code clat()}, {@code lat()}</td><td>ns</td>
 *     <td>{@code slat_ns}, {@code clat_ns}, {@code lat_ns}</td></tr>
 * <tr><td>{@code LatencyStats.minNs()}, {@code maxNs()}, {@code meanNs()}, {@code stddevNs()},
 *     {@code count()}</td><td>ns, samples</td><td>{@code min}, {@code max}, {@code mean},
 *     {@code stddev}, {@code N}</td></tr>
 * <tr><td>{@code LatencyStats.fioPercentileNs(p)}, {@code fioPercentile(p)}</td><td>ns, {@code Duration}</td>
 *     <td>{@code percentile}</td></tr>
 * <tr><td>{@code LatencyStats.fioBins()}</td><td>ns to samples</td><td>{@code bins} (json+)</td></tr>
 * <tr><td>{@code LatencyStats.percentileNs(p)}, {@code percentile(p)}</td><td>ns, {@code Duration}</td>
 *     <td>{@code jfio.*.percentile} ({@code --extended}; exact, not fio's)</td></tr>
 * <tr><td>{@code DirectionResult.bwKiBps()}</td><td>KiB/s samples</td>
 *     <td>{@code bw_min}, {@code bw_max}, {@code bw_mean}, {@code bw_dev}, {@code bw_samples}</td></tr>
 * <tr><td>{@code DirectionResult.iopsSamples()}</td><td>I/Os per s samples</td>
 *     <td>{@code iops_min}, {@code iops_max}, {@code iops_mean}, {@code iops_stddev}, {@code iops_samples}</td></tr>
 * <tr><td>{@code DirectionResult.scheduledLat()}</td><td>ns</td>
 *     <td>{@code jfio.*.sched_lat_ns} ({@code --extended}, under a rate cap)</td></tr>
 * <tr><td>{@code JobResult.depths()}</td><td>counts per bucket</td>
 *     <td>{@code iodepth_level}, {@code iodepth_submit}, {@code iodepth_complete} (as %)</td></tr>
 * <tr><td>{@code DiskUtilization}</td><td>ios, merges, ms, %</td><td>{@code disk_util[]}</td></tr>
 * <tr><td>{@code RunResult.startEpochMs()}, {@code startTime()}; {@code JobResult.endEpochMs()},
 *     {@code endTime()}</td><td>ms since the epoch, {@code Instant}</td><td>({@code timestamp_ms} is the
 *     last job's end)</td></tr>
 * </tbody>
 * </table>
 *
 * <p>Latencies are recorded per I/O in HdrHistograms (1 ns resolution, 3 significant digits,
 * no ceiling); count, min, max, mean and standard deviation are exact. Two percentiles are
 * offered: fio's ({@code fioPercentile}: the value of fio's log-linear bucket, what fio and
 * jfio's reports print, capped at 17.18 s as in fio) and the exact one ({@code percentile}:
 * HdrHistogram's). Bandwidth and IOPS samples are taken every {@code bwavgtime} /
 * {@code iopsavgtime} ms (default 500). Under {@code group_reporting} histograms merge exactly
 * and counts add up; the sample statistics follow fio's rules for concurrent jobs
 * ({@link org.jfio.result.SampleStats#sum}).
 *
 * <h2>Threads</h2>
 * Every type here is immutable and thread-safe: a result can be handed to other threads, kept,
 * or merged while the next run goes on. {@link org.jfio.result.LatencyStats#histogram()}
 * returns a copy; the count arrays of a {@link org.jfio.result.DepthDistribution} are its own
 * and must not be modified.
 */
package org.jfio.result;
