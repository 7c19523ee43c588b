package org.jfio.run;

import java.lang.management.CompilationMXBean;
import java.lang.management.ManagementFactory;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

import org.jfio.job.JobSpec;
import org.jfio.job.WarmupSpec;
import org.jfio.result.JobResult;
import org.jfio.spi.DataDirection;
import org.jfio.spi.EngineCapability;
import org.jfio.spi.IoClock;
import org.jfio.spi.IoEngineProvider;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * jfio's JIT warm-up ({@code jit_warmup}): before a job's clock starts, its own engine and I/O
 * loop run as one clone of a copy of the job ({@link WarmupSpec}) against a private file in
 * memory ({@link ScratchFile}), so the JVM has compiled the hot methods before the first
 * measured I/O instead of during the first second of the job (where they showed as a tail of
 * slow I/Os: p99.9 clat 1.1 ms against fio's 0.23 ms, at io_uring 4k QD32 direct). It stops when
 * the JIT has had nothing to compile for {@link #QUIET_NS} (after at least {@link #MIN_NS}), at
 * {@code jit_warmup} at the latest, or when the run is stopped. Its I/Os are not counted, logged
 * or reported anywhere; a warm-up that fails (an old kernel without O_DIRECT on memory files, no
 * memfd) is skipped, and the job runs as it would have.
 *
 * <p>What is warmed: a job whose engine declares {@link EngineCapability#SCRATCH_WARMUP}, with
 * {@code jit_warmup} above 0, a {@code ramp_time} under a second (a ramp warms up already), and
 * enough I/O for the JIT to matter ({@code time_based}, or at least {@link #MIN_IOS} requests);
 * once per engine and kind of job (reads, writes or both; synchronous or queued) in the process,
 * since the JVM's compiled code is the process's. The job's other clones wait for it with the
 * job: they all start together after it.
 *
 * <p>Used by the run coordinator's thread, one warm-up at a time.
 */
final class JitWarmup {
    private static final Logger LOG = LoggerFactory.getLogger(JitWarmup.class);
    /**
     * A job with fewer requests than this runs as it is (a smoke test more than a measurement).
     * Above it a cold JIT shows: the first few thousand requests run interpreted, many times slower
     * (psync 4k randwrite of 4 MiB, 1024 requests: 22k IOPS cold against fio's 341k).
     */
    static final long MIN_IOS = 100;
    /** A ramp this long warms the job up already. */
    private static final long RAMP_WARMS_NS = 1_000_000_000L;
    /** The private file: this large, or four of the largest blocks. */
    private static final long SCRATCH_BYTES = 16L << 20;
    /** Jobs with blocks above this are not warmed up (the private file would be too large). */
    private static final long MAX_BLOCK_BYTES = 16L << 20;
    /** The warm-up runs at least this long. */
    static final long MIN_NS = 100_000_000L;
    /** ... and ends once the JIT has compiled nothing for this long. */
    static final long QUIET_NS = 60_000_000L;
    private static final long POLL_MS = 5;
    /**
     * The warm-up runs the loop this many times. The first run ends on its stop request, a branch
     * the JIT never saw taken in that run: the optimising compiler had made it a trap, and taking
     * it threw the compiled loop away (HotSpot's {@code unstable_if}: "made not entrant"), so the
     * job's clones began in the interpreter and the loop was compiled again during the measured
     * run (with {@code numjobs=256} on 2 CPUs the compiler thread got a 128th of a CPU, and the
     * clones ran slow code for seconds: 0.35-0.74M IOPS where fio did 0.88M). The second run is
     * compiled knowing that exit, and ends on it without a trap.
     */
    static final int RUNS = 2;
    /** What was warmed up in this process: engine and kind of job. */
    private static final Set<String> WARMED = ConcurrentHashMap.newKeySet();

    private JitWarmup() {
    }

    /** Forgets what was warmed up, so the next job that needs one is warmed up again (for tests). */
    static void forget() {
        WARMED.clear();
    }

    /**
     * Warms up for a job that is about to start, when it needs it; returns when done.
     *
     * @param regions the job's first clone's file regions (how much I/O the job will do)
     * @param parent  the run's stop flag: a stop ends the warm-up too
     */
    static void beforeJob(JobSpec spec, IoEngineProvider provider, List<FileRegion> regions, RunControl parent) {
        String key = key(spec, provider);
        String skip = reasonToSkip(spec, provider, regions);
        if (skip != null) {
            LOG.debug("{}: no JIT warm-up: {}", spec.name(), skip);
            return;
        }
        if (!WARMED.add(key)) {
            LOG.debug("{}: no JIT warm-up: {} was warmed up before in this process", spec.name(), key);
            return;
        }
        run(spec, provider, parent);
    }

    /** @return why the job is not warmed up, or null when it is */
    static String reasonToSkip(JobSpec spec, IoEngineProvider provider, List<FileRegion> regions) {
        if (spec.timing().jitWarmupNs() == 0) {
            return "jit_warmup=0";
        }
        if (!provider.capabilities().contains(EngineCapability.SCRATCH_WARMUP)) {
            return "the " + provider.name() + " engine does not run on a private file";
        }
        if (spec.timing().rampTimeNs() >= RAMP_WARMS_NS) {
            return "ramp_time warms it up";
        }
        if (spec.maxBlockSizeBytes() > MAX_BLOCK_BYTES) {
            return "blocks above " + (MAX_BLOCK_BYTES >> 20) + " MiB";
        }
        long ios = expectedIos(spec, regions);
        if (ios < MIN_IOS) {
            return "a short job (" + ios + " I/Os)";
        }
        return null;
    }

    /** @return how many requests the job will issue at most, Long.MAX_VALUE when only time ends it */
    static long expectedIos(JobSpec spec, List<FileRegion> regions) {
        if (spec.timing().timeBased()) {
            return Long.MAX_VALUE;
        }
        if (spec.io().numberIos() > 0) {
            return spec.io().numberIos();
        }
        long bytes = spec.region().ioSizeBytes() > 0 ? spec.region().ioSizeBytes() : 0;
        if (bytes == 0) {
            for (FileRegion r : regions) {
                bytes += r.ioBytes();
            }
        }
        long perPass = bytes / Math.max(1, spec.minBlockSizeBytes());
        return perPass > Long.MAX_VALUE / Math.max(1, spec.timing().loops()) ? Long.MAX_VALUE
                : perPass * Math.max(1, spec.timing().loops());
    }

    private static String key(JobSpec spec, IoEngineProvider provider) {
        String kind = spec.rw().hasWrites() ? spec.rw().hasReads() ? "mixed" : "writes" : "reads";
        boolean queued = !provider.capabilities().contains(EngineCapability.SYNC) && spec.depth().iodepth() > 1;
        return provider.name() + " " + kind + (queued ? " queued" : "") + (spec.io().direct() ? " direct" : "");
    }

    private static void run(JobSpec spec, IoEngineProvider provider, RunControl parent) {
        long maxBs = Math.max(1, spec.maxBlockSizeBytes());
        long size = Math.max(SCRATCH_BYTES, 4 * maxBs);
        size -= size % maxBs;
        long budgetNs = spec.timing().jitWarmupNs();
        long startNs = IoClock.nowNs();
        try (ScratchFile scratch = ScratchFile.create(size)) {
            JobSpec warm = WarmupSpec.of(spec, scratch.path().toString(), size, budgetNs);
            for (int n = 1; n <= RUNS; n++) {
                long runStartNs = IoClock.nowNs();
                RunControl control = new RunControl(parent);
                JobContext job = new JobContext(warm, 0, provider, control, RunEvents.NONE, runStartNs, null, false, null, null,
                        null);
                CloneProgress progress = new CloneProgress(warm, 0, 1, size);
                JobWorker worker = new JobWorker(new CloneContext(job, 0, 0, startNs, List.of(
                        new FileRegion(scratch.path(), 0, size)), progress));
                Thread thread = Thread.ofPlatform().name("jfio-warmup").start(worker);
                Ending ending = watch(thread, control, progress, runStartNs, startNs + budgetNs - runStartNs);
                report(spec, provider, worker, size, startNs, n, ending);
                if (!ending.quiet() || worker.failure() != null) {
                    break; // the bound, a stop or a failure ends the warm-up
                }
            }
        } catch (RuntimeException e) {
            LOG.debug("{}: JIT warm-up skipped: {}", spec.name(), e.getMessage());
        }
    }

    /**
     * Why and when a warm-up run was stopped.
     *
     * @param lastCompileNs the last compilation seen before the stop, {@link IoClock#nowNs()}
     * @param why           what stopped it, for {@code --debug}
     * @param quiet         it stopped because the JIT had gone quiet (not at the bound, nor on a stop)
     */
    private record Ending(long lastCompileNs, String why, boolean quiet) {
    }

    /**
     * Waits for the warm-up's thread, stopping it once its loop has run {@link #MIN_NS} and the JIT
     * has been quiet for {@link #QUIET_NS} since (its setup does not count: the JIT may idle while a
     * ring is set up), or {@code budgetNs} after it began, its setup included (its own runtime, the
     * same from its loop's start, is a second bound). What the JIT does while the stopped warm-up
     * winds down (its I/Os in flight complete, its engine closes) is not counted.
     */
    private static Ending watch(Thread thread, RunControl control, CloneProgress progress, long startNs, long budgetNs) {
        CompilationMXBean jit = ManagementFactory.getCompilationMXBean();
        CompilerCpu compilers = new CompilerCpu();
        // a compilation in progress shows in the compiler threads' CPU time; the MXBean's total
        // moves only when one ends (the fallback where /proc cannot be read)
        long lastSeen = compilers.cpuNs(startNs);
        boolean fromProc = lastSeen >= 0;
        boolean timed = fromProc || jit != null && jit.isCompilationTimeMonitoringSupported();
        if (!fromProc) {
            lastSeen = timed ? jit.getTotalCompilationTime() : 0;
        }
        long changedNs = IoClock.nowNs();
        String why = null;
        boolean quiet = false;
        boolean interrupted = false;
        while (thread.isAlive()) {
            try {
                thread.join(POLL_MS);
            } catch (InterruptedException e) {
                interrupted = true;
                control.stop();
            }
            if (why != null) {
                continue; // stopped: winding down
            }
            long now = IoClock.nowNs();
            long loopNs = progress.epochNs();
            if (timed) {
                long seen = fromProc ? compilers.cpuNs(now) : jit.getTotalCompilationTime();
                if (seen != lastSeen || loopNs == 0) {
                    lastSeen = seen;
                    changedNs = now;
                }
            }
            if (timed && loopNs != 0 && now - loopNs >= MIN_NS && now - changedNs >= QUIET_NS) {
                why = "the JIT compiled nothing for " + QUIET_NS / 1_000_000L + " ms";
                quiet = true;
            } else if (now - startNs >= budgetNs) {
                why = "jit_warmup reached" + (timed ? ", the JIT still compiling" : "");
            } else if (control.stopRequested()) {
                why = "the run was stopped";
            }
            if (why != null) {
                control.stop();
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
        return new Ending(changedNs, why != null ? why : "its own runtime ended", quiet);
    }

    private static void report(JobSpec spec, IoEngineProvider provider, JobWorker worker, long size, long startNs, int n,
            Ending ending) {
        long ms = (IoClock.nowNs() - startNs) / 1_000_000L;
        if (worker.failure() != null) {
            LOG.debug("{}: JIT warm-up failed after {} ms: {}", spec.name(), ms, worker.failure().getMessage());
            return;
        }
        JobResult r = worker.result();
        long ios = 0;
        if (r != null) {
            for (DataDirection d : new DataDirection[] {DataDirection.READ, DataDirection.WRITE, DataDirection.TRIM}) {
                ios += r.direction(d).ios();
            }
        }
        if (r != null && r.error() != 0) {
            LOG.debug("{}: JIT warm-up ended with error {} after {} ms", spec.name(), r.error(), ms);
        }
        LOG.debug("{}: JIT warm-up run {} of {}: {} ms before the clock, {} I/Os with the {} engine on a private {} MiB file "
                + "in memory; stopped: {} (last compilation seen at {} ms; jit_warmup={} ms)", spec.name(), n, RUNS, ms, ios,
                provider.name(), size >> 20, ending.why(), Math.max(0, (ending.lastCompileNs() - startNs) / 1_000_000L),
                spec.timing().jitWarmupNs() / 1_000_000L);
    }
}
