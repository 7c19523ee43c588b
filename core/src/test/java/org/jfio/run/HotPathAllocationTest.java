package org.jfio.run;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

import org.jfio.spi.DataDirection;
import org.jfio.spi.EngineCapability;
import org.jfio.spi.EngineContext;
import org.jfio.api.EngineRegistry;
import org.jfio.spi.IoEngine;
import org.jfio.spi.IoEngineProvider;
import org.jfio.spi.IoUnit;
import org.jfio.api.JobRunner;
import org.jfio.spi.QueueStatus;
import org.jfio.job.BlockSizeSplit;
import org.jfio.job.JobPlan;
import org.jfio.job.JobSpec;
import org.jfio.job.LogSpec;
import org.jfio.job.RandomDistribution;
import org.jfio.job.ReadWrite;
import org.jfio.testkit.AllocationMeter;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The per-I/O path of the core allocates nothing: a diskless engine (completing inline, or
 * through a ring of {@code iodepth} units) doing over a million I/Os, measured by the
 * {@link AllocationMeter} on the job thread.
 */
@Tag("allocation")
class HotPathAllocationTest {
    private static final int WARMUP_IOS = 200_000;
    private static final int MEASURED_IOS = 1_000_000;

    /** A null engine that completes inline, or (async) stages units and hands them back on reap. */
    static final class RingNullProvider implements IoEngineProvider {
        private final boolean async;
        private final Set<EngineCapability> capabilities;

        RingNullProvider(boolean async) {
            this(async, false);
        }

        /** @param warms declare {@link EngineCapability#SCRATCH_WARMUP}: jobs are warmed up first */
        RingNullProvider(boolean async, boolean warms) {
            this.async = async;
            this.capabilities = warms ? Set.of(EngineCapability.DISKLESS, EngineCapability.TRIM, EngineCapability.SCRATCH_WARMUP)
                    : Set.of(EngineCapability.DISKLESS, EngineCapability.TRIM);
        }

        @Override
        public String name() {
            return "ring-null";
        }

        @Override
        public String description() {
            return "null engine with a completion ring";
        }

        @Override
        public Set<EngineCapability> capabilities() {
            return capabilities;
        }

        @Override
        public IoEngine create(EngineContext context) {
            IoUnit[] ring = new IoUnit[context.iodepth()];
            return new IoEngine() {
                int staged;
                int ready;

                @Override
                public Set<EngineCapability> capabilities() {
                    return async ? EnumSet.of(EngineCapability.DISKLESS, EngineCapability.TRIM)
                            : EnumSet.of(EngineCapability.SYNC, EngineCapability.DISKLESS, EngineCapability.TRIM);
                }

                @Override
                public QueueStatus queue(IoUnit unit) {
                    unit.result(unit.lengthBytes());
                    if (!async) {
                        return QueueStatus.COMPLETED;
                    }
                    if (staged + ready == ring.length) {
                        return QueueStatus.BUSY;
                    }
                    ring[ready + staged++] = unit;
                    return QueueStatus.QUEUED;
                }

                @Override
                public void commit() {
                    ready += staged;
                    staged = 0;
                }

                @Override
                public int reap(int min, int max, long timeoutNs) {
                    commit();
                    int n = Math.min(ready, max);
                    ready -= n;
                    return n;
                }

                @Override
                public IoUnit completed(int i) {
                    return ring[ready + i];
                }
            };
        }
    }

    private static void run(JobSpec spec, AllocationMeter meter) {
        JobRunner.of(JobPlan.of(spec)).engines(EngineRegistry.of(List.of(meter))).run();
    }

    @ParameterizedTest(name = "async={0}")
    @ValueSource(booleans = {false, true})
    void shouldAllocateLessThanAHundredthOfABytePerIo(boolean async) {
        AllocationMeter meter = new AllocationMeter(new RingNullProvider(async), WARMUP_IOS, MEASURED_IOS);
        long total = meter.iosNeeded() + 10_000L;
        run(JobSpec.builder("alloc").set("ioengine", meter.name()).rw(ReadWrite.RANDRW)
                .set("size", total * 4096).set("bs", 4096).set("iodepth", async ? 16 : 1).set("iodepth_batch", async ? 4 : 1)
                .set("time_based", false).build(), meter);
        meter.assertAllocationFree("core loop, null engine, async=" + async);
    }

