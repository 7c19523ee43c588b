package org.jfio.api;

import org.jfio.result.RunResult;
import org.jfio.spi.DataDirection;

import java.util.concurrent.TimeUnit;

import org.jfio.job.JobPlan;
import org.jfio.job.JobSpec;
import org.jfio.job.ReadWrite;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The whole core per I/O: a job of {@value #IOS} 4 KiB random reads on the built-in null engine
 * through {@link JobRunner} (direction, offset, unit preparation, engine driver, three latency
 * recordings, the loop's bookkeeping), reported per I/O. Thread start and job setup are included
 * once per job, which adds well under 1 ns per I/O at this count.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(value = 1, jvmArgsAppend = "--enable-native-access=ALL-UNNAMED")
public class NullJobBenchmark {
    static final int IOS = 2_000_000;

    /** 1: a synchronous loop (fio's null engine at QD1); 32: queued, committed and reaped in batches. */
    @Param({"1", "32"})
    public int iodepth;

    @Benchmark
    @OperationsPerInvocation(IOS)
    public long run() {
        JobSpec spec = JobSpec.builder("null").set("ioengine", "null").rw(ReadWrite.RANDREAD).size(1L << 30)
                .blockSize(4096).set("iodepth", iodepth).set("norandommap", true).set("number_ios", IOS).set("time_based", true)
                .runtime(1, TimeUnit.HOURS).build();
        RunResult result = JobRunner.of(JobPlan.of(spec)).run();
        return result.groups().get(0).reported().get(0).direction(DataDirection.READ).ios();
    }
}
