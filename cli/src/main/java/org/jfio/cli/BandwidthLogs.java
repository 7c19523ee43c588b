package org.jfio.cli;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import org.jfio.result.GroupResult;
import org.jfio.result.JobResult;
import org.jfio.result.RunResult;
import org.jfio.result.Timeline;
import org.jfio.result.TimelineSeries;
import org.jfio.spi.DataDirection;
import org.jfio.spi.JfioException;

/**
 * {@code --bandwidth-log}: the run's aggregate bandwidth logs {@code agg-read_bw.log},
 * {@code agg-write_bw.log} and {@code agg-trim_bw.log}, in fio's log format: one row per interval
 * {@code msec, KiB/s, ddir, 0, 0}, the time counted from the first job's start (jfio's JIT
 * warm-up, which runs before it, is not counted), the bandwidth summed over every job. The rows
 * are {@code bwavgtime} apart (500 ms by default); each of the jobs' measured timeline points
 * (which end a little late under load) has its bytes spread evenly over the time it covers, so
 * every byte lands in one row and the rows add up to the reports' {@code io_kbytes}; a
 * {@code ramp_time} shows as rows of 0, as in fio. fio 3.33 takes these rows from its status-line thread, so
 * its files stay empty unless the status line is computed ({@code --eta=always}, a terminal);
 * jfio writes the rows in any case. Stateless.
 */
final class BandwidthLogs {
    private static final String[] FILES = {"agg-read_bw.log", "agg-write_bw.log", "agg-trim_bw.log"};

    private BandwidthLogs() {
    }

    /**
     * Writes (replaces) the three files in {@code dir}.
     *
     * @throws JfioException when a file cannot be written
     */
    static void write(RunResult run, Path dir) {
        long originEpochMs = origin(run);
        long intervalMs = 0;
        long endMs = 0;
        for (GroupResult g : run.groups()) {
            for (JobResult j : g.jobs()) {
                Timeline t = j.timeline();
                intervalMs = Math.max(intervalMs, t.intervalMs());
                for (TimelineSeries s : t.series()) {
                    if (s.points() > 0) {
                        endMs = Math.max(endMs, t.startEpochMs() - originEpochMs + s.endMs()[s.points() - 1]);
                    }
                }
            }
        }
        int rows = intervalMs == 0 ? 0 : (int) ((endMs + intervalMs - 1) / intervalMs);
        for (int d = 0; d < DataDirection.DATA_COUNT; d++) {
            double[] bytes = new double[rows];
            for (GroupResult g : run.groups()) {
                for (JobResult j : g.jobs()) {
                    add(originEpochMs, j.timeline(), DataDirection.of(d), intervalMs, bytes);
                }
            }
            StringBuilder b = new StringBuilder();
            for (int i = 0; i < rows; i++) {
                long kibPerSec = Math.round(bytes[i] * 1000 / 1024 / intervalMs);
                b.append((i + 1) * intervalMs).append(", ").append(kibPerSec).append(", ").append(d).append(", 0, 0\n");
            }
            try {
                Files.writeString(dir.resolve(FILES[d]), b, StandardCharsets.US_ASCII);
            } catch (IOException e) {
                throw new JfioException("--bandwidth-log: " + dir.resolve(FILES[d]) + ": " + e.getMessage(), e);
            }
        }
    }

    /** @return the first job's start (ms since the epoch): the earliest timeline's, or the run's without one */
    private static long origin(RunResult run) {
        long origin = Long.MAX_VALUE;
        for (GroupResult g : run.groups()) {
            for (JobResult j : g.jobs()) {
                if (!j.timeline().isEmpty()) {
                    origin = Math.min(origin, j.timeline().startEpochMs());
                }
            }
        }
        return origin == Long.MAX_VALUE ? run.startEpochMs() : origin;
    }

    /** Adds a job's measured bytes of one direction to the run's rows, each point's spread over the time it covers. */
    private static void add(long originEpochMs, Timeline t, DataDirection ddir, long intervalMs, double[] bytes) {
        long base = t.startEpochMs() - originEpochMs;
        for (TimelineSeries s : t.series()) {
            if (s.ddir() != ddir) {
                continue;
            }
            long[] ends = s.endMs();
            long[] moved = s.bytes();
            long from = base + t.rampMs();
            for (int i = 0; i < ends.length; i++) {
                if (ends[i] <= t.rampMs()) {
                    continue; // the ramp's: not measured, as fio leaves it out
                }
                long to = Math.max(from + 1, base + ends[i]);
                double perMs = (double) moved[i] / (to - from);
                for (long slotStart = from - from % intervalMs; slotStart < to; slotStart += intervalMs) {
                    long overlap = Math.min(to, slotStart + intervalMs) - Math.max(from, slotStart);
                    int slot = (int) Math.min(bytes.length - 1, Math.max(0, slotStart / intervalMs));
                    bytes[slot] += perMs * overlap;
                }
                from = to;
            }
        }
    }
}