    /**
     * A job warmed up first (jit_warmup: the same engine and loop on another thread before the
     * clock): the job thread allocates nothing per I/O after it either. The meter's marks are the
     * job's own (its engine's queue calls come after the warm-up's).
     */
    @Test
    void shouldAllocateNothingPerIoAfterAJitWarmup() {
        JitWarmup.forget();
        AllocationMeter meter = new AllocationMeter(new RingNullProvider(true, true), WARMUP_IOS, MEASURED_IOS);
        long total = meter.iosNeeded() + 10_000L;
        run(JobSpec.builder("alloc-warm").set("ioengine", meter.name()).rw(ReadWrite.RANDREAD)
                .set("size", total * 4096).set("bs", 4096).set("iodepth", 16).set("iodepth_batch", 4)
                .set("jit_warmup", java.time.Duration.ofMillis(300)).build(), meter);
        meter.assertAllocationFree("core loop after a JIT warm-up");
    }

    /**
     * The HTML report's timeline (per-interval points, clat histogram differences) costs nothing per
     * I/O either. Its point arrays (and the bw/iops samples) start at 64 entries and double: an
     * allocation per unit of time, not per I/O, which would land inside the meter's window when a
     * loaded machine makes the run last more than 64 intervals (at 10 ms a quiet run here took 60).
     * At 100 ms a quiet run takes about 6 points, most of them measured, and a run 10 times slower
     * still takes no doubling.
     */
    @Test
    void shouldAllocateNothingPerIoWhileRecordingTheTimeline() {
        AllocationMeter meter = new AllocationMeter(new RingNullProvider(true), WARMUP_IOS, MEASURED_IOS);
        long total = meter.iosNeeded() + 10_000L;
        org.jfio.result.RunResult r = JobRunner.of(JobPlan.of(JobSpec.builder("alloc-timeline").set("ioengine", meter.name())
                .rw(ReadWrite.RANDRW).set("size", total * 4096).set("bs", 4096).set("iodepth", 16).set("bwavgtime", 100).build()))
                .engines(EngineRegistry.of(List.of(meter))).timeline(true).run();
        int points = r.groups().get(0).reported().get(0).timeline().series().get(0).points();
        meter.assertAllocationFree("core loop, timeline on (" + points + " points of 100 ms)");
    }

    @Test
    void shouldAllocateNothingPerIoWithZipfBssplitAndRateIops() {
        AllocationMeter meter = new AllocationMeter(new RingNullProvider(true), WARMUP_IOS, MEASURED_IOS);
        List<BlockSizeSplit> split = List.of(new BlockSizeSplit(4096, 50), new BlockSizeSplit(16384, 30),
                new BlockSizeSplit(65536, 20));
        run(JobSpec.builder("alloc-zipf").set("ioengine", meter.name()).rw(ReadWrite.RANDRW)
                .set("size", 1L << 30).set("bssplit", "4k/50:16k/30:64k/20,4k/50:16k/30:64k/20")
                .set("random_distribution", "zipf:1.2")
                .set("rate_iops", DataDirection.READ, 600_000).set("rate_iops", DataDirection.WRITE, 600_000)
                .set("iodepth", 16).set("iodepth_batch", 4)
                .set("number_ios", meter.iosNeeded() + 10_000L).set("time_based", true).set("runtime", java.time.Duration.ofNanos(600_000_000_000L)).build(), meter);
        meter.assertAllocationFree("core loop, zipf + bssplit + rate_iops");
    }

    /**
     * max_latency checked at every completion, the latency_target search moving the depth every
     * 10 ms window (latency_run: it never settles), steady state sampled by its own thread and an
     * SLO gate judged at the end: the job thread still allocates nothing per I/O.
     */
    @Test
    void shouldAllocateNothingPerIoUnderLatencyLimitsSteadyStateAndGates() {
        AllocationMeter meter = new AllocationMeter(new RingNullProvider(true), WARMUP_IOS, MEASURED_IOS);
        run(JobSpec.builder("alloc-goals").set("ioengine", meter.name()).rw(ReadWrite.RANDREAD)
                .set("size", 1L << 30).set("bs", 4096).set("iodepth", 16).set("iodepth_batch", 4)
                .set("max_latency", "10s").set("latency_target", "1s").set("latency_window", "10ms")
                .set("latency_run", true).set("ss", "iops:0.0001%").set("ss_dur", "600s").set("slo", "iops>=1")
                .set("number_ios", meter.iosNeeded() + 10_000L).set("time_based", true)
                .set("runtime", java.time.Duration.ofNanos(600_000_000_000L)).build(), meter);
        meter.assertAllocationFree("core loop, max_latency + latency_target + ss + slo");
    }

