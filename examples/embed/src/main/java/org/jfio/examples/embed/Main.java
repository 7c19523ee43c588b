package org.jfio.examples.embed;

import java.nio.file.Files;
import java.nio.file.Path;

import org.jfio.api.JobRunner;
import org.jfio.job.JobPlan;
import org.jfio.job.JobSpec;
import org.jfio.job.ReadWrite;
import org.jfio.result.DirectionResult;
import org.jfio.result.RunResult;
import org.jfio.spi.DataDirection;

/**
 * Runs one 4 KiB random-read job through jfio's library API and prints three of its figures.
 * The engine is the first argument ({@code null} when absent: no file, no device, only jfio's
 * own cost per I/O); a file engine such as {@code psync} reads a 16 MiB temporary file.
 */
public final class Main {
    private Main() {
    }

    /**
     * @param args optional engine name, e.g. {@code psync}
     * @throws Exception when the job cannot run (one line: {@code org.jfio.spi.JfioException})
     */
    public static void main(String[] args) throws Exception {
        String engine = args.length > 0 ? args[0] : "null";
        Path file = Files.createTempFile("jfio-embed", ".dat");
        try {
            JobSpec job = JobSpec.builder("embedded")     // options as fio writes them
                    .set("ioengine", engine)
                    .set("filename", file.toString())
                    .rw(ReadWrite.RANDREAD)
                    .set("bs", "4k")
                    .set("size", 16L << 20)
                    .build();
            RunResult result = JobRunner.of(JobPlan.of(job)).run();
            DirectionResult reads = result.job("embedded").direction(DataDirection.READ);
            System.out.printf("%s: %d reads of 4 KiB, %.0f IOPS, p99 completion latency %d ns%n",
                    engine, reads.ios(), reads.iops(), reads.clat().fioPercentileNs(99));
        } finally {
            Files.deleteIfExists(file);
        }
    }
}
