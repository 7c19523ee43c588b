package org.jfio.compare;

import java.util.function.ToDoubleFunction;

/**
 * The figures a comparison shows per cell, each read from a {@link RunSample}; a device figure is
 * -1 when the files are on no block device (tmpfs) and then printed as {@code -}.
 */
public enum Metric {
    /** I/Os per second. */
    IOPS("iops", "IOPS", RunSample::iops),
    /** Bandwidth in MiB/s (2^20 bytes per second). */
    BW_MIBPS("bw_mibps", "MiB/s", s -> s.bwBytesPerSec() / (1 << 20)),
    /** Median total latency (submission plus completion), µs. */
    LAT_P50_US("lat_p50_us", "p50 us", s -> s.latUs(50)),
    /** 99th percentile total latency, µs. */
    LAT_P99_US("lat_p99_us", "p99 us", s -> s.latUs(99)),
    /** 99.9th percentile total latency, µs. */
    LAT_P999_US("lat_p99.9_us", "p99.9 us", s -> s.latUs(99.9)),
    /** Median completion latency, µs (from the end of the submit call: not comparable across engines). */
    CLAT_P50_US("clat_p50_us", "clat p50 us", s -> s.clatUs(50)),
    /** 99th percentile completion latency, µs. */
    CLAT_P99_US("clat_p99_us", "clat p99 us", s -> s.clatUs(99)),
    /** 99.9th percentile completion latency, µs. */
    CLAT_P999_US("clat_p99.9_us", "clat p99.9 us", s -> s.clatUs(99.9)),
    /** CPU time (user + system) of the job threads per I/O, µs. */
    CPU_US_PER_IO("cpu_us_per_io", "cpu us/io", RunSample::cpuUsPerIo),
    /** Context switches of the job threads per I/O. */
    CTX_PER_IO("ctx_per_io", "ctx/io", RunSample::contextSwitchesPerIo),
    /** The busiest job thread's CPU share of its runtime, percent. */
    THREAD_CPU_PERCENT("max_thread_cpu_pct", "thr cpu%", RunSample::maxThreadCpuPercent),
    /** The device's utilization, percent ({@code /proc/diskstats} io_ticks over the runtime). */
    UTIL_PERCENT("util_pct", "util%", RunSample::utilPercent),
    /** I/Os the device completed per I/O jfio issued. */
    DEVICE_PER_ISSUED("dev_ios_per_issued", "dev/iss", RunSample::deviceIosPerIssued),
    /** Requests the device merged. */
    MERGES("merges", "merges", s -> s.deviceMerges()),
    /** Average requests in the device's queue ({@code in_queue} per ms of runtime). */
    AQU_SZ("aqu_sz", "aqu-sz", RunSample::avgQueueSize),
    /** The device's average time per request, ms. */
    AWAIT_MS("await_ms", "await ms", RunSample::awaitMs);

    private final String key;
    private final String label;
    private final ToDoubleFunction<RunSample> read;

    Metric(String key, String label, ToDoubleFunction<RunSample> read) {
        this.key = key;
        this.label = label;
        this.read = read;
    }

    /** @return the JSON key, e.g. {@code clat_p99_us} */
    public String key() {
        return key;
    }

    /** @return the table's column heading, e.g. {@code p99 us} */
    public String label() {
        return label;
    }

    /** @return this figure of one run */
    public double of(RunSample s) {
        return read.applyAsDouble(s);
    }
}