    /**
     * Trims: randtrimwrite (a random trim, then a write of its block) and randtrim, in strided
     * zones (zonemode=strided: zone moves, map resets), in a flow (flow_id/flow: the shared
     * counter per I/O), with fsync's cadence: nothing per I/O.
     */
    @ParameterizedTest(name = "rw={0}")
    @ValueSource(strings = {"randtrimwrite", "randtrim", "trimwrite"})
    void shouldAllocateNothingPerIoWithTrimsZonesAndFlows(String rw) {
        AllocationMeter meter = new AllocationMeter(new RingNullProvider(true), WARMUP_IOS, MEASURED_IOS);
        run(JobSpec.builder("alloc-trim").set("ioengine", meter.name()).set("rw", rw)
                .set("size", 16L << 30) // no wrap: a sequential writer's wrap notice is a one-off.set("bs", 4096).set("iodepth", 16).set("iodepth_batch", 4)
                .set("zonemode", "strided").set("zonesize", "1m").set("zonerange", "4m").set("zoneskip", "1m")
                .set("flow_id", 3).set("flow", 2).set("fsync", 64)
                .set("number_ios", meter.iosNeeded() + 10_000L).set("time_based", true)
                .set("runtime", java.time.Duration.ofNanos(600_000_000_000L)).build(), meter);
        meter.assertAllocationFree("core loop, " + rw + " + zonemode=strided + flow + fsync");
    }

    /** A sequential read with a hole (rw=read:8k): the hole's wrap and pass ends. */
    @Test
    void shouldAllocateNothingPerIoWithSequentialHoles() {
        AllocationMeter meter = new AllocationMeter(new RingNullProvider(false), WARMUP_IOS, MEASURED_IOS);
        run(JobSpec.builder("alloc-hole").set("ioengine", meter.name()).set("rw", "read:8k")
                .set("size", 64L << 20).set("bs", 4096).set("loops", 1000)
                .set("number_ios", meter.iosNeeded() + 10_000L).build(), meter);
        meter.assertAllocationFree("core loop, rw=read:8k");
    }

    /** sysbench's rules (request_rules=sysbench): the shared sequence, its ratio rule and its syncs of every file. */
    @Test
    void shouldAllocateNothingPerIoUnderTheSysbenchRules() {
        AllocationMeter meter = new AllocationMeter(new RingNullProvider(true), WARMUP_IOS, MEASURED_IOS);
        run(JobSpec.builder("alloc-sysbench").set("ioengine", meter.name()).rw(ReadWrite.RANDRW)
                .set("filename", "a:b:c:d").set("size", 1L << 30).set("bs", 16384).set("iodepth", 16)
                .set("request_rules", "sysbench").set("rwmix_ratio", "1.5").set("sync_all", 100)
                .set("number_ios", meter.iosNeeded() * 2).set("time_based", true)
                .set("runtime", java.time.Duration.ofNanos(600_000_000_000L)).build(), meter);
        meter.assertAllocationFree("core loop, request_rules=sysbench");
    }

    /**
     * With every log on (fio's bw, iops, slat/clat/lat, clat histogram every ms, and the
     * HdrHistogram log), a row per I/O or per window: the job thread still allocates nothing
     * per I/O; the files are written by the log writer thread.
     */
    @ParameterizedTest(name = "log_avg_msec={0}, async={1}")
    @CsvSource({"0, true", "0, false", "1000, true"})
    void shouldAllocateNothingPerIoWithLogs(long avgMs, boolean async, @TempDir Path dir) throws Exception {
        AllocationMeter meter = new AllocationMeter(new RingNullProvider(async), WARMUP_IOS, MEASURED_IOS);
        String p = dir.resolve("alloc").toString();
        LogSpec logs = LogSpec.NONE.withLatLog(p).withBwLog(p).withIopsLog(p).withHistLog(p).withHdrLog(p)
                .withAvgMs(avgMs).withOffset(true).withHistMs(1).withHdrMs(100);
        long total = meter.iosNeeded() + 10_000L;
        run(JobSpec.builder("alloc-logs").set("ioengine", meter.name()).rw(ReadWrite.RANDRW)
                .set("size", total * 4096).set("bs", 4096).set("iodepth", async ? 16 : 1).set("iodepth_batch", async ? 4 : 1)
                .set("time_based", false).with(logs).build(), meter);
        meter.assertAllocationFree("core loop with every log, log_avg_msec=" + avgMs + ", async=" + async);
        try (var lines = Files.lines(dir.resolve("alloc_clat.1.log"))) {
            long rows = lines.count();
            assertTrue(avgMs == 0 ? rows == total : rows > 0, rows + " clat rows for " + total + " I/Os");
        }
    }

    /**
     * Replaying an iolog read in chunks while the job runs ({@code read_iolog_chunked}), logging
     * it again with {@code write_iolog} and with newer fio's latency log columns: nothing per I/O.
     */
    @Test
    void shouldAllocateNothingPerIoReplayingAChunkedIolog(@TempDir Path dir) throws Exception {
        AllocationMeter meter = new AllocationMeter(new RingNullProvider(true), WARMUP_IOS, MEASURED_IOS);
        long ios = meter.iosNeeded() + 10_000L;
        Path log = dir.resolve("replay.log");
        try (var w = Files.newBufferedWriter(log)) {
            w.write("fio version 3 iolog\n0 f add\n1 f open\n");
            for (long i = 0; i < ios; i++) {
                w.write((2 + i) + (i % 3 == 0 ? " f write " : " f read ") + ((i * 7919) % 65536) * 4096 + " 4096\n");
            }
        }
        run(JobSpec.builder("alloc-replay").set("ioengine", meter.name()).set("read_iolog", log.toString())
                .set("read_iolog_chunked", "1").set("replay_no_stall", "1").set("replay_scale", "2").set("replay_align", "4096")
                .set("write_iolog", dir.resolve("again.log").toString()).set("iodepth", 16).set("iodepth_batch", 4)
                .set("write_lat_log", dir.resolve("lat").toString()).set("log_offset", "1").set("log_issue_time", "1")
                .set("log_avg_msec", "100").set("log_window_value", "both").build(), meter);
        meter.assertAllocationFree("core loop, chunked iolog replay with write_iolog and windowed latency logs");
    }

    /**
     * Steady state alone, each of its measures (fio's {@code ss=iops|bw[_slope]:limit}) with a
     * ramp: the sampling thread judges it; the job thread only counts, allocating nothing per I/O.
     */
    @ParameterizedTest(name = "ss={0}")
    @ValueSource(strings = {"iops:0.0001%", "iops_slope:0.0001%", "bw:1", "bw_slope:0.0001%"})
    void shouldAllocateNothingPerIoUnderSteadyState(String ss) {
        AllocationMeter meter = new AllocationMeter(new RingNullProvider(true), WARMUP_IOS, MEASURED_IOS);
        run(JobSpec.builder("alloc-ss").set("ioengine", meter.name()).rw(ReadWrite.RANDRW)
                .set("size", 1L << 30).set("bs", 4096).set("iodepth", 16).set("iodepth_batch", 4)
                .set("ss", ss).set("ss_dur", "600s").set("ss_ramp", "1s")
                .set("number_ios", meter.iosNeeded() + 10_000L).set("time_based", true)
                .set("runtime", java.time.Duration.ofNanos(600_000_000_000L)).build(), meter);
        meter.assertAllocationFree("core loop, ss=" + ss);
    }

    /**
     * SLO gates of every kind the README lists (latency percentiles per direction, IOPS, bandwidth,
     * the steady state's verdict): judged after the run from what the loop records anyway.
     */
    @Test
    void shouldAllocateNothingPerIoUnderSloGates() {
        AllocationMeter meter = new AllocationMeter(new RingNullProvider(false), WARMUP_IOS, MEASURED_IOS);
        run(JobSpec.builder("alloc-slo").set("ioengine", meter.name()).rw(ReadWrite.RANDRW)
                .set("size", 1L << 30).set("bs", 4096)
                .set("slo", "read.clat.p99<=10s,write.lat.p99.9<10s,slat.max<10s,iops>=1,read.bw>=1KiB/s,ss.attained==0")
                .set("ss", "iops:0.0001%").set("ss_dur", "600s").set("lat_percentiles", true)
                .set("number_ios", meter.iosNeeded() + 10_000L).set("time_based", true)
                .set("runtime", java.time.Duration.ofNanos(600_000_000_000L)).build(), meter);
        meter.assertAllocationFree("core loop, SLO gates on latency percentiles, IOPS, bw and ss");
    }

    /** An iolog read whole before the job (not chunked), with its time stamps honoured (version 2: none to wait for). */
    @Test
    void shouldAllocateNothingPerIoReplayingAWholeIolog(@TempDir Path dir) throws Exception {
        AllocationMeter meter = new AllocationMeter(new RingNullProvider(false), WARMUP_IOS, MEASURED_IOS);
        long ios = meter.iosNeeded() + 10_000L;
        Path log = dir.resolve("replay.log");
        try (var w = Files.newBufferedWriter(log)) {
            w.write("fio version 2 iolog\nf add\nf open\n");
            for (long i = 0; i < ios; i++) {
                w.write((i % 4 == 0 ? "f write " : "f read ") + ((i * 7919) % 65536) * 4096 + (i % 2 == 0 ? " 4096\n" : " 8192\n"));
            }
            w.write("f close\n");
        }
        run(JobSpec.builder("alloc-replay-whole").set("ioengine", meter.name()).set("read_iolog", log.toString()).build(), meter);
        meter.assertAllocationFree("core loop, whole iolog replay");
    }

    /** write_iolog on an ordinary job: one text line per I/O, formatted without allocating (the file is written by its own thread). */
    @ParameterizedTest(name = "async={0}")
    @ValueSource(booleans = {false, true})
    void shouldAllocateNothingPerIoWritingAnIolog(boolean async, @TempDir Path dir) throws Exception {
        AllocationMeter meter = new AllocationMeter(new RingNullProvider(async), WARMUP_IOS, MEASURED_IOS);
        long total = meter.iosNeeded() + 10_000L;
        Path log = dir.resolve("written.log");
        run(JobSpec.builder("alloc-write-iolog").set("ioengine", meter.name()).rw(ReadWrite.RANDRW)
                .set("size", total * 4096).set("bs", 4096).set("iodepth", async ? 16 : 1).set("iodepth_batch", async ? 4 : 1)
                .set("write_iolog", log.toString()).build(), meter);
        meter.assertAllocationFree("core loop with write_iolog, async=" + async);
        try (var lines = Files.lines(log)) {
            assertTrue(lines.filter(l -> l.contains(" read ") || l.contains(" write ")).count() == total,
                    "every I/O was logged");
        }
    }

    /**
     * A many-host run's start barrier ({@code --barrier-dir}, one rank here): the ranks meet before
     * the clock starts, and the measured loop after it allocates nothing per I/O.
     */
    @Test
    void shouldAllocateNothingPerIoAfterTheRankBarrier(@TempDir Path dir) {
        AllocationMeter meter = new AllocationMeter(new RingNullProvider(true), WARMUP_IOS, MEASURED_IOS);
        long total = meter.iosNeeded() + 10_000L;
        try (org.jfio.fleet.StartBarrier barrier = new org.jfio.fleet.StartBarrier(dir, new org.jfio.fleet.Rank(0, 1, "test"),
                "alloc", 60_000, "localhost")) {
            barrier.check();
            org.jfio.result.RunResult r = JobRunner.of(JobPlan.of(JobSpec.builder("alloc-barrier").set("ioengine", meter.name())
                    .rw(ReadWrite.RANDRW).set("size", total * 4096).set("bs", 4096).set("iodepth", 16).set("iodepth_batch", 4)
                    .build())).engines(EngineRegistry.of(List.of(meter))).startGate(barrier::await).run();
            assertTrue(r.groups().get(0).reported().get(0).error() == 0);
            assertTrue(Files.exists(dir) && dir.toFile().list().length > 0, "the rank met the barrier in its directory");
        }
        meter.assertAllocationFree("core loop after the rank barrier");
    }
}
